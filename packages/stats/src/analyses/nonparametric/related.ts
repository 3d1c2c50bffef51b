import type { DataTable, ResultTableModel } from '../../types';
import { numericColumn } from '../../variables';
import { listwise, replaceNonFinite, warningList, type Warnings } from '../common/warnings';
import { int, label, num, pCol } from '../t-one/tables';
import { binomialLower, normalTwoSided, ranksWithTies } from './common';
import type {
  RelatedPairsRequest,
  SignPair,
  SignRequest,
  SignResult,
  WilcoxonPair,
  WilcoxonRequest,
  WilcoxonResult,
} from './types';

/** SPSS's sign test is exact binomial up to this many non-zero differences, then Z. */
export const EXACT_SIGN_LIMIT = 25;

/** The differences second − first of each pair's cases with both values valid. */
function pairDifferences<Id extends string>(
  table: DataTable,
  request: RelatedPairsRequest<Id>,
): { first: string; second: string; differences: number[] }[] {
  let columns = request.pairs.flatMap(([a, b]) => [
    numericColumn(table, a).values,
    numericColumn(table, b).values,
  ]);
  if (request.selectedMissingValueControlMethod === 'listwise') columns = listwise(columns);
  return request.pairs.map(([first, second], k) => {
    const xs = columns[2 * k]!;
    const ys = columns[2 * k + 1]!;
    const differences: number[] = [];
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i];
      const y = ys[i];
      if (x === null || x === undefined || y === null || y === undefined) continue;
      differences.push(y - x);
    }
    return { first, second, differences };
  });
}

const pairName = (first: string, second: string) => `${second} - ${first}`;

/**
 * `nonparametric/wilcoxon`: SPSS NPAR TESTS /WILCOXON … WITH … (PAIRED). Zero differences are
 * dropped; the absolute differences are ranked with ties averaged; Z is taken on the smaller
 * rank sum with the tie-corrected variance and no continuity correction.
 */
export function wilcoxon(table: DataTable, request: WilcoxonRequest): WilcoxonResult {
  const warnings = warningList();
  const pairs = pairDifferences(table, request).map(({ first, second, differences }) => {
    const pair = wilcoxonPair(first, second, differences, warnings);
    replaceNonFinite(pair, pairName(first, second), warnings);
    return pair;
  });
  return {
    analysis: 'nonparametric/wilcoxon',
    pairs,
    tables: wilcoxonTables(pairs),
    warnings: warnings.ko,
    warningsEn: warnings.en,
  };
}

function wilcoxonPair(
  first: string,
  second: string,
  differences: number[],
  warnings: Warnings,
): WilcoxonPair {
  const nonZero = differences.filter((d) => d !== 0);
  const n = nonZero.length;
  const { ranks, ties } = ranksWithTies(nonZero.map(Math.abs));
  let negativeN = 0;
  let negativeSum = 0;
  let positiveSum = 0;
  for (let i = 0; i < n; i++) {
    if (nonZero[i]! < 0) {
      negativeN++;
      negativeSum += ranks[i]!;
    } else positiveSum += ranks[i]!;
  }
  const positiveN = n - negativeN;
  const pair: WilcoxonPair = {
    first,
    second,
    negativeN,
    positiveN,
    ties: differences.length - n,
    total: differences.length,
    negativeMeanRank: negativeN > 0 ? negativeSum / negativeN : null,
    positiveMeanRank: positiveN > 0 ? positiveSum / positiveN : null,
    negativeSumOfRanks: negativeSum,
    positiveSumOfRanks: positiveSum,
    z: null,
    basedOn: null,
    pValue: null,
    r: null,
  };
  const name = pairName(first, second);
  if (n === 0) {
    warnings.add(
      differences.length === 0
        ? `'${name}' 쌍에 두 변수 모두 유효한 사례가 없어 Wilcoxon 검정을 할 수 없습니다.`
        : `'${name}' 쌍의 차이가 모두 0이라(동률) Wilcoxon 검정의 Z를 계산할 수 없습니다.`,
      differences.length === 0
        ? `The pair '${name}' has no case with both values valid, so the Wilcoxon test cannot be done.`
        : `Every difference in the pair '${name}' is zero (all ties), so the Wilcoxon Z cannot be computed.`,
    );
    return pair;
  }
  const smaller = Math.min(negativeSum, positiveSum);
  const variance = (n * (n + 1) * (2 * n + 1)) / 24 - ties / 48;
  pair.z = (smaller - (n * (n + 1)) / 4) / Math.sqrt(variance);
  pair.basedOn = negativeSum <= positiveSum ? 'negative' : 'positive';
  pair.pValue = normalTwoSided(pair.z);
  pair.r = Math.abs(pair.z) / Math.sqrt(differences.length);
  return pair;
}

