import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const ring = recipe({
  base: {
    display: 'inline-block',
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: vars.color.brandSoft,
    borderTopColor: vars.color.brand,
    animation: `${spin} 0.9s linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
  },
  variants: {
    // Spec: 35 px, 30 px inside the page wrapper.
    size: {
      35: { width: '35px', height: '35px', borderWidth: '4px' },
      30: { width: '30px', height: '30px', borderWidth: '3px' },
    },
  },
});
