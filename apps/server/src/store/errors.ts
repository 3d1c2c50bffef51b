import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorBody, type ErrorBody } from '../errors';

/**
 * The store's own errors, like `src/errors.ts`: a stable code, the HTTP status and
 * the message a person reads, Korean first with English as the alternative. `{field}` style
 * placeholders are filled from the details. `app.ts` answers a `StoreError` like an `ApiError`.
 */
export const STORE_ERRORS = {
  PRODUCT_NOT_FOUND: {
    status: 404,
    ko: '상품을 찾을 수 없습니다.',
    en: 'The product was not found.',
  },
  OPTION_NOT_FOUND: {
    status: 404,
    ko: '상품 옵션을 찾을 수 없습니다 (옵션: {option}).',
    en: 'The product option was not found (option: {option}).',
  },
  CATEGORY_NOT_FOUND: {
    status: 404,
    ko: '상품 분류를 찾을 수 없습니다 (lCate: {category}).',
    en: 'The product category was not found (lCate: {category}).',
  },
  COLLECTION_NOT_FOUND: {
    status: 404,
    ko: '기획전을 찾을 수 없습니다.',
    en: 'The collection was not found.',
  },
  QUANTITY_INVALID: {
    status: 400,
    ko: '수량이 올바르지 않습니다. {min}개 이상, {step}개 단위로 {max}개까지 주문할 수 있습니다.',
    en: 'The quantity is invalid: order at least {min}, in steps of {step}, at most {max}.',
  },
  PRINT_NOT_OFFERED: {
    status: 400,
    ko: '이 옵션은 인쇄를 제공하지 않습니다.',
    en: 'Printing is not offered for this option.',
  },
  OUT_OF_STOCK: {
    status: 409,
    ko: '재고가 부족합니다 ({name}: 남은 수량 {stock}개).',
    en: 'Not enough stock ({name}: {stock} left).',
  },
  CART_ITEM_NOT_FOUND: {
    status: 404,
    ko: '장바구니 상품을 찾을 수 없습니다.',
    en: 'The cart item was not found.',
  },
  CART_EMPTY: {
    status: 400,
    ko: '주문할 상품이 없습니다.',
    en: 'There is nothing to order.',
  },
  CART_FULL: {
    status: 400,
    ko: '장바구니에는 {max}개 상품까지 담을 수 있습니다.',
    en: 'The cart holds at most {max} lines.',
  },
  ORDER_NOT_FOUND: {
    status: 404,
    ko: '주문을 찾을 수 없습니다. 주문번호와 비밀번호를 확인해 주세요.',
    en: 'The order was not found; check the order number and password.',
  },
  CONSENT_REQUIRED: {
    status: 400,
    ko: '비회원 주문에는 이용약관과 개인정보 수집·이용 동의가 필요합니다.',
    en: 'A non-member order needs consent to the terms and to the collection of personal data.',
  },
  ORDER_PASSWORD_RULE: {
    status: 400,
    ko: '주문 비밀번호는 4~20자로 입력해 주세요.',
    en: 'The order password must be 4 to 20 characters.',
  },
  COUPON_NOT_FOUND: {
    status: 404,
    ko: '쿠폰을 찾을 수 없습니다.',
    en: 'The coupon was not found.',
  },
  COUPON_EXPIRED: {
    status: 400,
    ko: '사용 기간이 아닌 쿠폰입니다.',
    en: 'The coupon is not valid at this time.',
  },
  COUPON_USED: {
    status: 409,
    ko: '이미 사용한 쿠폰입니다.',
    en: 'The coupon has already been used.',
  },
  COUPON_MIN_ORDER: {
    status: 400,
    ko: '상품 금액 {min}원 이상 주문 시 사용할 수 있는 쿠폰입니다.',
    en: 'The coupon needs an order of at least {min} won.',
  },
  COUPON_ALREADY_ISSUED: {
    status: 409,
    ko: '이미 받은 쿠폰입니다.',
    en: 'You already have this coupon.',
  },
  MEMBER_ONLY: {
    status: 401,
    ko: '쿠폰과 적립금은 로그인한 회원만 사용할 수 있습니다.',
    en: 'Coupons and points are for signed-in members.',
  },
  POINTS_NOT_ENOUGH: {
    status: 400,
    ko: '사용 가능한 적립금({balance}원)보다 많이 사용할 수 없습니다.',
    en: 'You cannot use more points than your balance ({balance} won).',
  },
  POINTS_INVALID: {
    status: 400,
    ko: '적립금은 {min}원 이상, 결제 금액 이하로 사용할 수 있습니다.',
    en: 'Points can be used from {min} won up to the amount to pay.',
  },
  TRANSITION_NOT_ALLOWED: {
    status: 409,
    ko: '현재 주문 상태({from})에서는 할 수 없는 처리입니다 ({action}).',
    en: 'This cannot be done while the order is {from} ({action}).',
  },
  ORDER_CHANGED: {
    status: 409,
    ko: '주문이 방금 다른 곳에서 변경되었습니다. 새로고침 후 다시 시도해 주세요.',
    en: 'The order was changed meanwhile; reload it and try again.',
  },
  ORDER_NOT_PAYABLE: {
    status: 409,
    ko: '결제할 수 없는 주문입니다 (상태: {status}).',
    en: 'The order cannot be paid (status: {status}).',
  },
  PARTIAL_CANCEL_NOT_POSSIBLE: {
    status: 409,
    ko: '부분 취소 후 결제 금액이 늘어나 취소할 수 없습니다 (배송비 또는 쿠폰 조건). 전체 취소를 이용해 주세요.',
    en: 'This partial cancellation would raise the amount to pay (shipping fee or coupon rule); cancel the whole order instead.',
  },
  PAYMENT_METHOD_MISMATCH: {
    status: 409,
    ko: '이 주문의 결제 수단으로는 할 수 없는 처리입니다.',
    en: 'This cannot be done with the payment method of this order.',
  },
  PAYMENT_NOT_CONFIGURED: {
    status: 503,
    ko: '카드 결제가 설정되지 않았습니다. 무통장 입금을 이용해 주세요.',
    en: 'Card payment is not configured; please pay by bank transfer.',
  },
  TRACKING_REQUIRED: {
    status: 400,
    ko: '발송 처리에는 택배사와 운송장 번호가 필요합니다.',
    en: 'Shipping needs a courier company and a tracking number.',
  },
  COURIER_NOT_FOUND: {
    status: 400,
    ko: '택배사를 찾을 수 없습니다 (코드: {courier}).',
    en: 'The courier company was not found (code: {courier}).',
  },
  SUBSCRIPTION_NOT_FOUND: {
    status: 404,
    ko: '정기배송을 찾을 수 없습니다.',
    en: 'The subscription was not found.',
  },
  SUBSCRIPTION_TERMS_REQUIRED: {
    status: 400,
    ko: '정기배송 이용약관에 동의해 주세요.',
    en: 'Please agree to the subscription terms.',
  },
  DELIVERY_DATE_INVALID: {
    status: 400,
    ko: '첫 배송일은 {earliest}부터 {latest}까지 고를 수 있습니다.',
    en: 'The first delivery date must be from {earliest} to {latest}.',
  },
  ORDERMADE_NOT_FOUND: {
    status: 404,
    ko: '주문제작 요청을 찾을 수 없습니다.',
    en: 'The made-to-order request was not found.',
  },
  QUOTE_EXPIRED: {
    status: 409,
    ko: '견적 유효기간이 지났습니다. 다시 견적을 요청해 주세요.',
    en: 'The quotation has expired; please ask for a new one.',
  },
  ORDERMADE_MULTIPLE_INVALID: {
    status: 400,
    ko: '배송마다 받을 수량은 견적 수량의 {max}배까지 정할 수 있습니다.',
    en: 'Each delivery can be at most {max} times the quoted quantity.',
  },
  REVIEW_NOT_ALLOWED: {
    status: 403,
    ko: '배송이 완료된 내 주문 상품에만 후기를 쓸 수 있습니다.',
    en: 'Reviews can be written only for items of your own delivered orders.',
  },
  REVIEW_EXISTS: {
    status: 409,
    ko: '이 주문 상품의 후기를 이미 썼습니다.',
    en: 'You have already reviewed this order item.',
  },
  RESTOCK_NOT_NEEDED: {
    status: 409,
    ko: '재고가 있는 상품입니다. 바로 주문할 수 있습니다.',
    en: 'The option is in stock; it can be ordered now.',
  },
  REFUND_NOT_CONFIGURED: {
    status: 503,
    ko: '카드 환불(INIAPI)이 설정되지 않아 결제된 카드 주문을 취소할 수 없습니다. 고객센터로 문의해 주세요.',
    en: 'Card refunds (INIAPI) are not configured, so a paid card order cannot be cancelled; please contact us.',
  },
  REFUND_NOT_POSSIBLE: {
    status: 409,
    ko: '이 주문의 결제 기록으로는 환불할 수 없습니다. 고객센터로 문의해 주세요.',
    en: 'This order cannot be refunded from its payment record; please contact us.',
  },
  REFUND_NOT_FOUND: {
    status: 404,
    ko: '환불 내역을 찾을 수 없습니다.',
    en: 'The refund was not found.',
  },
  REFUND_ALREADY_DONE: {
    status: 409,
    ko: '이미 처리된 환불입니다.',
    en: 'The refund has already been completed.',
  },
  REFUND_ACCOUNT_REQUIRED: {
    status: 400,
    ko: '환불받을 계좌(은행, 계좌번호, 예금주)를 입력해 주세요.',
    en: 'Please give the account to refund to (bank, account number, holder).',
  },
  CART_MERGE_REFUSED: {
    status: 403,
    ko: '비회원 장바구니를 합칠 수 없습니다. 로그인 전에 받은 합치기 확인값(mergeTicket)이 없거나 맞지 않거나 만료되었습니다.',
    en: 'The guest cart cannot be merged: the merge ticket from before signing in is missing, wrong or expired.',
  },
  CART_MERGE_GUEST_ONLY: {
    status: 400,
    ko: '장바구니 합치기 확인값은 비회원만 받을 수 있습니다.',
    en: 'Only a guest can get a cart merge ticket.',
  },
  BILLING_IN_PROGRESS: {
    status: 409,
    ko: '이 정기배송 주문은 등록된 카드로 자동 결제되었거나 결제 확인 중입니다. 잠시 후 주문 상세를 다시 확인해 주세요.',
    en: 'This subscription order was charged to the registered card or its charge is being confirmed; check the order again shortly.',
  },
  SUBSCRIPTION_ORDER_INVALID: {
    status: 409,
    ko: '정기배송 주문을 만들 수 없습니다 (받는 분 또는 주문자 정보를 확인해 주세요).',
    en: 'The subscription order could not be made (check the recipient and orderer details).',
  },
  ESTIMATE_NOT_FOUND: {
    status: 404,
    ko: '견적 요청을 찾을 수 없습니다.',
    en: 'The quotation request was not found.',
  },
  ESTIMATE_DATE_INVALID: {
    status: 400,
    ko: '희망 납기일은 {earliest}부터 {latest}까지 고를 수 있습니다.',
    en: 'The desired date must be from {earliest} to {latest}.',
  },
  ESTIMATE_VALID_UNTIL_INVALID: {
    status: 400,
    ko: '견적 유효기간은 {earliest}부터 {latest}까지로 정해 주세요.',
    en: 'The quotation must be valid until a date from {earliest} to {latest}.',
  },
  ESTIMATE_ITEMS_MISMATCH: {
    status: 400,
    ko: '견적 요청의 모든 품목에 단가를 한 번씩 입력해 주세요.',
    en: 'Give a unit price for every line of the request, once each.',
  },
  FILE_REQUIRED: {
    status: 400,
    ko: '올릴 파일을 골라 주세요.',
    en: 'Choose a file to upload.',
  },
  FILE_TYPE_NOT_ALLOWED: {
    status: 400,
    ko: '올릴 수 없는 파일입니다 ({file}). {allowed} 파일만 올릴 수 있습니다.',
    en: 'The file cannot be uploaded ({file}); only {allowed} files can.',
  },
  FILE_LIMIT: {
    status: 409,
    ko: '파일은 모두 {max}개까지 올릴 수 있습니다.',
    en: 'At most {max} files can be uploaded in all.',
  },
  REVIEW_NOT_FOUND: {
    status: 404,
    ko: '후기를 찾을 수 없습니다.',
    en: 'The review was not found.',
  },
  REVIEW_PHOTO_LIMIT: {
    status: 400,
    ko: '후기 사진은 {max}장까지 올릴 수 있습니다.',
    en: 'A review takes at most {max} photos.',
  },
  REVIEW_PHOTO_UNKNOWN: {
    status: 400,
    ko: '이 후기의 사진이 아닙니다 (사진: {photo}).',
    en: 'The photo is not one of this review’s (photo: {photo}).',
  },
} as const satisfies Record<string, { status: ContentfulStatusCode; ko: string; en: string }>;

