/**
 * @vitest-environment node
 * In the DOM project for its vanilla-extract plugin (the site's modules load the design
 * system's styles), with Node's own fetch, FormData and File, which the real server receives.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  startTestServerProcess,
  type TestServerProcess,
} from '../../../../apps/server/test/server-process';
import { createActor, waitFor } from 'xstate';
import {
  createApiClient,
  createMemoryStorage,
  uploadDataset,
  type ApiClient,
  type StorageLike,
} from '@tonggye/api';
import { analysisDefinitions, type WizardActorRef } from '@tonggye/analysis-forms';
import { createAnalysisWizard } from './api';
import {
  DEVELOPMENT_PERSIST_KEY,
  PERSISTED_STATE_KEY,
  createPersistedState,
  type DiscardLog,
} from './persistedState';
import { createServiceMemoryFollower, readServiceMemory } from './serviceMemory';

// Set by Vite's `define` in the build; this module's client reads it when loaded.
vi.hoisted(() => {
  (globalThis as { __ENVELOPE_KEY__?: string }).__ENVELOPE_KEY__ = '';
});

/**
 * The `service` slice against the real server (its own process): the wizard the site builds,
 * followed as the analysis page follows it (`useServiceMemory`).
 */
const KEY = 'site-service-memory-test-key';
const root = resolve(import.meta.dirname, '../../../..');
const fixtures = join(root, 'packages/stats/test/fixtures');
let server: TestServerProcess | undefined;
let baseURL = '';

beforeAll(async () => {
  server = await startTestServerProcess({
    name: 'site-service-memory',
    env: { ENVELOPE_KEY: KEY },
  });
  baseURL = server.url;
}, 45_000);

afterAll(() => server?.stop());

function guestClient() {
  const client = createApiClient({ baseURL, envelopeKey: KEY, storage: createMemoryStorage() });
  client.session.ensureGuestId();
  return client;
}

async function upload(client: ApiClient, title: string) {
  const bytes = await readFile(join(fixtures, 'chi.csv'));
  return uploadDataset(client, {
    file: new File([new Uint8Array(bytes)], 'chi.csv', { type: 'text/csv' }),
    title,
  });
}

const log = vi.fn<DiscardLog>();
let storage: StorageLike;
const persisted = () => createPersistedState({ storage, key: DEVELOPMENT_PERSIST_KEY, log });

beforeEach(() => {
  storage = createMemoryStorage();
  log.mockClear();
});

/** One analysis page: the wizard as the site builds it, the follower as the page runs it. */
function openPage(
  client: ApiClient,
  id: 'descriptive' | 'chi',
  {
    preselect = true,
    datasetUuid = null,
  }: { preselect?: boolean; datasetUuid?: string | null } = {},
) {
  const definition = analysisDefinitions[id];
  const actor = createActor(createAnalysisWizard(definition, client), {
    input: { datasetUuid },
  }) as unknown as WizardActorRef;
  const follower = createServiceMemoryFollower({
    state: persisted(),
    analysisPath: definition.path,
    preselect,
  });
  actor.subscribe((snapshot) => {
    const event = follower.observe(snapshot, 'guest');
    if (event) actor.send(event);
  });
  actor.start();
  return actor;
}

