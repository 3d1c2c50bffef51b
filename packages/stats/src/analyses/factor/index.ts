import { StatsInputError } from '../../errors';
import { type Mat, multiply, transpose } from '../../math/matrix-ops';
import { correlationPValue } from '../../math/products';
import { symmetricEigen } from '../../math/symmetric-eigen';
import type { DataTable } from '../../types';
import { numericColumn } from '../../variables';
import { replaceNonFinite, warningList, type Warnings } from '../common/warnings';
import { adequacy, prepare } from './correlation';
import {
  type Extraction,
  imageFactoring,
  principalAxis,
  principalComponents,
  signColumns,
} from './extraction';
import { type Rotated, directOblimin, orthomax, promax } from './rotation';
import { scoreCoefficients, scoreRows } from './scores';
import {
  fitUniquenesses,
  generalisedAt,
  invert,
  maximumLikelihoodAt,
  unweightedAt,
} from './likelihood';
import { chiSquareUpper } from '../../math/chi-square-upper';
import { factorTables } from './tables';
import type { FactorRequest, FactorResult, VarianceRow } from './types';
import { josa } from '../../korean';

export * from './types';
export { parseFactorRequest } from './request';

const methodNames: Record<FactorRequest['selectedMethod'], [string, string]> = {
  pca: ['주성분 분석', 'principal components'],
  paf: ['주축 요인추출', 'principal axis factoring'],
  ml: ['최대우도', 'maximum likelihood'],
  uls: ['비가중 최소제곱', 'unweighted least squares'],
  gls: ['일반화 최소제곱', 'generalized least squares'],
  alpha: ['알파 요인추출', 'alpha factoring'],
  image: ['이미지 요인추출', 'image factoring'],
};

function unsupported(field: string, ko: string, en: string, value: string): StatsInputError {
  return new StatsInputError(
    'UNSUPPORTED_OPTION',
    `요청의 '${field}' 항목: ${ko}`,
    `Request field '${field}': ${en}`,
    { field, value },
  );
}

/**
 * `factor` of the analysis contract (SPSS FACTOR): the correlation matrix (listwise,
 * pairwise or mean-substituted), KMO, Bartlett's test and anti-image matrices; principal
 * components or principal axis factoring; varimax, quartimax, equamax, direct oblimin or
 * promax; reproduced correlations and factor scores.
 */
