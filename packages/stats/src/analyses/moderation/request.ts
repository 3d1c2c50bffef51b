import { invalidRequest, readChoice, readConfidence, readStringList } from '../../request';
import {
  moderationCentering,
  moderationModels,
  moderationProbeValues,
  type ModerationRequest,
} from './types';
import { josa } from '../../korean';

function readOne(raw: Record<string, unknown>, field: string, ko: string, en: string): string {
  const list = readStringList(raw, field, { required: true });
  if (list.length !== 1) {
    throw invalidRequest(field, `${ko}는 하나여야 합니다.`, `expected exactly one ${en}.`, list);
  }
  return list[0]!;
}

function readModelNumber(raw: Record<string, unknown>): ModerationRequest['modelNumber'] {
  const value = raw.modelNumber;
  if (value === undefined || value === null) return 1;
  // A select box may send the number as text.
  const model = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (!moderationModels.includes(model as ModerationRequest['modelNumber'])) {
    throw invalidRequest(
      'modelNumber',
      `PROCESS 모형 번호는 ${moderationModels.join(', ')} 중 하나여야 합니다.`,
      `expected PROCESS model ${moderationModels.join(', ')}.`,
      value,
    );
  }
  return model as ModerationRequest['modelNumber'];
}

function readBootstrapSamples(raw: Record<string, unknown>): number | null {
  const value = raw.numberOfBootstrapSamples;
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 1_000_000) {
    throw invalidRequest(
      'numberOfBootstrapSamples',
      '0에서 1,000,000 사이의 정수여야 합니다.',
      'expected a whole number from 0 to 1,000,000.',
      value,
    );
  }
  return value;
}

/** Checks a `moderation` request; PROCESS's defaults (model 1, no centring, percentiles, 95%). */
export function parseModerationRequest(raw: Record<string, unknown>): ModerationRequest {
  const dependent = readOne(raw, 'dependents', '종속변수(Y)', 'dependent variable (Y)');
  const focal = readOne(raw, 'independents', '독립변수(X)', 'independent variable (X)');
  const modelNumber = readModelNumber(raw);
  const moderators = readStringList(raw, 'moderators', { required: true });
  const needed = modelNumber === 1 ? 1 : 2;
  if (moderators.length !== needed) {
    throw invalidRequest(
      'moderators',
      modelNumber === 1
        ? '모형 1에는 조절변수(W)가 하나 필요합니다.'
        : `모형 ${modelNumber}에는 조절변수가 두 개(W, Z) 필요합니다.`,
      modelNumber === 1
        ? 'model 1 needs exactly one moderator (W).'
        : `model ${modelNumber} needs exactly two moderators (W and Z).`,
      moderators,
    );
  }
  const covariates = readStringList(raw, 'covariates', { required: false });
  const johnsonNeyman = raw.johnsonNeyman ?? false;
  if (typeof johnsonNeyman !== 'boolean') {
    throw invalidRequest(
      'johnsonNeyman',
      'true 또는 false여야 합니다.',
      'expected true or false.',
      johnsonNeyman,
    );
  }
  const roles: { name: string; field: string; ko: string; en: string }[] = [
    { name: dependent, field: 'dependents', ko: '종속변수(Y)', en: 'dependent variable (Y)' },
    { name: focal, field: 'independents', ko: '독립변수(X)', en: 'independent variable (X)' },
    ...moderators.map((name, k) => ({
      name,
      field: 'moderators',
      ko: k === 0 ? '조절변수(W)' : '조절변수(Z)',
      en: k === 0 ? 'moderator (W)' : 'moderator (Z)',
    })),
    ...covariates.map((name) => ({ name, field: 'covariates', ko: '공변량', en: 'covariate' })),
  ];
  const seen = new Map<string, { ko: string; en: string }>();
  for (const role of roles) {
    const before = seen.get(role.name);
    if (before !== undefined) {
      throw invalidRequest(
        role.field,
        `${josa(`'${role.name}'`, '이')} ${josa(String(before.ko), '과')} ${role.ko}에 함께 들어 있습니다. 변수마다 역할은 하나입니다.`,
        `'${role.name}' is both the ${before.en} and a ${role.en}; each variable has one role.`,
        role.name,
      );
    }
    seen.set(role.name, role);
  }
  return {
    analysis: 'moderation',
    dependents: [dependent],
    independents: [focal],
    moderators,
    covariates,
    modelNumber,
    centering: readChoice(raw, 'centering', moderationCentering, 'none'),
    probeValues: readChoice(raw, 'probeValues', moderationProbeValues, 'percentiles'),
    johnsonNeyman,
    numberOfBootstrapSamples: readBootstrapSamples(raw),
    selectedConfidence: readConfidence(raw, 'selectedConfidence', 95) ?? 95,
    selectedMissingValueControlMethod: readChoice(
      raw,
      'selectedMissingValueControlMethod',
      ['listwise'] as const,
      'listwise',
    ),
  };
}
