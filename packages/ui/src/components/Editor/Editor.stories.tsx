import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Stack } from '../Stack';
import { Editor, editorMessagesEn } from './Editor';
import type { EditorProps } from './Editor';

/** Holds the HTML so the stories behave as a page would, and shows what onChange last said. */
function Controlled(props: EditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Stack gap="small">
      <Editor
        {...props}
        value={value}
        onChange={(html) => {
          setValue(html);
          props.onChange(html);
        }}
      />
      <output data-testid="html" hidden>
        {value}
      </output>
    </Stack>
  );
}

const editable = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[contenteditable="true"]');

async function focusEditor(canvasElement: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(editable(canvasElement)).not.toBeNull());
  const element = editable(canvasElement) as HTMLElement;
  element.focus();
  await waitFor(() => expect(element).toHaveFocus());
  return element;
}

const htmlOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-testid="html"]')?.textContent ?? '';

const meta = {
  title: 'Components/Editor',
  component: Editor,
  args: {
    label: '내용',
    value: '',
    onChange: fn(),
    placeholder: '궁금한 점을 자세히 적어 주세요.',
    maxLength: 2000,
  },
  parameters: {
    docs: {
      description: {
        component:
          "게시글과 문의에 쓰는 서식 편집기(tiptap 3)입니다. 도구 모음은 탭 한 번으로 들어가 화살표·Home·End로 이동하고, 각 버튼은 이름과 눌림 상태(aria-pressed)를 가집니다(실행 취소·다시 실행은 토글이 아니라 눌림 상태가 없습니다). 값은 HTML로 주고받으며 빈 문서는 `''`입니다. `maxLength`는 HTML이 아니라 글자 수를 세며, 넘치는 입력은 막되 **한글 조합 중에는 막지 않습니다**(조합 중인 음절을 자르면 글자가 깨지므로). 넘치면 Field의 오류 상태로 알려 줍니다. 라벨·설명·오류·필수·비활성은 Field와 같습니다. 만들어진 HTML은 서버가 저장 전에 다시 정화합니다.",
      },
    },
  },
  render: (args) => (
    <div style={{ maxWidth: '720px' }}>
      <Controlled {...args} />
    </div>
  ),
} satisfies Meta<typeof Editor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(editable(canvasElement)).not.toBeNull());
  },
};

/** Tab enters the toolbar at 굵게; arrows, Home and End move; Enter toggles and returns to the text. */
export const ToolbarKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(editable(canvasElement)).not.toBeNull());
    const toolbar = canvas.getByRole('toolbar', { name: '서식' });
    await userEvent.tab();
    const bold = canvas.getByRole('button', { name: '굵게' });
    await expect(bold).toHaveFocus();
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await expect(toolbar.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: '제목' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: '다시 실행' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(bold).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Home}{Enter}');
    // The editor takes focus back on its own next frame, not within the key press: wait for it
    // (on a busy machine the frame comes late).
    await waitFor(() => expect(editable(canvasElement)).toHaveFocus());
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('통계');
    await waitFor(() => expect(htmlOf(canvasElement)).toBe('<p><strong>통계</strong></p>'));
    // Tab from the text goes to the next control on the page; Shift+Tab comes back to 굵게.
    await userEvent.tab({ shift: true });
    await expect(bold).toHaveFocus();
  },
};

type CdpSession = { send: (method: string, params?: object) => Promise<unknown> };

/**
 * Chromium's own IME path: `Input.imeSetComposition` shows each jamo/syllable stage as a real
 * composition (compositionstart/update, the marked text in the DOM) and `Input.insertText` commits
 * it (compositionend). Only under Vitest, where `cdp()` reaches the page; null in the Storybook UI.
 */
async function imeSession(): Promise<CdpSession | null> {
  if (!('__vitest_browser_runner__' in window)) return null;
  const { cdp } = await import('vitest/browser');
  return cdp() as CdpSession;
}

async function composeSyllable(session: CdpSession, stages: string[], commit = true) {
  for (const stage of stages) {
    await session.send('Input.imeSetComposition', {
      text: stage,
      selectionStart: stage.length,
      selectionEnd: stage.length,
    });
  }
  const last = stages[stages.length - 1] ?? '';
  if (commit) await session.send('Input.insertText', { text: last });
}

async function pressEnter(session: CdpSession) {
  const key = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, nativeVirtualKeyCode: 13 };
  await session.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key });
  await session.send('Input.dispatchKeyEvent', { type: 'char', text: '\r', ...key });
  await session.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
}