export function factor(table: DataTable, request: FactorRequest): FactorResult {
  if (!['pca', 'paf', 'alpha', 'image', 'ml', 'uls', 'gls'].includes(request.selectedMethod)) {
    const [ko, en] = methodNames[request.selectedMethod];
    throw unsupported(
      'selectedMethod',
      `${ko}(${request.selectedMethod}) 방법은 아직 지원하지 않습니다. 주성분 분석(pca), 주축 요인추출(paf), 알파 요인추출(alpha), 이미지 요인추출(image), 최대우도(ml), 비가중 최소제곱(uls), 일반화 최소제곱(gls) 중에서 고르세요.`,
      `${en} (${request.selectedMethod}) is not supported yet; choose pca, paf, alpha, image, ml, uls or gls.`,
      request.selectedMethod,
    );
  }
  const covariance = request.selectedMatrix === 'covariance';
  if (covariance && !['pca', 'paf'].includes(request.selectedMethod)) {
    throw unsupported(
      'selectedMatrix',
      '공분산 행렬 분석은 주성분 분석(pca)과 주축 요인추출(paf)에서만 지원합니다.',
      'analysing the covariance matrix is supported with pca and paf only.',
      request.selectedMatrix,
    );
  }
  const warnings = warningList();
  const raw = request.factorVariables.map((name) => numericColumn(table, name).values);
  let prepared = prepare(raw, request.selectedMissingValueControlMethod);
  tooFewCases(prepared.n, raw.length);
  const excluded: string[] = [];
  let keep = request.factorVariables.map((_, i) => i);
  // Items without variance have no correlations: leave them out, as the contract says.
  while (prepared.constant !== null) {
    const name = request.factorVariables[keep[prepared.constant]!]!;
    excluded.push(name);
    warnings.add(
      `'${name}' 변수는 값이 모두 같아(분산 0) 상관계수가 없으므로 요인분석에서 제외했습니다.`,
      `'${name}' has no variance (every value is the same), so it has no correlations and was left out of the factor analysis.`,
    );
    keep = keep.filter((_, i) => i !== prepared.constant);
    if (keep.length < 2) {
      throw new StatsInputError(
        'TOO_FEW_VARIABLES',
        '분산이 있는 변수가 두 개 미만이라 요인분석을 할 수 없습니다.',
        'Fewer than two variables have any variance, so no factor analysis is possible.',
        { field: 'factorVariables' },
      );
    }
    prepared = prepare(
      keep.map((i) => raw[i]!),
      request.selectedMissingValueControlMethod,
    );
  }
  const variables = keep.map((i) => request.factorVariables[i]!);
  const p = variables.length;
  const n = prepared.n;
  tooFewCases(n, p);
  prepared.correlation.forEach((row, a) =>
    row.forEach((v, b) => {
      if (!Number.isFinite(v)) {
        throw new StatsInputError(
          'UNDEFINED_CORRELATION',
          `${josa(`'${variables[a]}'`, '과')} '${variables[b]}'의 상관계수를 계산할 수 없습니다(함께 유효한 사례가 ${prepared.pairN[a]![b]}개이거나 그 사례에서 값이 모두 같음). 목록별 제외를 쓰거나 변수를 빼세요.`,
          `The correlation of '${variables[a]}' and '${variables[b]}' cannot be computed (${prepared.pairN[a]![b]} case(s) valid on both, or no variation over them); use listwise deletion or remove a variable.`,
          { variable: variables[a]!, field: 'factorVariables' },
        );
      }
    }),
  );
  const r = prepared.correlation;
  const eig = symmetricEigen(r);
  const singular = !(eig.values[p - 1]! > 1e-12 * eig.values[0]!);
  const adq = adequacy(r, n, singular);
  if (adq.inverse === null) {
    warnings.add(
      '상관행렬이 양의 정부호가 아니어서(특이행렬) 역행렬, KMO, Bartlett 검정과 반영상 행렬을 계산할 수 없습니다. 다른 변수의 선형결합인 변수가 있는지 확인하세요.',
      'The correlation matrix is not positive definite (singular), so its inverse, KMO, Bartlett’s test and the anti-image matrices cannot be computed. Check for a variable that is a linear combination of others.',
    );
  }

  // The analysed matrix: R, or the covariance matrix C (then loadings and communalities are
  // raw, with rescaled ones = raw / SD, and variance percentages are of the trace of C).
  const a = covariance ? prepared.covariance : r;
  const variances = covariance ? a.map((row, i) => row[i]!) : variables.map(() => 1);
  const trace = variances.reduce((s, v) => s + v, 0);
  const eigA = covariance ? symmetricEigen(a) : eig;
  // SPSS MINEIGEN: for a covariance matrix the value is a multiple of the mean eigenvalue.
  const threshold = request.eigenvaluesGreaterThan * (trace / p);
  const m =
    request.selectedExtract === 'fixed'
      ? Math.min(request.factorsToExtract!, p)
      : eigA.values.filter((v) => v > threshold).length;
  const components = request.selectedMethod === 'pca';
  let initial: number[];
  if (components) initial = [...variances];
  else if (adq.smc) initial = adq.smc.map((v, i) => v * variances[i]!);
  else if (['ml', 'gls', 'image'].includes(request.selectedMethod)) initial = [];
  else {
    // SPSS: without squared multiple correlations, the largest absolute correlation of each item.
    initial = r.map(
      (row, i) => variances[i]! * Math.max(...row.filter((_, j) => j !== i).map(Math.abs)),
    );
    warnings.add(
      '상관행렬이 특이행렬이어서 초기 공통성으로 다중상관제곱 대신 각 변수의 가장 큰 절대 상관계수를 사용했습니다.',
      'The correlation matrix is singular, so the initial communalities are each item’s largest absolute correlation instead of the squared multiple correlation.',
    );
  }

  const rowsOf = (totals: number[], cumulate: boolean, of = trace): VarianceRow[] => {
    const percent = (v: number) => (v / of) * 100;
    let cum = 0;
    return totals.map((total, j) => {
      cum += percent(total);
      return {
        factor: j + 1,
        total,
        percent: cumulate ? percent(total) : null,
        cumulative: cumulate ? cum : null,
      };
    });
  };

  const result: FactorResult = {
    analysis: 'factor',
    variables,
    excluded,
    method: request.selectedMethod,
    rotationMethod: request.selectedRotationMethod,
    missing: request.selectedMissingValueControlMethod,
    n,
    correlation: r,
    determinant: adq.determinant,
    inverse: adq.inverse,
    kmo: adq.kmo,
    msa: adq.msa,
    bartlett: adq.bartlett,
    antiImageCovariance: adq.antiImageCovariance,
    antiImageCorrelation: adq.antiImageCorrelation,
    communalities: [],
    eigenvalues: eigA.values,
    varianceExplained: { initial: rowsOf(eigA.values, true), extraction: [] },
    factorCount: m,
    loadings: [],
    extractionIterations: null,
    extractionConverged: true,
    tables: [],
    warnings: warnings.ko,
    warningsEn: warnings.en,
  };
  if (covariance) {
    result.matrix = 'covariance';
    result.covariance = a;
  }
  const opts = new Set(request.selectedAnalysisOptions);
  if (opts.has('univariate')) {
    result.descriptives = variables.map((variable, i) => ({
      variable,
      mean: prepared.means[i]!,
      std: prepared.sds[i]!,
      n: request.selectedMissingValueControlMethod === 'pairwise' ? prepared.counts[i]! : n,
    }));
  }
  if (request.selectedMissingValueControlMethod === 'pairwise') result.pairN = prepared.pairN;
  if (opts.has('significance')) {
    result.significance = r.map((row, i) =>
      row.map((v, j) => (i === j ? null : correlationPValue(v, prepared.pairN[i]![j]!) / 2)),
    );
  }

  if (m === 0) {
    warnings.add(
      `고유값이 ${threshold}보다 큰 요인이 없어 요인을 추출하지 않았습니다.`,
      `No eigenvalue is greater than ${threshold}, so no factors were extracted.`,
    );
  } else {
    if (m >= p && !components) {
      throw new StatsInputError(
        'TOO_MANY_FACTORS',
        `${methodNames[request.selectedMethod][0]}에서는 요인 수(${m})가 변수 수(${p})보다 작아야 합니다.`,
        `With ${methodNames[request.selectedMethod][1]} the number of factors (${m}) must be below the number of variables (${p}).`,
        { field: 'factorsToExtract', value: String(m) },
      );
    }
    const aInverse = covariance && adq.inverse ? invert(a) : adq.inverse;
    const ex = extract(a, m, initial, aInverse, request, warnings);
    if (ex.goodnessOfFit) {
      const df = ((p - m) ** 2 - p - m) / 2;
      const chi = (n - 1 - (2 * p + 5) / 6 - (2 * m) / 3) * ex.goodnessOfFit;
      result.goodnessOfFit =
        df > 0
          ? { chiSquare: chi, df, pValue: chiSquareUpper(chi, df) }
          : { chiSquare: null, df, pValue: null };
    }
    result.loadings = ex.loadings;
    result.extractionIterations = ex.iterations;
    result.extractionConverged = ex.converged;
    result.varianceExplained.extraction = rowsOf(ex.sums, true);
    result.communalities = variables.map((variable, i) => {
      const c: FactorResult['communalities'][number] = {
        variable,
        initial: initial[i]!,
        extraction: ex.communalities[i]!,
      };
      if (request.communalitiesCleanningValue !== null)
        c.flagged = ex.communalities[i]! < request.communalitiesCleanningValue;
      return c;
    });
    const rotated = rotate(ex.loadings, request, warnings);
    let pattern = ex.loadings;
    let structure = ex.loadings;
    if (rotated) {
      result.rotation = rotated.result;
      pattern = rotated.pattern;
      structure = rotated.structure;
      result.varianceExplained.rotation = rowsOf(
        columnSquares(rotated.oblique ? structure : pattern),
        !rotated.oblique,
      );
    }
    if (covariance) {
      const rescale = (l: Mat) => l.map((row, k) => row.map((v) => v / Math.sqrt(variances[k]!)));
      const loadings = rescale(ex.loadings);
      const rescaled: NonNullable<FactorResult['rescaled']> = {
        loadings,
        communalities: variables.map((variable, k) => ({
          variable,
          initial: initial[k]! / variances[k]!,
          extraction: ex.communalities[k]! / variances[k]!,
        })),
        extraction: rowsOf(columnSquares(loadings), true, p),
      };
      if (rotated) {
        const rp = rescale(rotated.pattern);
        const rs = rescale(rotated.structure);
        if (rotated.oblique) {
          rescaled.pattern = rp;
          rescaled.structure = rs;
        } else rescaled.rotated = rp;
        rescaled.rotation = rowsOf(columnSquares(rotated.oblique ? rs : rp), !rotated.oblique, p);
      }
      result.rescaled = rescaled;
    }
    if (opts.has('reproduced')) result.reproduced = reproduce(a, ex.loadings, ex.communalities);
    if (request.selectedScoreMethod !== 'none') {
      if (aInverse === null) {
        warnings.add(
          '상관행렬이 특이행렬이어서 요인점수를 계산할 수 없습니다.',
          'The correlation matrix is singular, so factor scores cannot be computed.',
        );
      } else {
        const w = scoreCoefficients(
          request.selectedScoreMethod,
          a,
          aInverse,
          pattern,
          structure,
          ex.communalities.map((h, k) => variances[k]! - h),
          components,
        );
        // Standardised data for R; centred data for C.
        const scales = covariance ? variables.map(() => 1) : prepared.sds;
        const values = scoreRows(prepared.columns, prepared.means, scales, w);
        result.scores = {
          method: request.selectedScoreMethod,
          coefficients: w,
          columns: values.map((v, j) => ({ name: `FAC${j + 1}_1`, values: v })),
        };
      }
    }
  }
  replaceNonFinite(result, '요인분석 (factor)', warnings);
  result.tables = factorTables(result, request);
  return result;
}

