import type { DescriptiveRequest } from '../analyses/descriptive/types';
import type { FactorGroup, FrequenciesRequest } from '../analyses/frequencies/types';
import type { MultipleResponsesRequest } from '../analyses/multiple-responses/types';
import { command, comment, literal, num, proportion, quote } from './format';
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

/**
 * MULT RESPONSE: dichotomies counted at their value, categories over the items' range. The
 * procedure counts integer codes of numeric variables only, and its set names are short, so
 * sets are named $MR1, $MR2 ... with the product's name as their label.
 */
export function multipleResponsesSyntax(r: MultipleResponsesRequest, ctx: SyntaxContext): string[] {
  const out: string[] = [];
  const groups: string[] = [];
  const names: string[] = [];
  r.sets.forEach((set, k) => {
    const name = `$MR${k + 1}`;
    const items = set.variables.map(ctx.name);
    const columns = set.variables.map(ctx.column);
    const numeric = columns.every((c) => c?.type === 'numeric');
    const label = quote(set.label === set.name ? set.name : `${set.name}: ${set.label}`);
    if (set.type === 'dichotomies') {
      const counted =
        typeof set.countedValue === 'number' ? set.countedValue : Number(set.countedValue ?? 1);
      if (numeric && Number.isInteger(counted)) {
        groups.push(`${name} ${label} (${items.join(' ')} (${counted}))`);
        names.push(name);
        return;
      }
    } else {
      const lows = columns.map((c) => c?.min);
      const highs = columns.map((c) => c?.max);
      if (numeric && lows.every((v) => v !== undefined) && highs.every((v) => v !== undefined)) {
        const low = Math.floor(Math.min(...(lows as number[])));
        const high = Math.ceil(Math.max(...(highs as number[])));
        groups.push(`${name} ${label} (${items.join(' ')} (${low},${high}))`);
        names.push(name);
        return;
      }
    }
    out.push(
      ...comment(
        `MULT RESPONSE counts integer codes of numeric variables only: code the items of set ${set.name} as numbers (AUTORECODE or RECODE) first.`,
      ),
    );
  });
  if (groups.length === 0) return out;
  out.push(
    ...command(
      'MULT RESPONSE',
      [],
      [...groups.map((g) => `GROUPS=${g}`), ['FREQUENCIES=', ...names]],
    ),
  );
  return out;
}
