import { inverse, Matrix } from 'ml-matrix';
import { StatsInputError } from '../../errors';
import { leveneTest } from '../../math/levene';
import { symmetricEigen } from '../../math/symmetric-eigen';
import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { fUpper, shiftValues } from '../../math/oneway';
import { crossProductModels } from '../../math/cross-models';
import { leastSquares, triangularFactor } from '../../math/qr';
import { accurateMean } from '../../math/sums';
import type { DataTable } from '../../types';
import { numericColumn } from '../../variables';
import type { Warnings } from '../common/warnings';
import { pairwise, type PairwiseTest } from '../../math/posthoc';
import type {
  AnovaRequest,
  FactorialCell,
  FactorialDependent,
  FactorialTerm,
  PostHocComparison,
  PostHocResult,
} from './types';
import { centredCopy, gather } from '../../math/gather';
import { josa } from '../../korean';

type Levels = { codes: Int32Array; labels: string[] };

/** Sum of squares of the residuals of y on `columns` (with or without a constant). */
function residualSS(columns: Float64Array[], y: Float64Array, constant: boolean): number {
  const n = y.length;
  let yy = y;
  let cols = columns;
  if (constant) {
    const my = accurateMean(y);
    yy = centredCopy(y, my);
    cols = columns.map((c) => {
      const m = accurateMean(c);
      const out = new Float64Array(n);
      for (let i = 0; i < n; i++) out[i] = c[i]! - m;
      return out;
    });
  }
  const ls = leastSquares(cols, yy, 0);
  let s = 0;
  for (const e of ls.residuals) s += e * e;
  return s;
}

/**
 * The sum of squares a block of columns adds after `before`: with the block last in a
 * Householder QR of [before, block, y], it is the squared norm of the block's entries of
 * Qᵀy (the last column of R) — no difference of two residual sums, so no cancellation.
 */
function addedSS(before: Float64Array[], block: Float64Array[], y: Float64Array): number {
  const columns = [...before, ...block, y];
  const p = columns.length;
  const r = triangularFactor(columns);
  let ss = 0;
  for (let k = before.length; k < before.length + block.length; k++) ss += r[k * p + p - 1]! ** 2;
  return ss;
}

function centred(columns: Float64Array[]): Float64Array[] {
  return columns.map((c) => {
    const m = accurateMean(c);
    return centredCopy(c, m);
  });
}

/** `selectedEffect` terms such as "A", "A*B" (also "A × B", "A:B") as factor indexes. */
export function parseTerms(effects: string[], factors: string[]): number[][] {
  return effects.map((text) => {
    const parts = text.split(/\s*[*×:]\s*/).map((p) => p.trim());
    const t = parts.map((p) => {
      const f = factors.indexOf(p);
      if (f < 0) {
        throw new StatsInputError(
          'INVALID_REQUEST',
          `요청의 'selectedEffect' 항목이 잘못되었습니다: ${josa(`'${p}'`, '은')} 요인이 아닙니다(요인: ${factors.join(', ')}).`,
          `Request field 'selectedEffect' is invalid: '${p}' is not one of the factors (${factors.join(', ')}).`,
          { field: 'selectedEffect', value: text },
        );
      }
      return f;
    });
    return [...new Set(t)].sort((a, b) => a - b);
  });
}

/** Terms of the full factorial: every non-empty subset of the factors, by order then position. */
export function fullFactorialTerms(k: number): number[][] {
  const terms: number[][] = [];
  for (let mask = 1; mask < 1 << k; mask++) {
    const t: number[] = [];
    for (let f = 0; f < k; f++) if (mask & (1 << f)) t.push(f);
    terms.push(t);
  }
  return terms.sort((a, b) => a.length - b.length || a.join().localeCompare(b.join()));
}

/**
 * Factorial ANOVA as SPSS UNIANOVA (full factorial, Type III sums of squares): each term's
 * SS is the rise in the residual SS when its sum-to-zero (effect) coded columns leave the
 * full model, from one cross-product matrix when the design is well-conditioned, else by
 * Householder QR over the rows. Needs every cell of the design to have cases.
 */
