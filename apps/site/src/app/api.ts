import {
  analysisResultSchema,
  checkToken,
  createApiClient,
  getAnalysisHistory,
  DEVELOPMENT_ENVELOPE_KEY,
  getDataset,
  getUserInfo,
  login,
  logout,
  register,
  socialLogin,
  SOCIAL_PROVIDERS,
  ApiError,
  listDatasets,
  removeDataset,
  runAnalysis,
  runDescriptiveAnalysis,
  interpretAnalysis,
  INTERPRETATION_PREFIXES,
  type InterpretedAnalysis,
  ANALYSIS_ENDPOINTS,
  type RoutedAnalysisId,
  uploadDataset,
  type ApiClient,
  type CallOptions,
} from '@tonggye/api';
import {
  createWizardMachine,
  sessionMachine,
  type AnyAnalysisDefinition,
  type AnalysisResult,
  type InterpretInput,
  type Interpretation,
  type LoadAnalysisInput,
  type StoredAnalysis,
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

/** Analyses at `{prefix}/analysis` (spec point 7) share one call: identity fields plus the request. */
function routedRunner(id: string): Runner | undefined {
  if (!(id in ANALYSIS_ENDPOINTS)) return undefined;
  return (client, input, options) =>
    runAnalysis(
      client,
      id as RoutedAnalysisId,
      {
        uuid: input.dataset.uuid,
        fileName: input.dataset.fileName,
        account: client.session.getEmail() ?? client.session.getCredential() ?? '',
        userUuid: client.session.getCredential() ?? '',
        ...input.request,
      },
      options,
    );
}

export interface AnalysisWizardOptions {
  /** The language the interpretation is written in, read when it is asked for. */
  language?: () => 'ko' | 'en';
}

/**
 * `POST {prefix}/interpretation` with the result itself (the contract's `dataToAnalyze`), in
 * the visitor's language; `interpret` and `interpretDetail` are what the page shows.
 */
function interpretation(client: ApiClient, language: () => 'ko' | 'en') {
  return fromPromise<Interpretation | null, InterpretInput>(async ({ input, signal }) => {
    if (!(input.analysis in INTERPRETATION_PREFIXES))
      throw new Error(`no interpretation call for analysis ${input.analysis}`);
    const answer = await interpretAnalysis(
      client,
      input.analysis as InterpretedAnalysis,
      {
        uuid: input.datasetUuid,
        statsType: input.analysis,
        // A result the server stored (every run, and a reopened one) is named by its id.
        ...(input.analysisId !== null
          ? { analysisId: input.analysisId }
          : { dataToAnalyze: input.result }),
        language: language(),
      },
      { signal },
    );
    return { interpret: answer.interpret, interpretDetail: answer.interpretDetail };
  });
}

/**
 * One of the visitor's stored analyses (`/analysis-history/detail`) with its dataset, to reopen
 * from the history. An unknown id, or another visitor's, is the server's bilingual 404.
 */
function storedAnalysis(client: ApiClient, definition: AnyAnalysisDefinition) {
  return fromPromise<StoredAnalysis, LoadAnalysisInput>(async ({ input, signal }) => {
    const stored = await getAnalysisHistory(client, input.analysisId, { signal });
    // Only a hand-edited URL gets here; the wizard shows its catalogue's general failure.
    if (stored.analysis !== definition.id)
      throw Object.assign(new Error(`analysis ${input.analysisId} is not ${definition.id}`), {
        code: 'ANALYSIS_NOT_FOUND',
      });
    const dataset = await getDataset(client, stored.datasetUuid, { signal });
    return {
      analysisId: stored.analysisId,
      dataset,
      request: stored.request,
      result: analysisResultSchema.parse(stored.result) as unknown as AnalysisResult,
    };
  });
}

/** The generic wizard of one analysis, with the server calls injected (machines know no HTTP). */
export function createAnalysisWizard(
  definition: AnyAnalysisDefinition,
  client: ApiClient = apiClient,
  { language = () => 'ko' }: AnalysisWizardOptions = {},
) {
  const runner = runners[definition.id] ?? routedRunner(definition.id);
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
      loadAnalysis: storedAnalysis(client, definition),
      interpret: interpretation(client, language),
    },
  });
}

/**
 * `user_level` of a sign-up. The server always creates a plain member (never an admin),
 * whatever is sent; only a stored level of `admin` changes anything (spec point 6).
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

/** The session lifecycle with browser storage and the account calls injected. */
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
            ...(input.signupTicket ? { signupTicket: input.signupTicket } : {}),
          },
          { signal },
        ),
      ),
      socialLogin: fromPromise<SocialLoginAnswer, SocialLoginRequest>(async ({ input, signal }) =>
        siteSocialLogin(client, input, signal),
      ),
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
