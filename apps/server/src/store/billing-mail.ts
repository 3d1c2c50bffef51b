import type { Mailer, MailMessage } from '../accounts/mail';
import type { Logger } from '../logger';
import { startPeriodic, type PeriodicJob } from '../periodic';
import type { BillingTables } from './billing';
import type { StoreDb } from './schema';

/**
 * The member's word on a declined regular-delivery charge. `chargeCycleOrders`
 * marks a refused charge 'declined' and leaves its order awaiting payment; this module mails the
 * member (Korean first, then English) through the server's mailer (`SMTP_URL`, or the outbox
 * folder, like the restock notices): the subscription, the amount, the reason in plain words and
 * the link to change the payment method (`/my-activity/subs-shipping-list`).
 *
 * The declined charge rows are the queue: `declined_mailed_at` is claimed (set where it was null)
 * before the mail is handed over, so a re-run or two runs at once never mail a charge twice; a
 * mail the mailer refused is un-claimed and goes at the next run. It runs after the
 * administrator's run-due call and every minute from `main.ts` (`startDeclinedChargeMailer`).
 * Without a mail transport (no SMTP_URL and no outbox, as in most tests) nothing is claimed.
 */
export const PAYMENT_METHOD_PATH = '/my-activity/subs-shipping-list';

/** A provider's code or our own, said in plain words (Korean, English). */
function plainReason(code: string | null, providerMessage: string | null): [string, string] {
  if (code === 'KEY_UNREADABLE')
    return [
      '등록된 카드 정보를 읽을 수 없어 결제하지 못했습니다. 카드를 다시 등록해 주세요.',
      'The registered card could not be read, so it was not charged; please register the card again.',
    ];
  const said = providerMessage?.trim() ? ` (${providerMessage.trim()})` : '';
  return [
    `카드사가 결제를 승인하지 않았습니다${said}. 한도, 유효기간, 정지 여부를 확인하거나 다른 카드로 바꿔 주세요.`,
    `The card issuer declined the charge${said}. Please check the card's limit, expiry or status, or change to another card.`,
  ];
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface DeclinedCharge {
  name: string;
  subscription: string;
  orderNo: string;
  amount: number;
  code: string | null;
  providerMessage: string | null;
}

/** The bilingual mail about one declined charge. */
export function declinedChargeMail(
  to: string,
  charge: DeclinedCharge,
  siteBase: string,
): MailMessage {
  const link = `${siteBase.replace(/\/+$/, '')}${PAYMENT_METHOD_PATH}`;
  const won = `${charge.amount.toLocaleString('ko-KR')}원`;
  const wonEn = `KRW ${charge.amount.toLocaleString('en-US')}`;
  const [reasonKo, reasonEn] = plainReason(charge.code, charge.providerMessage);
  const ko = [
    `${charge.name}님, 정기배송 결제가 승인되지 않았습니다.`,
    `정기배송: ${charge.subscription}`,
    `주문번호: ${charge.orderNo}`,
    `결제 금액: ${won}`,
    `사유: ${reasonKo}`,
    `결제 수단 변경: ${link}`,
    '결제 수단을 바꾸거나 주문 상세에서 직접 결제하시면 이번 배송이 준비됩니다.',
  ];
  const en = [
    `Hello ${charge.name}, the payment for your regular delivery was declined.`,
    `Regular delivery: ${charge.subscription}`,
    `Order number: ${charge.orderNo}`,
    `Amount: ${wonEn}`,
    `Reason: ${reasonEn}`,
    `Change the payment method: ${link}`,
    'Once you change the payment method or pay the order yourself, this delivery is prepared.',
  ];
  const paragraph = (lines: string[]) =>
    `<p>${lines.map((line) => escapeHtml(line)).join('<br>')}</p>`;
  const anchor = `<p><a href="${escapeHtml(link)}">결제 수단 변경 / Change the payment method</a></p>`;
  return {
    to,
    subject:
      `[통계] 정기배송 결제 실패 / Regular delivery payment declined: ${charge.subscription}`.slice(
        0,
        200,
      ),
    text: `${ko.join('\n')}\n\n${en.join('\n')}\n`,
    html: `${paragraph(ko)}${anchor}<hr>${paragraph(en)}`,
  };
}

/** Mails (once) every member whose charge was declined and not yet mailed; answers the counts. */
export async function mailDeclinedCharges(
  db: StoreDb,
  mailer: Mailer | null,
  siteBase: string,
  now: Date,
  logger: Logger,
): Promise<{ mailed: number; failed: number }> {
  const counts = { mailed: 0, failed: 0 };
  if (mailer === null) return counts;
  const charges = db.withTables<BillingTables>();
  const declined = await charges
    .selectFrom('store_billing_charges as b')
    .innerJoin('store_subscriptions as s', 's.id', 'b.subscription_id')
    .innerJoin('users as u', 'u.id', 's.member_id')
    .innerJoin('store_orders as o', 'o.id', 'b.order_id')
    .select([
      'b.id',
      'b.amount',
      'b.result_code',
      'b.result_msg',
      'o.id as order_id',
      'o.order_no',
      'u.email',
      'u.name',
    ])
    .where('b.status', '=', 'declined')
    .where('b.declined_mailed_at', 'is', null)
    .orderBy('b.created_at')
    .limit(200)
    .execute();
  const stamp = now.toISOString();
  for (const charge of declined) {
    const claimed = await charges
      .updateTable('store_billing_charges')
      .set({ declined_mailed_at: stamp })
      .where('id', '=', charge.id)
      .where('declined_mailed_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const items = await db
      .selectFrom('store_order_items')
      .select(['product_name', 'option_name', 'quantity'])
      .where('order_id', '=', charge.order_id)
      .orderBy('product_name')
      .orderBy('id')
      .execute();
    const first = items[0];
    const subscription =
      first === undefined
        ? charge.order_no
        : `${first.product_name} ${first.option_name} × ${Number(first.quantity)}` +
          (items.length > 1 ? ` 외 ${items.length - 1}건 (+${items.length - 1})` : '');
    try {
      const sent = await mailer.send(
        declinedChargeMail(
          charge.email,
          {
            name: charge.name,
            subscription,
            orderNo: charge.order_no,
            amount: Number(charge.amount),
            code: charge.result_code,
            providerMessage: charge.result_msg,
          },
          siteBase,
        ),
      );
      counts.mailed += 1;
      // Without SMTP the message waits in the outbox: say where (never the address).
      if (sent !== undefined)
        logger.info('declined charge mail in the outbox', {
          chargeId: charge.id,
          orderNo: charge.order_no,
          file: sent.outboxFile,
        });
    } catch (error) {
      counts.failed += 1;
      await charges
        .updateTable('store_billing_charges')
        .set({ declined_mailed_at: null })
        .where('id', '=', charge.id)
        .where('declined_mailed_at', '=', stamp)
        .execute();
      logger.warn('declined charge mail failed', {
        chargeId: charge.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return counts;
}

/**
 * Mails declined charges every `everyMs` (see `mailDeclinedCharges`). For `main.ts`: call once
 * after migrating and await `stop()` on shutdown.
 */
export function startDeclinedChargeMailer(
  db: StoreDb,
  mailer: Mailer | null,
  siteBase: string,
  now: () => Date,
  logger: Logger,
  everyMs = 60_000,
): PeriodicJob {
  return startPeriodic({
    name: 'declined charge mail',
    everyMs,
    logger,
    run: () => mailDeclinedCharges(db, mailer, siteBase, now(), logger),
  });
}
