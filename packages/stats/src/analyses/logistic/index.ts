import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import { StatsInputError } from '../../errors';
import { chiSquareUpper } from '../../math/chi-square-upper';
import { parseNumber } from '../../read/table';
import type { CellValue, Column, DataTable } from '../../types';
import { findColumn, numericColumn } from '../../variables';
import { designBasis } from '../common/design-basis';
import { factorLevels } from '../common/factor-levels';
import { replaceNonFinite, warningList, type Warnings } from '../common/warnings';
import { fitLogistic, scoreStatistic, type LogisticFit } from './fit';
import { logisticTables } from './tables';
import type {
  CategoricalCoding,
  ChiSquareTest,
  Classification,
  HosmerLemeshow,
  LogisticCoefficient,
  LogisticRequest,
  LogisticResult,
  LogisticStep,
  ScoreTest,
  TermRemoved,
} from './types';

export * from './types';
export { parseLogisticRequest } from './request';

export const logisticConstant = '(상수) (Constant)';

/** A variable of the model and its design columns (one, or one indicator per non-reference category). */
interface Term {
  name: string;
  categorical: boolean;
  labels: string[];
  columns: Float64Array[];
}

interface Model {
  /** Indexes into the terms, ascending. */
  set: number[];
  x: Float64Array[];
  /** The term of each design column (−1: the constant). */
  owners: number[];
  fit: LogisticFit;
}

const upper = (chi: number | null, df: number): number | null =>
  chi === null || df <= 0 ? null : chiSquareUpper(Math.max(0, chi), df);

const test = (chi: number | null, df: number): ChiSquareTest => ({
  chiSquare: chi,
  df,
  pValue: chi === null ? null : upper(Math.abs(chi), df),
});

/** Empty and whitespace-only cells are missing. */
const isMissing = (v: CellValue) => v === null || (typeof v === 'string' && v.trim() === '');

/** A text column whose cells are not all numbers: SPSS treats such a covariate as categorical. */
function isText(column: Column): boolean {
  if (column.type !== 'categorical') return false;
  return column.values.some(
    (v) => typeof v === 'string' && v.trim() !== '' && parseNumber(v.trim()) === null,
  );
}

/**
 * `logistic` of the analysis contract: SPSS LOGISTIC REGRESSION for a binary dependent, by
 * enter or forward/backward stepwise selection (entry by the score statistic, removal by the
 * likelihood-ratio or the Wald statistic), with SPSS's Block 0, omnibus tests, model summary,
 * Hosmer–Lemeshow test, classification table and variables in and not in the equation.
 */
