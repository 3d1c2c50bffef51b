import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { StatsInputError } from '../../errors';
import { fUpper } from '../../math/oneway';
import { invertUpper, leastSquares } from '../../math/qr';
import { haverage } from '../../math/quantile';
import { sortedCopy } from '../../math/sort';
import { accurateMean, compensatedSum } from '../../math/sums';
import type { DataTable } from '../../types';
import { numericColumn } from '../../variables';
import { fixed } from '../common/sentence-numbers';
import { replaceNonFinite, warningList, type Warnings } from '../common/warnings';
import { constantTerm } from '../linear';
import { twoSidedP } from '../t-one';
import { moderationTables } from './tables';
import type {
  ConditionalEffect,
  ConditionalInteraction,
  InteractionTest,
  JohnsonNeyman,
  ModerationCoefficient,
  ModerationRequest,
  ModerationResult,
  ModeratorProbe,
} from './types';
import { gather } from '../../math/gather';
import { josa } from '../../korean';

export * from './types';
export { parseModerationRequest } from './request';

/** A column of the design: a variable or a product of the (possibly centred) X, W and Z. */
interface Term {
  term: string;
  variables?: string[];
  values: Float64Array;
}

/** Σ(v − centre)², compensated. */
function sumOfSquares(values: ArrayLike<number>, centre = 0): number {
  const parts = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) parts[i] = (values[i]! - centre) ** 2;
  return compensatedSum(parts);
}

function product(...columns: Float64Array[]): Float64Array {
  const out = new Float64Array(columns[0]!.length).fill(1);
  for (const c of columns) for (let i = 0; i < out.length; i++) out[i] = out[i]! * c[i]!;
  return out;
}

function isDichotomous(values: Float64Array): boolean {
  const seen = new Set<number>();
  for (const v of values) {
    seen.add(v);
    if (seen.size > 2) return false;
  }
  return seen.size === 2;
}

/**
 * `moderation` of the analysis contract: Hayes's PROCESS models 1 (X×W), 2 (X×W and X×Z)
 * and 3 (X×W×Z), by ordinary least squares on a Householder QR (never the normal equations),
 * with PROCESS's OLS standard errors, tests of the highest-order interactions, X's conditional
 * effects at the moderators' probe values and, for model 1, the Johnson–Neyman technique.
 */
