import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyze, type AnalysisResult } from '@tonggye/stats';
import { describe, expect, it } from 'vitest';
import { interpretResult } from '../src/interpretation';
import { ASSUMPTION_FIXTURES, FIXTURES, normalish, table } from './interpretation-fixtures';

/** A Korean particle written in both forms instead of chosen: 이(가), 을(를), (으)로 … */
const BOTH_FORMS =
  /이\(가\)|가\(이\)|을\(를\)|를\(을\)|은\(는\)|는\(은\)|과\(와\)|와\(과\)|\(으\)로/;

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Source files whose strings a person reads: catalogues, writers, engine messages, fixtures. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === '__screenshots__') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|json)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('no Korean particle is left in both forms', () => {
  const results: [string, () => AnalysisResult][] = [
    ...Object.entries(FIXTURES).flatMap(([id, f]) => [
      [`${id} (significant)`, f.significant] as [string, () => AnalysisResult],
      [`${id} (not significant)`, f.notSignificant] as [string, () => AnalysisResult],
    ]),
    // Latin names read aloud: 'Education'이, 'Fertility'를, 'treatment'와 (the issue's own examples).
    [
      'linear with Latin names',
      () => {
        const education = normalish(41, 30);
        const noise = normalish(42, 30);
        return analyze(
          table({ Education: education, Fertility: education.map((e, i) => 2 * e + noise[i]!) }),
          { analysis: 'linear', dependents: ['Fertility'], independents: ['Education'] },
        );
      },
    ],
    [
      'chi-square with Latin names',
      () =>
        analyze(
          table({
            treatment: [1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 1, 2],
            outcome: [
              'yes',
              'yes',
              'yes',
              'no',
              'yes',
              'yes',
              'no',
              'no',
              'yes',
              'no',
              'no',
              'no',
              'yes',
              'no',
              'no',
              'yes',
            ],
          }),
          {
            analysis: 'chi',
            rows: 'treatment',
            columns: 'outcome',
            chiSquareTest: true,
            statistics: ['phiCramer'],
          },
        ),
    ],
    ...Object.entries(ASSUMPTION_FIXTURES).map(
      ([name, f]) => [name, f as () => AnalysisResult] as [string, () => AnalysisResult],
    ),
  ];

  it.each(results)('in the interpretation and the engine messages of %s', (_, make) => {
    const result = make();
    const { interpret, interpretDetail } = interpretResult(result.analysis, result, 'ko');
    expect(interpret).not.toMatch(BOTH_FORMS);
    expect(interpretDetail).not.toMatch(BOTH_FORMS);
    expect(JSON.stringify(result)).not.toMatch(BOTH_FORMS);
  });

  it('in the source of every catalogue, writer, engine message and stored fixture', () => {
    const offenders = ['packages', 'apps']
      .flatMap((dir) => readdirSync(join(root, dir)).map((name) => join(root, dir, name, 'src')))
      .filter((dir) => {
        try {
          return statSync(dir).isDirectory();
        } catch {
          return false;
        }
      })
      .flatMap(sources)
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .map((line, k) => ({ line, where: `${relative(root, path)}:${k + 1}` })),
      )
      // The particle module's own comment names the habit it replaces.
      .filter(({ line }) => BOTH_FORMS.test(line) && !/^\s*(\*|\/\/)/.test(line))
      .map(({ where, line }) => `${where}: ${line.trim()}`);
    expect(offenders).toEqual([]);
  });
});