export function logistic(table: DataTable, request: LogisticRequest): LogisticResult {
  const warnings = warningList();
  const yName = request.dependents[0];
  const names = request.independents;
  if (names.includes(yName)) {
    throw new StatsInputError(
      'INVALID_REQUEST',
      `'${yName}' 변수가 종속변수와 독립변수에 함께 들어 있습니다.`,
      `'${yName}' is both the dependent and an independent variable.`,
      { variable: yName },
    );
  }
  const yColumn = findColumn(table, yName);
  const categorical = names.map(
    (name) => request.categoricalVariables.includes(name) || isText(findColumn(table, name)),
  );
  const cells: CellValue[][] = names.map((name, j) =>
    categorical[j] ? findColumn(table, name).values : numericColumn(table, name).values,
  );
  // Listwise over the dependent and every covariate of the block, as SPSS.
  const rows: number[] = [];
  for (let i = 0; i < table.rowCount; i++) {
    if (isMissing(yColumn.values[i] ?? null)) continue;
    if (cells.some((c) => isMissing(c[i] ?? null))) continue;
    rows.push(i);
  }
  const n = rows.length;
  const subset = (column: Column): Column => ({
    ...column,
    values: rows.map((i) => column.values[i] ?? null),
  });
  const yLevels = factorLevels(subset(yColumn));
  if (yLevels.labels.length !== 2) {
    const shown = yLevels.labels.slice(0, 10).join(', ');
    const more = yLevels.labels.length > 10 ? ', …' : '';
    throw new StatsInputError(
      'DEPENDENT_NOT_BINARY',
      n === 0
        ? `종속변수 '${yName}'에 결측이 아닌 사례가 없습니다. 이분형 로지스틱 회귀분석의 종속변수는 값이 정확히 두 개여야 합니다.`
        : `종속변수 '${yName}'의 값이 ${yLevels.labels.length}개(${shown}${more})입니다. 이분형 로지스틱 회귀분석의 종속변수는 값이 정확히 두 개여야 합니다.`,
      n === 0
        ? `The dependent variable '${yName}' has no valid cases; binary logistic regression needs exactly two values.`
        : `The dependent variable '${yName}' has ${yLevels.labels.length} distinct value(s) (${shown}${more}); binary logistic regression needs exactly two.`,
      { variable: yName, value: yLevels.labels.join(', ') },
    );
  }
  const y = Uint8Array.from(yLevels.codes);

  // Design columns: covariates as they are, categorical variables as indicators.
  const categoricalCodings: CategoricalCoding[] = [];
  const terms: Term[] = names.map((name, j) => {
    if (!categorical[j]) {
      const values = new Float64Array(n);
      const c = cells[j]!;
      for (let k = 0; k < n; k++) values[k] = c[rows[k]!] as number;
      return { name, categorical: false, labels: [name], columns: [values] };
    }
    const levels = factorLevels(subset(findColumn(table, name)));
    const m = levels.labels.length;
    const reference = request.referenceCategory === 'last' ? m - 1 : 0;
    const kept = levels.labels.map((_, l) => l).filter((l) => l !== reference);
    const frequency = new Array<number>(m).fill(0);
    for (let k = 0; k < n; k++) frequency[levels.codes[k]!]!++;
    categoricalCodings.push({
      variable: name,
      categories: levels.labels.map((value, l) => ({
        value,
        frequency: frequency[l]!,
        coding: kept.map((c) => (c === l ? 1 : 0)),
      })),
    });
    return {
      name,
      categorical: true,
      labels: kept.map((_, k) => `${name}(${k + 1})`),
      columns: kept.map((level) => {
        const values = new Float64Array(n);
        for (let k = 0; k < n; k++) values[k] = levels.codes[k] === level ? 1 : 0;
        return values;
      }),
    };
  });
  const redundant = dropRedundant(terms, request.includeConstant, n, warnings);
  const usable = terms.map((_, j) => j).filter((j) => terms[j]!.columns.length > 0);

  const ones = new Float64Array(n).fill(1);
  const fitSet = (set: number[]): Model => {
    const sorted = [...set].sort((a, b) => a - b);
    const x: Float64Array[] = [];
    const owners: number[] = [];
    if (request.includeConstant) {
      x.push(ones);
      owners.push(-1);
    }
    for (const t of sorted)
      for (const col of terms[t]!.columns) {
        x.push(col);
        owners.push(t);
      }
    const fit = fitLogistic(
      x,
      y,
      request.includeConstant ? 0 : -1,
      request.maxIterations,
      request.parameterChange,
    );
    return { set: sorted, x, owners, fit };
  };
  const z = normalQuantile(1 - (1 - request.selectedConfidence / 100) / 2, 0, 1);
  const coefficientRow = (
    model: Model,
    k: number,
    term: string,
    variable: string | null,
  ): LogisticCoefficient => {
    const ok = model.fit.converged && model.fit.covariance !== null;
    const p = model.x.length;
    const b = model.fit.beta[k]!;
    const se = ok ? Math.sqrt(model.fit.covariance![k * p + k]!) : null;
    const wald = se !== null && se > 0 ? (b / se) ** 2 : null;
    return {
      term,
      variable,
      b: ok ? b : null,
      se,
      wald,
      df: 1,
      pValue: upper(wald, 1),
      expB: ok ? Math.exp(b) : null,
      // SPSS gives no interval for the constant's Exp(B).
      lowerExpB: se !== null && variable !== null ? Math.exp(b - z * se) : null,
      upperExpB: se !== null && variable !== null ? Math.exp(b + z * se) : null,
    };
  };
  /** b' V⁻¹ b over a categorical variable's indicators. */
  const termWald = (model: Model, t: number): number | null => {
    if (!model.fit.converged || !model.fit.covariance) return null;
    const p = model.x.length;
    const idx = model.owners.map((o, k) => (o === t ? k : -1)).filter((k) => k >= 0);
    const q = idx.length;
    const sub = new Float64Array(q * q);
    idx.forEach((a, i) =>
      idx.forEach((b, j) => (sub[i * q + j] = model.fit.covariance![a * p + b]!)),
    );
    const b = idx.map((k) => model.fit.beta[k]!);
    const l = choleskyOf(sub, q);
    if (!l) return null;
    const solved = l.solve(b);
    return b.reduce((s, v, i) => s + v * solved[i]!, 0);
  };
  const coefficients = (model: Model): LogisticCoefficient[] => {
    const out: LogisticCoefficient[] = [];
    for (const t of model.set) {
      const term = terms[t]!;
      const idx = model.owners.map((o, k) => (o === t ? k : -1)).filter((k) => k >= 0);
      if (term.categorical && idx.length > 1) {
        const wald = termWald(model, t);
        out.push({
          term: term.name,
          variable: term.name,
          b: null,
          se: null,
          wald,
          df: idx.length,
          pValue: upper(wald, idx.length),
          expB: null,
          lowerExpB: null,
          upperExpB: null,
        });
      }
      idx.forEach((k, c) => out.push(coefficientRow(model, k, term.labels[c]!, term.name)));
    }
    if (request.includeConstant) out.push(coefficientRow(model, 0, logisticConstant, null));
    return out;
  };
  const notInEquation = (model: Model): { rows: ScoreTest[]; overall: ChiSquareTest | null } => {
    const out = usable.filter((t) => !model.set.includes(t));
    const ok = model.fit.converged;
    const rows: ScoreTest[] = [];
    const score = (g: Float64Array[]) => (ok ? scoreStatistic(model.x, model.fit, y, g) : null);
    for (const t of out) {
      const term = terms[t]!;
      if (term.categorical && term.columns.length > 1) {
        const s = score(term.columns);
        rows.push({
          term: term.name,
          variable: term.name,
          score: s,
          df: term.columns.length,
          pValue: upper(s, term.columns.length),
        });
      }
      term.columns.forEach((col, c) => {
        const s = score([col]);
        rows.push({
          term: term.labels[c]!,
          variable: term.name,
          score: s,
          df: 1,
          pValue: upper(s, 1),
        });
      });
    }
    if (out.length === 0) return { rows, overall: null };
    const all = out.flatMap((t) => terms[t]!.columns);
    return { rows, overall: test(score(all), all.length) };
  };
  const classification = (prob: Float64Array): Classification => {
    const counts = [
      [0, 0],
      [0, 0],
    ];
    for (let i = 0; i < n; i++) counts[y[i]!]![prob[i]! > request.cutValue ? 1 : 0]!++;
    const row = (o: 0 | 1) => {
      const [p0, p1] = counts[o] as [number, number];
      return {
        predicted0: p0,
        predicted1: p1,
        percentCorrect: p0 + p1 > 0 ? (100 * (o === 0 ? p0 : p1)) / (p0 + p1) : null,
      };
    };
    return {
      observed0: row(0),
      observed1: row(1),
      overallPercent: n > 0 ? (100 * (counts[0]![0]! + counts[1]![1]!)) / n : null,
    };
  };

  // Block 0: the constant alone (without a constant, every probability is .5).
  const model0 = fitSet([]);
  const ll0 = model0.fit.logLikelihood;
  const m2ll0 = -2 * ll0;
  const notIn0 = notInEquation(model0);
  const block0: LogisticResult['block0'] = {
    minus2LogLikelihood: m2ll0,
    constant: request.includeConstant ? coefficientRow(model0, 0, logisticConstant, null) : null,
    classification: classification(model0.fit.prob),
    notInEquation: notIn0.rows,
    overall: notIn0.overall,
  };

  const lrMethod =
    request.selectedMethod === 'forwardLR' || request.selectedMethod === 'backwardLR';
  const steps: LogisticStep[] = [];
  const models: Model[] = [];
  let warnedConvergence = false;
  const pushStep = (
    set: number[],
    entered: string | null,
    removed: string | null,
  ): LogisticStep => {
    const model = fitSet(set);
    const { fit } = model;
    if (!fit.converged && !warnedConvergence) {
      warnedConvergence = true;
      separationWarning(fit, y, request, warnings);
    }
    const m2ll = -2 * fit.logLikelihood;
    const before = steps.length > 0 ? steps[steps.length - 1]!.summary.minus2LogLikelihood : m2ll0;
    const previousDf = models.length > 0 ? models[models.length - 1]!.x.length : model0.x.length;
    const df = model.x.length - model0.x.length;
    const cs = 1 - Math.exp((-2 / n) * (fit.logLikelihood - ll0));
    const maxCs = 1 - Math.exp((2 / n) * ll0);
    const notIn = notInEquation(model);
    const step: LogisticStep = {
      step: steps.length + 1,
      terms: model.set.map((t) => terms[t]!.name),
      enteredAtStep: entered,
      removedAtStep: removed,
      iterations: fit.iterations,
      converged: fit.converged,
      omnibus: {
        step: test(before - m2ll, Math.abs(model.x.length - previousDf)),
        block: test(m2ll0 - m2ll, df),
        model: test(m2ll0 - m2ll, df),
      },
      summary: {
        minus2LogLikelihood: m2ll,
        coxSnellRSquared: cs,
        nagelkerkeRSquared: maxCs > 0 ? cs / maxCs : null,
      },
      hosmerLemeshow: model.set.length > 0 ? hosmerLemeshow(fit.prob, y, warnings) : null,
      classification: classification(fit.prob),
      coefficients: coefficients(model),
      modelIfTermRemoved: lrMethod ? termsRemoved(model) : [],
      notInEquation: notIn.rows,
      overall: notIn.overall,
    };
    steps.push(step);
    models.push(model);
    return step;
  };
  const termsRemoved = (model: Model): TermRemoved[] =>
    model.set.map((t) => {
      const reduced = fitSet(model.set.filter((s) => s !== t));
      const df = terms[t]!.columns.length;
      const ok = model.fit.converged && reduced.fit.converged;
      const change = ok ? -2 * reduced.fit.logLikelihood + 2 * model.fit.logLikelihood : null;
      return {
        variable: terms[t]!.name,
        logLikelihood: ok ? reduced.fit.logLikelihood : null,
        change,
        df,
        pValue: upper(change, df),
      };
    });

  if (request.selectedMethod === 'enter') {
    pushStep(usable, null, null);
  } else {
    stepwise(request, usable, terms, pushStep, models, model0, notInEquation, termWald);
    if (steps.length === 0) {
      warnings.add(
        '진입 기준을 만족하는 변수가 없어 모형에 변수가 입력되지 않았습니다.',
        'No variables were entered into the equation: none met the entry criterion.',
      );
    }
  }
  for (const step of steps) replaceNonFinite(step, yName, warnings);
  replaceNonFinite(block0, yName, warnings);

  const result: LogisticResult = {
    analysis: 'logistic',
    dependent: yName,
    method: request.selectedMethod,
    confidence: request.selectedConfidence,
    cutValue: request.cutValue,
    includeConstant: request.includeConstant,
    caseSummary: { included: n, missing: table.rowCount - n, total: table.rowCount },
    dependentEncoding: [
      { value: yLevels.labels[0]!, internal: 0 },
      { value: yLevels.labels[1]!, internal: 1 },
    ],
    categoricalCodings,
    block0,
    steps,
    redundant,
    tables: [],
    warnings: warnings.ko,
    warningsEn: warnings.en,
  };
  result.tables = logisticTables(result, request);
  return result;
}

