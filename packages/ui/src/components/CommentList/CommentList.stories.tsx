import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { CommentList, commentListMessagesEn } from './CommentList';
import type { CommentListProps } from './CommentList';
import { noticeComments } from './CommentList.fixtures';

const moreComments = Array.from({ length: 3 }, (_, index) => ({
  id: `more-${index}`,
  author: `회원${index + 1}`,
  authorId: `member${index}@example.com`,
  createdAt: `2024-11-0${index + 4}T00:00:00Z`,
  content: `추가로 불러온 댓글 ${index + 1}`,
}));

/** Removes a deleted comment and appends a page on 더 보기, as the app would after the API call. */
function Stateful(props: CommentListProps) {
  const [comments, setComments] = useState(props.comments);
  return (
    <CommentList
      {...props}
      comments={comments}
      onDelete={(comment) => {
        props.onDelete?.(comment);
        setComments((current) => current.filter((item) => item.id !== comment.id));
      }}
      onLoadMore={
        props.onLoadMore
          ? () => {
              props.onLoadMore?.();
              setComments((current) => [...current, ...moreComments]);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Components/CommentList',
  component: CommentList,
  args: {
    comments: noticeComments,
    label: '댓글',
    viewerId: 'me@example.com',
    onDelete: fn(),
    onReply: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '공지 댓글과 게시판 답글 목록입니다. 댓글마다 작성자, 작성 시각(YYYY.MM.DD HH:mm, 한국 시간), 내용(줄바꿈 유지)을 보이고 답글은 한 단계 들여 씁니다. **삭제**는 `viewerId`와 `authorId`가 같은 내 댓글에만 나타나며, 눌렀을 때 확인(AlertDialog)·API 호출·목록 갱신은 앱의 몫입니다(콜백만 있고 데이터를 직접 가져오지 않습니다). 댓글이 없으면 빈 상태, 불러오는 중이면 스피너, `total`과 `onLoadMore`가 있으면 `LoadMore`로 더 보기를 보입니다.',
      },
    },
  },
  render: (args) => (
    <div style={{ maxWidth: '720px' }}>
      <Stateful {...args} />
    </div>
  ),
} satisfies Meta<typeof CommentList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** 삭제 appears only on the viewer's own comments, and never for a guest. */
export const DeleteOwnOnly: Story = {
  play: async ({ canvas, args }) => {
    const deletes = canvas.getAllByRole('button', { name: /내 댓글 삭제$/ });
    await expect(deletes).toHaveLength(2);
    await expect(canvas.getAllByText('내 댓글')).toHaveLength(2);
    await userEvent.click(
      canvas.getByRole('button', { name: '2024.11.03 20:00에 쓴 내 댓글 삭제' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'c2' }));
    await expect(
      canvas.queryByText('모바일에서도 결과 PDF를 내려받을 수 있으면 좋겠습니다.'),
    ).toBeNull();
  },
};

/** A guest sees no 삭제 at all. */
export const Guest: Story = {
  args: { viewerId: null, onReply: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Replies form a nested list named by their count; a deleted parent keeps its replies. */
export const Replies: Story = {
  play: async ({ canvas }) => {
    const replies = canvas.getAllByRole('list', { name: /^답글 \d개$/ });
    await expect(replies).toHaveLength(2);
    await expect(within(replies[0] as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('삭제된 댓글입니다.')).toBeVisible();
  },
};

/** Keyboard: Tab reaches 답글 and 삭제 in order; Enter and Space press them. */
export const KeyboardOperation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '김연구님 댓글에 답글' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReply).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1' }));
    await userEvent.tab();
    const ownReply = canvas.getByRole('button', { name: '2024.11.02 12:40에 쓴 내 댓글 삭제' });
    await expect(ownReply).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1-r2' }));
  },
};

/** No comments yet. */
export const Empty: Story = {
  args: { comments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '댓글' })).toHaveTextContent(
      '아직 댓글이 없습니다.',
    );
  },
};

/** The first page is loading. */
export const Loading: Story = {
  args: { comments: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('댓글을 불러오는 중');
    await expect(canvas.getByRole('region', { name: '댓글' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** 더 보기 with the count; pressing it asks for the next page, which the app appends. */
export const LoadMoreComments: Story = {
  args: { total: 6, onLoadMore: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('전체 6개 중 3개')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '더 보기' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('추가로 불러온 댓글 3')).toBeVisible();
    await expect(canvas.getByText('전체 6개를 모두 보았습니다')).toBeVisible();
  },
};

/** English labels. */
export const English: Story = {
  args: { messages: commentListMessagesEn, label: 'Comments' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^Delete your comment of/ })).toHaveLength(
      2,
    );
    await expect(canvas.getByRole('list', { name: '2 replies' })).toBeInTheDocument();
  },
};

/** Visual baseline: comments with replies and own comments, more to load, loading, empty. */
export const AllStates: Story = {
  render: (args) => (
    <Stack gap="xxlarge">
      <div style={{ maxWidth: '720px' }}>
        <CommentList {...args} total={8} onLoadMore={fn()} />
      </div>
      <div style={{ maxWidth: '720px' }}>
        <CommentList {...args} label="불러오는 중" loading />
      </div>
      <div style={{ maxWidth: '720px' }}>
        <CommentList {...args} comments={[]} label="빈 댓글" />
      </div>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getAllByRole('button', { name: '김연구님 댓글에 답글' })[0]).toHaveFocus();
  },
};
