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
  const first = r.pairedSampleTestValue.map(([a]) => ctx.name(a));
  const second = r.pairedSampleTestValue.map(([, b]) => ctx.name(b));
  return command(
    'T-TEST PAIRS=',
    [...first, 'WITH', ...second, '(PAIRED)'],
    [
      effectSizes(ctx) && `${effectSizes(ctx)} STANDARDIZER(SD)`,
      `CRITERIA=CI(${proportion(r.selectedConfidence)})`,
      missing(r.selectedMissingValueControlMethod),
    ],
  );
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
function groupValue(value: number | string, variable: string, ctx: SyntaxContext): string {
  if (ctx.column(variable)?.type === 'categorical') return literal(String(value));
  const n = typeof value === 'number' ? value : Number(value.trim());
  return Number.isFinite(n) && String(value).trim() !== '' ? num(n) : literal(String(value));
}
