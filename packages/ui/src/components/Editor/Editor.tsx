import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent, KeyboardEvent, ReactNode } from 'react';
import { EditorContent, Extension, useEditor, useEditorState } from '@tiptap/react';
import type { Editor as TiptapEditor } from '@tiptap/react';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import StarterKit from '@tiptap/starter-kit';
import Placeholder from '@tiptap/extension-placeholder';
import Image from '@tiptap/extension-image';
import { describedBy, Field } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { Button } from '../Button';
import * as richTextStyles from '../RichText/RichText.css';
import { toolbarIcons } from './toolbarIcons';
import * as styles from './Editor.css';
import { formatCount } from '../../format/digits';

export const editorTools = [
  'bold',
  'italic',
  'underline',
  'strike',
  'heading2',
  'heading3',
  'bulletList',
  'orderedList',
  'blockquote',
  'codeBlock',
  'link',
  'image',
  'undo',
  'redo',
] as const;
export type EditorTool = (typeof editorTools)[number];

export interface EditorMessages {
  toolbar: string;
  tools: Record<EditorTool, string>;
  linkUrl: string;
  linkApply: string;
  linkCancel: string;
  linkInvalid: string;
  /** Shown when `onUploadImage` fails (or answers an address outside `imageSrcPrefix`). */
  imageFailed: string;
  /** Announced while a picture uploads. */
  imageUploading: string;
  count: (length: number, maxLength: number | undefined) => string;
  overLimit: (maxLength: number) => string;
}

const number = formatCount;

export const editorMessagesKo: EditorMessages = {
  toolbar: '서식',
  tools: {
    bold: '굵게',
    italic: '기울임',
    underline: '밑줄',
    strike: '취소선',
    heading2: '제목',
    heading3: '소제목',
    bulletList: '글머리 기호 목록',
    orderedList: '번호 목록',
    blockquote: '인용',
    codeBlock: '코드 블록',
    link: '링크',
    image: '이미지',
    undo: '실행 취소',
    redo: '다시 실행',
  },
  linkUrl: '링크 주소',
  linkApply: '적용',
  linkCancel: '취소',
  linkInvalid: 'https:// 로 시작하는 주소나 사이트 안의 경로(/…)를 입력하세요.',
  imageFailed:
    '이미지를 올리지 못했습니다. PNG·JPEG·WebP·GIF 파일인지, 너무 크지 않은지 확인해 주세요.',
  imageUploading: '이미지를 올리는 중입니다…',
  count: (length, maxLength) =>
    maxLength === undefined ? `${number(length)}자` : `${number(length)} / ${number(maxLength)}자`,
  overLimit: (maxLength) => `${number(maxLength)}자까지 쓸 수 있습니다.`,
};

export const editorMessagesEn: EditorMessages = {
  toolbar: 'Formatting',
  tools: {
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    strike: 'Strikethrough',
    heading2: 'Heading',
    heading3: 'Subheading',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    blockquote: 'Quote',
    codeBlock: 'Code block',
    link: 'Link',
    image: 'Image',
    undo: 'Undo',
    redo: 'Redo',
  },
  linkUrl: 'Link address',
  linkApply: 'Apply',
  linkCancel: 'Cancel',
  linkInvalid: 'Enter an address starting with https:// or a path on this site (/…).',
  imageFailed:
    'The image could not be uploaded. Check that it is a PNG, JPEG, WebP or GIF file and not too large.',
  imageUploading: 'Uploading the image…',
  count: (length, maxLength) =>
    maxLength === undefined
      ? `${number(length)} characters`
      : `${number(length)} / ${number(maxLength)} characters`,
  overLimit: (maxLength) => `Up to ${number(maxLength)} characters.`,
};

/** Characters as the person sees them: text of every block, blocks joined by a line break. */
export function editorTextLength(doc: ProseMirrorNode): number {
  return doc.textBetween(0, doc.content.size, '\n', '\n').length;
}

