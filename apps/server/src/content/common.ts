import { sealEnvelope } from '../envelope';
import type { Context } from 'hono';
import { sql, type Expression, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/database';
import { ApiError, ERRORS, type ErrorCode } from '../errors';
import { resolveIdentity, type Identity } from '../identity';
import { stripControl } from './sanitize';

export type Member = Extract<Identity, { kind: 'member' }>;

/** Paging of every list: community, service centre, site content and administration. */
export const MAX_PAGE = 100_000;
export const MAX_PAGE_SIZE = 100;

export interface Paging {
  page: number;
  size: number;
}

/** A page of a list (page, size, total and its rows); a type alias, so it is assignable to a plain record. */
export type Paged<T> = {
  items: T[];
  totalCount: number;
  totalPage: number;
  currentPage: number;
  pageSize: number;
};

function pagingValue(raw: unknown, field: string, fallback: number, max: number): number {
  if (raw === undefined || raw === null || raw === '') return fallback;
  // Digits only in text: `Number` would also read '1e2' or '0x10' as a page.
  const value =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && /^\d{1,7}$/.test(raw.trim())
        ? Number(raw.trim())
        : NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > max)
    throw new ApiError('PAGING_INVALID', { field, maxPage: MAX_PAGE, maxSize: MAX_PAGE_SIZE });
  return value;
}

/**
 * `page` (1…100000, default 1) and `size` (1…100, default `defaultSize`) from a payload or a
 * query; negative, zero, fractional, huge or non-numeric values answer PAGING_INVALID (400).
 */
export function readPaging(source: Record<string, unknown>, defaultSize = 10): Paging {
  return {
    page: pagingValue(source.page, 'page', 1, MAX_PAGE),
    size: pagingValue(source.size, 'size', defaultSize, MAX_PAGE_SIZE),
  };
}

export function paged<T>(items: T[], totalCount: number, { page, size }: Paging): Paged<T> {
  return {
    items,
    totalCount,
    totalPage: Math.ceil(totalCount / size),
    currentPage: page,
    pageSize: size,
  };
}

/**
 * Validates a payload; a rule whose message is an error code (`CODE` or `CODE:max`) answers with
 * that code and `{ field, max }`, anything else with VALIDATION_FAILED naming the field.
 */
export function validateContent<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)';
  const [code, max] = (issue?.message ?? '').split(':');
  if (code !== undefined && code in ERRORS && code !== 'VALIDATION_FAILED') {
    const details: Record<string, string | number> = { field };
    if (max !== undefined) details.max = Number(max);
    throw new ApiError(code as ErrorCode, details);
  }
  throw new ApiError('VALIDATION_FAILED', { field });
}

/**
 * A one-line text (title, nickname, question, category name): trimmed, control characters
 * removed, never containing `<` or `>`, so it is safe as text and as HTML alike.
 */
export function lineSchema(max: number, min = 1) {
  return z
    .string('VALIDATION_FAILED')
    .transform((value) => stripControl(value).replace(/\s+/g, ' ').trim())
    .refine((value) => value.length >= min, 'CONTENT_EMPTY')
    .refine((value) => value.length <= max, `TEXT_TOO_LONG:${max}`)
    .refine((value) => !/[<>]/.test(value), 'MARKUP_NOT_ALLOWED');
}

/** A body of editor HTML, at most `max` characters before sanitising. */
export function htmlSchema(max: number) {
  return z
    .string('VALIDATION_FAILED')
    .refine((value) => value.length <= max, `TEXT_TOO_LONG:${max}`);
}

/** Plain multi-line text (comments, replies). */
export function textSchema(max: number) {
  return z
    .string('VALIDATION_FAILED')
    .transform((value) => stripControl(value).trim())
    .refine((value) => value.length >= 1, 'CONTENT_EMPTY')
    .refine((value) => value.length <= max, `TEXT_TOO_LONG:${max}`);
}

/** An id of a row (UUIDs, or the seed's fixed ids). */
export const idSchema = z.string('VALIDATION_FAILED').trim().min(1).max(100);

function hasCredential(c: Context): boolean {
  for (const name of ['auth', 'authorization']) {
    const value = c.req.header(name)?.trim();
    if (value !== undefined && value !== '' && value !== 'null' && value !== 'undefined')
      return true;
  }
  return false;
}

/**
 * The caller of a public read: undefined when no credential was sent at all (a visitor whose
 * client has not made a guest id yet may still read), otherwise as `resolveIdentity` (a dead
 * token is TOKEN_INVALID, never silently a guest).
 */
export async function optionalIdentity(
  c: Context,
  db: Database,
  now: Date,
): Promise<Identity | undefined> {
  if (!hasCredential(c)) return undefined;
  return resolveIdentity(c, db, now);
}

/** A guest id or a member; writing needs one (UNAUTHENTICATED otherwise). */
export function requireIdentity(c: Context, db: Database, now: Date): Promise<Identity> {
  return resolveIdentity(c, db, now);
}

/** A signed-in member; a guest or no credential answers LOGIN_REQUIRED (401). */
export async function requireMemberIdentity(c: Context, db: Database, now: Date): Promise<Member> {
  const identity = await optionalIdentity(c, db, now);
  if (identity?.kind !== 'member') throw new ApiError('LOGIN_REQUIRED');
  return identity;
}

/** The name a member shows on the board: the nickname, or the name with its middle masked. */
export function displayName(user: { nickname: string | null; name: string }): string {
  const nickname = user.nickname?.trim();
  if (nickname) return nickname.replace(/[<>]/g, '');
  return maskName(user.name);
}

/** 홍길동 → 홍*동, 김철 → 김*, Alice Kim → A********m. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** `%keyword%` for LIKE … ESCAPE '\', the wildcards of the keyword taken literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Case-insensitive `column LIKE pattern` on both SQLite and PostgreSQL. */
export function ilike(column: string, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/**
 * A board answer (the board calls' own shape, "encryptData for boards"): `{ resCode: 200, encryptData }`,
 * the result sealed with the envelope key.
 */
export function sendBoard(c: Context, payload: unknown, key: string): Response {
  return c.json({ resCode: 200, encryptData: sealEnvelope(payload, key) }, 200);
}
