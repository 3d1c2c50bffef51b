import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PostList, pinNotices, postListMessagesEn } from './PostList';
import { freeBoardPosts } from './PostList.fixtures';

describe('pinNotices', () => {
  it('moves notices to the top and keeps each group in order', () => {
    const ids = pinNotices([
      { ...freeBoardPosts[0]!, id: 'a' },
      { ...freeBoardPosts[3]!, id: 'n1' },
      { ...freeBoardPosts[1]!, id: 'b' },
      { ...freeBoardPosts[3]!, id: 'n2' },
    ]).map((post) => post.id);
    expect(ids).toEqual(['n1', 'n2', 'a', 'b']);
  });
});

describe('PostList', () => {
  it('reads each row with its headings: number, title, replies, author, date, views', () => {
    render(<PostList posts={freeBoardPosts} label="자유게시판 글 목록" />);
    const list = screen.getByRole('list', { name: '자유게시판 글 목록' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '공지[공지] 11월 서비스 점검 안내 (11.15 02:00~04:00)작성자 관리자작성일 2024.11.01조회 10,532',
      '번호 128대응표본 t-검정에서 결측치가 있으면 어떻게 처리되나요?[3]댓글 3개작성자 통계초보작성일 2024.11.02조회 1,284',
      expect.stringContaining('[12]댓글 12개'),
      '번호 126엑셀 파일 업로드가 안 됩니다작성자 박지민작성일 2024.10.28조회 57',
    ]);
    expect(
      within(rows[1]!)
        .getByRole('link', { name: /결측치가 있으면/ })
        .getAttribute('href'),
    ).toBe('/qaiclink/free-board/detail/128');
    expect(rows[1]!.querySelector('time')?.getAttribute('datetime')).toBe('2024-11-02T01:20:00Z');
  });

  it("uses the site's link component", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <PostList
        posts={freeBoardPosts}
        label="목록"
        renderLink={({ children, href, className }) => (
          <button type="button" className={className} onClick={() => navigate(href)}>
            {children}
          </button>
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: '엑셀 파일 업로드가 안 됩니다' }));
    expect(navigate).toHaveBeenCalledWith('/qaiclink/free-board/detail/126');
  });

  it('shows the empty message and action instead of rows', () => {
    render(
      <PostList
        posts={[]}
        label="Posts"
        messages={postListMessagesEn}
        emptyAction={<button type="button">Write</button>}
      />,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('region', { name: 'Posts' }).textContent).toContain('No posts yet.');
    expect(screen.getByRole('button', { name: 'Write' })).toBeTruthy();
  });
});
