import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import { StatsInputError } from '../../errors';
import { accurateMean, compensatedSum } from '../../math/sums';
import type { DataTable } from '../../types';
import { numericColumn } from '../../variables';
import { replaceNonFinite, warningList } from '../common/warnings';
import {
  bootstrapInterval,
  bootstrapMediation,
  bootstrapSe,
  type BootstrapDraws,
  type MediationData,
} from './bootstrap';
import { regress } from './regression';
import { mediationTables } from './tables';
import { conditionalProcess } from './conditional';
import type {
  MediationBootstrapEstimate,
  IndirectContrast,
  IndirectEffect,
  MediationEffect,
  MediationRegression,
  MediationRequest,
  MediationResult,
  SobelTest,
  ConditionalProcessResult,
} from './types';

export * from './types';
export { parseMediationRequest } from './request';
export { bootstrapIndices, bootstrapInterval, bootstrapMediation } from './bootstrap';
export { conditionalProcess, serialPaths } from './conditional';

/**
 * The `mediation` analysis of the contract: model 4 (the default) answers as it always has;
 * models 6, 7, 8, 14 and 58 answer with the conditional process result.
 */
export function processMediation(
  table: DataTable,
  request: MediationRequest,
): MediationResult | ConditionalProcessResult {
  return request.modelNumber === 4 ? mediation(table, request) : conditionalProcess(table, request);
}

/**
 * `mediation` of the analysis contract: Hayes's PROCESS model 4 with one or more mediators
 * in parallel and optional covariates in every model. Each mediator is regressed on X (and
 * the covariates), Y on X and every mediator (and the covariates), and Y on X alone for the
 * total effect, by QR least squares; the indirect effects a·b get bootstrap SEs and
 * percentile or bias-corrected intervals from a seeded resampling, and Sobel's test.
 */
