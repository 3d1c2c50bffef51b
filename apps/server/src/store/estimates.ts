import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { recordAdminChange, type AdminIdentity } from '../admin';
import { idSchema, lineSchema, paged, type Paging } from '../content/common';
import { priceLines } from './catalogue';
import { StoreError } from './errors';
import { MAX_LINE_QUANTITY } from './pricing';
import { appConn, type StoreConn, type StoreDb } from './schema';
import { addDays, koreanToday } from './subscriptions';

/**
 * Quotation requests for catalogue products in volume (`/estimate`): a member
 * lists options and quantities with a desired delivery date, a company name and a memo; an
 * administrator answers a unit price per line and the date the prices hold through (and may
 * revise the answer); the member reads the answer in the quotation history. Statuses:
 * requested → answered. Lines keep the catalogue's names and unit price for that volume as they
 * were when asked, so a later catalogue change does not rewrite a quotation.
 */
export const MAX_DESIRED_DAYS = 365;
export const MAX_VALID_DAYS = 180;

const dateSchema = z
  .string('VALIDATION_FAILED')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'VALIDATION_FAILED')
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), 'VALIDATION_FAILED');

export const estimateCreateSchema = z.looseObject({
  items: z
    .array(
      z.looseObject({
        optionId: idSchema,
        quantity: z.number('VALIDATION_FAILED').int().min(1).max(MAX_LINE_QUANTITY),
      }),
    )
    .min(1)
    .max(50),
  desiredOn: dateSchema,
  companyName: lineSchema(100),
  memo: lineSchema(2000, 0).default(''),
});
export const estimateRefSchema = z.looseObject({ estimateId: idSchema });
export const estimateListSchema = z.looseObject({
  page: z.unknown().optional(),
  size: z.unknown().optional(),
  status: z.enum(['requested', 'answered']).optional(),
});
export const estimateAnswerSchema = estimateRefSchema.extend({
  items: z
    .array(
      z.looseObject({
        itemId: idSchema,
        unitPrice: z.number('VALIDATION_FAILED').int().min(0).max(10_000_000),
      }),
    )
    .min(1)
    .max(50),
  validUntil: dateSchema,
  note: lineSchema(2000, 0).default(''),
});

const STATUS_LABELS = {
  requested: ['견적 요청', 'Requested'],
  answered: ['견적 완료', 'Answered'],
} as const;

