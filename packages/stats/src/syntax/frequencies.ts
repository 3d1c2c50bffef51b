import type { FactorGroup, FrequenciesRequest } from '../analyses/frequencies/types';
import { command, literal, quote } from './format';
import type { SyntaxContext } from './types';

const frequencyKeyword = {
  mean: 'MEAN',
  median: 'MEDIAN',
  mode: 'MODE',
  sum: 'SUM',
  std: 'STDDEV',
  variance: 'VARIANCE',
  range: 'RANGE',
  min: 'MINIMUM',
  max: 'MAXIMUM',
  seMean: 'SEMEAN',
  skewness: 'SKEWNESS SESKEW',
  kurtosis: 'KURTOSIS SEKURT',
} as const;

/**
 * A factor group's recode: each group's values become its label, other values stay. A text
 * variable is recoded into a new text variable; a numeric one into codes above its largest
 * value, labelled with the groups' names.
 */
function recodeGroups(group: FactorGroup, ctx: SyntaxContext): { lines: string[]; name: string } {
  const source = ctx.name(group.variable);
  const column = ctx.column(group.variable);
  const target = ctx.newName(`${source}_group`);
  if (column?.type === 'categorical') {
    const width = Math.max(
      column.width ?? 1,
      ...group.groups.map((g) => new TextEncoder().encode(g.label).length),
    );
    return {
      name: target,
      lines: [
        `STRING ${target} (A${width}).`,
        ...command(`RECODE ${source}`, [
          ...group.groups.map(
            (g) => `(${g.values.map((v) => literal(String(v))).join(',')}=${quote(g.label)})`,
          ),
          '(ELSE=COPY)',
          `INTO ${target}`,
        ]),
        // Empty cells stay missing in the new variable, as in its source.
        `MISSING VALUES ${target} ('').`,
      ],
    };
  }
  const base = Math.floor(column?.max ?? 0) + 1;
  return {
    name: target,
    lines: [
      ...command(`RECODE ${source}`, [
        ...group.groups.map((g, k) => `(${g.values.map(literal).join(',')}=${base + k})`),
        '(ELSE=COPY)',
        `INTO ${target}`,
      ]),
      ...command(
        `VALUE LABELS ${target}`,
        group.groups.map((g, k) => `${base + k} ${quote(g.label)}`),
      ),
    ],
  };
}

export function frequenciesSyntax(r: FrequenciesRequest, ctx: SyntaxContext): string[] {
  const out: string[] = [];
  const variables = r.variables.map((v) => {
    const group = r.factorGroups.find((g) => g.variable === v);
    if (!group) return ctx.name(v);
    const recoded = recodeGroups(group, ctx);
    out.push(...recoded.lines);
    return recoded.name;
  });
  const statistics = r.statistics.filter((s) => s !== 'quartiles').map((s) => frequencyKeyword[s]);
  out.push(
    ...command(
      'FREQUENCIES',
      [],
      [
        ['VARIABLES=', ...variables],
        'FORMAT=AVALUE',
        r.statistics.includes('quartiles') && 'NTILES=4',
        statistics.length > 0 && ['STATISTICS=', ...statistics],
        'ORDER=ANALYSIS',
      ],
    ),
  );
  return out;
}