/** What the page saw: composition events and each Enter keydown with its isComposing flag. */
function recordInput(element: HTMLElement) {
  const seen = { compositions: 0, enters: [] as boolean[] };
  element.addEventListener('compositionend', () => (seen.compositions += 1));
  element.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') seen.enters.push(event.isComposing);
  });
  return seen;
}

/**
 * Korean IME in Chromium: 한, 국 and 어 are composed jamo by jamo (ㅎ→하→한) through CDP, and Enter
 * is pressed while 어 is still composing (a keydown the page sees with isComposing). Enter then only
 * commits: the syllable is not split off into a new paragraph nor doubled (the classic 한국어 →
 * 한국 / 어 or 한국어어), and the caret stays after it. The next Enter, outside a composition,
 * starts a paragraph, and a syllable composed there lands in it.
 */
export const KoreanComposition: Story = {
  play: async ({ canvasElement, args }) => {
    const element = await focusEditor(canvasElement);
    const session = await imeSession();
    if (!session) return;
    const seen = recordInput(element);
    await composeSyllable(session, ['ㅎ', '하', '한']);
    await composeSyllable(session, ['ㄱ', '구', '국']);
    await composeSyllable(session, ['ㅇ', '어'], false);
    await expect(element).toHaveTextContent('한국어');
    await pressEnter(session);
    await session.send('Input.insertText', { text: '어' });
    await waitFor(() => expect(htmlOf(canvasElement)).toBe('<p>한국어</p>'));
    await pressEnter(session);
    await composeSyllable(session, ['ㄷ', '다']);
    await waitFor(() => expect(htmlOf(canvasElement)).toBe('<p>한국어</p><p>다</p>'));
    await expect(seen.enters).toEqual([true, false]);
    await expect(seen.compositions).toBe(4);
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>한국어</p><p>다</p>');
  },
};

/**
 * At the length limit a composition is never cut: with 2 characters allowed, 한국어 is composed
 * whole and the field reports it is too long; typed (non-IME) text past the limit is refused.
 */
