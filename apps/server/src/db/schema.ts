import type { Insertable, Selectable } from 'kysely';

/**
 * Tables as Kysely sees them. Kept portable for the PostgreSQL path: text ids
 * (UUIDs), ISO-8601 timestamps stored as text, JSON stored as text.
 */
export interface DatasetsTable {
  id: string;
  /** The guest id (`guest-` + 10 digits) or, later, the member id. */
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
  /** The parsed table, from `tableToJSON`. */
  table_json: string;
  size_bytes: number;
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
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
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

/** Every change an administrator makes to site content, with who and when (issue 8). */
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

export interface DatabaseSchema {
  datasets: DatasetsTable;
  analyses: AnalysesTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_history: LoginHistoryTable;
  email_codes: EmailCodesTable;
  social_accounts: SocialAccountsTable;
  oauth_states: OAuthStatesTable;
  social_tickets: SocialTicketsTable;
  admin_audit_log: AdminAuditLogTable;
}

export type UserRow = Selectable<UsersTable>;

export type DatasetRow = Selectable<DatasetsTable>;
export type NewDataset = Insertable<DatasetsTable>;
export type NewAnalysis = Insertable<AnalysesTable>;