export function moderation(table: DataTable, request: ModerationRequest): ModerationResult {
  const warnings = warningList();
  const model = request.modelNumber;
  const yName = request.dependents[0];
  const xName = request.independents[0];
  const [wName, zName] = request.moderators as [string, string | undefined];
  const covariates = request.covariates;
  const names = [yName, xName, ...request.moderators, ...covariates];
  const cells = names.map((name) => numericColumn(table, name).values);
  const rows: number[] = [];
  for (let i = 0; i < table.rowCount; i++) if (cells.every((c) => c[i] !== null)) rows.push(i);
  const n = rows.length;
  const data = cells.map((c) => gather(c, rows));
  if (n === 0) {
    throw new StatsInputError(
      'TOO_FEW_CASES',
      '모든 변수에 값이 있는 사례가 없어 조절효과 분석을 할 수 없습니다.',
      'No case has values on every variable of the model, so the moderation analysis cannot be computed.',
      { variable: yName },
    );
  }
  names.forEach((name, k) => {
    const v = data[k]!;
    if (v.some((value) => value !== v[0])) return;
    throw new StatsInputError(
      k === 0 ? 'CONSTANT_DEPENDENT' : 'CONSTANT_VARIABLE',
      `'${name}'의 값이 분석에 쓰인 사례에서 모두 같아(분산 0) 조절효과 분석을 할 수 없습니다.`,
      `'${name}' is constant (zero variance) on the cases used, so the moderation analysis cannot be computed.`,
      { variable: name },
    );
  });
  const y = data[0]!;
  const centered: string[] = [];
  const prepare = (name: string, values: Float64Array) => {
    const dichotomous = isDichotomous(values);
    const centre =
      request.centering === 'all' || (request.centering === 'continuous' && !dichotomous);
    if (!centre) return { values, dichotomous };
    centered.push(name);
    const m = accurateMean(values);
    return { values: values.map((v) => v - m), dichotomous };
  };
  const x = prepare(xName, data[1]!);
  const w = prepare(wName, data[2]!);
  const z = zName === undefined ? null : prepare(zName, data[3]!);

  // Columns in PROCESS's order: X, W, Int_1 (X×W), [Z, Int_2 (X×Z), [Int_3 (W×Z), Int_4 (X×W×Z)]], covariates.
  const terms: Term[] = [
    { term: xName, values: x.values },
    { term: wName, values: w.values },
    { term: 'Int_1', variables: [xName, wName], values: product(x.values, w.values) },
  ];
  if (z !== null && zName !== undefined) {
    terms.push(
      { term: zName, values: z.values },
      { term: 'Int_2', variables: [xName, zName], values: product(x.values, z.values) },
    );
    if (model === 3) {
      terms.push(
        { term: 'Int_3', variables: [wName, zName], values: product(w.values, z.values) },
        {
          term: 'Int_4',
          variables: [xName, wName, zName],
          values: product(x.values, w.values, z.values),
        },
      );
    }
  }
  const firstCovariate = 2 + request.moderators.length;
  covariates.forEach((name, k) => terms.push({ term: name, values: data[firstCovariate + k]! }));
  const p = terms.length;
  const df2 = n - p - 1;
  if (df2 < 1) {
    throw new StatsInputError(
      'TOO_FEW_CASES',
      `조절효과 분석에 쓸 수 있는 사례가 ${n}개뿐입니다. 계수 ${p + 1}개를 추정하고 검정하려면 ${p + 2}개 이상이 필요합니다.`,
      `Only ${n} case(s) are usable for the moderation analysis; estimating and testing ${p + 1} coefficients needs at least ${p + 2}.`,
      { variable: yName },
    );
  }

  // Least squares on centred columns scaled by powers of two (exact), as `linear`.
  const means = terms.map((t) => accurateMean(t.values));
  const scales = terms.map((t, j) => {
    const s = Math.sqrt(sumOfSquares(t.values, means[j]!));
    return s > 0 ? 2 ** -Math.round(Math.log2(s)) : 1;
  });
  const columns = terms.map((t, j) => t.values.map((v) => (v - means[j]!) * scales[j]!));
  const meanY = accurateMean(y);
  const yc = y.map((v) => v - meanY);
  const ls = leastSquares(columns, yc, 1e-20);
  if (ls.excluded.length > 0) {
    const bad = terms[ls.excluded[0]!.index]!;
    const what = bad.variables ? bad.variables.join('×') : bad.term;
    throw new StatsInputError(
      'SINGULAR_DESIGN',
      `${josa(`'${what}'`, '이')} 모형의 다른 항들의 선형결합이어서 계수를 추정할 수 없습니다. 변수 선택을 확인하세요.`,
      `'${what}' is a linear combination of the other terms of the model, so the coefficients cannot be estimated; check the variables chosen.`,
      { variable: bad.variables ? bad.variables.join('×') : bad.term },
    );
  }
  const b = Array.from(ls.coefficients, (v, j) => v * scales[j]!);
  const sse = sumOfSquares(ls.residuals);
  const sst = sumOfSquares(yc);
  // The regression sum of squares from the fitted values (not SST − SSE), so a small R² keeps its digits.
  const ssr = sumOfSquares(yc.map((v, i) => v - ls.residuals[i]!));
  const mse = sse / df2;
  if (!(mse > 0)) {
    warnings.add(
      `${josa(`'${yName}'`, '이')} 모형으로 완벽하게 예측되어(잔차 0) t, F와 유의확률을 계산할 수 없습니다.`,
      `The model predicts '${yName}' perfectly (zero residuals), so t, F and p cannot be computed.`,
    );
  }
  const rSquared = ssr / (ssr + sse);
  const rinv = invertUpper(ls.r, p);
  /** R⁻ᵀ(s∘g) for a vector g over the slopes: g'(X_cᵀX_c)⁻¹h is the dot product of two of them. */
  const transform = (g: ArrayLike<number>) => {
    const out = new Float64Array(p);
    for (let m = 0; m < p; m++) {
      let s = 0;
      for (let k = 0; k <= m; k++) s += rinv[k * p + m]! * g[k]! * scales[k]!;
      out[m] = s;
    }
    return out;
  };
  const bilinear = (g: ArrayLike<number>, h: ArrayLike<number>) => {
    const u = transform(g);
    const v = g === h ? u : transform(h);
    let total = 0;
    for (let m = 0; m < p; m++) total += u[m]! * v[m]!;
    return total;
  };
  const quadratic = (g: ArrayLike<number>) => bilinear(g, g);
  const unit = (...pairs: [number, number][]) => {
    const g = new Float64Array(p);
    for (const [j, v] of pairs) g[j] = v;
    return g;
  };
  const level = request.selectedConfidence;
  const tCrit = tQuantile(1 - (1 - level / 100) / 2, df2);
  const estimate = (value: number, variance: number) => {
    const se = Math.sqrt(mse * variance);
    const t = se > 0 ? value / se : null;
    return {
      se,
      tValue: t,
      pValue: t === null ? null : twoSidedP(t, df2),
      lowerConf: value - tCrit * se,
      upperConf: value + tCrit * se,
    };
  };
  const f = mse > 0 ? ssr / p / mse : null;
  const summary = {
    r: Math.sqrt(Math.max(0, rSquared)),
    rSquared,
    mse,
    f,
    df1: p,
    df2,
    pValue: f === null ? null : fUpper(f, p, df2),
  };

  // Var(b0) = MSE (1/n + x̄ᵀ C x̄), C = (X_cᵀX_c)⁻¹.
  const b0 = compensatedSum([meanY, ...b.map((bj, j) => -bj * means[j]!)]);
  const coefficients: ModerationCoefficient[] = [
    { term: constantTerm, coeff: b0, ...estimate(b0, 1 / n + quadratic(means)) },
    ...terms.map((t, j) => ({
      term: t.term,
      ...(t.variables ? { variables: t.variables } : {}),
      coeff: b[j]!,
      ...estimate(b[j]!, quadratic(unit([j, 1]))),
    })),
  ];

  // Highest-order interactions: the extra sum of squares bᵀC⁻¹b of the product(s) left out.
  const extraTest = (label: string, indexes: number[]): InteractionTest => {
    let ss: number;
    if (indexes.length === 1) {
      const j = indexes[0]!;
      ss = b[j]! ** 2 / quadratic(unit([j, 1]));
    } else {
      const [i, j] = indexes as [number, number];
      const cii = quadratic(unit([i, 1]));
      const cjj = quadratic(unit([j, 1]));
      const cij = bilinear(unit([i, 1]), unit([j, 1]));
      const det = cii * cjj - cij * cij;
      ss = (cjj * b[i]! ** 2 - 2 * cij * b[i]! * b[j]! + cii * b[j]! ** 2) / det;
    }
    const df1 = indexes.length;
    const fValue = mse > 0 ? ss / df1 / mse : null;
    return {
      term: label,
      rSquaredChange: ss / sst,
      f: fValue,
      df1,
      df2,
      pValue: fValue === null ? null : fUpper(fValue, df1, df2),
    };
  };
  const interactionTests =
    model === 1
      ? [extraTest(`${xName}*${wName}`, [2])]
      : model === 2
        ? [
            extraTest(`${xName}*${wName}`, [2]),
            extraTest(`${xName}*${zName}`, [4]),
            extraTest('BOTH', [2, 4]),
          ]
        : [extraTest(`${xName}*${wName}*${zName}`, [6])];

  // X's conditional effect θ = b_X + b_XW w (+ b_XZ z (+ b_XWZ w z)).
  const effectAt = (wv: number, zv?: number): ConditionalEffect => {
    const pairs: [number, number][] = [
      [0, 1],
      [2, wv],
    ];
    if (zv !== undefined) pairs.push([4, zv]);
    if (zv !== undefined && model === 3) pairs.push([6, wv * zv]);
    const g = unit(...pairs);
    const effect = compensatedSum(pairs.map(([j, v]) => b[j]! * v));
    return {
      w: wv,
      ...(zv !== undefined ? { z: zv } : {}),
      effect,
      ...estimate(effect, quadratic(g)),
    };
  };
  const probes: ModeratorProbe[] = [probe(wName, w, request, warnings)];
  if (z !== null && zName !== undefined) probes.push(probe(zName, z, request, warnings));
  const conditionalEffects: ConditionalEffect[] =
    model === 1
      ? probes[0]!.values.map((wv) => effectAt(wv))
      : probes[0]!.values.flatMap((wv) => probes[1]!.values.map((zv) => effectAt(wv, zv)));
  const conditionalInteractions: ConditionalInteraction[] =
    model === 3
      ? probes[1]!.values.map((zv) => {
          const effect = b[2]! + b[6]! * zv;
          const e = estimate(effect, quadratic(unit([2, 1], [6, zv])));
          return {
            z: zv,
            effect,
            se: e.se,
            tValue: e.tValue,
            f: e.tValue === null ? null : e.tValue ** 2,
            df1: 1,
            df2,
            pValue: e.pValue,
          };
        })
      : [];

  let johnsonNeyman: JohnsonNeyman | null = null;
  if (request.johnsonNeyman) {
    if (model !== 1) {
      warnings.add(
        `Johnson-Neyman 방법은 모형 1에서만 제공합니다(모형 ${model}에서는 계산하지 않았습니다).`,
        `The Johnson-Neyman technique is provided for model 1 only (not computed for model ${model}).`,
      );
    } else if (w.dichotomous) {
      warnings.add(
        `조절변수 ${josa(`'${wName}'`, '이')} 이분형이어서 Johnson-Neyman 방법을 적용하지 않았습니다. 두 값에서의 조건부 효과를 보세요.`,
        `The moderator '${wName}' is dichotomous, so the Johnson-Neyman technique does not apply; see the conditional effects at its two values.`,
      );
    } else {
      const e1 = unit([0, 1]);
      const e3 = unit([2, 1]);
      const variances = {
        v11: mse * quadratic(e1),
        v13: mse * bilinear(e1, e3),
        v33: mse * quadratic(e3),
      };
      johnsonNeyman = johnsonNeymanRegions(w.values, b, variances, tCrit, effectAt);
    }
  }

  const result: ModerationResult = {
    analysis: 'moderation',
    modelNumber: model,
    confidence: level,
    dependent: yName,
    focal: xName,
    moderators: request.moderators,
    covariates,
    n,
    excludedCases: table.rowCount - n,
    centered,
    summary,
    coefficients,
    interactionTests,
    probes,
    conditionalEffects,
    conditionalInteractions,
    johnsonNeyman,
    tables: [],
    warnings: warnings.ko,
    warningsEn: warnings.en,
  };
  for (const part of [
    result.summary,
    result.coefficients,
    result.interactionTests,
    result.conditionalEffects,
    result.conditionalInteractions,
    result.johnsonNeyman,
  ]) {
    replaceNonFinite(part, yName, warnings);
  }
  result.tables = moderationTables(result, request);
  return result;
}

