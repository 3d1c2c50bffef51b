import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const ring = `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`;

export const frame = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surface,
    // The ring sits on the frame while the text has focus; toolbar buttons draw their own.
    selectors: {
      '&:has([contenteditable]:focus-visible)': { outline: ring, outlineOffset: '1px' },
    },
  },
  variants: {
    invalid: {
      true: { borderColor: vars.color.critical, borderWidth: '2px' },
      false: {},
    },
    disabled: {
      true: { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed' },
      false: {},
    },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  borderTopLeftRadius: vars.radius.medium,
  borderTopRightRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
});

export const toolSlot = recipe({
  base: { display: 'inline-flex' },
  variants: {
    separated: {
      true: {
        marginLeft: vars.space.xsmall,
        paddingLeft: vars.space.xsmall,
        borderLeft: `1px solid ${vars.color.border}`,
      },
      false: {},
    },
  },
});

export const tool = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.large,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': { outline: ring, outlineOffset: '1px' },
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.brandSoft,
      borderColor: vars.color.brand,
      color: vars.color.brandText,
    },
    // Stays focusable inside the toolbar; looks and acts inert.
    '&[aria-disabled="true"]': {
      backgroundColor: 'transparent',
      color: vars.color.borderStrong,
      cursor: 'default',
    },
  },
});

export const linkForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const linkInput = style({
  flex: '1 1 12rem',
  width: 'auto',
  minHeight: vars.size.controlSmall,
});

export const linkError = style({ flexBasis: '100%' });

export const contentWrap = style({ display: 'flex', flexDirection: 'column', flex: 1 });

/** The editable area, on top of RichText's typography so what you write is what is shown. */
export const content = style({
  minHeight: `calc(${vars.space.xxxlarge} * 4)`,
  padding: vars.space.medium,
  outline: 'none',
  whiteSpace: 'pre-wrap',
  selectors: { '&[aria-disabled="true"]': { color: vars.color.textMuted } },
});

globalStyle(`${content} p.is-editor-empty:first-child::before`, {
  content: 'attr(data-placeholder)',
  float: 'left',
  height: 0,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const count = recipe({
  base: {
    margin: 0,
    padding: `${vars.space.xsmall} ${vars.space.medium}`,
    textAlign: 'right',
    fontSize: vars.fontSize.small,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    over: {
      true: { color: vars.color.critical, fontWeight: vars.fontWeight.semibold },
      false: { color: vars.color.textMuted },
    },
  },
});

/** The image upload's live message: empty (no room taken) until a picture uploads or fails. */
export const imageStatus = recipe({
  base: {
    margin: 0,
    padding: `${vars.space.xsmall} ${vars.space.medium}`,
    fontSize: vars.fontSize.small,
    selectors: { '&:empty': { padding: 0 } },
  },
  variants: {
    failed: {
      true: { color: vars.color.critical },
      false: { color: vars.color.textMuted },
    },
  },
});

/** A picture chosen in the text (to delete or move it) shows the focus ring. */
globalStyle(`${content} img.ProseMirror-selectednode`, { outline: ring, outlineOffset: '2px' });
