import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField';
import { checkDateInput, formatDateTyping, parseDateInput } from './dateInput';

function Harness({
  onChange,
  min,
  max,
  initial = null,
}: {
  onChange: (value: string | null) => void;
  min?: string;
  max?: string;
  initial?: string | null;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="조사일"
      value={value}
      min={min}
      max={max}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('DateField', () => {
  it('inserts dots while digits are typed and reports an ISO date once complete', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: '조사일' });
    await user.type(input, '202403');
    expect(input.value).toBe('2024.03');
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.type(input, '15');
    expect(input.value).toBe('2024.03.15');
    expect(onChange).toHaveBeenLastCalledWith('2024-03-15');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('waits for a complete date or blur before showing a problem', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: '조사일' });
    await user.type(input, '2024.1');
    expect(screen.queryByText('날짜를 YYYY.MM.DD 형식으로 입력하세요.')).toBeNull();
    await user.tab();
    expect(screen.getByText('날짜를 YYYY.MM.DD 형식으로 입력하세요.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('rejects dates outside min and max, inclusive bounds allowed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} min="2025-01-01" max="2025-12-31" />);
    const input = screen.getByRole('textbox', { name: '조사일' });
    await user.type(input, '20260101');
    expect(screen.getByText('2025.12.31 이전의 날짜를 입력하세요.')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.clear(input);
    await user.type(input, '20251231');
    expect(onChange).toHaveBeenLastCalledWith('2025-12-31');
    expect(screen.queryByText(/이전의 날짜/)).toBeNull();
  });

  it('reads other separators and single-digit parts, and tidies them on blur', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: '조사일' });
    await user.type(input, '2024-3-5');
    expect(onChange).toHaveBeenLastCalledWith('2024-03-05');
    await user.tab();
    expect(input.value).toBe('2024.03.05');
  });

  it('shows a value set from outside', () => {
    render(<Harness onChange={vi.fn()} initial="2024-12-31" />);
    expect(screen.getByRole<HTMLInputElement>('textbox').value).toBe('2024.12.31');
  });
});

describe('date input helpers', () => {
  it('formats typing', () => {
    expect(formatDateTyping('2024')).toBe('2024');
    expect(formatDateTyping('2024.')).toBe('2024.');
    expect(formatDateTyping('20240')).toBe('2024.0');
    expect(formatDateTyping('2024.031')).toBe('2024.03.1');
    expect(formatDateTyping('2024.03.155')).toBe('2024.03.15');
    expect(formatDateTyping('2024.3.')).toBe('2024.3.');
  });

  it('parses and checks real calendar dates, leap years included', () => {
    expect(parseDateInput('2024.02.29')).toEqual({ iso: '2024-02-29' });
    expect(parseDateInput('2023.02.29')).toEqual({ problem: 'invalid' });
    expect(parseDateInput('2100.02.29')).toEqual({ problem: 'invalid' });
    expect(parseDateInput('2000.02.29')).toEqual({ iso: '2000-02-29' });
    expect(parseDateInput('2024.13.01')).toEqual({ problem: 'invalid' });
    expect(parseDateInput('2024/3/5')).toEqual({ iso: '2024-03-05' });
    expect(parseDateInput('24.03.05')).toEqual({ problem: 'format' });
    expect(checkDateInput('', '2025-01-01')).toBeNull();
    expect(checkDateInput('2024.12.31', '2025-01-01')).toBe('beforeMin');
  });
});
