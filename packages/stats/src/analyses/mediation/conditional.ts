import { StatsInputError } from '../../errors';
import { haverage } from '../../math/quantile';
import { sortedCopy } from '../../math/sort';
import { accurateMean, compensatedSum } from '../../math/sums';
import type { DataTable } from '../../types';
import { numericColumn } from '../../variables';
import { replaceNonFinite, warningList, type Warnings } from '../common/warnings';
import { tCritical, twoSidedP } from '../t-one';
import {
  bootstrapEquations,
  bootstrapInterval,
  bootstrapSe,
  type BootstrapEquation,
} from './bootstrap';
import { regressWithCovariance } from './regression';
import { conditionalProcessTables } from './conditional-tables';
import type {
  ConditionalDirectEffect,
  ConditionalIndirectEffect,
  ConditionalProcessResult,
  MediationBootstrapEstimate,
  MediationEffect,
  MediationRegression,
  MediationRequest,
  ModeratedMediationIndex,
  ModeratorValue,
  ProcessProductTerm,
  SerialIndirectEffect,
} from './types';
import { josa } from '../../korean';

type ConditionalModel = ConditionalProcessResult['modelNumber'];

/** A variable of the fitted models: a column of the data or a product of two. */
interface Variable {
  name: string;
  values: Float64Array;
}

/** One outcome model: its outcome and predictors as indexes into the variables. */
interface Equation extends BootstrapEquation {
  role: MediationRegression['role'];
}

/**
 * The serial paths of model 6 through k mediators, PROCESS's order: by the first mediator,
 * then the later ones added as a binary count (k = 3: 1; 1 2; 1 3; 1 2 3; 2; 2 3; 3).
 */
export function serialPaths(k: number): number[][] {
  const paths: number[][] = [];
  for (let first = 0; first < k; first++) {
    const rest = k - first - 1;
    for (let mask = 0; mask < 2 ** rest; mask++) {
      const path = [first];
      for (let j = 0; j < rest; j++) if (mask & (2 ** j)) path.push(first + 1 + j);
      paths.push(path);
    }
  }
  return paths;
}

function isDichotomous(values: Float64Array): boolean {
  const seen = new Set<number>();
  for (const v of values) {
    seen.add(v);
    if (seen.size > 2) return false;
  }
  return seen.size === 2;
}

function product(a: Float64Array, b: Float64Array): Float64Array {
  const out = new Float64Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! * b[i]!;
  return out;
}

/**
 * PROCESS models 6 (serial mediation), 7 (X×W on each a path), 8 (X×W on the a paths and the
 * direct effect), 14 (M×W on each b path) and 58 (both stages): every outcome model by QR
 * least squares as model 4 fits them, the direct and indirect effects, the indirect effects at
 * the moderator's 16th, 50th and 84th percentiles (a dichotomous moderator's two values), and
 * the index of moderated mediation, with the seeded percentile (or bias-corrected) bootstrap
 * model 4 uses. Products are of the raw variables (PROCESS's default, no mean centring).
 */
