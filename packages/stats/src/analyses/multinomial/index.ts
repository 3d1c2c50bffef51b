import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import { StatsInputError } from '../../errors';
import { josa } from '../../korean';
import { chiSquareUpper } from '../../math/chi-square-upper';
import { lnGamma } from '../../math/distributions';
import type { CellValue, Column, DataTable } from '../../types';
import { findColumn, numericColumn } from '../../variables';
import { designBasis } from '../common/design-basis';
import { factorLevels } from '../common/factor-levels';
import { replaceNonFinite, warningList, type Warnings } from '../common/warnings';
import { fitMultinomial, type MultinomialFit } from './fit';
import { multinomialTables } from './tables';
import type {
  CategoryCount,
  MultinomialChiSquare,
  LikelihoodRatioTest,
  MultinomialCategoryParameters,
  MultinomialParameter,
  MultinomialRequest,
  MultinomialResult,
} from './types';

export * from './types';
export { parseMultinomialRequest } from './request';

export const multinomialIntercept = '절편 (Intercept)';

/** One design column: its row label, its effect and whether it takes part in the fit. */
interface DesignColumn {
  term: string;
  effect: string;
  values: Float64Array;
  /** A factor's last level (NOMREG's coding) or a column found redundant: B is fixed at 0. */
  redundant: boolean;
}

const isMissing = (v: CellValue) => v === null || (typeof v === 'string' && v.trim() === '');

const upper = (chi: number | null, df: number): number | null =>
  chi === null || df <= 0 ? null : chiSquareUpper(Math.max(0, chi), df);

const test = (chi: number | null, df: number): MultinomialChiSquare => ({
  chiSquare: chi,
  df,
  pValue: upper(chi, df),
});

/**
 * `multinomial` of the analysis contract: SPSS NOMREG's main-effects model of a nominal
 * dependent with three or more categories on factors and covariates, with its Case Processing
 * Summary, Model Fitting Information, Goodness-of-Fit, Pseudo R-Square, Likelihood Ratio Tests,
 * Parameter Estimates and Classification tables.
 */
