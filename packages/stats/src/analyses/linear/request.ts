import {
  invalidRequest,
  readChoice,
  readChoiceList,
  readConfidence,
  readStringList,
} from '../../request';
import {
  linearMethods,
  linearMissingOptions,
  linearOptions,
  type LinearBlock,
  type LinearRequest,
} from './types';
import { readIncludeConstant, readOneDependent } from '../common/regression-request';

function readNumber(
  raw: Record<string, unknown>,
  field: string,
  fallback: number,
  min: number,
): number {
  const value = raw[field];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min) {
    throw invalidRequest(
      field,
      `${min} 이상의 숫자여야 합니다.`,
      `expected a number of at least ${min}.`,
      value,
    );
  }
  return value;
}

/** `blocks`: a list of { variables, method }; `remove` only after the first block. */
function readBlocks(raw: Record<string, unknown>): LinearBlock[] | undefined {
  const value = raw.blocks;
  if (value === undefined || value === null) return undefined;
  const ok =
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (b) =>
        typeof b === 'object' &&
        b !== null &&
        Array.isArray((b as LinearBlock).variables) &&
        (b as LinearBlock).variables.length > 0 &&
        (b as LinearBlock).variables.every((v) => typeof v === 'string') &&
        (linearMethods as readonly unknown[]).includes((b as LinearBlock).method ?? 'enter'),
    );
  if (!ok) {
    throw invalidRequest(
      'blocks',
      `블록마다 변수 목록(variables)과 방법(method: ${linearMethods.join(', ')})이 있어야 합니다.`,
      `expected blocks, each with a list of variables and a method (${linearMethods.join(', ')}).`,
      value,
    );
  }
  const blocks = (value as LinearBlock[]).map((b) => ({
    variables: [...new Set(b.variables)],
    method: b.method ?? 'enter',
  }));
  if (blocks[0]!.method === 'remove') {
    throw invalidRequest(
      'blocks',
      `첫 블록의 방법은 'remove'(제거)일 수 없습니다. 제거할 변수가 아직 모형에 없습니다.`,
      `the first block's method cannot be 'remove': no variable is in the model yet.`,
    );
  }
  return blocks;
}

/** Checks a `linear` request; SPSS REGRESSION's defaults (enter, estimates and model fit, 95%). */
export function parseLinearRequest(raw: Record<string, unknown>): LinearRequest {
  const dependent = readOneDependent(raw);
  const includeConstant = readIncludeConstant(raw);
  const byF =
    readChoice(raw, 'selectedStepping', ['probability', 'fValue'] as const, 'probability') ===
    'fValue';
  const request: LinearRequest = {
    analysis: 'linear',
    dependents: [dependent],
    // With blocks the independents are the blocks' variables.
    independents: readStringList(raw, 'independents', { required: raw.blocks === undefined }),
    selectedMethod: readChoice(raw, 'selectedMethod', linearMethods, 'enter'),
    selectedStepping: readChoice(
      raw,
      'selectedStepping',
      ['probability', 'fValue'] as const,
      'probability',
    ),
    entryValue: readNumber(raw, 'entryValue', byF ? 3.84 : 0.05, 0),
    removalValue: readNumber(raw, 'removalValue', byF ? 2.71 : 0.1, 0),
    selectedLinearOptions: readChoiceList(raw, 'selectedLinearOptions', linearOptions, [
      'estimates',
      'modelFit',
    ]),
    selectedConfidence: readConfidence(raw, 'selectedConfidence', 95) ?? 95,
    includeConstant,
    selectedMissingValueControlMethod: readChoice(
      raw,
      'selectedMissingValueControlMethod',
      linearMissingOptions,
      'listwise',
    ),
    tolerance: readNumber(raw, 'tolerance', 0.0001, 0),
  };
  const blocks = readBlocks(raw);
  if (blocks) {
    request.blocks = blocks;
    // Every block's variables are the analysis's independents, in order of first mention.
    request.independents = [...new Set(blocks.flatMap((b) => b.variables))];
  }
  const { entryValue: entry, removalValue: removal } = request;
  if (byF ? entry <= removal : entry >= removal) {
    throw invalidRequest(
      'entryValue',
      byF
        ? `진입 F값(${entry})은 제거 F값(${removal})보다 커야 합니다.`
        : `진입 확률(${entry})은 제거 확률(${removal})보다 작아야 합니다.`,
      byF
        ? `the F to enter (${entry}) must be larger than the F to remove (${removal}).`
        : `the probability to enter (${entry}) must be smaller than the probability to remove (${removal}).`,
      entry,
    );
  }
  return request;
}
