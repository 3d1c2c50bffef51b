import { StatsInputError } from '../../errors';
import { chiSquareUpper } from '../../math/chi-square-upper';
import { crossProducts, pearsonFrom } from '../../math/products';
import {
  choleskyInverse,
  correlationFrom,
  cronbachAlpha,
  itemCovariance,
  oneFactorML,
  subMatrix,
  sumAll,
  trace,
  type SquareMatrix,
} from '../../math/reliability';
import type { DataTable } from '../../types';
import { numericColumn } from '../../variables';
import { replaceNonFinite, warningList, type Warnings } from '../common/warnings';
import { reliabilityTables } from './tables';
import type {
  GuttmanLambdas,
  ItemTotalStatistics,
  ReliabilityOmega,
  ParallelModel,
  ReliabilityRequest,
  ReliabilityResult,
  ReliabilityScale,
  ReliabilityScaleRequest,
  SplitHalf,
  ReliabilitySplitPart,
  ReliabilitySummarySpread,
} from './types';
import { gather } from '../../math/gather';

export * from './types';
export { parseReliabilityRequest } from './request';

/**
 * `reliability` of the analysis contract: SPSS RELIABILITY on each scale, cases with a
 * missing value on any item of the scale excluded (listwise, SPSS's /MISSING=EXCLUDE).
 */
export function reliability(table: DataTable, request: ReliabilityRequest): ReliabilityResult {
  const warnings = warningList();
  const scales = request.scales.map((scale) => {
    const { result, explained } = analyzeScale(table, scale, request, warnings);
    // A constant item or a singular matrix already has its own warning: the statistics it
    // leaves undefined become null without one warning per cell.
    replaceNonFinite(
      result,
      scale.name ?? scale.variables.join(', '),
      explained ? warningList() : warnings,
    );
    return result;
  });
  return {
    analysis: 'reliability',
    model: request.model,
    scales,
    tables: reliabilityTables(scales, request),
    warnings: warnings.ko,
    warningsEn: warnings.en,
  };
}

const nan = Number.NaN;
const variance = (x: Float64Array): number => crossProducts(x, x).sxx / (x.length - 1);

