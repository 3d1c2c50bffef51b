/// <reference types="node" />
/**
 * Runs the factor, linear, moderation and mediation fixture cases (src/fixtures/requests-c.ts)
 * through their definitions and the real engine's command line (`pnpm --silent analyze`, door 2
 * of analysis-contract.md). Used by scripts/make-fixtures-c.ts and src/fixtures/fixtures-c.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { factorDefinition } from '../src/definitions/factor';
import { linearDefinition } from '../src/definitions/linear';
import { mediationDefinition } from '../src/definitions/mediation';
import { moderationDefinition } from '../src/definitions/moderation';
import type { AnyAnalysisDefinition } from '../src/definitions/types';
import { allOptionsC, engineCasesC, type EngineCaseC } from '../src/fixtures/requests-c';
import type { AnalysisResult, DatasetDetail } from '../src/types';

export const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const statsFixtures = join(repositoryRoot, 'packages/stats/test/fixtures');

const definitions: Record<EngineCaseC, AnyAnalysisDefinition> = {
  factor: factorDefinition as unknown as AnyAnalysisDefinition,
  linear: linearDefinition as unknown as AnyAnalysisDefinition,
  moderation: moderationDefinition as unknown as AnyAnalysisDefinition,
  mediation: mediationDefinition as unknown as AnyAnalysisDefinition,
};

/** The upload summary of a plain numeric CSV, as the server's dataset endpoints give it. */
export function datasetOf(csv: string, title: string, uuid: string): DatasetDetail {
  const text = readFileSync(join(statsFixtures, csv), 'utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const names = header!.split(',').map((name) => name.replace(/^"|"$/g, ''));
  const rows = lines.map((line) =>
    line.split(',').map((cell) => (cell.trim() === '' ? null : Number(cell))),
  );
  return {
    uuid,
    fileName: csv,
    title,
    createdAt: '2025-03-14T05:12:00.000Z',
    rowCount: rows.length,
    columns: names.map((name, index) => {
      const valid = rows.filter((row) => row[index] !== null && row[index] !== undefined).length;
      return { name, type: 'numeric', validCount: valid, missingCount: rows.length - valid };
    }),
    info: { format: 'csv', encoding: 'utf-8', delimiter: ',' },
    preview: { columns: names, rows: rows.slice(0, 5) },
  };
}

export interface EngineRun {
  values: Record<string, unknown>;
  request: Record<string, unknown>;
  result: AnalysisResult & Record<string, unknown>;
}

/**
 * Parses the case's form values (or its all-options variant), builds the request and runs the
 * engine on the case's CSV.
 */
export function runCase(
  name: EngineCaseC,
  variant: 'fixture' | 'allOptions' = 'fixture',
): EngineRun {
  const definition = definitions[name];
  const values = definition.optionsSchema.parse(
    variant === 'fixture' ? engineCasesC[name].values : allOptionsC[name],
  );
  const request = definition.requestSchema.parse(definition.toRequest(values));
  const directory = mkdtempSync(join(tmpdir(), 'fixtures-c-'));
  const requestFile = join(directory, `${name}.json`);
  writeFileSync(requestFile, JSON.stringify({ analysis: definition.id, ...request }));
  const output = execFileSync(
    'pnpm',
    ['--silent', 'analyze', join(statsFixtures, engineCasesC[name].csv), requestFile],
    { cwd: repositoryRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return { values, request, result: JSON.parse(output) as EngineRun['result'] };
}
