import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Stack } from '../Stack';
import { LoadMore, loadMoreMessagesEn } from './LoadMore';

const meta = {
  title: 'Components/LoadMore',
  component: LoadMore,
  parameters: {
    docs: {
      description: {
        component:
          '목록 아래의 ‘더 보기’. 불러온 개수와 전체 개수를 보여 주고(role="status"), 불러오는 동안에는 버튼이 aria-busy로 알리며 거듭 눌러도 한 번만 요청합니다. 모두 불러오면 버튼이 사라지고, 그때 버튼에 포커스가 있었다면 개수 문구로 옮깁니다. 새로 불러온 첫 항목으로 포커스를 옮기는 일은 목록이 맡습니다.',
      },
    },
  },
  args: { loaded: 20, total: 135, loading: false, onLoadMore: fn() },
} satisfies Meta<typeof LoadMore>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const batch = 20;

/** A list that loads 20 at a time after a short wait, as the FAQ and notice lists will. */
function Notices({ total, onLoadMore }: { total: number; onLoadMore: () => void }) {
  const [loaded, setLoaded] = useState(batch);
  const [loading, setLoading] = useState(false);
  return (
    <Stack gap="medium">
      <ul id="notice-list" aria-label="공지사항">
        {Array.from({ length: Math.min(loaded, 3) }, (_, index) => (
          <li key={index}>공지 {index + 1}</li>
        ))}
      </ul>
      <LoadMore
        loaded={loaded}
        total={total}
        loading={loading}
        controls="notice-list"
        onLoadMore={() => {
          onLoadMore();
          setLoading(true);
          setTimeout(() => {
            setLoaded((value) => Math.min(value + batch, total));
            setLoading(false);
          }, 500);
        }}
      />
    </Stack>
  );
}

/** Enter loads the next batch once, even when pressed again while busy. */
export const KeyboardOperation: Story = {
  render: (args) => <Notices total={45} onLoadMore={args.onLoadMore} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('전체 45개 중 20개');
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: '더 보기' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-controls', 'notice-list');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: '불러오는 중…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('45개 중 40개'));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('전체 45개를 모두 보았습니다'),
    );
    await expect(canvas.queryByRole('button')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveFocus());
  },
};

/** Busy: the button shows a spinner and says it is loading. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '불러오는 중…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Everything loaded: only the count remains. */
export const AllLoaded: Story = { args: { loaded: 135 } };

/** Visual baseline: idle with focus ring, busy, all loaded, English. */
export const AllStates: Story = {
  render: (args) => (
    <Stack gap="xlarge">
      <LoadMore {...args} />
      <LoadMore {...args} loaded={60} loading />
      <LoadMore {...args} loaded={135} />
      <LoadMore {...args} loaded={1200} total={3456} messages={loadMoreMessagesEn} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '더 보기' })).toHaveFocus();
  },
};
