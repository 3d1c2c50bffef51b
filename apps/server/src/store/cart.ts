import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { idSchema } from '../content/common';
import { GUEST_ID_PATTERN } from '../identity';
import { priceLines, type PricedLine } from './catalogue';
import type { StoreConfig } from './config';
import { StoreError } from './errors';
import { MAX_LINE_QUANTITY, shippingFeeFor } from './pricing';
import type { StoreConn, StoreDb, StoreTrx } from './schema';

export const MAX_CART_LINES = 50;

const quantitySchema = z.number('VALIDATION_FAILED').int().min(1).max(MAX_LINE_QUANTITY);

export const cartListSchema = z.looseObject({
  /**
   * The guest id the member shopped under before signing in: its cart is merged into the
   * member's (once; the guest's lines are then gone).
   */
  mergeGuestId: z.string().regex(GUEST_ID_PATTERN, 'VALIDATION_FAILED').nullish(),
  /** Proof the caller held that guest id: the ticket of `cart/merge-ticket` (see `cart-merge.ts`). */
  mergeTicket: z.string().max(100).nullish(),
});
export const cartAddSchema = z.looseObject({
  optionId: idSchema,
  quantity: quantitySchema,
  print: z.boolean().default(false),
});
export const cartUpdateSchema = z.looseObject({ itemId: idSchema, quantity: quantitySchema });
export const cartRemoveSchema = z.looseObject({ itemIds: z.array(idSchema).min(1).max(100) });

/** The cart, re-priced from the database; lines no longer orderable say why. */
export async function cartView(db: StoreDb, owner: string, config: StoreConfig) {
  const rows = await db
    .selectFrom('store_cart_items')
    .selectAll()
    .where('owner', '=', owner)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const items = [];
  let itemsTotal = 0;
  for (const row of rows) {
    let line: PricedLine | undefined;
    let problem: string | null = null;
    try {
      [line] = await priceLines(db, [
        { optionId: row.option_id, quantity: Number(row.quantity), print: Number(row.print) === 1 },
      ]);
    } catch (error) {
      if (!(error instanceof StoreError)) throw error;
      problem = error.code;
    }
    if (line !== undefined && line.stock < line.quantity) problem = 'OUT_OF_STOCK';
    if (line !== undefined && problem === null) itemsTotal += line.lineTotal;
    items.push({
      itemId: row.id,
      optionId: row.option_id,
      quantity: Number(row.quantity),
      print: Number(row.print) === 1,
      available: problem === null,
      problem,
      ...(line === undefined
        ? {}
        : {
            productId: line.productId,
            productName: line.productName,
            productNameEn: line.productNameEn,
            optionName: line.optionName,
            optionNameEn: line.optionNameEn,
            unitPrice: line.unitPrice,
            printUnitPrice: line.printUnitPrice,
            lineTotal: line.lineTotal,
            stock: line.stock,
          }),
    });
  }
  const shippingFee = shippingFeeFor(itemsTotal, config);
  return {
    items,
    itemsTotal,
    shippingFee,
    total: itemsTotal + shippingFee,
    // The rule behind `shippingFee`, for the cart to show (as the quote does).
    shippingRule: { fee: config.shippingFee, freeFrom: config.freeShippingFrom },
  };
}

async function addLine(
  trx: StoreConn,
  owner: string,
  line: { optionId: string; quantity: number; print: boolean },
  now: Date,
): Promise<void> {
  const existing = await trx
    .selectFrom('store_cart_items')
    .select(['id', 'quantity'])
    .where('owner', '=', owner)
    .where('option_id', '=', line.optionId)
    .where('print', '=', line.print ? 1 : 0)
    .executeTakeFirst();
  const quantity = line.quantity + Number(existing?.quantity ?? 0);
  // Validates the option, the quantity rules and printing (stock is checked at order time).
  await priceLines(trx, [{ ...line, quantity }]);
  const stamp = now.toISOString();
  if (existing !== undefined) {
    await trx
      .updateTable('store_cart_items')
      .set({ quantity, updated_at: stamp })
      .where('id', '=', existing.id)
      .execute();
    return;
  }
  const count = await trx
    .selectFrom('store_cart_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner', '=', owner)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_CART_LINES) throw new StoreError('CART_FULL', { max: MAX_CART_LINES });
  await trx
    .insertInto('store_cart_items')
    .values({
      id: randomUUID(),
      owner,
      option_id: line.optionId,
      quantity,
      print: line.print ? 1 : 0,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
}

export function addToCart(
  db: StoreDb,
  owner: string,
  line: z.output<typeof cartAddSchema>,
  now: Date,
): Promise<void> {
  return db.transaction().execute((trx) => addLine(trx, owner, line, now));
}

export async function updateCartItem(
  db: StoreDb,
  owner: string,
  body: z.output<typeof cartUpdateSchema>,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('store_cart_items')
      .selectAll()
      .where('id', '=', body.itemId)
      .where('owner', '=', owner)
      .executeTakeFirst();
    if (row === undefined) throw new StoreError('CART_ITEM_NOT_FOUND');
    await priceLines(trx, [
      { optionId: row.option_id, quantity: body.quantity, print: Number(row.print) === 1 },
    ]);
    await trx
      .updateTable('store_cart_items')
      .set({ quantity: body.quantity, updated_at: now.toISOString() })
      .where('id', '=', row.id)
      .execute();
  });
}

export async function removeCartItems(
  db: StoreConn,
  owner: string,
  ids: string[],
): Promise<number> {
  const result = await db
    .deleteFrom('store_cart_items')
    .where('owner', '=', owner)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Moves a guest's cart into a member's (called on the member's cart read with `mergeGuestId`):
 * the same option and print add up; a line that can no longer be ordered is dropped. One
 * transaction, so a line is never in both carts or in neither.
 */
export async function mergeGuestCart(
  db: StoreDb,
  memberId: string,
  guestId: string,
  now: Date,
  /** Checked first, in the same transaction: throws to refuse, false for nothing to do. */
  proof?: (trx: StoreTrx) => Promise<boolean>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (proof !== undefined && !(await proof(trx))) return 0;
    const lines = await trx
      .selectFrom('store_cart_items')
      .selectAll()
      .where('owner', '=', guestId)
      .orderBy('created_at')
      .execute();
    let moved = 0;
    for (const line of lines) {
      try {
        await addLine(
          trx,
          memberId,
          { optionId: line.option_id, quantity: Number(line.quantity), print: line.print === 1 },
          now,
        );
        moved += 1;
      } catch (error) {
        if (!(error instanceof StoreError)) throw error;
      }
    }
    await trx.deleteFrom('store_cart_items').where('owner', '=', guestId).execute();
    return moved;
  });
}
