import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { recordAdminChange, requireAdmin, type AdminChange, type AdminIdentity } from '../admin';
import {
  htmlSchema,
  idSchema,
  lineSchema,
  optionalIdentity,
  readPaging,
  validateContent,
} from '../content/common';
import { sanitizePostHtml } from '../content/sanitize';
import type { Database } from '../db/database';
import type { DatabaseSchema } from '../db/schema';
import type { AppEnv, RouteDeps } from '../env';
import { ApiError } from '../errors';
import { jsonBodyLimit } from './limits';
import { findQna, listQna } from './service-centre';
import { ok, readBody } from './user';
import { serviceAdminDoc, TEXT_ERRORS, PAGING } from '../content/community-docs';
import { defineRoute } from './define';

export const NOTICE_HTML_MAX = 100_000;

/** The three category lists an administrator keeps, by the path segment they are managed at. */
export const CATEGORY_KINDS = {
  'notice-categories': { table: 'notice_categories', items: 'notices', entity: 'notice_category' },
  'faq-categories': { table: 'faq_categories', items: 'faqs', entity: 'faq_category' },
  'qna-categories': { table: 'qna_categories', items: 'qna', entity: 'qna_category' },
} as const;
export type CategoryKind = keyof typeof CATEGORY_KINDS;

const sortOrderSchema = z.coerce.number().int().min(-1_000_000).max(1_000_000);
/** A category id an administrator may choose (kept for links), or a new UUID. */
const newIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,60}$/, 'VALIDATION_FAILED')
  .optional();

export const categoryCreateSchema = z.looseObject({
  id: newIdSchema,
  name: lineSchema(50),
  nameEn: lineSchema(50),
  sortOrder: sortOrderSchema.default(0),
});
export const categoryUpdateSchema = z.looseObject({
  id: idSchema,
  name: lineSchema(50).optional(),
  nameEn: lineSchema(50).optional(),
  sortOrder: sortOrderSchema.optional(),
});
export const byIdSchema = z.looseObject({ id: idSchema });
export const noticeCreateSchema = z.looseObject({
  categoryId: idSchema,
  title: lineSchema(200),
  content: htmlSchema(NOTICE_HTML_MAX),
  pinned: z.boolean().default(false),
});
export const noticeUpdateSchema = z.looseObject({
  id: idSchema,
  categoryId: idSchema.optional(),
  title: lineSchema(200).optional(),
  content: htmlSchema(NOTICE_HTML_MAX).optional(),
  pinned: z.boolean().optional(),
});
export const faqCreateSchema = z.looseObject({
  categoryId: idSchema,
  question: lineSchema(300),
  answer: htmlSchema(NOTICE_HTML_MAX),
  sortOrder: sortOrderSchema.default(0),
});
export const faqUpdateSchema = z.looseObject({
  id: idSchema,
  categoryId: idSchema.optional(),
  question: lineSchema(300).optional(),
  answer: htmlSchema(NOTICE_HTML_MAX).optional(),
  sortOrder: sortOrderSchema.optional(),
});
export const qnaListSchema = z.looseObject({
  page: z.unknown().optional(),
  size: z.unknown().optional(),
  status: z.enum(['waiting', 'answered']).optional(),
  kind: z.enum(['individual', 'ordermade']).optional(),
});
export const qnaAnswerSchema = z.looseObject({ id: idSchema, answer: htmlSchema(20_000) });
export const moderateSchema = z.looseObject({
  target: z.enum(['post', 'reply', 'comment']),
  id: idSchema,
  action: z.enum(['hide', 'show', 'delete']),
});

const MODERATION_TABLES = {
  post: { table: 'board_posts', entity: 'board_post', missing: 'POST_NOT_FOUND' },
  reply: { table: 'board_replies', entity: 'board_reply', missing: 'REPLY_NOT_FOUND' },
  comment: { table: 'notice_comments', entity: 'notice_comment', missing: 'COMMENT_NOT_FOUND' },
} as const;

async function adminOf(c: Context, db: Database, now: Date): Promise<AdminIdentity> {
  const identity = await optionalIdentity(c, db, now);
  if (identity === undefined) throw new ApiError('LOGIN_REQUIRED');
  return requireAdmin(identity);
}

