import { readChoice } from '../../request';

/** T-TEST's missing-value choices: analysis by analysis (SPSS's default, the contract's "pairwise") or listwise. */
export const tTestMissingOptions = ['pairwise', 'listwise'] as const;
export type TTestMissing = (typeof tTestMissingOptions)[number];

export const readTTestMissing = (raw: Record<string, unknown>): TTestMissing =>
  readChoice(raw, 'selectedMissingValueControlMethod', tTestMissingOptions, 'pairwise');
