import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  parameters: {
    docs: {
      description: {
        component:
          '현재 페이지의 위치를 보여 주는 이동 경로. `nav`(기본 이름 ‘현재 위치’) 안의 순서 목록이며, 마지막 항목이 현재 페이지로 aria-current="page"가 붙고 링크가 아닙니다. 구분 기호(›)는 CSS로 그려 화면 낭독기가 읽지 않습니다. 라우터 링크는 `renderLink`로 넘깁니다(AppShell과 같은 방식).',
      },
    },
  },
  args: {
    items: [
      { label: '홈', href: '/' },
      { label: '고객센터', href: '/service-center' },
      { label: '자주 묻는 질문' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Links are reached with Tab; the current page is text with aria-current. */
export const KeyboardAndCurrentPage: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '현재 위치' });
    await expect(nav.querySelectorAll('li')).toHaveLength(3);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '홈' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '고객센터' })).toHaveFocus();
    await expect(canvas.queryByRole('link', { name: '자주 묻는 질문' })).toBeNull();
    await expect(canvas.getByText('자주 묻는 질문')).toHaveAttribute('aria-current', 'page');
  },
};

/** A deep path wraps on a narrow screen. */
export const DeepPath: Story = {
  args: {
    items: [
      { label: '홈', href: '/' },
      { label: '데이터 분석', href: '/analysis' },
      { label: '평균 비교', href: '/analysis/means' },
      { label: '독립표본 t 검정', href: '/analysis/means/t-independent' },
      { label: '결과 해석' },
    ],
  },
};

/** Router links through renderLink. */
export const CustomLinkRenderer: Story = {
  args: {
    renderLink: ({ children, ...props }) => (
      <a {...props} data-router-link="true">
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '고객센터' })).toHaveAttribute(
      'data-router-link',
      'true',
    );
  },
};

/** Visual baseline: links, separators, current page and a focused link. */
export const AllStates: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '고객센터' })).toHaveFocus();
  },
};
