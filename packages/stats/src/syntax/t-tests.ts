import type { IndependentTRequest } from '../analyses/t-independent/types';
import type { OneSampleTRequest } from '../analyses/t-one/types';
import type { PairedTRequest } from '../analyses/t-paired/types';
import { command, literal, num, proportion } from './format';
import type { SyntaxContext } from './types';

/** The product's "pairwise" is SPSS T-TEST's analysis-by-analysis default. */
const missing = (method: 'pairwise' | 'listwise') =>
  `MISSING=${method === 'listwise' ? 'LISTWISE' : 'ANALYSIS'}`;

/** Cohen's d and Hedges' g (SPSS 27 and later; PSPP has no /ES). */
const effectSizes = (ctx: SyntaxContext) => ctx.target === 'spss' && 'ES DISPLAY(TRUE)';

export function oneSampleTSyntax(r: OneSampleTRequest, ctx: SyntaxContext): string[] {
  return command(
    'T-TEST',
    [],
    [
      `TESTVAL=${num(r.populationMean)}`,
      missing(r.selectedMissingValueControlMethod),
      ['VARIABLES=', ...r.variables.map(ctx.name)],
      effectSizes(ctx),
      `CRITERIA=CI(${proportion(r.selectedConfidence)})`,
    ],
  );
}

export function pairedTSyntax(r: PairedTRequest, ctx: SyntaxContext): string[] {
  const pairs = r.pairedSampleTestValue.map(([a, b]) => [ctx.name(a), ctx.name(b)] as const);
  const command1 = (list: readonly (readonly [string, string])[]) =>
    command(
      'T-TEST PAIRS=',
      [...list.map(([a]) => a), 'WITH', ...list.map(([, b]) => b), '(PAIRED)'],
      [
        effectSizes(ctx) && `${effectSizes(ctx)} STANDARDIZER(SD)`,
        `CRITERIA=CI(${proportion(r.selectedConfidence)})`,
        missing(r.selectedMissingValueControlMethod),
      ],
    );
  // A variable may appear once on each side of WITH: pairs that reuse one get a command each.
  const reused = (side: 0 | 1) => new Set(pairs.map((p) => p[side])).size < pairs.length;
  return reused(0) || reused(1) ? pairs.flatMap((pair) => command1([pair])) : command1(pairs);
}

export function independentTSyntax(r: IndependentTRequest, ctx: SyntaxContext): string[] {
  const g = r.independentGroupingVariable;
  // With a cut point SPSS puts values at or above it in one group and the rest in the other,
  // as the product does.
  const groups =
    'cutPoint' in g
      ? `${ctx.name(g.variable)}(${num(g.cutPoint)})`
      : `${ctx.name(g.variable)}(${g.groups.map((v) => groupValue(v, g.variable, ctx)).join(' ')})`;
  return command(
    `T-TEST GROUPS=${groups}`,
    [],
    [
      missing(r.selectedMissingValueControlMethod),
      ['VARIABLES=', ...r.independentSampleTestValue.map(ctx.name)],
      effectSizes(ctx),
      `CRITERIA=CI(${proportion(r.selectedConfidence)})`,
    ],
  );
}

/** A group value typed as its variable: quoted for a text variable, a number otherwise. */
export function groupValue(value: number | string, variable: string, ctx: SyntaxContext): string {
  if (ctx.column(variable)?.type === 'categorical') return literal(String(value));
  const n = typeof value === 'number' ? value : Number(value.trim());
  return Number.isFinite(n) && String(value).trim() !== '' ? num(n) : literal(String(value));
}
