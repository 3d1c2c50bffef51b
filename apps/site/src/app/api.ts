import {
  checkToken,
  createApiClient,
  DEVELOPMENT_ENVELOPE_KEY,
  getDataset,
  getUserInfo,
  login,
  logout,
  register,
  listDatasets,
  removeDataset,
  runDescriptiveAnalysis,
  uploadDataset,
  type ApiClient,
  type CallOptions,
} from '@tonggye/api';
import {
  createWizardMachine,
  sessionMachine,
  type AnyAnalysisDefinition,
  type RunAnalysisInput,
  type RunAnalysisOutput,
  type SocialLoginAnswer,
  type SocialLoginRequest,
} from '@tonggye/analysis-forms';
import { fromPromise } from 'xstate';

/** One client for the whole site: same origin, headers read from localStorage before each call. */
export const apiClient: ApiClient = createApiClient({
  baseURL: import.meta.env.VITE_API_BASE_URL ?? '',
  envelopeKey: __ENVELOPE_KEY__ || DEVELOPMENT_ENVELOPE_KEY,
});

type Runner = (
  client: ApiClient,
  input: RunAnalysisInput,
  options: CallOptions,
) => Promise<RunAnalysisOutput>;

/** The server call behind each analysis definition (analysis-contract.md, "One request, three doors"). */
const runners: Record<string, Runner> = {
  descriptive: (client, input, options) =>
    runDescriptiveAnalysis(
      client,
      {
        uuid: input.dataset.uuid,
        fileName: input.dataset.fileName,
        account: client.session.getEmail() ?? client.session.getCredential() ?? '',
        userUuid: client.session.getCredential() ?? '',
        ...(input.request as Omit<
          Parameters<typeof runDescriptiveAnalysis>[1],
          'uuid' | 'fileName' | 'account' | 'userUuid'
        >),
      },
      options,
    ),
};

/** The generic wizard of one analysis, with the server calls injected (machines know no HTTP). */
export function createAnalysisWizard(
  definition: AnyAnalysisDefinition,
  client: ApiClient = apiClient,
) {
  const runner = runners[definition.id];
  if (!runner) throw new Error(`no server call for analysis ${definition.id}`);
  return createWizardMachine(definition).provide({
    actors: {
      uploadDataset: fromPromise(({ input, signal }) =>
        uploadDataset(
          client,
          {
            file: input.file,
            title: input.title,
            firstRowAsNames: input.firstRowAsNames,
            encoding: input.encoding,
          },
          { signal },
        ),
      ),
      listDatasets: fromPromise(({ signal }) => listDatasets(client, { signal })),
      removeDataset: fromPromise(({ input, signal }) =>
        removeDataset(client, input.uuid, { signal }),
      ),
      loadDataset: fromPromise(({ input, signal }) => getDataset(client, input.uuid, { signal })),
      runAnalysis: fromPromise(({ input, signal }) => runner(client, input, { signal })),
    },
  });
}

/**
 * `user_level` of a sign-up. The server always creates a plain member (never an admin),
 * whatever is sent; only a stored level of `admin` changes anything (spec point 6).
 */
export const MEMBER_LEVEL = 'member';

/**
 * The session lifecycle with browser storage and the account calls injected. Social
 * sign-in has no server route yet, so it fails with the machine's social-failure message.
 */
export function createSiteSessionMachine(client: ApiClient = apiClient) {
  return sessionMachine.provide({
    actors: {
      readSession: fromPromise(async () => ({
        token: client.session.getToken(),
        guestId: client.session.getGuestId(),
        level: client.session.getLevel(),
      })),
      startGuestSession: fromPromise(async () => client.session.ensureGuestId()),
      login: fromPromise(({ input, signal }) =>
        login(client, { email: input.email, password: input.password }, { signal }),
      ),
      register: fromPromise(({ input, signal }) =>
        register(
          client,
          {
            name: input.name,
            email: input.email,
            password: input.password,
            mobile: input.mobile,
            birth: input.birth,
            gender: input.gender,
            level: MEMBER_LEVEL,
          },
          { signal },
        ),
      ),
      socialLogin: fromPromise<SocialLoginAnswer, SocialLoginRequest>(async () => {
        throw new Error('social sign-in has no server route yet');
      }),
      storeLogin: fromPromise(async ({ input }) => {
        client.session.saveLogin(input.token, input.level, input.email);
      }),
      checkToken: fromPromise(async ({ signal }) => {
        const { resCode } = await checkToken(client, { signal });
        if (resCode !== 200) return { resCode };
        // The profile is a nicety: a failure here must not end a valid session.
        const info = await getUserInfo(client, { signal }).catch(() => null);
        return { resCode, user: info?.resCode === 200 ? info.user : null };
      }),
      logout: fromPromise(async ({ signal }) => {
        await logout(client, { signal });
      }),
      clearStoredSession: fromPromise(async ({ input }) =>
        client.session.clearMember(Date.now(), { removeAccount: input.removeAccount }),
      ),
    },
  });
}

export const siteSessionMachine = createSiteSessionMachine();
