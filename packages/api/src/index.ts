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
export {
  ANALYSIS_ENDPOINTS,
  analysisResultSchema,
  anovaMultiResponseSchema,
  getAnovaMulti,
  getReliabilityRedirection,
  runAnalysis,
  saveCategories,
  saveFactorGroups,
  updateDataset,
} from './analyses';
export type {
  AnalysisResultBody,
  AnovaMultiRequest,
  AnovaMultiResponse,
  FactorGroup,
  ReliabilityRedirection,
  RoutedAnalysisId,
  ValueGroups,
  VariableUpdate,
} from './analyses';
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
export {
  QNA_ATTACHMENT_EXTENSIONS,
  QNA_ATTACHMENT_MAX_BYTES,
  QNA_ATTACHMENT_MAX_FILES,
  QNA_PATHS,
  createQna,
  fetchQnaAttachment,
  getMyQna,
  getQnaCategories,
  listMyQna,
} from './qna';
export type {
  QnaAttachment,
  QnaCategory,
  QnaDetail,
  QnaListItem,
  QnaPage,
  QnaRequest,
} from './qna';
export {
  ALL_CATEGORIES,
  SERVICE_CENTRE_PATHS,
  countNoticeComments,
  createNoticeComment,
  createOrdermadeQna,
  deleteNoticeComment,
  getFaqCategories,
  getNotice,
  getNoticeCategories,
  getStandaloneContent,
  listFaq,
  listNoticeComments,
  listNotices,
  searchFaq,
} from './service-centre';
export type {
  FaqItem,
  Notice,
  NoticeComment,
  NoticeListItem,
  NoticeParentComment,
  OrdermadeQna,
  OrdermadeRequest,
  PageRequest,
  ServiceCategory,
  ServicePage,
  StandaloneContent,
} from './service-centre';
export {
  COMMUNITY_PATHS,
  COMMUNITY_SEARCH_TYPES,
  createCommunityPost,
  createCommunityReply,
  deleteCommunityPost,
  deleteCommunityReply,
  getCommunityPost,
  listCommunityPosts,
  updateCommunityPost,
  uploadCommunityImage,
} from './community';
export type {
  CommunityListRequest,
  CommunityPost,
  CommunityPostListItem,
  CommunityPostPage,
  CommunityPostRequest,
  CommunityReply,
  CommunitySearchType,
  GuestAuthor,
} from './community';
export {
  AD_SLOT_PATHS,
  POLICY_PATHS,
  SITE_CONTENT_PATHS,
  getAdSlot,
  getAnnouncements,
  getCertificatesAndPatents,
  getCompanyNews,
  getContentPage,
  getCourierCompanies,
  getEventPopups,
  getOpenApiDocument,
  getPolicy,
  getPolicyVersions,
  getRecommendedItems,
  getStandalonePage,
  getTopBanners,
  listCompanyNews,
  openApiDocumentSchema,
  openApiOperationSchema,
} from './site-content';
export type {
  AdSlot,
  Announcement,
  Certificate,
  CertificatesAndPatents,
  ContentPage,
  ContentPageName,
  CourierCompany,
  EventPopupItem,
  ImageLink,
  NewsDetail,
  NewsItem,
  NewsPage,
  OpenApiDocument,
  OpenApiOperation,
  PolicyContent,
  PolicyKind,
  PolicyVersionItem,
} from './site-content';
