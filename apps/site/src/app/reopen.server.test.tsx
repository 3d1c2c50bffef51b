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
 * Reopening a stored analysis (the member's history, `?analysisId=`) with the actors the site
 * injects, against the real server started as its own process, on a dataset whose reference
 * values R computed (packages/stats/test/fixtures/chi.json).
 */
const KEY = 'site-reopen-test-key';
const root = resolve(import.meta.dirname, '../../../..');
const fixtures = join(root, 'packages/stats/test/fixtures');
let server: TestServerProcess | undefined;
let baseURL = '';

beforeAll(async () => {
  server = await startTestServerProcess({ name: 'site-reopen', env: { ENVELOPE_KEY: KEY } });
  baseURL = server.url;
}, 45_000);

afterAll(() => server?.stop());

const HANGUL = /[\uAC00-\uD7A3]/;

function guestClient() {
  const client = createApiClient({ baseURL, envelopeKey: KEY, storage: createMemoryStorage() });
  client.session.ensureGuestId();
  return client;
}

describe('reopening a stored analysis over the real server', () => {
  it('shows the stored result, fills the form from its request and interprets it by id', async () => {
    const client = guestClient();
    const bytes = await readFile(join(fixtures, 'chi.csv'));
    const dataset = await uploadDataset(client, {
      file: new File([new Uint8Array(bytes)], 'chi.csv', { type: 'text/csv' }),
      title: '성별과 흡연',
    });
    const reference = JSON.parse(await readFile(join(fixtures, 'chi.json'), 'utf8')) as {
      cases: { expected: { tests: { pearson: { value: number } } } }[];
    };
    const pearsonOf = (result: unknown) =>
      (result as { tests: { pearson: { value: number } } }).tests.pearson.value;

    const first = createActor(createAnalysisWizard(analysisDefinitions.chi, client), {
      input: { datasetUuid: dataset.uuid },
    }).start();
    await waitFor(first, (s) => s.matches({ setting: 'editing' }), { timeout: 20_000 });
    first.send({
      type: 'SUBMIT',
      values: { rows: ['성별'], columns: ['흡연'], statistics: ['phiCramer'] },
    });
    await waitFor(first, (s) => s.matches({ analysis: 'done' }), { timeout: 20_000 });
    const { analysisId, values } = first.getSnapshot().context;
    first.stop();
    expect(analysisId).toBeTruthy();

    // A new page (reload, or the history's link) with the ids from the URL.
    const reopened = createActor(createAnalysisWizard(analysisDefinitions.chi, client), {
      input: { initialStep: 'analysis', datasetUuid: dataset.uuid, analysisId },
    }).start();
    expect(reopened.getSnapshot().matches({ analysis: 'reopening' })).toBe(true);
    const done = await waitFor(reopened, (s) => s.matches({ analysis: 'done' }), {
      timeout: 20_000,
    });
    expect(done.context.analysisId).toBe(analysisId);
    expect(done.context.dataset?.uuid).toBe(dataset.uuid);
    expect(
      Math.abs(pearsonOf(done.context.result) - reference.cases[0]!.expected.tests.pearson.value),
    ).toBeLessThan(1e-9);
    expect(done.context.values).toEqual(values);

    reopened.send({ type: 'INTERPRET' });
    const ready = await waitFor(reopened, (s) => s.matches({ interpretation: 'ready' }), {
      timeout: 20_000,
    });
    expect(ready.context.interpretation?.interpretDetail).toContain('χ²');
    expect(ready.context.interpretation?.interpret).toMatch(HANGUL);
    reopened.stop();

    // Another visitor's id is answered like an unknown one: the server's 404 in both languages.
    for (const [owner, id] of [
      [guestClient(), analysisId!],
      [client, 'no-such-analysis'],
    ] as const) {
      const stranger = createActor(createAnalysisWizard(analysisDefinitions.chi, owner), {
        input: { initialStep: 'analysis', analysisId: id },
      }).start();
      const failed = await waitFor(stranger, (s) => s.matches({ analysis: 'reopenFailed' }), {
        timeout: 20_000,
      });
      expect(failed.context.error).toMatchObject({ code: 'ANALYSIS_NOT_FOUND' });
      expect(failed.context.error?.message).toMatch(HANGUL);
      expect(failed.context.error?.messageEn).toMatch(/not found/i);
      expect(failed.context.result).toBeNull();
      stranger.send({ type: 'BACK' });
      expect(stranger.getSnapshot().matches('intro')).toBe(true);
      stranger.stop();
    }

    // The id of another analysis on this analysis's page is refused too.
    const elsewhere = createActor(createAnalysisWizard(analysisDefinitions.descriptive, client), {
      input: { initialStep: 'analysis', analysisId },
    }).start();
    const refused = await waitFor(elsewhere, (s) => s.matches({ analysis: 'reopenFailed' }), {
      timeout: 20_000,
    });
    expect(refused.context.error).toMatchObject({ code: 'ANALYSIS_NOT_FOUND' });
    elsewhere.stop();
  }, 90_000);
});
