import type { CorrelationRequest } from '../analyses/correlation/types';
import { command } from './format';
import type { SyntaxContext } from './types';

/** Pearson by CORRELATIONS; Spearman and Kendall's tau-b by NONPAR CORR. */
export function correlationSyntax(r: CorrelationRequest, ctx: SyntaxContext): string[] {
  const variables = r.correlationVariables.map(ctx.name);
  const tail = r.selectedSignificance === 'oneTailed' ? 'ONETAIL' : 'TWOTAIL';
  // SPSS's NOSIG is "flag significant correlations"; SIG leaves them unflagged.
  const flag = r.selectedDisplayOptions.includes('flagSignificant') ? 'NOSIG' : 'SIG';
  const missing = r.selectedMissingValueControlMethod === 'listwise' ? 'LISTWISE' : 'PAIRWISE';
  const out: string[] = [];
  const coefficients = new Set(r.selectedCoefficientOptions);
  if (coefficients.has('pearson')) {
    const stats = [
      r.selectedAnalysisOptions.includes('meansAndSd') && 'DESCRIPTIVES',
      r.selectedAnalysisOptions.includes('crossProducts') && 'XPROD',
    ].filter((s): s is string => typeof s === 'string');
    out.push(
      ...command(
        'CORRELATIONS',
        [],
        [
          ['VARIABLES=', ...variables],
          `PRINT=${tail} ${flag}`,
          stats.length > 0 && ['STATISTICS', ...stats],
          `MISSING=${missing}`,
        ],
      ),
    );
  }
  const rank = coefficients.has('spearman')
    ? coefficients.has('kendall')
      ? 'BOTH'
      : 'SPEARMAN'
    : coefficients.has('kendall')
      ? 'KENDALL'
      : null;
  if (rank !== null) {
    out.push(
      ...command(
        'NONPAR CORR',
        [],
        [['VARIABLES=', ...variables], `PRINT=${rank} ${tail} ${flag}`, `MISSING=${missing}`],
      ),
    );
  }
  return out;
}