/** The "Ranks" (or "Frequencies") rows of one pair: negative, positive, ties, total. */
function countRows(
  name: string,
  counts: { negativeN: number; positiveN: number; ties: number; total: number },
  ranks?: {
    negativeMeanRank: number | null;
    positiveMeanRank: number | null;
    negativeSumOfRanks: number;
    positiveSumOfRanks: number;
  },
  words = { negative: '음의 순위 (Negative Ranks)', positive: '양의 순위 (Positive Ranks)' },
) {
  const row = (kind: string, cells: Record<string, number | string | null>, refs?: number[]) => ({
    label: name,
    group: name,
    cells: { kind, ...cells } as Record<string, number | string | null>,
    ...(refs ? { footnoteRefs: refs } : {}),
  });
  return [
    row(
      words.negative,
      {
        n: counts.negativeN,
        meanRank: ranks?.negativeMeanRank ?? null,
        sumOfRanks: ranks?.negativeSumOfRanks ?? null,
      },
      [0],
    ),
    row(
      words.positive,
      {
        n: counts.positiveN,
        meanRank: ranks?.positiveMeanRank ?? null,
        sumOfRanks: ranks?.positiveSumOfRanks ?? null,
      },
      [1],
    ),
    row('동률 (Ties)', { n: counts.ties, meanRank: null, sumOfRanks: null }, [2]),
    row('전체 (Total)', { n: counts.total, meanRank: null, sumOfRanks: null }),
  ];
}

const directionFootnotes = (pairs: { first: string; second: string }[]) => {
  const one = pairs.length === 1 ? pairs[0]! : { first: '첫째 변수', second: '둘째 변수' };
  const oneEn = pairs.length === 1 ? pairs[0]! : { first: 'first', second: 'second' };
  return [
    label(`${one.second} < ${one.first}`, `${oneEn.second} < ${oneEn.first}`),
    label(`${one.second} > ${one.first}`, `${oneEn.second} > ${oneEn.first}`),
    label(`${one.second} = ${one.first}`, `${oneEn.second} = ${oneEn.first}`),
  ];
};

function wilcoxonTables(pairs: WilcoxonPair[]): ResultTableModel[] {
  return [
    {
      id: 'ranks',
      title: label('순위', 'Ranks'),
      columns: [
        { key: 'kind', label: label('', ''), format: 'text' },
        int('n', 'N', 'N'),
        num('meanRank', '평균 순위', 'Mean Rank', 2),
        num('sumOfRanks', '순위 합', 'Sum of Ranks', 2),
      ],
      rows: pairs.flatMap((p) => countRows(pairName(p.first, p.second), p, p)),
      footnotes: directionFootnotes(pairs),
    },
    {
      id: 'test-statistics',
      title: label('검정 통계량', 'Test Statistics'),
      columns: [
        num('z', 'Z', 'Z'),
        pCol('pValue', '근사 유의확률(양측)', 'Asymp. Sig. (2-tailed)'),
        num('r', '효과크기 r', 'Effect Size r'),
      ],
      rows: pairs.map((p) => ({
        label: pairName(p.first, p.second),
        cells: { z: p.z, pValue: p.pValue, r: p.r },
        ...(p.basedOn ? { footnoteRefs: [p.basedOn === 'negative' ? 1 : 2] } : {}),
      })),
      footnotes: [
        label('Wilcoxon 부호순위 검정', 'Wilcoxon Signed Ranks Test'),
        label('음의 순위를 기준으로 합니다.', 'Based on negative ranks.'),
        label('양의 순위를 기준으로 합니다.', 'Based on positive ranks.'),
        label('효과크기 r = |Z| / √N (N은 쌍의 수)', 'Effect size r = |Z| / √N (N pairs)'),
      ],
    },
  ];
}

/**
 * `nonparametric/sign`: SPSS NPAR TESTS /SIGN. Zero differences are dropped; up to 25 non-zero
 * differences the p is the exact two-sided binomial (p = 0.5), above that Z with the
 * continuity correction.
 */
