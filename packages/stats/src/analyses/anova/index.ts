import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { StatsInputError } from '../../errors';
import { leveneTest } from '../../math/levene';
import { fUpper, onewayF, onewaySums, shiftValues } from '../../math/oneway';
import { pairwise, type GroupSummary, type PairwiseTest } from '../../math/posthoc';
import { dunnettCdf, dunnettQuantile } from '../../math/dunnett';
import { homogeneousSubsets, type SubsetTest } from '../../math/subsets';
import type { DataTable } from '../../types';
import { findColumn, numericColumn } from '../../variables';
import { factorLevels } from '../common/factor-levels';
import { listwise, replaceNonFinite, warningList, type Warnings } from '../common/warnings';
import { factorialDependent } from './factorial';
import { anovaTables, factorialTables } from './tables';
import type {
  AnovaDependent,
  AnovaGroupStats,
  AnovaRequest,
  AnovaResult,
  PostHocComparison,
  RobustTest,
} from './types';

export * from './types';
export { parseAnovaRequest } from './request';

export { factorLevels } from '../common/factor-levels';

/**
 * `anova` of the analysis contract, one-way (SPSS ONEWAY): descriptives, Levene's test
 * (mean and median based), the ANOVA table, Welch and Brown-Forsythe, effect sizes and
 * pairwise post hoc tests. Sums of squares are computed on exact integers for decimal
 * data (see `shiftValues`), so NIST's hardest ANOVA sets keep all their digits.
 */
export function anova(table: DataTable, request: AnovaRequest): AnovaResult {
  // Covariates make it a univariate GLM (SPSS UNIANOVA), whatever the number of factors.
  if (
    request.anovaAnalysisType === 'factorial' ||
    request.factors.length !== 1 ||
    (request.covariates ?? []).length > 0
  ) {
    return factorialAnova(table, request);
  }
  const warnings = warningList();
  const factorName = request.factors[0]!;
  const inputs = request.dependents.map((name) => ({
    name,
    values: numericColumn(table, name).values,
  }));
  const { codes, labels } = factorLevels(findColumn(table, factorName));
  const kept =
    request.selectedMissingValueControlMethod === 'listwise'
      ? listwise(inputs.map((i) => i.values))
      : inputs.map((i) => i.values);
  const dependents = inputs.map(({ name }, k) => {
    const result = oneway(name, factorName, kept[k]!, codes, labels, request, warnings);
    replaceNonFinite(result, name, warnings);
    return result;
  });
  return {
    analysis: 'anova',
    confidence: request.selectedConfidence,
    dependents,
    tables: anovaTables(dependents, request),
    warnings: warnings.ko,
    warningsEn: warnings.en,
  };
}