export const KoreanCompositionAtLimit: Story = {
  args: { maxLength: 2 },
  play: async ({ canvas, canvasElement }) => {
    const element = await focusEditor(canvasElement);
    const session = await imeSession();
    if (!session) return;
    await composeSyllable(session, ['ㅎ', '하', '한']);
    await composeSyllable(session, ['ㄱ', '구', '국']);
    await userEvent.keyboard('a');
    await expect(element).toHaveTextContent(/^한국$/);
    await composeSyllable(session, ['ㅇ', '어']);
    await waitFor(() => expect(htmlOf(canvasElement)).toBe('<p>한국어</p>'));
    await expect(canvas.getByText('3 / 2자')).toBeVisible();
    await expect(canvas.getByText('2자까지 쓸 수 있습니다.')).toBeVisible();
    await waitFor(() => expect(element).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** Select text, then each toggle button applies its format and shows it as pressed. */
export const Formatting: Story = {
  args: { value: '<p>회귀분석 결과</p>' },
  play: async ({ canvas, canvasElement }) => {
    await focusEditor(canvasElement);
    await userEvent.keyboard('{Control>}a{/Control}');
    for (const name of ['기울임', '밑줄', '취소선']) {
      await userEvent.click(canvas.getByRole('button', { name }));
      await waitFor(() =>
        expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true'),
      );
    }
    await waitFor(() =>
      expect(htmlOf(canvasElement)).toBe('<p><em><s><u>회귀분석 결과</u></s></em></p>'),
    );
    // Block formats follow the caret: collapse the selection into the paragraph first.
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(canvas.getByRole('button', { name: '소제목' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: '소제목' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: '인용' }));
    await waitFor(() => expect(htmlOf(canvasElement)).toMatch(/^<blockquote><h3>/));
    await userEvent.click(canvas.getByRole('button', { name: '인용' }));
    await userEvent.click(canvas.getByRole('button', { name: '코드 블록' }));
    await waitFor(() =>
      expect(htmlOf(canvasElement)).toBe('<pre><code>회귀분석 결과</code></pre>'),
    );
  },
};

/** Lists from the toolbar, and undo/redo (plain buttons, inert when there is nothing to do). */
export const ListsAndHistory: Story = {
  play: async ({ canvas, canvasElement }) => {
    await focusEditor(canvasElement);
    const undo = canvas.getByRole('button', { name: '실행 취소' });
    await expect(undo).toHaveAttribute('aria-disabled', 'true');
    await expect(undo).not.toHaveAttribute('aria-pressed');
    await userEvent.click(canvas.getByRole('button', { name: '번호 목록' }));
    await userEvent.keyboard('평균');
    // tiptap's empty paragraph after the list (so the caret can leave it) is not part of the value.
    const ordered = '<ol><li><p>평균</p></li></ol>';
    const bulleted = '<ul><li><p>평균</p></li></ul>';
    await waitFor(() => expect(htmlOf(canvasElement)).toBe(ordered));
    await userEvent.click(canvas.getByRole('button', { name: '글머리 기호 목록' }));
    await waitFor(() => expect(htmlOf(canvasElement)).toBe(bulleted));
    await expect(undo).not.toHaveAttribute('aria-disabled');
    await userEvent.click(undo);
    await waitFor(() => expect(htmlOf(canvasElement)).toBe(ordered));
    await userEvent.click(canvas.getByRole('button', { name: '다시 실행' }));
    await waitFor(() => expect(htmlOf(canvasElement)).toBe(bulleted));
  },
};

/** 링크 opens an address field; a bad address is refused, a good one links the selection. */
export const Link: Story = {
  args: { value: '<p>분석 안내 보기</p>' },
  play: async ({ canvas, canvasElement }) => {
    await focusEditor(canvasElement);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: '링크' }));
    const address = canvas.getByRole('textbox', { name: '링크 주소' });
    await expect(address).toHaveFocus();
    await userEvent.type(address, 'javascript:alert(1){Enter}');
    await expect(address).toHaveAccessibleDescription(
      'https:// 로 시작하는 주소나 사이트 안의 경로(/…)를 입력하세요.',
    );
    await userEvent.clear(address);
    await userEvent.type(address, '/service/guide{Enter}');
    await waitFor(() =>
      expect(htmlOf(canvasElement)).toContain(
        '<a target="_blank" rel="noopener noreferrer nofollow" href="/service/guide">분석 안내 보기</a>',
      ),
    );
    // The editor takes focus back on its next frame, as after a toolbar button.
    await waitFor(() => expect(editable(canvasElement)).toHaveFocus());
    await expect(canvas.getByRole('button', { name: '링크' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Pressed again, the link is removed.
    await userEvent.click(canvas.getByRole('button', { name: '링크' }));
    await waitFor(() => expect(htmlOf(canvasElement)).toBe('<p>분석 안내 보기</p>'));
  },
};

/** A small, always identical picture (a bar chart drawn on a canvas) as a PNG file. */
async function chartPicture(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 240;
  canvas.height = 120;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 240, 120);
  context.fillStyle = '#c2410c';
  [40, 90, 65, 100, 30].forEach((height, index) => {
    context.fillRect(20 + index * 44, 110 - height, 30, height);
  });
  const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/png'));
  if (!blob) throw new Error('the canvas gave no PNG');
  return new File([blob], name, { type: 'image/png' });
}

/** Chooses a file in a file input as the browser's picker does (user-event cannot in a real browser). */
function chooseFile(input: HTMLInputElement, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * The image button (with `onUploadImage`): the chosen picture is uploaded and lands at the
 * caret with its file name as alternative text. Here the "upload" keeps the picture in the
 * browser (a blob: address, so the story allows that prefix; the site allows only the server's
 * `/boards/image/`); a file named broken… fails and the editor says so, inserting nothing.
 */
export const ImageUpload: Story = {
  args: {
    value: '<p>응답 분포</p>',
    imageSrcPrefix: `blob:${window.location.origin}/`,
    onUploadImage: async (file: File) => {
      if (file.name.startsWith('broken')) throw new Error('upload refused');
      return URL.createObjectURL(file);
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await focusEditor(canvasElement);
    const button = canvas.getByRole('button', { name: '이미지' });
    await expect(button).not.toHaveAttribute('aria-pressed');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    // The caret at the end of the text: select all, then collapse to the end.
    await userEvent.keyboard('{Control>}a{/Control}{ArrowRight}');
    chooseFile(input, await chartPicture('막대 그림.png'));
    await waitFor(() =>
      expect(htmlOf(canvasElement)).toMatch(
        /^<p>응답 분포<\/p><img src="blob:[^"]+" alt="막대 그림">$/,
      ),
    );
    const html = htmlOf(canvasElement);
    chooseFile(input, await chartPicture('broken.png'));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      '이미지를 올리지 못했습니다. PNG·JPEG·WebP·GIF 파일인지, 너무 크지 않은지 확인해 주세요.',
    );
    await expect(htmlOf(canvasElement)).toBe(html);
    const image = canvasElement.querySelector<HTMLImageElement>('.ProseMirror img');
    await waitFor(() => expect(image?.complete && image.naturalWidth).toBe(240));
  },
};

/** HTML in: headings, lists, quote and code render with RichText's typography. */
export const InitialValue: Story = {
  args: {
    value:
      '<h2>설문 분석 의뢰</h2><p>안녕하세요. <strong>5점 척도</strong> 설문 <a href="https://example.com/data">자료</a>를 분석하고 싶습니다.</p><ul><li><p>응답자 312명</p></li><li><p>문항 24개</p></li></ul><blockquote><p>신뢰도와 요인분석을 원합니다.</p></blockquote><pre><code>alpha(items)</code></pre>',
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(editable(canvasElement)).not.toBeNull());
    await expect(canvas.getByRole('heading', { level: 2, name: '설문 분석 의뢰' })).toBeVisible();
    await expect(canvas.getByText(/^\d+ \/ 2,000자$/)).toHaveTextContent('85 / 2,000자');
  },
};

/** Longer than allowed from the start (a loaded draft): the count and Field show the error. */
export const OverLimit: Story = {
  args: { value: '<p>최대 글자 수를 넘긴 초안입니다.</p>', maxLength: 10 },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(editable(canvasElement)).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText('10자까지 쓸 수 있습니다.')).toBeVisible();
    await expect(editable(canvasElement)).toHaveAccessibleDescription(
      '10자까지 쓸 수 있습니다. 18 / 10자',
    );
  },
};