function choleskyOf(a: Float64Array, q: number) {
  const l = new Float64Array(q * q);
  for (let j = 0; j < q; j++) {
    let d = a[j * q + j]!;
    for (let k = 0; k < j; k++) d -= l[j * q + k]! ** 2;
    if (!(d > 0)) return null;
    l[j * q + j] = Math.sqrt(d);
    for (let i = j + 1; i < q; i++) {
      let s = a[i * q + j]!;
      for (let k = 0; k < j; k++) s -= l[i * q + k]! * l[j * q + k]!;
      l[i * q + j] = s / l[j * q + j]!;
    }
  }
  return {
    solve(b: number[]): Float64Array {
      const v = new Float64Array(q);
      for (let i = 0; i < q; i++) {
        let s = b[i]!;
        for (let k = 0; k < i; k++) s -= l[i * q + k]! * v[k]!;
        v[i] = s / l[i * q + i]!;
      }
      for (let i = q - 1; i >= 0; i--) {
        let s = v[i]!;
        for (let k = i + 1; k < q; k++) s -= l[k * q + i]! * v[k]!;
        v[i] = s / l[i * q + i]!;
      }
      return v;
    },
  };
}

/**
 * Leaves out design columns that are constant or a linear combination of the constant and the
 * columns before them (modified Gram–Schmidt, tolerance 1e-8 of the column's own variation, as
 * SPSS's EPS), with a warning; a variable left with no column is out of the model.
 */
