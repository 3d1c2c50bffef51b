import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from './accounts-helpers';
import {
  BOX_1,
  newAdmin,
  okData,
  setStockDirect,
  shop,
  startStoreServer,
  TAPE,
  type StoreServer,
} from './store-helpers';

/** A real SMTP listener on a free port that keeps every message it receives. */
async function startSmtp() {
  const messages: { to: string[]; raw: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

interface RestockRequest {
  optionId: string;
  notifiedAt: string | null;
}

describe('restock e-mails', () => {
  let mail: Awaited<ReturnType<typeof startSmtp>>;
  let server: StoreServer;
  let admin: Awaited<ReturnType<typeof newAdmin>>;

  beforeAll(async () => {
    mail = await startSmtp();
    server = await startStoreServer({ smtpUrl: mail.url, mailFrom: 'shop@tonggye.test' });
    admin = await newAdmin(server);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await mail.close();
  });

  const setStock = async (optionId: string, stock: number) =>
    okData(await shop(server, '/admin/stock', { optionId, stock }, admin.token));
  const mine = async (token: string) =>
    okData(await shop(server, '/restock/mine', {}, token)).requests as RestockRequest[];

  it('mails each waiting member once when the option can be ordered again', async () => {
    await setStockDirect(server, TAPE, 0);
    await setStockDirect(server, BOX_1, 0);
    const [a, b, c] = await Promise.all(
      ['가나', '다라', '마바'].map((name) => newMember(server, { user_name: name })),
    );
    for (const member of [a!, b!])
      okData(await shop(server, '/restock/request', { optionId: TAPE }, member.token));
    okData(await shop(server, '/restock/request', { optionId: BOX_1 }, c!.token));

    // Still sold out (or below the minimum of 10 boxes): nobody is mailed.
    expect(await setStock(TAPE, 0)).toMatchObject({ restockNotified: 0 });
    expect(await setStock(BOX_1, 5)).toMatchObject({ restockNotified: 0 });
    expect(mail.messages).toHaveLength(0);

    expect(await setStock(TAPE, 30)).toMatchObject({ restockNotified: 2, restockFailed: 0 });
    expect(
      mail.messages
        .map((message) => message.to)
        .flat()
        .sort(),
    ).toEqual([a!.email, b!.email].sort());
    const body = mail.messages[0]!.raw.replace(/=\r?\n/g, '');
    expect(body).toContain('is back in stock');
    expect(body).toMatch(/From: .*shop@tonggye\.test/);
    expect((await mine(a!.token))[0]?.notifiedAt).toEqual(expect.any(String));
    // The member waiting for another option is still waiting.
    expect((await mine(c!.token))[0]?.notifiedAt).toBeNull();

    // More stock later: nobody is mailed twice.
    expect(await setStock(TAPE, 50)).toMatchObject({ restockNotified: 0 });
    expect(mail.messages).toHaveLength(2);

    // The audit log records how many were waiting.
    const audit = await server.db
      .selectFrom('admin_audit_log')
      .select('detail_json')
      .where('action', '=', 'stock')
      .where('entity_id', '=', TAPE)
      .execute();
    expect(audit.map((row) => JSON.parse(row.detail_json!).restockWaiting)).toEqual([2, 2, 0]);
  });

  it('mails once when two stock changes arrive at the same time', async () => {
    await setStockDirect(server, TAPE, 0);
    const member = await newMember(server, { user_name: '동시' });
    okData(await shop(server, '/restock/request', { optionId: TAPE }, member.token));
    const before = mail.messages.length;
    const replies = await Promise.all([setStock(TAPE, 10), setStock(TAPE, 20), setStock(TAPE, 30)]);
    expect(replies.reduce((sum, reply) => sum + Number(reply.restockNotified), 0)).toBe(1);
    const mailed = mail.messages.slice(before);
    expect(mailed.map((message) => message.to)).toEqual([[member.email]]);
  });
});

describe('restock e-mails when the mail server cannot be reached', () => {
  let server: StoreServer;

  beforeAll(async () => {
    server = await startStoreServer({ smtpUrl: 'smtp://127.0.0.1:9' });
  }, 60_000);
  afterAll(() => server.close());

  it('leaves the request waiting, to be mailed at the next stock change', async () => {
    const admin = await newAdmin(server);
    const member = await newMember(server, { user_name: '대기' });
    await setStockDirect(server, TAPE, 0);
    okData(await shop(server, '/restock/request', { optionId: TAPE }, member.token));
    const reply = okData(
      await shop(server, '/admin/stock', { optionId: TAPE, stock: 5 }, admin.token),
    );
    expect(reply).toMatchObject({ stock: 5, restockNotified: 0, restockFailed: 1 });
    const requests = okData(await shop(server, '/restock/mine', {}, member.token))
      .requests as RestockRequest[];
    expect(requests[0]?.notifiedAt).toBeNull();
  });
});
