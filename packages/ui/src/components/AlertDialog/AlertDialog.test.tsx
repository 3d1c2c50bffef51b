import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog } from './AlertDialog';

function setup() {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <AlertDialog
      title="게시글을 삭제할까요?"
      description="삭제한 글은 되돌릴 수 없습니다."
      confirmLabel="삭제"
      tone="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
      trigger={<button type="button">삭제하기</button>}
    />,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('AlertDialog', () => {
  it('is an alertdialog named by its title, with focus on the Korean default 취소', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '삭제하기' }));
    const dialog = screen.getByRole('alertdialog', { name: '게시글을 삭제할까요?' });
    expect(dialog).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '취소' })),
    );
  });

  it('confirms with the confirm button and does not report a cancel', async () => {
    const { user, onConfirm, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: '삭제하기' }));
    await user.click(screen.getByRole('button', { name: '삭제' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('cancels on Escape and on 취소, returning focus to the trigger', async () => {
    const { user, onConfirm, onCancel } = setup();
    const trigger = screen.getByRole('button', { name: '삭제하기' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(trigger);
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays open when the scrim is clicked', async () => {
    const { user, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: '삭제하기' }));
    const scrim = screen.getByRole('alertdialog').previousElementSibling;
    if (!(scrim instanceof HTMLElement)) throw new Error('scrim missing');
    await user.click(scrim);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
