import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CommentList } from './CommentList';
import { noticeComments } from './CommentList.fixtures';

describe('CommentList', () => {
  it('shows author, Korean time and text, with replies nested under their comment', () => {
    render(<CommentList comments={noticeComments} label="댓글" />);
    const list = screen.getByRole('list', { name: '댓글' });
    const top = within(list).getAllByRole('article');
    expect(top).toHaveLength(6);
    expect(top[0]?.textContent).toBe(
      '김연구2024.11.02 10:20점검 시간에 분석 중이던 결과는 저장되나요?',
    );
    expect(top[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2024-11-02T01:20:00Z');
    const replies = screen.getByRole('list', { name: '답글 2개' });
    expect(within(replies).getAllByRole('listitem')).toHaveLength(2);
    expect(within(replies).getByText(/진행 중인 분석은/).textContent).toContain('\n');
    expect(screen.getByText('삭제된 댓글입니다.')).toBeTruthy();
    expect(screen.getByRole('list', { name: '답글 1개' }).textContent).toContain('박지민');
  });

  it("offers 삭제 only on the viewer's own comments and reports which one", async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    const { rerender } = render(
      <CommentList
        comments={noticeComments}
        label="댓글"
        viewerId="me@example.com"
        onDelete={onDelete}
      />,
    );
    const deletes = screen.getAllByRole('button', { name: /삭제$/ });
    expect(deletes.map((button) => button.getAttribute('aria-label'))).toEqual([
      '2024.11.02 12:40에 쓴 내 댓글 삭제',
      '2024.11.03 20:00에 쓴 내 댓글 삭제',
    ]);
    await user.click(deletes[1]!);
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'c2' }));
    rerender(
      <CommentList comments={noticeComments} label="댓글" viewerId={null} onDelete={onDelete} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    // A deleted comment has no author to match, even for a viewer without an id on record.
    rerender(
      <CommentList comments={noticeComments} label="댓글" viewerId="" onDelete={onDelete} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers 답글 on top-level comments only', async () => {
    const user = userEvent.setup();
    const onReply = vi.fn();
    render(<CommentList comments={noticeComments} label="댓글" onReply={onReply} />);
    const replyButtons = screen.getAllByRole('button', { name: /답글$/ });
    expect(replyButtons.map((button) => button.getAttribute('aria-label'))).toEqual([
      '김연구님 댓글에 답글',
      '통계초보님 댓글에 답글',
    ]);
    await user.click(replyButtons[0]!);
    expect(onReply).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1' }));
  });

  it('shows the empty state, then a spinner while loading, then 더 보기 with the count', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    const { rerender } = render(<CommentList comments={[]} label="댓글" />);
    expect(screen.getByRole('region', { name: '댓글' }).textContent).toContain(
      '아직 댓글이 없습니다.',
    );
    rerender(<CommentList comments={[]} label="댓글" loading />);
    expect(screen.getByRole('status').textContent).toBe('댓글을 불러오는 중');
    rerender(
      <CommentList comments={noticeComments} label="댓글" total={10} onLoadMore={onLoadMore} />,
    );
    expect(screen.getByText('전체 10개 중 3개')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '더 보기' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '더 보기' }).getAttribute('aria-controls')).toBe(
      screen.getByRole('list', { name: '댓글' }).id,
    );
  });
});
