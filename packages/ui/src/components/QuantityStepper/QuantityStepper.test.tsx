import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper, clampQuantity } from './QuantityStepper';

function Harness({
  onChange,
  initial = 1,
  step = 1,
}: {
  onChange: (value: number) => void;
  initial?: number;
  step?: number;
}) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      label="수량"
      value={value}
      min={1}
      max={20}
      step={step}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('QuantityStepper', () => {
  it('steps with the buttons and keeps a button at its limit focusable but inert', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole<HTMLInputElement>('spinbutton', { name: '수량' });
    const decrease = screen.getByRole('button', { name: '수량 줄이기' });
    expect(decrease.getAttribute('aria-disabled')).toBe('true');
    await user.click(decrease);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '수량 늘리기' }));
    expect(input.value).toBe('2');
    expect(decrease.hasAttribute('aria-disabled')).toBe(false);
  });

  it('steps with ArrowUp/Down, PageUp/Down, Home and End', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole<HTMLInputElement>('spinbutton');
    await user.click(input);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input.getAttribute('aria-valuenow')).toBe('3');
    await user.keyboard('{PageUp}');
    expect(input.value).toBe('13');
    await user.keyboard('{PageUp}');
    expect(input.value).toBe('20');
    await user.keyboard('{Home}');
    expect(input.value).toBe('1');
    await user.keyboard('{End}{ArrowDown}');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([2, 3, 13, 20, 1, 20, 19]);
  });

  it('checks typed entry on Enter or blur: clamps with a note, snaps to the step, undoes nonsense', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial={5} step={2} />);
    const input = screen.getByRole<HTMLInputElement>('spinbutton');
    await user.tripleClick(input);
    await user.keyboard('99{Enter}');
    // min 1, step 2: the grid is 1, 3, …, 19, so 99 becomes the largest allowed value, 19.
    expect(input.value).toBe('19');
    expect(screen.getByRole('status').textContent).toBe('최대 20까지 입력할 수 있습니다.');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('status').id);
    await user.tripleClick(input);
    await user.keyboard('8');
    await user.tab();
    expect(input.value).toBe('9');
    expect(screen.getByRole('status').textContent).toBe('');
    await user.tripleClick(input);
    await user.keyboard('abc');
    await user.tab();
    expect(input.value).toBe('9');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([19, 9]);
  });

  it('clamps and snaps numbers onto the step grid', () => {
    expect(clampQuantity(7, 1, 20, 2)).toBe(7);
    expect(clampQuantity(8, 1, 20, 2)).toBe(9);
    expect(clampQuantity(20, 1, 20, 2)).toBe(19);
    expect(clampQuantity(Number.POSITIVE_INFINITY, 1, 20, 1)).toBe(20);
    expect(clampQuantity(-4, 0, 10, 1)).toBe(0);
    expect(clampQuantity(0.30000000000000004, 0, 1, 0.1)).toBe(0.3);
  });
});
