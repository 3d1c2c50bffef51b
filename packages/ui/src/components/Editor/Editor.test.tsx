import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  Editor,
  editorMessagesEn,
  editorTools,
  isAllowedImageSrc,
  normaliseLinkUrl,
} from './Editor';

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
    // Every tool but the image button, which needs `onUploadImage`.
    expect(buttons).toHaveLength(editorTools.length - 1);
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

describe('Editor images', () => {
  function ImageHarness({
    initial = '',
    upload,
    onChange = () => {},
  }: {
    initial?: string;
    upload: (file: File) => Promise<string>;
    onChange?: (html: string) => void;
  }) {
    const [value, setValue] = useState(initial);
    return (
      <Editor
        label="내용"
        value={value}
        onUploadImage={upload}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
    );
  }
  const picture = () =>
    new File([new Uint8Array([137, 80, 78, 71])], '분포 그림.png', { type: 'image/png' });
  const fileInput = () =>
    document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

  it('keeps only addresses under the prefix', () => {
    expect(isAllowedImageSrc('/boards/image/abc.png', '/boards/image/')).toBe(true);
    expect(isAllowedImageSrc('https://evil.example/x.png', '/boards/image/')).toBe(false);
    expect(isAllowedImageSrc('/boards/image/../secret', '/boards/image/')).toBe(false);
    expect(isAllowedImageSrc('/boards/image/x:y', '/boards/image/')).toBe(false);
    expect(isAllowedImageSrc('data:image/png;base64,AAAA', '/boards/image/')).toBe(false);
    expect(isAllowedImageSrc('', '/boards/image/')).toBe(false);
  });

  it('uploads the chosen picture and puts it at the caret', async () => {
    const upload = vi.fn(async () => '/boards/image/AAAAAAAAAAAAAAAAAAAAAA.png');
    const onChange = vi.fn();
    render(<ImageHarness initial="<p>결과</p>" upload={upload} onChange={onChange} />);
    await waitFor(() => expect(textbox().getAttribute('contenteditable')).toBe('true'));
    expect(screen.getByRole('button', { name: '이미지' })).toBeTruthy();
    await userEvent.upload(fileInput(), picture());
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ name: '분포 그림.png' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining(
          '<img src="/boards/image/AAAAAAAAAAAAAAAAAAAAAA.png" alt="분포 그림">',
        ),
      ),
    );
  });

  it('says so when the upload fails or answers a foreign address, and inserts nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const upload = vi
      .fn<(file: File) => Promise<string>>()
      .mockRejectedValueOnce(new Error('413'))
      .mockResolvedValueOnce('https://elsewhere.example/x.png');
    const onChange = vi.fn();
    render(<ImageHarness upload={upload} onChange={onChange} />);
    await waitFor(() => expect(textbox().getAttribute('contenteditable')).toBe('true'));
    await userEvent.upload(fileInput(), picture());
    expect(await screen.findByText(/이미지를 올리지 못했습니다/)).toBeTruthy();
    await userEvent.upload(fileInput(), picture());
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(await screen.findByText(/이미지를 올리지 못했습니다/)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    expect(textbox().querySelector('img')).toBeNull();
  });

  it('drops pictures from other addresses in a loaded value', async () => {
    render(
      <ImageHarness
        upload={async () => ''}
        initial='<p>앞</p><img src="https://tracker.example/p.gif"><img src="/boards/image/BBBBBBBBBBBBBBBBBBBBBB.webp" alt="표">'
      />,
    );
    await waitFor(() => expect(textbox().getAttribute('contenteditable')).toBe('true'));
    const images = Array.from(textbox().querySelectorAll('img')).map((img) =>
      img.getAttribute('src'),
    );
    expect(images).toEqual(['/boards/image/BBBBBBBBBBBBBBBBBBBBBB.webp']);
  });

  it('without onUploadImage has no image button and keeps no picture', async () => {
    render(<Harness initial='<p>앞</p><img src="/boards/image/BBBBBBBBBBBBBBBBBBBBBB.webp">' />);
    await waitFor(() => expect(textbox().getAttribute('contenteditable')).toBe('true'));
    expect(screen.queryByRole('button', { name: '이미지' })).toBeNull();
    expect(textbox().querySelector('img')).toBeNull();
  });
});