export function factorialDependent(
  table: DataTable,
  name: string,
  factors: string[],
  levels: Levels[],
  request: AnovaRequest,
  warnings: Warnings,
): FactorialDependent {
  const cells = numericColumn(table, name).values;
  const covariateCells = (request.covariates ?? []).map((c) => numericColumn(table, c).values);
  // Complete cases: the dependent, every factor and every covariate present.
  const complete = new Uint8Array(table.rowCount);
  for (let i = 0; i < table.rowCount; i++) complete[i] = cells[i] !== null ? 1 : 0;
  for (const l of levels)
    for (let i = 0; i < table.rowCount; i++) if (l.codes[i]! < 0) complete[i] = 0;
  for (const c of covariateCells)
    for (let i = 0; i < table.rowCount; i++) if (c[i] === null) complete[i] = 0;
  const rows: number[] = [];
  for (let i = 0; i < table.rowCount; i++) if (complete[i]) rows.push(i);
  const y = gather(cells, rows);
  const covariates = covariateCells.map((c) => gather(c, rows));
  const n = y.length;
  // Levels present for this dependent, renumbered.
  const used = levels.map((l) => {
    const present = new Uint8Array(l.labels.length);
    for (const i of rows) present[l.codes[i]!] = 1;
    const renumber = new Int32Array(l.labels.length).fill(-1);
    const labels: string[] = [];
    present.forEach((here, c) => {
      if (!here) return;
      renumber[c] = labels.length;
      labels.push(l.labels[c]!);
    });
    return { renumber, labels };
  });
  used.forEach((u, f) => {
    if (u.labels.length < 2) {
      throw new StatsInputError(
        'TOO_FEW_GROUPS',
        `'${name}'의 유효한 사례에서 요인 '${factors[f]}'의 수준이 ${u.labels.length}개뿐입니다. 요인마다 수준이 2개 이상 필요합니다.`,
        `Among the valid cases of '${name}', factor '${factors[f]}' has ${u.labels.length} level(s); every factor needs at least 2.`,
        { variable: factors[f]! },
      );
    }
  });
  // Each case's renumbered level of every factor, by its position among the valid cases.
  const levelOf = used.map((u, f) => {
    const codes = levels[f]!.codes;
    const out = new Int32Array(n);
    for (let k = 0; k < n; k++) out[k] = u.renumber[codes[rows[k]!]!]!;
    return out;
  });
  const code = (f: number, k: number) => levelOf[f]![k]!;
  // Cells, numbered in mixed radix with the first factor most significant: sorting the numbers
  // orders the cells by their levels, the first factor first.
  const radix = used.map((u) => u.labels.length);
  const cellIds = new Float64Array(n);
  const membersById = new Map<number, number[]>();
  for (let k = 0; k < n; k++) {
    let id = 0;
    for (let f = 0; f < radix.length; f++) id = id * radix[f]! + levelOf[f]![k]!;
    cellIds[k] = id;
    const members = membersById.get(id);
    if (members) members.push(k);
    else membersById.set(id, [k]);
  }
  const cellIdsSorted = [...membersById.keys()].sort((a, b) => a - b);
  const levelsOfCell = (id: number) => {
    const out = new Array<number>(radix.length);
    for (let f = radix.length - 1; f >= 0; f--) {
      out[f] = id % radix[f]!;
      id = Math.floor(id / radix[f]!);
    }
    return out;
  };
  // Cells by their levels' key ("0,2"): descriptives and the empty-cell check.
  const byCell = new Map<string, number[]>(
    cellIdsSorted.map((id) => [levelsOfCell(id).join(','), membersById.get(id)!]),
  );
  const terms = request.selectedEffect
    ? parseTerms(request.selectedEffect, factors)
    : fullFactorialTerms(factors.length);
  // Effect coding identifies a term only when every combination of its factors has cases.
  for (const t of terms) {
    const seen = new Set(
      cellIdsSorted.map((id) => {
        const cell = levelsOfCell(id);
        return t.map((f) => cell[f]!).join(',');
      }),
    );
    const needed = t.reduce((p, f) => p * used[f]!.labels.length, 1);
    if (seen.size < needed) {
      const termName = t.map((f) => factors[f]!).join(' * ');
      throw new StatsInputError(
        'EMPTY_CELLS',
        `'${name}'에서 항 '${termName}'의 요인 조합 중 사례가 없는 셀이 ${needed - seen.size}개 있습니다. 빈 셀이 있는 제III유형 분석은 아직 지원하지 않습니다.`,
        `${needed - seen.size} combination(s) of the term '${termName}' have no cases of '${name}'; Type III analysis with empty cells is not supported yet.`,
        { variable: name },
      );
    }
  }
  const keys = [...byCell.keys()];
  const descriptives: FactorialCell[] = keys.map((key) => {
    const members = byCell.get(key)!;
    const v = members.map((k) => y[k]!);
    const mean = accurateMean(v);
    let ss = 0;
    for (let i = 0; i < v.length; i++) ss += (v[i]! - mean) ** 2;
    const levelsOf = key.split(',').map(Number);
    return {
      cell: Object.fromEntries(factors.map((f, k) => [f, used[k]!.labels[levelsOf[k]!]!])),
      n: v.length,
      mean,
      std: v.length > 1 ? Math.sqrt(ss / (v.length - 1)) : null,
    };
  });
  // Effect-coded columns of every main effect, products for interactions.
  const effect = (f: number): Float64Array[] => {
    const L = used[f]!.labels.length;
    return Array.from({ length: L - 1 }, (_, l) => {
      const out = new Float64Array(rows.length);
      for (let k = 0; k < rows.length; k++) {
        const c = code(f, k);
        out[k] = c === l ? 1 : c === L - 1 ? -1 : 0;
      }
      return out;
    });
  };
  const mains = factors.map((_, f) => effect(f));
  // Each case's cell, as its position in `keys` (the cells' sorted order).
  const cellPosition = new Map(cellIdsSorted.map((id, c) => [id, c]));
  const cellCodes = new Int32Array(n);
  for (let k = 0; k < n; k++) cellCodes[k] = cellPosition.get(cellIds[k]!)!;
  // The covariates' and the dependent's within-cell means and cross-products, for the check of
  // the covariates and the adjusted means.
  const within =
    covariates.length > 0 ? withinCells([...covariates, y], cellCodes, keys.length) : null;
  if (within) checkCovariates(within, request.covariates ?? [], name);
  const termColumns = terms.map((t) =>
    t.reduce<Float64Array[]>(
      (acc, f) =>
        acc.flatMap((a) =>
          mains[f]!.map((b) => {
            const out = new Float64Array(n);
            for (let i = 0; i < n; i++) out[i] = a[i]! * b[i]!;
            return out;
          }),
        ),
      [new Float64Array(n).fill(1)],
    ),
  );
  // Covariates enter as they are (SPSS does not centre them): the intercept is tested at 0.
  const all = [...covariates, ...termColumns.flat()];
  const shifted = shiftValues(y);
  const yd = new Float64Array(shifted.d.length);
  for (let i = 0; i < yd.length; i++) yd[i] = shifted.d[i]! / shifted.factor;
  // Every model of the request (the full model, and the slopes model when asked) from one pass
  // over the rows; a design that is not well-conditioned takes Householder QR over the rows.
  const interactions =
    covariates.length > 0 && request.homogeneityOfSlopes
      ? slopeInteractions(covariates, request.covariates ?? [], termColumns, terms, factors)
      : [];
  const models = crossProductModels([...all, ...interactions.flatMap((i) => i.columns)], yd);
  const modelBlocks: number[][] = [];
  for (const block of [...covariates.map((c) => [c]), ...termColumns]) {
    const start = modelBlocks.flat().length;
    modelBlocks.push(block.map((_, k) => start + k));
  }
  const fast = models(modelBlocks);
  const sse = fast ? fast.sse : residualSS(all, yd, true);
  const my = accurateMean(y);
  let sst = 0;
  for (const v of y) sst += (v - my) ** 2;
  let total = 0;
  for (const v of y) total += v * v;
  const dfModel = all.length;
  const dfError = n - 1 - dfModel;
  const mse = dfError > 0 ? sse / dfError : null;
  const row = (source: string, ss: number, df: number, test: boolean): FactorialTerm => {
    const ms = df > 0 ? ss / df : null;
    const f = test && ms !== null && mse !== null && mse > 0 ? ms / mse : null;
    return {
      source,
      ss,
      df,
      ms,
      f,
      pValue: f === null ? null : fUpper(f, df, dfError),
      partialEtaSquared: test && ss + sse > 0 ? ss / (ss + sse) : null,
    };
  };
  const corrected = row('수정된 모형 (Corrected Model)', sst - sse, dfModel, true);
  // Intercept (Type III): the model without the constant, on the raw y.
  const intercept = row(
    '절편 (Intercept)',
    fast ? fast.intercept(accurateMean(y)) : addedSS(all, [new Float64Array(n).fill(1)], y),
    1,
    true,
  );
  // Type III: each covariate and each term after everything else in the model.
  const sources = [
    ...(request.covariates ?? []),
    ...terms.map((t) => t.map((f) => factors[f]!).join(' * ')),
  ];
  const termRows = fast
    ? modelBlocks.map((block, k) => row(sources[k]!, fast.ss[k]!, block.length, true))
    : typeIIIByQR([...covariates.map((c) => [c]), ...termColumns], yd).map((ss, k) =>
        row(sources[k]!, ss, modelBlocks[k]!.length, true),
      );
  if (mse === null || mse === 0) {
    warnings.add(
      `'${name}'의 오차 자유도나 오차 분산이 0이어서 F 검정을 할 수 없습니다.`,
      `The error df or error variance of '${name}' is zero, so no F test can be computed.`,
    );
  }
  const wantsLevene =
    request.selectedAnovaOptions.includes('homogeneity') && (request.covariates ?? []).length === 0;
  if (
    (request.covariates ?? []).length > 0 &&
    request.selectedAnovaOptions.includes('homogeneity')
  ) {
    warnings.add(
      '공변량이 있는 모형에서는 Levene 검정을 하지 않았습니다.',
      "Levene's test is not computed for a model with covariates.",
    );
  }
  const levene = wantsLevene ? leveneTest(shifted.d, cellCodes, keys.length, 'mean') : null;
  const rSquared = 1 - sse / sst;
  return {
    dependent: name,
    factors,
    descriptives,
    levene: levene && { basedOn: 'mean', ...levene },
    terms: [
      corrected,
      intercept,
      ...termRows,
      {
        source: '오차 (Error)',
        ss: sse,
        df: dfError,
        ms: mse,
        f: null,
        pValue: null,
        partialEtaSquared: null,
      },
      {
        source: '전체 (Total)',
        ss: total,
        df: n,
        ms: null,
        f: null,
        pValue: null,
        partialEtaSquared: null,
      },
      {
        source: '수정된 합계 (Corrected Total)',
        ss: sst,
        df: n - 1,
        ms: null,
        f: null,
        pValue: null,
        partialEtaSquared: null,
      },
    ],
    rSquared,
    adjustedRSquared: dfError > 0 ? 1 - ((1 - rSquared) * (n - 1)) / dfError : null,
    estimatedMarginalMeans: marginalMeans(
      factors,
      used,
      keys,
      descriptives,
      mse,
      dfError,
      request,
      terms.length === (1 << factors.length) - 1,
      warnings,
      within ? covariateAdjustment(covariates, within) : undefined,
    ),
    postHoc:
      covariates.length > 0
        ? noPostHocWithCovariates(request, warnings)
        : factorialPostHoc(factors, used, code, y, mse, dfError, request, warnings, name),
    covariateMeans: (request.covariates ?? []).map((covariate, k) => ({
      covariate,
      mean: accurateMean(covariates[k]!),
    })),
    slopes:
      covariates.length > 0 && request.homogeneityOfSlopes
        ? slopesTest(interactions, all, yd, n, models)
        : null,
  };
}