/**
 * Probe values of one moderator, in its analysis metric: a dichotomous moderator's two values;
 * else the 16th, 50th and 84th percentiles, or the mean and ±1 SD clamped to the observed range
 * (PROCESS says so in a note; so does a warning here).
 *
 * Percentiles are SPSS's HAVERAGE definition (weighted average at (n + 1)p, R's type 6), the
 * definition SPSS itself uses. The source of PROCESS v2 (which probed at the 10th–90th) takes
 * the order statistic at ⌊np⌋; the definition in PROCESS v3/v4 could not be confirmed, so this
 * follows SPSS. With ties at the percentile, as in Likert scales, both agree.
 */
function probe(
  name: string,
  moderator: { values: Float64Array; dichotomous: boolean },
  request: ModerationRequest,
  warnings: Warnings,
): ModeratorProbe {
  const sorted = sortedCopy(moderator.values);
  const min = sorted[0]!;
  const max = sorted[sorted.length - 1]!;
  if (moderator.dichotomous) return { variable: name, dichotomous: true, values: [min, max] };
  if (request.probeValues === 'percentiles') {
    return {
      variable: name,
      dichotomous: false,
      values: [0.16, 0.5, 0.84].map((q) => haverage(sorted, q)),
    };
  }
  const mean = accurateMean(moderator.values);
  const sd = Math.sqrt(sumOfSquares(moderator.values, mean) / (moderator.values.length - 1));
  let low = mean - sd;
  let high = mean + sd;
  if (low < min) {
    warnings.add(
      `'${name}'의 평균 − 1 표준편차(${fixed(low, 3)})가 관측된 최솟값보다 작아 최솟값(${min})에서 조건부 효과를 구했습니다.`,
      `One SD below the mean of '${name}' (${fixed(low, 3)}) is below its observed minimum, so the minimum (${min}) is used for conditioning instead.`,
    );
    low = min;
  }
  if (high > max) {
    warnings.add(
      `'${name}'의 평균 + 1 표준편차(${fixed(high, 3)})가 관측된 최댓값보다 커서 최댓값(${max})에서 조건부 효과를 구했습니다.`,
      `One SD above the mean of '${name}' (${fixed(high, 3)}) is above its observed maximum, so the maximum (${max}) is used for conditioning instead.`,
    );
    high = max;
  }
  return { variable: name, dichotomous: false, values: [low, mean, high] };
}

