// Under the DOM project: the site's session module loads the design system's styles.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  addToCart,
  createApiClient,
  createMemoryStorage,
  getCart,
  register,
  type ApiClient,
} from '@tonggye/api';
import { createSiteSessionMachine } from '../../../app/sessionActors';
// What the sign-in screen loads: the machine's check of the LOGIN values.
import '../../../app/accountRuleSchemas';

// Set by Vite's `define` in the build; the site's client module reads it when loaded.
vi.hoisted(() => {
  (globalThis as { __ENVELOPE_KEY__?: string }).__ENVELOPE_KEY__ = '';
});

/**
 * The cart kept across sign-in: the site's own session machine, signing in against
 * the real server started as its own process, moves the guest's cart into the member's
 * (`cart/merge-ticket` as the guest, then `cart/list {mergeGuestId, mergeTicket}` as the member).
 */
const KEY = 'merge-guest-cart-test-key';
const root = resolve(import.meta.dirname, '../../../../../..');
let server: ChildProcess | undefined;
let baseURL = '';
let dataDir = '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'site-merge-cart-'));
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  server = spawn(process.execPath, [tsx, 'apps/server/src/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, ENVELOPE_KEY: KEY, SITE_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const child = server;
  baseURL = await new Promise<string>((done, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => fail(new Error(`server exited (${code}):\n${output}`)));
  });
}, 95_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server?.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function client(initial: Record<string, string> = {}): ApiClient {
  return createApiClient({ baseURL, envelopeKey: KEY, storage: createMemoryStorage(initial) });
}

describe('signing in keeps the guest cart', () => {
  it('moves the guest’s lines into the member’s cart, adding up the same option', async () => {
    // A member with a line of their own already.
    const email = `merge${Date.now()}@example.com`;
    const signUp = client();
    const answer = await register(signUp, {
      name: '이장바',
      email,
      password: 'abc12$',
      mobile: `0105${String(Date.now()).slice(-7)}`,
      birth: '1991-07-07',
      gender: 'female',
      level: 'member',
    });
    if (!answer.token) throw new Error(`sign-up refused: ${answer.message}`);
    signUp.session.saveLogin(answer.token, answer.level, email);
    await addToCart(signUp, { optionId: 'prd-tape-opp-o1', quantity: 1 });

    // The visitor shops as a guest, then signs in through the site's session machine.
    const site = client({ nonMemberSession: 'guest-0000004242' });
    await addToCart(site, { optionId: 'prd-tape-opp-o1', quantity: 2 });
    await addToCart(site, { optionId: 'prd-box-a-type-o1', quantity: 20, print: true });
    const actor = createActor(createSiteSessionMachine(site)).start();
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({ type: 'LOGIN', values: { email, password: 'abc12$' } });
    await waitFor(actor, (s) => s.matches({ member: 'active' }), { timeout: 20_000 });
    actor.stop();

    const cart = await getCart(site);
    expect(cart.items.map((item) => [item.optionId, item.quantity, item.print]).sort()).toEqual([
      ['prd-box-a-type-o1', 20, true],
      ['prd-tape-opp-o1', 3, false],
    ]);
    // 3 × 39,000 + 20 × (320 + 150) = 126,400 won, shipping free from 50,000.
    expect(cart).toMatchObject({ itemsTotal: 126_400, shippingFee: 0, total: 126_400 });
    // The guest's cart is empty now: another guest with that id finds nothing.
    expect((await getCart(client({ nonMemberSession: 'guest-0000004242' }))).items).toEqual([]);
  }, 60_000);

  it('signs in as usual when the guest had nothing in the cart', async () => {
    const email = `empty${Date.now()}@example.com`;
    const answer = await register(client(), {
      name: '빈카트',
      email,
      password: 'abc12$',
      mobile: `0104${String(Date.now()).slice(-7)}`,
      birth: '1992-02-02',
      gender: 'male',
      level: 'member',
    });
    expect(answer.token).toBeTruthy();
    const site = client({ nonMemberSession: 'guest-0000004343' });
    const actor = createActor(createSiteSessionMachine(site)).start();
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({ type: 'LOGIN', values: { email, password: 'abc12$' } });
    await waitFor(actor, (s) => s.matches({ member: 'active' }), { timeout: 20_000 });
    actor.stop();
    expect(site.session.getToken()).toBeTruthy();
    expect((await getCart(site)).items).toEqual([]);
  }, 60_000);
});