export function multinomial(table: DataTable, request: MultinomialRequest): MultinomialResult {
  const warnings = warningList();
  const yName = request.dependents[0];
  const predictors = [...request.covariates, ...request.factors];
  if (predictors.includes(yName)) {
    throw new StatsInputError(
      'INVALID_REQUEST',
      `'${yName}' 변수가 종속변수와 독립변수에 함께 들어 있습니다.`,
      `'${yName}' is both the dependent and a predictor.`,
      { variable: yName },
    );
  }
  const yColumn = findColumn(table, yName);
  const factorColumns = request.factors.map((name) => findColumn(table, name));
  const covariateCells = request.covariates.map((name) => numericColumn(table, name).values);

  // Listwise over the dependent, the factors and the covariates (NOMREG's MISSING=EXCLUDE).
  const rows: number[] = [];
  for (let i = 0; i < table.rowCount; i++) {
    if (isMissing(yColumn.values[i] ?? null)) continue;
    if (factorColumns.some((c) => isMissing(c.values[i] ?? null))) continue;
    if (covariateCells.some((c) => c[i] === null || c[i] === undefined)) continue;
    rows.push(i);
  }
  const n = rows.length;
  const subset = (column: Column): Column => ({
    ...column,
    values: rows.map((i) => column.values[i] ?? null),
  });
  const yLevels = factorLevels(subset(yColumn));
  const categories = yLevels.labels;
  const J = categories.length;
  if (J < 3) {
    const shown = categories.join(', ');
    throw new StatsInputError(
      'DEPENDENT_TOO_FEW_CATEGORIES',
      n === 0
        ? `종속변수 '${yName}'에 결측이 아닌 사례가 없습니다.`
        : `종속변수 '${yName}'의 값이 ${J}개(${shown})뿐입니다. 다항 로지스틱 회귀분석의 종속변수는 범주가 셋 이상이어야 합니다. 범주가 두 개이면 이분형 로지스틱 회귀분석을 쓰십시오.`,
      n === 0
        ? `The dependent variable '${yName}' has no valid cases.`
        : `The dependent variable '${yName}' has only ${J} value(s) (${shown}); multinomial logistic regression needs three or more categories. Use binary logistic regression for two.`,
      { variable: yName, value: shown },
    );
  }
  let reference = J - 1;
  if (request.referenceCategory === 'first') reference = 0;
  if (request.referenceCategory === 'custom') {
    const wanted = request.referenceValue ?? '';
    const numeric = Number(wanted);
    reference = categories.findIndex(
      (c) => c === wanted || (wanted !== '' && Number.isFinite(numeric) && Number(c) === numeric),
    );
    if (reference < 0) {
      throw new StatsInputError(
        'INVALID_REQUEST',
        `참조범주 ${josa(`'${wanted}'`, '은')} 종속변수 '${yName}'의 분석에 쓰인 값(${categories.join(', ')})에 없습니다.`,
        `The reference category '${wanted}' is not among the values of '${yName}' in the analysed cases (${categories.join(', ')}).`,
        { variable: yName, value: wanted },
      );
    }
  }
  const others = categories.map((_, c) => c).filter((c) => c !== reference);
  const K = others.length;
  const y = new Int32Array(n);
  for (let i = 0; i < n; i++) y[i] = others.indexOf(yLevels.codes[i]!);

  // NOMREG's design: the intercept, the covariates, then every level of each factor with the
  // last level redundant.
  const columns: DesignColumn[] = [
    {
      term: multinomialIntercept,
      effect: multinomialIntercept,
      values: new Float64Array(n).fill(1),
      redundant: false,
    },
  ];
  request.covariates.forEach((name, j) => {
    const cells = covariateCells[j]!;
    const values = new Float64Array(n);
    for (let i = 0; i < n; i++) values[i] = cells[rows[i]!]!;
    columns.push({ term: name, effect: name, values, redundant: false });
  });
  const factorCounts: { variable: string; categories: CategoryCount[] }[] = [];
  const factorCodes: Int32Array[] = [];
  request.factors.forEach((name, j) => {
    const levels = factorLevels(subset(factorColumns[j]!));
    factorCodes.push(levels.codes);
    const counts = new Array<number>(levels.labels.length).fill(0);
    for (let i = 0; i < n; i++) counts[levels.codes[i]!]!++;
    factorCounts.push({
      variable: name,
      categories: levels.labels.map((value, l) => ({
        value,
        n: counts[l]!,
        percent: (100 * counts[l]!) / n,
      })),
    });
    levels.labels.forEach((value, l) => {
      const values = new Float64Array(n);
      for (let i = 0; i < n; i++) values[i] = levels.codes[i] === l ? 1 : 0;
      columns.push({
        term: `[${name}=${value}]`,
        effect: name,
        values,
        redundant: l === levels.labels.length - 1,
      });
    });
  });
  const redundant = markRedundant(columns, n, warnings);
  const kept = columns.filter((c) => !c.redundant);
  const parameterCount = K * kept.length;
  if (n <= parameterCount) {
    throw new StatsInputError(
      'TOO_FEW_CASES',
      `유효 사례가 ${n}개로, 추정할 모수 ${parameterCount}개보다 많아야 합니다. 사례를 늘리거나 요인과 공변량을 줄이십시오.`,
      `There are ${n} valid cases; the model has ${parameterCount} parameters and needs more cases than that. Add cases or use fewer factors and covariates.`,
      { variable: yName },
    );
  }

  const options = {
    maxIterations: request.maxIterations,
    maxStepHalving: request.maxStepHalving,
    parameterChange: request.parameterChange,
  };
  const fitColumns = (set: DesignColumn[], start?: Float64Array): MultinomialFit => {
    const intercept = set.findIndex((c) => c.effect === multinomialIntercept);
    return fitMultinomial(
      set.map((c) => c.values),
      n,
      y,
      K,
      intercept,
      options,
      start,
    );
  };
  const fit = fitColumns(kept);

  // Subpopulations: the distinct patterns of the factors and covariates (NOMREG's default).
  const patterns = new Map<string, number>();
  const subpopulation = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    let key = '';
    for (const codes of factorCodes) key += `${codes[i]!}\u0001`;
    for (const cells of covariateCells) key += `${cells[rows[i]!]!}\u0001`;
    let s = patterns.get(key);
    if (s === undefined) patterns.set(key, (s = patterns.size));
    subpopulation[i] = s;
  }
  const S = patterns.size;
  const observed = new Float64Array(S * J);
  const expected = new Float64Array(S * J);
  const toCategory = [...others, reference];
  for (let i = 0; i < n; i++) {
    const s = subpopulation[i]!;
    observed[s * J + yLevels.codes[i]!]!++;
    for (let c = 0; c <= K; c++) expected[s * J + toCategory[c]!]! += fit.prob[i * (K + 1) + c]!;
  }
  // The full log-likelihood adds the multinomial coefficients of the subpopulations, as NOMREG
  // prints it by default (its KERNEL keyword would leave them out).
  let constant = 0;
  let zeroCells = 0;
  let singleValue = 0;
  let pearson = 0;
  let deviance = 0;
  for (let s = 0; s < S; s++) {
    let total = 0;
    let seen = 0;
    for (let c = 0; c < J; c++) {
      const o = observed[s * J + c]!;
      const e = expected[s * J + c]!;
      total += o;
      constant -= lnGamma(o + 1);
      if (o === 0) zeroCells++;
      else seen++;
      if (e > 0) pearson += (o - e) ** 2 / e;
      if (o > 0) deviance += 2 * o * Math.log(o / e);
    }
    constant += lnGamma(total + 1);
    if (seen === 1) singleValue++;
  }
  const categoryCounts = new Array<number>(J).fill(0);
  for (let i = 0; i < n; i++) categoryCounts[yLevels.codes[i]!]!++;
  let ll0 = 0;
  for (const count of categoryCounts) if (count > 0) ll0 += count * Math.log(count / n);
  const ll = fit.logLikelihood;
  const modelDf = K * (kept.length - 1);
  const chi = 2 * (ll - ll0);
  const coxSnell = 1 - Math.exp((2 * (ll0 - ll)) / n);
  const maxCoxSnell = 1 - Math.exp((2 * ll0) / n);
  const fitDf = S * K - parameterCount;
  if (zeroCells > 0) {
    const percent = ((100 * zeroCells) / (S * J)).toFixed(1);
    warnings.add(
      `빈도가 0인 셀(종속변수 범주 × 하위모집단)이 ${zeroCells}개(${percent}%) 있습니다.`,
      `There are ${zeroCells} (${percent}%) cells (i.e., dependent variable levels by subpopulations) with zero frequencies.`,
    );
  }
  if (S > n / 2) {
    warnings.add(
      '하위모집단이 사례 수에 가까워(연속형 공변량) 적합도 검정의 카이제곱 근사는 믿기 어렵습니다.',
      'Most subpopulations hold a single case (a continuous covariate), so the chi-square approximation of the goodness-of-fit tests is doubtful.',
    );
  }

  const separation = detectSeparation(fit, observed, expected, S, J);
  if (!fit.converged || separation) separationWarnings(fit, request, separation, warnings);

  // Likelihood ratio tests: each effect left out and the model refitted.
  const effects = [...new Set(columns.map((c) => c.effect))];
  const likelihoodRatioTests: LikelihoodRatioTest[] = effects.map((effect) => {
    const own = kept.filter((c) => c.effect === effect);
    const hasFactor = kept.some((c) => request.factors.includes(c.effect));
    if (own.length === 0 || (effect === multinomialIntercept && hasFactor)) {
      return {
        effect,
        minus2LogLikelihood: -2 * (ll + constant),
        chiSquare: 0,
        df: 0,
        pValue: null,
        equivalent: true,
      };
    }
    // Started from the final estimates of the columns kept: fewer iterations to the same maximum.
    const rest = kept.filter((c) => c.effect !== effect);
    const start = new Float64Array(K * rest.length);
    for (let k = 0; k < K; k++)
      rest.forEach(
        (c, a) => (start[k * rest.length + a] = fit.beta[k * kept.length + kept.indexOf(c)]!),
      );
    const reduced = fitColumns(rest, fit.converged ? start : undefined);
    const change = 2 * (ll - reduced.logLikelihood);
    const df = K * own.length;
    return {
      effect,
      minus2LogLikelihood: -2 * (reduced.logLikelihood + constant),
      chiSquare: change,
      df,
      pValue: upper(change, df),
      equivalent: false,
    };
  });

  const z = normalQuantile(1 - (1 - request.selectedConfidence / 100) / 2, 0, 1);
  const p = kept.length;
  const parameters: MultinomialCategoryParameters[] = others.map((category, k) => ({
    category: categories[category]!,
    rows: columns.map((column): MultinomialParameter => {
      const a = kept.indexOf(column);
      if (a < 0) {
        return {
          term: column.term,
          effect: column.effect,
          redundant: true,
          b: 0,
          se: null,
          wald: null,
          df: 0,
          pValue: null,
          expB: null,
          lowerExpB: null,
          upperExpB: null,
        };
      }
      const index = k * p + a;
      const b = fit.beta[index]!;
      const variance = fit.covariance ? fit.covariance[index * K * p + index]! : null;
      const se = variance !== null && variance > 0 ? Math.sqrt(variance) : null;
      const wald = se !== null ? (b / se) ** 2 : null;
      // NOMREG gives no Exp(B) for the intercept.
      const odds = column.effect !== multinomialIntercept;
      return {
        term: column.term,
        effect: column.effect,
        redundant: false,
        b,
        se,
        wald,
        df: 1,
        pValue: upper(wald, 1),
        expB: odds ? Math.exp(b) : null,
        lowerExpB: odds && se !== null ? Math.exp(b - z * se) : null,
        upperExpB: odds && se !== null ? Math.exp(b + z * se) : null,
      };
    }),
  }));

  // Each case goes to the category of highest predicted probability.
  const counts = categories.map(() => new Array<number>(J).fill(0));
  for (let i = 0; i < n; i++) {
    let best = 0;
    let bestP = -1;
    for (let c = 0; c < J; c++) {
      const at = toCategory.indexOf(c);
      const pi = fit.prob[i * (K + 1) + at]!;
      if (pi > bestP) {
        bestP = pi;
        best = c;
      }
    }
    counts[yLevels.codes[i]!]![best]!++;
  }
  let correct = 0;
  for (let c = 0; c < J; c++) correct += counts[c]![c]!;

  const result: MultinomialResult = {
    analysis: 'multinomial',
    dependent: yName,
    confidence: request.selectedConfidence,
    categories,
    referenceCategory: categories[reference]!,
    caseSummary: {
      dependent: categories.map((value, c) => ({
        value,
        n: categoryCounts[c]!,
        percent: (100 * categoryCounts[c]!) / n,
      })),
      factors: factorCounts,
      valid: n,
      missing: table.rowCount - n,
      total: table.rowCount,
      subpopulations: S,
      singleValueSubpopulations: singleValue,
    },
    iterations: fit.iterations,
    converged: fit.converged,
    separation,
    modelFitting: {
      interceptOnly: -2 * (ll0 + constant),
      final: -2 * (ll + constant),
      chiSquare: chi,
      df: modelDf,
      pValue: upper(chi, modelDf),
    },
    pseudoRSquare: {
      coxSnell,
      nagelkerke: maxCoxSnell > 0 ? coxSnell / maxCoxSnell : null,
      mcFadden: ll0 < 0 ? 1 - ll / ll0 : null,
    },
    goodnessOfFit: {
      pearson: test(pearson, fitDf),
      deviance: test(deviance, fitDf),
      zeroCells,
      cells: S * J,
    },
    likelihoodRatioTests,
    parameters,
    classification: {
      counts,
      percentCorrect: counts.map((row, c) => {
        const total = row.reduce((s, v) => s + v, 0);
        return total > 0 ? (100 * row[c]!) / total : null;
      }),
      predictedPercent: categories.map(
        (_, c) => (100 * counts.reduce((s, row) => s + row[c]!, 0)) / n,
      ),
      overallPercent: (100 * correct) / n,
    },
    redundant,
    tables: [],
    warnings: [],
    warningsEn: [],
  };
  replaceNonFinite(result, yName, warnings);
  result.warnings = warnings.ko;
  result.warningsEn = warnings.en;
  result.tables = multinomialTables(result);
  return result;
}

