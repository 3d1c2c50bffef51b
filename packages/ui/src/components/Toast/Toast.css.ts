import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { closeButton, enterAnimation } from '../../overlay/overlay.css';

export const region = style({
  position: 'fixed',
  right: vars.space.large,
  bottom: vars.space.large,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: `min(${vars.size.toastWidth}, calc(100% - 2 * ${vars.space.large}))`,
  // The empty corner of the region lets clicks through to the page.
  pointerEvents: 'none',
});

export const toast = recipe({
  base: [
    enterAnimation,
    {
      pointerEvents: 'auto',
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space.small,
      padding: `${vars.space.medium} ${vars.space.small} ${vars.space.medium} ${vars.space.large}`,
      borderRadius: vars.radius.medium,
      borderLeft: `${vars.space.xsmall} solid`,
      boxShadow: vars.shadow.medium,
      color: vars.color.text,
    },
  ],
  variants: {
    tone: {
      info: { backgroundColor: vars.color.infoSoft, borderColor: vars.color.info },
      positive: { backgroundColor: vars.color.positiveSoft, borderColor: vars.color.positive },
      caution: { backgroundColor: vars.color.cautionSoft, borderColor: vars.color.caution },
      critical: { backgroundColor: vars.color.criticalSoft, borderColor: vars.color.critical },
    },
  },
});

export const body = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingTop: vars.space.xsmall,
});

export const title = recipe({
  base: { margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.body },
  variants: {
    tone: {
      info: { color: vars.color.info },
      positive: { color: vars.color.positive },
      caution: { color: vars.color.caution },
      critical: { color: vars.color.critical },
    },
  },
});

export const description = style({ margin: 0, fontSize: vars.fontSize.small });

/** The shared × in body text colour: muted grey is not a checked pair on the tinted fills. */
export const close = style([closeButton, { color: vars.color.text }]);
