import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme';
import { Stack } from '../Stack';
import { FullScreenSpinner, fullScreenSpinnerPlacements } from './FullScreenSpinner';

/**
 * A stand-in for the browser window: `transform` makes it the containing block of the fixed
 * overlay, so the story (and the docs page) shows the overlay inside the frame, not over the page.
 */
function WindowFrame({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        position: 'relative',
        transform: 'translateZ(0)',
        height: `calc(${vars.size.controlLarge} * 6)`,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.medium,
        overflow: 'hidden',
      }}
    >
      {children}
    </div>
  );
}

/** A page wrapper between a header and a footer, as in the site layout. */
function PageWrapper({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateRows: 'auto 1fr auto',
        height: `calc(${vars.size.controlLarge} * 7)`,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.medium,
      }}
    >
      <header
        style={{ padding: vars.space.medium, borderBottom: `1px solid ${vars.color.border}` }}
      >
        통계 분석 서비스
      </header>
      <main>{children}</main>
      <footer style={{ padding: vars.space.medium, borderTop: `1px solid ${vars.color.border}` }}>
        고객센터 1588-0000
      </footer>
    </div>
  );
}

const meta = {
  title: 'Components/FullScreenSpinner',
  component: FullScreenSpinner,
  args: { label: '화면을 불러오는 중', placement: 'viewport', showLabel: false },
  argTypes: { placement: { control: 'inline-radio', options: fullScreenSpinnerPlacements } },
  render: (args) =>
    args.placement === 'wrapper' ? (
      <PageWrapper>
        <FullScreenSpinner {...args} />
      </PageWrapper>
    ) : (
      <WindowFrame>
        <FullScreenSpinner {...args} />
      </WindowFrame>
    ),
  parameters: {
    docs: {
      description: {
        component:
          '지연 로딩되는 화면(홈, 로그인, 약관, 회원가입)이 도착할 때까지 보여 주는 로딩 화면입니다. 스펙 9항대로 `placement="viewport"`는 창 전체를 덮고 35 px 스피너를, `placement="wrapper"`는 페이지 래퍼 안을 채우고 30 px 스피너를 씁니다. `label`은 스크린 리더가 한 번 읽으며 `showLabel`로 화면에도 보일 수 있습니다. (예시에서는 창 대신 틀 안에 그립니다.)',
      },
    },
  },
} satisfies Meta<typeof FullScreenSpinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const CoversTheViewport: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('화면을 불러오는 중');
    const root = canvasElement.querySelector<HTMLElement>('[data-placement="viewport"]');
    if (!root) throw new Error('overlay missing');
    await expect(getComputedStyle(root).position).toBe('fixed');
    const ring = canvas.getByRole('status').querySelector<HTMLElement>('[aria-hidden="true"]');
    await expect(ring?.getBoundingClientRect().width).toBe(35);
  },
};

export const InsideThePageWrapper: Story = {
  args: { placement: 'wrapper' },
  play: async ({ canvas }) => {
    const ring = canvas.getByRole('status').querySelector<HTMLElement>('[aria-hidden="true"]');
    await expect(ring?.getBoundingClientRect().width).toBe(30);
  },
};

export const WithVisibleLabel: Story = {
  args: { showLabel: true, label: '로그인 화면을 불러오는 중' },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="large">
      <WindowFrame>
        <FullScreenSpinner label="화면을 불러오는 중" showLabel />
      </WindowFrame>
      <PageWrapper>
        <FullScreenSpinner label="분석 화면을 불러오는 중" placement="wrapper" showLabel />
      </PageWrapper>
    </Stack>
  ),
};