/**
 * UNIANOVA's post hoc tests for each factor: the factor's observed level means compared
 * pairwise with the model's error mean square and df (Games-Howell and T3 with the
 * levels' own variances), as SPSS does.
 */
function factorialPostHoc(
  factors: string[],
  used: { labels: string[] }[],
  /** A case's level of factor f, by the case's position among the valid cases. */
  code: (f: number, k: number) => number,
  y: Float64Array,
  mse: number | null,
  dfError: number,
  request: AnovaRequest,
  warnings: Warnings,
  name: string,
): { factor: string; tests: PostHocResult[] }[] {
  const tests = request.postHoc.filter((t): t is PairwiseTest =>
    ['lsd', 'bonferroni', 'sidak', 'scheffe', 'tukey', 'gamesHowell', 'dunnettT3'].includes(t),
  );
  const skipped = request.postHoc.filter((t) => !tests.includes(t as PairwiseTest));
  if (skipped.length > 0) {
    warnings.add(
      `요인설계에서 사후검정 ${josa(skipped.join(', '), '은')} 아직 지원하지 않아 생략했습니다.`,
      `Post hoc test(s) ${skipped.join(', ')} are not supported for factorial designs yet and were left out.`,
    );
  }
  if (tests.length === 0 || mse === null || !(mse > 0)) return [];
  return factors.map((factor, f) => {
    const L = used[f]!.labels.length;
    const groups = Array.from({ length: L }, (_, l) => {
      const v: number[] = [];
      for (let k = 0; k < y.length; k++) if (code(f, k) === l) v.push(y[k]!);
      const mean = accurateMean(v);
      let ss = 0;
      for (const x of v) ss += (x - mean) ** 2;
      return { n: v.length, mean, variance: v.length > 1 ? ss / (v.length - 1) : null };
    });
    if (
      groups.some((g) => g.variance === null) &&
      tests.some((t) => t === 'gamesHowell' || t === 'dunnettT3')
    ) {
      warnings.add(
        `'${name}'의 요인 '${factor}'에 사례가 1개뿐인 수준이 있어 Games-Howell과 Dunnett T3는 계산할 수 없습니다.`,
        `Factor '${factor}' of '${name}' has a level with a single case, so Games-Howell and Dunnett's T3 cannot be computed.`,
      );
    }
    return {
      factor,
      tests: tests.map((test) => ({
        test,
        comparisons: pairwise(test, groups, mse, dfError, request.selectedConfidence).map((c) => ({
          groupI: used[f]!.labels[c.i]!,
          groupJ: used[f]!.labels[c.j]!,
          meanDifference: c.meanDifference,
          standardError: Number.isFinite(c.standardError) ? c.standardError : null,
          pValue: c.pValue,
          lowerConf: c.lower,
          upperConf: c.upper,
        })),
      })),
    };
  });
}

