import { randomBytes, randomUUID } from 'node:crypto';
import { EnvelopeError } from '@tonggye/api/envelope';
import { openEnvelope } from '../envelope';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { checkCode, issueCode, CODE_TTL_MS } from '../accounts/codes';
import { hashPassword, verifyPassword } from '../accounts/crypto';
import { createMailer } from '../accounts/mail';
import { FixedWindowLimiter } from '../accounts/rate-limit';
import {
  birthSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emailSendSchema,
  existEmailSchema,
  findEmailSchema,
  freeTextSchema,
  genderSchema,
  loginSchema,
  mobileSchema,
  nameSchema,
  pageSchema,
  resetPasswordSchema,
  signUpSchema,
  socialSignUpSchema,
  validateAccount,
  verificationSchema,
} from '../accounts/schemas';
import {
  createSession,
  moveGuestData,
  recordLogin,
  revokeSession,
  revokeUserSessions,
  type ClientInfo,
} from '../accounts/sessions';
import { claimTicket, isLinked, linkAccount } from '../accounts/social';
import type { Database } from '../db/database';
import type { SocialProvider, UserRow } from '../db/schema';
import type { AppEnv, RouteDeps } from '../env';
import { ApiError } from '../errors';
import { requestGuest } from '../guest-keys';
import { findMember, guestIdOf, provenGuestOf, tokenOf, type Identity } from '../identity';
import { requestAddress } from '../client-address';
import { readPayload } from '../protocol';
import { moveGuestCart } from '../store/cart-merge';
import { jsonBodyLimit } from './limits';
import { userDoc, LOGIN_RESULT, PROFILE_RESULT, MEMBER_CALL } from './account-docs';
import { defineRoute } from './define';

type Member = Extract<Identity, { kind: 'member' }>;

/**
 * One profile field per call (`/user/{path}`); the body is JSON or form-encoded with a `data`
 * field. `summary` names the call, Korean and English.
 */
const PROFILE_FIELDS = {
  changeMobile: {
    field: 'mobile_number',
    column: 'mobile_number',
    schema: mobileSchema,
    summary: ['휴대폰 번호 변경', 'Change the mobile number'],
  },
  changeName: {
    field: 'user_name',
    column: 'name',
    schema: nameSchema,
    summary: ['이름 변경', 'Change the name'],
  },
  changeNickname: {
    field: 'nickname',
    column: 'nickname',
    schema: freeTextSchema,
    summary: ['닉네임 변경', 'Change the nickname'],
  },
  changeBirth: {
    field: 'user_birth',
    column: 'birth',
    schema: birthSchema,
    summary: ['생년월일 변경', 'Change the date of birth'],
  },
  changeGender: {
    field: 'user_gender',
    column: 'gender',
    schema: genderSchema,
    summary: ['성별 변경', 'Change the gender'],
  },
  changePaymentMethod: {
    field: 'payment_method',
    column: 'payment_method',
    schema: freeTextSchema,
    summary: ['결제 수단 변경', 'Change the payment method'],
  },
} as const;

/**
 * Account calls (`/user/*`). They answer plain JSON, `{ resCode: 200,
 * dataRes: {...} }`, which the site's client reads as is; failures are the usual error
 * body. Sign-up takes `{ encryptedData }`, sign-in plain `{ email, password, utm_id, ip }`.
 * `dataRes.id` is the account id the site keeps (the e-mail), `userUuid` the member uuid.
 */