function analyzeScale(
  table: DataTable,
  scale: ReliabilityScaleRequest,
  request: ReliabilityRequest,
  warnings: Warnings,
): { result: ReliabilityScale; explained: boolean } {
  const vars = scale.variables;
  const title = scale.name ?? vars.join(', ');
  const columns = vars.map((name) => numericColumn(table, name).values);
  const rows: number[] = [];
  for (let i = 0; i < table.rowCount; i++) {
    if (columns.every((c) => c[i] !== null && c[i] !== undefined)) rows.push(i);
  }
  const n = rows.length;
  const total = table.rowCount;
  if (n < 2) {
    throw new StatsInputError(
      'TOO_FEW_CASES',
      `'${title}' 척도의 모든 문항에 응답한 사례가 ${n}개뿐이라 신뢰도를 계산할 수 없습니다(2개 이상 필요).`,
      `Scale '${title}' has only ${n} case(s) valid on every item; reliability needs at least 2.`,
      { variable: title, value: String(n) },
    );
  }
  const items = columns.map((c) => gather(c, rows));
  const k = items.length;
  const { means, covariance: s } = itemCovariance(items);
  const r = correlationFrom(s);
  let explained = false;
  vars.forEach((v, j) => {
    if (!(s[j]![j]! > 0)) {
      explained = true;
      warnings.add(
        `'${title}' 척도의 '${v}' 문항은 값이 모두 같아(분산 0) 상관에 기초한 통계량을 계산할 수 없습니다.`,
        `Item '${v}' of scale '${title}' is constant (zero variance), so the statistics based on correlations cannot be computed.`,
      );
    }
  });
  if (!explained && !choleskyInverse(s)) {
    explained = true;
    warnings.add(
      `'${title}' 척도의 문항 사이에 완전한 선형관계가 있어(공분산행렬이 특이) 제곱 다중 상관, 람다 6, 오메가와 적합도 검정을 계산할 수 없습니다.`,
      `The items of scale '${title}' are linearly dependent (singular covariance matrix), so the squared multiple correlations, lambda 6, omega and the goodness-of-fit test cannot be computed.`,
    );
  }
  const totals = new Float64Array(n);
  for (const x of items) for (let i = 0; i < n; i++) totals[i]! += x[i]!;
  const totalVariance = variance(totals);
  const pairs: number[] = [];
  const pairCovariances: number[] = [];
  for (let a = 0; a < k; a++) {
    for (let b = a + 1; b < k; b++) {
      pairs.push(r[a]![b]!);
      pairCovariances.push(s[a]![b]!);
    }
  }
  const rBar = mean(pairs);
  const options = new Set(request.selectedAnalysisOptions);
  const result: ReliabilityScale = {
    name: scale.name,
    variables: vars,
    caseSummary: {
      valid: n,
      excluded: total - n,
      total,
      validPercent: (100 * n) / total,
      excludedPercent: (100 * (total - n)) / total,
      totalPercent: 100,
    },
    reliability: {
      alpha: cronbachAlpha(s),
      standardizedAlpha: (k * rBar) / (1 + (k - 1) * rBar),
      nItems: k,
    },
  };
  if (result.reliability.alpha !== null && result.reliability.alpha < 0) {
    warnings.add(
      `'${title}' 척도의 알파가 음수입니다. 문항 간 평균 공분산이 음수라 신뢰도 모형의 가정에 어긋납니다. 역코딩할 문항이 있는지 확인하십시오.`,
      `The alpha of scale '${title}' is negative because the average inter-item covariance is negative, which violates the reliability model's assumptions; check whether some items need reverse coding.`,
    );
  }
  if (options.has('item')) {
    result.itemStatistics = vars.map((variable, j) => ({
      variable,
      mean: means[j]!,
      std: Math.sqrt(s[j]![j]!),
      n,
    }));
  }
  if (options.has('scale')) {
    result.scaleStatistics = {
      mean: mean(Array.from(totals)),
      variance: totalVariance,
      std: Math.sqrt(totalVariance),
      nItems: k,
    };
  }
  if (options.has('scaleIfItemDeleted')) result.itemTotal = itemTotal(vars, items, totals, s, r);
  if (options.has('interItemCorrelations')) result.interItemCorrelations = r;
  if (options.has('interItemCovariances')) result.interItemCovariances = s;
  if (options.has('summaryMeans')) {
    result.summaryItemStatistics = {
      itemMeans: spread(means),
      itemVariances: spread(s.map((row, i) => row[i]!)),
      interItemCovariances: spread(pairCovariances),
      interItemCorrelations: spread(pairs),
    };
  }
  if (request.model === 'splitHalf' || request.model === 'guttman') {
    const split = splitHalf(vars, items, s, totalVariance);
    if (request.model === 'splitHalf') result.splitHalf = split;
    else result.guttman = guttman(s, totalVariance, split.guttmanSplitHalf ?? nan);
    if (split.part1.alpha === null || split.part2.alpha === null) {
      warnings.add(
        `'${title}' 척도의 반분 중 문항이 하나뿐인 부분은 알파를 계산할 수 없습니다.`,
        `A half of scale '${title}' with a single item has no alpha.`,
      );
    }
  }
  if (request.model === 'parallel') result.parallel = parallelModel(s, n, false, means);
  if (request.model === 'strict') result.strictParallel = parallelModel(s, n, true, means);
  if (options.has('omega')) result.omega = omega(s, r, title, warnings);
  if (k === 2 && options.has('scaleIfItemDeleted')) {
    warnings.add(
      `'${title}' 척도는 문항이 두 개라 문항 삭제 시 알파를 계산할 수 없습니다.`,
      `Scale '${title}' has two items, so alpha if item deleted cannot be computed.`,
    );
  }
  return { result, explained };
}

function mean(values: readonly number[]): number {
  let s = 0;
  for (const v of values) s += v;
  return values.length > 0 ? s / values.length : nan;
}

/** SPSS's summary row: mean, min, max, range, max/min, variance (divisor count − 1). */
function spread(values: readonly number[]): ReliabilitySummarySpread {
  const x = Float64Array.from(values);
  const min = Math.min(...values);
  const max = Math.max(...values);
  return {
    mean: mean(values),
    min,
    max,
    range: max - min,
    maxMinRatio: max / min,
    variance: x.length > 1 ? variance(x) : nan,
    nItems: values.length,
  };
}