describe('the service slice over the real server', () => {
  it('remembers the uploaded dataset and opens it in the next analysis', async () => {
    const client = guestClient();
    const first = openPage(client, 'descriptive');
    await waitFor(first, (s) => s.matches({ intro: 'idle' }), { timeout: 20_000 });
    const bytes = await readFile(join(fixtures, 'chi.csv'));
    first.send({
      type: 'UPLOAD',
      file: new File([new Uint8Array(bytes)], 'chi.csv', { type: 'text/csv' }),
      title: '성별과 흡연',
      firstRowAsNames: true,
      encoding: 'auto',
    });
    const uploaded = await waitFor(first, (s) => s.matches({ setting: 'editing' }), {
      timeout: 20_000,
    });
    const uuid = uploaded.context.dataset!.uuid;
    first.stop();
    expect(readServiceMemory(persisted())).toEqual({
      owner: 'guest',
      analysisPath: analysisDefinitions.descriptive.path,
      dataset: { uuid, name: '성별과 흡연' },
    });
    // Encrypted: neither the name nor the id is in the stored text.
    const stored = storage.getItem(PERSISTED_STATE_KEY) ?? '';
    expect(stored).not.toContain('성별과 흡연');
    expect(stored).not.toContain(uuid);

    // Another analysis opened at its intro: the list shows the dataset, which opens by itself.
    const next = openPage(client, 'chi');
    const opened = await waitFor(next, (s) => s.matches({ setting: 'editing' }), {
      timeout: 20_000,
    });
    expect(opened.context.dataset?.uuid).toBe(uuid);
    expect(opened.context.error).toBeNull();
    expect(readServiceMemory(persisted())?.analysisPath).toBe(analysisDefinitions.chi.path);

    // Back at the intro on the same page, the visitor stays there (offered once per page).
    next.send({ type: 'BACK' });
    await waitFor(next, (s) => s.matches({ intro: 'idle' }), { timeout: 20_000 });
    await new Promise((done) => setTimeout(done, 300));
    expect(next.getSnapshot().matches({ intro: 'idle' })).toBe(true);
    next.stop();

    // A page opened on a step of its own (a link with ?dataset=) is not redirected either.
    const plain = openPage(client, 'chi', { preselect: false });
    await waitFor(plain, (s) => s.matches({ intro: 'idle' }), { timeout: 20_000 });
    await new Promise((done) => setTimeout(done, 300));
    expect(plain.getSnapshot().matches({ intro: 'idle' })).toBe(true);
    plain.stop();
  }, 90_000);

  it("forgets silently a dataset the visitor no longer has (removed, or another visitor's)", async () => {
    const owner = guestClient();
    const dataset = await upload(owner, '남의 데이터');
    // Kept by someone else in this browser: another guest opens an analysis.
    persisted().write('service', {
      owner: 'guest',
      analysisPath: analysisDefinitions.chi.path,
      dataset: { uuid: dataset.uuid, name: '남의 데이터' },
    });
    const stranger = openPage(guestClient(), 'descriptive');
    const intro = await waitFor(stranger, (s) => s.matches({ intro: 'idle' }), {
      timeout: 20_000,
    });
    expect(intro.context.error).toBeNull();
    expect(intro.context.dataset).toBeNull();
    expect(readServiceMemory(persisted())).toEqual({
      owner: 'guest',
      analysisPath: analysisDefinitions.descriptive.path,
      dataset: null,
    });
    stranger.stop();

    // The owner removes it in the intro: forgotten too.
    persisted().write('service', {
      owner: 'guest',
      analysisPath: analysisDefinitions.chi.path,
      dataset: { uuid: dataset.uuid, name: '남의 데이터' },
    });
    const other = await upload(owner, '다른 데이터');
    const page = openPage(owner, 'chi', { preselect: false });
    await waitFor(page, (s) => s.matches({ intro: 'idle' }), { timeout: 20_000 });
    expect(readServiceMemory(persisted())?.dataset?.uuid).toBe(dataset.uuid);
    page.send({ type: 'REMOVE_DATASET', uuid: dataset.uuid });
    await waitFor(page, (s) => s.matches({ intro: 'idle' }) && s.context.datasets.length === 1, {
      timeout: 20_000,
    });
    expect(readServiceMemory(persisted())?.dataset).toBeNull();
    expect(page.getSnapshot().context.datasets.map((item) => item.uuid)).toEqual([other.uuid]);
    page.stop();
    expect(log).not.toHaveBeenCalled();
  }, 90_000);

  it('a corrupted service slice is logged and dropped, and the analysis opens at its intro', async () => {
    const client = guestClient();
    await upload(client, '내 데이터');
    persisted().write('community', { location: '/qaiclink/free-board?page=2', owner: 'guest' });
    const entry = JSON.parse(storage.getItem(PERSISTED_STATE_KEY)!) as Record<string, unknown>;
    storage.setItem(
      PERSISTED_STATE_KEY,
      JSON.stringify({ ...entry, service: 'not an envelope at all' }),
    );
    const page = openPage(client, 'descriptive');
    const intro = await waitFor(page, (s) => s.matches({ intro: 'idle' }), { timeout: 20_000 });
    expect(log).toHaveBeenCalledWith('decryptionFailed', 'service', expect.anything());
    expect(intro.context.error).toBeNull();
    expect(intro.context.datasets).toHaveLength(1);
    await new Promise((done) => setTimeout(done, 300));
    expect(page.getSnapshot().matches({ intro: 'idle' })).toBe(true);
    // The page keeps a fresh slice; the other slices are untouched.
    expect(readServiceMemory(persisted())).toEqual({
      owner: 'guest',
      analysisPath: analysisDefinitions.descriptive.path,
      dataset: null,
    });
    expect(persisted().read('community')).toEqual({
      location: '/qaiclink/free-board?page=2',
      owner: 'guest',
    });
    page.stop();
  }, 90_000);
});