export function userRoutes({ db, config, logger }: RouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const key = config.envelopeKey;
  const loginLimiter = new FixedWindowLimiter(
    db,
    'user:loginLimiter',
    config.loginRateLimit,
    config.rateWindowMs,
    config.now,
  );
  // Many e-mails tried from one address (credential stuffing): ten times the per-e-mail limit.
  const loginIpLimiter = new FixedWindowLimiter(
    db,
    'user:loginIpLimiter',
    config.loginRateLimit * 10,
    config.rateWindowMs,
    config.now,
  );
  const writeLimiter = new FixedWindowLimiter(
    db,
    'user:writeLimiter',
    config.signupRateLimit,
    config.rateWindowMs,
    config.now,
  );
  const limit = jsonBodyLimit(config);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: config.mailOutboxDir,
    from: config.mailFrom,
  });

  defineRoute(
    routes,
    userDoc('post', 'reg', '회원 가입', 'Sign up', {
      body: 'envelope',
      schema: signUpSchema,
      resultKo: LOGIN_RESULT[0],
      resultEn: LOGIN_RESULT[1],
      errors: [
        'EMAIL_TAKEN',
        'PASSWORD_RULE',
        'EMAIL_INVALID',
        'NAME_INVALID',
        'MOBILE_INVALID',
        'BIRTH_INVALID',
        'GENDER_INVALID',
        'TOO_MANY_REQUESTS',
        'SOCIAL_TICKET_INVALID',
        'SOCIAL_ALREADY_LINKED',
      ],
      description: [
        '`/user/socialLogin`이 count 0과 함께 준 `signupTicket`을 평문에 넣으면 그 소셜 계정과 연결된 회원이 만들어지고, 이때 password는 생략할 수 있습니다 (비밀번호 재설정으로 나중에 정할 수 있음). 답에 linked { provider, providerId }가 더해집니다.',
        'With the `signupTicket` a count-0 answer of `/user/socialLogin` gave in the plaintext, the member is created linked to that social account and `password` may be left out (it can be set later through the password reset); the answer adds linked { provider, providerId }.',
      ],
    }),
    limit,
    async (c) => {
      const client = clientInfo(c, config.trustProxy);
      const wait = await writeLimiter.hit(`reg|${client.ip}`);
      if (wait > 0) return tooMany(c, wait);
      const raw = await readPayload(c, z.unknown(), key);
      // With a sign-up ticket of /user/socialLogin the account is created linked to the provider
      // account, and the password may be left out (a random one nobody knows is stored then).
      const ticket = signupTicketOf(raw);
      const payload = validateAccount(
        ticket === undefined ? signUpSchema : socialSignUpSchema,
        raw,
      );
      const passwordHash = await hashPassword(
        payload.password ?? randomBytes(32).toString('base64url'),
      );
      const guest = await provenGuestOf(c, db);
      const now = config.now();
      const stamp = now.toISOString();
      const user: UserRow = {
        id: randomUUID(),
        email: payload.email,
        password_hash: passwordHash,
        name: payload.user_name,
        nickname: null,
        mobile_number: payload.mobile_number,
        birth: payload.user_birth,
        gender: payload.user_gender,
        level: 'member',
        profile_image: null,
        payment_method: null,
        is_active: 1,
        created_at: stamp,
        updated_at: stamp,
        deleted_at: null,
      };
      let token: string;
      let linked: { provider: SocialProvider; providerId: string } | undefined;
      try {
        // One transaction: a failure anywhere leaves no user, session or moved rows (and gives
        // the ticket back).
        token = await db.transaction().execute(async (trx) => {
          const claimed =
            ticket === undefined ? undefined : await claimTicket(trx, 'signup', ticket, now);
          if (await liveUserByEmail(trx, user.email)) throw new ApiError('EMAIL_TAKEN');
          if (claimed !== undefined) {
            linked = { provider: claimed.provider, providerId: claimed.providerId };
            if (await isLinked(trx, claimed.provider, claimed.providerId))
              throw new ApiError('SOCIAL_ALREADY_LINKED');
          }
          await trx.insertInto('users').values(user).execute();
          if (claimed !== undefined)
            await linkAccount(
              trx,
              user.id,
              claimed.provider,
              claimed.providerId,
              claimed.email,
              now,
            );
          const issued = await createSession(
            trx,
            user.id,
            client,
            now,
            config.tokenTtlMs,
            config.sessionIdleMs,
          );
          if (guest !== undefined) await moveGuestData(trx, guest.owner, user.id);
          await recordLogin(trx, user.id, client, now, true);
          return issued;
        });
        if (guest !== undefined) await moveGuestCart(db, guest.owner, user.id, now);
      } catch (error) {
        // Two sign-ups racing for one address: the unique index stops the second.
        if (!(error instanceof ApiError) && (await liveUserByEmail(db, user.email)))
          throw new ApiError('EMAIL_TAKEN');
        // …and two sign-ups racing with one provider account (two tickets of it).
        if (
          !(error instanceof ApiError) &&
          linked !== undefined &&
          (await isLinked(db, linked.provider, linked.providerId))
        )
          throw new ApiError('SOCIAL_ALREADY_LINKED');
        throw error;
      }
      return ok(
        c,
        linked === undefined ? loginData(user, token) : { ...loginData(user, token), linked },
      );
    },
  );

  defineRoute(
    routes,
    userDoc('post', 'existEmail', '이메일 가입 여부 확인', 'Is the e-mail registered?', {
      schema: existEmailSchema,
      resultKo: 'exists (true/false)',
      resultEn: 'exists (true/false)',
      errors: ['EMAIL_INVALID', 'TOO_MANY_REQUESTS'],
    }),
    limit,
    async (c) => {
      const wait = await writeLimiter.hit(`exist|${clientInfo(c, config.trustProxy).ip}`);
      if (wait > 0) return tooMany(c, wait);
      const { email } = validateAccount(existEmailSchema, await readBody(c, key));
      const exists = (await liveUserByEmail(db, email)) !== undefined;
      return ok(c, { exists });
    },
  );

  defineRoute(
    routes,
    userDoc('post', 'login', '로그인', 'Sign in', {
      schema: loginSchema,
      resultKo: LOGIN_RESULT[0],
      resultEn: LOGIN_RESULT[1],
      errors: ['LOGIN_FAILED', 'EMAIL_INVALID', 'TOO_MANY_REQUESTS'],
    }),
    limit,
    async (c) => {
      const client = clientInfo(c, config.trustProxy);
      const body = validateAccount(loginSchema, await readBody(c, key));
      // Per account wherever the tries come from (processes and addresses share the count), and a
      // generous per-address limit for one address trying many accounts.
      const limitKey = `login|${body.email}`;
      const wait = Math.max(
        await loginLimiter.hit(limitKey),
        await loginIpLimiter.hit(`login|${client.ip}`),
      );
      if (wait > 0) return tooMany(c, wait);
      const user = await liveUserByEmail(db, body.email);
      const valid = await verifyPassword(user?.password_hash, body.password);
      const now = config.now();
      if (user === undefined || !valid || user.is_active !== 1) {
        if (user !== undefined) await recordLogin(db, user.id, client, now, false);
        // The same answer for an unknown e-mail and a wrong password: no account enumeration.
        throw new ApiError('LOGIN_FAILED');
      }
      await loginLimiter.reset(limitKey);
      const guest = await provenGuestOf(c, db);
      const token = await db.transaction().execute(async (trx) => {
        const issued = await createSession(
          trx,
          user.id,
          client,
          now,
          config.tokenTtlMs,
          config.sessionIdleMs,
        );
        if (guest !== undefined) await moveGuestData(trx, guest.owner, user.id);
        await recordLogin(trx, user.id, client, now, true);
        return issued;
      });
      if (guest !== undefined) await moveGuestCart(db, guest.owner, user.id, now);
      return ok(c, loginData(user, token));
    },
  );

  // The key of the guest the request's id names: a new guest (its key in the `guestkey` header)
  // unless the request's key already proves that id. The api client calls it once per guest id.
  defineRoute(
    routes,
    userDoc('post', 'guest', '비회원 키 발급', 'Issue the guest key', {
      body: 'none',
      caller: 'identity',
      resultKo: 'guestId, issued(새 키를 발급했으면 true); 새 키는 guestkey 응답 헤더로',
      resultEn:
        'guestId, issued (true when a new key was issued); the new key in the guestkey response header',
      errors: ['UNAUTHENTICATED'],
      description: [
        '비회원 id(auth 헤더)는 이름일 뿐이고, 서버가 발급한 비밀 키(guestkey 헤더)가 그 비회원임을 증명합니다. 키가 없거나 그 id의 것이 아니면 새 빈 비회원을 만들고 키(256비트, 서버에는 해시만 저장)를 guestkey 응답 헤더로 돌려줍니다. 다른 호출도 같은 규칙을 따르며, 가입과 로그인은 키가 증명한 비회원의 데이터와 장바구니만 회원에게 옮깁니다.',
        "The guest id (auth header) only names a guest; a secret key the server issued (guestkey header) proves it. Without a key, or with one that is not that id's, a new empty guest is made and its key (256 bits, only its hash stored) comes back in the guestkey response header. Every other call follows the same rule; sign-up and sign-in move only the data and cart of a guest its key proves.",
      ],
    }),
    limit,
    async (c) => {
      const guestId = guestIdOf(c);
      if (guestId === undefined) throw new ApiError('UNAUTHENTICATED');
      const wasProven = (await provenGuestOf(c, db)) !== undefined;
      await requestGuest(c, db, guestId, config.now());
      return ok(c, { guestId, issued: !wasProven });
    },
  );

  defineRoute(
    routes,
    userDoc('get', 'checktoken', '로그인 토큰 확인', 'Check the login token', {
      body: 'none',
      caller: 'member',
      resultKo: PROFILE_RESULT[0],
      resultEn: PROFILE_RESULT[1],
      errors: ['TOKEN_INVALID'],
    }),
    async (c) => {
      const token = tokenOf(c);
      const member = token === undefined ? undefined : await findMember(db, token, config.now());
      if (member === undefined) throw new ApiError('TOKEN_INVALID');
      return ok(c, profileData(member.user));
    },
  );

  defineRoute(
    routes,
    userDoc('post', 'logout', '로그아웃', 'Sign out', {
      body: 'none',
      resultKo: '빈 객체',
      resultEn: 'An empty object',
    }),
    limit,
    async (c) => {
      const token = tokenOf(c);
      const member = token === undefined ? undefined : await findMember(db, token, config.now());
      if (member !== undefined) await revokeSession(db, member.tokenHash, config.now());
      // Logging out twice, or with a dead token, is not an error: the session is over either way.
      return ok(c, {});
    },
  );

  defineRoute(
    routes,
    userDoc('post', 'userInfo', '회원 정보', 'The member profile', {
      ...MEMBER_CALL,
      body: 'none',
      resultKo: PROFILE_RESULT[0],
      resultEn: PROFILE_RESULT[1],
    }),
    limit,
    async (c) => {
      const member = await requireMember(c, db, config.now());
      return ok(c, profileData(member.user));
    },
  );

  defineRoute(
    routes,
    userDoc('post', 'loginHistory', '로그인 기록 (페이지)', 'Sign-in history (paged)', {
      ...MEMBER_CALL,
      schema: pageSchema,
      resultKo: 'items(time, ip, userAgent, success), totalCount, totalPage, currentPage, pageSize',
      resultEn:
        'items (time, ip, userAgent, success), totalCount, totalPage, currentPage, pageSize',
    }),
    limit,
    async (c) => {
      const member = await requireMember(c, db, config.now());
      const { page, size } = validateAccount(pageSchema, await readBody(c, key, true));
      const total = await db
        .selectFrom('login_history')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', member.user.id)
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom('login_history')
        .select(['created_at', 'ip', 'user_agent', 'success'])
        .where('user_id', '=', member.user.id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute();
      const totalCount = Number(total.n);
      return ok(c, {
        items: rows.map((row) => ({
          time: row.created_at,
          ip: row.ip,
          userAgent: row.user_agent,
          success: Number(row.success) === 1,
        })),
        totalCount,
        totalPage: Math.ceil(totalCount / size),
        currentPage: page,
        pageSize: size,
      });
    },
  );

  for (const [path, { field, column, schema, summary }] of Object.entries(PROFILE_FIELDS)) {
    defineRoute(
      routes,
      userDoc('post', path, summary[0], summary[1], {
        ...MEMBER_CALL,
        // `data` may also be the bare value instead of JSON.
        schema: z.looseObject({ [field]: schema }),
        resultKo: PROFILE_RESULT[0],
        resultEn: PROFILE_RESULT[1],
        errors: [...(MEMBER_CALL.errors ?? []), 'VALIDATION_FAILED'],
      }),
      limit,
      async (c) => {
        const member = await requireMember(c, db, config.now());
        const body = await readBody(c, key);
        const raw = typeof body === 'string' ? body : (body as Record<string, unknown>)[field];
        const value: string | null = validateAccount(schema, raw);
        const user = await db
          .updateTable('users')
          .set({ [column]: value, updated_at: config.now().toISOString() })
          .where('id', '=', member.user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return ok(c, profileData(user));
      },
    );
  }

  defineRoute(
    routes,
    userDoc('post', 'changePassword', '비밀번호 변경', 'Change the password', {
      ...MEMBER_CALL,
      schema: changePasswordSchema,
      errors: [
        ...(MEMBER_CALL.errors ?? []),
        'CURRENT_PASSWORD_WRONG',
        'PASSWORD_RULE',
        'TOO_MANY_REQUESTS',
      ],
    }),
    limit,
    async (c) => {
      const member = await requireMember(c, db, config.now());
      const wait = await loginLimiter.hit(`password|${member.user.id}`);
      if (wait > 0) return tooMany(c, wait);
      const body = validateAccount(changePasswordSchema, await readBody(c, key));
      if (!(await verifyPassword(member.user.password_hash, body.oldPassword)))
        throw new ApiError('CURRENT_PASSWORD_WRONG');
      const passwordHash = await hashPassword(body.newPassword);
      const now = config.now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: now.toISOString() })
          .where('id', '=', member.user.id)
          .execute();
        // Other devices must sign in again with the new password.
        await revokeUserSessions(trx, member.user.id, now, member.tokenHash);
      });
      return ok(c, {});
    },
  );

  defineRoute(
    routes,
    userDoc('post', 'deleteAccount', '회원 탈퇴', 'Delete the account', {
      ...MEMBER_CALL,
      schema: deleteAccountSchema,
      errors: [...(MEMBER_CALL.errors ?? []), 'CURRENT_PASSWORD_WRONG', 'TOO_MANY_REQUESTS'],
    }),
    limit,
    async (c) => {
      const member = await requireMember(c, db, config.now());
      const wait = await loginLimiter.hit(`password|${member.user.id}`);
      if (wait > 0) return tooMany(c, wait);
      const body = validateAccount(deleteAccountSchema, await readBody(c, key));
      if (!(await verifyPassword(member.user.password_hash, body.password)))
        throw new ApiError('CURRENT_PASSWORD_WRONG');
      const now = config.now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ deleted_at: now.toISOString(), is_active: 0, updated_at: now.toISOString() })
          .where('id', '=', member.user.id)
          .execute();
        await revokeUserSessions(trx, member.user.id, now);
        // The provider accounts are free again, like the address.
        await trx.deleteFrom('social_accounts').where('user_id', '=', member.user.id).execute();
      });
      return ok(c, {});
    },
  );

  defineRoute(
    routes,
    userDoc('post', 'emailSend', '이메일 인증번호 발송', 'Send an e-mail code', {
      schema: emailSendSchema,
      resultKo: 'sent: true',
      resultEn: 'sent: true',
      errors: ['EMAIL_INVALID', 'MAIL_FAILED', 'TOO_MANY_REQUESTS'],
    }),
    limit,
    async (c) => {
      const client = clientInfo(c, config.trustProxy);
      const { email, purpose } = validateAccount(emailSendSchema, await readBody(c, key));
      const wait = Math.max(
        await writeLimiter.hit(`mail|${client.ip}`),
        await writeLimiter.hit(`mail|${email}`),
      );
      if (wait > 0) return tooMany(c, wait);
      // A reset code goes only to an account's address; the answer is the same either way.
      if (purpose === 'reset' && (await liveUserByEmail(db, email)) === undefined)
        return ok(c, { sent: true });
      const code = await issueCode(db, email, purpose, config.now());
      try {
        const sent = await mailer.send(codeMail(email, code, purpose));
        // Without SMTP the message waits in the outbox: say where (never the code or the address).
        if (sent !== undefined)
          logger.info('account mail in the outbox', {
            requestId: c.get('requestId'),
            purpose,
            file: sent.outboxFile,
          });
      } catch (error) {
        // Never the code or the address in the log.
        logger.error('account mail failed', {
          requestId: c.get('requestId'),
          error: error instanceof Error ? error.name : typeof error,
        });
        throw new ApiError('MAIL_FAILED');
      }
      return ok(c, { sent: true });
    },
  );

  defineRoute(
    routes,
    userDoc('post', 'userVerification', '인증번호 확인', 'Check an e-mail code', {
      schema: verificationSchema,
      resultKo: 'verified: true',
      resultEn: 'verified: true',
      errors: ['CODE_INVALID', 'TOO_MANY_REQUESTS'],
    }),
    limit,
    async (c) => {
      const client = clientInfo(c, config.trustProxy);
      const { email, code, purpose } = validateAccount(verificationSchema, await readBody(c, key));
      const wait = await loginLimiter.hit(`verify|${client.ip}|${email}`);
      if (wait > 0) return tooMany(c, wait);
      // A sign-up code is used up here; a reset code stays for /user/reset-password.
      const valid = await checkCode(db, email, purpose, code, config.now(), purpose === 'verify');
      if (!valid) throw new ApiError('CODE_INVALID');
      return ok(c, { verified: true });
    },
  );

  defineRoute(
    routes,
    userDoc('post', 'reset-password', '비밀번호 재설정', 'Reset the password with a code', {
      schema: resetPasswordSchema,
      errors: ['CODE_INVALID', 'PASSWORD_RULE', 'TOO_MANY_REQUESTS'],
    }),
    limit,
    async (c) => {
      const client = clientInfo(c, config.trustProxy);
      const body = validateAccount(resetPasswordSchema, await readBody(c, key));
      const wait = await loginLimiter.hit(`reset|${client.ip}|${body.email}`);
      if (wait > 0) return tooMany(c, wait);
      const user = await liveUserByEmail(db, body.email);
      const now = config.now();
      if (user === undefined || !(await checkCode(db, body.email, 'reset', body.code, now, true)))
        throw new ApiError('CODE_INVALID');
      const passwordHash = await hashPassword(body.password);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: now.toISOString() })
          .where('id', '=', user.id)
          .execute();
        await revokeUserSessions(trx, user.id, now);
      });
      return ok(c, {});
    },
  );

  defineRoute(
    routes,
    userDoc('post', 'find-email', '이메일 찾기', 'Find the e-mail of an account', {
      schema: findEmailSchema,
      resultKo: 'emails: 가려진 주소 목록 (ab***@example.com)',
      resultEn: 'emails: masked addresses (ab***@example.com)',
      errors: ['NAME_INVALID', 'MOBILE_INVALID', 'BAD_ENVELOPE', 'TOO_MANY_REQUESTS'],
    }),
    limit,
    async (c) => {
      const wait = await writeLimiter.hit(`find|${clientInfo(c, config.trustProxy).ip}`);
      if (wait > 0) return tooMany(c, wait);
      const raw = await readBody(c, key);
      const body =
        typeof raw === 'object' && raw !== null && 'confirmData' in raw
          ? { confirmData: openIfSealed((raw as { confirmData: unknown }).confirmData, key) }
          : raw;
      const { confirmData } = validateAccount(findEmailSchema, body);
      const rows = await db
        .selectFrom('users')
        .select('email')
        .where('name', '=', confirmData.user_name)
        .where('mobile_number', '=', confirmData.mobile_number)
        .where('deleted_at', 'is', null)
        .orderBy('created_at')
        .limit(10)
        .execute();
      // Masked: enough for the owner to recognise, not a directory of addresses.
      return ok(c, { emails: rows.map((row) => maskEmail(row.email)) });
    },
  );

  return routes;
}

