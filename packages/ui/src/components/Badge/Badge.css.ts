import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const c = vars.color;

/** Text/background pairs are listed in `textColorPairs` (theme/tokens.ts) and checked for contrast. */
const soft = {
  neutral: { color: c.text, backgroundColor: c.surfaceSunken },
  brand: { color: c.brandText, backgroundColor: c.brandSoft },
  info: { color: c.info, backgroundColor: c.infoSoft },
  positive: { color: c.positive, backgroundColor: c.positiveSoft },
  caution: { color: c.caution, backgroundColor: c.cautionSoft },
  critical: { color: c.critical, backgroundColor: c.criticalSoft },
  delivery: { color: c.text, backgroundColor: c.deliverySoft },
} as const;

const solid = {
  neutral: { color: c.textOnFill, backgroundColor: c.textMuted },
  brand: { color: c.textOnFill, backgroundColor: c.brandText },
  info: { color: c.textOnFill, backgroundColor: c.info },
  positive: { color: c.textOnFill, backgroundColor: c.positive },
  caution: { color: c.textOnFill, backgroundColor: c.caution },
  critical: { color: c.textOnFill, backgroundColor: c.critical },
  // The delivery blue is too light for white text; dark text keeps 4.5:1.
  delivery: { color: c.text, backgroundColor: c.delivery },
} as const;

type Tone = keyof typeof soft;
const tones = Object.keys(soft) as Tone[];

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    padding: `${vars.space.xxsmall} ${vars.space.small}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: Object.fromEntries(tones.map((tone) => [tone, {}])) as Record<Tone, object>,
    emphasis: { soft: {}, solid: {} },
  },
  compoundVariants: tones.flatMap((tone) => [
    { variants: { tone, emphasis: 'soft' as const }, style: soft[tone] },
    { variants: { tone, emphasis: 'solid' as const }, style: solid[tone] },
  ]),
  defaultVariants: { tone: 'neutral', emphasis: 'soft' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
