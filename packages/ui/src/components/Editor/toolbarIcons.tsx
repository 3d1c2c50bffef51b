import type { ReactNode } from 'react';

/** Toolbar glyphs drawn in currentColor at 1em; decorative (each button has a name). */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const toolbarIcons = {
  bold: (
    <Glyph>
      <path d="M7 5h6a3.5 3.5 0 010 7H7zM7 12h7a3.5 3.5 0 010 7H7z" strokeWidth={2.5} />
    </Glyph>
  ),
  italic: (
    <Glyph>
      <path d="M10 5h8M6 19h8M14 5l-4 14" />
    </Glyph>
  ),
  underline: (
    <Glyph>
      <path d="M7 4v7a5 5 0 0010 0V4M5 20h14" />
    </Glyph>
  ),
  strike: (
    <Glyph>
      <path d="M4 12h16M16.5 7.5C16 5.8 14.3 5 12 5c-2.8 0-4.5 1.3-4.5 3.2M7.5 16c.5 1.8 2.2 3 4.5 3 2.9 0 4.5-1.4 4.5-3.3" />
    </Glyph>
  ),
  heading2: (
    <Glyph>
      <path d="M3 6v12M11 6v12M3 12h8M15 10a2.5 2.5 0 015 0c0 2-5 4-5 8h5" />
    </Glyph>
  ),
  heading3: (
    <Glyph>
      <path d="M3 6v12M11 6v12M3 12h8M15 8h5l-3 4a3 3 0 11-2 5" />
    </Glyph>
  ),
  bulletList: (
    <Glyph>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="1" fill="currentColor" />
      <circle cx="4.5" cy="12" r="1" fill="currentColor" />
      <circle cx="4.5" cy="18" r="1" fill="currentColor" />
    </Glyph>
  ),
  orderedList: (
    <Glyph>
      <path d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1V9M3.5 14.5a1.5 1.5 0 013 .3c0 1-3 2-3 3.7h3" />
    </Glyph>
  ),
  blockquote: (
    <Glyph>
      <path d="M5 7h5v5H6.5L5 16M14 7h5v5h-3.5L14 16" />
    </Glyph>
  ),
  codeBlock: (
    <Glyph>
      <path d="M8 7l-5 5 5 5M16 7l5 5-5 5" />
    </Glyph>
  ),
  link: (
    <Glyph>
      <path d="M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1" />
    </Glyph>
  ),
  image: (
    <Glyph>
      <path d="M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5h.01" />
    </Glyph>
  ),
  undo: (
    <Glyph>
      <path d="M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 010 11H11" />
    </Glyph>
  ),
  redo: (
    <Glyph>
      <path d="M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 000 11H13" />
    </Glyph>
  ),
} as const;