function oneway(
  name: string,
  factorName: string,
  cells: readonly (number | null)[],
  allCodes: Int32Array,
  allLabels: string[],
  request: AnovaRequest,
  warnings: Warnings,
): AnovaDependent {
  const level = request.selectedConfidence;
  // Cases with the dependent and the factor; empty levels are dropped, as SPSS does.
  const present = new Int32Array(allLabels.length).fill(-1);
  const x: number[] = [];
  const rawCodes: number[] = [];
  cells.forEach((v, i) => {
    const code = allCodes[i]!;
    if (v === null || code < 0) return;
    x.push(v);
    rawCodes.push(code);
    present[code] = 0;
  });
  const labels: string[] = [];
  present.forEach((p, code) => {
    if (p === 0) {
      present[code] = labels.length;
      labels.push(allLabels[code]!);
    }
  });
  const k = labels.length;
  if (k < 2) {
    throw new StatsInputError(
      'TOO_FEW_GROUPS',
      `'${name}'의 유효한 사례가 요인 '${factorName}'의 집단 ${k}개에만 있습니다. 분산분석에는 집단이 2개 이상 필요합니다.`,
      `The valid cases of '${name}' fall in ${k} group(s) of the factor '${factorName}'; one-way ANOVA needs at least 2 groups.`,
      { variable: factorName },
    );
  }
  const codes = new Int32Array(rawCodes.length);
  for (let i = 0; i < codes.length; i++) codes[i] = present[rawCodes[i]!]!;
  const shifted = shiftValues(x);
  const f2 = shifted.factor * shifted.factor;
  const sums = onewaySums(shifted.d, codes, k);
  const n = sums.n;
  const mins = new Float64Array(k).fill(Infinity);
  const maxs = new Float64Array(k).fill(-Infinity);
  x.forEach((v, i) => {
    const g = codes[i]!;
    if (v < mins[g]!) mins[g] = v;
    if (v > maxs[g]!) maxs[g] = v;
  });
  const toOriginal = (meanD: number) => (shifted.ref + meanD) / shifted.factor;
  const describe = (
    group: string,
    count: number,
    meanD: number,
    m2: number,
    min: number,
    max: number,
  ): AnovaGroupStats => {
    const mean = toOriginal(meanD);
    const stats: AnovaGroupStats = {
      group,
      n: count,
      mean,
      std: null,
      seMean: null,
      lowerConf: null,
      upperConf: null,
      min,
      max,
    };
    if (count >= 2) {
      const std = Math.sqrt(m2 / (count - 1) / f2);
      const se = std / Math.sqrt(count);
      const half = tQuantile(1 - (1 - level / 100) / 2, count - 1) * se;
      Object.assign(stats, { std, seMean: se, lowerConf: mean - half, upperConf: mean + half });
    }
    return stats;
  };
  const groups = sums.groups.map((g, i) =>
    describe(labels[i]!, g.n, g.meanD, g.m2, mins[i]!, maxs[i]!),
  );
  const small = groups.filter((g) => g.n < 2).map((g) => g.group);
  if (small.length > 0) {
    warnings.add(
      `'${name}'의 집단 ${small.map((s) => `'${s}'`).join(', ')}에 사례가 1개뿐이어서 그 집단의 표준편차와 신뢰구간을 계산할 수 없습니다.`,
      `Group(s) ${small.map((s) => `'${s}'`).join(', ')} of '${name}' have a single case, so their standard deviation and confidence interval cannot be computed.`,
    );
  }
  const ssB = sums.between / f2;
  const ssW = sums.within / f2;
  const ssT = ssB + ssW;
  const total = describe(
    '전체 (Total)',
    n,
    sums.meanD,
    sums.between + sums.within,
    Math.min(...mins),
    Math.max(...maxs),
  );
  const dfB = k - 1;
  const dfW = n - k;
  const msW = dfW > 0 ? ssW / dfW : null;
  const { f, pValue } = onewayF(ssB, ssW, dfB, dfW);
  if (ssT === 0) {
    warnings.add(
      `'${name}'의 값이 모두 같아(분산 0) F 검정을 할 수 없습니다.`,
      `All values of '${name}' are equal (zero variance), so the F test cannot be computed.`,
    );
  } else if (dfW === 0) {
    warnings.add(
      `'${name}'의 모든 집단에 사례가 1개뿐이어서 집단내 분산이 없으므로 F 검정을 할 수 없습니다.`,
      `Every group of '${name}' has a single case, so there is no within-group variance and no F test.`,
    );
  } else if (ssW === 0) {
    warnings.add(
      `'${name}'의 값이 집단 안에서 모두 같아(집단내 분산 0) F 검정을 할 수 없습니다.`,
      `'${name}' is constant within every group (zero within-group variance), so the F test cannot be computed.`,
    );
  }
  const result: AnovaDependent = {
    dependent: name,
    factor: factorName,
    groups,
    total,
    anova: {
      between: { ss: ssB, df: dfB, ms: ssB / dfB, f, pValue },
      within: { ss: ssW, df: dfW, ms: msW },
      total: { ss: ssT, df: n - 1 },
    },
    postHoc: [],
    homogeneousSubsets: [],
  };
  const options = new Set(request.selectedAnovaOptions);
  if (options.has('homogeneity')) {
    result.homogeneity = (['mean', 'median'] as const)
      .map((basedOn) => ({
        basedOn,
        ...leveneTest(shifted.d, codes, k, basedOn),
      }))
      .map(({ basedOn, statistic, df1, df2, pValue: p }) => ({
        basedOn,
        statistic,
        df1,
        df2,
        pValue: p,
      }));
    if (result.homogeneity.some((t) => t.statistic === null)) {
      warnings.add(
        `'${name}'의 집단 중심으로부터의 절대편차가 집단 안에서 모두 같아 Levene 검정을 계산할 수 없습니다.`,
        `The absolute deviations of '${name}' from the group centres are constant within groups, so Levene's test cannot be computed.`,
      );
    }
  }
  const variances = sums.groups.map((g) => (g.n >= 2 ? g.m2 / (g.n - 1) / f2 : null));
  const robustUndefined = variances.some((v) => v === null || v === 0);
  if (options.has('welch') || options.has('brownForsythe')) {
    if (robustUndefined) {
      warnings.add(
        `'${name}'의 집단 중 사례가 2개 미만이거나 분산이 0인 집단이 있어 평균 동질성에 대한 강건 검정(Welch, Brown-Forsythe)을 할 수 없습니다.`,
        `Robust tests of equality of means (Welch, Brown-Forsythe) cannot be performed for '${name}' because at least one group has fewer than two cases or zero variance.`,
      );
    }
    const means = sums.groups.map((g) => g.meanD / shifted.factor);
    const counts = sums.groups.map((g) => g.n);
    if (options.has('welch'))
      result.welch = robustUndefined
        ? emptyRobust(dfB)
        : welch(means, variances as number[], counts);
    if (options.has('brownForsythe')) {
      result.brownForsythe = robustUndefined
        ? emptyRobust(dfB)
        : brownForsythe(ssB, variances as number[], counts);
    }
  }
  if (options.has('effectSize')) {
    const ok = ssT > 0 && msW !== null;
    result.effectSizes = {
      etaSquared: ssT > 0 ? ssB / ssT : null,
      epsilonSquared: ok ? (ssB - dfB * msW) / ssT : null,
      omegaSquared: ok ? (ssB - dfB * msW) / (ssT + msW) : null,
    };
  }
  const tests = request.postHoc.filter((t): t is PairwiseTest =>
    ['lsd', 'bonferroni', 'sidak', 'scheffe', 'tukey', 'gamesHowell', 'dunnettT3'].includes(t),
  );
  const subsetTests = request.postHoc.filter(
    (t): t is SubsetTest =>
      t === 'snk' ||
      t === 'duncan' ||
      (request.homogeneousSubset && (t === 'tukey' || t === 'scheffe')),
  );
  const dunnett = request.postHoc.includes('dunnett');
  if (tests.length > 0 || subsetTests.length > 0 || dunnett) {
    if (small.length > 0 || msW === null || !(ssW > 0)) {
      warnings.add(
        `'${name}'의 집단 중 사례가 2개 미만인 집단이 있거나 집단내 분산이 0이어서 사후검정을 하지 않았습니다.`,
        `Post hoc tests are not performed for '${name}' because at least one group has fewer than two cases or the within-group variance is zero.`,
      );
    } else {
      const summaries: GroupSummary[] = sums.groups.map((g, i) => ({
        n: g.n,
        mean: g.meanD / shifted.factor,
        variance: variances[i]!,
      }));
      result.postHoc = tests.map((test) => ({
        test,
        comparisons: pairwise(test, summaries, msW, dfW, level).map((c) => ({
          groupI: labels[c.i]!,
          groupJ: labels[c.j]!,
          meanDifference: c.meanDifference,
          standardError: c.standardError,
          pValue: c.pValue,
          lowerConf: c.lower,
          upperConf: c.upper,
        })),
      }));
      const means = sums.groups.map((g) => g.meanD / shifted.factor);
      const counts = sums.groups.map((g) => g.n);
      if (dunnett) {
        const at = request.postHoc.indexOf('dunnett');
        const before = request.postHoc
          .slice(0, at)
          .filter((t) => tests.includes(t as PairwiseTest)).length;
        result.postHoc.splice(before, 0, {
          test: 'dunnett',
          comparisons: dunnettComparisons(
            means,
            counts,
            labels,
            msW,
            dfW,
            level,
            request.dunnettControl,
          ),
        });
      }
      result.homogeneousSubsets = subsetTests.map((test) => {
        const h = homogeneousSubsets(test, means, counts, msW, dfW, level);
        return {
          test,
          harmonicMeanN: h.harmonicN,
          groupOrder: h.order.map((i) => labels[i]!),
          subsets: h.subsets.map((s) => ({
            groups: s.members.map((i) => labels[i]!),
            means: s.members.map((i) => groups[i]!.mean!),
            pValue: s.pValue,
          })),
        };
      });
    }
  }
  return result;
}

