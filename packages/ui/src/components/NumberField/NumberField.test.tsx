import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberField, parseNumberInput } from './NumberField';

function Harness({
  onChange,
  initial,
}: {
  onChange: (value: number | null) => void;
  initial: number | null;
}) {
  const [value, setValue] = useState(initial);
  return (
    <NumberField
      label="유의수준"
      value={value}
      min={0}
      max={1}
      step={0.01}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('NumberField', () => {
  it('keeps "0." while typing and reports numbers, then null when cleared', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial={null} />);
    const input = screen.getByRole<HTMLInputElement>('spinbutton', { name: '유의수준' });
    await user.type(input, '0.');
    expect(input.value).toBe('0.');
    await user.type(input, '5');
    expect(onChange).toHaveBeenLastCalledWith(0.5);
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('steps with arrow keys without float artefacts and clamps to min/max', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial={0.98} />);
    const input = screen.getByRole<HTMLInputElement>('spinbutton');
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input.value).toBe('0.99');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(input.getAttribute('aria-valuenow')).toBe('1');
  });

  it('parses grouped and padded input', () => {
    expect(parseNumberInput(' 1,234.5 ')).toBe(1234.5);
    expect(parseNumberInput('abc')).toBeNull();
    expect(parseNumberInput('')).toBeNull();
  });
});
