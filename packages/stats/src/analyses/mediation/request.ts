import { StatsInputError } from '../../errors';
import { invalidRequest, readConfidence, readStringList } from '../../request';
import {
  mediationDefaultBootstrapSamples,
  mediationDefaultSeed,
  mediationMaxBootstrapSamples,
  mediationModels,
  moderatedMediationModels,
  serialMediatorRange,
  type MediationModelNumber,
  type MediationRequest,
} from './types';
import { josa } from '../../korean';

function readOne(raw: Record<string, unknown>, field: string, ko: string, en: string): string {
  const list = readStringList(raw, field, { required: true });
  if (list.length !== 1) throw invalidRequest(field, ko, en, list);
  return list[0]!;
}

function readInteger(
  raw: Record<string, unknown>,
  field: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = raw[field];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw invalidRequest(
      field,
      `${min}에서 ${max} 사이의 정수여야 합니다.`,
      `expected a whole number from ${min} to ${max}.`,
      value,
    );
  }
  return value;
}

/**
 * Checks a `mediation` request: PROCESS model 4 (or 6, 7, 8, 14, 58 with `modelNumber`) with its defaults (5000 percentile
 * bootstrap samples, 95%), a fixed seed when none is given, and every variable in one role only.
 */
export function parseMediationRequest(raw: Record<string, unknown>): MediationRequest {
  const y = readOne(
    raw,
    'dependents',
    '종속변수(Y)는 하나여야 합니다.',
    'expected exactly one dependent variable (Y).',
  );
  const x = readOne(
    raw,
    'independents',
    '독립변수(X)는 하나여야 합니다.',
    'expected exactly one independent variable (X).',
  );
  const mediators = readStringList(raw, 'mediators', { required: true });
  const covariates = readStringList(raw, 'covariates', { required: false });
  const moderators = readStringList(raw, 'moderators', { required: false });
  const model = raw.modelNumber ?? 4;
  if (!mediationModels.includes(model as MediationModelNumber)) {
    throw invalidRequest(
      'modelNumber',
      `PROCESS 모형 번호는 ${mediationModels.join(', ')} 가운데 하나여야 합니다(${josa(`'${String(model)}'`, '은')} 지원하지 않음).`,
      `expected PROCESS model ${mediationModels.join(', ')}, not '${String(model)}'.`,
      model,
    );
  }
  const modelNumber = model as MediationModelNumber;
  const [fewest, most] = serialMediatorRange;
  if (modelNumber === 6 && (mediators.length < fewest || mediators.length > most)) {
    throw invalidRequest(
      'mediators',
      `직렬 매개모형(모형 6)에는 매개변수가 ${fewest}개에서 ${most}개까지 필요합니다(지금 ${mediators.length}개).`,
      `serial mediation (model 6) takes ${fewest} to ${most} mediators, not ${mediators.length}.`,
      mediators,
    );
  }
  const moderated = (moderatedMediationModels as readonly number[]).includes(modelNumber);
  if (moderated && moderators.length !== 1) {
    throw invalidRequest(
      'moderators',
      `조절된 매개모형(모형 ${modelNumber})에는 조절변수(W)가 하나 필요합니다.`,
      `moderated mediation (model ${modelNumber}) takes exactly one moderator (W).`,
      moderators,
    );
  }
  if (!moderated && moderators.length > 0) {
    throw invalidRequest(
      'moderators',
      `모형 ${modelNumber}에는 조절변수가 없습니다. 조절변수(W)를 빼거나 모형 7, 8, 14, 58 가운데 하나를 고르세요.`,
      `model ${modelNumber} has no moderator; remove W or choose model 7, 8, 14 or 58.`,
      moderators,
    );
  }
  const adjustBootstrap = raw.adjustBootstrap ?? false;
  if (typeof adjustBootstrap !== 'boolean') {
    throw invalidRequest(
      'adjustBootstrap',
      'true 또는 false여야 합니다.',
      'expected true or false.',
      adjustBootstrap,
    );
  }
  // Each variable plays one role: X, Y, a mediator or a covariate.
  const roles: [string, string, string][] = [
    [y, '종속변수(Y)', 'the dependent variable (Y)'],
    [x, '독립변수(X)', 'the independent variable (X)'],
    ...mediators.map((m): [string, string, string] => [m, '매개변수(M)', 'a mediator (M)']),
    ...moderators.map((w): [string, string, string] => [w, '조절변수(W)', 'the moderator (W)']),
    ...covariates.map((c): [string, string, string] => [c, '공변량', 'a covariate']),
  ];
  const seen = new Map<string, [string, string]>();
  for (const [name, ko, en] of roles) {
    const before = seen.get(name);
    if (before) {
      throw new StatsInputError(
        'INVALID_REQUEST',
        before[0] === ko
          ? `${josa(`'${name}'`, '이')} ${ko}에 두 번 들어 있습니다.`
          : `${josa(`'${name}'`, '이')} ${josa(String(before[0]), '과')} ${ko}에 함께 들어 있습니다. 변수마다 역할은 하나여야 합니다.`,
        before[1] === en
          ? `'${name}' is listed twice as ${en}.`
          : `'${name}' is both ${before[1]} and ${en}; each variable can play one role only.`,
        { variable: name },
      );
    }
    seen.set(name, [ko, en]);
  }
  return {
    analysis: 'mediation',
    dependents: [y],
    independents: [x],
    mediators,
    moderators,
    covariates,
    modelNumber,
    numberOfBootstrapSamples: readInteger(
      raw,
      'numberOfBootstrapSamples',
      mediationDefaultBootstrapSamples,
      0,
      mediationMaxBootstrapSamples,
    ),
    adjustBootstrap,
    seed: readInteger(raw, 'seed', mediationDefaultSeed, 0, Number.MAX_SAFE_INTEGER),
    selectedConfidence: readConfidence(raw, 'selectedConfidence', 95) ?? 95,
  };
}