const emptyRobust = (df1: number): RobustTest => ({
  statistic: null,
  df1,
  df2: null,
  pValue: null,
});

/** Welch's (1951) F for unequal variances. */
function welch(means: number[], variances: number[], counts: number[]): RobustTest {
  const k = means.length;
  const w = counts.map((c, i) => c / variances[i]!);
  const sw = w.reduce((a, b) => a + b, 0);
  const mw = w.reduce((a, wi, i) => a + wi * means[i]!, 0) / sw;
  const a = w.reduce((s, wi, i) => s + wi * (means[i]! - mw) ** 2, 0) / (k - 1);
  const lambda = w.reduce((s, wi, i) => s + (1 - wi / sw) ** 2 / (counts[i]! - 1), 0);
  const statistic = a / (1 + ((2 * (k - 2)) / (k * k - 1)) * lambda);
  const df2 = (k * k - 1) / (3 * lambda);
  return { statistic, df1: k - 1, df2, pValue: fUpper(statistic, k - 1, df2) };
}

/** Brown & Forsythe's (1974) F*: SSB over Σ(1 − nᵢ/N)sᵢ², Satterthwaite df. */
function brownForsythe(ssB: number, variances: number[], counts: number[]): RobustTest {
  const k = counts.length;
  const n = counts.reduce((a, b) => a + b, 0);
  const parts = counts.map((c, i) => (1 - c / n) * variances[i]!);
  const denominator = parts.reduce((a, b) => a + b, 0);
  const statistic = ssB / denominator;
  const df2 = 1 / parts.reduce((s, p, i) => s + (p / denominator) ** 2 / (counts[i]! - 1), 0);
  return { statistic, df1: k - 1, df2, pValue: fUpper(statistic, k - 1, df2) };
}