/** The code mail, Korean first with English. */
function codeMail(to: string, code: string, purpose: 'verify' | 'reset') {
  const minutes = CODE_TTL_MS / 60_000;
  const what = purpose === 'reset' ? '비밀번호 재설정' : '이메일 인증';
  const whatEn = purpose === 'reset' ? 'password reset' : 'e-mail verification';
  const text =
    `${what} 인증번호: ${code}\n${minutes}분 동안 유효합니다. 요청하지 않으셨다면 이 메일을 무시해 주세요.\n\n` +
    `Your ${whatEn} code: ${code}\nIt is valid for ${minutes} minutes. If you did not ask for it, ignore this e-mail.\n`;
  const html = `<p>${what} 인증번호: <strong>${code}</strong></p><p>${minutes}분 동안 유효합니다.</p><p>Your ${whatEn} code: <strong>${code}</strong> (valid for ${minutes} minutes).</p>`;
  return { to, subject: `[통계] ${what} 인증번호 / Your ${whatEn} code`, text, html };
}

/** `ab***@example.com`: the first two characters of the local part, the domain as is. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}***${email.slice(at)}`;
}

function openIfSealed(value: unknown, key: string): unknown {
  if (typeof value !== 'string') return value;
  try {
    return openEnvelope(value, key);
  } catch {
    throw new ApiError('BAD_ENVELOPE');
  }
}

export function ok(c: Context, dataRes: Record<string, unknown>): Response {
  return c.json({ resCode: 200, dataRes }, 200);
}

export function tooMany(c: Context, seconds: number): Response {
  const error = new ApiError('TOO_MANY_REQUESTS', { seconds });
  return c.json(error.toBody(), 429, { 'Retry-After': String(seconds) });
}

export function clientInfo(c: Context, trustProxy: number): ClientInfo {
  const userAgent = c.req.header('user-agent')?.slice(0, 500) ?? null;
  return { ip: requestAddress(c, trustProxy), userAgent };
}

export function liveUserByEmail(
  db: Pick<Database, 'selectFrom'>,
  email: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function requireMember(c: Context, db: Database, now: Date): Promise<Member> {
  const token = tokenOf(c);
  if (token === undefined) throw new ApiError('LOGIN_REQUIRED');
  const member = await findMember(db, token, now);
  if (member === undefined) throw new ApiError('TOKEN_INVALID');
  return member;
}

/**
 * The body of an account call: plain JSON (opened when it is `{ encryptedData }`), or a
 * form with a `data` field holding JSON, a sealed envelope or the bare value.
 */
