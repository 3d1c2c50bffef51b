import type { DescriptiveRequest } from '../analyses/descriptive/types';
import { command, num, proportion } from './format';
import type { SyntaxContext } from './types';

const descriptivesKeyword = {
  mean: 'MEAN',
  sum: 'SUM',
  std: 'STDDEV',
  variance: 'VARIANCE',
  range: 'RANGE',
  min: 'MIN',
  max: 'MAX',
  seMean: 'SEMEAN',
  skewness: 'SKEWNESS',
  kurtosis: 'KURTOSIS',
} as const;

/**
 * DESCRIPTIVES for the moments, FREQUENCIES for median and mode, EXAMINE for the interval of
 * the mean, the interquartile range, normality tests and plots; all exclude missing values
 * variable by variable, as the product does.
 */
export function descriptiveSyntax(r: DescriptiveRequest, ctx: SyntaxContext): string[] {
  const out: string[] = [];
  let variables = r.variables.map(ctx.name);
  if (r.fillMethod !== 'exclude') {
    // Missing values replaced by the variable's mean or median, into new variables.
    const filled = variables.map((v) => ctx.newName(`${v}_${r.fillMethod}`));
    const fn =
      r.fillMethod === 'mean' ? (v: string) => `SMEAN(${v})` : (v: string) => `MEDIAN(${v}, ALL)`;
    out.push(
      ...command(
        'RMV',
        [],
        variables.map((v, i) => `${filled[i]}=${fn(v)}`),
      ),
    );
    variables = filled;
  }
  const asked = [...r.centralTendency, ...r.dispersion, ...r.distribution];
  const moments = asked.filter(
    (s): s is keyof typeof descriptivesKeyword => s in descriptivesKeyword,
  );
  if (moments.length > 0) {
    out.push(
      ...command(
        'DESCRIPTIVES',
        [],
        [
          ['VARIABLES=', ...variables],
          ['STATISTICS=', ...moments.map((s) => descriptivesKeyword[s])],
        ],
      ),
    );
  }
  const byFrequencies = [
    r.centralTendency.includes('median') && 'MEDIAN',
    r.centralTendency.includes('mode') && 'MODE',
  ].filter((s): s is string => typeof s === 'string');
  if (byFrequencies.length > 0) {
    out.push(
      ...command(
        'FREQUENCIES',
        [],
        [['VARIABLES=', ...variables], 'FORMAT=NOTABLE', ['STATISTICS=', ...byFrequencies]],
      ),
    );
  }
  const plots = [
    r.visualize.includes('boxplot') && 'BOXPLOT',
    r.visualize.includes('histogram') && 'HISTOGRAM',
    (r.significance.length > 0 || r.visualize.includes('qq')) && 'NPPLOT',
  ].filter((s): s is string => typeof s === 'string');
  if (r.confidenceInterval !== null || r.dispersion.includes('iqr') || plots.length > 0) {
    out.push(
      ...command(
        'EXAMINE',
        [],
        [
          ['VARIABLES=', ...variables],
          ['PLOT', ...(plots.length > 0 ? plots : ['NONE'])],
          'COMPARE GROUPS',
          'STATISTICS DESCRIPTIVES',
          // SPSS reads the level in percent, PSPP as a proportion.
          ctx.target === 'pspp'
            ? `CINTERVAL ${proportion(r.confidenceInterval ?? 95)}`
            : `CINTERVAL ${num(r.confidenceInterval ?? 95)}`,
          'MISSING PAIRWISE',
          'NOTOTAL',
        ],
      ),
    );
  }
  return out;
}
