import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './Toast';
import type { ToastOptions } from './Toast';

function Trigger({ options }: { options: ToastOptions }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(options)}>
      알림 띄우기
    </button>
  );
}

function setup(options: ToastOptions, duration?: number) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <ToastProvider duration={duration}>
      <Trigger options={options} />
    </ToastProvider>,
  );
  return { user, region: screen.getByRole('region', { name: '알림' }) };
}

describe('Toast', () => {
  beforeEach(() => {
    // Real time keeps flowing too, so user-event's own small delays resolve; margins allow for it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a status in the 알림 region and removes it after the default 5 seconds', async () => {
    const { user, region } = setup({ title: '저장했습니다', tone: 'positive' });
    await user.click(screen.getByRole('button', { name: '알림 띄우기' }));
    expect(within(region).getByRole('status').textContent).toBe('저장했습니다');
    act(() => vi.advanceTimersByTime(4000));
    expect(within(region).queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(2000));
    expect(within(region).queryByRole('status')).toBeNull();
  });

  it('uses role=alert for critical toasts and keeps a toast with duration null', async () => {
    const { user, region } = setup({ title: '실패했습니다', tone: 'critical', duration: null });
    await user.click(screen.getByRole('button', { name: '알림 띄우기' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(within(region).getByRole('alert').textContent).toBe('실패했습니다');
  });

  it('stacks toasts newest last and closes one with its × button', async () => {
    const { user, region } = setup({ title: '안내', duration: null });
    await user.click(screen.getByRole('button', { name: '알림 띄우기' }));
    await user.click(screen.getByRole('button', { name: '알림 띄우기' }));
    expect(within(region).getAllByRole('status')).toHaveLength(2);
    const [first] = within(region).getAllByRole('button', { name: '알림 닫기' });
    if (!first) throw new Error('close button missing');
    await user.click(first);
    expect(within(region).getAllByRole('status')).toHaveLength(1);
  });

  it('waits while focus is inside and counts only the unpaused time', async () => {
    const { user, region } = setup({ title: '안내', duration: 10_000 });
    await user.click(screen.getByRole('button', { name: '알림 띄우기' }));
    act(() => vi.advanceTimersByTime(6000));
    act(() => within(region).getByRole('button', { name: '알림 닫기' }).focus());
    act(() => vi.advanceTimersByTime(30_000));
    expect(within(region).queryByRole('status')).not.toBeNull();
    act(() => screen.getByRole('button', { name: '알림 띄우기' }).focus());
    act(() => vi.advanceTimersByTime(3000));
    expect(within(region).queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(2000));
    expect(within(region).queryByRole('status')).toBeNull();
  });

  it('refuses to work outside a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger options={{ title: 'x' }} />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