export type StoreErrorCode = keyof typeof STORE_ERRORS;

type Details = Record<string, string | number>;

/** A message of a code said another way to one reader (the code and status stay the code's). */
export interface ErrorWording {
  ko: string;
  en: string;
}

/** ORDER_NOT_FOUND for a member: members have no order password, so none is asked for. */
export const MEMBER_ORDER_NOT_FOUND: ErrorWording = {
  ko: '주문을 찾을 수 없습니다. 주문번호를 확인해 주세요. 내 주문은 마이페이지의 주문 내역에 있습니다.',
  en: 'The order was not found; check the order number. Your orders are listed under Orders in My activity.',
};

function fill(template: string, details: Details): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = details[key];
    return value === undefined ? whole : String(value);
  });
}

/** A store error a route answers with as is (see `app.ts`'s error handler). */
export class StoreError extends Error {
  override name = 'StoreError';
  readonly code: StoreErrorCode;
  readonly status: ContentfulStatusCode;
  readonly details: Details;
  private readonly wording: ErrorWording;

  constructor(code: StoreErrorCode, details: Details = {}, wording?: ErrorWording) {
    const texts = wording ?? STORE_ERRORS[code];
    super(fill(texts.en, details));
    this.code = code;
    this.status = STORE_ERRORS[code].status;
    this.details = details;
    this.wording = texts;
  }

  toBody(): ErrorBody {
    return errorBody(
      this.status,
      this.code,
      fill(this.wording.ko, this.details),
      this.message,
      this.details,
    );
  }
}
