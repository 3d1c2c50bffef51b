import type { ReliabilityRequest } from '../analyses/reliability/types';
import { command, comment, quote } from './format';
import type { SyntaxContext } from './types';

const model = {
  alpha: 'ALPHA',
  splitHalf: 'SPLIT',
  guttman: 'GUTTMAN',
  parallel: 'PARALLEL',
  strict: 'STRICTPARALLEL',
} as const;

/** One RELIABILITY per scale (each factor group is a scale), listwise within the scale as SPSS. */
export function reliabilitySyntax(r: ReliabilityRequest, ctx: SyntaxContext): string[] {
  const options = new Set(r.selectedAnalysisOptions);
  const statistics = [
    options.has('item') && 'DESCRIPTIVE',
    options.has('scale') && 'SCALE',
    options.has('interItemCorrelations') && 'CORR',
    options.has('interItemCovariances') && 'COV',
  ].filter((s): s is string => typeof s === 'string');
  const spss = ctx.target === 'spss';
  // PSPP's RELIABILITY knows /SUMMARY=TOTAL only.
  const summary = [
    options.has('scaleIfItemDeleted') && 'TOTAL',
    spss && options.has('summaryMeans') && 'MEANS',
  ].filter((s): s is string => typeof s === 'string');
  const out: string[] = [];
  for (const scale of r.scales) {
    const items = scale.variables.map(ctx.name);
    const name = quote(scale.name ?? 'ALL VARIABLES');
    out.push(
      ...command(
        'RELIABILITY',
        [],
        [
          ['VARIABLES=', ...items],
          `SCALE(${name}) ALL`,
          // PSPP needs the split point, and counts it in items of the first part; SPSS's
          // default split (the first part one item longer when the count is odd) is the product's.
          ctx.target === 'pspp' && r.model === 'splitHalf'
            ? `MODEL=SPLIT(${Math.ceil(items.length / 2)})`
            : `MODEL=${model[r.model]}`,
          spss && statistics.length > 0 && ['STATISTICS=', ...statistics],
          summary.length > 0 && ['SUMMARY=', ...summary],
          'MISSING=EXCLUDE',
        ],
      ),
    );
    if (spss && options.has('omega')) {
      // McDonald's omega is a model of RELIABILITY from SPSS 29 on.
      out.push(
        ...command(
          'RELIABILITY',
          [],
          [['VARIABLES=', ...items], `SCALE(${name}) ALL`, 'MODEL=OMEGA'],
        ),
      );
    }
  }
  if (spss && options.has('omega')) {
    out.push(...comment('MODEL=OMEGA needs SPSS Statistics 29 or later.'));
  }
  return out;
}
