import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as Dialog from './index';

function Example({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger>설정 열기</Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>보기 설정</Dialog.Title>
        <Dialog.Description>표에 보일 소수 자릿수를 고릅니다.</Dialog.Description>
        <Dialog.Actions>
          <Dialog.Close>취소</Dialog.Close>
          <Dialog.Close onClick={onConfirm}>적용</Dialog.Close>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  );
}

describe('Dialog', () => {
  it('opens from the keyboard as a named, described modal and moves focus inside', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: '보기 설정' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('표에 보일 소수 자릿수를 고릅니다.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('keeps Tab inside and returns focus to the trigger on Escape', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: '설정 열기' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('has a × button with a Korean name that closes it', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: '설정 열기' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('runs the action of a close button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Example onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: '설정 열기' }));
    await user.click(screen.getByRole('button', { name: '적용' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('makes the page outside inert while open and restores it on close', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">바깥 버튼</button>
        <Example />
      </>,
    );
    const outside = screen.getByRole('button', { name: '바깥 버튼' });
    await user.click(screen.getByRole('button', { name: '설정 열기' }));
    expect(outside.closest('[inert]')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(outside.closest('[inert]')).toBeNull();
  });

  it('returns focus to where it was when opened without a trigger', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            안내 보기
          </button>
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Content aria-describedby={undefined}>
              <Dialog.Title>안내</Dialog.Title>
            </Dialog.Content>
          </Dialog.Root>
        </>
      );
    }
    render(<Controlled />);
    const opener = screen.getByRole('button', { name: '안내 보기' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: '안내' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