export function conditionalProcess(
  table: DataTable,
  request: MediationRequest,
): ConditionalProcessResult {
  const model = request.modelNumber as ConditionalModel;
  const warnings = warningList();
  const yName = request.dependents[0];
  const xName = request.independents[0];
  const mNames = request.mediators;
  const wName = request.moderators[0] ?? null;
  const cNames = request.covariates;
  const names = [xName, ...mNames, ...(wName === null ? [] : [wName]), ...cNames, yName];
  const cells = names.map((name) => numericColumn(table, name).values);
  const rows: number[] = [];
  for (let i = 0; i < table.rowCount; i++) if (cells.every((c) => c[i] !== null)) rows.push(i);
  const n = rows.length;
  const k = mNames.length;
  const columns = cells.map((column) => {
    const out = new Float64Array(n);
    for (let i = 0; i < n; i++) out[i] = column[rows[i]!]!;
    return out;
  });
  const data = new Map(names.map((name, j) => [name, columns[j]!]));
  names.forEach((name, j) => {
    const column = columns[j]!;
    if (n > 0 && column.every((v) => v === column[0])) {
      throw new StatsInputError(
        'CONSTANT_VARIABLE',
        name === wName
          ? `조절변수 ${josa(`'${name}'`, '의')} 값이 모두 같아(분산 0) 조건부 효과를 구할 수 없습니다.`
          : `'${name}' 변수의 값이 모두 같아(분산 0) 매개분석을 할 수 없습니다.`,
        name === wName
          ? `The moderator '${name}' is constant (zero variance), so no conditional effect can be estimated.`
          : `Variable '${name}' is constant (zero variance), so the mediation model cannot be estimated.`,
        { variable: name },
      );
    }
  });

  // The variables of every model: the data's, then each product term once.
  const variables: Variable[] = names.map((name) => ({ name, values: data.get(name)! }));
  const indexOf = (name: string) => variables.findIndex((v) => v.name === name);
  const productKey = (a: string, b: string) => `${a}\u0000${b}`;
  const productIndex = (a: string, b: string) => {
    const key = productKey(a, b);
    const found = variables.findIndex((v) => v.name === key);
    if (found >= 0) return found;
    variables.push({ name: key, values: product(data.get(a)!, data.get(b)!) });
    return variables.length - 1;
  };
  const productTerms: ProcessProductTerm[] = [];
  const equations: Equation[] = [];
  const firstStage = model === 7 || model === 8 || model === 58;
  const secondStage = model === 14 || model === 58;
  const w = wName ?? '';
  const covariates = cNames.map(indexOf);
  // Predictors in PROCESS's order: X, the mediators, W, the products, the covariates.
  const equation = (
    role: Equation['role'],
    outcome: string,
    plain: string[],
    products: [string, string][],
  ): Equation => {
    const predictors = plain.map(indexOf);
    products.forEach(([a, b], j) => {
      const index = productIndex(a, b);
      const label = `Int_${j + 1}`;
      productTerms.push({ label, outcome, first: a, second: b });
      predictors.push(index);
    });
    return { role, outcome: indexOf(outcome), predictors: [...predictors, ...covariates] };
  };
  mNames.forEach((m, i) => {
    if (model === 6) equations.push(equation('mediator', m, [xName, ...mNames.slice(0, i)], []));
    else if (firstStage) equations.push(equation('mediator', m, [xName, w], [[xName, w]]));
    else equations.push(equation('mediator', m, [xName], []));
  });
  const yPlain = [xName, ...mNames, ...(model === 6 || model === 7 ? [] : [w])];
  const yProducts: [string, string][] =
    model === 8 ? [[xName, w]] : secondStage ? mNames.map((m) => [m, w]) : [];
  equations.push(equation('outcome', yName, yPlain, yProducts));
  const parameters = Math.max(...equations.map((e) => e.predictors.length)) + 1;
  if (n < parameters + 1) {
    throw new StatsInputError(
      'TOO_FEW_CASES',
      `모든 변수에 값이 있는 사례가 ${n}개뿐입니다. 이 모형에는 적어도 ${parameters + 1}개가 필요합니다.`,
      `Only ${n} case(s) have values on every variable; this model needs at least ${parameters + 1}.`,
      { variable: yName },
    );
  }

  const level = request.selectedConfidence;
  // Product terms are labelled per model (Int_1, …), so each equation names its own.
  const predictorNames = (e: Equation) => {
    let product = 0;
    return e.predictors.map((p) =>
      variables[p]!.name.includes('\u0000') ? `Int_${++product}` : variables[p]!.name,
    );
  };
  const fits = equations.map((e) =>
    regressWithCovariance(
      e.role,
      variables[e.outcome]!.name,
      variables[e.outcome]!.values,
      predictorNames(e),
      e.predictors.map((p) => variables[p]!.values),
      level,
    ),
  );
  const models = fits.map((f) => f.model);
  // Slope of predictor `name` in equation e (0 when it is not in the equation).
  const slopeAt = (e: number, index: number) => equations[e]!.predictors.indexOf(index);
  const slopeOf = (slopes: ArrayLike<number>, e: number, index: number) => {
    const at = slopeAt(e, index);
    return at < 0 ? 0 : slopes[at]!;
  };
  const pointSlopes = models.map((m) => Float64Array.from(m.coefficients.slice(1), (c) => c.coeff));
  const yEq = k;
  const x = indexOf(xName);
  const mIndex = mNames.map(indexOf);
  const xw = firstStage ? productIndex(xName, w) : -1;
  const mw = secondStage ? mNames.map((m) => productIndex(m, w)) : [];

  // The moderator's values to condition on.
  let moderatorValues: ModeratorValue[] = [];
  let dichotomous = false;
  if (wName !== null) {
    const values = data.get(wName)!;
    const sorted = sortedCopy(values);
    dichotomous = isDichotomous(values);
    moderatorValues = dichotomous
      ? [
          { value: sorted[0]!, percentile: null },
          { value: sorted[sorted.length - 1]!, percentile: null },
        ]
      : [16, 50, 84].map((p) => ({ value: haverage(sorted, p / 100), percentile: p }));
  }

  // Every bootstrapped quantity as a function of the equations' slopes.
  const paths = model === 6 ? serialPaths(k) : [];
  const serial = (s: ArrayLike<number>[], path: number[]) => {
    let effect = slopeOf(s[path[0]!]!, path[0]!, x);
    for (let j = 1; j < path.length; j++) {
      effect *= slopeOf(s[path[j]!]!, path[j]!, mIndex[path[j - 1]!]!);
    }
    return effect * slopeOf(s[yEq]!, yEq, mIndex[path[path.length - 1]!]!);
  };
  const firstPath = (s: ArrayLike<number>[], i: number, value: number) =>
    slopeOf(s[i]!, i, x) + (xw >= 0 && firstStage ? slopeOf(s[i]!, i, xw) * value : 0);
  const secondPath = (s: ArrayLike<number>[], i: number, value: number) =>
    slopeOf(s[yEq]!, yEq, mIndex[i]!) + (secondStage ? slopeOf(s[yEq]!, yEq, mw[i]!) * value : 0);
  const statistics: ((s: ArrayLike<number>[]) => number)[] = [];
  const labelsOf: string[] = [];
  if (model === 6) {
    paths.forEach((path, j) => {
      statistics.push((s) => serial(s, path));
      labelsOf.push(`Ind${j + 1}`);
    });
    statistics.push((s) => compensatedSum(paths.map((path) => serial(s, path))));
    labelsOf.push('TOTAL');
  } else {
    for (let i = 0; i < k; i++) {
      for (const mv of moderatorValues) {
        statistics.push((s) => firstPath(s, i, mv.value) * secondPath(s, i, mv.value));
      }
    }
    if (model !== 58) {
      for (let i = 0; i < k; i++) {
        statistics.push((s) =>
          model === 14
            ? slopeOf(s[i]!, i, x) * slopeOf(s[yEq]!, yEq, mw[i]!)
            : slopeOf(s[i]!, i, xw) * slopeOf(s[yEq]!, yEq, mIndex[i]!),
        );
      }
    }
  }
  const points = statistics.map((f) => f(pointSlopes));

  // Model 6's standardized indirect effects (as model 4's): SD(X) and SD(Y) on the data, and
  // on each resample its own, as PROCESS recomputes them per resample.
  const y = indexOf(yName);
  const sdX = model === 6 ? standardDeviation(data.get(xName)!) : null;
  const sdY = model === 6 ? standardDeviation(data.get(yName)!) : null;
  const samples = request.numberOfBootstrapSamples;
  let boot: Float64Array[] | null = null;
  let bootSdX: Float64Array | null = null;
  let bootSdY: Float64Array | null = null;
  let redrawn = 0;
  if (samples > 0) {
    const series = statistics.map(() => new Float64Array(samples));
    const sdXs = new Float64Array(samples);
    const sdYs = new Float64Array(samples);
    const v = variables.length;
    const run = bootstrapEquations(
      variables.map((variable) => variable.values),
      equations,
      samples,
      request.seed,
      (slopes, b, cross) => {
        for (let j = 0; j < statistics.length; j++) series[j]![b] = statistics[j]!(slopes);
        sdXs[b] = Math.sqrt(cross[x * v + x]! / (n - 1));
        sdYs[b] = Math.sqrt(cross[y * v + y]! / (n - 1));
      },
    );
    redrawn = run.redrawn;
    if (run.complete) {
      boot = series;
      bootSdX = sdXs;
      bootSdY = sdYs;
    }
    bootstrapWarnings(warnings, run.complete, run.redrawn);
  } else {
    warnings.add(
      '부트스트랩 표본 수가 0이어서 간접효과의 부트스트랩 표준오차와 신뢰구간을 계산하지 않았습니다.',
      'The number of bootstrap samples is 0, so the indirect effects have no bootstrap SE or interval.',
    );
  }
  let clamped = false;
  const estimateOf = (
    effect: number,
    series: Float64Array | undefined,
  ): MediationBootstrapEstimate => {
    if (!series) return { effect, bootSe: null, bootLower: null, bootUpper: null };
    const interval = bootstrapInterval(series, effect, level, request.adjustBootstrap);
    clamped ||= interval.clamped;
    return {
      effect,
      bootSe: bootstrapSe(series),
      bootLower: interval.lower,
      bootUpper: interval.upper,
    };
  };
  const estimate = (j: number) => estimateOf(points[j]!, boot?.[j]);
  /** Statistic j rescaled on the data and on every resample by its own SDs. */
  const standardized = (j: number, scale: (sx: number, sy: number) => number) => {
    const series = boot?.[j];
    let scaled: Float64Array | undefined;
    if (series && bootSdX && bootSdY) {
      scaled = new Float64Array(series.length);
      for (let b = 0; b < series.length; b++)
        scaled[b] = series[b]! * scale(bootSdX[b]!, bootSdY[b]!);
    }
    return estimateOf(points[j]! * scale(sdX!, sdY!), scaled);
  };

  let indirectEffects: SerialIndirectEffect[] = [];
  let partiallyStandardizedIndirectEffects: SerialIndirectEffect[] = [];
  let completelyStandardizedIndirectEffects: SerialIndirectEffect[] = [];
  let conditionalIndirectEffects: ConditionalIndirectEffect[] = [];
  let indexOfModeratedMediation: ModeratedMediationIndex[] = [];
  if (model === 6) {
    const serialEffects = (estimateAt: (j: number) => MediationBootstrapEstimate) =>
      labelsOf.map((label, j) => ({
        label,
        path: j < paths.length ? paths[j]!.map((i) => mNames[i]!) : [],
        ...estimateAt(j),
      }));
    indirectEffects = serialEffects(estimate);
    partiallyStandardizedIndirectEffects = serialEffects((j) =>
      standardized(j, (_sx, sy) => 1 / sy),
    );
    completelyStandardizedIndirectEffects = serialEffects((j) =>
      standardized(j, (sx, sy) => sx / sy),
    );
  } else {
    const perMediator = moderatorValues.length;
    conditionalIndirectEffects = mNames.flatMap((mediator, i) =>
      moderatorValues.map((mv, v) => ({
        mediator,
        moderatorValue: mv.value,
        ...estimate(i * perMediator + v),
      })),
    );
    if (model !== 58) {
      indexOfModeratedMediation = mNames.map((mediator, i) => ({
        mediator,
        ...estimate(k * perMediator + i),
      }));
    }
  }
  if (clamped) {
    warnings.add(
      '부트스트랩 표본 수가 적어 신뢰구간의 한계가 부트스트랩 추정값의 범위를 벗어났으므로 가장 작은(큰) 추정값으로 대신했습니다. 부트스트랩 표본 수를 늘리세요.',
      'Too few bootstrap samples: an interval limit fell outside the bootstrap estimates and was set to the smallest (largest) one. Use more bootstrap samples.',
    );
  }

  let totalEffectModel: MediationRegression | null = null;
  let totalEffect: MediationEffect | null = null;
  if (model === 6) {
    totalEffectModel = regressWithCovariance(
      'total',
      yName,
      data.get(yName)!,
      [xName, ...cNames],
      [data.get(xName)!, ...cNames.map((c) => data.get(c)!)],
      level,
    ).model;
    totalEffect = effectOf(totalEffectModel, sdX, sdY);
  }
  const yFit = fits[yEq]!;
  const directEffect = model === 8 ? null : effectOf(yFit.model, sdX, sdY);
  const conditionalDirectEffects: ConditionalDirectEffect[] = [];
  if (model === 8) {
    const at = slopeAt(yEq, x);
    const atXw = slopeAt(yEq, xw);
    const p = equations[yEq]!.predictors.length;
    const df = yFit.model.summary.df2;
    const tCrit = df > 0 ? tCritical(level, df) : Number.NaN;
    for (const mv of moderatorValues) {
      const effect = pointSlopes[yEq]![at]! + pointSlopes[yEq]![atXw]! * mv.value;
      const cov = yFit.covariance;
      const variance =
        cov === null
          ? null
          : cov[at * p + at]! +
            2 * mv.value * cov[at * p + atXw]! +
            mv.value ** 2 * cov[atXw * p + atXw]!;
      const se = variance === null ? null : Math.sqrt(Math.max(0, variance));
      const t = se !== null && se > 0 ? effect / se : null;
      conditionalDirectEffects.push({
        moderatorValue: mv.value,
        effect,
        se,
        tValue: t,
        pValue: t === null ? null : twoSidedP(t, df),
        lowerConf: se === null ? null : effect - tCrit * se,
        upperConf: se === null ? null : effect + tCrit * se,
      });
    }
  }

  const result: ConditionalProcessResult = {
    analysis: 'mediation',
    modelNumber: model,
    confidence: level,
    dependent: yName,
    independent: xName,
    mediators: mNames,
    moderator: wName,
    moderatorDichotomous: dichotomous,
    covariates: cNames,
    n,
    excludedCases: table.rowCount - n,
    bootstrap: {
      samples: boot ? samples : 0,
      seed: request.seed,
      method: request.adjustBootstrap ? 'biasCorrected' : 'percentile',
      redrawn,
    },
    models,
    productTerms,
    totalEffectModel,
    totalEffect,
    directEffect,
    conditionalDirectEffects,
    indirectEffects,
    partiallyStandardizedIndirectEffects,
    completelyStandardizedIndirectEffects,
    moderatorValues,
    conditionalIndirectEffects,
    indexOfModeratedMediation,
    tables: [],
    warnings: warnings.ko,
    warningsEn: warnings.en,
  };
  for (const part of [
    result.models,
    result.totalEffectModel,
    result.totalEffect,
    result.directEffect,
    result.conditionalDirectEffects,
    result.indirectEffects,
    result.partiallyStandardizedIndirectEffects,
    result.completelyStandardizedIndirectEffects,
    result.conditionalIndirectEffects,
    result.indexOfModeratedMediation,
  ]) {
    replaceNonFinite(part, yName, warnings);
  }
  result.tables = conditionalProcessTables(result);
  return result;
}

