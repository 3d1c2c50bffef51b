import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { PostList, postListMessagesEn } from './PostList';
import { freeBoardPosts } from './PostList.fixtures';

const meta = {
  title: 'Components/PostList',
  component: PostList,
  args: { posts: freeBoardPosts, label: '자유게시판 글 목록' },
  parameters: {
    docs: {
      description: {
        component:
          '게시판(자유게시판, 공지사항, 회사 소식)의 글 목록입니다. 번호, 제목과 댓글 수, 작성자, 작성일(YYYY.MM.DD, 한국 시간), 조회 수를 보이고 공지(`notice`)는 순서와 상관없이 맨 위에 고정합니다. 목록의 폭에 따라(컨테이너 쿼리, 640 px) 넓으면 열로, 좁으면 제목 아래 한 줄 정보로 바뀝니다. 각 값에는 스크린 리더용 머리말("작성자", "작성일")이 붙고, 제목 링크는 `renderLink`로 사이트의 라우터 링크를 씁니다. 페이지 이동은 `Pagination`이나 `LoadMore`와 함께 씁니다.',
      },
    },
  },
  render: (args) => (
    <div style={{ maxWidth: '960px' }}>
      <PostList {...args} />
    </div>
  ),
} satisfies Meta<typeof PostList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The notice is pinned first with its mark; the others keep the server's order. */
export const PinnedNotice: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('공지');
    await expect(rows[0]).toHaveTextContent('11월 서비스 점검 안내');
    await expect(rows[1]).toHaveTextContent('번호 128');
  },
};

/** Reply counts show as [3] and read as '댓글 3개'. */
export const ReplyCount: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('[3]')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('댓글 3개')).toBeInTheDocument();
    await expect(canvas.getByText('댓글 12개')).toBeInTheDocument();
  },
};

/** Tab moves from title to title; Enter follows the link. */
export const KeyboardOperation: Story = {
  args: {
    renderLink: ({ children, href, ...props }) => (
      <a
        {...props}
        href={href}
        onClick={(event) => {
          event.preventDefault();
          event.currentTarget.dataset.followed = 'true';
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const notice = canvas.getByRole('link', { name: /11월 서비스 점검 안내/ });
    await expect(notice).toHaveFocus();
    await userEvent.tab();
    const first = canvas.getByRole('link', { name: /결측치가 있으면/ });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('data-followed', 'true');
  },
};

/** In a phone-wide box: title over one muted line of author, date and '조회'. */
export const Mobile: Story = {
  render: (args) => (
    <div style={{ maxWidth: '360px' }}>
      <PostList {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const headings = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(headings).toHaveTextContent('번호제목');
    await expect(headings).not.toBeVisible();
    const firstRow = canvas.getAllByRole('listitem')[0] as HTMLElement;
    await expect(within(firstRow).getByText('조회')).toBeVisible();
  },
};

/** No posts: the empty message with an action from the page. */
export const Empty: Story = {
  args: { posts: [], emptyAction: <Button variant="secondary">글쓰기</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('등록된 게시글이 없습니다.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: '자유게시판 글 목록' })).toBeVisible();
  },
};

/** English headings and reply counts. */
export const English: Story = {
  args: { label: 'Free board posts', messages: postListMessagesEn },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 replies')).toBeInTheDocument();
    await expect(canvas.getByText('Notice')).toBeVisible();
  },
};

/** Visual baseline: wide with a notice and replies, phone width, and empty. */
export const AllStates: Story = {
  render: (args) => (
    <Stack gap="xxlarge">
      <div style={{ maxWidth: '960px' }}>
        <PostList {...args} />
      </div>
      <div style={{ maxWidth: '360px' }}>
        <PostList {...args} label="모바일 글 목록" />
      </div>
      <div style={{ maxWidth: '960px' }}>
        <PostList {...args} posts={[]} label="빈 목록" />
      </div>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getAllByRole('link', { name: /11월 서비스 점검 안내/ })[0]).toHaveFocus();
  },
};
