/**
 * @vitest-environment node
 * In the DOM project for its vanilla-extract plugin (the site's modules load the design
 * system's styles), with Node's own fetch, FormData and File, which the real server receives.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  startTestServerProcess,
  type TestServerProcess,
} from '../../../../apps/server/test/server-process';
import { createActor, waitFor } from 'xstate';
import { createApiClient, createMemoryStorage, uploadDataset } from '@tonggye/api';
import { analysisDefinitions } from '@tonggye/analysis-forms';
import { createAnalysisWizard } from './api';

// Set by Vite's `define` in the build; this module's client reads it when loaded.
vi.hoisted(() => {
  (globalThis as { __ENVELOPE_KEY__?: string }).__ENVELOPE_KEY__ = '';
});

/**
 * The wizard's analysis and interpretation actors as the site injects them, against the real
 * server started as its own process, on a dataset whose reference values R computed.
 */
const KEY = 'site-interpret-test-key';
const root = resolve(import.meta.dirname, '../../../..');
const fixtures = join(root, 'packages/stats/test/fixtures');
let server: TestServerProcess | undefined;
let baseURL = '';

beforeAll(async () => {
  server = await startTestServerProcess({ name: 'site-interpret', env: { ENVELOPE_KEY: KEY } });
  baseURL = server.url;
}, 45_000);

afterAll(() => server?.stop());

const HANGUL = /[\uAC00-\uD7A3]/;

describe('the interpretation page over the real server', () => {
  it('interprets the result in the language shown, again on request, and keeps the result when it fails', async () => {
    const client = createApiClient({ baseURL, envelopeKey: KEY, storage: createMemoryStorage() });
    client.session.ensureGuestId();
    const bytes = await readFile(join(fixtures, 'chi.csv'));
    const dataset = await uploadDataset(client, {
      file: new File([new Uint8Array(bytes)], 'chi.csv', { type: 'text/csv' }),
      title: '성별과 흡연',
    });
    const reference = JSON.parse(await readFile(join(fixtures, 'chi.json'), 'utf8')) as {
      cases: { expected: { tests: { pearson: { value: number } } } }[];
    };

    let language: 'ko' | 'en' = 'ko';
    const actor = createActor(
      createAnalysisWizard(analysisDefinitions.chi, client, { language: () => language }),
      { input: { datasetUuid: dataset.uuid } },
    ).start();
    await waitFor(actor, (s) => s.matches({ setting: 'editing' }), { timeout: 20_000 });
    actor.send({ type: 'SUBMIT', values: { rows: ['성별'], columns: ['흡연'] } });
    await waitFor(actor, (s) => s.matches({ analysis: 'done' }), { timeout: 20_000 });
    const { result, analysisId } = actor.getSnapshot().context;
    expect(analysisId).toBeTruthy();
    const pearson = (result as unknown as { tests: { pearson: { value: number } } }).tests.pearson;
    expect(Math.abs(pearson.value - reference.cases[0]!.expected.tests.pearson.value)).toBeLessThan(
      1e-9,
    );

    // Korean by default.
    actor.send({ type: 'INTERPRET' });
    expect(actor.getSnapshot().matches({ interpretation: 'loading' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ interpretation: 'ready' }), { timeout: 20_000 });
    const korean = actor.getSnapshot().context.interpretation!;
    expect(korean.interpret).toMatch(HANGUL);
    expect(korean.interpretDetail).toContain('χ²');

    // The visitor switches to English: asked again, the earlier text goes at the start.
    language = 'en';
    actor.send({ type: 'INTERPRET' });
    expect(actor.getSnapshot().context.interpretation).toBeNull();
    await waitFor(actor, (s) => s.matches({ interpretation: 'ready' }), { timeout: 20_000 });
    const english = actor.getSnapshot().context.interpretation!;
    expect(english.interpret).toMatch(/chi-square/i);
    expect(english.interpret).not.toEqual(korean.interpret);

    // The server goes away: the interpretation fails with a message, the result stays.
    const exited = server!.exited;
    server!.child.kill('SIGTERM');
    await exited;
    actor.send({ type: 'INTERPRET' });
    await waitFor(actor, (s) => s.matches({ interpretation: 'failed' }), { timeout: 20_000 });
    expect(actor.getSnapshot().context.error).not.toBeNull();
    expect(actor.getSnapshot().context.result).toBe(result);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches({ analysis: 'done' })).toBe(true);
    expect(actor.getSnapshot().context.result).toBe(result);
    actor.stop();
  }, 90_000);
});
