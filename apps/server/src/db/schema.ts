import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Tables as Kysely sees them. Kept portable for the PostgreSQL path: text ids
 * (UUIDs), ISO-8601 timestamps stored as text, JSON stored as text.
 */
export interface DatasetsTable {
  id: string;
  /** The guest's owner (`guests.owner`) or, later, the member id. */
  owner: string;
  file_name: string;
  title: string;
  format: string;
  encoding: string | null;
  delimiter: string | null;
  /** The engine's full `ReadInfo` (sheet, reader warnings, …). */
  info_json: string;
  row_count: number;
  column_count: number;
  /** `DatasetSummary` of the engine. */
  summary_json: string;
  /** The version analyses run on (`dataset_versions`); its hash, for caches. */
  current_version_id: string | null;
  content_hash: string | null;
  size_bytes: number;
  created_at: string;
  /** The original file under `DATA_DIR/datasets` (`/user/downloadFiles`); null when not kept. */
  stored_name: string | null;
  /** `/dataset/category`: frequency value groupings, `{ [statsType]: { [variable]: groups } }`. */
  category_json: string | null;
  /** `/dataset/update`: variable settings and cleaning options (see datasets.ts). */
  settings_json: string | null;
  /** `/factor/factorGroups`: the grouping of items into factors and the score options. */
  factor_groups_json: string | null;
  updated_at: string | null;
}

/** Stored objects to remove once due (see migration 0016); a key ending in `/` is a prefix. */
export interface StorageDeletionsTable {
  key: string;
  due_at: string;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: string;
}

export interface AnalysesTable {
  id: string;
  owner: string;
  dataset_id: string;
  /** Analysis id of the contract (`descriptive`, …). */
  analysis: string;
  request_json: string;
  result_json: string;
  created_at: string;
  /** The dataset version it ran on: kept (never collected) while this row names it. */
  version_id: string | null;
}

/**
 * One version of a dataset's table: Arrow IPC objects under `table_prefix` (one per column,
 * `columns_json`). A version is the original file read as uploaded, or (later) `base_version_id`
 * plus the ordered transforms of `transforms_json`; today's variable settings make a new version
 * with the whole table stored.
 */
export interface DatasetVersionsTable {
  id: string;
  dataset_id: string;
  /** 1, 2, … within the dataset. */
  number: number;
  base_version_id: string | null;
  /** The ordered list of transforms (data preparation) applied to the base; null: none. */
  transforms_json: string | null;
  row_count: number;
  column_count: number;
  /** `StoredColumnEntry[]`: each column's name, type, object key and size. */
  columns_json: string;
  /** The dataset summary of this version (column types, counts, value labels). */
  summary_json: string;
  /** The first rows (the setting screens' preview), so they never need the table. */
  preview_json: string;
  table_prefix: string;
  content_hash: string;
  size_bytes: number;
  created_at: string;
  /** When another version became current; a superseded version no analysis names is collected. */
  superseded_at: string | null;
  /** An original's `SyntaxColumn[]` (SPSS syntax's facts of its columns); null until taken. */
  syntax_columns_json: string | null;
}

export interface UsersTable {
  /** UUID; what a member's rows are owned by. */
  id: string;
  /** Normalised lower-case. */
  email: string;
  /** argon2id PHC string. */
  password_hash: string;
  name: string;
  nickname: string | null;
  mobile_number: string | null;
  /** YYYY-MM-DD or null. */
  birth: string | null;
  gender: string | null;
  level: 'member' | 'admin';
  profile_image: string | null;
  payment_method: string | null;
  /** 1 or 0. */
  is_active: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the opaque token. */
  token_hash: string;
  user_id: string;
  created_at: string;
  /** Moves forward with use when `idle_ms` is set (see `accounts/sessions.ts`). */
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
  /** The idle time after which an unused token ends; null for sessions made before it. */
  idle_ms?: number | null;
  /** The end of the token's whole lifetime, which use never moves; null as `idle_ms`. */
  absolute_expires_at?: string | null;
}

export interface LoginHistoryTable {
  id: string;
  user_id: string;
  created_at: string;
  ip: string | null;
  user_agent: string | null;
  /** 1 or 0. */
  success: number;
}

export interface EmailCodesTable {
  id: string;
  email: string;
  code_hash: string;
  purpose: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  attempts: number;
}