function sanitized(html: string, field: string) {
  const content = sanitizePostHtml(html);
  if (content.text === '') throw new ApiError('CONTENT_EMPTY', { field });
  return content;
}

async function categoryExists(
  db: Pick<Database, 'selectFrom'>,
  table: 'notice_categories' | 'faq_categories',
  id: string,
): Promise<void> {
  const found = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (found === undefined) throw new ApiError('CATEGORY_NOT_FOUND', { category: id });
}

/** Notices and FAQ entries as an administrator writes them: their categories and their not-found error. */
const SERVICE_ENTRIES = {
  notice: { categories: 'notice_categories', missing: 'NOTICE_NOT_FOUND' },
  faq: { categories: 'faq_categories', missing: 'FAQ_NOT_FOUND' },
} as const;

/**
 * Writes a notice or an FAQ entry and its audit record in one transaction: a category given must
 * exist, and a change that finds no entry is that entry's not-found error with nothing recorded.
 * `write` answers the update's result, or nothing for a new entry.
 */
async function writeServiceEntry(
  db: Database,
  admin: AdminIdentity,
  now: Date,
  entity: keyof typeof SERVICE_ENTRIES,
  change: Omit<AdminChange, 'entity'> & { categoryId: string | undefined },
  write: (trx: Transaction<DatabaseSchema>) => Promise<{ numUpdatedRows: bigint } | void>,
): Promise<void> {
  const { categories, missing } = SERVICE_ENTRIES[entity];
  const { categoryId, ...audit } = change;
  await db.transaction().execute(async (trx) => {
    if (categoryId !== undefined) await categoryExists(trx, categories, categoryId);
    const updated = await write(trx);
    if (updated !== undefined && Number(updated.numUpdatedRows) === 0) throw new ApiError(missing);
    await recordAdminChange(trx, admin, { ...audit, entity }, now);
  });
}

/** The category kinds' names in the document's summaries, Korean and English. */
const CATEGORY_NAMES: Record<CategoryKind, [string, string]> = {
  'notice-categories': ['공지사항 분류', 'notice category'],
  'faq-categories': ['자주 묻는 질문 분류', 'FAQ category'],
  'qna-categories': ['1:1 문의 유형', 'question type'],
};

/**
 * Administration of the service centre and moderation of the board, mounted
 * at `/admin/service/…`. Every call is a POST of plain JSON or `{ encryptedData }`, answered
 * `{ resCode: 200, dataRes }`; a guest gets 401 (LOGIN_REQUIRED), a member 403 (ADMIN_REQUIRED).
 * Each change and its audit record (`admin_audit_log`) are written in one transaction.
 */