/**
 * ML, ULS and GLS are fitted by quasi-Newton steps on the uniquenesses, which are cheaper and
 * smaller than SPSS's Newton iterations: `extractIteration` allows this many steps each.
 */
const quasiNewtonStepsPerIteration = 20;

function columnSquares(l: Mat): number[] {
  const m = l[0]?.length ?? 0;
  return Array.from({ length: m }, (_, j) => l.reduce((s, row) => s + row[j]! ** 2, 0));
}

function tooFewCases(n: number, p: number): void {
  if (n < p || n < 3) {
    throw new StatsInputError(
      'TOO_FEW_CASES',
      `분석에 쓸 수 있는 사례가 ${n}개로 변수 ${p}개보다 적어 요인분석을 할 수 없습니다.`,
      `Only ${n} case(s) can be used, fewer than the ${p} variables, so no factor analysis is possible.`,
      { field: 'factorVariables', value: String(n) },
    );
  }
}

function singularFor(method: FactorRequest['selectedMethod']): StatsInputError {
  return new StatsInputError(
    'SINGULAR_MATRIX',
    `상관행렬이 특이행렬이어서 ${josa(String(methodNames[method][0]), '을')} 쓸 수 없습니다. 다른 변수의 선형결합인 변수를 빼거나 주성분 분석을 쓰세요.`,
    `The correlation matrix is singular, so ${methodNames[method][1]} is not possible; remove a variable that is a linear combination of others or use principal components.`,
    { field: 'selectedMethod', value: method },
  );
}