export async function createEstimate(
  db: StoreDb,
  memberId: string,
  body: z.output<typeof estimateCreateSchema>,
  now: Date,
): Promise<string> {
  const today = koreanToday(now);
  const latest = addDays(today, MAX_DESIRED_DAYS);
  if (body.desiredOn < today || body.desiredOn > latest)
    throw new StoreError('ESTIMATE_DATE_INVALID', { earliest: today, latest });
  return db.transaction().execute(async (trx) => {
    // Published, active options at volumes the catalogue allows (minimum and steps).
    const lines = await priceLines(
      trx,
      body.items.map((item) => ({
        optionId: item.optionId,
        quantity: item.quantity,
        print: false,
      })),
    );
    const id = randomUUID();
    const stamp = now.toISOString();
    await trx
      .insertInto('store_estimates')
      .values({
        id,
        member_id: memberId,
        company_name: body.companyName,
        desired_on: body.desiredOn,
        memo: body.memo,
        status: 'requested',
        answer_note: null,
        valid_until: null,
        answered_by: null,
        answered_at: null,
        version: 0,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    await trx
      .insertInto('store_estimate_items')
      .values(
        lines.map((line, index) => ({
          id: randomUUID(),
          estimate_id: id,
          option_id: line.optionId,
          product_id: line.productId,
          product_name: line.productName,
          option_name: line.optionName,
          quantity: line.quantity,
          list_unit_price: line.unitPrice,
          quoted_unit_price: null,
          sort_order: index,
        })),
      )
      .execute();
    return id;
  });
}

async function findEstimate(db: StoreConn, id: string, memberId: string | null) {
  let query = db.selectFrom('store_estimates').selectAll().where('id', '=', id);
  if (memberId !== null) query = query.where('member_id', '=', memberId);
  const row = await query.executeTakeFirst();
  if (row === undefined) throw new StoreError('ESTIMATE_NOT_FOUND');
  return row;
}

/** One quotation with its lines and, once answered, the quoted prices and validity. */
export async function estimateView(db: StoreConn, id: string, memberId: string | null, now: Date) {
  const row = await findEstimate(db, id, memberId);
  const items = await db
    .selectFrom('store_estimate_items')
    .selectAll()
    .where('estimate_id', '=', row.id)
    .orderBy('sort_order')
    .execute();
  const answered = row.status === 'answered';
  const lines = items.map((item) => {
    const quantity = Number(item.quantity);
    const quoted =
      answered && item.quoted_unit_price !== null ? Number(item.quoted_unit_price) : null;
    return {
      itemId: item.id,
      productId: item.product_id,
      optionId: item.option_id,
      productName: item.product_name,
      optionName: item.option_name,
      quantity,
      listUnitPrice: Number(item.list_unit_price),
      listLineTotal: Number(item.list_unit_price) * quantity,
      quotedUnitPrice: quoted,
      quotedLineTotal: quoted === null ? null : quoted * quantity,
    };
  });
  return {
    estimateId: row.id,
    status: row.status,
    statusLabel: STATUS_LABELS[row.status][0],
    statusLabelEn: STATUS_LABELS[row.status][1],
    companyName: row.company_name,
    desiredOn: row.desired_on,
    memo: row.memo,
    items: lines,
    listTotal: lines.reduce((sum, line) => sum + line.listLineTotal, 0),
    quotedTotal: answered
      ? lines.reduce((sum, line) => sum + (line.quotedLineTotal ?? 0), 0)
      : null,
    answer: answered
      ? {
          note: row.answer_note ?? '',
          validUntil: row.valid_until,
          answeredAt: row.answered_at,
          expired: row.valid_until !== null && row.valid_until < koreanToday(now),
        }
      : null,
    createdAt: row.created_at,
  };
}

/** A member's quotations (memberId) or, for the administration (null), everyone's. */
export async function listEstimates(
  db: StoreDb,
  memberId: string | null,
  status: 'requested' | 'answered' | undefined,
  paging: Paging,
) {
  let base = db.selectFrom('store_estimates as e').innerJoin('users as u', 'u.id', 'e.member_id');
  if (memberId !== null) base = base.where('e.member_id', '=', memberId);
  if (status !== undefined) base = base.where('e.status', '=', status);
  const count = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'e.id',
      'e.status',
      'e.company_name',
      'e.desired_on',
      'e.valid_until',
      'e.answered_at',
      'e.created_at',
      'u.name as member_name',
      'u.email as member_email',
    ])
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id')
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size)
    .execute();
  const firstItems = new Map<string, { name: string; lines: number }>();
  if (rows.length > 0) {
    const items = await db
      .selectFrom('store_estimate_items')
      .select(['estimate_id', 'product_name', 'sort_order'])
      .where(
        'estimate_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('sort_order')
      .execute();
    for (const item of items) {
      const entry = firstItems.get(item.estimate_id) ?? { name: item.product_name, lines: 0 };
      entry.lines += 1;
      firstItems.set(item.estimate_id, entry);
    }
  }
  return paged(
    rows.map((row) => ({
      estimateId: row.id,
      status: row.status,
      statusLabel: STATUS_LABELS[row.status][0],
      statusLabelEn: STATUS_LABELS[row.status][1],
      companyName: row.company_name,
      desiredOn: row.desired_on,
      validUntil: row.valid_until,
      answeredAt: row.answered_at,
      firstItemName: firstItems.get(row.id)?.name ?? '',
      lineCount: firstItems.get(row.id)?.lines ?? 0,
      createdAt: row.created_at,
      ...(memberId === null ? { memberName: row.member_name, memberEmail: row.member_email } : {}),
    })),
    Number(count.n),
    paging,
  );
}

/** An administrator answers (or revises) a quotation: a price for every line, a validity date. */
export async function answerEstimate(
  db: StoreDb,
  admin: AdminIdentity,
  body: z.output<typeof estimateAnswerSchema>,
  now: Date,
): Promise<void> {
  const today = koreanToday(now);
  const latest = addDays(today, MAX_VALID_DAYS);
  if (body.validUntil < today || body.validUntil > latest)
    throw new StoreError('ESTIMATE_VALID_UNTIL_INVALID', { earliest: today, latest });
  await db.transaction().execute(async (trx) => {
    const row = await findEstimate(trx, body.estimateId, null);
    const items = await trx
      .selectFrom('store_estimate_items')
      .select('id')
      .where('estimate_id', '=', row.id)
      .execute();
    const prices = new Map(body.items.map((item) => [item.itemId, item.unitPrice]));
    if (prices.size !== body.items.length || prices.size !== items.length)
      throw new StoreError('ESTIMATE_ITEMS_MISMATCH');
    for (const item of items) {
      const price = prices.get(item.id);
      if (price === undefined) throw new StoreError('ESTIMATE_ITEMS_MISMATCH');
      await trx
        .updateTable('store_estimate_items')
        .set({ quoted_unit_price: price })
        .where('id', '=', item.id)
        .execute();
    }
    const result = await trx
      .updateTable('store_estimates')
      .set({
        status: 'answered',
        answer_note: body.note,
        valid_until: body.validUntil,
        answered_by: admin.user.id,
        answered_at: now.toISOString(),
        version: Number(row.version) + 1,
        updated_at: now.toISOString(),
      })
      .where('id', '=', row.id)
      .where('version', '=', Number(row.version))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new StoreError('ORDER_CHANGED');
    await recordAdminChange(
      appConn(trx),
      admin,
      {
        action: row.status === 'answered' ? 'revise-answer' : 'answer',
        entity: 'store_estimate',
        entityId: row.id,
        detail: { validUntil: body.validUntil, prices: Object.fromEntries(prices) },
      },
      now,
    );
  });
}