function dropRedundant(
  terms: Term[],
  withConstant: boolean,
  n: number,
  warnings: Warnings,
): string[] {
  const basis = designBasis(n, withConstant);
  const dropped: string[] = [];
  for (const term of terms) {
    const keep: number[] = [];
    term.columns.forEach((col, c) => {
      if (basis.adds(col)) keep.push(c);
    });
    if (keep.length === term.columns.length) continue;
    if (keep.length === 0) {
      dropped.push(term.name);
      warnings.add(
        `'${term.name}' 변수는 값이 모두 같거나 다른 독립변수들의 선형결합이어서(중복) 모형에서 제외했습니다.`,
        `'${term.name}' is constant or a linear combination of the other covariates (redundant) and was left out of the model.`,
      );
    } else {
      warnings.add(
        `'${term.name}'의 일부 범주 지시변수가 중복되어 자유도를 줄였습니다.`,
        `Due to redundancies, the degrees of freedom of '${term.name}' have been reduced.`,
      );
    }
    term.labels = keep.map((c) => term.labels[c]!);
    term.columns = keep.map((c) => term.columns[c]!);
  }
  return dropped;
}

/** SPSS's message when the estimates did not converge, and what it usually means here: separation. */
function separationWarning(
  fit: LogisticFit,
  y: Uint8Array,
  request: LogisticRequest,
  warnings: Warnings,
): void {
  let perfect = true;
  let extreme = 0;
  for (let i = 0; i < y.length; i++) {
    const p = fit.prob[i]!;
    if ((p > 0.5 ? 1 : 0) !== y[i]) perfect = false;
    if (p < 1e-6 || p > 1 - 1e-6) extreme++;
  }
  const iterations = fit.iterations;
  const atLimit = iterations >= request.maxIterations;
  const spssKo = atLimit
    ? `최대 반복 횟수에 도달하여 반복 ${iterations}회에서 추정이 종료되었습니다. 최종 해를 찾을 수 없습니다.`
    : `정보행렬이 특이행렬이 되어 반복 ${iterations}회에서 추정이 종료되었습니다. 최종 해를 찾을 수 없습니다.`;
  const spssEn = atLimit
    ? `Estimation terminated at iteration number ${iterations} because maximum iterations has been reached. Final solution cannot be found.`
    : `Estimation terminated at iteration number ${iterations} because the information matrix became singular. Final solution cannot be found.`;
  if (perfect) {
    warnings.add(
      `${spssKo} 독립변수가 종속변수의 두 집단을 완전히 분리합니다(완전 분리). 최대우도 추정값이 존재하지 않으므로 계수, 표준오차, Wald 검정과 Exp(B)는 비워 두었습니다.`,
      `${spssEn} The covariates separate the two groups of the dependent completely (complete separation): the maximum likelihood estimates do not exist, so B, S.E., Wald and Exp(B) are left empty.`,
    );
  } else if (extreme > 0) {
    warnings.add(
      `${spssKo} 일부 사례의 예측확률이 0 또는 1로 수렴합니다(준완전 분리). 최대우도 추정값이 존재하지 않으므로 계수, 표준오차, Wald 검정과 Exp(B)는 비워 두었습니다.`,
      `${spssEn} The predicted probabilities of some cases go to 0 or 1 (quasi-complete separation): the maximum likelihood estimates do not exist, so B, S.E., Wald and Exp(B) are left empty.`,
    );
  } else {
    warnings.add(
      `${spssKo} 계수, 표준오차, Wald 검정과 Exp(B)는 비워 두었습니다.`,
      `${spssEn} B, S.E., Wald and Exp(B) are left empty.`,
    );
  }
}