export async function readBody(c: Context, key: string, allowEmpty = false): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    let form: Record<string, string | File>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new ApiError('BAD_REQUEST');
    }
    const data = form.data;
    if (typeof data !== 'string') throw new ApiError('VALIDATION_FAILED', { field: 'data' });
    try {
      return JSON.parse(data) as unknown;
    } catch {
      try {
        return openEnvelope(data, key);
      } catch {
        return data;
      }
    }
  }
  const text = await c.req.text();
  if (allowEmpty && text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError('BAD_JSON');
  }
  if (typeof body === 'object' && body !== null && 'encryptedData' in body) {
    try {
      return openEnvelope((body as { encryptedData: unknown }).encryptedData, key);
    } catch (error) {
      if (error instanceof EnvelopeError) throw new ApiError('BAD_ENVELOPE');
      throw error;
    }
  }
  return body;
}

/** The `signupTicket` of a sign-up payload, when it has one (null and '' count as none). */
function signupTicketOf(raw: unknown): string | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const ticket = (raw as { signupTicket?: unknown }).signupTicket;
  if (ticket === undefined || ticket === null || ticket === '') return undefined;
  if (typeof ticket !== 'string' || ticket.length > 200)
    throw new ApiError('VALIDATION_FAILED', { field: 'signupTicket' });
  return ticket;
}

function loginData(user: UserRow, token: string) {
  return { token, ...profileData(user) };
}

export function profileData(user: UserRow) {
  return {
    userLevel: user.level,
    id: user.email,
    email: user.email,
    name: user.name,
    nickname: user.nickname,
    userUuid: user.id,
    userProfile: user.profile_image,
    mobileNumber: user.mobile_number,
    birth: user.birth,
    gender: user.gender,
    paymentMethod: user.payment_method,
  };
}
