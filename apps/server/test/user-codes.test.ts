import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../src/config';
import { login, manualClock, newMember, plainPost } from './accounts-helpers';
import { expectError, startTestServer, type TestServer } from './helpers';

let server: TestServer | undefined;
let smtp: SMTPServer | undefined;
const outboxes: string[] = [];
afterEach(async () => {
  for (const dir of outboxes.splice(0)) rmSync(dir, { recursive: true, force: true });
  await server?.close();
  server = undefined;
  if (smtp) await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  smtp = undefined;
});

async function start(overrides: Partial<AppConfig> = {}): Promise<TestServer> {
  server = await startTestServer(overrides);
  return server;
}

/** A real SMTP listener on a free port that keeps every message it receives. */
async function startSmtp(): Promise<{ url: string; messages: { to: string[]; raw: string }[] }> {
  const messages: { to: string[]; raw: string }[] = [];
  smtp = new SMTPServer({
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
  const listening = smtp;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', () => resolve()));
  const { port } = listening.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, messages };
}

/** The six-digit code of a quoted-printable or plain mail body. */
function codeOf(raw: string): string {
  const match = /code: (\d{6})/.exec(raw.replace(/=\r?\n/g, ''));
  if (!match?.[1]) throw new Error('no code in the mail');
  return match[1];
}

function outboxMails(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'));
}

describe('e-mail codes', () => {
  it('sends a sign-up code over a real SMTP server and verifies it once', async () => {
    const mail = await startSmtp();
    const s = await start({ smtpUrl: mail.url, mailFrom: 'no-reply@tonggye.test' });
    const sent = await plainPost(s, '/user/emailSend', {
      email: 'New@Example.com',
      // The old client's html and subject are ignored: no open relay.
      html: '<a href="https://evil.example">click</a>',
      subject: 'Free money',
    });
    expect(sent.status).toBe(200);
    expect(mail.messages).toHaveLength(1);
    const message = mail.messages[0]!;
    expect(message.to).toEqual(['new@example.com']);
    expect(message.raw).not.toContain('evil.example');
    expect(message.raw).not.toContain('Free money');
    const code = codeOf(message.raw);

    const wrong = code === '000000' ? '111111' : '000000';
    expectError(
      await plainPost(s, '/user/userVerification', { email: 'new@example.com', code: wrong }),
      400,
      'CODE_INVALID',
    );
    const ok = await plainPost(s, '/user/userVerification', { email: 'new@example.com', code });
    expect(ok.status).toBe(200);
    expect(ok.body.resCode).toBe(200);
    // Used up.
    expectError(
      await plainPost(s, '/user/userVerification', { email: 'new@example.com', code }),
      400,
      'CODE_INVALID',
    );
    expect(JSON.stringify(s.logger.records)).not.toContain(code);
  });

  it('resets a password with a code written to the outbox, signing every device out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tonggye-outbox-'));
    outboxes.push(dir);
    const s2 = await start({ mailOutboxDir: join(dir, 'outbox') });
    expect(existsSync(join(dir, 'outbox'))).toBe(false);
    const member = await newMember(s2);
    expect(
      (await plainPost(s2, '/user/emailSend', { email: member.email, purpose: 'reset' })).status,
    ).toBe(200);
    const mails = outboxMails(join(dir, 'outbox'));
    expect(mails).toHaveLength(1);
    const code = codeOf(mails[0]!);

    // A reset code for an unknown address is never sent, and the answer is the same.
    const unknown = await plainPost(s2, '/user/emailSend', {
      email: 'nobody@example.com',
      purpose: 'reset',
    });
    expect(unknown.body).toEqual(
      (await plainPost(s2, '/user/emailSend', { email: member.email, purpose: 'reset' })).body,
    );
    const codes = outboxMails(join(dir, 'outbox'));
    expect(codes).toHaveLength(2);
    // The second mail replaced the first code.
    const latest = codeOf(codes[1]!);
    expectError(
      await plainPost(s2, '/user/reset-password', {
        email: member.email,
        password: 'fresh12!',
        code: code === latest ? '999999' : code,
      }),
      400,
      'CODE_INVALID',
    );
    expectError(
      await plainPost(s2, '/user/reset-password', {
        email: member.email,
        password: 'weak',
        code: latest,
      }),
      400,
      'PASSWORD_RULE',
    );
    const reset = await plainPost(s2, '/user/reset-password', {
      email: member.email,
      password: 'fresh12!',
      code: latest,
      ip: '',
    });
    expect(reset.status).toBe(200);
    expectError(await plainPost(s2, '/user/userInfo', {}, member.token), 401, 'TOKEN_INVALID');
    expectError(await login(s2, member.email, member.password), 401, 'LOGIN_FAILED');
    expect((await login(s2, member.email, 'fresh12!')).status).toBe(200);
    // The code is used up.
    expectError(
      await plainPost(s2, '/user/reset-password', {
        email: member.email,
        password: 'again12!',
        code: latest,
      }),
      400,
      'CODE_INVALID',
    );
  });

  it('codes expire after ten minutes and die after five wrong guesses', async () => {
    const clock = manualClock();
    const mail = await startSmtp();
    const s = await start({ smtpUrl: mail.url, now: clock.now });
    await plainPost(s, '/user/emailSend', { email: 'late@example.com' });
    const code = codeOf(mail.messages[0]!.raw);
    clock.advance(10 * 60 * 1000);
    expectError(
      await plainPost(s, '/user/userVerification', { email: 'late@example.com', code }),
      400,
      'CODE_INVALID',
    );

    await plainPost(s, '/user/emailSend', { email: 'late@example.com' });
    const fresh = codeOf(mail.messages[1]!.raw);
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expectError(
        await plainPost(s, '/user/userVerification', { email: 'late@example.com', code: wrong }),
        400,
        'CODE_INVALID',
      );
    expectError(
      await plainPost(s, '/user/userVerification', { email: 'late@example.com', code: fresh }),
      400,
      'CODE_INVALID',
    );
  });

  it('answers MAIL_FAILED when the SMTP server cannot be reached', async () => {
    const s = await start({ smtpUrl: 'smtp://127.0.0.1:9' });
    expectError(
      await plainPost(s, '/user/emailSend', { email: 'a@example.com' }),
      503,
      'MAIL_FAILED',
    );
  });

  it('rate-limits e-mail sending per address', async () => {
    const mail = await startSmtp();
    const s = await start({ smtpUrl: mail.url, signupRateLimit: 2 });
    expect((await plainPost(s, '/user/emailSend', { email: 'x@example.com' })).status).toBe(200);
    expect((await plainPost(s, '/user/emailSend', { email: 'x@example.com' })).status).toBe(200);
    const third = await plainPost(s, '/user/emailSend', { email: 'x@example.com' });
    expectError(third, 429, 'TOO_MANY_REQUESTS');
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(mail.messages).toHaveLength(2);
  });
});

describe('POST /user/find-email', () => {
  it('answers the masked addresses of the name and mobile number', async () => {
    const s = await start();
    const member = await newMember(s, {
      email: 'findme@example.com',
      user_name: '김찾기',
      mobile_number: '01055556666',
    });
    const reply = await plainPost(s, '/user/find-email', {
      confirmData: { user_name: '김찾기', mobile_number: '01055556666' },
    });
    expect(reply.status).toBe(200);
    expect(reply.data.emails).toEqual(['fi***@example.com']);
    expect(JSON.stringify(reply.body)).not.toContain(member.email);
    const none = await plainPost(s, '/user/find-email', {
      confirmData: { user_name: '김찾기', mobile_number: '01000000000' },
    });
    expect(none.data.emails).toEqual([]);
  });
});
