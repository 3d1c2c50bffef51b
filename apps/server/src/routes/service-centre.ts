import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { isAdmin, moderatingAdmin, recordAdminChange } from '../admin';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_TYPES,
  STORED_NAME,
  checkAttachments,
  keepAttachments,
  keptAttachmentKeys,
  QNA_ATTACHMENT_AREA,
  takeBackAttachmentLeases,
  type CheckedFile,
  type AttachmentExtension,
} from '../content/attachments';
import { runDeletions, scheduleDeletion } from '../storage/deletions';
import { keptFileKey } from '../storage/kept-files';
import { StoredObjectMissing } from '../storage/object-store';
import {
  displayName,
  idSchema,
  ilike,
  likePattern,
  lineSchema,
  optionalIdentity,
  paged,
  readPaging,
  requireIdentity,
  requireMemberIdentity,
  textSchema,
  validateContent,
  type Paging,
} from '../content/common';
import { textToHtml } from '../content/sanitize';
import type { Database } from '../db/database';
import type { QnaTable } from '../db/schema';
import type { AppEnv, RouteDeps } from '../env';
import { ApiError, formatBytes } from '../errors';
import type { Identity } from '../identity';
import { openPayload } from '../protocol';
import { jsonBodyLimit } from './limits';
import { ok, readBody } from './user';
import {
  MEMBER,
  MEMBER_CALL,
  PAGE_KO,
  PAGING,
  plain,
  queryDoc,
  SERVICE_CENTRE_TAG,
  TEXT_ERRORS,
  WRITER,
} from '../content/community-docs';
import { defineRoute } from './define';

export const COMMENT_MAX = 1_000;
export const QNA_TITLE_MAX = 200;
export const QNA_CONTENTS_MAX = 5_000;

type CategoryTable = 'notice_categories' | 'faq_categories' | 'qna_categories';

/** Query of the lists: paging, a category given in the path, an optional keyword. */
export const listQuerySchema = z.looseObject({
  page: z.string().optional(),
  size: z.string().optional(),
  keyword: z.string().trim().max(100, 'TEXT_TOO_LONG:100').optional(),
});
export const faqSearchQuerySchema = listQuerySchema.extend({
  keyword: lineSchema(100),
});
export const commentsQuerySchema = z.looseObject({
  board_id: idSchema,
  page: z.string().optional(),
  size: z.string().optional(),
  user_email: z.string().max(254).optional(),
});
export const commentCountQuerySchema = z.looseObject({ board_id: idSchema });
export const newCommentSchema = z.looseObject({
  board_uuid: idSchema,
  // The author is the member of the token; the e-mail the client sends is not trusted.
  userEmail: z.string().max(254).nullish(),
  contents: textSchema(COMMENT_MAX),
  parentId: idSchema.nullish(),
});
export const deleteCommentSchema = z.looseObject({ commentId: idSchema });
export const qnaCreateSchema = z.looseObject({
  categoryId: idSchema,
  title: lineSchema(QNA_TITLE_MAX),
  contents: textSchema(QNA_CONTENTS_MAX),
});
/** `POST /boards/qna-update`: an own unanswered question, rewritten; its files kept unless listed. */
export const qnaUpdateSchema = qnaCreateSchema.extend({
  id: idSchema,
  /** Ids of the question's attachments to remove (`attachments[].id` of the detail). */
  removeAttachmentIds: z
    .array(idSchema, 'VALIDATION_FAILED')
    .max(ATTACHMENT_MAX_FILES, 'VALIDATION_FAILED')
    .optional(),
});
export const ordermadeSchema = z.looseObject({
  title: lineSchema(QNA_TITLE_MAX).optional(),
  contents: textSchema(QNA_CONTENTS_MAX),
  name: lineSchema(50),
  email: z.email('EMAIL_INVALID').max(254, 'EMAIL_INVALID'),
  phone: z
    .string()
    .trim()
    .regex(/^[\d-]{8,20}$/, 'MOBILE_INVALID'),
  productName: lineSchema(100).optional(),
  quantity: z.coerce.number().int().min(1).max(10_000_000).optional(),
  size: lineSchema(100).optional(),
  desiredDate: z.iso.date().optional(),
});

function categoryView(row: {
  id: string;
  name: string;
  name_en: string;
  sort_order: number;
  count?: number | string | bigint | null;
}) {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    sortOrder: Number(row.sort_order),
    ...(row.count !== undefined ? { count: Number(row.count ?? 0) } : {}),
  };
}