/**
 * X's coefficient in a model as a total or direct effect, with its standardized forms where
 * PROCESS prints them (models 4 and 6: SD(X) and SD(Y) given), else null.
 */
function effectOf(
  model: MediationRegression,
  sdX: number | null,
  sdY: number | null,
): MediationEffect {
  const c = model.coefficients[1]!;
  return {
    effect: c.coeff,
    se: c.se,
    tValue: c.tValue,
    pValue: c.pValue,
    lowerConf: c.lowerConf,
    upperConf: c.upperConf,
    partiallyStandardized: sdY === null ? null : c.coeff / sdY,
    completelyStandardized: sdX === null || sdY === null ? null : (c.coeff * sdX) / sdY,
  };
}

/** The standard deviation (n − 1) by two passes, as model 4's standardizers. */
function standardDeviation(values: Float64Array): number {
  const mean = accurateMean(values);
  const d = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) d[i] = (values[i]! - mean) ** 2;
  return Math.sqrt(compensatedSum(d) / (values.length - 1));
}

function bootstrapWarnings(warnings: Warnings, complete: boolean, redrawn: number): void {
  if (!complete) {
    warnings.add(
      `부트스트랩 표본에서 모형을 추정할 수 없는 경우가 너무 많아(${redrawn}번) 부트스트랩을 중단했습니다. 부트스트랩 표준오차와 신뢰구간은 비워 두었습니다.`,
      `The bootstrap was abandoned: the model could not be estimated on too many resamples (${redrawn}). Bootstrap SEs and intervals are left empty.`,
    );
  } else if (redrawn > 0) {
    warnings.add(
      `부트스트랩 표본 ${redrawn}개는 모형을 추정할 수 없어(예측변수가 상수이거나 공선) 다시 뽑았습니다.`,
      `${redrawn} bootstrap resample(s) could not be used (a predictor was constant or collinear in them) and were drawn again.`,
    );
  }
}