function extract(
  r: Mat,
  m: number,
  initial: number[],
  rInverse: Mat | null,
  request: FactorRequest,
  warnings: Warnings,
): Extraction & { goodnessOfFit?: number } {
  const method = request.selectedMethod;
  if (method === 'pca') return principalComponents(r, m);
  let ex: Extraction & { goodnessOfFit?: number };
  if (method === 'paf' || method === 'alpha')
    ex = principalAxis(r, m, initial, request.extractIteration, 0.001, method === 'alpha');
  else if (method === 'image') {
    if (rInverse === null) throw singularFor(method);
    ex = imageFactoring(r, m, initial);
  } else {
    if (rInverse === null && method !== 'uls') throw singularFor(method);
    const at =
      method === 'ml'
        ? (psi: number[]) => maximumLikelihoodAt(r, psi, m)
        : method === 'gls'
          ? (psi: number[]) => generalisedAt(rInverse!, psi, m)
          : (psi: number[]) => unweightedAt(r, psi, m);
    const fit = fitUniquenesses(
      at,
      initial.map((h) => 1 - h),
      request.extractIteration * quasiNewtonStepsPerIteration,
    );
    ex = fit;
    if (method === 'ml') ex.goodnessOfFit = fit.criterion;
  }
  if (!ex.converged) {
    warnings.add(
      `요인 ${m}개를 추출하려 했으나 ${request.extractIteration}번 반복 안에 수렴하지 않아 추출을 멈췄습니다. 마지막 반복의 값을 보여 줍니다(반복 횟수를 늘려 보세요).`,
      `Attempted to extract ${m} factors. More than ${request.extractIteration} iterations required; extraction was terminated and the last iteration's values are shown (try more iterations).`,
    );
  }
  if (ex.heywood) {
    warnings.add(
      '반복 중 1보다 큰 공통성 추정값이 나왔습니다. 결과를 주의해서 해석하세요.',
      'One or more communality estimates greater than 1 were encountered during iterations. The resulting solution should be interpreted with caution.',
    );
  }
  return ex;
}

