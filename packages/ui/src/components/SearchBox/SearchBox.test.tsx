import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox';

function Harness({
  onSubmit,
  onClear,
  initial = '',
}: {
  onSubmit: (query: string) => void;
  onClear?: () => void;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <SearchBox
      label="FAQ 검색"
      value={value}
      onChange={setValue}
      onSubmit={onSubmit}
      onClear={onClear}
    />
  );
}

describe('SearchBox', () => {
  it('is a named search landmark that submits the trimmed query on Enter and on the button', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    expect(screen.getByRole('search', { name: 'FAQ 검색' })).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'FAQ 검색' }), ' 비밀번호 {Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith('비밀번호');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('clears with the button or Escape and keeps focus in the box', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    render(<Harness onSubmit={vi.fn()} onClear={onClear} initial="환불" />);
    const input = screen.getByRole<HTMLInputElement>('searchbox');
    await user.click(screen.getByRole('button', { name: '검색어 지우기' }));
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: '검색어 지우기' })).toBeNull();
    await user.type(input, '배송{Escape}');
    expect(input.value).toBe('');
    expect(onClear).toHaveBeenCalledTimes(2);
  });

  it('ignores Escape while a Korean syllable is being composed', () => {
    render(<Harness onSubmit={vi.fn()} initial="ㅎ" />);
    const input = screen.getByRole<HTMLInputElement>('searchbox');
    fireEvent.keyDown(input, { key: 'Escape', isComposing: true });
    expect(input.value).toBe('ㅎ');
  });
});
