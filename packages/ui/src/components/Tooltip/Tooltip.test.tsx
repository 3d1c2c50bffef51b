import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import * as Tooltip from './index';

// jsdom has no ResizeObserver; Radix measures the tooltip's arrow with one (layout is not tested here).
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function Example() {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger>복사</Tooltip.Trigger>
      <Tooltip.Content>결과표를 클립보드에 복사합니다</Tooltip.Content>
    </Tooltip.Root>
  );
}

describe('Tooltip', () => {
  it('opens on keyboard focus and describes its trigger', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    const trigger = screen.getByRole('button', { name: '복사' });
    expect(document.activeElement).toBe(trigger);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('결과표를 클립보드에 복사합니다');
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
  });

  it('closes on Escape and keeps focus on the trigger', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    await screen.findByRole('tooltip');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '복사' }));
  });
});