export type SocialProvider = 'kakao' | 'naver' | 'google';

export interface SocialAccountsTable {
  id: string;
  provider: SocialProvider;
  /** The provider's user id, as text. */
  provider_user_id: string;
  user_id: string;
  email: string | null;
  created_at: string;
}

export interface OAuthStatesTable {
  /** SHA-256 (hex) of the `state` sent to the provider. */
  state_hash: string;
  provider: SocialProvider;
  /** PKCE verifier; null where the provider has no PKCE. */
  code_verifier: string | null;
  /** SHA-256 (hex) of the credential (guest id or token) that started the sign-in. */
  caller_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SocialTicketsTable {
  /** SHA-256 (hex) of the opaque ticket. */
  ticket_hash: string;
  purpose: 'signup' | 'link';
  provider: SocialProvider;
  provider_user_id: string;
  email: string | null;
  name: string | null;
  /** The member of a `link` ticket. */
  user_id: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Every change an administrator makes to site content, with who and when. */
export interface AdminAuditLogTable {
  id: string;
  /** users.id of the administrator. */
  actor_id: string;
  /** 'create' | 'update' | 'delete' | 'answer' | 'hide' | … (free text, lower-case). */
  action: string;
  /** What kind of row changed: 'notice', 'faq', 'board_post', … */
  entity: string;
  entity_id: string;
  /** JSON text: the changed fields (never passwords or tokens); null when nothing to add. */
  detail_json: string | null;
  created_at: string;
}

/** Main page announcements (`/boards/get_announcement`); sanitised HTML. */
export interface SiteAnnouncementsTable {
  id: string;
  title: string;
  content_html: string;
  link_url: string | null;
  is_published: number;
  created_at: string;
  updated_at: string;
}

/** Main page event popups, shown while starts_at <= now < ends_at. */
export interface SitePopupsTable {
  id: string;
  title: string;
  image_url: string;
  link_url: string | null;
  starts_at: string;
  ends_at: string;
  sort_order: number;
  is_published: number;
  created_at: string;
  updated_at: string;
}

/** The main page's `main_center` ads (migration 0011); no end when `ends_at` is null. */
export interface SiteCenterAdsTable {
  id: string;
  title_ko: string;
  title_en: string;
  alt_ko: string;
  alt_en: string;
  image_url: string;
  image_width: number;
  image_height: number;
  link_url: string | null;
  starts_at: string;
  ends_at: string | null;
  sort_order: number;
  is_published: number;
  created_at: string;
  updated_at: string;
}

/** Main top banners and the main page's recommended entries share this shape. */
export interface SiteImageLinksTable {
  id: string;
  title: string;
  image_url: string;
  link_url: string | null;
  sort_order: number;
  is_published: number;
  created_at: string;
  updated_at: string;
}

/** About us, directions, sales agent (fixed ids) and standalone pages; sanitised HTML. */
export interface SitePagesTable {
  id: string;
  title: string;
  content_html: string;
  created_at: string;
  updated_at: string;
}

export interface SiteCertificatesTable {
  id: string;
  kind: 'certificate' | 'patent';
  title: string;
  issuer: string;
  number: string | null;
  /** YYYY-MM-DD. */
  issued_on: string;
  image_url: string | null;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export type PolicyKind = 'terms' | 'privacy' | 'subscription';

/** One version of the terms, privacy policy or subscription terms; never updated. */
export interface SitePolicyVersionsTable {
  id: string;
  kind: PolicyKind;
  version: number;
  content_html: string;
  created_at: string;
}

export interface SiteNewsTable {
  id: string;
  title: string;
  summary: string;
  content_html: string;
  thumbnail_url: string | null;
  published_at: string;
  created_at: string;
  updated_at: string;
}

export interface SiteCouriersTable {
  id: string;
  name: string;
  code: string;
  /** The tracking page with `{invoice}` where the tracking number goes. */
  tracking_url: string;
  sort_order: number;
  is_active: number;
  created_at: string;
  updated_at: string;
}

/** Seed content already loaded, by name. */
export interface SeedMarkersTable {
  name: string;
  applied_at: string;
}

/** A post of the community board; `content_html` is sanitised (see content/sanitize.ts). */
export interface BoardPostsTable {
  id: string;
  board: string;
  title: string;
  content_html: string;
  content_text: string;
  author_user_id: string | null;
  guest_owner: string | null;
  nickname: string;
  /** argon2id PHC string of a guest author's password; null for members. */
  password_hash: string | null;
  view_count: number;
  /** 1 when an administrator hid it. */
  hidden: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface BoardRepliesTable {
  id: string;
  post_id: string;
  /** Text only, escaped as HTML. */
  contents_html: string;
  author_user_id: string | null;
  guest_owner: string | null;
  nickname: string;
  password_hash: string | null;
  hidden: number;
  created_at: string;
  deleted_at: string | null;
}

/** Categories of notices, FAQ and one-to-one questions share one shape. */
export interface ContentCategoriesTable {
  id: string;
  name: string;
  name_en: string;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface NoticesTable {
  id: string;
  category_id: string;
  title: string;
  content_html: string;
  content_text: string;
  pinned: number;
  view_count: number;
  created_at: string;
  updated_at: string;
}

export interface NoticeCommentsTable {
  id: string;
  notice_id: string;
  parent_id: string | null;
  user_id: string;
  contents_html: string;
  hidden: number;
  created_at: string;
  deleted_at: string | null;
}

export interface FaqsTable {
  id: string;
  category_id: string;
  question: string;
  answer_html: string;
  answer_text: string;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface QnaTable {
  id: string;
  kind: 'individual' | 'ordermade';
  category_id: string | null;
  /** A member id, or a guest id for a made-to-order question. */
  owner: string;
  title: string;
  contents_html: string;
  detail_json: string;
  status: 'waiting' | 'answered';
  answer_html: string | null;
  answered_by: string | null;
  answered_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface QnaAttachmentsTable {
  id: string;
  qna_id: string;
  file_name: string;
  stored_name: string;
  content_type: string;
  size_bytes: number;
  created_at: string;
}

export interface DatabaseSchema {
  datasets: DatasetsTable;
  analyses: AnalysesTable;
  storage_deletions: StorageDeletionsTable;
  dataset_versions: DatasetVersionsTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_history: LoginHistoryTable;
  email_codes: EmailCodesTable;
  social_accounts: SocialAccountsTable;
  oauth_states: OAuthStatesTable;
  social_tickets: SocialTicketsTable;
  admin_audit_log: AdminAuditLogTable;
  board_posts: BoardPostsTable;
  board_replies: BoardRepliesTable;
  notice_categories: ContentCategoriesTable;
  faq_categories: ContentCategoriesTable;
  qna_categories: ContentCategoriesTable;
  notices: NoticesTable;
  notice_comments: NoticeCommentsTable;
  faqs: FaqsTable;
  qna: QnaTable;
  qna_attachments: QnaAttachmentsTable;
  site_announcements: SiteAnnouncementsTable;
  site_popups: SitePopupsTable;
  site_banners: SiteImageLinksTable;
  site_recommended_items: SiteImageLinksTable;
  site_center_ads: SiteCenterAdsTable;
  site_pages: SitePagesTable;
  site_certificates: SiteCertificatesTable;
  site_policy_versions: SitePolicyVersionsTable;
  site_news: SiteNewsTable;
  site_couriers: SiteCouriersTable;
  seed_markers: SeedMarkersTable;
  guests: GuestsTable;
  rate_limits: RateLimitsTable;
  periodic_runs: PeriodicRunsTable;
}

/** A fixed-window counter (`accounts/rate-limit.ts`); times in epoch milliseconds. */
export interface RateLimitsTable {
  /** The limiter's name and the counted key. */
  key: string;
  window_start: number;
  count: number;
}

/** When a periodic sweep last started in any process (`periodic.ts`). */
export interface PeriodicRunsTable {
  name: string;
  started_at: number;
}

/** A guest and the hash of the key that proves it (`guest-keys.ts`). */
export interface GuestsTable {
  /** What the guest's rows are stored under: `guest-` plus 32 hex digits. */
  owner: string;
  /** The id the client shows and sends (`guest-` plus 10 digits); not unique. */
  guest_id: string;
  /** SHA-256 (hex) of the key. */
  key_hash: string;
  created_at: string;
}

export type UserRow = Selectable<UsersTable>;

export type DatasetRow = Selectable<DatasetsTable>;
export type NewDataset = Insertable<DatasetsTable>;
export type NewAnalysis = Insertable<AnalysesTable>;
export type DatasetVersionRow = Selectable<DatasetVersionsTable>;
