import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadMore, loadMoreMessagesEn } from './LoadMore';

describe('LoadMore', () => {
  it('shows loaded of total with thousands separators and asks for more', async () => {
    const onLoadMore = vi.fn();
    render(<LoadMore loaded={1000} total={2500} onLoadMore={onLoadMore} />);
    expect(screen.getByRole('status').textContent).toBe('전체 2,500개 중 1,000개');
    await userEvent.click(screen.getByRole('button', { name: '더 보기' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('is busy while loading and ignores further presses', async () => {
    const onLoadMore = vi.fn();
    render(<LoadMore loaded={20} total={50} loading onLoadMore={onLoadMore} />);
    const button = screen.getByRole('button', { name: '불러오는 중…' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('removes the button when all are loaded and keeps focus on the count', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [loaded, setLoaded] = useState(40);
      return <LoadMore loaded={loaded} total={50} onLoadMore={() => setLoaded(50)} />;
    }
    render(<Harness />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('전체 50개를 모두 보았습니다');
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it('speaks English when asked', () => {
    render(<LoadMore loaded={10} total={30} onLoadMore={vi.fn()} messages={loadMoreMessagesEn} />);
    expect(screen.getByRole('status').textContent).toBe('10 of 30');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });
});
