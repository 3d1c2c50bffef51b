import { sealEnvelope } from '@tonggye/api/envelope';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  checkToken,
  countTable,
  formPost,
  login,
  newMember,
  plainPost,
  signUp,
  signUpPayload,
} from './accounts-helpers';
import { expectError, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const NASTY = `Robert'); DROP TABLE users;-- "x" <script>alert(1)</script> \\ % _`;

describe('POST /user/userInfo', () => {
  it('answers the profile of the member of the token', async () => {
    const member = await newMember(server, { mobile_number: '0101112222', user_gender: 'female' });
    const reply = await plainPost(server, '/user/userInfo', {}, member.token);
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({
      userLevel: 'member',
      id: member.email,
      userUuid: member.userUuid,
      name: '홍길동',
      mobileNumber: '0101112222',
      gender: 'female',
      birth: '1990-01-31',
    });
    expect(reply.data).not.toHaveProperty('token');
    expect(JSON.stringify(reply.body)).not.toMatch(/argon|password/i);
  });

  it('needs a member: a guest gets LOGIN_REQUIRED, a dead token TOKEN_INVALID', async () => {
    expectError(
      await plainPost(server, '/user/userInfo', {}, 'guest-1700000001'),
      401,
      'LOGIN_REQUIRED',
    );
    expectError(await plainPost(server, '/user/userInfo', {}, null), 401, 'LOGIN_REQUIRED');
    expectError(
      await plainPost(server, '/user/userInfo', {}, 'D'.repeat(43)),
      401,
      'TOKEN_INVALID',
    );
  });
});

describe('profile changes', () => {
  it('changes each field, from JSON, a sealed envelope or a form data field', async () => {
    const member = await newMember(server);
    const t = member.token;
    expect(
      (await plainPost(server, '/user/changeMobile', { mobile_number: '01099998888' }, t)).data
        .mobileNumber,
    ).toBe('01099998888');
    expect(
      (await plainPost(server, '/user/changeName', { user_name: 'Lee 영희' }, t)).data.name,
    ).toBe('Lee 영희');
    const sealed = {
      encryptedData: sealEnvelope({ user_birth: '2000-02-29' }, server.config.envelopeKey),
    };
    expect((await plainPost(server, '/user/changeBirth', sealed, t)).data.birth).toBe('2000-02-29');
    expect(
      (await formPost(server, '/user/changeGender', JSON.stringify({ user_gender: 'female' }), t))
        .data.gender,
    ).toBe('female');
    expect(
      (await formPost(server, '/user/changePaymentMethod', 'card', t)).data.paymentMethod,
    ).toBe('card');
    expect(
      (await plainPost(server, '/user/changeNickname', { nickname: '별명' }, t)).data.nickname,
    ).toBe('별명');
    const info = await plainPost(server, '/user/userInfo', {}, t);
    expect(info.data).toMatchObject({
      mobileNumber: '01099998888',
      name: 'Lee 영희',
      birth: '2000-02-29',
      gender: 'female',
      paymentMethod: 'card',
      nickname: '별명',
    });
  });

  it('validates each field with its own code', async () => {
    const { token } = await newMember(server);
    expectError(
      await plainPost(server, '/user/changeMobile', { mobile_number: '010-1' }, token),
      400,
      'MOBILE_INVALID',
    );
    expectError(
      await plainPost(server, '/user/changeName', { user_name: 'x1' }, token),
      400,
      'NAME_INVALID',
    );
    expectError(
      await plainPost(server, '/user/changeBirth', { user_birth: '2001-02-29' }, token),
      400,
      'BIRTH_INVALID',
    );
    expectError(
      await plainPost(server, '/user/changeGender', { user_gender: 'other' }, token),
      400,
      'GENDER_INVALID',
    );
    expectError(
      await plainPost(server, '/user/changeNickname', { nickname: 'n'.repeat(101) }, token),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await plainPost(server, '/user/changeNickname', { nickname: 'x' }, null),
      401,
      'LOGIN_REQUIRED',
    );
  });

  it('stores SQL metacharacters and markup verbatim in every free text field', async () => {
    const member = await newMember(server);
    const nick = await plainPost(server, '/user/changeNickname', { nickname: NASTY }, member.token);
    expect(nick.data.nickname).toBe(NASTY);
    const pay = await formPost(
      server,
      '/user/changePaymentMethod',
      JSON.stringify({ payment_method: NASTY }),
      member.token,
    );
    expect(pay.data.paymentMethod).toBe(NASTY);
    const again = await login(server, member.email, member.password);
    expect(again.data.nickname).toBe(NASTY);
    const stored = await server.db
      .selectFrom('users')
      .select(['nickname', 'payment_method'])
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ nickname: NASTY, payment_method: NASTY });
    expect(await countTable(server, 'users')).toBe(1);
  });
});

describe('password change and account deletion', () => {
  it('changes the password with the old one, and signs other devices out', async () => {
    const member = await newMember(server);
    const other = String((await login(server, member.email, member.password)).data.token);
    expectError(
      await plainPost(
        server,
        '/user/changePassword',
        { oldPassword: 'wrong1!x', newPassword: 'new123!' },
        member.token,
      ),
      400,
      'CURRENT_PASSWORD_WRONG',
    );
    expectError(
      await plainPost(
        server,
        '/user/changePassword',
        { oldPassword: member.password, newPassword: 'short' },
        member.token,
      ),
      400,
      'PASSWORD_RULE',
    );
    const changed = await plainPost(
      server,
      '/user/changePassword',
      { oldPassword: member.password, newPassword: 'new123!' },
      member.token,
    );
    expect(changed.status).toBe(200);
    expect((await checkToken(server, member.token)).status).toBe(200);
    expectError(await checkToken(server, other), 401, 'TOKEN_INVALID');
    expectError(await login(server, member.email, member.password), 401, 'LOGIN_FAILED');
    expect((await login(server, member.email, 'new123!')).status).toBe(200);
  });

  it('deletes softly: sessions revoked, login refused, the address free again', async () => {
    const member = await newMember(server);
    expectError(
      await plainPost(server, '/user/deleteAccount', { password: 'nope12!' }, member.token),
      400,
      'CURRENT_PASSWORD_WRONG',
    );
    const deleted = await plainPost(
      server,
      '/user/deleteAccount',
      { password: member.password },
      member.token,
    );
    expect(deleted.status).toBe(200);
    expectError(await checkToken(server, member.token), 401, 'TOKEN_INVALID');
    expectError(await login(server, member.email, member.password), 401, 'LOGIN_FAILED');
    const row = await server.db
      .selectFrom('users')
      .select(['deleted_at', 'is_active'])
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(Number(row.is_active)).toBe(0);
    expect((await plainPost(server, '/user/existEmail', { email: member.email })).data.exists).toBe(
      false,
    );
    const again = await signUp(server, signUpPayload({ email: member.email }));
    expect(again.status).toBe(200);
    expect(again.data.userUuid).not.toBe(member.userUuid);
    expect(await countTable(server, 'users')).toBe(2);
  });
});
