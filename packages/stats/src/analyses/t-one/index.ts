import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { meanAndSquares } from '../../math/sums';
import type { DataTable } from '../../types';
import { numericColumn } from '../../variables';
import { cohenAndHedges, emptyEffect } from '../common/effect-size';
import {
  listwise,
  replaceNonFinite,
  validValues,
  warningList,
  type Warnings,
} from '../common/warnings';
import { oneSampleTables } from './tables';
import type { OneSampleTRequest, OneSampleTResult, OneSampleTVariable } from './types';

export * from './types';
export { parseOneSampleTRequest } from './request';

/** Two-sided p of a t statistic, computed in the far tail so tiny p keep their digits. */
export const twoSidedP = (t: number, df: number): number => 2 * tCdf(-Math.abs(t), df);

/** Half-width multiplier of a two-sided interval at `level` percent. */
export const tCritical = (level: number, df: number): number =>
  tQuantile(1 - (1 - level / 100) / 2, df);

/**
 * `t/one` of the analysis contract: SPSS T-TEST TESTVAL, missing values excluded
 * analysis by analysis (variable by variable).
 */
export function oneSampleT(table: DataTable, request: OneSampleTRequest): OneSampleTResult {
  const warnings = warningList();
  const inputs = request.variables.map((name) => ({ name, ...numericColumn(table, name) }));
  const kept =
    request.selectedMissingValueControlMethod === 'listwise'
      ? listwise(inputs.map((i) => i.values))
      : inputs.map((i) => i.values);
  const variables = inputs.map(({ name, column }, k) => {
    const v = testVariable(name, kept[k]!, request, warnings);
    if (column.label !== undefined) v.label = column.label;
    replaceNonFinite(v, name, warnings);
    return v;
  });
  return {
    analysis: 't/one',
    populationMean: request.populationMean,
    confidence: request.selectedConfidence,
    variables,
    tables: oneSampleTables(variables, request),
    warnings: warnings.ko,
    warningsEn: warnings.en,
  };
}

function testVariable(
  name: string,
  cells: readonly (number | null)[],
  request: OneSampleTRequest,
  warnings: Warnings,
): OneSampleTVariable {
  const x = validValues(cells);
  const n = x.length;
  const result: OneSampleTVariable = {
    variable: name,
    n,
    missing: cells.length - n,
    mean: null,
    std: null,
    seMean: null,
    tValue: null,
    degreesOfFreedom: null,
    pValue: null,
    pValueOneSided: null,
    meanDifference: null,
    lowerConf: null,
    upperConf: null,
    cohensD: emptyEffect(),
    hedgesG: emptyEffect(),
  };
  if (n === 0) {
    warnings.add(
      `'${name}'에 유효한 값이 없어 검정하지 않았습니다.`,
      `'${name}' has no valid values; it was not tested.`,
    );
    return result;
  }
  const moments = meanAndSquares(x);
  result.mean = moments.mean;
  result.meanDifference = moments.mean - request.populationMean;
  if (n < 2) {
    warnings.add(
      `'${name}'의 유효한 값이 ${n}개뿐이라 t 검정을 할 수 없습니다(2개 이상 필요).`,
      `'${name}' has only ${n} valid value; the t test needs at least 2.`,
    );
    return result;
  }
  const std = Math.sqrt(moments.m2 / (n - 1));
  const se = std / Math.sqrt(n);
  const df = n - 1;
  result.std = std;
  result.seMean = se;
  result.degreesOfFreedom = df;
  if (std === 0) {
    warnings.add(
      `'${name}'의 값이 모두 같아(분산 0) t 값과 효과크기를 계산할 수 없습니다.`,
      `All values of '${name}' are equal (zero variance), so t and the effect sizes cannot be computed.`,
    );
    return result;
  }
  const diff = result.meanDifference;
  const t = diff / se;
  const half = tCritical(request.selectedConfidence, df) * se;
  result.tValue = t;
  result.pValue = twoSidedP(t, df);
  result.pValueOneSided = result.pValue / 2;
  result.lowerConf = diff - half;
  result.upperConf = diff + half;
  Object.assign(
    result,
    cohenAndHedges(diff, std, t, df, 1 / Math.sqrt(n), request.selectedConfidence),
  );
  return result;
}
