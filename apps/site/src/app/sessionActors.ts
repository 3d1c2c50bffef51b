import { SOCIAL_PROVIDERS, ApiError, type ApiClient } from '@tonggye/api';
import {
  sessionMachineWithoutRules,
  type SocialLoginAnswer,
  type SocialLoginRequest,
} from '@tonggye/analysis-forms';
import { fromPromise } from 'xstate';
import { passesAccountRule } from './accountRules';
import { apiClient } from './apiClient';

/** The account calls in their own chunk (with zod), fetched by the first call that needs one. */
const accountCalls = () => import('./accountCalls');

/**
 * `user_level` of a sign-up. The server always creates a plain member (never an admin),
 * whatever is sent; only a stored level of `admin` changes anything (it reveals technical error details).
 */
export const MEMBER_LEVEL = 'member';

/**
 * `POST /user/socialLogin` for the session machine, which applies the count rules: a
 * refusal (no count) becomes an error in the server's words.
 */
async function siteSocialLogin(
  client: ApiClient,
  request: SocialLoginRequest,
  signal: AbortSignal,
): Promise<SocialLoginAnswer> {
  const provider = SOCIAL_PROVIDERS.find((name) => name === request.socialName.toLowerCase());
  if (provider === undefined)
    throw new Error(`unknown social provider ${JSON.stringify(request.socialName)}`);
  const { socialLogin } = await accountCalls();
  const answer = await socialLogin(
    client,
    'code' in request
      ? { socialName: provider, code: request.code, state: request.state }
      : { socialName: provider, accessToken: request.accessToken },
    { signal },
  );
  if (answer.count === null)
    throw new ApiError({
      status: answer.resCode,
      code: String(answer.resCode),
      message: answer.message ?? '',
      messageEn: answer.messageEn ?? answer.message ?? '',
    });
  return {
    count: answer.count,
    accessToken: answer.token,
    id: answer.user.id,
    name: answer.user.name,
    snsInfo: answer.snsInfo,
    signupTicket: answer.signupTicket,
    linkTicket: answer.linkTicket,
  };
}

/**
 * The session lifecycle with browser storage and the account calls injected; LOGIN and
 * REGISTER values are re-checked with the forms' rules once their screens registered them
 * (`accountRules.ts`).
 */
export function createSiteSessionMachine(
  client: ApiClient = apiClient,
  delays: { idleLogout?: number } = {},
) {
  return sessionMachineWithoutRules.provide({
    ...(delays.idleLogout === undefined ? {} : { delays: { idleLogout: delays.idleLogout } }),
    guards: {
      validLogin: ({ event }) => event.type === 'LOGIN' && passesAccountRule('login', event.values),
      validSignUp: ({ event }) =>
        event.type === 'REGISTER' && passesAccountRule('signUp', event.values),
    },
    actors: {
      readSession: fromPromise(async () => ({
        token: client.session.getToken(),
        guestId: client.session.getGuestId(),
        level: client.session.getLevel(),
      })),
      startGuestSession: fromPromise(async () => client.session.ensureGuestId()),
      login: fromPromise(async ({ input, signal }) => {
        const { login } = await accountCalls();
        return login(client, { email: input.email, password: input.password }, { signal });
      }),
      register: fromPromise(async ({ input, signal }) => {
        const { register } = await accountCalls();
        return register(
          client,
          {
            name: input.name,
            email: input.email,
            password: input.password,
            mobile: input.mobile,
            birth: input.birth,
            gender: input.gender,
            level: MEMBER_LEVEL,
            ...(input.signupTicket ? { signupTicket: input.signupTicket } : {}),
          },
          { signal },
        );
      }),
      socialLogin: fromPromise<SocialLoginAnswer, SocialLoginRequest>(async ({ input, signal }) =>
        siteSocialLogin(client, input, signal),
      ),
      storeLogin: fromPromise(async ({ input }) => {
        // Store: the guest's cart moves into the member's, with a ticket asked for
        // while still the guest; never fails the sign-in.
        const cart = await import('../routes/store/catalogue/mergeGuestCart');
        const ticket = await cart.prepareCartMerge(client);
        client.session.saveLogin(input.token, input.level, input.email);
        if (ticket !== null) await cart.mergeGuestCart(client, ticket);
      }),
      checkToken: fromPromise(async ({ signal }) => {
        const { checkToken, getUserInfo } = await accountCalls();
        const { resCode } = await checkToken(client, { signal });
        if (resCode !== 200) return { resCode };
        // The profile is a nicety: a failure here must not end a valid session.
        const info = await getUserInfo(client, { signal }).catch(() => null);
        return { resCode, user: info?.resCode === 200 ? info.user : null };
      }),
      logout: fromPromise(async ({ signal }) => {
        const { logout } = await accountCalls();
        await logout(client, { signal });
      }),
      clearStoredSession: fromPromise(async ({ input }) =>
        client.session.clearMember(Date.now(), { removeAccount: input.removeAccount }),
      ),
    },
  });
}
