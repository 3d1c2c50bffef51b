import { Hono } from 'hono';
import { z } from 'zod';
import { FixedWindowLimiter } from '../accounts/rate-limit';
import { validateAccount } from '../accounts/schemas';
import { createSession, moveGuestData, recordLogin } from '../accounts/sessions';
import { moveGuestCart } from '../store/cart-merge';
import {
  checkTokenAudience,
  claimTicket,
  consumeState,
  exchangeCode,
  fetchProfile,
  isLinked,
  issueTicket,
  linkAccount,
  linkedMember,
  providerConfig,
  SOCIAL_PROVIDERS,
  startSignIn,
  type SocialProfile,
} from '../accounts/social';
import type { SocialProvider } from '../db/schema';
import type { AppEnv, RouteDeps } from '../env';
import { ApiError } from '../errors';
import { credentialOf, provenGuestOf } from '../identity';
import { jsonBodyLimit } from './limits';
import {
  clientInfo,
  liveUserByEmail,
  ok,
  profileData,
  readBody,
  requireMember,
  tooMany,
} from './user';
import { userDoc, MEMBER_CALL } from './account-docs';
import { defineRoute } from './define';

const providerSchema = z.string().trim().toLowerCase().pipe(z.enum(SOCIAL_PROVIDERS));

/**
 * `POST /user/socialLogin` (easy sign-in): `socialName` with either the `code` and
 * `state` the provider sent back to the site's `/auth/{social}`, or an `access_token` of the
 * provider for a client that did the exchange itself.
 */
export const socialLoginSchema = z.looseObject({
  socialName: providerSchema.describe(
    'kakao, naver 또는 google (대소문자 무관) / kakao, naver or google (any case)',
  ),
  code: z.string().trim().min(1).max(2048).optional(),
  state: z.string().trim().min(1).max(512).optional(),
  access_token: z.string().trim().min(1).max(4096).optional(),
  utm_id: z.string().max(200).nullish(),
  ip: z.string().max(100).nullish(),
});

/** `POST /user/socialLink`: the `linkTicket` a `-99` answer handed out. */
export const socialLinkSchema = z.looseObject({
  linkTicket: z.string().trim().min(1).max(200),
});

function snsInfo(profile: SocialProfile) {
  return {
    provider: profile.provider,
    providerId: profile.providerId,
    email: profile.email,
    name: profile.name,
  };
}

/**
 * Social sign-in, mounted under `/user`:
 * - `GET /social/:provider/start` answers the provider's authorization URL (JSON, not a
 *   redirect: the call must carry the guest id or token, which the `state` is bound to);
 * - `POST /socialLogin` finishes it: `count` 1 signs in, `-99` means the provider's e-mail
 *   belongs to a member not linked to it (a `linkTicket` for `/user/socialLink` once signed
 *   in), 0 means sign-up is needed (a `signupTicket` for `/user/reg`);
 * - `POST /socialLink` links the provider account of a `linkTicket` to the signed-in member.
 */