/**
 * Marks design columns that are constant or a linear combination of the columns before them
 * (modified Gram–Schmidt, tolerance 1e-8 of the column's own variation, NOMREG's SINGULAR) as
 * redundant, with a warning; a factor's last level is redundant by NOMREG's coding already.
 * Returns the predictors left with no column in the model.
 */
function markRedundant(columns: DesignColumn[], n: number, warnings: Warnings): string[] {
  // NOMREG's design holds the intercept as a column of its own, so the basis starts empty.
  const basis = designBasis(n, false);
  for (const column of columns) {
    if (column.redundant) continue;
    if (!basis.adds(column.values)) {
      column.redundant = true;
      if (column.effect !== column.term) {
        warnings.add(
          `'${column.effect}'의 '${column.term}' 모수가 중복되어 0으로 두었습니다.`,
          `The parameter '${column.term}' of '${column.effect}' is redundant and was set to zero.`,
        );
      }
    }
  }
  const left: string[] = [];
  for (const effect of new Set(columns.map((c) => c.effect))) {
    if (effect === multinomialIntercept) continue;
    if (columns.every((c) => c.effect !== effect || c.redundant)) {
      left.push(effect);
      warnings.add(
        `'${effect}' 변수는 값이 모두 같거나 다른 독립변수들의 선형결합이어서(중복) 모수를 0으로 두고 모형에서 제외했습니다.`,
        `'${effect}' is constant or a linear combination of the other predictors (redundant); its parameters were set to zero and it was left out of the model.`,
      );
    }
  }
  return left;
}