/**
 * Estimated marginal means of each factor in the full factorial: the unweighted mean of
 * its cells' means (the saturated model's predictions), SE √(MSE Σ w²/n) over the cells,
 * and pairwise differences with LSD, Bonferroni or Šidák adjustment of p and interval.
 */
function marginalMeans(
  factors: string[],
  used: { labels: string[] }[],
  keys: string[],
  cells: FactorialCell[],
  mse: number | null,
  dfError: number,
  request: AnovaRequest,
  full: boolean,
  warnings: Warnings,
  /** ANCOVA: cell means adjusted to the covariates' means, and the variance that adds. */
  adjusted?: CovariateAdjustment,
): FactorialDependent['estimatedMarginalMeans'] {
  const adjustment = request.pairwiseComparisons;
  if (adjustment === 'none') return [];
  if (!full) {
    warnings.add(
      '추정 주변평균은 완전요인 모형에서만 계산합니다.',
      'Estimated marginal means are computed for the full factorial model only.',
    );
    return [];
  }
  if (mse === null || !(mse > 0)) return [];
  const alpha = 1 - request.selectedConfidence / 100;
  const codes = keys.map((k) => k.split(',').map(Number));
  return factors.map((factor, f) => {
    const L = used[f]!.labels.length;
    // Weights of each cell mean in each level's marginal mean.
    const weights = Array.from({ length: L }, (_, l) => {
      const members = codes.map((c) => c[f] === l);
      const count = members.filter(Boolean).length;
      return members.map((m) => (m ? 1 / count : 0));
    });
    const means = adjusted?.cellMeans ?? cells.map((c) => c.mean);
    const combine = (w: number[]) => ({
      value: w.reduce((s, wc, c) => s + wc * means[c]!, 0),
      se: Math.sqrt(
        mse * (w.reduce((s, wc, c) => s + (wc * wc) / cells[c]!.n, 0) + (adjusted?.extra(w) ?? 0)),
      ),
    });
    const tHalf = tQuantile(1 - alpha / 2, dfError);
    const levelMeans = weights.map((w, l) => {
      const { value, se } = combine(w);
      return {
        level: used[f]!.labels[l]!,
        mean: value,
        se,
        lowerConf: value - tHalf * se,
        upperConf: value + tHalf * se,
      };
    });
    const m = (L * (L - 1)) / 2;
    const critical =
      adjustment === 'lsd'
        ? tHalf
        : adjustment === 'bonferroni'
          ? tQuantile(1 - alpha / (2 * m), dfError)
          : tQuantile(1 - (1 - (1 - alpha) ** (1 / m)) / 2, dfError);
    const comparisons: PostHocComparison[] = [];
    for (let i = 0; i < L; i++) {
      for (let j = 0; j < L; j++) {
        if (i === j) continue;
        const { value, se } = combine(weights[i]!.map((w, c) => w - weights[j]![c]!));
        const p = 2 * tCdf(-Math.abs(value / se), dfError);
        comparisons.push({
          groupI: used[f]!.labels[i]!,
          groupJ: used[f]!.labels[j]!,
          meanDifference: value,
          standardError: se,
          pValue:
            adjustment === 'lsd'
              ? p
              : adjustment === 'bonferroni'
                ? Math.min(1, p * m)
                : Math.min(1, -Math.expm1(m * Math.log1p(-p))),
          lowerConf: value - critical * se,
          upperConf: value + critical * se,
        });
      }
    }
    return { factor, adjustment, means: levelMeans, comparisons };
  });
}

