import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import iconv from 'iconv-lite';
import { StatsInputError } from '../src';

export const fixturesDir = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
export const fixture = (name: string): Uint8Array => readFileSync(join(fixturesDir, name));
export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
export const cp949 = (text: string): Uint8Array => iconv.encode(text, 'cp949');

/** Runs `fn` and returns the StatsInputError it throws (fails the test otherwise). */
export function inputError(fn: () => unknown): StatsInputError {
  try {
    fn();
  } catch (error) {
    if (error instanceof StatsInputError) return error;
    throw error;
  }
  throw new Error('expected a StatsInputError, nothing was thrown');
}

/** Significant digits two numbers share: −log10 of the relative error (LRE, as McCullough). */
export function digitsOfAgreement(actual: number, expected: number): number {
  if (actual === expected) return 15;
  const scale = expected === 0 ? 1 : Math.abs(expected);
  return Math.min(15, -Math.log10(Math.abs(actual - expected) / scale));
}
