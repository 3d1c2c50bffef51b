import type { AnovaRequest, PostHocOption } from '../analyses/anova/types';
import { command, comment, num, proportion } from './format';
import type { SyntaxContext } from './types';

const postHocKeyword: Record<PostHocOption, string> = {
  lsd: 'LSD',
  bonferroni: 'BONFERRONI',
  sidak: 'SIDAK',
  scheffe: 'SCHEFFE',
  tukey: 'TUKEY',
  duncan: 'DUNCAN',
  snk: 'SNK',
  gamesHowell: 'GH',
  dunnettT3: 'T3',
  dunnett: 'DUNNETT',
};

/**
 * ONEWAY needs a numeric factor in SPSS (and GLM in PSPP), so a text factor is coded 1, 2, ...
 * in ascending order by AUTORECODE, its values kept as value labels; the product orders
 * text levels the same way.
 */
export function numericFactors(factors: readonly string[], ctx: SyntaxContext) {
  const lines: string[] = [];
  const names = factors.map((f) => {
    if (ctx.column(f)?.type !== 'categorical') return ctx.name(f);
    const coded = ctx.newName(`${ctx.name(f)}_code`);
    lines.push(...command(`AUTORECODE VARIABLES=${ctx.name(f)}`, [], [`INTO ${coded}`]));
    return coded;
  });
  return { lines, names };
}

/** DUNNETT's control: SPSS's default is the last category; (1) names the first one. */
const dunnett = (r: AnovaRequest): string =>
  r.dunnettControl === 'first' ? 'DUNNETT(1)' : 'DUNNETT';

export function anovaSyntax(r: AnovaRequest, ctx: SyntaxContext): string[] {
  const { lines, names } = numericFactors(r.factors, ctx);
  const alpha = num(Number((1 - r.selectedConfidence / 100).toPrecision(12)));
  const options = new Set(r.selectedAnovaOptions);
  const postHoc = r.postHoc.map((p) => (p === 'dunnett' ? dunnett(r) : postHocKeyword[p]));
  const dependents = r.dependents.map(ctx.name);

  const covariates = (r.covariates ?? []).map(ctx.name);
  if (r.anovaAnalysisType === 'oneway' && r.factors.length === 1 && covariates.length === 0) {
    const stats = [
      options.has('descriptives') && 'DESCRIPTIVES',
      options.has('homogeneity') && 'HOMOGENEITY',
      ctx.target === 'spss' && options.has('welch') && 'WELCH',
      ctx.target === 'spss' && options.has('brownForsythe') && 'BROWNFORSYTHE',
    ].filter((s): s is string => typeof s === 'string');
    return [
      ...lines,
      ...command(
        'ONEWAY',
        [...dependents, 'BY', names[0]!],
        [
          ctx.target === 'spss' && options.has('effectSize') && 'ES=OVERALL',
          stats.length > 0 && ['STATISTICS', ...stats],
          ctx.target === 'spss' && options.has('meansPlot') && 'PLOT MEANS',
          `MISSING ${r.selectedMissingValueControlMethod === 'listwise' ? 'LISTWISE' : 'ANALYSIS'}`,
          ctx.target === 'spss' && `CRITERIA=CILEVEL(${proportion(r.selectedConfidence)})`,
          r.postHoc.length > 0 && ['POSTHOC=', ...postHoc, `ALPHA(${alpha})`],
        ],
      ),
    ];
  }

  const term = (effect: string) =>
    effect
      .split('*')
      .map((f) => names[r.factors.indexOf(f.trim())] ?? ctx.name(f.trim()))
      .join('*');
  // Covariates come first in the design, as SPSS lists them and the product tests them.
  const design = [...covariates, ...(r.selectedEffect ?? fullFactorial(r.factors)).map(term)];

  const out = [...lines];
  for (const dependent of dependents) {
    if (ctx.target === 'pspp') {
      // PSPP's GLM prints the Type III table only: no post hoc, EMMEANS or PRINT.
      out.push(
        ...command(
          'GLM',
          [dependent, 'BY', ...names, ...(covariates.length > 0 ? ['WITH', ...covariates] : [])],
          [
            'METHOD=SSTYPE(3)',
            'INTERCEPT=INCLUDE',
            `CRITERIA=ALPHA(${alpha})`,
            ['DESIGN=', ...design],
          ],
        ),
      );
      continue;
    }
    const print = [
      options.has('descriptives') && 'DESCRIPTIVE',
      options.has('homogeneity') && 'HOMOGENEITY',
      options.has('effectSize') && 'ETASQ',
    ].filter((s): s is string => typeof s === 'string');
    out.push(
      ...command(
        'UNIANOVA',
        [dependent, 'BY', ...names, ...(covariates.length > 0 ? ['WITH', ...covariates] : [])],
        [
          'METHOD=SSTYPE(3)',
          'INTERCEPT=INCLUDE',
          // UNIANOVA runs no post hoc test with covariates, and neither does the product.
          r.postHoc.length > 0 &&
            covariates.length === 0 && ['POSTHOC=', ...names, `(${postHoc.join(' ')})`],
          ...(r.pairwiseComparisons === 'none'
            ? []
            : names.map(
                (n) => `EMMEANS=TABLES(${n}) COMPARE ADJ(${r.pairwiseComparisons.toUpperCase()})`,
              )),
          print.length > 0 && ['PRINT=', ...print],
          options.has('meansPlot') && names.length >= 2 && `PLOT=PROFILE(${names[0]}*${names[1]})`,
          `CRITERIA=ALPHA(${alpha})`,
          ['DESIGN=', ...design],
        ],
      ),
    );
    if (r.homogeneityOfSlopes && covariates.length > 0) {
      // The homogeneity of regression slopes: the same model with every factor term by
      // covariate interaction added; read their rows.
      const factorTerms = (r.selectedEffect ?? fullFactorial(r.factors)).map(term);
      const slopes = covariates.flatMap((c) => factorTerms.map((t) => `${t}*${c}`));
      out.push(
        ...command(
          'UNIANOVA',
          [dependent, 'BY', ...names, 'WITH', ...covariates],
          ['METHOD=SSTYPE(3)', 'INTERCEPT=INCLUDE', ['DESIGN=', ...design, ...slopes]],
        ),
      );
    }
  }
  if (ctx.target === 'spss' && (options.has('welch') || options.has('brownForsythe'))) {
    out.push(...comment('Welch and Brown-Forsythe tests exist in ONEWAY only, not in UNIANOVA.'));
  }
  return out;
}

/** Every main effect and interaction, in SPSS's order (A, B, A*B, C, A*C, B*C, A*B*C). */
export function fullFactorial(factors: readonly string[]): string[] {
  const terms: string[][] = [];
  for (const f of factors) {
    const withF = terms.map((t) => [...t, f]);
    terms.push([f], ...withF);
  }
  return terms.sort((a, b) => a.length - b.length).map((t) => t.join('*'));
}