export function socialRoutes({ db, config, logger }: RouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const key = config.envelopeKey;
  const limit = jsonBodyLimit(config);
  // Per address, like the address cap of /user/login (ten times the per-e-mail limit).
  const socialLimiter = new FixedWindowLimiter(
    db,
    'social:socialLimiter',
    config.loginRateLimit * 10,
    config.rateWindowMs,
    config.now,
  );

  /** Logs why a provider failed (never a token or code), then answers the error. */
  async function guarded<T>(requestId: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SOCIAL_PROVIDER_FAILED')
        logger.error('social provider failed', {
          requestId,
          provider: error.details.provider,
          detail: error.cause instanceof Error ? error.cause.message : String(error.cause),
        });
      throw error;
    }
  }

  defineRoute(
    routes,
    userDoc(
      'get',
      'social/:provider/start',
      '소셜 로그인 시작 (kakao, naver, google)',
      'Start a social sign-in (kakao, naver, google)',
      {
        body: 'none',
        caller: 'identity',
        resultKo: 'provider, url(제공자 인증 주소), state, redirectUri, expiresAt',
        resultEn: 'provider, url (the provider authorization URL), state, redirectUri, expiresAt',
        errors: ['VALIDATION_FAILED', 'SOCIAL_NOT_CONFIGURED', 'TOO_MANY_REQUESTS'],
        description: [
          '무작위 state(카카오·구글은 PKCE 검증값도)를 서버에 10분 동안 한 번만 쓸 수 있게 저장하고, 요청의 비회원 id 또는 토큰에 묶습니다. 사이트는 url로 이동하고, 제공자는 `{SOCIAL_REDIRECT_BASE}/auth/{provider}`로 code와 state를 돌려줍니다. 리다이렉트가 아닌 JSON으로 답합니다 (auth 헤더가 있어야 하므로).',
          'Stores a random state (and, for Kakao and Google, a PKCE verifier) server-side for 10 minutes and one use, bound to the guest id or token of the call. The site goes to url; the provider sends code and state back to `{SOCIAL_REDIRECT_BASE}/auth/{provider}`. Answers JSON rather than a redirect, since the call must carry the auth header.',
        ],
      },
    ),
    async (c) => {
      const client = clientInfo(c, config.trustProxy);
      const wait = await socialLimiter.hit(`social-start|${client.ip}`);
      if (wait > 0) return tooMany(c, wait);
      const parsed = providerSchema.safeParse(c.req.param('provider'));
      if (!parsed.success) throw new ApiError('VALIDATION_FAILED', { field: 'provider' });
      providerConfig(config.social, parsed.data);
      const credential = credentialOf(c);
      if (credential === undefined) throw new ApiError('UNAUTHENTICATED');
      const started = await startSignIn(db, config.social, parsed.data, credential, config.now());
      return ok(c, { provider: parsed.data, ...started });
    },
  );

  defineRoute(
    routes,
    userDoc('post', 'socialLogin', '소셜 로그인', 'Social sign-in', {
      schema: socialLoginSchema,
      resultKo:
        'count(1: 로그인, -99: 같은 이메일의 회원이 있음, 0: 가입 필요), access_token, id, name, snsInfo { provider, providerId, email, name }; count 1이면 회원 정보, -99이면 linkTicket, 0이면 signupTicket',
      resultEn:
        'count (1: signed in, -99: a member has this e-mail, 0: sign-up needed), access_token, id, name, snsInfo { provider, providerId, email, name }; with count 1 the member profile, with -99 a linkTicket, with 0 a signupTicket',
      errors: [
        'SOCIAL_STATE_INVALID',
        'SOCIAL_CODE_INVALID',
        'SOCIAL_TOKEN_INVALID',
        'SOCIAL_PROVIDER_FAILED',
        'SOCIAL_NOT_CONFIGURED',
        'TOO_MANY_REQUESTS',
      ],
      description: [
        '`code`와 `state`(시작한 호출과 같은 auth 헤더로), 또는 제공자의 `access_token`(이 서비스에 발급된 것인지 구글·카카오는 확인)을 받습니다. count 1: 연결된 회원으로 로그인하고 비회원 데이터를 옮깁니다. -99: 그 이메일의 회원이 아직 이 소셜 계정과 연결되지 않았습니다. 비밀번호(또는 이미 연결된 소셜)로 로그인한 뒤 `/user/socialLink`에 linkTicket을 보내 연결합니다. 0: 가입이 필요합니다. snsInfo로 가입 양식을 채우고 signupTicket을 `/user/reg`에 함께 보냅니다. 티켓은 30분, 한 번만 유효합니다.',
        'Takes `code` and `state` (with the same auth header as the start), or the provider `access_token` (for Google and Kakao checked to have been issued to this service). count 1: signed in as the linked member; guest data moves to the account. -99: a member with this e-mail has not linked this social account; they sign in (password, or a social account already linked) and post the linkTicket to `/user/socialLink`. 0: sign-up needed; snsInfo prefills the form and the signupTicket goes with `/user/reg`. Tickets live 30 minutes and serve once.',
      ],
    }),
    limit,
    async (c) => {
      const client = clientInfo(c, config.trustProxy);
      const wait = await socialLimiter.hit(`social|${client.ip}`);
      if (wait > 0) return tooMany(c, wait);
      const body = validateAccount(socialLoginSchema, await readBody(c, key));
      const provider = body.socialName;
      const { config: provided, redirectUri } = providerConfig(config.social, provider);
      const timeout = config.social.timeoutMs;
      const profile = await guarded(c.get('requestId'), async () => {
        let accessToken: string;
        if (body.code !== undefined) {
          if (body.state === undefined) throw new ApiError('VALIDATION_FAILED', { field: 'state' });
          const verifier = await consumeState(
            db,
            provider,
            body.state,
            credentialOf(c),
            config.now(),
          );
          accessToken = await exchangeCode(
            provider,
            provided,
            redirectUri,
            body.code,
            body.state,
            verifier,
            timeout,
          );
        } else if (body.access_token !== undefined) {
          await checkTokenAudience(provider, provided, body.access_token, timeout);
          accessToken = body.access_token;
        } else {
          throw new ApiError('VALIDATION_FAILED', { field: 'code' });
        }
        return fetchProfile(provider, provided, accessToken, timeout);
      });

      const now = config.now();
      const member = await linkedMember(db, provider, profile.providerId);
      if (member !== undefined) {
        const guest = await provenGuestOf(c, db);
        const token = await db.transaction().execute(async (trx) => {
          const issued = await createSession(
            trx,
            member.id,
            client,
            now,
            config.tokenTtlMs,
            config.sessionIdleMs,
          );
          if (guest !== undefined) await moveGuestData(trx, guest.owner, member.id);
          await recordLogin(trx, member.id, client, now, true);
          return issued;
        });
        if (guest !== undefined) await moveGuestCart(db, guest.owner, member.id, now);
        return ok(c, {
          count: 1,
          access_token: token,
          token,
          ...profileData(member),
          snsInfo: snsInfo(profile),
        });
      }
      const owner = profile.email === null ? undefined : await liveUserByEmail(db, profile.email);
      if (owner !== undefined) {
        // The address is a member's who has not linked this provider account: they sign in
        // (password, or a provider already linked) and link with this ticket.
        const { ticket, expiresAt } = await issueTicket(db, 'link', profile, owner.id, now);
        return ok(c, {
          count: -99,
          access_token: null,
          id: owner.email,
          name: null,
          snsInfo: snsInfo(profile),
          linkTicket: ticket,
          ticketExpiresAt: expiresAt,
        });
      }
      const { ticket, expiresAt } = await issueTicket(db, 'signup', profile, null, now);
      return ok(c, {
        count: 0,
        access_token: null,
        id: null,
        name: null,
        snsInfo: snsInfo(profile),
        signupTicket: ticket,
        ticketExpiresAt: expiresAt,
      });
    },
  );

  defineRoute(
    routes,
    userDoc('post', 'socialLink', '소셜 계정 연결', 'Link a social account', {
      ...MEMBER_CALL,
      schema: socialLinkSchema,
      resultKo: 'linked { provider, providerId }와 회원 정보',
      resultEn: 'linked { provider, providerId } and the member profile',
      errors: [
        ...(MEMBER_CALL.errors ?? []),
        'SOCIAL_TICKET_INVALID',
        'SOCIAL_ALREADY_LINKED',
        'TOO_MANY_REQUESTS',
      ],
    }),
    limit,
    async (c) => {
      const member = await requireMember(c, db, config.now());
      const wait = await socialLimiter.hit(`social-link|${member.user.id}`);
      if (wait > 0) return tooMany(c, wait);
      const { linkTicket } = validateAccount(socialLinkSchema, await readBody(c, key));
      const now = config.now();
      let linked: { provider: SocialProvider; providerId: string } | undefined;
      try {
        await db.transaction().execute(async (trx) => {
          const claimed = await claimTicket(trx, 'link', linkTicket, now, member.user.id);
          linked = { provider: claimed.provider, providerId: claimed.providerId };
          if (await isLinked(trx, claimed.provider, claimed.providerId))
            throw new ApiError('SOCIAL_ALREADY_LINKED');
          await linkAccount(
            trx,
            member.user.id,
            claimed.provider,
            claimed.providerId,
            claimed.email,
            now,
          );
        });
      } catch (error) {
        // Two links racing for one provider account: the unique index stops the second.
        if (!(error instanceof ApiError) && linked !== undefined) {
          const { provider, providerId } = linked;
          if (await isLinked(db, provider, providerId)) throw new ApiError('SOCIAL_ALREADY_LINKED');
        }
        throw error;
      }
      return ok(c, { linked, ...profileData(member.user) });
    },
  );

  return routes;
}
