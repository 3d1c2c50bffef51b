import type { CSSProperties } from 'react';
import { vars } from '@tonggye/ui';

/** Layout of the store's forms: the kit's tokens, inline (as the site's store pages lay out). */
export const storeFormStyles = {
  sheet: {
    display: 'grid',
    gap: vars.space.xlarge,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
    alignItems: 'start',
  },
  section: {
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    padding: vars.space.large,
    margin: 0,
    minWidth: 0,
  },
  twoColumns: {
    display: 'grid',
    gap: vars.space.medium,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  },
} satisfies Record<string, CSSProperties>;
