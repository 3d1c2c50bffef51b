import type { CSSProperties } from 'react';
import { vars } from '@tonggye/ui';

/** Layout of the content pages: the kit's tokens, inline (the site has no style sheets of its own). */
export const styles = {
  loading: { minHeight: '6rem' },
  nav: { borderBottom: `1px solid ${vars.color.border}`, paddingBottom: vars.space.small },
  navList: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: vars.space.large,
    listStyle: 'none',
    margin: 0,
    padding: 0,
    fontSize: vars.fontSize.small,
  },
  navLink: {
    display: 'inline-block',
    padding: `${vars.space.small} 0`,
    color: vars.color.textMuted,
  },
  navLinkCurrent: {
    display: 'inline-block',
    padding: `${vars.space.small} 0`,
    color: vars.color.brandText,
    fontWeight: vars.fontWeight.semibold,
  },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.medium },
  meta: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${vars.space.xsmall} ${vars.space.medium}`,
    margin: 0,
    fontSize: vars.fontSize.small,
    color: vars.color.textMuted,
  },
  metaValue: { margin: 0, color: vars.color.text },
} satisfies Record<string, CSSProperties>;
