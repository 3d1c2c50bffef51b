import type { RepeatedRequest } from '../analyses/repeated/types';
import { fullFactorial } from './anova';
import { command, comment, num } from './format';
import type { SyntaxContext } from './types';

/**
 * `anova/repeated` as SPSS's GLM with WSFACTOR: the measures in the dialog's order (the last
 * within factor varying fastest, as the request lists them), polynomial contrasts (the
 * product's within-subject contrasts), Type III sums of squares, and the estimated marginal
 * means of every within factor with the chosen adjustment. A within factor's name becomes a
 * valid SPSS name that no variable of the dataset uses.
 */
export function repeatedSyntax(r: RepeatedRequest, ctx: SyntaxContext): string[] {
  const measures = r.measures.map(ctx.name);
  const between = r.betweenFactors.map(ctx.name);
  const within = r.withinFactors.map((f) => ({ name: ctx.newName(f.name), levels: f.levels }));
  const alpha = num(Number((1 - r.selectedConfidence / 100).toPrecision(12)));
  const adjustment = r.pairwiseComparisons.toUpperCase();
  const names = within.map((f) => f.name);
  const lines = [
    ...command('GLM', between.length > 0 ? [...measures, 'BY', ...between] : measures, [
      ['WSFACTOR=', ...within.map((f) => `${f.name} ${f.levels} Polynomial`)],
      'METHOD=SSTYPE(3)',
      ...names.map((n) => `EMMEANS=TABLES(${n}) COMPARE ADJ(${adjustment})`),
      ['PRINT=', 'DESCRIPTIVE', 'ETASQ'],
      `PLOT=PROFILE(${between.length > 0 ? `${names[0]}*${between[0]}` : names[0]})`,
      `CRITERIA=ALPHA(${alpha})`,
      ['WSDESIGN=', ...fullFactorial(names)],
      between.length > 0 ? ['DESIGN=', ...fullFactorial(between)] : 'DESIGN',
    ]),
  ];
  if (ctx.target === 'pspp') lines.unshift(...comment('PSPP has no GLM WSFACTOR: SPSS runs this.'));
  return lines;
}