/** An error from the page (e.g. required and empty), with a description. */
export const WithError: Story = {
  args: {
    required: true,
    description: '개인정보(연락처, 주민등록번호)는 쓰지 마세요.',
    error: '내용을 입력하세요.',
  },
  play: async ({ canvasElement }) => {
    const element = await focusEditor(canvasElement);
    await expect(element).toHaveAttribute('aria-required', 'true');
    await expect(element).toHaveAccessibleDescription(
      '개인정보(연락처, 주민등록번호)는 쓰지 마세요. 내용을 입력하세요. 0 / 2,000자',
    );
  },
};

/** Disabled: the text cannot be changed and the tools do nothing. */
export const Disabled: Story = {
  args: { disabled: true, value: '<p>답변이 끝난 문의는 고칠 수 없습니다.</p>' },
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[contenteditable="false"]')).not.toBeNull(),
    );
    const bold = canvas.getByRole('button', { name: '굵게' });
    for (const name of ['굵게', '링크', '실행 취소', '다시 실행']) {
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** English toolbar names and count. */
export const English: Story = {
  args: { label: 'Message', messages: editorMessagesEn, placeholder: 'Write your question.' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(editable(canvasElement)).not.toBeNull());
    await expect(canvas.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Strikethrough' })).toBeVisible();
    await expect(canvas.getByText('0 / 2,000 characters')).toBeVisible();
  },
};

/** Visual baseline: empty with placeholder, formatted content with pressed tools, error, disabled. */
export const AllStates: Story = {
  render: (args) => (
    <Stack gap="xlarge">
      <div style={{ maxWidth: '720px' }}>
        <Editor {...args} label="빈 편집기" />
      </div>
      <div style={{ maxWidth: '720px' }}>
        <Editor
          {...args}
          label="서식이 있는 글"
          value="<h3>결과 요약</h3><p><strong>유의함</strong>: t(48) = 2.31, p = .025</p><ol><li><p>등분산 가정</p></li></ol>"
        />
      </div>
      <div style={{ maxWidth: '720px' }}>
        <Editor {...args} label="오류" required error="내용을 입력하세요." />
      </div>
      <div style={{ maxWidth: '720px' }}>
        <Editor {...args} label="비활성" disabled value="<p>고칠 수 없는 글</p>" />
      </div>
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.ProseMirror')).toHaveLength(4));
    await userEvent.tab();
    await expect(canvas.getAllByRole('button', { name: '굵게' })[0]).toHaveFocus();
  },
};
