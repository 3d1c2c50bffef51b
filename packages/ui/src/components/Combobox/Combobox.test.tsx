import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Combobox, filterComboboxOptions } from './Combobox';
import { analysisOptions } from './Combobox.fixtures';
import { initialConsonant, matchesKorean } from './hangul';

function Harness({
  onChange,
  initial = null,
}: {
  onChange: (value: string | null) => void;
  initial?: string | null;
}) {
  const [value, setValue] = useState(initial);
  return (
    <Combobox
      label="분석 방법"
      options={analysisOptions}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function optionNames() {
  return within(screen.getByRole('listbox', { hidden: true }))
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.firstChild?.textContent);
}

describe('Combobox', () => {
  it('follows the ARIA combobox pattern: filters as you type, Enter chooses the active option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: '분석 방법' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    await user.type(input, '상관');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(optionNames()).toEqual(['상관분석']);
    expect(input.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: /^상관분석/ }).id,
    );
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('correlation');
    expect((input as HTMLInputElement).value).toBe('상관분석');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves with the arrow keys, wrapping at the ends, from the chosen option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial="mediation" />);
    const input = screen.getByRole('combobox');
    input.focus();
    await user.keyboard('{ArrowDown}');
    expect(
      screen.getByRole('option', { name: /매개효과 분석/ }).getAttribute('aria-selected'),
    ).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: /빈도분석/ }).id,
    );
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('moderation');
  });

  it('closes with Escape and restores the chosen label; Escape again clears', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial="anova" />);
    const input = screen.getByRole<HTMLInputElement>('combobox');
    await user.click(input);
    await user.keyboard('{Backspace}{Backspace}');
    expect(input.value).toBe('분산');
    await user.keyboard('{Escape}');
    expect(input.value).toBe('분산분석');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input.value).toBe('');
  });

  it('chooses with the mouse and keeps focus in the input', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox');
    await user.click(input);
    await user.click(screen.getByRole('option', { name: /요인분석/ }));
    expect(onChange).toHaveBeenLastCalledWith('factor');
    expect(document.activeElement).toBe(input);
  });

  it('says when nothing matches and leaves Enter alone during IME composition', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox');
    await user.type(input, '군집');
    expect(screen.getByRole('status').textContent).toBe('검색 결과가 없습니다.');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.clear(input);
    await user.type(input, '요인');
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('Korean matching', () => {
  it('finds by initial consonants, half-typed syllables, substrings and description', () => {
    expect(initialConsonant('회')).toBe('ㅎ');
    expect(initialConsonant('a')).toBeNull();
    expect(matchesKorean('선형 회귀분석', 'ㅎㄱ')).toBe(true);
    expect(matchesKorean('선형 회귀분석', 'ㅎㄱㅂ')).toBe(true);
    expect(matchesKorean('선형 회귀분석', '회ㄱ')).toBe(true);
    expect(matchesKorean('분산분석', '분서')).toBe(true);
    expect(matchesKorean('분산분석', '분석')).toBe(true);
    expect(matchesKorean('분산분석', '서분')).toBe(false);
    // Only the last syllable may be half typed.
    expect(matchesKorean('분산분석', '부산')).toBe(false);
    expect(matchesKorean('t-검정', 'T-')).toBe(true);
    expect(matchesKorean('요인분석', '  ')).toBe(true);
    expect(filterComboboxOptions(analysisOptions, '평균 비교').map((o) => o.value)).toEqual([
      't',
      'anova',
    ]);
  });
});
