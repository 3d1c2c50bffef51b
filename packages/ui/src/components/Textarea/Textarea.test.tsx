import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Textarea, countCharacters } from './Textarea';

function Harness({ maxLength }: { maxLength?: number }) {
  const [value, setValue] = useState('');
  return <Textarea label="문의 내용" value={value} onChange={setValue} maxLength={maxLength} />;
}

describe('Textarea', () => {
  it('counts characters as typed and links the counter to the box', async () => {
    const user = userEvent.setup();
    render(<Harness maxLength={5} />);
    const box = screen.getByRole('textbox', { name: '문의 내용' });
    await user.type(box, '안녕');
    expect(screen.getByText('2 / 5자')).toBeTruthy();
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByText('2 / 5자').id);
    expect(box.hasAttribute('aria-invalid')).toBe(false);
  });

  it('lets the text run past a soft limit, then marks it invalid and announces it once', async () => {
    const user = userEvent.setup();
    render(<Harness maxLength={3} />);
    const box = screen.getByRole('textbox', { name: '문의 내용' });
    await user.type(box, '가나다라마');
    expect((box as HTMLTextAreaElement).value).toBe('가나다라마');
    expect(screen.getByText('5 / 3자 · 2자 초과')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('글자 수 제한을 넘었습니다.');
    await user.type(box, '{Backspace}{Backspace}');
    expect(box.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('has no counter without a limit unless asked', () => {
    render(<Textarea label="메모" value="abc" onChange={() => {}} />);
    expect(screen.queryByText(/자$/)).toBeNull();
  });

  it('counts a Hangul syllable or an emoji as one character', () => {
    expect(countCharacters('한글')).toBe(2);
    expect(countCharacters('👍')).toBe(1);
    expect(countCharacters('')).toBe(0);
  });
});