interface CovariateAdjustment {
  /** Each cell's mean adjusted to the covariates' grand means by the pooled within-cell slopes. */
  cellMeans: number[];
  /** d′W⁻¹d for a contrast w of the cells, d = Σ w_c (x̄_c − x̄): what the slopes' uncertainty adds. */
  extra(w: number[]): number;
}

/**
 * ANCOVA's adjusted cell means. With every cell in the model (full factorial) the covariates'
 * coefficients are the pooled within-cell regression slopes b = W⁻¹w_xy, and a cell's mean at
 * the covariates' means is ȳ_c − b′(x̄_c − x̄); a contrast's variance gains MSE·d′W⁻¹d.
 */
function covariateAdjustment(covariates: Float64Array[], within: WithinCells): CovariateAdjustment {
  const q = covariates.length;
  const grand = covariates.map((c) => accurateMean(c));
  const cells = within.counts.length;
  const cellX = Array.from({ length: cells }, (_, c) =>
    Array.from({ length: q }, (__, a) => within.means[a]![c]!),
  );
  const cellY = Array.from(within.means[q]!);
  const W = Array.from({ length: q }, (_, a) =>
    Array.from({ length: q }, (__, b) => within.products[a * (q + 1) + b]!),
  );
  const wy = Array.from({ length: q }, (_, a) => within.products[a * (q + 1) + q]!);
  const Winv = inverse(new Matrix(W)).to2DArray();
  const slopes = Winv.map((row) => row.reduce((s, v, b) => s + v * wy[b]!, 0));
  const shift = (c: number) => cellX[c]!.reduce((s, x, a) => s + slopes[a]! * (x - grand[a]!), 0);
  return {
    cellMeans: cellY.map((m, c) => m - shift(c)),
    extra(w) {
      const d = grand.map((_, a) =>
        w.reduce((s, wc, c) => s + wc * (cellX[c]![a]! - grand[a]!), 0),
      );
      return d.reduce((s, da, a) => s + da * Winv[a]!.reduce((t, v, b) => t + v * d[b]!, 0), 0);
    },
  };
}

