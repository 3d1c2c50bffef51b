import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import type * as JsdomModule from 'jsdom';

/**
 * What survives of a community post or a notice/FAQ/Q&A body: the formatting of the site's
 * editor and nothing else.
 *
 * Allow-list (decision):
 * - blocks: p, br, h2, h3, ul, ol, li, blockquote, pre, code;
 * - inline: strong, b, em, i, u, s, code;
 * - a with `href` only when it is http:, https: or mailto:; every link gets
 *   `rel="noopener noreferrer nofollow"` and `target="_blank"`;
 * - img with `src` only when it is https: or a path of our own post images
 *   (`/boards/image/…`), plus `alt`; an image without an allowed `src` is dropped.
 * No other tag or attribute survives: no `style` attribute, `<style>`, `<script>`, event
 * handlers, `class`/`id`, frames, forms, SVG or MathML, `data-*`/`aria-*`. The content of
 * script/style elements is dropped with them; the text of other unknown tags is kept.
 *
 * Comments and replies are text only: `textToHtml` escapes them (and turns line breaks into
 * `<br>`), so what comes back is HTML that shows the text as written.
 */

export const POST_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'a',
  'img',
] as const;
const ALLOWED_ATTR = ['href', 'src', 'alt'];
/** Where post images of this site are served from (the editor's upload target). */
export const POST_IMAGE_PATH = '/boards/image/';
const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;
const SAFE_SRC = new RegExp(
  `^(?:https://|${POST_IMAGE_PATH.replace(/\//g, '\\/')}(?!.*\\.\\.))`,
  'i',
);

/**
 * The sanitiser and the document it works in, made on first use: jsdom takes about a second of a
 * busy machine's CPU to load, which a server start (and every request but a content write)
 * should not pay. Loaded with a plain `require` so sanitising stays synchronous.
 */
let sanitizer: { purify: DOMPurify; window: JsdomModule.DOMWindow } | undefined;

function loadSanitizer(): { purify: DOMPurify; window: JsdomModule.DOMWindow } {
  if (sanitizer !== undefined) return sanitizer;
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof JsdomModule;
  const window = new JSDOM('').window;
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href')?.trim();
      if (href === undefined || !SAFE_HREF.test(href)) node.removeAttribute('href');
      else node.setAttribute('href', href);
      node.setAttribute('rel', 'noopener noreferrer nofollow');
      node.setAttribute('target', '_blank');
    } else if (node.tagName === 'IMG') {
      const src = node.getAttribute('src')?.trim();
      if (src === undefined || !SAFE_SRC.test(src)) node.remove();
      else node.setAttribute('src', src);
    }
  });
  // `rel` and `target` are set by the hook above; they are not accepted from the input.
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'rel' || data.attrName === 'target') data.keepAttr = false;
  });
  sanitizer = { purify, window };
  return sanitizer;
}

const CONFIG = {
  ALLOWED_TAGS: [...POST_ALLOWED_TAGS],
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
};

export interface SanitizedHtml {
  html: string;
  /** The text without markup, whitespace collapsed (search and list previews). */
  text: string;
}

/** Sanitises editor HTML with the allow-list above. */
export function sanitizePostHtml(input: string): SanitizedHtml {
  const { purify, window } = loadSanitizer();
  const fragment = purify.sanitize(input, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  const holder = window.document.createElement('div');
  holder.appendChild(fragment);
  const html = holder.innerHTML;
  const text = (holder.textContent ?? '').replace(/\s+/g, ' ').trim();
  // Images count as content even without text around them.
  const hasImage = holder.querySelector('img') !== null;
  return { html, text: text === '' && hasImage ? ' ' : text };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML that shows it as written: markup escaped, line breaks as `<br>`. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)
    .replace(/\n/g, '<br>');
}

/** Control characters other than tab and line breaks never belong in stored text. */
export function stripControl(text: string): string {
  // eslint-disable-next-line no-control-regex -- the point is to remove control characters
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
}
