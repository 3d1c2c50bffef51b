/**
 * How the store's route definitions (`store/routes.ts`) are written: one helper, and the words
 * several calls share.
 */
import type { ErrorCode } from '../errors';
import type { RouteDoc, RouteDocAt } from '../routes/define';
import { STORE_ERRORS, type StoreErrorCode } from './errors';

interface Extra {
  schema?: RouteDoc['schema'];
  body?: RouteDoc['body'];
  reply?: RouteDoc['reply'];
  rawTypes?: string[];
  errors?: ErrorCode[];
  store?: StoreErrorCode[];
  note?: [string, string];
}

/** One store call; its store error codes are listed in the description (Korean, then English). */
export function storeDoc<P extends string>(
  method: RouteDoc['method'],
  path: P,
  caller: RouteDoc['caller'],
  [summaryKo, summaryEn]: [string, string],
  [resultKo, resultEn]: [string, string],
  extra: Extra = {},
): RouteDocAt<P> {
  const codes = extra.store ?? [];
  const ko = [
    extra.note?.[0],
    codes.length > 0
      ? `상점 오류: ${codes.map((code) => `${code} (${STORE_ERRORS[code].status}) ${STORE_ERRORS[code].ko}`).join(' · ')}`
      : undefined,
  ].filter((line) => line !== undefined);
  const en = [
    extra.note?.[1],
    codes.length > 0
      ? `Store errors: ${codes.map((code) => `${code} (${STORE_ERRORS[code].status}) ${STORE_ERRORS[code].en}`).join(' · ')}`
      : undefined,
  ].filter((line) => line !== undefined);
  return {
    method,
    path,
    tag: path.startsWith('/admin/') ? 'store-admin' : 'store',
    summaryKo,
    summaryEn,
    body: extra.body ?? (method === 'get' ? 'none' : 'account'),
    ...(extra.schema !== undefined ? { schema: extra.schema } : {}),
    caller,
    reply: extra.reply ?? 'plain',
    resultKo,
    resultEn,
    ...(extra.rawTypes !== undefined ? { rawTypes: extra.rawTypes } : {}),
    ...(extra.errors !== undefined ? { errors: extra.errors } : {}),
    ...(ko.length > 0
      ? { description: [ko.join('\n\n'), en.join('\n\n')] as [string, string] }
      : {}),
  };
}