/** Each cell's size, the columns' cell means, and their pooled within-cell cross-products. */
interface WithinCells {
  counts: Float64Array;
  /** means[a][c]: column a's mean in cell c (plain sums over the cell's cases, in their order). */
  means: Float64Array[];
  /** Σ over cases of (a − its cell's mean)(b − its cell's mean), row-major k×k. */
  products: Float64Array;
}

/** `WithinCells` of `columns`, each case's cell being `cellOf[case]`: two passes over the cases. */
function withinCells(columns: Float64Array[], cellOf: Int32Array, cells: number): WithinCells {
  const k = columns.length;
  const n = cellOf.length;
  const counts = new Float64Array(cells);
  for (let i = 0; i < n; i++) counts[cellOf[i]!]! += 1;
  const means = columns.map((column) => {
    const sums = new Float64Array(cells);
    for (let i = 0; i < n; i++) sums[cellOf[i]!]! += column[i]!;
    for (let c = 0; c < cells; c++) sums[c] = sums[c]! / counts[c]!;
    return sums;
  });
  const products = new Float64Array(k * k);
  const d = new Float64Array(k);
  for (let i = 0; i < n; i++) {
    const c = cellOf[i]!;
    for (let a = 0; a < k; a++) d[a] = columns[a]![i]! - means[a]![c]!;
    for (let a = 0; a < k; a++) for (let b = a; b < k; b++) products[a * k + b]! += d[a]! * d[b]!;
  }
  for (let a = 0; a < k; a++)
    for (let b = 0; b < a; b++) products[a * k + b] = products[b * k + a]!;
  return { counts, means, products };
}

