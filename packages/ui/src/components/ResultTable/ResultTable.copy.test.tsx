import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_NOTICE_MS, ResultTable } from './ResultTable';
import { frequencyTable } from './ResultTable.fixtures';

/**
 * Copying a table shows '복사되었습니다!' for one second (not the constant's
 * value, whatever it becomes: one second, written out), and a failed copy is only logged.
 */
const ONE_SECOND = 1000;

function stubClipboard(write: (items: unknown[]) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', {
    value: { write, writeText: vi.fn() },
    configurable: true,
  });
  class TestClipboardItem {
    constructor(readonly items: Record<string, Blob>) {}
  }
  vi.stubGlobal('ClipboardItem', TestClipboardItem);
}

const notice = () => screen.getByRole('status').textContent;

async function copy(name = '표 복사') {
  fireEvent.click(screen.getByRole('button', { name }));
  // Let the clipboard promise settle without moving the clock.
  await act(() => vi.advanceTimersByTimeAsync(0));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ResultTable copy confirmation', () => {
  it('is one second long', () => {
    expect(COPIED_NOTICE_MS).toBe(ONE_SECOND);
  });

  it('shows the confirmation for exactly one second, not a millisecond less or more', async () => {
    stubClipboard(vi.fn().mockResolvedValue(undefined));
    render(<ResultTable table={frequencyTable} />);
    expect(notice()).toBe('');
    await copy();
    expect(notice()).toBe('복사되었습니다!');
    act(() => vi.advanceTimersByTime(ONE_SECOND - 1));
    expect(notice()).toBe('복사되었습니다!');
    act(() => vi.advanceTimersByTime(1));
    expect(notice()).toBe('');
  });

  it('starts the second again when the table is copied again', async () => {
    stubClipboard(vi.fn().mockResolvedValue(undefined));
    render(<ResultTable table={frequencyTable} />);
    await copy();
    act(() => vi.advanceTimersByTime(600));
    await copy();
    act(() => vi.advanceTimersByTime(ONE_SECOND - 1));
    expect(notice()).toBe('복사되었습니다!');
    act(() => vi.advanceTimersByTime(1));
    expect(notice()).toBe('');
  });

  it('shows the labels it is given (the site passes its catalogue)', async () => {
    stubClipboard(vi.fn().mockResolvedValue(undefined));
    render(<ResultTable table={frequencyTable} copyLabel="Copy table" copiedLabel="Copied!" />);
    await copy('Copy table');
    expect(notice()).toBe('Copied!');
    act(() => vi.advanceTimersByTime(ONE_SECOND));
    expect(notice()).toBe('');
  });

  it('logs a failed clipboard write with its error and shows no confirmation', async () => {
    const failure = new Error('Write permission denied.');
    stubClipboard(vi.fn().mockRejectedValue(failure));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ResultTable table={frequencyTable} />);
    await copy();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]).toContain(failure);
    expect(notice()).toBe('');
    act(() => vi.advanceTimersByTime(ONE_SECOND));
    expect(notice()).toBe('');
  });
});
