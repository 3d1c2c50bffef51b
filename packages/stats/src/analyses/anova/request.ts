import {
  invalidRequest,
  readChoice,
  readChoiceList,
  readConfidence,
  readStringList,
} from '../../request';
import { readTTestMissing } from '../common/missing';
import { anovaOptions, postHocOptions, type AnovaRequest } from './types';

/** Checks an `anova` request; SPSS ONEWAY's defaults (no options, no post hoc, 95%). */
export function parseAnovaRequest(raw: Record<string, unknown>): AnovaRequest {
  const homogeneousSubset = raw.homogeneousSubset ?? false;
  if (typeof homogeneousSubset !== 'boolean') {
    throw invalidRequest(
      'homogeneousSubset',
      'true 또는 false여야 합니다.',
      'expected true or false.',
      homogeneousSubset,
    );
  }
  const factors = readStringList(raw, 'factors', { required: true });
  const selectedEffect = readStringList(raw, 'selectedEffect', { required: false });
  return {
    analysis: 'anova',
    ...(selectedEffect.length > 0 ? { selectedEffect } : {}),
    dependents: readStringList(raw, 'dependents', { required: true }),
    factors,
    anovaAnalysisType: readChoice(
      raw,
      'anovaAnalysisType',
      ['oneway', 'factorial'] as const,
      factors.length > 1 ? 'factorial' : 'oneway',
    ),
    selectedAnovaOptions: readChoiceList(raw, 'selectedAnovaOptions', anovaOptions, []),
    postHoc: readChoiceList(raw, 'postHoc', postHocOptions, []),
    homogeneousSubset,
    pairwiseComparisons: readChoice(
      raw,
      'pairwiseComparisons',
      ['none', 'lsd', 'bonferroni', 'sidak'] as const,
      'none',
    ),
    dunnettControl: readChoice(raw, 'dunnettControl', ['first', 'last'] as const, 'last'),
    selectedConfidence: readConfidence(raw, 'selectedConfidence', 95) ?? 95,
    selectedMissingValueControlMethod: readTTestMissing(raw),
    covariates: readCovariates(raw, factors),
    homogeneityOfSlopes: readBoolean(raw, 'homogeneityOfSlopes'),
  };
}

function readBoolean(raw: Record<string, unknown>, field: string): boolean {
  const value = raw[field] ?? false;
  if (typeof value !== 'boolean')
    throw invalidRequest(field, 'true 또는 false여야 합니다.', 'expected true or false.', value);
  return value;
}

/** Covariates: numeric variables that are neither a factor nor a dependent of the same request. */
function readCovariates(raw: Record<string, unknown>, factors: string[]): string[] {
  const covariates = readStringList(raw, 'covariates', { required: false });
  const dependents = readStringList(raw, 'dependents', { required: true });
  const clash = covariates.find((c) => factors.includes(c) || dependents.includes(c));
  if (clash !== undefined) {
    throw invalidRequest(
      'covariates',
      `'${clash}' 변수는 공변량이면서 요인이나 종속변수일 수 없습니다.`,
      `'${clash}' cannot be a covariate and also a factor or a dependent.`,
      clash,
    );
  }
  return covariates;
}