export function signTest(table: DataTable, request: SignRequest): SignResult {
  const warnings = warningList();
  const pairs = pairDifferences(table, request).map(({ first, second, differences }) => {
    const pair = signPair(first, second, differences, warnings);
    replaceNonFinite(pair, pairName(first, second), warnings);
    return pair;
  });
  return {
    analysis: 'nonparametric/sign',
    pairs,
    tables: signTables(pairs),
    warnings: warnings.ko,
    warningsEn: warnings.en,
  };
}

function signPair(
  first: string,
  second: string,
  differences: number[],
  warnings: Warnings,
): SignPair {
  let negativeN = 0;
  let positiveN = 0;
  for (const d of differences) {
    if (d < 0) negativeN++;
    else if (d > 0) positiveN++;
  }
  const n = negativeN + positiveN;
  const pair: SignPair = {
    first,
    second,
    negativeN,
    positiveN,
    ties: differences.length - n,
    total: differences.length,
    method: null,
    z: null,
    pValue: null,
    r: null,
  };
  const name = pairName(first, second);
  if (n === 0) {
    warnings.add(
      differences.length === 0
        ? `'${name}' 쌍에 두 변수 모두 유효한 사례가 없어 부호 검정을 할 수 없습니다.`
        : `'${name}' 쌍의 차이가 모두 0이라(동률) 부호 검정을 할 수 없습니다.`,
      differences.length === 0
        ? `The pair '${name}' has no case with both values valid, so the sign test cannot be done.`
        : `Every difference in the pair '${name}' is zero (all ties), so the sign test cannot be done.`,
    );
    return pair;
  }
  const smaller = Math.min(negativeN, positiveN);
  if (n <= EXACT_SIGN_LIMIT) {
    pair.method = 'exact';
    pair.pValue = Math.min(1, 2 * binomialLower(smaller, n, 0.5));
    return pair;
  }
  pair.method = 'asymptotic';
  // The continuity correction moves the smaller count toward n/2, never past it.
  pair.z = Math.min(0, smaller + 0.5 - n / 2) / (Math.sqrt(n) / 2);
  pair.pValue = normalTwoSided(pair.z);
  pair.r = Math.abs(pair.z) / Math.sqrt(differences.length);
  return pair;
}

function signTables(pairs: SignPair[]): ResultTableModel[] {
  const anyExact = pairs.some((p) => p.method === 'exact');
  const anyZ = pairs.some((p) => p.method === 'asymptotic');
  return [
    {
      id: 'frequencies',
      title: label('빈도', 'Frequencies'),
      columns: [{ key: 'kind', label: label('', ''), format: 'text' }, int('n', 'N', 'N')],
      rows: pairs.flatMap((p) =>
        countRows(pairName(p.first, p.second), p, undefined, {
          negative: '음의 차이 (Negative Differences)',
          positive: '양의 차이 (Positive Differences)',
        }).map((row) => ({
          ...row,
          cells: { kind: row.cells.kind ?? null, n: row.cells.n ?? null },
        })),
      ),
      footnotes: directionFootnotes(pairs),
    },
    {
      id: 'test-statistics',
      title: label('검정 통계량', 'Test Statistics'),
      columns: [
        ...(anyZ ? [num('z', 'Z', 'Z')] : []),
        ...(anyZ
          ? [pCol('asymptoticPValue', '근사 유의확률(양측)', 'Asymp. Sig. (2-tailed)')]
          : []),
        ...(anyExact
          ? [pCol('exactPValue', '정확한 유의확률(양측)', 'Exact Sig. (2-tailed)')]
          : []),
        ...(anyZ ? [num('r', '효과크기 r', 'Effect Size r')] : []),
      ],
      rows: pairs.map((p) => ({
        label: pairName(p.first, p.second),
        cells: {
          z: p.z,
          asymptoticPValue: p.method === 'asymptotic' ? p.pValue : null,
          exactPValue: p.method === 'exact' ? p.pValue : null,
          r: p.r,
        },
        ...(p.method === 'exact' ? { footnoteRefs: [1] } : {}),
      })),
      footnotes: [
        label('부호 검정', 'Sign Test'),
        label('이항분포를 사용했습니다.', 'Binomial distribution used.'),
      ],
    },
  ];
}
