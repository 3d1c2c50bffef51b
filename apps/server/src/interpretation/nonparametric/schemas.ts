import { z } from 'zod';

/** What the nonparametric writers read of a result (see `../schemas.ts`). */
const count = z.number().int().min(0);
const value = z.number();
const maybe = z.number().nullable();
const name = z.string();
const warnings = {
  warnings: z.array(z.string()).optional(),
  warningsEn: z.array(z.string()).optional(),
};

const mannWhitney = z.looseObject({
  analysis: z.literal('nonparametric/mann-whitney'),
  groupingVariable: name,
  groupLabels: z.tuple([name, name]),
  variables: z.array(
    z.looseObject({
      variable: name,
      n1: count,
      n2: count,
      meanRank1: maybe,
      meanRank2: maybe,
      u: maybe,
      z: maybe,
      pValue: maybe,
      exactPValue: maybe,
      r: maybe,
    }),
  ),
  ...warnings,
});

const relatedPair = {
  first: name,
  second: name,
  negativeN: count,
  positiveN: count,
  ties: count,
  total: count,
  z: maybe,
  pValue: maybe,
  r: maybe,
};
const wilcoxon = z.looseObject({
  analysis: z.literal('nonparametric/wilcoxon'),
  pairs: z.array(
    z.looseObject({ ...relatedPair, negativeMeanRank: maybe, positiveMeanRank: maybe }),
  ),
  ...warnings,
});
const sign = z.looseObject({
  analysis: z.literal('nonparametric/sign'),
  pairs: z.array(
    z.looseObject({ ...relatedPair, method: z.enum(['exact', 'asymptotic']).nullable() }),
  ),
  ...warnings,
});

const kruskalWallis = z.looseObject({
  analysis: z.literal('nonparametric/kruskal-wallis'),
  groupingVariable: name,
  variables: z.array(
    z.looseObject({
      variable: name,
      n: count,
      groups: z.array(z.looseObject({ label: name, n: count, meanRank: maybe })),
      h: maybe,
      df: count,
      pValue: maybe,
      epsilonSquared: maybe,
      pairwise: z.array(z.looseObject({ group1: name, group2: name, adjustedPValue: maybe })),
    }),
  ),
  ...warnings,
});

const friedman = z.looseObject({
  analysis: z.literal('nonparametric/friedman'),
  n: count,
  meanRanks: z.array(z.looseObject({ variable: name, meanRank: maybe })).min(2),
  chiSquare: maybe,
  df: count,
  pValue: maybe,
  kendallW: maybe,
  ...warnings,
});

const chiSquare = z.looseObject({
  analysis: z.literal('nonparametric/chi-square'),
  variables: z.array(
    z.looseObject({
      variable: name,
      categories: z.array(
        z.looseObject({ category: name, observed: count, expected: value, residual: value }),
      ),
      n: count,
      chiSquare: maybe,
      df: count,
      pValue: maybe,
      expectedBelow5: count,
    }),
  ),
  ...warnings,
});

const binomial = z.looseObject({
  analysis: z.literal('nonparametric/binomial'),
  variables: z.array(
    z.looseObject({
      variable: name,
      group1: z.looseObject({ category: name, n: count, observedProportion: maybe }),
      group2: z.looseObject({ category: name, n: count }),
      n: count,
      testProportion: value,
      tails: z.union([z.literal(1), z.literal(2)]),
      pValue: maybe,
    }),
  ),
  ...warnings,
});

export const NONPARAMETRIC_SCHEMAS = {
  'nonparametric/mann-whitney': mannWhitney,
  'nonparametric/wilcoxon': wilcoxon,
  'nonparametric/sign': sign,
  'nonparametric/kruskal-wallis': kruskalWallis,
  'nonparametric/friedman': friedman,
  'nonparametric/chi-square': chiSquare,
  'nonparametric/binomial': binomial,
} as const;