function itemTotal(
  vars: readonly string[],
  items: readonly Float64Array[],
  totals: Float64Array,
  s: SquareMatrix,
  r: SquareMatrix,
): ItemTotalStatistics[] {
  const k = items.length;
  const inverse = choleskyInverse(r);
  return vars.map((variable, j) => {
    const x = items[j]!;
    const rest = new Float64Array(totals.length);
    for (let i = 0; i < rest.length; i++) rest[i] = totals[i]! - x[i]!;
    const p = crossProducts(x, rest);
    const others = vars.map((_, i) => i).filter((i) => i !== j);
    return {
      variable,
      scaleMeanIfDeleted: p.meanY,
      scaleVarianceIfDeleted: p.syy / (p.n - 1),
      correctedItemTotalCorrelation: pearsonFrom(p),
      squaredMultipleCorrelation: inverse ? 1 - 1 / inverse.inverse[j]![j]! : nan,
      alphaIfDeleted: k > 2 ? cronbachAlpha(subMatrix(s, others)) : null,
    };
  });
}

function splitHalf(
  vars: readonly string[],
  items: readonly Float64Array[],
  s: SquareMatrix,
  totalVariance: number,
): SplitHalf {
  const k = items.length;
  const k1 = Math.ceil(k / 2);
  const k2 = k - k1;
  const first = Array.from({ length: k1 }, (_, i) => i);
  const second = Array.from({ length: k2 }, (_, i) => k1 + i);
  const sumOf = (index: number[]) => {
    const out = new Float64Array(items[0]!.length);
    for (const j of index) for (let i = 0; i < out.length; i++) out[i]! += items[j]![i]!;
    return out;
  };
  const a = sumOf(first);
  const b = sumOf(second);
  const p = crossProducts(a, b);
  const part = (
    index: number[],
    sums: Float64Array,
    sxx: number,
    m: number,
  ): ReliabilitySplitPart => ({
    alpha: index.length > 1 ? cronbachAlpha(subMatrix(s, index)) : null,
    nItems: index.length,
    items: index.map((j) => vars[j]!),
    mean: m,
    variance: sxx / (sums.length - 1),
    std: Math.sqrt(sxx / (sums.length - 1)),
  });
  const rr = pearsonFrom(p);
  // Spearman-Brown for parts of k1 and k2 items (SPSS): the root of the quadratic in ρ.
  const w = (k1 * k2) / (k * k);
  const r2 = rr * rr;
  const unequal = (-r2 + Math.sqrt(r2 * r2 + 4 * r2 * (1 - r2) * w)) / (2 * (1 - r2) * w);
  const va = p.sxx / (p.n - 1);
  const vb = p.syy / (p.n - 1);
  return {
    part1: part(first, a, p.sxx, p.meanX),
    part2: part(second, b, p.syy, p.meanY),
    nItems: k,
    correlationBetweenForms: rr,
    spearmanBrownEqual: (2 * rr) / (1 + rr),
    spearmanBrownUnequal: unequal,
    guttmanSplitHalf: 2 * (1 - (va + vb) / totalVariance),
  };
}

/** Guttman (1945) λ1–λ6 on the covariance matrix, as SPSS MODEL=GUTTMAN. */
function guttman(s: SquareMatrix, vt: number, splitHalfValue: number): GuttmanLambdas {
  const k = s.length;
  let sumSquares = 0;
  let maxColumn = 0;
  for (let j = 0; j < k; j++) {
    let column = 0;
    for (let i = 0; i < k; i++) if (i !== j) column += s[i]![j]! * s[i]![j]!;
    sumSquares += column;
    maxColumn = Math.max(maxColumn, column);
  }
  const lambda1 = 1 - trace(s) / vt;
  const inverse = choleskyInverse(s);
  let errors = 0;
  if (inverse) for (let j = 0; j < k; j++) errors += 1 / inverse.inverse[j]![j]!;
  return {
    lambda1,
    lambda2: lambda1 + Math.sqrt((k / (k - 1)) * sumSquares) / vt,
    lambda3: (k / (k - 1)) * lambda1,
    lambda4: splitHalfValue,
    lambda5: lambda1 + (2 * Math.sqrt(maxColumn)) / vt,
    lambda6: inverse ? 1 - errors / vt : nan,
  };
}

/**
 * Parallel (equal true and error variances) and strictly parallel (also equal means)
 * models: Σ = σe²·I + σt²·11ᵀ fitted by maximum likelihood to S (Wishart likelihood,
 * N − 1 degrees of freedom). 11ᵀ shares Σ's eigenvectors, so the fit is closed-form:
 * 1ᵀS1/k = σe² + kσt² and (tr S − 1ᵀS1/k)/(k − 1) = σe². The strict model fits
 * S + N/(N−1)·ddᵀ (d = item means − grand mean), since the common mean's ML estimate is
 * the grand mean. Goodness of fit: χ² = (N − 1)(ln|Σ̂| − ln|S|) (tr(Σ̂⁻¹S) = k at the
 * fit), df = k(k+1)/2 − 2, plus k − 1 for the strict model. Unbiased reliability:
 * 1 − (1 − R)(N − 3)/(N − 1), from E[1 − R̂] = (1 − R)(N − 1)/(N − 3) under the model
 * (Kristof 1963; Feldt's F distribution of (1 − R)/(1 − R̂)).
 */