/**
 * Johnson–Neyman: the W where X's conditional effect b₁ + b₃W has |t| = t_crit, i.e. the roots of
 * (b₁ + b₃W)² − t²(v₁₁ + 2v₁₃W + v₃₃W²) = 0 (a quadratic in W, solved without cancellation),
 * kept inside W's observed range; and the effect at 21 evenly spaced values of W and at the roots.
 */
function johnsonNeymanRegions(
  wValues: Float64Array,
  b: number[],
  { v11, v13, v33 }: { v11: number; v13: number; v33: number },
  tCrit: number,
  effectAt: (w: number) => ConditionalEffect,
): JohnsonNeyman {
  const n = wValues.length;
  const t2 = tCrit * tCrit;
  const b1 = b[0]!;
  const b3 = b[2]!;
  const a = b3 * b3 - t2 * v33;
  const bq = 2 * (b1 * b3 - t2 * v13);
  const c = b1 * b1 - t2 * v11;
  let roots: number[] = [];
  if (a === 0) {
    if (bq !== 0) roots = [-c / bq];
  } else {
    const disc = bq * bq - 4 * a * c;
    if (disc >= 0) {
      const q = -(bq + (bq >= 0 ? 1 : -1) * Math.sqrt(disc)) / 2;
      roots = q === 0 ? [0] : [q / a, c / q];
    }
  }
  let min = Infinity;
  let max = -Infinity;
  for (const v of wValues) {
    min = Math.min(min, v);
    max = Math.max(max, v);
  }
  roots = [...new Set(roots)].filter((r) => r >= min && r <= max).sort((u, v) => u - v);
  const points = roots.map((value) => {
    let below = 0;
    let above = 0;
    for (const v of wValues) {
      if (v < value) below++;
      else if (v > value) above++;
    }
    return { value, percentBelow: (100 * below) / n, percentAbove: (100 * above) / n };
  });
  const step = (max - min) / 20;
  const grid = Array.from({ length: 21 }, (_, k) => (k === 20 ? max : min + k * step));
  const at = [...grid, ...roots].sort((u, v) => u - v);
  return { points, effects: at.map((wv) => effectAt(wv)) };
}