const maxLengthKey = new PluginKey<number | undefined>('tonggyeMaxLength');

/**
 * Refuses edits that would grow the text past the limit, except while an IME is composing:
 * cutting a Korean syllable mid-composition corrupts it, so a composition may overshoot and the
 * count then shows the field as too long until the person shortens it. The limit lives in the
 * plugin's state; `setMaxLength` changes it.
 */
function maxLengthExtension(initial: number | undefined) {
  return Extension.create({
    name: 'tonggyeMaxLength',
    addProseMirrorPlugins() {
      const editor = this.editor;
      return [
        new Plugin<number | undefined>({
          key: maxLengthKey,
          state: {
            init: () => initial,
            apply: (transaction, current) => {
              const next: unknown = transaction.getMeta(maxLengthKey);
              return next === undefined ? current : typeof next === 'number' ? next : undefined;
            },
          },
          filterTransaction: (transaction, state) => {
            const maxLength = maxLengthKey.getState(state);
            if (maxLength === undefined || !transaction.docChanged) return true;
            if (editor.view.composing) return true;
            const next = editorTextLength(transaction.doc);
            return next <= maxLength || next <= editorTextLength(state.doc);
          },
        }),
      ];
    },
  });
}

function setMaxLength(editor: TiptapEditor, maxLength: number | undefined) {
  if (maxLengthKey.getState(editor.state) === maxLength) return;
  // 'none' stands for no limit: undefined meta means "no change".
  editor.view.dispatch(editor.state.tr.setMeta(maxLengthKey, maxLength ?? 'none'));
}

/** https://…, http://…, mailto:… or a path on the site; a bare domain gets https://. */
export function normaliseLinkUrl(input: string): string | null {
  const url = input.trim();
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  if (/^(https?:\/\/|mailto:)\S+$/i.test(url)) return url;
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(url)) return `https://${url}`;
  return null;
}

/**
 * tiptap keeps an empty paragraph after a final list, quote or code block (TrailingNode) so the
 * caret can leave it; it is editing scaffolding, not content, so the value leaves it out.
 */
function withoutTrailingParagraph(html: string): string {
  return html.endsWith('<p></p>') ? html.slice(0, -'<p></p>'.length) : html;
}

/** The server's path of post images (`POST /boards/image` answers addresses under it). */
export const DEFAULT_IMAGE_SRC_PREFIX = '/boards/image/';

/** Picture types the image button offers (the server tells them by their bytes again). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/** Whether a picture's address is one the editor keeps: under the prefix, nothing else. */
export function isAllowedImageSrc(src: string | null | undefined, prefix: string): boolean {
  if (!src || prefix === '' || !src.startsWith(prefix)) return false;
  // No way out of the prefix: no parent steps, no second scheme or protocol-relative address.
  return !src.includes('..') && !src.slice(prefix.length).includes(':') && !src.startsWith('//');
}

/**
 * Pictures as blocks, kept only when their `src` passes `isAllowedImageSrc` (loaded HTML or
 * pasted); every other `<img>` is dropped, as the server's sanitiser would.
 */
function imageExtension(prefix: string) {
  return Image.extend({
    parseHTML() {
      return [
        {
          tag: 'img[src]',
          getAttrs: (element: HTMLElement) =>
            isAllowedImageSrc(element.getAttribute('src'), prefix) ? null : false,
        },
      ];
    },
  }).configure({ inline: false, allowBase64: false });
}

/** A picture's alternative text from its file name (without the extension). */
function altOf(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, '').trim();
}

type ToolState = Record<EditorTool, boolean>;

const inactive: ToolState = Object.fromEntries(
  editorTools.map((tool) => [tool, false]),
) as ToolState;

