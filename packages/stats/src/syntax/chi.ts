import type { ChiRequest } from '../analyses/chi/types';
import { command, comment } from './format';
import type { SyntaxContext } from './types';

const cell = {
  observed: 'COUNT',
  expected: 'EXPECTED',
  row: 'ROW',
  column: 'COLUMN',
  total: 'TOTAL',
};
const statistic = { phiCramer: 'PHI', contingency: 'CC', lambda: 'LAMBDA', gamma: 'GAMMA' };

export function chiSyntax(r: ChiRequest, ctx: SyntaxContext): string[] {
  const cells = [...r.counts, ...r.percentages].map((c) => cell[c]);
  const stats = [...(r.chiSquareTest ? ['CHISQ'] : []), ...r.statistics.map((s) => statistic[s])];
  const by = [r.rows, r.columns, ...r.layers].map(ctx.name).join(' BY ');
  const note =
    ctx.target === 'spss' && r.chiSquareTest
      ? comment(
          "SPSS gives Fisher's exact test for 2x2 tables; for larger tables add /METHOD=EXACT TIMER(5) (the Exact Tests option), as this service computes it where feasible.",
        )
      : [];
  return [
    ...note,
    ...command(
      'CROSSTABS',
      [],
      [
        `TABLES=${by}`,
        'FORMAT=AVALUE TABLES',
        ['CELLS=', ...(cells.length > 0 ? cells : ['COUNT'])],
        stats.length > 0 && ['STATISTICS=', ...stats],
      ],
    ),
  ];
}