/**
 * SPSS's Hosmer–Lemeshow test: cases sorted by predicted probability, cases with the same
 * probability (the same covariate pattern) never split, each block of ties in the decile of the
 * cumulative count at its last case, ⌈10·c/n⌉; deciles left empty by large blocks are dropped,
 * so there can be fewer than ten groups. χ² over the 2 × g table, df = g − 2.
 */
export function hosmerLemeshow(
  prob: Float64Array,
  y: Uint8Array,
  warnings: Warnings,
): HosmerLemeshow {
  const n = y.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => prob[a]! - prob[b]!);
  const groups: HosmerLemeshow['groups'] = [];
  let start = 0;
  let currentDecile = -1;
  while (start < n) {
    let end = start + 1;
    while (end < n && prob[order[end]!] === prob[order[start]!]) end++;
    const decile = Math.ceil((10 * end) / n - 1e-12);
    if (decile !== currentDecile) {
      groups.push({
        group: groups.length + 1,
        n: 0,
        observed0: 0,
        expected0: 0,
        observed1: 0,
        expected1: 0,
      });
      currentDecile = decile;
    }
    const g = groups[groups.length - 1]!;
    for (let k = start; k < end; k++) {
      const i = order[k]!;
      const p = prob[i]!;
      g.n++;
      g.expected1 += p;
      g.expected0 += 1 - p;
      if (y[i]) g.observed1++;
      else g.observed0++;
    }
    start = end;
  }
  const df = groups.length - 2;
  if (df < 1) {
    warnings.add(
      `예측확률의 서로 다른 값이 너무 적어 Hosmer-Lemeshow 검정의 집단이 ${groups.length}개뿐이므로 검정통계량을 계산할 수 없습니다.`,
      `The predicted probabilities form only ${groups.length} group(s), too few for the Hosmer-Lemeshow test.`,
    );
    return { chiSquare: null, df: Math.max(0, df), pValue: null, groups };
  }
  let chi = 0;
  for (const g of groups) {
    if (g.expected1 > 0) chi += (g.observed1 - g.expected1) ** 2 / g.expected1;
    if (g.expected0 > 0) chi += (g.observed0 - g.expected0) ** 2 / g.expected0;
  }
  return { chiSquare: chi, df, pValue: chiSquareUpper(chi, df), groups };
}