/**
 * Quasi-complete separation: some subpopulation's predicted probability of a category it never
 * shows goes to 0 (or of the only category it shows to 1), which NOMREG reports as possible
 * quasi-complete separation.
 */
function detectSeparation(
  fit: MultinomialFit,
  observed: Float64Array,
  expected: Float64Array,
  S: number,
  J: number,
): boolean {
  for (let s = 0; s < S; s++) {
    let total = 0;
    for (let c = 0; c < J; c++) total += observed[s * J + c]!;
    for (let c = 0; c < J; c++) {
      if (observed[s * J + c] === 0 && expected[s * J + c]! < 1e-8 * total && !fit.converged)
        return true;
    }
  }
  return false;
}

function separationWarnings(
  fit: MultinomialFit,
  request: MultinomialRequest,
  separation: boolean,
  warnings: Warnings,
): void {
  if (!fit.converged) {
    const atLimit = fit.iterations >= request.maxIterations;
    warnings.add(
      atLimit
        ? `최대 반복 횟수(${request.maxIterations}회)에 도달할 때까지 모수 추정값이 수렴하지 않았습니다. 아래 결과는 마지막 반복의 값이므로 모형 적합의 타당성이 불확실합니다.`
        : `정보행렬이 특이행렬이 되어 반복 ${fit.iterations}회에서 추정을 멈추었습니다. 아래 결과는 마지막 반복의 값이므로 모형 적합의 타당성이 불확실합니다.`,
      atLimit
        ? `The parameter estimates did not converge within the maximum number of iterations (${request.maxIterations}). The results shown are based on the last iteration; the validity of the model fit is uncertain.`
        : `Estimation stopped at iteration ${fit.iterations} because the information matrix became singular. The results shown are based on the last iteration; the validity of the model fit is uncertain.`,
    );
  }
  if (separation) {
    warnings.add(
      '자료에 준완전 분리가 있을 수 있습니다. 일부 하위모집단에서 어떤 범주의 사례가 하나도 없어 그 예측확률이 0으로 수렴하므로, 최대우도 추정값이 없거나 일부 모수 추정값이 무한대입니다. 해당 B, 표준오차와 Exp(B)는 해석하지 마십시오. 범주를 합치거나 그 요인을 빼 보십시오.',
      'There is possibly a quasi-complete separation in the data: in some subpopulations a category has no cases and its predicted probability goes to 0. Either the maximum likelihood estimates do not exist or some parameter estimates are infinite; do not interpret those B, S.E. and Exp(B). Consider merging categories or leaving that factor out.',
    );
  }
}
