import type { FactorMethod, FactorResult, FactorRotation } from '@tonggye/stats';
import { bounded, chiSquareReport, percent } from '../apa';
import { kmoLevel, type KmoLevel } from '../benchmarks';
import { decide, engineWarnings } from '../common';
import type { PhraseKey } from '../phrases';
import { compose, draft, list, phrase, quote, type Interpretation, type Language } from '../text';

/** Loadings at or above this (in size) count as salient. */
export const SALIENT_LOADING = 0.4;
/** Communalities below this mean a variable is poorly explained. */
export const LOW_COMMUNALITY = 0.4;

const KMO_WORDS: Record<KmoLevel, PhraseKey> = {
  marvelous: 'KMO_MARVELOUS',
  meritorious: 'KMO_MERITORIOUS',
  middling: 'KMO_MIDDLING',
  mediocre: 'KMO_MEDIOCRE',
  miserable: 'KMO_MISERABLE',
  unacceptable: 'KMO_UNACCEPTABLE',
};

const METHOD_WORDS: Record<FactorMethod, PhraseKey> = {
  pca: 'METHOD_PCA',
  paf: 'METHOD_PAF',
  ml: 'METHOD_ML',
  uls: 'METHOD_ULS',
  gls: 'METHOD_GLS',
  alpha: 'METHOD_ALPHA',
  image: 'METHOD_IMAGE',
};

const ROTATION_WORDS: Record<FactorRotation, PhraseKey> = {
  none: 'ROTATION_NONE',
  varimax: 'ROTATION_VARIMAX',
  quartimax: 'ROTATION_QUARTIMAX',
  equamax: 'ROTATION_EQUAMAX',
  oblimin: 'ROTATION_OBLIMIN',
  promax: 'ROTATION_PROMAX',
};

/** The matrix whose loadings name the factors: rotated, pattern (oblique) or unrotated. */
function loadingMatrix(result: FactorResult): { matrix: number[][]; key: PhraseKey } {
  if (result.rotation?.rotated)
    return { matrix: result.rotation.rotated, key: 'FACTOR_MATRIX_ROTATED' };
  if (result.rotation?.pattern)
    return { matrix: result.rotation.pattern, key: 'FACTOR_MATRIX_PATTERN' };
  return { matrix: result.loadings, key: 'FACTOR_MATRIX_UNROTATED' };
}

/** `factor`: KMO in Kaiser's words, Bartlett's test, the factors kept and what loads on them. */
export function writeFactor(result: FactorResult, language: Language): Interpretation {
  const context = { language, alpha: 0.05 };
  const parts = draft();
  const p = result.variables.length;
  parts.summary.push(
    phrase(language, 'FACTOR_SUMMARY', {
      count: p,
      method: phrase(language, METHOD_WORDS[result.method]),
      rotation: phrase(language, ROTATION_WORDS[result.rotationMethod]),
    }),
  );
  if (result.kmo === null) parts.summary.push(phrase(language, 'FACTOR_KMO_UNKNOWN'));
  else
    parts.summary.push(
      phrase(language, 'FACTOR_KMO', {
        level: phrase(language, KMO_WORDS[kmoLevel(result.kmo)]),
        kmo: bounded(result.kmo),
      }),
    );
  const { chiSquare, df, pValue } = result.bartlett;
  if (chiSquare !== null && pValue !== null) {
    const decision = decide(context, pValue);
    parts.summary.push(
      phrase(
        language,
        decision.significant ? 'FACTOR_BARTLETT_SIGNIFICANT' : 'FACTOR_BARTLETT_NOT_SIGNIFICANT',
        { decision: decision.text, apa: chiSquareReport(chiSquare, df, pValue) },
      ),
    );
  }
  const rows = result.varianceExplained.rotation?.length
    ? result.varianceExplained.rotation
    : result.varianceExplained.extraction;
  const cumulative =
    rows.at(-1)?.cumulative ?? result.varianceExplained.extraction.at(-1)?.cumulative;
  parts.summary.push(
    phrase(language, 'FACTOR_EXTRACTED', {
      count: result.factorCount,
      percent: cumulative == null ? '–' : percent(cumulative),
    }),
  );

  const { matrix, key } = loadingMatrix(result);
  const byFactor: string[][] = Array.from({ length: result.factorCount }, () => []);
  const crossLoading: string[] = [];
  result.variables.forEach((variable, i) => {
    const row = matrix[i] ?? [];
    const salient = row.filter((value) => Math.abs(value) >= SALIENT_LOADING).length;
    if (salient > 1) crossLoading.push(quote(variable));
    let best = -1;
    row.forEach((value, j) => {
      if (
        Math.abs(value) >= SALIENT_LOADING &&
        (best < 0 || Math.abs(value) > Math.abs(row[best]!))
      )
        best = j;
    });
    if (best >= 0) byFactor[best]?.push(`${quote(variable)} (${bounded(row[best]!)})`);
  });
  byFactor.forEach((items, j) =>
    parts.report.push(
      items.length === 0
        ? phrase(language, 'FACTOR_LOADINGS_NONE', { factor: j + 1 })
        : phrase(language, 'FACTOR_LOADINGS', { factor: j + 1, items: items.join(', ') }),
    ),
  );
  if (result.factorCount > 0)
    parts.report.push(phrase(language, 'FACTOR_LOADING_NOTE', { matrix: phrase(language, key) }));
  parts.assumptions.push(phrase(language, 'FACTOR_ASSUMPTIONS'));

  if (!result.extractionConverged)
    parts.caveats.push(
      phrase(language, 'FACTOR_NOT_CONVERGED', { iterations: result.extractionIterations ?? '–' }),
    );
  if (result.rotation && !result.rotation.converged)
    parts.caveats.push(
      phrase(language, 'FACTOR_ROTATION_NOT_CONVERGED', { iterations: result.rotation.iterations }),
    );
  const extraction = result.communalities.filter((c) => c.extraction !== null);
  const heywood = extraction.filter((c) => c.extraction! > 1).map((c) => quote(c.variable));
  if (heywood.length > 0)
    parts.caveats.push(phrase(language, 'FACTOR_HEYWOOD', { items: list(language, heywood) }));
  const low = extraction
    .filter((c) => c.extraction! < LOW_COMMUNALITY)
    .map((c) => quote(c.variable));
  if (low.length > 0)
    parts.caveats.push(phrase(language, 'FACTOR_LOW_COMMUNALITY', { items: list(language, low) }));
  if (crossLoading.length > 0)
    parts.caveats.push(
      phrase(language, 'FACTOR_CROSS_LOADING', { items: list(language, crossLoading) }),
    );
  if (result.excluded.length > 0)
    parts.caveats.push(
      phrase(language, 'FACTOR_EXCLUDED', { items: list(language, result.excluded.map(quote)) }),
    );
  if (result.n < 5 * p)
    parts.caveats.push(phrase(language, 'FACTOR_FEW_CASES', { n: result.n, p }));
  parts.caveats.push(...engineWarnings(language, result));
  return compose(language, parts);
}