function parallelModel(
  s: SquareMatrix,
  n: number,
  strict: boolean,
  means: number[],
): ParallelModel {
  const k = s.length;
  let fitted = s;
  let grand = nan;
  if (strict) {
    grand = mean(means);
    const d = means.map((m) => m - grand);
    const c = n / (n - 1);
    fitted = s.map((row, i) => row.map((v, j) => v + c * d[i]! * d[j]!));
  }
  const along = sumAll(fitted) / k;
  const error = (trace(fitted) - along) / (k - 1);
  const trueVariance = (along - error) / k;
  const common = trueVariance + error;
  const rho = trueVariance / common;
  const rel = (k * rho) / (1 + (k - 1) * rho);
  const unconstrained = choleskyInverse(s)?.logDet ?? nan;
  const constrained = Math.log(along) + (k - 1) * Math.log(error);
  const chiSquare = (n - 1) * (constrained - unconstrained);
  const df = strict ? (k * (k + 3)) / 2 - 3 : (k * (k + 1)) / 2 - 2;
  const model: ParallelModel = {
    commonVariance: common,
    trueVariance,
    errorVariance: error,
    commonInterItemCorrelation: rho,
    reliability: rel,
    unbiasedReliability: 1 - ((1 - rel) * (n - 3)) / (n - 1),
    chiSquare,
    df,
    pValue: Number.isFinite(chiSquare) && df > 0 ? chiSquareUpper(chiSquare, df) : nan,
    logDetUnconstrained: unconstrained,
    logDetConstrained: constrained,
  };
  if (strict) model.commonMean = grand;
  return model;
}

/**
 * McDonald's omega total: one-factor ML on the correlation matrix (scale invariant, so
 * the covariance solution is the same one rescaled), loadings λⱼ·sⱼ and uniquenesses
 * ψⱼ·sⱼ² on the item scale, ω = (Σλ)² / ((Σλ)² + Σψ).
 */
function omega(
  s: SquareMatrix,
  r: SquareMatrix,
  title: string,
  warnings: Warnings,
): ReliabilityOmega {
  const k = s.length;
  const empty: ReliabilityOmega = {
    omega: null,
    loadings: s.map(() => null),
    uniquenesses: s.map(() => null),
    iterations: 0,
  };
  if (k < 3) {
    warnings.add(
      `'${title}' 척도는 문항이 두 개라 1요인 모형을 추정할 수 없어 오메가를 비워 두었습니다(3개 이상 필요).`,
      `Scale '${title}' has two items; a one-factor model needs at least three, so omega is left empty.`,
    );
    return empty;
  }
  if (r.some((row) => row.some((v) => !Number.isFinite(v))) || !choleskyInverse(r)) {
    warnings.add(
      `'${title}' 척도의 상관행렬이 특이(문항 간 완전한 선형관계 또는 분산 0)하여 오메가를 계산할 수 없습니다.`,
      `The correlation matrix of scale '${title}' is singular (an exact linear relation or a constant item), so omega cannot be computed.`,
    );
    return empty;
  }
  const fit = oneFactorML(r);
  if (!fit.converged) {
    warnings.add(
      `'${title}' 척도의 1요인 최대우도 추정이 수렴하지 않았습니다.`,
      `The one-factor maximum-likelihood fit of scale '${title}' did not converge.`,
    );
  }
  if (fit.uniquenesses.some((u) => u <= 0.005)) {
    warnings.add(
      `'${title}' 척도의 1요인 해에서 고유분산이 하한(0.005)에 닿았습니다(Heywood 사례).`,
      `A uniqueness of scale '${title}' reached the lower bound 0.005 (a Heywood case).`,
    );
  }
  const sd = s.map((row, i) => Math.sqrt(row[i]!));
  const loadings = fit.loadings.map((l, i) => l * sd[i]!);
  const uniquenesses = fit.uniquenesses.map((u, i) => u * s[i]![i]!);
  const common = loadings.reduce((a, b) => a + b, 0) ** 2;
  return {
    omega: common / (common + uniquenesses.reduce((a, b) => a + b, 0)),
    loadings,
    uniquenesses,
    iterations: fit.iterations,
  };
}
