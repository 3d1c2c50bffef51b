import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { TopBanner } from './TopBanner';
import type { TopBannerProps } from './TopBanner';

/** The app's part: hide the banner when it is closed (and remember it, not shown here). */
function AboveHeader(props: TopBannerProps) {
  const [shown, setShown] = useState(true);
  return (
    <Stack gap="medium">
      {shown ? (
        <TopBanner
          {...props}
          onDismiss={() => {
            props.onDismiss?.();
            setShown(false);
          }}
        />
      ) : null}
      <div>
        <Button variant="ghost">통계 분석 서비스</Button>
      </div>
    </Stack>
  );
}

const meta = {
  title: 'Components/TopBanner',
  component: TopBanner,
  parameters: {
    docs: {
      description: {
        component:
          '헤더 위의 띠 배너(main_top). 짧은 안내 문구, ‘자세히 보기’ 링크, 닫기(×) 버튼을 가진 이름 붙은 영역입니다. ×를 누르면 `onDismiss`가 불리고, 포커스는 페이지의 다음 컨트롤(보통 헤더의 첫 링크)로 옮겨집니다. 배너를 감추고 닫았다는 사실을 기억하는 일은 앱이 합니다.',
      },
    },
  },
  args: {
    children: '11월 30일까지 분석 이용권 20% 할인',
    href: '#event-autumn',
    linkLabel: '자세히 보기',
    closeLabel: '배너 닫기',
    label: '알림 배너',
    onDismiss: fn(),
  },
  render: (args) => <AboveHeader {...args} />,
} satisfies Meta<typeof TopBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Tab reaches the link and ×; Enter on × closes it and focus moves on to the header. */
export const KeyboardDismiss: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: '알림 배너' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '자세히 보기' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '배너 닫기' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
    await expect(canvas.getByRole('button', { name: '통계 분석 서비스' })).toHaveFocus();
  },
};

/** Without a link, and not dismissible (no onDismiss): just the message. */
export const MessageOnly: Story = {
  render: (args) => <TopBanner label={args.label}>서비스 점검: 11월 25일 02:00–04:00</TopBanner>,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Visual baseline: full banner with the × focused, and a long message that wraps. */
export const AllStates: Story = {
  render: (args) => (
    <Stack gap="large">
      <TopBanner {...args} />
      <TopBanner {...args} label="긴 알림 배너">
        새 분석 기능: 매개효과와 조절효과 분석을 이제 데이터 분석 메뉴에서 바로 실행할 수 있습니다
      </TopBanner>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getAllByRole('button', { name: '배너 닫기' })[0]).toHaveFocus();
  },
};
