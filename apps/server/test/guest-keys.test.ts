import { createHash } from 'node:crypto';
import { openEnvelope, sealEnvelope } from '@tonggye/api/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, plainPost, signUpPayload } from './accounts-helpers';
import { okData, shop, startStoreServer, TAPE, type StoreServer } from './store-helpers';

/** Headers naming `guestId`, with `key` when given, and nothing else (no helper key). */
function asGuest(guestId: string, key?: string): Record<string, string> {
  return { auth: guestId, authorization: guestId, ...(key === undefined ? {} : { guestkey: key }) };
}

describe('a guest id is proven by the key the server issued', () => {
  let server: StoreServer;
  beforeAll(async () => {
    server = await startStoreServer();
  }, 60_000);
  afterAll(() => server.close());

  /** A new guest's key, as the api client gets it (`POST /user/guest`). */
  async function issue(guestId: string, key?: string) {
    const response = await fetch(`${server.url}/user/guest`, {
      method: 'POST',
      headers: asGuest(guestId, key),
    });
    const body = (await response.json()) as { dataRes: { guestId: string; issued: boolean } };
    return { status: response.status, key: response.headers.get('guestkey'), ...body.dataRes };
  }

  async function upload(headers: Record<string, string>, fileName: string) {
    const form = new FormData();
    form.append('file', new Blob(['x,y\n1,2\n3,4\n']), fileName);
    form.append('encryptedData', sealEnvelope({}, server.config.envelopeKey));
    const response = await fetch(`${server.url}/dataset/upload`, {
      method: 'POST',
      headers,
      body: form,
    });
    expect(response.status).toBe(200);
  }

  async function datasets(headers: Record<string, string>) {
    const response = await fetch(`${server.url}/dataset/uploadedData`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ encryptedData: sealEnvelope({}, server.config.envelopeKey) }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { dataRes: { encryptData: string } };
    const data = openEnvelope<{ result: { fileName: string }[] }>(
      body.dataRes.encryptData,
      server.config.envelopeKey,
    );
    return { names: data.result.map((d) => d.fileName), key: response.headers.get('guestkey') };
  }

  it('issues a 256-bit key the first time it sees an id and stores only its hash', async () => {
    const issued = await issue('guest-1800000001');
    expect(issued.status).toBe(200);
    expect(issued.issued).toBe(true);
    expect(issued.guestId).toBe('guest-1800000001');
    expect(issued.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const key = String(issued.key);
    const rows = await server.db
      .selectFrom('guests')
      .selectAll()
      .where('guest_id', '=', 'guest-1800000001')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(key);
    // The guest's rows are stored under an owner of its own, not under the guessable id.
    expect(rows[0]?.owner).toMatch(/^guest-[0-9a-f]{32}$/);

    // With its key the same guest again: nothing new is issued (a reload keeps the guest).
    const again = await issue('guest-1800000001', key);
    expect(again.issued).toBe(false);
    expect(again.key).toBeNull();
    expect(
      await server.db
        .selectFrom('guests')
        .select('owner')
        .where('guest_id', '=', 'guest-1800000001')
        .execute(),
    ).toHaveLength(1);
  });

  it('gives a stolen id without its key a new, empty guest, never the earlier guest’s data', async () => {
    const victimId = 'guest-1800000002';
    const victimKey = String((await issue(victimId)).key);
    await upload(asGuest(victimId, victimKey), 'victim.csv');
    expect((await datasets(asGuest(victimId, victimKey))).names).toEqual(['victim.csv']);

    // The id alone: an empty guest, with a key of its own.
    const thief = await datasets(asGuest(victimId));
    expect(thief.names).toEqual([]);
    expect(thief.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(thief.key).not.toBe(victimKey);
    // With that key it stays its own guest: what it uploads is not the victim's, and back.
    await upload(asGuest(victimId, String(thief.key)), 'thief.csv');
    expect((await datasets(asGuest(victimId, String(thief.key)))).names).toEqual(['thief.csv']);
    // A made-up key, or a real key of another id, is no better than none.
    for (const key of ['A'.repeat(43), 'short', String((await issue('guest-1800000003')).key)])
      expect((await datasets(asGuest(victimId, key))).names).toEqual([]);
    // The thief cannot rename or delete what it cannot see either.
    expect((await datasets(asGuest(victimId, victimKey))).names).toEqual(['victim.csv']);
  });

  it('gives nothing to an attacker who guesses ids around a known moment', async () => {
    const victimId = 'guest-1800000500';
    const victimKey = String((await issue(victimId)).key);
    await upload(asGuest(victimId, victimKey), 'victim.csv');
    // Every id in a window of 40 ms around the victim's, the exact one included.
    for (let n = 1800000480; n <= 1800000520; n += 1) {
      const { names } = await datasets(asGuest(`guest-${n}`));
      expect(names).toEqual([]);
    }
    expect((await datasets(asGuest(victimId, victimKey))).names).toEqual(['victim.csv']);
  });

  it('moves datasets and cart to a member signing in or up only with the guest’s key', async () => {
    const guestId = 'guest-1800000700';
    const key = String((await issue(guestId)).key);
    await upload(asGuest(guestId, key), 'mine.csv');
    okData(
      await plainPost(
        server,
        '/shop/cart/add',
        { optionId: TAPE, quantity: 2 },
        null,
        asGuest(guestId, key),
      ),
    );

    const memberCart = async (token: string) =>
      (okData(await shop(server, '/cart/list', {}, token)) as { items: unknown[] }).items;

    // Sign-in naming the id without the key, or with a wrong one: nothing moves.
    const thief = await newMember(server);
    for (const headers of [asGuest(guestId), asGuest(guestId, 'B'.repeat(43))]) {
      const reply = await plainPost(
        server,
        '/user/login',
        { email: thief.email, password: thief.password, utm_id: '*', ip: '' },
        null,
        headers,
      );
      expect(reply.status).toBe(200);
      const token = String(reply.data.token);
      expect((await datasets({ auth: token, authorization: token })).names).toEqual([]);
      expect(await memberCart(token)).toEqual([]);
    }
    // Sign-up without the key: nothing moves either.
    const signUpReply = await plainPost(
      server,
      '/user/reg',
      { encryptedData: sealEnvelope(signUpPayload(), server.config.envelopeKey) },
      null,
      asGuest(guestId),
    );
    expect(signUpReply.status).toBe(200);
    const newcomer = String(signUpReply.data.token);
    expect((await datasets({ auth: newcomer, authorization: newcomer })).names).toEqual([]);
    expect(await memberCart(newcomer)).toEqual([]);

    // The guest itself signing in, with its key: the datasets and the cart line move.
    const owner = await newMember(server);
    const reply = await plainPost(
      server,
      '/user/login',
      { email: owner.email, password: owner.password, utm_id: '*', ip: '' },
      null,
      asGuest(guestId, key),
    );
    expect(reply.status).toBe(200);
    const token = String(reply.data.token);
    expect((await datasets({ auth: token, authorization: token })).names).toEqual(['mine.csv']);
    expect(await memberCart(token)).toHaveLength(1);
    expect((await datasets(asGuest(guestId, key))).names).toEqual([]);
  });

  it('moves the guest’s data on sign-up with its key', async () => {
    const guestId = 'guest-1800000800';
    const key = String((await issue(guestId)).key);
    await upload(asGuest(guestId, key), 'early.csv');
    const reply = await plainPost(
      server,
      '/user/reg',
      { encryptedData: sealEnvelope(signUpPayload(), server.config.envelopeKey) },
      null,
      asGuest(guestId, key),
    );
    expect(reply.status).toBe(200);
    const token = String(reply.data.token);
    expect((await datasets({ auth: token, authorization: token })).names).toEqual(['early.csv']);
  });
});
