import { createMailer, type Mailer } from '../accounts/mail';
import type { AppConfig } from '../config';
import type { Logger } from '../logger';
import type { StoreDb } from './schema';

/**
 * Restock notices. When an administrator's stock change makes a sold-out option
 * orderable again (stock ≥ its minimum quantity), every member waiting for it gets one e-mail
 * through the server's mailer (`SMTP_URL`, or the outbox folder; the same as the account codes)
 * and the request is marked notified.
 *
 * Never twice: each request is claimed (`notified_at` set where it was null) before its mail is
 * sent, so two stock changes at once cannot both mail it; a mail the server could not hand over
 * is un-claimed and goes out at the option's next stock change. Without any mail transport
 * configured (no SMTP_URL and no outbox, as in tests) requests are only marked, as before.
 */
export function restockMailer(config: AppConfig): Mailer | null {
  if (config.smtpUrl === null && config.mailOutboxDir === null) return null;
  return createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: config.mailOutboxDir,
    from: config.mailFrom,
  });
}

function restockMail(to: string, name: string, productName: string, optionName: string) {
  const item = `${productName} (${optionName})`;
  const text =
    `${name}님, 재입고 알림을 신청하신 상품이 다시 입고되었습니다.\n${item}\n지금 주문할 수 있습니다.\n\n` +
    `Hello ${name}, the item you asked us to tell you about is back in stock:\n${item}\nIt can be ordered now.\n`;
  const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  const html =
    `<p>${escape(name)}님, 재입고 알림을 신청하신 상품이 다시 입고되었습니다.</p>` +
    `<p><strong>${escape(item)}</strong></p><p>지금 주문할 수 있습니다.</p>` +
    `<p>Hello ${escape(name)}, <strong>${escape(item)}</strong> is back in stock and can be ordered now.</p>`;
  return { to, subject: `[통계] 재입고 알림 / Back in stock: ${item}`.slice(0, 200), text, html };
}

/** Mails (once) every member waiting for this option when it is orderable; answers the counts. */
export async function notifyRestock(
  db: StoreDb,
  mailer: Mailer | null,
  optionId: string,
  now: Date,
  logger: Logger,
): Promise<{ notified: number; failed: number }> {
  const option = await db
    .selectFrom('store_product_options as o')
    .innerJoin('store_products as p', 'p.id', 'o.product_id')
    .select(['o.stock', 'o.min_quantity', 'o.name', 'p.name as product_name'])
    .where('o.id', '=', optionId)
    .executeTakeFirst();
  const counts = { notified: 0, failed: 0 };
  if (option === undefined || Number(option.stock) < Number(option.min_quantity)) return counts;
  const waiting = await db
    .selectFrom('store_restock_requests as r')
    .innerJoin('users as u', 'u.id', 'r.member_id')
    .select(['r.id', 'u.email', 'u.name'])
    .where('r.option_id', '=', optionId)
    .where('r.notified_at', 'is', null)
    .orderBy('r.created_at')
    .execute();
  const stamp = now.toISOString();
  for (const request of waiting) {
    const claimed = await db
      .updateTable('store_restock_requests')
      .set({ notified_at: stamp })
      .where('id', '=', request.id)
      .where('notified_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    if (mailer === null) {
      counts.notified += 1;
      continue;
    }
    try {
      await mailer.send(restockMail(request.email, request.name, option.product_name, option.name));
      counts.notified += 1;
    } catch (error) {
      counts.failed += 1;
      await db
        .updateTable('store_restock_requests')
        .set({ notified_at: null })
        .where('id', '=', request.id)
        .where('notified_at', '=', stamp)
        .execute();
      logger.warn('restock mail failed', {
        optionId,
        requestId: request.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return counts;
}