export function serviceAdminRoutes({ db, config }: RouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const key = config.envelopeKey;
  const limit = jsonBodyLimit(config);

  for (const [kind, { table, items, entity }] of Object.entries(CATEGORY_KINDS)) {
    const [ko, en] = CATEGORY_NAMES[kind as CategoryKind];
    defineRoute(
      routes,
      serviceAdminDoc(`/${kind}/create`, `${ko} 추가`, `Add a ${en}`, categoryCreateSchema, [
        'CONTENT_ID_TAKEN',
        ...TEXT_ERRORS,
      ]),
      limit,
      async (c) => {
        const admin = await adminOf(c, db, config.now());
        const body = validateContent(categoryCreateSchema, await readBody(c, key));
        const now = config.now();
        const row = {
          id: body.id ?? randomUUID(),
          name: body.name,
          name_en: body.nameEn,
          sort_order: body.sortOrder,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        };
        await db.transaction().execute(async (trx) => {
          const taken = await trx
            .selectFrom(table)
            .select('id')
            .where('id', '=', row.id)
            .executeTakeFirst();
          if (taken !== undefined) throw new ApiError('CONTENT_ID_TAKEN', { id: row.id });
          await trx.insertInto(table).values(row).execute();
          await recordAdminChange(
            trx,
            admin,
            { action: 'create', entity, entityId: row.id, detail: { name: row.name } },
            now,
          );
        });
        return ok(c, {
          category: { id: row.id, name: row.name, nameEn: row.name_en, sortOrder: row.sort_order },
        });
      },
    );

    defineRoute(
      routes,
      serviceAdminDoc(`/${kind}/update`, `${ko} 수정`, `Change a ${en}`, categoryUpdateSchema, [
        'CATEGORY_NOT_FOUND',
        ...TEXT_ERRORS,
      ]),
      limit,
      async (c) => {
        const admin = await adminOf(c, db, config.now());
        const body = validateContent(categoryUpdateSchema, await readBody(c, key));
        const now = config.now();
        const changes = {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.nameEn !== undefined ? { name_en: body.nameEn } : {}),
          ...(body.sortOrder !== undefined ? { sort_order: body.sortOrder } : {}),
        };
        const row = await db.transaction().execute(async (trx) => {
          const updated = await trx
            .updateTable(table)
            .set({ ...changes, updated_at: now.toISOString() })
            .where('id', '=', body.id)
            .returningAll()
            .executeTakeFirst();
          if (updated === undefined)
            throw new ApiError('CATEGORY_NOT_FOUND', { category: body.id });
          await recordAdminChange(
            trx,
            admin,
            { action: 'update', entity, entityId: body.id, detail: changes },
            now,
          );
          return updated;
        });
        return ok(c, {
          category: {
            id: row.id,
            name: row.name,
            nameEn: row.name_en,
            sortOrder: Number(row.sort_order),
          },
        });
      },
    );

    defineRoute(
      routes,
      serviceAdminDoc(
        `/${kind}/delete`,
        `${ko} 삭제 (비어 있을 때)`,
        `Delete an empty ${en}`,
        byIdSchema,
        ['CATEGORY_NOT_FOUND', 'CATEGORY_IN_USE'],
      ),
      limit,
      async (c) => {
        const admin = await adminOf(c, db, config.now());
        const { id } = validateContent(byIdSchema, await readBody(c, key));
        const now = config.now();
        await db.transaction().execute(async (trx) => {
          const used = await trx
            .selectFrom(items)
            .select('id')
            .where('category_id', '=', id)
            .limit(1)
            .executeTakeFirst();
          if (used !== undefined) throw new ApiError('CATEGORY_IN_USE');
          const deleted = await trx.deleteFrom(table).where('id', '=', id).executeTakeFirst();
          if (Number(deleted.numDeletedRows) === 0)
            throw new ApiError('CATEGORY_NOT_FOUND', { category: id });
          await recordAdminChange(trx, admin, { action: 'delete', entity, entityId: id }, now);
        });
        return ok(c, { result: { id, deleted: true } });
      },
    );
  }

  defineRoute(
    routes,
    serviceAdminDoc('/notices/create', '공지사항 쓰기', 'Write a notice', noticeCreateSchema, [
      'CATEGORY_NOT_FOUND',
      ...TEXT_ERRORS,
    ]),
    limit,
    async (c) => {
      const admin = await adminOf(c, db, config.now());
      const body = validateContent(noticeCreateSchema, await readBody(c, key));
      const content = sanitized(body.content, 'content');
      const now = config.now();
      const id = randomUUID();
      await writeServiceEntry(
        db,
        admin,
        now,
        'notice',
        {
          action: 'create',
          entityId: id,
          categoryId: body.categoryId,
          detail: { title: body.title },
        },
        async (trx) => {
          await trx
            .insertInto('notices')
            .values({
              id,
              category_id: body.categoryId,
              title: body.title,
              content_html: content.html,
              content_text: content.text.trim(),
              pinned: body.pinned ? 1 : 0,
              view_count: 0,
              created_at: now.toISOString(),
              updated_at: now.toISOString(),
            })
            .execute();
        },
      );
      return ok(c, { notice: { id, categoryId: body.categoryId, title: body.title } });
    },
  );

  defineRoute(
    routes,
    serviceAdminDoc('/notices/update', '공지사항 수정', 'Change a notice', noticeUpdateSchema, [
      'NOTICE_NOT_FOUND',
      'CATEGORY_NOT_FOUND',
      ...TEXT_ERRORS,
    ]),
    limit,
    async (c) => {
      const admin = await adminOf(c, db, config.now());
      const body = validateContent(noticeUpdateSchema, await readBody(c, key));
      const content = body.content === undefined ? undefined : sanitized(body.content, 'content');
      const now = config.now();
      await writeServiceEntry(
        db,
        admin,
        now,
        'notice',
        {
          action: 'update',
          entityId: body.id,
          categoryId: body.categoryId,
          detail: {
            fields: ['categoryId', 'title', 'content', 'pinned'].filter(
              (field) => body[field as keyof typeof body] !== undefined,
            ),
          },
        },
        (trx) =>
          trx
            .updateTable('notices')
            .set({
              ...(body.categoryId !== undefined ? { category_id: body.categoryId } : {}),
              ...(body.title !== undefined ? { title: body.title } : {}),
              ...(content !== undefined
                ? { content_html: content.html, content_text: content.text.trim() }
                : {}),
              ...(body.pinned !== undefined ? { pinned: body.pinned ? 1 : 0 } : {}),
              updated_at: now.toISOString(),
            })
            .where('id', '=', body.id)
            .executeTakeFirst(),
      );
      return ok(c, { notice: { id: body.id } });
    },
  );

  defineRoute(
    routes,
    serviceAdminDoc(
      '/notices/delete',
      '공지사항 삭제 (댓글과 함께)',
      'Delete a notice (with its comments)',
      byIdSchema,
      ['NOTICE_NOT_FOUND'],
    ),
    limit,
    async (c) => {
      const admin = await adminOf(c, db, config.now());
      const { id } = validateContent(byIdSchema, await readBody(c, key));
      const now = config.now();
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('notice_comments').where('notice_id', '=', id).execute();
        const deleted = await trx.deleteFrom('notices').where('id', '=', id).executeTakeFirst();
        if (Number(deleted.numDeletedRows) === 0) throw new ApiError('NOTICE_NOT_FOUND');
        await recordAdminChange(
          trx,
          admin,
          { action: 'delete', entity: 'notice', entityId: id },
          now,
        );
      });
      return ok(c, { result: { id, deleted: true } });
    },
  );

  defineRoute(
    routes,
    serviceAdminDoc('/faqs/create', '자주 묻는 질문 쓰기', 'Write an FAQ entry', faqCreateSchema, [
      'CATEGORY_NOT_FOUND',
      ...TEXT_ERRORS,
    ]),
    limit,
    async (c) => {
      const admin = await adminOf(c, db, config.now());
      const body = validateContent(faqCreateSchema, await readBody(c, key));
      const answer = sanitized(body.answer, 'answer');
      const now = config.now();
      const id = randomUUID();
      await writeServiceEntry(
        db,
        admin,
        now,
        'faq',
        {
          action: 'create',
          entityId: id,
          categoryId: body.categoryId,
          detail: { question: body.question },
        },
        async (trx) => {
          await trx
            .insertInto('faqs')
            .values({
              id,
              category_id: body.categoryId,
              question: body.question,
              answer_html: answer.html,
              answer_text: answer.text.trim(),
              sort_order: body.sortOrder,
              created_at: now.toISOString(),
              updated_at: now.toISOString(),
            })
            .execute();
        },
      );
      return ok(c, { faq: { id, categoryId: body.categoryId, question: body.question } });
    },
  );

  defineRoute(
    routes,
    serviceAdminDoc('/faqs/update', '자주 묻는 질문 수정', 'Change an FAQ entry', faqUpdateSchema, [
      'FAQ_NOT_FOUND',
      'CATEGORY_NOT_FOUND',
      ...TEXT_ERRORS,
    ]),
    limit,
    async (c) => {
      const admin = await adminOf(c, db, config.now());
      const body = validateContent(faqUpdateSchema, await readBody(c, key));
      const answer = body.answer === undefined ? undefined : sanitized(body.answer, 'answer');
      const now = config.now();
      await writeServiceEntry(
        db,
        admin,
        now,
        'faq',
        { action: 'update', entityId: body.id, categoryId: body.categoryId },
        (trx) =>
          trx
            .updateTable('faqs')
            .set({
              ...(body.categoryId !== undefined ? { category_id: body.categoryId } : {}),
              ...(body.question !== undefined ? { question: body.question } : {}),
              ...(answer !== undefined
                ? { answer_html: answer.html, answer_text: answer.text.trim() }
                : {}),
              ...(body.sortOrder !== undefined ? { sort_order: body.sortOrder } : {}),
              updated_at: now.toISOString(),
            })
            .where('id', '=', body.id)
            .executeTakeFirst(),
      );
      return ok(c, { faq: { id: body.id } });
    },
  );

  defineRoute(
    routes,
    serviceAdminDoc('/faqs/delete', '자주 묻는 질문 삭제', 'Delete an FAQ entry', byIdSchema, [
      'FAQ_NOT_FOUND',
    ]),
    limit,
    async (c) => {
      const admin = await adminOf(c, db, config.now());
      const { id } = validateContent(byIdSchema, await readBody(c, key));
      const now = config.now();
      await db.transaction().execute(async (trx) => {
        const deleted = await trx.deleteFrom('faqs').where('id', '=', id).executeTakeFirst();
        if (Number(deleted.numDeletedRows) === 0) throw new ApiError('FAQ_NOT_FOUND');
        await recordAdminChange(trx, admin, { action: 'delete', entity: 'faq', entityId: id }, now);
      });
      return ok(c, { result: { id, deleted: true } });
    },
  );

  defineRoute(
    routes,
    serviceAdminDoc(
      '/qna/list',
      '모든 문의 (답변용, page, size, status, kind)',
      'Every question, to answer (page, size, status, kind)',
      qnaListSchema,
      PAGING,
    ),
    limit,
    async (c) => {
      await adminOf(c, db, config.now());
      const body = validateContent(qnaListSchema, await readBody(c, key, true));
      const paging = readPaging(body);
      return ok(c, {
        requestData: await listQna(db, paging, { status: body.status, kind: body.kind }),
      });
    },
  );

  defineRoute(
    routes,
    serviceAdminDoc('/qna/detail', '문의 보기 (답변용)', 'A question, to answer', byIdSchema, [
      'QNA_NOT_FOUND',
    ]),
    limit,
    async (c) => {
      const admin = await adminOf(c, db, config.now());
      const { id } = validateContent(byIdSchema, await readBody(c, key));
      return ok(c, { qnaData: await findQna(db, id, admin) });
    },
  );

  defineRoute(
    routes,
    serviceAdminDoc('/qna/answer', '문의에 답변', 'Answer a question', qnaAnswerSchema, [
      'QNA_NOT_FOUND',
      ...TEXT_ERRORS,
    ]),
    limit,
    async (c) => {
      const admin = await adminOf(c, db, config.now());
      const body = validateContent(qnaAnswerSchema, await readBody(c, key));
      const answer = sanitized(body.answer, 'answer');
      const now = config.now();
      await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('qna')
          .set({
            status: 'answered',
            answer_html: answer.html,
            answered_by: admin.user.id,
            answered_at: now.toISOString(),
            updated_at: now.toISOString(),
          })
          .where('id', '=', body.id)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) throw new ApiError('QNA_NOT_FOUND');
        await recordAdminChange(
          trx,
          admin,
          { action: 'answer', entity: 'qna', entityId: body.id },
          now,
        );
      });
      return ok(c, { qnaData: await findQna(db, body.id, admin) });
    },
  );

  defineRoute(
    routes,
    serviceAdminDoc(
      '/moderate',
      '글·댓글 숨기기/보이기/삭제 (target: post, reply, comment)',
      'Hide, show or delete a post, reply or comment (target: post, reply, comment)',
      moderateSchema,
      ['POST_NOT_FOUND', 'REPLY_NOT_FOUND', 'COMMENT_NOT_FOUND'],
    ),
    limit,
    async (c) => {
      const admin = await adminOf(c, db, config.now());
      const body = validateContent(moderateSchema, await readBody(c, key));
      const { table, entity, missing } = MODERATION_TABLES[body.target];
      const now = config.now();
      const stamp = now.toISOString();
      await db.transaction().execute(async (trx) => {
        const set =
          body.action === 'delete'
            ? { deleted_at: stamp }
            : { hidden: body.action === 'hide' ? 1 : 0 };
        const updated = await trx
          .updateTable(table)
          .set(set)
          .where('id', '=', body.id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) throw new ApiError(missing);
        // A deleted post takes its replies with it.
        if (body.target === 'post' && body.action === 'delete')
          await trx
            .updateTable('board_replies')
            .set({ deleted_at: stamp })
            .where('post_id', '=', body.id)
            .where('deleted_at', 'is', null)
            .execute();
        await recordAdminChange(
          trx,
          admin,
          { action: body.action, entity, entityId: body.id },
          now,
        );
      });
      return ok(c, { result: { target: body.target, id: body.id, action: body.action } });
    },
  );

  return routes;
}
