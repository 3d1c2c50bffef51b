export { createApiClient, REQUEST_TIMEOUT_MS } from './client';
export type { ApiClient, ApiClientOptions, CallOptions, PlainRequest } from './client';
export { ApiError, isApiError, CLIENT_ERROR_CODES } from './errors';
export type { ClientErrorCode } from './errors';
export { sealEnvelope, openEnvelope, EnvelopeError, DEVELOPMENT_ENVELOPE_KEY } from './envelope';
export {
  STORAGE_KEYS,
  GUEST_ID_PATTERN,
  createGuestId,
  createMemoryStorage,
  createSessionStore,
  readStored,
} from './session-storage';
export type { SessionIdentity, SessionStore, StorageKey, StorageLike } from './session-storage';
export * from './schemas';
export {
  API_PATHS,
  uploadDataset,
  listDatasets,
  removeDataset,
  getDataset,
  runDescriptiveAnalysis,
} from './endpoints';
export type {
  AnalysisIdentity,
  DescriptiveAnalysisRequest,
  DescriptiveOptions,
  UploadDatasetInput,
} from './endpoints';
export { ANALYSIS_ENDPOINTS, analysisResultSchema, runAnalysis } from './analyses';
export type { AnalysisResultBody, RoutedAnalysisId } from './analyses';
export {
  INTERPRETATION_PREFIXES,
  interpretAnalysis,
  interpretationResponseSchema,
} from './interpretation';
export type {
  InterpretationRequest,
  InterpretationResponse,
  InterpretedAnalysis,
} from './interpretation';
export {
  ACCOUNT_PATHS,
  NO_UTM_ID,
  accountDataSchema,
  accountResponseSchema,
  checkToken,
  emailExists,
  getUserInfo,
  login,
  logout,
  register,
  SOCIAL_PROVIDERS,
  socialLink,
  socialLogin,
  socialLoginStart,
  socialStartPath,
  toSignUpPayload,
} from './accounts';
export type {
  AccountAnswer,
  AccountProfile,
  LoginRequest,
  SignUpRequest,
  SnsInfo,
  SocialLoginAnswer,
  SocialLoginRequest,
  SocialProvider,
  SocialStartAnswer,
} from './accounts';
export {
  MY_ACCOUNT_PATHS,
  PROFILE_FIELD_CALLS,
  changeEmail,
  changePassword,
  changeProfileField,
  deleteAccount,
  findEmail,
  getLoginHistory,
  getMemberProfile,
  memberProfileSchema,
  resetPassword,
  sendEmailCode,
  updateProfileImage,
  verifyEmailCode,
} from './my-account';
export type { CodePurpose, LoginHistoryPage, MemberProfile, ProfileField } from './my-account';
export {
  ANALYSIS_HISTORY_PATHS,
  getAnalysisHistory,
  listAnalysisHistory,
  removeAnalysisHistory,
} from './analysis-history';
export type {
  AnalysisHistoryDetail,
  AnalysisHistoryItem,
  AnalysisHistoryPage,
} from './analysis-history';
export { QNA_PATHS, createQna, getMyQna, getQnaCategories, listMyQna } from './qna';
export type { QnaCategory, QnaDetail, QnaListItem, QnaPage, QnaRequest } from './qna';
