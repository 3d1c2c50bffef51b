import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

function Harness({ onCheckedChange }: { onCheckedChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Switch
      label="다크 모드"
      description="화면을 어둡게 표시합니다."
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        onCheckedChange(next);
      }}
    />
  );
}

describe('Switch', () => {
  it('toggles with Space, Enter and a click on its label, announcing aria-checked', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Harness onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: '다크 모드' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.tab();
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(screen.getByText('다크 모드'));
    expect(onCheckedChange.mock.calls.map(([value]) => value)).toEqual([true, false, true]);
  });

  it('does not toggle when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="알림" checked={false} disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('switch', { name: '알림' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
