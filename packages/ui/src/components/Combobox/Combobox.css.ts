import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const anchor = style({ position: 'relative' });

/** Room on the right for the open button. */
export const input = style({
  paddingRight: `calc(${vars.size.controlSmall} + ${vars.space.small})`,
});

export const toggle = style({
  position: 'absolute',
  right: vars.space.xsmall,
  top: '50%',
  transform: 'translateY(-50%)',
});

export const popup = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xsmall})`,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.dropdown,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
});

/** The listbox itself scrolls: assistive tech (and axe) know a combobox's popup is reached from the input. */
export const listbox = style({
  maxHeight: `calc(${vars.size.controlMedium} * 6.5)`,
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xsmall,
  listStyle: 'none',
  selectors: { '&:empty': { display: 'none' } },
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  columnGap: vars.space.small,
  minHeight: vars.size.controlMedium,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.brandSoft,
      fontWeight: vars.fontWeight.semibold,
    },
    // The active option carries the focus ring: keyboard focus stays in the input.
    '&[data-active="true"]': {
      backgroundColor: vars.color.surfaceSunken,
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
  },
});

export const optionDescription = style({
  gridColumn: '1',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const check = style({
  gridColumn: '2',
  gridRow: '1',
  color: vars.color.brandText,
});

export const empty = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