/**
 * SPSS's FSTEP and BSTEP on one block. Forward: enter the variable whose score statistic has
 * the smallest significance while it is at most PIN, and after each entry remove the variable
 * with the largest significance of removal (LR or Wald) while it exceeds POUT. Backward: start
 * from every variable, remove while the largest significance exceeds POUT, then try entry by
 * the score statistic. A model already visited ends the selection (SPSS's guard against cycles).
 */
function stepwise(
  request: LogisticRequest,
  usable: number[],
  terms: Term[],
  pushStep: (set: number[], entered: string | null, removed: string | null) => LogisticStep,
  models: Model[],
  model0: Model,
  notInEquation: (model: Model) => { rows: ScoreTest[]; overall: ChiSquareTest | null },
  termWald: (model: Model, t: number) => number | null,
): void {
  const method = request.selectedMethod;
  const lr = method === 'forwardLR' || method === 'backwardLR';
  const visited = new Set<string>();
  const key = (set: number[]) => [...set].sort((a, b) => a - b).join(',');
  let current: number[] = [];
  const currentModel = () => (models.length > 0 ? models[models.length - 1]! : model0);
  /** The variable not in the model whose score statistic is most significant. */
  const bestEntry = (): number | null => {
    const rows = notInEquation(currentModel()).rows;
    let best: { t: number; p: number } | null = null;
    for (const t of usable) {
      if (current.includes(t)) continue;
      const term = terms[t]!;
      // A categorical variable with several indicators is tested as a whole (its overall row).
      const row = rows.find((r) => r.variable === term.name && r.df === term.columns.length);
      const p = row?.pValue;
      if (p === null || p === undefined) continue;
      if (best === null || p < best.p) best = { t, p };
    }
    return best !== null && best.p <= request.entryValue ? best.t : null;
  };
  /** The variable in the model whose removal statistic is least significant, if above POUT. */
  const worstRemoval = (step: LogisticStep): number | null => {
    const model = currentModel();
    let worst: { t: number; p: number } | null = null;
    for (const t of model.set) {
      const term = terms[t]!;
      let p: number | null | undefined;
      if (lr) p = step.modelIfTermRemoved.find((r) => r.variable === term.name)?.pValue;
      else {
        const q = term.columns.length;
        const wald =
          q > 1
            ? termWald(model, t)
            : (step.coefficients.find((c) => c.variable === term.name)?.wald ?? null);
        p = wald === null ? null : chiSquareUpper(wald, q);
      }
      if (p === null || p === undefined) continue;
      if (worst === null || p > worst.p) worst = { t, p };
    }
    return worst !== null && worst.p > request.removalValue ? worst.t : null;
  };
  const guard = 4 * usable.length + 4;
  if (method === 'backwardLR' || method === 'backwardWald') {
    current = [...usable];
    visited.add(key(current));
    let step = pushStep(current, null, null);
    for (let k = 0; k < guard; k++) {
      const out = worstRemoval(step);
      if (out !== null) {
        const next = current.filter((t) => t !== out);
        if (visited.has(key(next))) return;
        visited.add(key(next));
        current = next;
        step = pushStep(current, null, terms[out]!.name);
        continue;
      }
      const enter = bestEntry();
      if (enter === null) return;
      const next = [...current, enter];
      if (visited.has(key(next))) return;
      visited.add(key(next));
      current = next;
      step = pushStep(current, terms[enter]!.name, null);
    }
    return;
  }
  visited.add(key(current));
  for (let k = 0; k < guard; k++) {
    const enter = bestEntry();
    if (enter === null) return;
    let next = [...current, enter];
    if (visited.has(key(next))) return;
    visited.add(key(next));
    current = next;
    let step = pushStep(current, terms[enter]!.name, null);
    for (let r = 0; r < guard; r++) {
      const out = worstRemoval(step);
      if (out === null) break;
      next = current.filter((t) => t !== out);
      if (visited.has(key(next))) return;
      visited.add(key(next));
      current = next;
      step = pushStep(current, null, terms[out]!.name);
    }
  }
}
