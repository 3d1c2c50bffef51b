import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as Popover from './index';

function Example() {
  return (
    <Popover.Root>
      <Popover.Trigger>표시 설정</Popover.Trigger>
      <Popover.Content title="소수 자릿수">
        <button type="button">둘째 자리</button>
      </Popover.Content>
    </Popover.Root>
  );
}

describe('Popover', () => {
  it('opens a dialog named by its title and moves focus into it', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: '표시 설정' });
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const popover = screen.getByRole('dialog', { name: '소수 자릿수' });
    await waitFor(() => expect(popover.contains(document.activeElement)).toBe(true));
    expect(within(popover).getByRole('button', { name: '닫기' })).toBeTruthy();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: '표시 설정' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes with its × button', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: '표시 설정' }));
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
