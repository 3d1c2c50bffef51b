import { pairSums } from '../../math/pair-sums';
import { correlationPValue, pearsonFrom } from '../../math/products';
import type { DataTable } from '../../types';
import { numericColumn } from '../../variables';
import { cohenAndHedges, emptyEffect } from '../common/effect-size';
import { listwise, replaceNonFinite, warningList, type Warnings } from '../common/warnings';
import { tCritical, twoSidedP } from '../t-one';
import { pairedTables } from './tables';
import type { PairedTPair, PairedTRequest, PairedTResult } from './types';

export * from './types';
export { parsePairedTRequest } from './request';

/** `t/paired` of the analysis contract: SPSS T-TEST PAIRS, cases with a missing value in a pair left out of that pair. */
export function pairedT(table: DataTable, request: PairedTRequest): PairedTResult {
  const warnings = warningList();
  let inputs = request.pairedSampleTestValue.map(([a, b]) => ({
    a,
    b,
    x: numericColumn(table, a).values,
    y: numericColumn(table, b).values,
  }));
  if (request.selectedMissingValueControlMethod === 'listwise') {
    const kept = listwise(inputs.flatMap((p) => [p.x, p.y]));
    inputs = inputs.map((p, i) => ({ ...p, x: kept[2 * i]!, y: kept[2 * i + 1]! }));
  }
  const pairs = inputs.map(({ a, b, x, y }) => {
    const pair = testPair(a, b, x, y, request.selectedConfidence, warnings);
    replaceNonFinite(pair, `${a} - ${b}`, warnings);
    return pair;
  });
  return {
    analysis: 't/paired',
    confidence: request.selectedConfidence,
    pairs,
    tables: pairedTables(pairs, request.selectedConfidence),
    warnings: warnings.ko,
    warningsEn: warnings.en,
  };
}

function testPair(
  a: string,
  b: string,
  xs: readonly (number | null)[],
  ys: readonly (number | null)[],
  level: number,
  warnings: Warnings,
): PairedTPair {
  const sums = pairSums(xs, ys);
  const n = sums.n;
  const pair: PairedTPair = {
    first: a,
    second: b,
    n,
    missing: xs.length - n,
    mean1: null,
    std1: null,
    seMean1: null,
    mean2: null,
    std2: null,
    seMean2: null,
    correlation: null,
    correlationPValue: null,
    correlationPValueOneSided: null,
    meanDifference: null,
    stdDifference: null,
    seDifference: null,
    lowerConf: null,
    upperConf: null,
    tValue: null,
    degreesOfFreedom: null,
    pValue: null,
    pValueOneSided: null,
    cohensD: emptyEffect(),
    hedgesG: emptyEffect(),
  };
  const name = `'${a}' - '${b}'`;
  if (n < 2) {
    warnings.add(
      `${name} 쌍에 두 변수 모두 유효한 사례가 ${n}개뿐이라 검정할 수 없습니다(2개 이상 필요).`,
      `The pair ${name} has only ${n} case(s) with both values valid; the test needs at least 2.`,
    );
    if (n === 1) {
      pair.mean1 = sums.first.mean;
      pair.mean2 = sums.second.mean;
      pair.meanDifference = sums.difference.mean;
    }
    return pair;
  }
  const sqrtN = Math.sqrt(n);
  const { products, first: mx, second: my, difference: md } = sums;
  pair.mean1 = mx.mean;
  pair.std1 = Math.sqrt(mx.m2 / (n - 1));
  pair.seMean1 = pair.std1 / sqrtN;
  pair.mean2 = my.mean;
  pair.std2 = Math.sqrt(my.m2 / (n - 1));
  pair.seMean2 = pair.std2 / sqrtN;

  if (products.sxx === 0 || products.syy === 0) {
    warnings.add(
      `${name} 쌍에서 한 변수의 값이 모두 같아(분산 0) 상관계수를 계산할 수 없습니다.`,
      `In the pair ${name} one variable is constant (zero variance), so the correlation cannot be computed.`,
    );
  } else {
    pair.correlation = pearsonFrom(products);
    if (n > 2) {
      pair.correlationPValue = correlationPValue(pair.correlation, n);
      pair.correlationPValueOneSided = pair.correlationPValue / 2;
    }
  }

  const df = n - 1;
  const sd = Math.sqrt(md.m2 / df);
  const se = sd / sqrtN;
  pair.meanDifference = md.mean;
  pair.stdDifference = sd;
  pair.seDifference = se;
  pair.degreesOfFreedom = df;
  if (sd === 0) {
    warnings.add(
      `${name} 쌍의 차이가 모두 같아(분산 0) t 값과 효과크기를 계산할 수 없습니다.`,
      `The differences of the pair ${name} are all equal (zero variance), so t and the effect sizes cannot be computed.`,
    );
    return pair;
  }
  const t = md.mean / se;
  const half = tCritical(level, df) * se;
  pair.lowerConf = md.mean - half;
  pair.upperConf = md.mean + half;
  pair.tValue = t;
  pair.pValue = twoSidedP(t, df);
  pair.pValueOneSided = pair.pValue / 2;
  Object.assign(pair, cohenAndHedges(md.mean, sd, t, df, 1 / sqrtN, level));
  return pair;
}