function readToolState(editor: TiptapEditor): { active: ToolState; available: ToolState } {
  const active: ToolState = {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    strike: editor.isActive('strike'),
    heading2: editor.isActive('heading', { level: 2 }),
    heading3: editor.isActive('heading', { level: 3 }),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    codeBlock: editor.isActive('codeBlock'),
    link: editor.isActive('link'),
    image: false,
    undo: false,
    redo: false,
  };
  const available: ToolState = {
    ...Object.fromEntries(editorTools.map((tool) => [tool, editor.isEditable])),
    undo: editor.isEditable && editor.can().undo(),
    redo: editor.isEditable && editor.can().redo(),
  } as ToolState;
  return { active, available };
}

function runTool(editor: TiptapEditor, tool: Exclude<EditorTool, 'link' | 'image'>) {
  const chain = editor.chain().focus();
  switch (tool) {
    case 'bold':
      return chain.toggleBold().run();
    case 'italic':
      return chain.toggleItalic().run();
    case 'underline':
      return chain.toggleUnderline().run();
    case 'strike':
      return chain.toggleStrike().run();
    case 'heading2':
      return chain.toggleHeading({ level: 2 }).run();
    case 'heading3':
      return chain.toggleHeading({ level: 3 }).run();
    case 'bulletList':
      return chain.toggleBulletList().run();
    case 'orderedList':
      return chain.toggleOrderedList().run();
    case 'blockquote':
      return chain.toggleBlockquote().run();
    case 'codeBlock':
      return chain.toggleCodeBlock().run();
    case 'undo':
      return chain.undo().run();
    case 'redo':
      return chain.redo().run();
    default:
      return tool satisfies never;
  }
}

export interface EditorProps {
  /** e.g. '내용' — the kit holds no app copy. */
  label: string;
  /** HTML; '' for an empty document. */
  value: string;
  /** Called with the new HTML ('' when empty) on every change. */
  onChange: (html: string) => void;
  placeholder?: string;
  /** Characters of text (not HTML); the count turns into an error past it. */
  maxLength?: number;
  description?: string;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  messages?: Partial<Omit<EditorMessages, 'tools'>> & { tools?: Partial<EditorMessages['tools']> };
  /**
   * Turns on the image button: uploads the chosen picture and answers its address (the site
   * passes the server's `POST /boards/image`). Without it there is no image button and pictures
   * in the value are dropped.
   */
  onUploadImage?: (file: File) => Promise<string>;
  /** Only pictures whose address starts with this are kept (loaded, pasted or uploaded). */
  imageSrcPrefix?: string;
}

/**
 * Rich text for posts and inquiries (tiptap 3): a toolbar of toggle buttons (one tab stop, arrow
 * keys move between them), HTML in and out, a character count with a limit, and Field's label,
 * description, error and disabled look. The HTML it produces is sanitised again by the server.
 */
