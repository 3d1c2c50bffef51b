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

const providerSchema = z.string().trim().toLowerCase().pipe(z.enum(SOCIAL_PROVIDERS));

/**
 * `POST /user/socialLogin` (spec points 3, 4 and 7): `socialName` with either the `code` and
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

  routes.get('/social/:provider/start', async (c) => {
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
  });

  routes.post('/socialLogin', limit, async (c) => {
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
  });

  routes.post('/socialLink', limit, async (c) => {
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
  });

  return routes;
}
