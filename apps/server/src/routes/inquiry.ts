import { Hono } from 'hono';
import { z } from 'zod';
import { keptAttachmentKeys, QNA_ATTACHMENT_AREA } from '../content/attachments';
import { runDeletions, scheduleDeletion } from '../storage/deletions';
import { idSchema, validateContent } from '../content/common';
import type { AppEnv, RouteDeps } from '../env';
import { ApiError } from '../errors';
import { jsonBodyLimit } from './limits';
import { ok, readBody, requireMember } from './user';
import { userDoc, MEMBER_CALL } from './account-docs';
import { defineRoute } from './define';

/** `/user/deleteInquiry`: the id of one of the member's own questions (one-to-one or made-to-order). */
export const deleteInquirySchema = z.looseObject({ id: idSchema });

/**
 * `POST /user/deleteInquiry` (one of the account calls): a member removes one of their own
 * questions of the service centre, with its attachments (rows and files). Someone else's id, or
 * an unknown one, is QNA_NOT_FOUND, as on the detail call; a guest id proves nothing (it is
 * guessable), so only members delete. Mounted under `/user`.
 */
export function inquiryRoutes({ db, config, storage, logger }: RouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const key = config.envelopeKey;

  defineRoute(
    routes,
    userDoc('post', 'deleteInquiry', '내 문의 삭제', 'Delete one of my questions', {
      ...MEMBER_CALL,
      schema: deleteInquirySchema,
      resultKo: 'id, deleted: true (첨부 파일도 함께 삭제)',
      resultEn: 'id, deleted: true (its attachments go with it)',
      errors: [...(MEMBER_CALL.errors ?? []), 'QNA_NOT_FOUND', 'VALIDATION_FAILED'],
    }),
    jsonBodyLimit(config),
    async (c) => {
      const member = await requireMember(c, db, config.now());
      const { id } = validateContent(deleteInquirySchema, await readBody(c, key));
      const storedKeys = await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('qna')
          .select('id')
          .where('id', '=', id)
          .where('owner', '=', member.user.id)
          .executeTakeFirst();
        if (row === undefined) throw new ApiError('QNA_NOT_FOUND');
        const files = await trx
          .selectFrom('qna_attachments')
          .select('stored_name')
          .where('qna_id', '=', id)
          .execute();
        await trx.deleteFrom('qna_attachments').where('qna_id', '=', id).execute();
        await trx.deleteFrom('qna').where('id', '=', id).execute();
        const keys = keptAttachmentKeys(
          QNA_ATTACHMENT_AREA,
          files.map((file) => file.stored_name),
        );
        await scheduleDeletion(trx, keys, config.now());
        return keys;
      });
      // The files go once the rows are gone for good (a failed transaction keeps both; a failed
      // removal is retried by the sweep).
      await runDeletions(db, storage, storedKeys, logger);
      return ok(c, { id, deleted: true });
    },
  );

  return routes;
}
