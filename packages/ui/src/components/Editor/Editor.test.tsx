import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Editor, editorMessagesEn, editorTools, normaliseLinkUrl } from './Editor';

function Harness({
  initial = '',
  onChange = () => {},
  disabled = false,
  maxLength,
}: {
  initial?: string;
  onChange?: (html: string) => void;
  disabled?: boolean;
  maxLength?: number;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Editor
        label="내용"
        value={value}
        disabled={disabled}
        maxLength={maxLength}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>불러온 초안</p>')}>
        초안 불러오기
      </button>
    </>
  );
}

// jsdom has no layout; ProseMirror asks for rectangles when it scrolls the caret into view.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;

const textbox = () => screen.getByRole('textbox', { name: '내용' });

describe('normaliseLinkUrl', () => {
  it('keeps web, mail and site links, adds https to a bare domain and refuses the rest', () => {
    expect(normaliseLinkUrl(' https://tonggye.kr/a ')).toBe('https://tonggye.kr/a');
    expect(normaliseLinkUrl('mailto:help@tonggye.kr')).toBe('mailto:help@tonggye.kr');
    expect(normaliseLinkUrl('/service/guide')).toBe('/service/guide');
    expect(normaliseLinkUrl('tonggye.kr/faq')).toBe('https://tonggye.kr/faq');
    expect(normaliseLinkUrl('javascript:alert(1)')).toBeNull();
    expect(normaliseLinkUrl('//evil.example')).toBeNull();
    expect(normaliseLinkUrl('')).toBeNull();
  });
});

describe('Editor', () => {
  it('names every tool, marks toggles with aria-pressed and keeps one tab stop', async () => {
    render(<Harness initial="<p>본문</p>" />);
    await waitFor(() => expect(textbox().getAttribute('contenteditable')).toBe('true'));
    const toolbar = screen.getByRole('toolbar', { name: '서식' });
    const buttons = Array.from(toolbar.querySelectorAll('button'));
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      '굵게',
      '기울임',
      '밑줄',
      '취소선',
      '제목',
      '소제목',
      '글머리 기호 목록',
      '번호 목록',
      '인용',
      '코드 블록',
      '링크',
      '실행 취소',
      '다시 실행',
    ]);
    expect(buttons).toHaveLength(editorTools.length);
    expect(buttons.filter((button) => button.hasAttribute('aria-pressed'))).toHaveLength(11);
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons[0]]);
    expect(toolbar.getAttribute('aria-controls')).toBe(textbox().id);
    expect(await screen.findByText('2자')).toBeTruthy();
  });

  it('reports HTML as tools are used and replaces the document when the value changes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="<p>본문</p>" onChange={onChange} />);
    await waitFor(() => expect(textbox().getAttribute('contenteditable')).toBe('true'));
    await user.click(screen.getByRole('button', { name: '제목' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<h2>본문</h2>'));
    expect(screen.getByRole('button', { name: '제목' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: '실행 취소' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>본문</p>'));
    const calls = onChange.mock.calls.length;
    await user.click(screen.getByRole('button', { name: '초안 불러오기' }));
    await waitFor(() => expect(textbox().textContent).toBe('불러온 초안'));
    // A value set from outside is not echoed back as a change.
    expect(onChange).toHaveBeenCalledTimes(calls);
    expect(await screen.findByText('6자')).toBeTruthy();
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="<p>고칠 수 없음</p>" disabled onChange={onChange} />);
    await waitFor(() => expect(textbox().getAttribute('contenteditable')).toBe('false'));
    expect(textbox().getAttribute('aria-disabled')).toBe('true');
    for (const name of ['굵게', '실행 취소', '다시 실행']) {
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      await user.click(button);
    }
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the count against the limit and turns into an error past it', async () => {
    render(<Harness initial="<p>열한 글자의 긴 초안</p>" maxLength={10} />);
    await waitFor(() => expect(screen.getByText('11 / 10자')).toBeTruthy());
    expect(textbox().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('10자까지 쓸 수 있습니다.')).toBeTruthy();
    const described = (textbox().getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      '10자까지 쓸 수 있습니다.',
      '11 / 10자',
    ]);
  });

  it('has English names', async () => {
    render(<Editor label="Message" value="" onChange={() => {}} messages={editorMessagesEn} />);
    await act(async () => {});
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Numbered list' })).toBeTruthy();
    expect(screen.getByText('0 characters')).toBeTruthy();
  });
});