export function mediation(table: DataTable, request: MediationRequest): MediationResult {
  const warnings = warningList();
  const yName = request.dependents[0];
  const xName = request.independents[0];
  const mNames = request.mediators;
  const cNames = request.covariates;
  const names = [xName, ...mNames, ...cNames, yName];
  const cells = names.map((name) => numericColumn(table, name).values);
  // Listwise over every variable of the model, as PROCESS.
  const rows: number[] = [];
  for (let i = 0; i < table.rowCount; i++) if (cells.every((c) => c[i] !== null)) rows.push(i);
  const n = rows.length;
  const k = mNames.length;
  const q = cNames.length;
  const needed = 3 + k + q;
  if (n < needed) {
    throw new StatsInputError(
      'TOO_FEW_CASES',
      `모든 변수에 값이 있는 사례가 ${n}개뿐입니다. 이 모형에는 적어도 ${needed}개가 필요합니다.`,
      `Only ${n} case(s) have values on every variable; this model needs at least ${needed}.`,
      { variable: yName },
    );
  }
  const values = cells.map((column) => {
    const out = new Float64Array(n);
    for (let i = 0; i < n; i++) out[i] = column[rows[i]!]!;
    return out;
  });
  values.forEach((column, j) => {
    if (column.every((v) => v === column[0])) {
      throw new StatsInputError(
        'CONSTANT_VARIABLE',
        `'${names[j]}' 변수의 값이 모두 같아(분산 0) 매개분석을 할 수 없습니다.`,
        `Variable '${names[j]}' is constant (zero variance), so the mediation model cannot be estimated.`,
        { variable: names[j]! },
      );
    }
  });
  const x = values[0]!;
  const mediators = values.slice(1, 1 + k);
  const covariates = values.slice(1 + k, 1 + k + q);
  const y = values[values.length - 1]!;
  const level = request.selectedConfidence;

  const models: MediationRegression[] = mediators.map((m, j) =>
    regress('mediator', mNames[j]!, m, [xName, ...cNames], [x, ...covariates], level),
  );
  const outcomeModel = regress(
    'outcome',
    yName,
    y,
    [xName, ...mNames, ...cNames],
    [x, ...mediators, ...covariates],
    level,
  );
  models.push(outcomeModel);
  const totalEffectModel = regress(
    'total',
    yName,
    y,
    [xName, ...cNames],
    [x, ...covariates],
    level,
  );

  const sd = (v: Float64Array) => {
    const mean = accurateMean(v);
    const d = new Float64Array(n);
    for (let i = 0; i < n; i++) d[i] = (v[i]! - mean) ** 2;
    return Math.sqrt(compensatedSum(d) / (n - 1));
  };
  const sdX = sd(x);
  const sdY = sd(y);
  const effect = (model: MediationRegression): MediationEffect => {
    const c = model.coefficients[1]!;
    return {
      effect: c.coeff,
      se: c.se,
      tValue: c.tValue,
      pValue: c.pValue,
      lowerConf: c.lowerConf,
      upperConf: c.upperConf,
      partiallyStandardized: c.coeff / sdY,
      completelyStandardized: (c.coeff * sdX) / sdY,
    };
  };
  const aPaths = models.slice(0, k).map((m) => m.coefficients[1]!);
  const bPaths = mNames.map((_, j) => outcomeModel.coefficients[2 + j]!);
  const point = aPaths.map((a, j) => a.coeff * bPaths[j]!.coeff);
  point.push(compensatedSum(point));

  const sobel: SobelTest[] = mNames.map((mediator, j) => {
    const a = aPaths[j]!;
    const b = bPaths[j]!;
    const se =
      a.se === null || b.se === null
        ? null
        : Math.sqrt(b.coeff ** 2 * a.se ** 2 + a.coeff ** 2 * b.se ** 2);
    const z = se !== null && se > 0 ? point[j]! / se : null;
    return {
      mediator,
      effect: point[j]!,
      se,
      z,
      pValue: z === null ? null : 2 * normalCdf(-Math.abs(z), 0, 1),
    };
  });

  const samples = request.numberOfBootstrapSamples;
  let draws: BootstrapDraws | null = null;
  if (samples > 0) {
    const data: MediationData = { x, mediators, covariates, y };
    draws = bootstrapMediation(data, samples, request.seed);
    if (!draws.complete) {
      warnings.add(
        `부트스트랩 표본에서 모형을 추정할 수 없는 경우가 너무 많아(${draws.redrawn}번) 부트스트랩을 중단했습니다. 부트스트랩 표준오차와 신뢰구간은 비워 두었습니다.`,
        `The bootstrap was abandoned: the model could not be estimated on too many resamples (${draws.redrawn}). Bootstrap SEs and intervals are left empty.`,
      );
      draws = null;
    } else if (draws.redrawn > 0) {
      warnings.add(
        `부트스트랩 표본 ${draws.redrawn}개는 모형을 추정할 수 없어(예측변수가 상수이거나 공선) 다시 뽑았습니다.`,
        `${draws.redrawn} bootstrap resample(s) could not be used (a predictor was constant or collinear in them) and were drawn again.`,
      );
    }
  } else {
    warnings.add(
      '부트스트랩 표본 수가 0이어서 간접효과의 부트스트랩 표준오차와 신뢰구간을 계산하지 않았습니다.',
      'The number of bootstrap samples is 0, so the indirect effects have no bootstrap SE or interval.',
    );
  }
  let clamped = false;
  const estimate = (
    value: number | null,
    boot: ((b: number) => number) | null,
  ): MediationBootstrapEstimate => {
    if (draws === null || boot === null || value === null) {
      return { effect: value, bootSe: null, bootLower: null, bootUpper: null };
    }
    const estimates = new Float64Array(samples);
    for (let b = 0; b < samples; b++) estimates[b] = boot(b);
    const interval = bootstrapInterval(estimates, value, level, request.adjustBootstrap);
    clamped ||= interval.clamped;
    return {
      effect: value,
      bootSe: bootstrapSe(estimates),
      bootLower: interval.lower,
      bootUpper: interval.upper,
    };
  };
  const labels = [...mNames, 'TOTAL'];
  const indirectSeries = (j: number) => (draws ? draws.indirect[j]! : null);
  const indirect = (scale: (value: number, sx: number, sy: number) => number): IndirectEffect[] =>
    labels.map((label, j) => {
      const series = indirectSeries(j);
      return {
        mediator: j < k ? label : null,
        label,
        ...estimate(
          scale(point[j]!, sdX, sdY),
          series && draws ? (b) => scale(series[b]!, draws!.sdX[b]!, draws!.sdY[b]!) : null,
        ),
      };
    });
  const indirectEffects = indirect((v) => v);
  const partiallyStandardizedIndirectEffects = indirect((v, _sx, sy) => v / sy);
  const completelyStandardizedIndirectEffects = indirect((v, sx, sy) => (v * sx) / sy);
  const contrasts: IndirectContrast[] = [];
  for (let i = 0; i < k; i++) {
    for (let j = i + 1; j < k; j++) {
      const first = indirectSeries(i);
      const second = indirectSeries(j);
      contrasts.push({
        label: `C${contrasts.length + 1}`,
        first: mNames[i]!,
        second: mNames[j]!,
        ...estimate(point[i]! - point[j]!, first && second ? (b) => first[b]! - second[b]! : null),
      });
    }
  }
  if (draws !== null && samples < 2) {
    warnings.add(
      '부트스트랩 표본이 1개뿐이어서 부트스트랩 표준오차를 계산할 수 없습니다.',
      'With a single bootstrap sample there is no bootstrap SE.',
    );
  }
  if (clamped) {
    warnings.add(
      '부트스트랩 표본 수가 적어 신뢰구간의 한계가 부트스트랩 추정값의 범위를 벗어났으므로 가장 작은(큰) 추정값으로 대신했습니다. 부트스트랩 표본 수를 늘리세요.',
      'Too few bootstrap samples: an interval limit fell outside the bootstrap estimates and was set to the smallest (largest) one. Use more bootstrap samples.',
    );
  }

  const result: MediationResult = {
    analysis: 'mediation',
    modelNumber: 4,
    confidence: level,
    dependent: yName,
    independent: xName,
    mediators: mNames,
    covariates: cNames,
    n,
    excludedCases: table.rowCount - n,
    sdX,
    sdY,
    bootstrap: {
      samples: draws ? samples : 0,
      seed: request.seed,
      method: request.adjustBootstrap ? 'biasCorrected' : 'percentile',
      redrawn: draws?.redrawn ?? 0,
    },
    models,
    totalEffectModel,
    totalEffect: effect(totalEffectModel),
    directEffect: effect(outcomeModel),
    indirectEffects,
    partiallyStandardizedIndirectEffects,
    completelyStandardizedIndirectEffects,
    contrasts,
    sobel,
    tables: [],
    warnings: warnings.ko,
    warningsEn: warnings.en,
  };
  for (const part of [
    result.models,
    result.totalEffectModel,
    result.totalEffect,
    result.directEffect,
    result.indirectEffects,
    result.partiallyStandardizedIndirectEffects,
    result.completelyStandardizedIndirectEffects,
    result.contrasts,
    result.sobel,
  ]) {
    replaceNonFinite(part, yName, warnings);
  }
  result.tables = mediationTables(result);
  return result;
}
