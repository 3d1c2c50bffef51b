import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../src/accounts/crypto';
import {
  countTable,
  newMember,
  plainPost,
  signUp,
  signUpPayload,
  uniqueEmail,
} from './accounts-helpers';
import { expectError, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

describe('POST /user/reg', () => {
  it('creates a member and answers like a login (token, level, ids, names)', async () => {
    const payload = signUpPayload({ email: '  New.Member@Example.COM ' });
    const reply = await signUp(server, payload);
    expect(reply.status).toBe(200);
    expect(reply.body.resCode).toBe(200);
    const data = reply.data;
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.userLevel).toBe('member');
    expect(data.id).toBe('new.member@example.com');
    expect(data.name).toBe('홍길동');
    expect(data.userUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(data).toHaveProperty('nickname', null);
    expect(data).toHaveProperty('userProfile', null);

    const user = await server.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user.email).toBe('new.member@example.com');
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.password_hash).not.toContain(String(payload.password));
    expect(user.birth).toBe('1990-01-31');
    expect(user.gender).toBe('male');
    // Only the token's hash is stored.
    const session = await server.db.selectFrom('sessions').selectAll().executeTakeFirstOrThrow();
    expect(session.token_hash).toBe(hashToken(String(data.token)));
    expect(JSON.stringify(session)).not.toContain(String(data.token));
  });

  it('never creates an admin, whatever user_level says', async () => {
    const reply = await signUp(server, signUpPayload({ user_level: 'admin' }));
    expect(reply.data.userLevel).toBe('member');
  });

  it('answers EMAIL_TAKEN for an address already registered, in any letter case', async () => {
    const email = uniqueEmail();
    expect((await signUp(server, signUpPayload({ email }))).status).toBe(200);
    const again = await signUp(server, signUpPayload({ email: email.toUpperCase() }));
    expectError(again, 409, 'EMAIL_TAKEN');
    expect(await countTable(server, 'users')).toBe(1);
  });

  const invalid: [string, Record<string, unknown>, string, RegExp][] = [
    ['password too short', { password: 'a1!b' }, 'PASSWORD_RULE', /비밀번호/],
    ['password too long', { password: 'abcdefgh12345!!x' }, 'PASSWORD_RULE', /6~15자/],
    ['password without a letter', { password: '123456!' }, 'PASSWORD_RULE', /영문/],
    ['password without a digit', { password: 'abcdef!' }, 'PASSWORD_RULE', /숫자/],
    ['password without a special', { password: 'abcdef1' }, 'PASSWORD_RULE', /특수문자/],
    ['password with a space', { password: 'abc 123!' }, 'PASSWORD_RULE', /비밀번호/],
    ['password with an unlisted special', { password: 'abc123!_' }, 'PASSWORD_RULE', /비밀번호/],
    ['password missing', { password: undefined }, 'PASSWORD_RULE', /비밀번호/],
    ['e-mail null', { email: null }, 'EMAIL_INVALID', /이메일/],
    ['e-mail empty', { email: '' }, 'EMAIL_INVALID', /이메일/],
    ['e-mail "undefined"', { email: 'undefined' }, 'EMAIL_INVALID', /이메일/],
    ['e-mail without @', { email: 'member.example.com' }, 'EMAIL_INVALID', /이메일/],
    ['e-mail without domain dot', { email: 'member@example' }, 'EMAIL_INVALID', /이메일/],
    ['name with digits', { user_name: '홍길동1' }, 'NAME_INVALID', /이름/],
    ['name with markup', { user_name: '<b>Kim</b>' }, 'NAME_INVALID', /한글, 영문, 공백/],
    ['name empty', { user_name: '   ' }, 'NAME_INVALID', /이름/],
    ['mobile with dashes', { mobile_number: '010-1234-5678' }, 'MOBILE_INVALID', /숫자만/],
    ['mobile empty', { mobile_number: '' }, 'MOBILE_INVALID', /휴대폰/],
    ['birth not a date', { user_birth: '1990/01/31' }, 'BIRTH_INVALID', /생년월일/],
    ['gender unknown', { user_gender: 'x' }, 'GENDER_INVALID', /성별/],
  ];
  it.each(invalid)('rejects %s with its own Korean message', async (_, change, code, ko) => {
    const reply = await signUp(server, signUpPayload(change));
    const body = expectError(reply, 400, code);
    expect(body.message).toMatch(ko);
    expect(await countTable(server, 'users')).toBe(0);
  });

  it('accepts every listed special character and Korean, Latin and spaces in names', async () => {
    for (const special of '$@!%^&*#?=+().-') {
      const reply = await signUp(
        server,
        signUpPayload({ password: `ab1${special}cd`, user_name: 'Kim 길동' }),
      );
      expect(reply.status, special).toBe(200);
    }
    const empties = await signUp(server, signUpPayload({ user_birth: '', user_gender: '' }));
    expect(empties.status).toBe(200);
  });

  it('stores SQL metacharacters and markup in the e-mail verbatim', async () => {
    const email = `o'neil";--<script>${Date.now()}@example.com`;
    const reply = await signUp(server, signUpPayload({ email }));
    expect(reply.status).toBe(200);
    expect(reply.data.id).toBe(email);
    const exist = await plainPost(server, '/user/existEmail', { email });
    expect(exist.data.exists).toBe(true);
    expect(await countTable(server, 'users')).toBe(1);
  });

  it('answers 400 BAD_ENVELOPE for a tampered envelope and BAD_JSON for broken JSON', async () => {
    expectError(
      await plainPost(server, '/user/reg', { encryptedData: 'U2FsdGVkX1+tampered==' }),
      400,
      'BAD_ENVELOPE',
    );
    expectError(await server.post('/user/reg', '{"encryptedData":'), 400, 'BAD_JSON');
    expect(await countTable(server, 'users')).toBe(0);
  });

  it('answers 413 for an oversized body', async () => {
    const reply = await plainPost(server, '/user/reg', { encryptedData: 'x'.repeat(1_100_000) });
    expectError(reply, 413, 'BODY_TOO_LARGE');
  });

  it('leaves no rows when an insert inside the sign-up transaction fails', async () => {
    // The last insert of the transaction (login history) cannot succeed without its table.
    await server.db.schema.dropTable('login_history').execute();
    const reply = await signUp(server, signUpPayload());
    expectError(reply, 500, 'INTERNAL_ERROR');
    expect(await countTable(server, 'users')).toBe(0);
    expect(await countTable(server, 'sessions')).toBe(0);
  });

  it('POST /user/existEmail says whether an address is taken', async () => {
    const { email } = await newMember(server);
    expect((await plainPost(server, '/user/existEmail', { email })).data).toEqual({
      exists: true,
    });
    const other = await plainPost(server, '/user/existEmail', { email: uniqueEmail() });
    expect(other.body).toEqual({ resCode: 200, dataRes: { exists: false } });
    expectError(
      await plainPost(server, '/user/existEmail', { email: 'nope' }),
      400,
      'EMAIL_INVALID',
    );
  });

  it('lets only one of two simultaneous sign-ups with one address through', async () => {
    const email = uniqueEmail('race');
    const replies = await Promise.all([
      signUp(server, signUpPayload({ email })),
      signUp(server, signUpPayload({ email })),
      signUp(server, signUpPayload({ email: email.toUpperCase() })),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409]);
    for (const reply of replies.filter((r) => r.status !== 200))
      expectError(reply, 409, 'EMAIL_TAKEN');
    expect(await countTable(server, 'users')).toBe(1);
    expect(await countTable(server, 'sessions')).toBe(1);
  });
});
