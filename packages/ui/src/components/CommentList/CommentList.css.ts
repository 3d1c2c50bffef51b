import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderTop: `1px solid ${vars.color.border}`,
});

export const item = recipe({
  base: { listStyle: 'none' },
  variants: {
    reply: {
      false: { borderBottom: `1px solid ${vars.color.border}` },
      true: {
        borderTop: `1px solid ${vars.color.border}`,
        backgroundColor: vars.color.surfaceMuted,
      },
    },
  },
});

export const comment = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: `${vars.space.medium} ${vars.space.small}`,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const author = style({
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
});

export const time = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
});

export const content = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  wordBreak: 'keep-all',
});

export const deleted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const actions = style({
  display: 'flex',
  gap: vars.space.xsmall,
  marginLeft: `calc(-1 * ${vars.space.small})`,
});

/** Replies sit under their comment, indented with a corner mark. */
export const replies = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  paddingLeft: vars.space.xlarge,
  position: 'relative',
  backgroundColor: vars.color.surfaceMuted,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: vars.space.large,
      left: vars.space.small,
      width: vars.space.small,
      height: vars.space.small,
      borderLeft: `1px solid ${vars.color.borderStrong}`,
      borderBottom: `1px solid ${vars.color.borderStrong}`,
    },
  },
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.large,
});