/** SPSS runs no post hoc test when the model has covariates (its dialog greys them out). */
function noPostHocWithCovariates(
  request: AnovaRequest,
  warnings: Warnings,
): { factor: string; tests: PostHocResult[] }[] {
  if (request.postHoc.length > 0) {
    warnings.add(
      '공변량이 있는 모형에서는 사후검정을 하지 않습니다. 공변량으로 조정된 추정 주변평균의 대응별 비교를 보세요.',
      'Post hoc tests are not run for a model with covariates; see the pairwise comparisons of the covariate-adjusted estimated marginal means.',
    );
  }
  return [];
}

/** Every factor term by covariate product, named as SPSS names the custom model's terms. */
function slopeInteractions(
  covariates: Float64Array[],
  covariateNames: string[],
  termColumns: Float64Array[][],
  terms: number[][],
  factors: string[],
): { source: string; columns: Float64Array[] }[] {
  return covariates.flatMap((x, k) =>
    termColumns.map((columns, t) => ({
      source: `${terms[t]!.map((f) => factors[f]!).join(' * ')} * ${covariateNames[k]!}`,
      columns: columns.map((c) => {
        const out = new Float64Array(c.length);
        for (let i = 0; i < c.length; i++) out[i] = c[i]! * x[i]!;
        return out;
      }),
    })),
  );
}

/**
 * The Type III SS (after all the others) of each block from `first` on, by Householder QR over
 * the centred rows.
 */