export function Editor({
  label,
  value,
  onChange,
  placeholder,
  maxLength,
  description,
  error,
  required,
  disabled = false,
  id,
  messages,
  onUploadImage,
  imageSrcPrefix = DEFAULT_IMAGE_SRC_PREFIX,
}: EditorProps) {
  const text: EditorMessages = {
    ...editorMessagesKo,
    ...messages,
    tools: { ...editorMessagesKo.tools, ...messages?.tools },
  };
  const generatedId = useId();
  // Field's own id scheme, known up front: tiptap owns the editable element and takes its
  // attributes with the editor's options.
  const controlId = id ?? generatedId;
  const countId = `${controlId}-count`;
  const onChangeRef = useRef(onChange);
  const lastEmitted = useRef(value);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // The length decides the error, which is part of the editable's attributes: kept in React state
  // (set on every update) so the options below can be built before the editor exists.
  const [length, setLength] = useState(0);
  const over = maxLength !== undefined && length > maxLength;
  const shownError = error ?? (over && maxLength !== undefined ? text.overLimit(maxLength) : null);
  const attributes: Record<string, string> = {
    id: controlId,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': label,
    'aria-describedby':
      describedBy([
        description && `${controlId}-description`,
        shownError && `${controlId}-error`,
        countId,
      ]) ?? '',
    ...(shownError ? { 'aria-invalid': 'true' } : {}),
    ...(required ? { 'aria-required': 'true' } : {}),
    ...(disabled ? { 'aria-disabled': 'true' } : {}),
    class: `${richTextStyles.root} ${richTextStyles.size.body} ${styles.content}`,
  };

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
      maxLengthExtension(maxLength),
      ...(onUploadImage ? [imageExtension(imageSrcPrefix)] : []),
    ],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes,
      handleDOMEvents: {
        // Enter that arrives while an IME is composing (Chromium flags it isComposing) only
        // commits the syllable. Left alone, the browser splits the paragraph behind ProseMirror's
        // back and the caret stays in the old one; a later Enter starts the paragraph.
        keydown: (view, event) => {
          if (event.key !== 'Enter' || !(event.isComposing || view.composing)) return false;
          event.preventDefault();
          return true;
        },
      },
    },
    shouldRerenderOnTransaction: false,
    onCreate: ({ editor: current }) => setLength(editorTextLength(current.state.doc)),
    onUpdate: ({ editor: current }) => {
      setLength(editorTextLength(current.state.doc));
      const html = current.isEmpty ? '' : withoutTrailingParagraph(current.getHTML());
      lastEmitted.current = html;
      onChangeRef.current(html);
    },
  });

  // A value from outside (reset, loaded draft) replaces the document; our own echo does not, so
  // an IME composition is never interrupted by a re-render.
  useEffect(() => {
    if (!editor || value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
    setLength(editorTextLength(editor.state.doc));
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  useEffect(() => {
    if (editor) setMaxLength(editor, maxLength);
  }, [editor, maxLength]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current ? readToolState(current) : { active: inactive, available: inactive },
  });

  return (
    <Field
      label={label}
      description={description}
      error={shownError}
      required={required}
      id={controlId}
    >
      {() => (
        <EditorFrame
          editor={editor}
          controlId={controlId}
          invalid={Boolean(shownError)}
          disabled={disabled}
          state={state}
          text={text}
          onUploadImage={onUploadImage}
          imageSrcPrefix={imageSrcPrefix}
        >
          <p id={countId} className={styles.count({ over })}>
            {text.count(length, maxLength)}
          </p>
        </EditorFrame>
      )}
    </Field>
  );
}

interface EditorFrameProps {
  editor: TiptapEditor | null;
  controlId: string;
  invalid: boolean;
  disabled: boolean;
  state: { active: ToolState; available: ToolState };
  text: EditorMessages;
  onUploadImage?: (file: File) => Promise<string>;
  imageSrcPrefix: string;
  children: ReactNode;
}

function EditorFrame({
  editor,
  controlId,
  invalid,
  disabled,
  state,
  text,
  onUploadImage,
  imageSrcPrefix,
  children,
}: EditorFrameProps) {
  const [focusIndex, setFocusIndex] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [image, setImage] = useState<'idle' | 'uploading' | 'failed'>('idle');
  const toolbarRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const tools = onUploadImage ? editorTools : editorTools.filter((tool) => tool !== 'image');
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tools.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? focusIndex === last
          ? 0
          : focusIndex + 1
        : event.key === 'ArrowLeft'
          ? focusIndex === 0
            ? last
            : focusIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  const press = (tool: EditorTool) => {
    if (!editor || !state.available[tool]) return;
    if (tool === 'image') {
      if (image !== 'uploading') fileRef.current?.click();
      return;
    }
    if (tool !== 'link') {
      runTool(editor, tool);
      return;
    }
    if (state.active.link) editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else setLinkOpen(true);
  };

  const pressable = new Set<EditorTool>(
    editorTools.filter((tool) => tool !== 'undo' && tool !== 'redo' && tool !== 'image'),
  );

  /** The chosen picture goes up; its address, when allowed, becomes a picture at the caret. */
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a failure.
    event.target.value = '';
    if (!file || !editor || !onUploadImage) return;
    setImage('uploading');
    try {
      const src = await onUploadImage(file);
      if (!isAllowedImageSrc(src, imageSrcPrefix))
        throw new Error(`the upload answered an address outside ${imageSrcPrefix}: ${src}`);
      editor
        .chain()
        .focus()
        .setImage({ src, alt: altOf(file.name) })
        .run();
      setImage('idle');
    } catch (error) {
      console.error('editor: the image upload failed', error);
      setImage('failed');
    }
  };

  return (
    <div className={styles.frame({ invalid, disabled })} data-disabled={disabled || undefined}>
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label={text.toolbar}
        aria-controls={controlId}
        aria-disabled={disabled || undefined}
        className={styles.toolbar}
        onKeyDown={moveFocus}
      >
        {tools.map((tool, index) => (
          <span key={tool} className={styles.toolSlot({ separated: separatedTools.has(tool) })}>
            <button
              type="button"
              className={styles.tool}
              aria-label={text.tools[tool]}
              title={text.tools[tool]}
              tabIndex={index === focusIndex ? 0 : -1}
              {...(pressable.has(tool) ? { 'aria-pressed': state.active[tool] } : {})}
              aria-disabled={
                !state.available[tool] || (tool === 'image' && image === 'uploading') || undefined
              }
              onFocus={() => setFocusIndex(index)}
              // Keep the editor's selection: a mouse press would otherwise move focus first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => press(tool)}
            >
              {toolbarIcons[tool]}
            </button>
          </span>
        ))}
      </div>
      {onUploadImage ? (
        <>
          <input
            ref={fileRef}
            type="file"
            accept={IMAGE_TYPES}
            hidden
            tabIndex={-1}
            aria-label={text.tools.image}
            onChange={(event) => void upload(event)}
          />
          <p role="status" className={styles.imageStatus({ failed: image === 'failed' })}>
            {image === 'uploading'
              ? text.imageUploading
              : image === 'failed'
                ? text.imageFailed
                : ''}
          </p>
        </>
      ) : null}
      {linkOpen && editor ? (
        <LinkForm
          editor={editor}
          text={text}
          onClose={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      ) : null}
      <EditorContent editor={editor} className={styles.contentWrap} />
      {children}
    </div>
  );
}

/** Visual groups: marks | headings | blocks | link and image | history. */
const separatedTools = new Set<EditorTool>(['heading2', 'bulletList', 'link', 'undo']);

function LinkForm({
  editor,
  text,
  onClose,
}: {
  editor: TiptapEditor;
  text: EditorMessages;
  onClose: () => void;
}) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [url, setUrl] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const href = normaliseLinkUrl(url);
    if (!href) {
      setInvalid(true);
      return;
    }
    const { empty } = editor.state.selection;
    const chain = editor.chain().focus();
    if (empty) {
      chain
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    onClose();
  };

  return (
    // Not a nested <form>: the editor usually sits inside the page's own form.
    <div
      role="group"
      aria-label={text.tools.link}
      className={styles.linkForm}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
        if (event.key === 'Enter' && event.target === inputRef.current) apply(event);
      }}
    >
      <label htmlFor={inputId} className={fieldStyles.label}>
        {text.linkUrl}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="url"
        inputMode="url"
        className={`${fieldStyles.control} ${styles.linkInput}`}
        value={url}
        placeholder="https://"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => {
          setUrl(event.target.value);
          setInvalid(false);
        }}
      />
      <Button size="sm" onClick={apply}>
        {text.linkApply}
      </Button>
      <Button size="sm" variant="ghost" onClick={onClose}>
        {text.linkCancel}
      </Button>
      {invalid ? (
        <p id={errorId} className={`${fieldStyles.error} ${styles.linkError}`}>
          {text.linkInvalid}
        </p>
      ) : null}
    </div>
  );
}