export const ORDER: [string, string] = [
  'order: 주문 (orderNo, status, statusLabel, items, itemsTotal, shippingFee, couponDiscount, pointsUsed, total, refundedAmount, pointsEarned, bankAccount, tracking, history …)',
  'order: the order (orderNo, status, statusLabel, items, itemsTotal, shippingFee, couponDiscount, pointsUsed, total, refundedAmount, pointsEarned, bankAccount, tracking, history …)',
];
export const CART: [string, string] = [
  '장바구니 (items[{ itemId, optionId, quantity, unitPrice, lineTotal, available, problem }], itemsTotal, shippingFee, total, shippingRule{ fee, freeFrom })',
  'The cart (items[{ itemId, optionId, quantity, unitPrice, lineTotal, available, problem }], itemsTotal, shippingFee, total, shippingRule{ fee, freeFrom })',
];
export const PAGE: [string, string] = [
  'items, totalCount, totalPage, currentPage, pageSize',
  'items, totalCount, totalPage, currentPage, pageSize',
];
export const SUBSCRIPTION: [string, string] = [
  'subscription: { subscriptionId, status, productName, optionName, quantity, cycleWeeks, nextDeliveryOn, paymentMethod, recipient, termsVersion, billing{ cardMasked, cardCode, issuedAt } (자동 결제 카드, 없으면 null), delivery{ itemsTotal, shippingFee, total }, cycles[{ deliveryOn, status, reason, orderNo, orderStatus }] (배송 주기마다 자동으로 만든 주문, 무통장 입금 대기 또는 카드 결제창 결제), history }',
  'subscription: { subscriptionId, status, productName, optionName, quantity, cycleWeeks, nextDeliveryOn, paymentMethod, recipient, termsVersion, billing{ cardMasked, cardCode, issuedAt } (the card charged automatically, or null), delivery{ itemsTotal, shippingFee, total }, cycles[{ deliveryOn, status, reason, orderNo, orderStatus }] (the order made automatically for each delivery, awaiting a bank transfer or paid in the card window), history }',
];
export const ORDERMADE: [string, string] = [
  'request: { requestId, kind, widthMm, lengthMm, heightMm, material, printColors, quantity, note, status, quote{ unitPrice, itemsTotal, note, validUntil, maxMultiple }, orderNo, subscriptionId, files[{ fileId, fileName, contentType, sizeBytes, url }] }',
  'request: { requestId, kind, widthMm, lengthMm, heightMm, material, printColors, quantity, note, status, quote{ unitPrice, itemsTotal, note, validUntil, maxMultiple }, orderNo, subscriptionId, files[{ fileId, fileName, contentType, sizeBytes, url }] }',
];
export const ESTIMATE: [string, string] = [
  'estimate: { estimateId, status (requested | answered), statusLabel, companyName, desiredOn, memo, items[{ itemId, productName, optionName, quantity, listUnitPrice, listLineTotal, quotedUnitPrice, quotedLineTotal }], listTotal, quotedTotal, answer{ note, validUntil, answeredAt, expired } | null, createdAt }',
  'estimate: { estimateId, status (requested | answered), statusLabel, companyName, desiredOn, memo, items[{ itemId, productName, optionName, quantity, listUnitPrice, listLineTotal, quotedUnitPrice, quotedLineTotal }], listTotal, quotedTotal, answer{ note, validUntil, answeredAt, expired } | null, createdAt }',
];
export const LINE_ERRORS: StoreErrorCode[] = [
  'OPTION_NOT_FOUND',
  'QUANTITY_INVALID',
  'PRINT_NOT_OFFERED',
];
export const ADMIN: Pick<Extra, 'errors'> = { errors: ['LOGIN_REQUIRED', 'ADMIN_REQUIRED'] };
/** A return from an Inicis window: the buyer's browser posts a form and is sent on by a redirect. */
export const INICIS_RETURN: Pick<Extra, 'body' | 'reply' | 'rawTypes' | 'store'> = {
  body: 'none',
  reply: 'raw',
  rawTypes: ['text/plain'],
  store: ['PAYMENT_NOT_CONFIGURED'],
};
export const REFUND_ERRORS: StoreErrorCode[] = ['REFUND_NOT_CONFIGURED', 'REFUND_NOT_POSSIBLE'];
export const REFUND_NOTE: [string, string] = [
  '결제된 카드 주문은 취소가 먼저 저장되고 환불은 처리 중(refunds[].status = pending, statusLabel 처리 중)으로 기록된 뒤, 저장 후 이니시스 INIAPI로 환불(전체: Refund, 부분: PartialRefund)을 요청합니다. 결제사가 응답하지 않으면 1분 뒤부터 자동으로 다시 요청하고(같은 요청, 두 번 환불되지 않음), 거절하면 관리자 실패 목록에 올라 다시 시도하거나 완료 처리합니다. 입금된 무통장 주문은 환불 대기(refunds[].status = pending)로 기록되고 관리자가 refundAccount 계좌로 송금 후 완료 처리합니다. 같은 취소를 다시 보내면 환불 없이 거절됩니다(TRANSITION_NOT_ALLOWED 또는 ORDER_NOT_FOUND).',
  'A paid card order is cancelled first, with its refund recorded as processing (refunds[].status = pending, statusLabel Processing); after the commit the refund is asked of Inicis INIAPI (whole: Refund, part: PartialRefund). Without an answer it is asked again automatically after a minute (the same request, never refunded twice); a refusal goes to the administrator’s list of failed refunds to retry or settle by hand. A paid bank-transfer order records a pending refund (refunds[].status = pending) that an administrator pays to refundAccount and then marks done. The same cancellation sent again is refused without a second refund (TRANSITION_NOT_ALLOWED or ORDER_NOT_FOUND).',
];
