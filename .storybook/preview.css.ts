import { style } from '@vanilla-extract/css';
import { vars } from '../packages/ui/src/theme/contract.css';

/** Padding around every story, so focus rings and shadows are inside the screenshot. */
export const canvas = style({ padding: vars.space.xlarge, backgroundColor: vars.color.surface });
