import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TopBanner } from './TopBanner';

describe('TopBanner', () => {
  it('is a named region with the message and a Korean-labelled link', () => {
    render(
      <TopBanner href="/event/1" onDismiss={vi.fn()}>
        회원가입하면 분석 3회 무료
      </TopBanner>,
    );
    const region = screen.getByRole('region', { name: '알림 배너' });
    expect(within(region).getByText('회원가입하면 분석 3회 무료')).toBeTruthy();
    expect(within(region).getByRole('link', { name: '자세히 보기' }).getAttribute('href')).toBe(
      '/event/1',
    );
  });

  it('reports a dismissal and moves focus to the next control on the page', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(
      <>
        <TopBanner onDismiss={onDismiss}>안내</TopBanner>
        <header>
          <a href="/">홈</a>
        </header>
      </>,
    );
    await user.click(screen.getByRole('button', { name: '배너 닫기' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: '홈' }));
  });

  it('has no close button without onDismiss', () => {
    render(<TopBanner>안내</TopBanner>);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
