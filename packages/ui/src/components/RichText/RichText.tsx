import { useMemo } from 'react';
import * as styles from './RichText.css';

/** Elements that can run code, load other documents or restyle the page. */
const blockedElements =
  'script, style, iframe, frame, frameset, object, embed, link, meta, base, form';
const urlAttributes = ['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset'];
const scriptUrl = /^\s*(?:javascript|vbscript|data:text\/html)/i;

/**
 * A second line of defence only: the server sanitises every post and comment (DOMPurify) before
 * storing it. Parsed in an inert <template>, so nothing loads or runs while this looks at it:
 * drops script-capable elements, `on*` handlers and script URLs, and keeps new tabs from
 * reaching back through `window.opener`.
 */
export function stripActiveContent(html: string): string {
  if (typeof document === 'undefined') return '';
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll(blockedElements).forEach((element) => element.remove());
  template.content.querySelectorAll('*').forEach((element) => {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || name === 'style') element.removeAttribute(attribute.name);
      else if (urlAttributes.includes(name) && scriptUrl.test(attribute.value)) {
        element.removeAttribute(attribute.name);
      }
    }
    if (element.tagName === 'A' && element.getAttribute('target') === '_blank') {
      element.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return template.innerHTML;
}

export interface RichTextProps {
  /**
   * HTML the server has already sanitised (posts, notices, comments, policy pages). The component
   * strips script-capable parts again, but it is not a sanitiser: never pass untrusted HTML that
   * skipped the server.
   */
  html: string;
  /** Names the region when the page has several, e.g. '게시글 본문'. */
  label?: string;
  /** Smaller type for comments and card excerpts. */
  size?: 'body' | 'small';
}

/** Server-rendered HTML in the kit's typography: headings, lists, quotes, code, links, images. */
export function RichText({ html, label, size = 'body' }: RichTextProps) {
  const safe = useMemo(() => stripActiveContent(html), [html]);
  return (
    <div
      className={`${styles.root} ${styles.size[size]}`}
      {...(label ? { role: 'region', 'aria-label': label } : {})}
      // The server sanitises; stripActiveContent removes anything that could still run.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