function typeIIIByQR(blocks: Float64Array[][], y: Float64Array, first = 0): number[] {
  const centredBlocks = blocks.map(centred);
  const yc = centred([y])[0]!;
  return centredBlocks
    .slice(first)
    .map((block, k) => addedSS(centredBlocks.filter((_, j) => j !== first + k).flat(), block, yc));
}

/**
 * The homogeneity of regression slopes: the model with every factor term by covariate
 * interaction added; each interaction's Type III SS (after everything else) and F against that
 * model's error. Equal slopes, ANCOVA's assumption, hold when none is significant.
 */
function slopesTest(
  interactions: { source: string; columns: Float64Array[] }[],
  model: Float64Array[],
  y: Float64Array,
  n: number,
  models: ReturnType<typeof crossProductModels>,
): FactorialTerm[] {
  const full = [...model, ...interactions.flatMap((i) => i.columns)];
  // The model's columns one block, then each interaction: their indexes in `models`' columns.
  const blocks: number[][] = [model.map((_, j) => j)];
  for (const interaction of interactions) {
    const start = blocks.flat().length;
    blocks.push(interaction.columns.map((_, k) => start + k));
  }
  const fast = models(blocks);
  const sse = fast ? fast.sse : residualSS(full, y, true);
  const dfError = n - 1 - full.length;
  const mse = dfError > 0 ? sse / dfError : null;
  const interactionSS = fast
    ? fast.ss.slice(1)
    : typeIIIByQR(
        [...model.map((c) => [c]), ...interactions.map((i) => i.columns)],
        y,
        model.length,
      );
  const rows: FactorialTerm[] = interactions.map((interaction, k) => {
    const ss = interactionSS[k]!;
    const df = interaction.columns.length;
    const f = mse !== null && mse > 0 ? ss / df / mse : null;
    return {
      source: interaction.source,
      ss,
      df,
      ms: ss / df,
      f,
      pValue: f === null ? null : fUpper(f, df, dfError),
      partialEtaSquared: ss + sse > 0 ? ss / (ss + sse) : null,
    };
  });
  rows.push({
    source: '오차 (Error)',
    ss: sse,
    df: dfError,
    ms: mse,
    f: null,
    pValue: null,
    partialEtaSquared: null,
  });
  return rows;
}

/**
 * A covariate must vary within the cells, and no covariate may be a linear combination of the
 * others there: otherwise its slope is not estimable. SPSS would print it as redundant with 0 df;
 * here it is an input error naming it, so the visitor can take it out.
 */
function checkCovariates(within: WithinCells, names: string[], dependent: string): void {
  const q = names.length;
  const W = Array.from({ length: q }, (_, a) =>
    Array.from({ length: q }, (__, b) => within.products[a * within.means.length + b]!),
  );
  const fail = (covariate: string) =>
    new StatsInputError(
      'CONSTANT_COVARIATE',
      `'${dependent}'의 분석에서 공변량 '${covariate}'의 값이 각 셀 안에서 변하지 않거나 다른 공변량들로 정해져서 기울기를 추정할 수 없습니다. 이 공변량을 빼고 분석해 주세요.`,
      `In the analysis of '${dependent}', covariate '${covariate}' does not vary within the cells or is fixed by the other covariates, so its slope cannot be estimated. Leave it out.`,
      { variable: covariate },
    );
  W.forEach((row, a) => {
    if (!(row[a]! > 0)) throw fail(names[a]!);
  });
  const scaled = W.map((row, a) => row.map((v, b) => v / Math.sqrt(W[a]![a]! * W[b]![b]!)));
  const { values, vectors } = symmetricEigen(scaled);
  const smallest = values.length - 1;
  if (values[smallest]! < 1e-10) {
    // The covariate that weighs most in the null direction is the one to leave out.
    const weights = vectors.map((row) => Math.abs(row[smallest]!));
    throw fail(names[weights.indexOf(Math.max(...weights))]!);
  }
}