async function categories(
  db: Database,
  table: CategoryTable,
  items: 'notices' | 'faqs' | 'qna' | null,
) {
  const rows = await db
    .selectFrom(table)
    .select(['id', 'name', 'name_en', 'sort_order'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  if (items === null) return rows.map((row) => categoryView(row));
  const counts = await db
    .selectFrom(items)
    .select(['category_id'])
    .select((eb) => eb.fn.countAll().as('n'))
    .groupBy('category_id')
    .execute();
  const byId = new Map(counts.map((row) => [row.category_id, Number(row.n)]));
  return rows.map((row) => categoryView({ ...row, count: byId.get(row.id) ?? 0 }));
}

/** 'all' (or empty) means every category; an unknown category answers CATEGORY_NOT_FOUND. */
async function categoryFilter(
  db: Database,
  table: CategoryTable,
  category: string | undefined,
): Promise<string | null> {
  if (category === undefined || category === '' || category === 'all') return null;
  const found = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', category)
    .executeTakeFirst();
  if (found === undefined) throw new ApiError('CATEGORY_NOT_FOUND', { category });
  return found.id;
}

async function faqPage(
  db: Database,
  paging: Paging,
  categoryId: string | null,
  keyword: string | undefined,
) {
  let query = db.selectFrom('faqs');
  if (categoryId !== null) query = query.where('category_id', '=', categoryId);
  if (keyword) {
    const pattern = likePattern(keyword);
    query = query.where((eb) => eb.or([ilike('question', pattern), ilike('answer_text', pattern)]));
  }
  const total = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select(['id', 'category_id', 'question', 'answer_html', 'sort_order', 'updated_at'])
    .orderBy('sort_order')
    .orderBy('created_at')
    .orderBy('id')
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size)
    .execute();
  return paged(
    rows.map((row) => ({
      id: row.id,
      categoryId: row.category_id,
      question: row.question,
      answerHtml: row.answer_html,
      updatedAt: row.updated_at,
    })),
    Number(total.n),
    paging,
  );
}

/** A question as it is first written: waiting for its answer, with none yet. */
function newQnaRow(
  question: Pick<
    QnaTable,
    'id' | 'kind' | 'category_id' | 'owner' | 'title' | 'contents_html' | 'detail_json'
  >,
  stamp: string,
): QnaTable {
  return {
    ...question,
    status: 'waiting',
    answer_html: null,
    answered_by: null,
    answered_at: null,
    created_at: stamp,
    updated_at: stamp,
  };
}

function qnaView(
  row: Pick<
    QnaTable,
    | 'id'
    | 'kind'
    | 'category_id'
    | 'title'
    | 'contents_html'
    | 'detail_json'
    | 'status'
    | 'answer_html'
    | 'answered_at'
    | 'created_at'
    | 'updated_at'
  >,
  attachments: { id: string; file_name: string; content_type: string; size_bytes: number }[],
) {
  return {
    id: row.id,
    kind: row.kind,
    categoryId: row.category_id,
    title: row.title,
    contents: row.contents_html,
    detail: JSON.parse(row.detail_json) as Record<string, unknown>,
    status: row.status,
    answer: row.answer_html,
    answeredAt: row.answered_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    attachments: attachments.map((file) => ({
      id: file.id,
      fileName: file.file_name,
      contentType: file.content_type,
      sizeBytes: Number(file.size_bytes),
      url: `/boards/qna-attachment/${file.id}`,
    })),
  };
}

/** A question and its attachments: the owner's, or any for an administrator; else QNA_NOT_FOUND. */
export async function findQna(db: Database, id: string, identity: Identity | undefined) {
  let query = db.selectFrom('qna').selectAll().where('id', '=', id);
  if (!isAdmin(identity)) {
    // Only members read questions back: a guest id is guessable, so it proves nothing.
    if (identity?.kind !== 'member') throw new ApiError('QNA_NOT_FOUND');
    query = query.where('owner', '=', identity.owner);
  }
  const row = await query.executeTakeFirst();
  if (row === undefined) throw new ApiError('QNA_NOT_FOUND');
  const files = await db
    .selectFrom('qna_attachments')
    .select(['id', 'file_name', 'content_type', 'size_bytes'])
    .where('qna_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return qnaView(row, files);
}

export async function listQna(
  db: Database,
  paging: Paging,
  filter: { owner?: string; status?: 'waiting' | 'answered'; kind?: 'individual' | 'ordermade' },
) {
  let query = db.selectFrom('qna');
  if (filter.owner !== undefined) query = query.where('owner', '=', filter.owner);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.kind !== undefined) query = query.where('kind', '=', filter.kind);
  const total = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select(['id', 'kind', 'category_id', 'title', 'status', 'answered_at', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size)
    .execute();
  return paged(
    rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      categoryId: row.category_id,
      title: row.title,
      status: row.status,
      answeredAt: row.answered_at,
      createdAt: row.created_at,
    })),
    Number(total.n),
    paging,
  );
}

/** Reads a query with a schema (page and size are checked by `readPaging`). */
function query<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return validateContent(schema, c.req.query());
}

async function noticeExists(db: Database, id: string): Promise<void> {
  const found = await db.selectFrom('notices').select('id').where('id', '=', id).executeTakeFirst();
  if (found === undefined) throw new ApiError('NOTICE_NOT_FOUND');
}

/** Q&A bodies with attachments: five files of the largest size and room for the text. */
function qnaUploadLimit() {
  return bodyLimit({
    maxSize: ATTACHMENT_MAX_FILES * ATTACHMENT_MAX_BYTES + 1024 * 1024,
    onError: () => {
      throw attachmentsTooLarge();
    },
  });
}

function attachmentsTooLarge(): ApiError {
  return new ApiError('ATTACHMENT_TOO_LARGE', {
    limit: formatBytes(ATTACHMENT_MAX_BYTES),
    count: ATTACHMENT_MAX_FILES,
  });
}

/**
 * A Q&A body: multipart `encryptedData` (sealed) with `files`/`file` parts, or a plain
 * `{ encryptedData }` JSON body without files.
 */
