import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/accounts/mail';
import { mailDeclinedCharges } from '../src/store/billing-mail';
import { sweepSubscriptions } from '../src/store/subscription-cycles';
import { newMember } from './accounts-helpers';
import { inicisConfigFor, startInicisDouble, type InicisDouble } from './inicis-double';
import {
  newAdmin,
  okData,
  RECIPIENT,
  shop,
  startStoreServer,
  TAPE,
  type StoreServer,
} from './store-helpers';

const SITE = 'https://site.example';

/** The text/plain part of an outbox .eml, decoded (quoted-printable or base64). */
function plainText(raw: string): string {
  const unix = raw.replace(/\r\n/g, '\n');
  const start = unix.search(/Content-Type: text\/plain/i);
  expect(start).toBeGreaterThanOrEqual(0);
  const part = unix.slice(start);
  const headerEnd = part.indexOf('\n\n');
  const headers = part.slice(0, headerEnd);
  const body = part.slice(headerEnd + 2).split(/\n--/)[0]!;
  if (/Content-Transfer-Encoding: base64/i.test(headers))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const joined = body.replace(/=\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < joined.length; i += 1) {
      if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
        bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
        i += 2;
      } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

describe('the mail on a declined regular-delivery charge', () => {
  // 2026-03-01 10:00 in Korea: a first delivery on 03-03 (the earliest) is due at once.
  const now = new Date('2026-03-01T01:00:00.000Z');
  let server: StoreServer;
  let double: InicisDouble;
  let dir: string;
  let outbox: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tonggye-billing-mail-'));
    outbox = join(dir, 'outbox');
    double = await startInicisDouble();
    server = await startStoreServer(
      { now: () => now, smtpUrl: null, mailOutboxDir: outbox },
      {
        inicis: inicisConfigFor(double, {
          siteBase: SITE,
          billKeySecret: 'test-only-billing-secret',
        }),
      },
    );
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await double.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The server's mailer as the routes and `main.ts` make it: into the outbox folder. */
  function outboxMailer() {
    return createMailer({ smtpUrl: null, outboxDir: outbox, from: 'no-reply@example.com' });
  }

  function mails(): string[] {
    let names: string[];
    try {
      names = readdirSync(outbox);
    } catch {
      return [];
    }
    return names.sort().map((name) => readFileSync(join(outbox, name), 'utf8'));
  }

  /** A member with a card subscription (one box of tape) whose key is issued through the double. */
  async function withKey(name: string, email: string) {
    const member = await newMember(server, { user_name: name, email });
    const data = okData(
      await shop(
        server,
        '/subscriptions/create',
        {
          optionId: TAPE,
          quantity: 1,
          cycleWeeks: 2,
          paymentMethod: 'card',
          recipient: RECIPIENT,
          agreeTerms: true,
        },
        member.token,
      ),
    );
    const back = await double.pay((data.billing as { fields: Record<string, string> }).fields);
    const response = await fetch(`${server.url}/shop/subscriptions/billing/feedbackFromInicis`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(back),
      redirect: 'manual',
    });
    await response.text();
    expect(response.headers.get('location')).toContain('billing=ok');
    return member;
  }

  it('mails the member once, Korean first, with the subscription, amount, reason and link', async () => {
    await withKey('한도초과', 'declined@example.com');
    const admin = await newAdmin(server);
    double.billingResultCode = '51';
    try {
      okData(await shop(server, '/admin/subscriptions/run-due', {}, admin.token));
    } finally {
      double.billingResultCode = '00';
    }
    const sent = mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^To: declined@example\.com$/m);
    const text = plainText(sent[0]!);
    // Tape 39,000 + shipping 3,000 = 42,000 charged per delivery.
    for (const part of [
      '한도초과님, 정기배송 결제가 승인되지 않았습니다.',
      '정기배송: OPP',
      '결제 금액: 42,000원',
      '사유: 카드사가 결제를 승인하지 않았습니다 (한도초과 (declined))',
      `결제 수단 변경: ${SITE}/my-activity/subs-shipping-list`,
      'the payment for your regular delivery was declined',
      'Amount: KRW 42,000',
      'Reason: The card issuer declined the charge',
      `Change the payment method: ${SITE}/my-activity/subs-shipping-list`,
    ])
      expect(text).toContain(part);
    expect(text.indexOf('정기배송 결제가')).toBeLessThan(text.indexOf('regular delivery was'));
    const logged = server.logger.records.filter(
      (record) => record.msg === 'declined charge mail in the outbox',
    );
    expect(logged).toHaveLength(1);
    expect(logged[0]!.file).toBe(join(outbox, readdirSync(outbox)[0]!));
    expect(JSON.stringify(server.logger.records)).not.toContain('declined@example.com');

    // A re-run (the administrator's, the sweep's, or two at once) mails nothing again.
    okData(await shop(server, '/admin/subscriptions/run-due', {}, admin.token));
    const again = await Promise.all([
      mailDeclinedCharges(server.store, outboxMailer(), SITE, now, server.logger),
      mailDeclinedCharges(server.store, outboxMailer(), SITE, now, server.logger),
    ]);
    expect(again).toEqual([
      { mailed: 0, failed: 0 },
      { mailed: 0, failed: 0 },
    ]);
    expect(mails()).toHaveLength(1);
  });

  it('mails nobody for a charge that went through', async () => {
    await withKey('정상결제', 'paid@example.com');
    const before = mails().length;
    await sweepSubscriptions(server.store, server.config.store, now);
    const counts = await mailDeclinedCharges(
      server.store,
      outboxMailer(),
      SITE,
      now,
      server.logger,
    );
    expect(counts).toEqual({ mailed: 0, failed: 0 });
    expect(mails()).toHaveLength(before);
  });

  it('keeps a mail the mailer could not take for the next run, then sends it once', async () => {
    await withKey('재시도', 'retry@example.com');
    const before = mails().length;
    double.billingResultCode = '05';
    try {
      await sweepSubscriptions(server.store, server.config.store, now);
    } finally {
      double.billingResultCode = '00';
    }
    // No transport at all: the send fails and the charge is left unmailed.
    const broken = createMailer({ smtpUrl: null, outboxDir: null, from: 'x@example.com' });
    expect(await mailDeclinedCharges(server.store, broken, SITE, now, server.logger)).toEqual({
      mailed: 0,
      failed: 1,
    });
    expect(mails()).toHaveLength(before);
    const working = outboxMailer();
    expect(await mailDeclinedCharges(server.store, working, SITE, now, server.logger)).toEqual({
      mailed: 1,
      failed: 0,
    });
    expect(await mailDeclinedCharges(server.store, working, SITE, now, server.logger)).toEqual({
      mailed: 0,
      failed: 0,
    });
    const sent = mails();
    expect(sent).toHaveLength(before + 1);
    expect(sent.filter((mail) => /^To: retry@example\.com$/m.test(mail))).toHaveLength(1);
  });
});
