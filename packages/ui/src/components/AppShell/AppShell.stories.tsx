import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Container } from '../Container';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { AppShell } from './AppShell';
import { sampleAccountLinks, sampleMenu } from './AppShell.fixtures';

const meta = {
  title: 'Components/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: <span>통계 분석 서비스</span>,
    menu: sampleMenu,
    accountLinks: sampleAccountLinks,
    footer: (
      <Text tone="muted" size="small">
        © 2026 통계 분석 서비스 · 사업자등록번호 000-00-00000
      </Text>
    ),
    currentPath: '/analysis',
    menuLabel: '메뉴',
    languageSwitch: (
      <a href="?lang=en" lang="en">
        English
      </a>
    ),
    children: (
      <Container>
        <Heading level={1}>데이터 분석</Heading>
        <Text>분석할 데이터 파일을 올려 주세요.</Text>
      </Container>
    ),
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SkipLinkAndCurrentPage: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: '본문 바로가기' });
    await expect(skip).toHaveFocus();
    await expect(canvas.getByRole('link', { name: '데이터 분석' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(
      canvas.getByRole('navigation', { name: '주 메뉴' }).querySelectorAll('li'),
    ).toHaveLength(6);
  },
};

export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '메뉴' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: '주 메뉴' })).toBeNull();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('navigation', { name: '주 메뉴' })).toBeVisible();
  },
};

export const CustomLinkRenderer: Story = {
  args: {
    renderLink: ({ children, ...props }) => (
      <a {...props} data-router-link="true">
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '통계 처리' })).toHaveAttribute(
      'data-router-link',
      'true',
    );
  },
};

/** For pages: the main area fills the screen, so a page that arrives late never moves the footer in view. */
export const FillViewport: Story = {
  args: { fillViewport: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
    const footer = canvas.getByRole('contentinfo');
    await expect(footer.getBoundingClientRect().top).toBeGreaterThanOrEqual(window.innerHeight);
  },
};