function rotate(
  loadings: Mat,
  request: FactorRequest,
  warnings: Warnings,
): {
  result: FactorResult['rotation'] & object;
  pattern: Mat;
  structure: Mat;
  oblique: boolean;
} | null {
  const method = request.selectedRotationMethod;
  if (method === 'none') return null;
  const m = loadings[0]?.length ?? 0;
  if (m < 2) {
    warnings.add(
      '요인이 하나만 추출되어 회전할 수 없습니다.',
      'Only one factor was extracted. The solution cannot be rotated.',
    );
    return null;
  }
  const max = request.rotationIteration;
  let rotated: Rotated;
  if (method === 'varimax') rotated = orthomax(loadings, 1, max);
  else if (method === 'quartimax') rotated = orthomax(loadings, 0, max);
  else if (method === 'equamax') rotated = orthomax(loadings, m / 2, max);
  else if (method === 'oblimin')
    rotated = directOblimin(loadings, request.delta, Math.max(max, 1000));
  else rotated = promax(loadings, request.kappa, max);
  if (!rotated.converged) {
    warnings.add(
      `회전이 ${rotated.iterations}번 반복 안에 수렴하지 않았습니다. 마지막 반복의 값을 보여 줍니다(반복 횟수를 늘려 보세요).`,
      `Rotation failed to converge in ${rotated.iterations} iterations; the last iteration's values are shown (try more iterations).`,
    );
  }
  const { loadings: pattern, signs } = signColumns(rotated.pattern);
  const phi = rotated.phi.map((row, i) => row.map((v, j) => v * signs[i]! * signs[j]!));
  const oblique = method === 'oblimin' || method === 'promax';
  const result: FactorResult['rotation'] & object = {
    method,
    iterations: rotated.iterations,
    converged: rotated.converged,
  };
  let structure = pattern;
  if (oblique) {
    structure = multiply(pattern, phi);
    result.pattern = pattern;
    result.structure = structure;
    result.factorCorrelation = phi;
  } else {
    result.rotated = pattern;
    result.transformation = rotated.transformation!.map((row) => row.map((v, j) => v * signs[j]!));
  }
  return { result, pattern, structure, oblique };
}

function reproduce(r: Mat, loadings: Mat, communalities: number[]): FactorResult['reproduced'] {
  const p = r.length;
  const rep = multiply(loadings, transpose(loadings));
  communalities.forEach((h, i) => (rep[i]![i] = h));
  let large = 0;
  const residual = r.map((row, i) =>
    row.map((v, j) => {
      if (i === j) return null;
      const e = v - rep[i]![j]!;
      if (j > i && Math.abs(e) > 0.05) large++;
      return e;
    }),
  );
  const pairs = (p * (p - 1)) / 2;
  return {
    correlation: rep,
    residual,
    largeResiduals: large,
    largeResidualsPercent: pairs > 0 ? (large / pairs) * 100 : 0,
  };
}