/**
 * Dunnett's two-sided many-to-one test (SPSS's "Dunnett", control first or last): each
 * treatment minus the control, SE from the pooled mean square, p and the simultaneous
 * interval from the multivariate t of the k − 1 comparisons (correlations λᵢλⱼ).
 */
function dunnettComparisons(
  means: number[],
  counts: number[],
  labels: string[],
  mse: number,
  df: number,
  level: number,
  control: 'first' | 'last',
): PostHocComparison[] {
  const k = means.length;
  const c = control === 'first' ? 0 : k - 1;
  const treatments = means.map((_, i) => i).filter((i) => i !== c);
  const lambdas = treatments.map((i) => Math.sqrt(counts[i]! / (counts[i]! + counts[c]!)));
  const critical = dunnettQuantile(level / 100, lambdas, df);
  return treatments.map((i) => {
    const diff = means[i]! - means[c]!;
    const se = Math.sqrt(mse * (1 / counts[i]! + 1 / counts[c]!));
    const t = Math.abs(diff) / se;
    return {
      groupI: labels[i]!,
      groupJ: labels[c]!,
      meanDifference: diff,
      standardError: se,
      pValue: Math.min(1, Math.max(0, 1 - dunnettCdf(t, lambdas, df))),
      lowerConf: diff - critical * se,
      upperConf: diff + critical * se,
    };
  });
}

/** Several factors: SPSS UNIANOVA's full factorial with Type III sums of squares. */
function factorialAnova(table: DataTable, request: AnovaRequest): AnovaResult {
  const warnings = warningList();
  const factors = [...new Set(request.factors)];
  if (factors.length < ((request.covariates ?? []).length > 0 ? 1 : 2)) {
    throw new StatsInputError(
      'INVALID_REQUEST',
      '요인설계 분산분석에는 서로 다른 요인이 2개 이상 필요합니다.',
      'A factorial ANOVA needs at least two different factors.',
      { field: 'factors' },
    );
  }
  for (const name of request.dependents) numericColumn(table, name);
  const levels = factors.map((f) => factorLevels(findColumn(table, f)));
  const factorial = request.dependents.map((name) => {
    const d = factorialDependent(table, name, factors, levels, request, warnings);
    replaceNonFinite(d, name, warnings);
    return d;
  });
  return {
    analysis: 'anova',
    confidence: request.selectedConfidence,
    dependents: [],
    factorial,
    tables: factorialTables(factorial, request),
    warnings: warnings.ko,
    warningsEn: warnings.en,
  };
}