async function readQnaUpload(c: Context<AppEnv>, key: string) {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('multipart/form-data')) return { raw: await readBody(c, key), files: [] };
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new ApiError('BAD_MULTIPART');
  }
  const sealed = form.encryptedData;
  const raw = openPayload(typeof sealed === 'string' ? sealed : undefined, z.unknown(), key);
  const files = [form.files, form.file]
    .flatMap((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .filter((value): value is File => value instanceof File);
  return { raw, files };
}

async function qnaCategoryId(db: Database, categoryId: string): Promise<string> {
  const category = await db
    .selectFrom('qna_categories')
    .select('id')
    .where('id', '=', categoryId)
    .executeTakeFirst();
  if (category === undefined) throw new ApiError('CATEGORY_NOT_FOUND', { category: categoryId });
  return category.id;
}

/** Inserts a question's new attachments after its existing ones (the order they were sent in). */
async function insertAttachments(
  db: Database,
  qnaId: string,
  stored: { file: CheckedFile; storedName: string }[],
  stamp: string,
): Promise<void> {
  // One random base and a running number: the files keep the order they were sent in.
  const base = randomUUID();
  for (const [index, { file, storedName }] of stored.entries())
    await db
      .insertInto('qna_attachments')
      .values({
        id: `${base}-${String(index + 1).padStart(2, '0')}`,
        qna_id: qnaId,
        file_name: file.fileName,
        stored_name: storedName,
        content_type: ATTACHMENT_TYPES[file.extension],
        size_bytes: file.bytes.byteLength,
        created_at: stamp,
      })
      .execute();
  // Their objects are named from this commit on: the leases taken when they were stored end.
  await takeBackAttachmentLeases(
    db,
    QNA_ATTACHMENT_AREA,
    stored.map((entry) => entry.storedName),
  );
}

function keysOf(stored: { storedName: string }[]): string[] {
  return keptAttachmentKeys(
    QNA_ATTACHMENT_AREA,
    stored.map((entry) => entry.storedName),
  );
}

/**
 * Checks an edit of an own question against the rows as they are and returns the stored names
 * of the attachments it removes. In a transaction it runs after the guarded UPDATE (which holds
 * the row), so two edits of one question never both pass the count check.
 */
async function checkQnaEdit(
  db: Database,
  owner: string,
  edit: { id: string; removeAttachmentIds?: string[] | undefined },
  added: number,
): Promise<string[]> {
  const row = await db
    .selectFrom('qna')
    .select(['status', 'kind'])
    .where('id', '=', edit.id)
    .where('owner', '=', owner)
    .executeTakeFirst();
  // Someone else's question answers exactly like an unknown one; made-to-order ones are not edited here.
  if (row === undefined || row.kind !== 'individual') throw new ApiError('QNA_NOT_FOUND');
  if (row.status !== 'waiting') throw new ApiError('QNA_ANSWERED');
  const files = await db
    .selectFrom('qna_attachments')
    .select(['id', 'stored_name'])
    .where('qna_id', '=', edit.id)
    .execute();
  const remove = new Set(edit.removeAttachmentIds ?? []);
  for (const id of remove)
    if (!files.some((file) => file.id === id)) throw new ApiError('ATTACHMENT_NOT_FOUND');
  if (files.length - remove.size + added > ATTACHMENT_MAX_FILES) throw attachmentsTooLarge();
  return files.filter((file) => remove.has(file.id)).map((file) => file.stored_name);
}

/**
 * The service centre's calls, mounted under `/boards`: FAQ, notices with comments,
 * one-to-one Q&A. The GETs answer `{ resCode: 200, dataRes: { faqCategories | requestData |
 * faqSearchedData | noticeCategories | noticeData | parentComments | qnaCategories | … } }`.
 * Reading FAQ and notices needs no credential; comments and one-to-one questions need a member.
 */
export function serviceCentreRoutes({ db, config, storage, logger }: RouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const key = config.envelopeKey;
  const limit = jsonBodyLimit(config);
  const AREA = QNA_ATTACHMENT_AREA;

  defineRoute(
    routes,
    plain(
      'get',
      '/faq-categories',
      SERVICE_CENTRE_TAG,
      '자주 묻는 질문 분류',
      'FAQ categories',
      'faqCategories: [{ id, name, nameEn, sortOrder, count }]',
      'faqCategories: [{ id, name, nameEn, sortOrder, count }]',
    ),
    async (c) => {
      await optionalIdentity(c, db, config.now());
      return ok(c, { faqCategories: await categories(db, 'faq_categories', 'faqs') });
    },
  );

  defineRoute(
    routes,
    plain(
      'get',
      '/faq/:category',
      SERVICE_CENTRE_TAG,
      '분류별 자주 묻는 질문 (쿼리 page, size, keyword; all: 전체)',
      'FAQ of a category (query page, size, keyword; all: every category)',
      `requestData: { ${PAGE_KO} }; item: { id, categoryId, question, answerHtml, updatedAt }`,
      `requestData: { ${PAGE_KO} }; item: { id, categoryId, question, answerHtml, updatedAt }`,
      queryDoc(listQuerySchema, [...PAGING, 'CATEGORY_NOT_FOUND']),
    ),
    async (c) => {
      await optionalIdentity(c, db, config.now());
      const { keyword } = query(c, listQuerySchema);
      const paging = readPaging(c.req.query());
      const categoryId = await categoryFilter(db, 'faq_categories', c.req.param('category'));
      return ok(c, { requestData: await faqPage(db, paging, categoryId, keyword) });
    },
  );

  defineRoute(
    routes,
    plain(
      'get',
      '/faq-search',
      SERVICE_CENTRE_TAG,
      '자주 묻는 질문 검색 (쿼리 keyword, page, size)',
      'Search the FAQ (query keyword, page, size)',
      `faqSearchedData: { keyword, ${PAGE_KO} }`,
      `faqSearchedData: { keyword, ${PAGE_KO} }`,
      queryDoc(faqSearchQuerySchema, [...PAGING, ...TEXT_ERRORS]),
    ),
    async (c) => {
      await optionalIdentity(c, db, config.now());
      const { keyword } = query(c, faqSearchQuerySchema);
      const paging = readPaging(c.req.query());
      return ok(c, { faqSearchedData: { keyword, ...(await faqPage(db, paging, null, keyword)) } });
    },
  );

  defineRoute(
    routes,
    plain(
      'get',
      '/notice-categories',
      SERVICE_CENTRE_TAG,
      '공지사항 분류',
      'Notice categories',
      'noticeCategories: [{ id, name, nameEn, sortOrder, count }]',
      'noticeCategories: [{ id, name, nameEn, sortOrder, count }]',
    ),
    async (c) => {
      await optionalIdentity(c, db, config.now());
      return ok(c, { noticeCategories: await categories(db, 'notice_categories', 'notices') });
    },
  );

  defineRoute(
    routes,
    plain(
      'get',
      '/notices/:category',
      SERVICE_CENTRE_TAG,
      '분류별 공지사항 (쿼리 page, size, keyword; all: 전체; 고정 글 먼저)',
      'Notices of a category (query page, size, keyword; all: every category; pinned first)',
      `requestData: { ${PAGE_KO} }; item: { id, categoryId, categoryName, title, pinned, viewCount, commentCount, createdAt }`,
      `requestData: { ${PAGE_KO} }; item: { id, categoryId, categoryName, title, pinned, viewCount, commentCount, createdAt }`,
      queryDoc(listQuerySchema, [...PAGING, 'CATEGORY_NOT_FOUND']),
    ),
    async (c) => {
      await optionalIdentity(c, db, config.now());
      const { keyword } = query(c, listQuerySchema);
      const paging = readPaging(c.req.query());
      const categoryId = await categoryFilter(db, 'notice_categories', c.req.param('category'));
      let list = db.selectFrom('notices');
      if (categoryId !== null) list = list.where('category_id', '=', categoryId);
      if (keyword) {
        const pattern = likePattern(keyword);
        list = list.where((eb) => eb.or([ilike('title', pattern), ilike('content_text', pattern)]));
      }
      const total = await list.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      const rows = await list
        .innerJoin('notice_categories as category', 'category.id', 'notices.category_id')
        .select([
          'notices.id',
          'notices.category_id',
          'category.name as category_name',
          'category.name_en as category_name_en',
          'notices.title',
          'notices.pinned',
          'notices.view_count',
          'notices.created_at',
        ])
        .select((eb) =>
          eb
            .selectFrom('notice_comments')
            .select((inner) => inner.fn.countAll().as('n'))
            .whereRef('notice_comments.notice_id', '=', 'notices.id')
            .where('notice_comments.deleted_at', 'is', null)
            .where('notice_comments.hidden', '=', 0)
            .as('comment_count'),
        )
        .orderBy('notices.pinned', 'desc')
        .orderBy('notices.created_at', 'desc')
        .orderBy('notices.id', 'desc')
        .limit(paging.size)
        .offset((paging.page - 1) * paging.size)
        .execute();
      const items = rows.map((row) => ({
        id: row.id,
        categoryId: row.category_id,
        categoryName: row.category_name,
        categoryNameEn: row.category_name_en,
        title: row.title,
        pinned: Number(row.pinned) === 1,
        viewCount: Number(row.view_count),
        commentCount: Number(row.comment_count ?? 0),
        createdAt: row.created_at,
      }));
      return ok(c, { requestData: paged(items, Number(total.n), paging) });
    },
  );

  defineRoute(
    routes,
    plain(
      'get',
      '/notice/:id',
      SERVICE_CENTRE_TAG,
      '공지사항 보기 (조회수 1 증가)',
      'A notice (adds one view)',
      'noticeData: { id, categoryId, categoryName, title, contentHtml, pinned, viewCount, createdAt, updatedAt, prev, next }',
      'noticeData: { id, categoryId, categoryName, title, contentHtml, pinned, viewCount, createdAt, updatedAt, prev, next }',
      { errors: ['NOTICE_NOT_FOUND', 'TOKEN_INVALID'] },
    ),
    async (c) => {
      await optionalIdentity(c, db, config.now());
      const id = validateContent(idSchema, c.req.param('id'));
      const updated = await db
        .updateTable('notices')
        .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw new ApiError('NOTICE_NOT_FOUND');
      const row = await db
        .selectFrom('notices')
        .innerJoin('notice_categories as category', 'category.id', 'notices.category_id')
        .selectAll('notices')
        .select(['category.name as category_name', 'category.name_en as category_name_en'])
        .where('notices.id', '=', id)
        .executeTakeFirst();
      if (row === undefined) throw new ApiError('NOTICE_NOT_FOUND');
      const neighbour = (direction: 'prev' | 'next') =>
        db
          .selectFrom('notices')
          .select(['id', 'title', 'created_at'])
          .where('category_id', '=', row.category_id)
          .where((eb) =>
            eb.or([
              eb('created_at', direction === 'prev' ? '<' : '>', row.created_at),
              eb.and([
                eb('created_at', '=', row.created_at),
                eb('id', direction === 'prev' ? '<' : '>', row.id),
              ]),
            ]),
          )
          .orderBy('created_at', direction === 'prev' ? 'desc' : 'asc')
          .orderBy('id', direction === 'prev' ? 'desc' : 'asc')
          .limit(1)
          .executeTakeFirst();
      const [prev, next] = await Promise.all([neighbour('prev'), neighbour('next')]);
      return ok(c, {
        noticeData: {
          id: row.id,
          categoryId: row.category_id,
          categoryName: row.category_name,
          categoryNameEn: row.category_name_en,
          title: row.title,
          contentHtml: row.content_html,
          pinned: Number(row.pinned) === 1,
          viewCount: Number(row.view_count),
          createdAt: row.created_at,
          updatedAt: row.updated_at,
          prev: prev ? { id: prev.id, title: prev.title } : null,
          next: next ? { id: next.id, title: next.title } : null,
        },
      });
    },
  );

  defineRoute(
    routes,
    plain(
      'get',
      '/notice-comments',
      SERVICE_CENTRE_TAG,
      '공지사항 댓글 (쿼리 board_id, page, size, user_email)',
      'Comments of a notice (query board_id, page, size, user_email)',
      `parentComments: { ${PAGE_KO} }; item: { id, noticeId, parentId, contents, nickname, isMine, createdAt, children }`,
      `parentComments: { ${PAGE_KO} }; item: { id, noticeId, parentId, contents, nickname, isMine, createdAt, children }`,
      {
        ...queryDoc(commentsQuerySchema, [...PAGING, 'NOTICE_NOT_FOUND']),
        description: [
          'isMine은 로그인 토큰으로 정합니다. user_email은 받지만 증명으로 쓰지 않습니다.',
          'isMine follows the login token; user_email is accepted but never taken as proof.',
        ],
      },
    ),
    async (c) => {
      const identity = await optionalIdentity(c, db, config.now());
      const { board_id: noticeId } = query(c, commentsQuerySchema);
      const paging = readPaging(c.req.query());
      await noticeExists(db, noticeId);
      const admin = isAdmin(identity);
      // Qualified names: the users table joined below has a deleted_at of its own.
      let parents = db
        .selectFrom('notice_comments')
        .where('notice_comments.notice_id', '=', noticeId)
        .where('notice_comments.parent_id', 'is', null)
        .where('notice_comments.deleted_at', 'is', null);
      if (!admin) parents = parents.where('notice_comments.hidden', '=', 0);
      const total = await parents
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const view = (row: {
        id: string;
        parent_id: string | null;
        user_id: string;
        contents_html: string;
        hidden: number;
        created_at: string;
        nickname: string | null;
        name: string;
      }) => ({
        id: row.id,
        noticeId,
        parentId: row.parent_id,
        contents: row.contents_html,
        nickname: displayName(row),
        isMine: identity?.kind === 'member' && identity.user.id === row.user_id,
        hidden: Number(row.hidden) === 1,
        createdAt: row.created_at,
      });
      const columns = [
        'notice_comments.id',
        'notice_comments.parent_id',
        'notice_comments.user_id',
        'notice_comments.contents_html',
        'notice_comments.hidden',
        'notice_comments.created_at',
        'users.nickname',
        'users.name',
      ] as const;
      const rows = await parents
        .innerJoin('users', 'users.id', 'notice_comments.user_id')
        .select(columns)
        .orderBy('notice_comments.created_at', 'asc')
        .orderBy('notice_comments.id', 'asc')
        .limit(paging.size)
        .offset((paging.page - 1) * paging.size)
        .execute();
      const ids = rows.map((row) => row.id);
      let children = db
        .selectFrom('notice_comments')
        .innerJoin('users', 'users.id', 'notice_comments.user_id')
        .select(columns)
        .where('notice_comments.deleted_at', 'is', null);
      if (!admin) children = children.where('notice_comments.hidden', '=', 0);
      const childRows =
        ids.length === 0
          ? []
          : await children
              .where('notice_comments.parent_id', 'in', ids)
              .orderBy('notice_comments.created_at', 'asc')
              .orderBy('notice_comments.id', 'asc')
              .execute();
      const items = rows.map((row) => ({
        ...view(row),
        children: childRows.filter((child) => child.parent_id === row.id).map(view),
      }));
      return ok(c, { parentComments: paged(items, Number(total.n), paging) });
    },
  );

  defineRoute(
    routes,
    plain(
      'get',
      '/notice-comments/count',
      SERVICE_CENTRE_TAG,
      '공지사항 댓글 수 (쿼리 board_id)',
      'Number of comments of a notice (query board_id)',
      'count',
      'count',
      queryDoc(commentCountQuerySchema, ['NOTICE_NOT_FOUND']),
    ),
    async (c) => {
      await optionalIdentity(c, db, config.now());
      const { board_id: noticeId } = query(c, commentCountQuerySchema);
      await noticeExists(db, noticeId);
      const row = await db
        .selectFrom('notice_comments')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('notice_id', '=', noticeId)
        .where('deleted_at', 'is', null)
        .where('hidden', '=', 0)
        .executeTakeFirstOrThrow();
      return ok(c, { count: Number(row.n) });
    },
  );

  defineRoute(
    routes,
    {
      ...plain(
        'post',
        '/new-comment',
        SERVICE_CENTRE_TAG,
        '공지사항 댓글 쓰기 (회원)',
        'Comment on a notice (members)',
        'comment: { id, noticeId, parentId, contents, nickname, isMine, createdAt }',
        'comment: { id, noticeId, parentId, contents, nickname, isMine, createdAt }',
      ),
      body: 'account',
      schema: newCommentSchema,
      caller: 'member',
      errors: [...MEMBER, ...TEXT_ERRORS, 'NOTICE_NOT_FOUND', 'COMMENT_NOT_FOUND'],
    },
    limit,
    async (c) => {
      const member = await requireMemberIdentity(c, db, config.now());
      const body = validateContent(newCommentSchema, await readBody(c, key));
      await noticeExists(db, body.board_uuid);
      if (body.parentId) {
        const parent = await db
          .selectFrom('notice_comments')
          .select(['id', 'parent_id'])
          .where('id', '=', body.parentId)
          .where('notice_id', '=', body.board_uuid)
          .where('deleted_at', 'is', null)
          .where('hidden', '=', 0)
          .executeTakeFirst();
        // One level of answers: an answer to an answer joins its parent.
        if (parent === undefined) throw new ApiError('COMMENT_NOT_FOUND');
        body.parentId = parent.parent_id ?? parent.id;
      }
      const row = {
        id: randomUUID(),
        notice_id: body.board_uuid,
        parent_id: body.parentId ?? null,
        user_id: member.user.id,
        contents_html: textToHtml(body.contents),
        hidden: 0,
        created_at: config.now().toISOString(),
        deleted_at: null,
      };
      await db.insertInto('notice_comments').values(row).execute();
      return ok(c, {
        comment: {
          id: row.id,
          noticeId: row.notice_id,
          parentId: row.parent_id,
          contents: row.contents_html,
          nickname: displayName(member.user),
          isMine: true,
          hidden: false,
          createdAt: row.created_at,
        },
      });
    },
  );

  defineRoute(
    routes,
    {
      ...plain(
        'delete',
        '/del-comment',
        SERVICE_CENTRE_TAG,
        '내 공지사항 댓글 삭제 (쿼리 또는 본문 commentId)',
        'Delete an own notice comment (commentId in the query or the body)',
        'result: { commentId, deleted: true }',
        'result: { commentId, deleted: true }',
      ),
      body: 'account',
      schema: deleteCommentSchema,
      caller: 'member',
      errors: [...MEMBER, 'COMMENT_NOT_FOUND'],
    },
    limit,
    async (c) => {
      const identity = await requireMemberIdentity(c, db, config.now());
      const fromQuery = c.req.query('commentId');
      const raw = fromQuery !== undefined ? { commentId: fromQuery } : await readBody(c, key);
      const { commentId } = validateContent(deleteCommentSchema, raw);
      const now = config.now();
      await db.transaction().execute(async (trx) => {
        let target = trx
          .updateTable('notice_comments')
          .set({ deleted_at: now.toISOString() })
          .where('id', '=', commentId)
          .where('deleted_at', 'is', null);
        // Someone else's comment answers exactly like an unknown one.
        if (!isAdmin(identity)) target = target.where('user_id', '=', identity.user.id);
        const result = await target.returning('user_id').executeTakeFirst();
        if (result === undefined) throw new ApiError('COMMENT_NOT_FOUND');
        const moderator = moderatingAdmin(identity, result.user_id);
        if (moderator !== undefined)
          await recordAdminChange(
            trx,
            moderator,
            { action: 'delete', entity: 'notice_comment', entityId: commentId },
            now,
          );
      });
      return ok(c, { result: { commentId, deleted: true } });
    },
  );

  defineRoute(
    routes,
    plain(
      'get',
      '/qna-types',
      SERVICE_CENTRE_TAG,
      '1:1 문의 유형',
      'Types of one-to-one questions',
      'qnaCategories: [{ id, name, nameEn, sortOrder }]',
      'qnaCategories: [{ id, name, nameEn, sortOrder }]',
    ),
    async (c) => {
      await optionalIdentity(c, db, config.now());
      return ok(c, { qnaCategories: await categories(db, 'qna_categories', null) });
    },
  );

  defineRoute(
    routes,
    {
      ...plain(
        'post',
        '/qna',
        SERVICE_CENTRE_TAG,
        '1:1 문의 쓰기 (회원, 첨부 파일 5개·각 10 MB까지)',
        'Ask a one-to-one question (members; up to five files of 10 MB)',
        'qna: { id, kind, categoryId, title, contents, detail, status, answer, attachments }',
        'qna: { id, kind, categoryId, title, contents, detail, status, answer, attachments }',
      ),
      body: 'upload',
      schema: qnaCreateSchema,
      caller: 'member',
      errors: [
        ...MEMBER,
        ...TEXT_ERRORS,
        'BAD_MULTIPART',
        'BAD_ENVELOPE',
        'CATEGORY_NOT_FOUND',
        'ATTACHMENT_TYPE_INVALID',
        'ATTACHMENT_TOO_LARGE',
      ],
      description: [
        'multipart/form-data: encryptedData(봉인된 평문)와 files(여러 개). 첨부는 PNG, JPEG, GIF, WebP, PDF, XLSX, DOCX, CSV, TXT(내용으로 판별)이고 DATA_DIR/qna-attachments에 임의 이름으로 저장됩니다. 첨부 없이 { encryptedData } JSON도 됩니다.',
        'multipart/form-data: encryptedData (the sealed plaintext) and files (several). Attachments may be PNG, JPEG, GIF, WebP, PDF, XLSX, DOCX, CSV or TXT (told by content) and are stored under random names in DATA_DIR/qna-attachments. Without files, JSON { encryptedData } works too.',
      ],
    },
    qnaUploadLimit(),
    async (c) => {
      const member = await requireMemberIdentity(c, db, config.now());
      const { raw, files } = await readQnaUpload(c, key);
      const body = validateContent(qnaCreateSchema, raw);
      const categoryId = await qnaCategoryId(db, body.categoryId);
      // Every file is checked before anything is written or inserted.
      const checked = await checkAttachments(files);
      const now = config.now();
      const stored = await keepAttachments(db, storage, AREA, checked, now);
      const stamp = now.toISOString();
      const id = randomUUID();
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('qna')
            .values(
              newQnaRow(
                {
                  id,
                  kind: 'individual',
                  category_id: categoryId,
                  owner: member.owner,
                  title: body.title,
                  contents_html: textToHtml(body.contents),
                  detail_json: JSON.stringify({ email: member.user.email, name: member.user.name }),
                },
                stamp,
              ),
            )
            .execute();
          await insertAttachments(trx, id, stored, stamp);
        });
      } catch (error) {
        await runDeletions(db, storage, keysOf(stored), logger);
        throw error;
      }
      return ok(c, { qna: await findQna(db, id, member) });
    },
  );

  /**
   * An own question rewritten while it waits for its answer: type, title, text, and its files
   * (some removed by id, new ones added, at most five in all). One transaction; the removed
   * files leave the folder only after it commits, the new ones are removed if it fails.
   */
  defineRoute(
    routes,
    {
      ...plain(
        'post',
        '/qna-update',
        SERVICE_CENTRE_TAG,
        '내 1:1 문의 수정 (회원, 답변 전까지; 첨부는 유지·삭제·추가, 모두 5개까지)',
        'Edit an own one-to-one question (members, until it is answered; files kept, removed or added, five in all)',
        'qna: { id, kind, categoryId, title, contents, detail, status, answer, attachments }',
        'qna: { id, kind, categoryId, title, contents, detail, status, answer, attachments }',
      ),
      body: 'upload',
      schema: qnaUpdateSchema,
      caller: 'member',
      errors: [
        ...MEMBER,
        ...TEXT_ERRORS,
        'BAD_MULTIPART',
        'BAD_ENVELOPE',
        'QNA_NOT_FOUND',
        'QNA_ANSWERED',
        'CATEGORY_NOT_FOUND',
        'ATTACHMENT_NOT_FOUND',
        'ATTACHMENT_TYPE_INVALID',
        'ATTACHMENT_TOO_LARGE',
      ],
      description: [
        'POST /boards/qna와 같은 형식: multipart/form-data의 encryptedData(봉인된 { id, categoryId, title, contents, removeAttachmentIds })와 새 files, 또는 파일 없이 { encryptedData } JSON. removeAttachmentIds에 없는 첨부는 그대로 남습니다. 남의 문의나 없는 id는 QNA_NOT_FOUND(404), 답변이 달린 문의는 QNA_ANSWERED(409). 한 트랜잭션으로 쓰고, 지운 첨부 파일은 커밋 뒤에 지웁니다.',
        "The same form as POST /boards/qna: multipart/form-data with encryptedData (sealed { id, categoryId, title, contents, removeAttachmentIds }) and the new files, or JSON { encryptedData } without files. Attachments not listed in removeAttachmentIds stay. Someone else's question or an unknown id is QNA_NOT_FOUND (404), an answered one QNA_ANSWERED (409). Written in one transaction; removed files are deleted after it commits.",
      ],
    },
    qnaUploadLimit(),
    async (c) => {
      const member = await requireMemberIdentity(c, db, config.now());
      const { raw, files } = await readQnaUpload(c, key);
      const body = validateContent(qnaUpdateSchema, raw);
      // Checked before any file is written (again in the transaction, against the held row).
      await checkQnaEdit(db, member.owner, body, files.length);
      const categoryId = await qnaCategoryId(db, body.categoryId);
      const checked = await checkAttachments(files);
      const now = config.now();
      const stored = await keepAttachments(db, storage, AREA, checked, now);
      const stamp = now.toISOString();
      let removed: string[];
      try {
        removed = await db.transaction().execute(async (trx) => {
          const updated = await trx
            .updateTable('qna')
            .set({
              category_id: categoryId,
              title: body.title,
              contents_html: textToHtml(body.contents),
              updated_at: stamp,
            })
            .where('id', '=', body.id)
            .where('owner', '=', member.owner)
            .where('kind', '=', 'individual')
            .where('status', '=', 'waiting')
            .executeTakeFirst();
          const names = await checkQnaEdit(trx, member.owner, body, stored.length);
          // The check above throws when no row matched; this guards a changed rule all the same.
          if (Number(updated.numUpdatedRows) !== 1) throw new ApiError('QNA_NOT_FOUND');
          const remove = [...new Set(body.removeAttachmentIds ?? [])];
          if (remove.length > 0)
            await trx
              .deleteFrom('qna_attachments')
              .where('qna_id', '=', body.id)
              .where('id', 'in', remove)
              .execute();
          await insertAttachments(trx, body.id, stored, stamp);
          // The removed files go once this commits (retried by the sweep when removal fails).
          await scheduleDeletion(trx, keptAttachmentKeys(AREA, names), now);
          return names;
        });
      } catch (error) {
        await runDeletions(db, storage, keysOf(stored), logger);
        throw error;
      }
      await runDeletions(db, storage, keptAttachmentKeys(AREA, removed), logger);
      return ok(c, { qna: await findQna(db, body.id, member) });
    },
  );

  defineRoute(
    routes,
    plain(
      'get',
      '/qna-mine',
      SERVICE_CENTRE_TAG,
      '내 1:1 문의 목록 (쿼리 page, size)',
      'My one-to-one questions (query page, size)',
      `requestData: { ${PAGE_KO} }; item: { id, kind, categoryId, title, status, answeredAt, createdAt }`,
      `requestData: { ${PAGE_KO} }; item: { id, kind, categoryId, title, status, answeredAt, createdAt }`,
      { ...MEMBER_CALL, errors: [...MEMBER, ...PAGING] },
    ),
    async (c) => {
      const member = await requireMemberIdentity(c, db, config.now());
      const paging = readPaging(c.req.query());
      return ok(c, { requestData: await listQna(db, paging, { owner: member.owner }) });
    },
  );

  defineRoute(
    routes,
    plain(
      'get',
      '/qna-detail/:id',
      SERVICE_CENTRE_TAG,
      '내 1:1 문의와 답변',
      'An own one-to-one question with its answer',
      'qnaData: { id, kind, categoryId, title, contents, detail, status, answer, answeredAt, attachments }',
      'qnaData: { id, kind, categoryId, title, contents, detail, status, answer, answeredAt, attachments }',
      { ...MEMBER_CALL, errors: [...MEMBER, 'QNA_NOT_FOUND'] },
    ),
    async (c) => {
      const identity = await requireMemberIdentity(c, db, config.now());
      const id = validateContent(idSchema, c.req.param('id'));
      return ok(c, { qnaData: await findQna(db, id, identity) });
    },
  );

  defineRoute(
    routes,
    plain(
      'get',
      '/qna-attachment/:id',
      SERVICE_CENTRE_TAG,
      '내 1:1 문의 첨부 파일',
      'An attachment of an own question',
      '파일 (Content-Disposition: attachment)',
      'The file (Content-Disposition: attachment)',
      {
        ...MEMBER_CALL,
        reply: 'raw',
        rawTypes: ['application/octet-stream'],
        errors: [...MEMBER, 'ATTACHMENT_NOT_FOUND'],
      },
    ),
    async (c) => {
      const identity = await requireMemberIdentity(c, db, config.now());
      const id = validateContent(idSchema, c.req.param('id'));
      let lookup = db
        .selectFrom('qna_attachments')
        .innerJoin('qna', 'qna.id', 'qna_attachments.qna_id')
        .select([
          'qna_attachments.file_name',
          'qna_attachments.stored_name',
          'qna_attachments.content_type',
        ])
        .where('qna_attachments.id', '=', id);
      if (!isAdmin(identity)) lookup = lookup.where('qna.owner', '=', identity.owner);
      const row = await lookup.executeTakeFirst();
      const match = row === undefined ? null : STORED_NAME.exec(row.stored_name);
      if (row === undefined || match === null) throw new ApiError('ATTACHMENT_NOT_FOUND');
      let stored;
      try {
        stored = await storage.getStream(keptFileKey(AREA, row.stored_name));
      } catch (error) {
        if (error instanceof StoredObjectMissing) throw new ApiError('ATTACHMENT_NOT_FOUND');
        throw error;
      }
      return c.body(Readable.toWeb(stored.stream) as ReadableStream<Uint8Array>, 200, {
        'Content-Type': ATTACHMENT_TYPES[match[1] as AttachmentExtension],
        'Content-Length': String(stored.size),
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(row.file_name)}`,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cache-Control': 'private, no-store',
      });
    },
  );

  return routes;
}

/** `/nest/customer/…`: the FAQ list of the customer centre and the made-to-order question. */
export function customerRoutes({ db, config }: RouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const key = config.envelopeKey;
  const limit = jsonBodyLimit(config);

  defineRoute(
    routes,
    plain(
      'get',
      '/customer/faq/',
      SERVICE_CENTRE_TAG,
      '고객센터 자주 묻는 질문 (쿼리 page, size, category, keyword)',
      'Customer-centre FAQ (query page, size, category, keyword)',
      `requestData: { ${PAGE_KO} }`,
      `requestData: { ${PAGE_KO} }`,
      queryDoc(listQuerySchema, [...PAGING, 'CATEGORY_NOT_FOUND']),
    ),
    async (c) => {
      await optionalIdentity(c, db, config.now());
      const paging = readPaging(c.req.query());
      const categoryId = await categoryFilter(db, 'faq_categories', c.req.query('category'));
      const { keyword } = query(c, listQuerySchema);
      return ok(c, { requestData: await faqPage(db, paging, categoryId, keyword) });
    },
  );

  defineRoute(
    routes,
    {
      ...plain(
        'post',
        '/customer/qna/ordermade',
        SERVICE_CENTRE_TAG,
        '주문제작 문의 (비회원 가능, 연락처 필수)',
        'A made-to-order question (guests too; contact details required)',
        'qna: { id, kind: ordermade, title, contents, detail, status }',
        'qna: { id, kind: ordermade, title, contents, detail, status }',
      ),
      body: 'account',
      schema: ordermadeSchema,
      caller: 'identity',
      errors: [...WRITER, ...TEXT_ERRORS, 'EMAIL_INVALID', 'MOBILE_INVALID'],
    },
    limit,
    async (c) => {
      // Guests may ask too; their answer goes to the e-mail or phone they give.
      const identity = await requireIdentity(c, db, config.now());
      const body = validateContent(ordermadeSchema, await readBody(c, key));
      const stamp = config.now().toISOString();
      const { contents, title, ...detail } = body;
      const row = newQnaRow(
        {
          id: randomUUID(),
          kind: 'ordermade',
          category_id: null,
          owner: identity.owner,
          title: title ?? `주문제작 문의 (${detail.productName ?? detail.name})`,
          contents_html: textToHtml(contents),
          detail_json: JSON.stringify({
            name: detail.name,
            email: detail.email.toLowerCase(),
            phone: detail.phone,
            productName: detail.productName ?? null,
            quantity: detail.quantity ?? null,
            size: detail.size ?? null,
            desiredDate: detail.desiredDate ?? null,
          }),
        },
        stamp,
      );
      await db.insertInto('qna').values(row).execute();
      return ok(c, { qna: qnaView(row, []) });
    },
  );

  return routes;
}

/** The column naming who wrote a row: the board's posts and replies, and the notices' comments. */
const AUTHOR_COLUMNS = {
  board_posts: 'author_user_id',
  board_replies: 'author_user_id',
  notice_comments: 'user_id',
} as const;

/**
 * `/shop_product/update-my-activity`: the member's activity on the board and in the service
 * centre, recounted (the /my-activity home). Nothing is stored: the counts come from the rows.
 */
export function myActivityRoutes({ db, config }: RouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  defineRoute(
    routes,
    {
      ...plain(
        'post',
        '/update-my-activity',
        SERVICE_CENTRE_TAG,
        '내 활동 다시 세기 (글, 댓글, 문의)',
        'Recount my activity (posts, comments, questions)',
        'myActivity: { boardPosts, boardReplies, noticeComments, qna: { total, waiting, answered }, updatedAt }',
        'myActivity: { boardPosts, boardReplies, noticeComments, qna: { total, waiting, answered }, updatedAt }',
      ),
      ...MEMBER_CALL,
    },
    jsonBodyLimit(config),
    async (c) => {
      const member = await requireMemberIdentity(c, db, config.now());
      // Rows the member wrote and has not deleted.
      const written = async (table: keyof typeof AUTHOR_COLUMNS) => {
        const row = await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(AUTHOR_COLUMNS[table], '=', member.user.id)
          .where('deleted_at', 'is', null)
          .executeTakeFirstOrThrow();
        return Number(row.n);
      };
      const [boardPosts, boardReplies, noticeComments] = await Promise.all([
        written('board_posts'),
        written('board_replies'),
        written('notice_comments'),
      ]);
      const qna = await db
        .selectFrom('qna')
        .select(['status'])
        .select((eb) => eb.fn.countAll().as('n'))
        .where('owner', '=', member.owner)
        .groupBy('status')
        .execute();
      const byStatus = new Map(qna.map((row) => [row.status, Number(row.n)]));
      const waiting = byStatus.get('waiting') ?? 0;
      const answered = byStatus.get('answered') ?? 0;
      return ok(c, {
        myActivity: {
          boardPosts,
          boardReplies,
          noticeComments,
          qna: { total: waiting + answered, waiting, answered },
          updatedAt: config.now().toISOString(),
        },
      });
    },
  );
  return routes;
}
