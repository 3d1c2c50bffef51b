import { pageSchema } from '../accounts/schemas';
import type { ErrorCode } from '../errors';
import type { RouteDoc } from '../openapi';
import {
  adminOrderSchema,
  adminTransitionSchema,
  productCreateSchema,
  productUpdateSchema,
  stockSchema,
} from './admin';
import { cartAddSchema, cartListSchema, cartRemoveSchema, cartUpdateSchema } from './cart';
import { productQuerySchema } from './catalogue';
import { couponCreateSchema, couponGrantSchema, issueCouponSchema } from './coupons';
import { STORE_ERRORS, type StoreErrorCode } from './errors';
import {
  cancelSchema,
  createOrderSchema,
  orderListSchema,
  orderRefSchema,
  quoteSchema,
} from './orders';
import { optionRefSchema, productRefSchema, reviewCreateSchema } from './extras';
import {
  adminOrdermadeListSchema,
  ordermadeCreateSchema,
  ordermadeOrderSchema,
  ordermadeQuoteSchema,
  ordermadeRefSchema,
} from './ordermade';
import {
  subscriptionCreateSchema,
  subscriptionListSchema,
  subscriptionPaymentSchema,
  subscriptionRefSchema,
} from './subscriptions';

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
function doc(
  method: RouteDoc['method'],
  path: string,
  caller: RouteDoc['caller'],
  [summaryKo, summaryEn]: [string, string],
  [resultKo, resultEn]: [string, string],
  extra: Extra = {},
): RouteDoc {
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
    path: `/shop${path}`,
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

const ORDER: [string, string] = [
  'order: 주문 (orderNo, status, statusLabel, items, itemsTotal, shippingFee, couponDiscount, pointsUsed, total, refundedAmount, pointsEarned, bankAccount, tracking, history …)',
  'order: the order (orderNo, status, statusLabel, items, itemsTotal, shippingFee, couponDiscount, pointsUsed, total, refundedAmount, pointsEarned, bankAccount, tracking, history …)',
];
const CART: [string, string] = [
  '장바구니 (items[{ itemId, optionId, quantity, unitPrice, lineTotal, available, problem }], itemsTotal, shippingFee, total)',
  'The cart (items[{ itemId, optionId, quantity, unitPrice, lineTotal, available, problem }], itemsTotal, shippingFee, total)',
];
const PAGE: [string, string] = [
  'items, totalCount, totalPage, currentPage, pageSize',
  'items, totalCount, totalPage, currentPage, pageSize',
];
const SUBSCRIPTION: [string, string] = [
  'subscription: { subscriptionId, status, productName, optionName, quantity, cycleWeeks, nextDeliveryOn, paymentMethod, recipient, termsVersion, delivery{ itemsTotal, shippingFee, total }, history }',
  'subscription: { subscriptionId, status, productName, optionName, quantity, cycleWeeks, nextDeliveryOn, paymentMethod, recipient, termsVersion, delivery{ itemsTotal, shippingFee, total }, history }',
];
const ORDERMADE: [string, string] = [
  'request: { requestId, kind, widthMm, lengthMm, heightMm, material, printColors, quantity, note, status, quote{ unitPrice, itemsTotal, note, validUntil }, orderNo }',
  'request: { requestId, kind, widthMm, lengthMm, heightMm, material, printColors, quantity, note, status, quote{ unitPrice, itemsTotal, note, validUntil }, orderNo }',
];
const LINE_ERRORS: StoreErrorCode[] = ['OPTION_NOT_FOUND', 'QUANTITY_INVALID', 'PRINT_NOT_OFFERED'];
const ADMIN: Pick<Extra, 'errors'> = { errors: ['LOGIN_REQUIRED', 'ADMIN_REQUIRED'] };

/** The store's calls (`store/routes.ts`) for the OpenAPI document. */
export function storeDocs(): RouteDoc[] {
  return [
    doc(
      'get',
      '/categories',
      'anyone',
      ['상품 분류 목록 (lCate 코드)', 'Product categories (lCate codes)'],
      [
        'categories[{ code, name, nameEn, exclusive }]',
        'categories[{ code, name, nameEn, exclusive }]',
      ],
    ),
    doc(
      'get',
      '/products',
      'anyone',
      [
        '상품 목록과 검색 (lCate, filterOther=2 오늘출발, keyword, 가격, 정렬)',
        'Products by category and search (lCate, filterOther=2 today shipping, keyword, price, sort)',
      ],
      [`category, ${PAGE[0]} (상품 카드)`, `category, ${PAGE[1]} (product cards)`],
      {
        schema: productQuerySchema,
        errors: ['PAGING_INVALID'],
        store: ['CATEGORY_NOT_FOUND'],
        note: [
          '쿼리: lCate(2자리), filterOther(2: 오늘출발), keyword, minPrice, maxPrice, sort(newest|priceAsc|priceDesc|popular), page, size.',
          'Query: lCate (2 digits), filterOther (2: today shipping), keyword, minPrice, maxPrice, sort (newest|priceAsc|priceDesc|popular), page, size.',
        ],
      },
    ),
    doc(
      'get',
      '/products/:id',
      'anyone',
      [
        '상품 상세 (id 또는 sample_box 같은 별칭)',
        'Product detail (id or an alias such as sample_box)',
      ],
      [
        'product: 옵션(크기, 수량 구간 단가, 인쇄, 재고)과 이미지',
        'product: options (size, quantity tier prices, print, stock) and images',
      ],
      { store: ['PRODUCT_NOT_FOUND'] },
    ),
    doc(
      'get',
      '/images/:id/:file',
      'anyone',
      ['상품 이미지 (SVG, 1.svg~3.svg)', 'Product image (SVG, 1.svg to 3.svg)'],
      ['SVG 이미지', 'An SVG image'],
      { reply: 'raw', rawTypes: ['image/svg+xml'], store: ['PRODUCT_NOT_FOUND'] },
    ),
    doc(
      'get',
      '/collections',
      'anyone',
      ['기획전 목록', 'Collections'],
      [
        'collections[{ id, name, nameEn, description }]',
        'collections[{ id, name, nameEn, description }]',
      ],
    ),
    doc(
      'get',
      '/collections/:id',
      'anyone',
      ['기획전 상품 (쿼리 page, size)', 'Products of a collection (query page, size)'],
      [`collection, ${PAGE[0]}`, `collection, ${PAGE[1]}`],
      { errors: ['PAGING_INVALID'], store: ['COLLECTION_NOT_FOUND'] },
    ),
    doc(
      'get',
      '/boxtape-types',
      'anyone',
      ['박스테이프 종류', 'Box-tape types'],
      [
        'types[{ id, name, nameEn, description, widthMm, color, productId }]',
        'types[{ id, name, nameEn, description, widthMm, color, productId }]',
      ],
    ),
    doc(
      'get',
      '/recommended',
      'anyone',
      [
        '메인 추천 상품 (page는 1부터, 기본 size 8)',
        'Recommended products of the main page (page from 1, size 8 by default)',
      ],
      PAGE,
      {
        errors: ['PAGING_INVALID'],
      },
    ),
    doc(
      'post',
      '/cart/list',
      'identity',
      [
        '장바구니 (로그인 직후 mergeGuestId로 비회원 장바구니 합치기)',
        'The cart (mergeGuestId merges the guest cart after sign-in)',
      ],
      [`${CART[0]}, merged`, `${CART[1]}, merged`],
      { schema: cartListSchema },
    ),
    doc('post', '/cart/add', 'identity', ['장바구니에 담기', 'Add to the cart'], CART, {
      schema: cartAddSchema,
      store: [...LINE_ERRORS, 'CART_FULL'],
    }),
    doc(
      'post',
      '/cart/update',
      'identity',
      ['장바구니 수량 변경', 'Change a cart quantity'],
      CART,
      {
        schema: cartUpdateSchema,
        store: [...LINE_ERRORS, 'CART_ITEM_NOT_FOUND'],
      },
    ),
    doc('post', '/cart/remove', 'identity', ['장바구니에서 빼기', 'Remove from the cart'], CART, {
      schema: cartRemoveSchema,
    }),
    doc(
      'post',
      '/order/quote',
      'identity',
      ['주문서 금액 계산 (배송비, 쿠폰, 적립금)', 'Order sheet quote (shipping, coupon, points)'],
      [
        'quote: items, itemsTotal, shippingFee, couponDiscount, pointsUsed, total, pointsBalance, pointsEarnedOnDelivery, shortages, shippingRule',
        'quote: items, itemsTotal, shippingFee, couponDiscount, pointsUsed, total, pointsBalance, pointsEarnedOnDelivery, shortages, shippingRule',
      ],
      {
        schema: quoteSchema,
        store: [
          ...LINE_ERRORS,
          'CART_EMPTY',
          'CART_ITEM_NOT_FOUND',
          'MEMBER_ONLY',
          'COUPON_NOT_FOUND',
          'COUPON_USED',
          'COUPON_EXPIRED',
          'COUPON_MIN_ORDER',
          'POINTS_NOT_ENOUGH',
          'POINTS_INVALID',
        ],
        note: [
          '금액은 모두 서버가 데이터베이스로 계산합니다. 요청의 가격·합계는 읽지 않습니다.',
          'Every amount is computed by the server from the database; prices and totals in the request are never read.',
        ],
      },
    ),
    doc(
      'post',
      '/order/create',
      'identity',
      [
        '주문하기 (회원 또는 비회원, 무통장/카드)',
        'Place an order (member or non-member, bank transfer or card)',
      ],
      [
        `${ORDER[0]}, payment: 무통장 계좌 또는 카드 결제창 필드`,
        `${ORDER[1]}, payment: the bank account or the card payment form fields`,
      ],
      {
        schema: createOrderSchema,
        errors: ['MOBILE_INVALID', 'EMAIL_INVALID'],
        store: [
          ...LINE_ERRORS,
          'CART_EMPTY',
          'CART_ITEM_NOT_FOUND',
          'OUT_OF_STOCK',
          'CONSENT_REQUIRED',
          'ORDER_PASSWORD_RULE',
          'MEMBER_ONLY',
          'COUPON_NOT_FOUND',
          'COUPON_USED',
          'COUPON_EXPIRED',
          'COUPON_MIN_ORDER',
          'POINTS_NOT_ENOUGH',
          'POINTS_INVALID',
          'PAYMENT_NOT_CONFIGURED',
        ],
        note: [
          '재고는 같은 트랜잭션에서 조건부로 차감됩니다. 비회원 주문은 두 동의와 주문 비밀번호(4~20자)가 필요합니다.',
          'Stock is reserved conditionally in the same transaction. A non-member order needs both consents and an order password (4 to 20 characters).',
        ],
      },
    ),
    doc(
      'post',
      '/order/list',
      'member',
      ['내 주문 목록 (view: all|active|cancel)', 'My orders (view: all|active|cancel)'],
      PAGE,
      {
        schema: orderListSchema,
        errors: ['LOGIN_REQUIRED', 'PAGING_INVALID'],
      },
    ),
    doc(
      'post',
      '/order/detail',
      'anyone',
      [
        '주문 상세 (회원 본인, 또는 비회원 주문번호+비밀번호)',
        'Order detail (the member, or a non-member order number and password)',
      ],
      ORDER,
      {
        schema: orderRefSchema,
        errors: ['TOO_MANY_REQUESTS'],
        store: ['ORDER_NOT_FOUND'],
      },
    ),
    doc(
      'post',
      '/order/cancel',
      'anyone',
      [
        '주문 취소 (itemIds: 부분 취소, 배송 준비 전)',
        'Cancel an order (itemIds: partial, before preparing)',
      ],
      ORDER,
      {
        schema: cancelSchema,
        errors: ['TOO_MANY_REQUESTS'],
        store: [
          'ORDER_NOT_FOUND',
          'TRANSITION_NOT_ALLOWED',
          'PARTIAL_CANCEL_NOT_POSSIBLE',
          'ORDER_CHANGED',
        ],
      },
    ),
    doc(
      'post',
      '/order/pay',
      'anyone',
      [
        '결제 시작 (무통장 계좌 또는 이니시스 결제창 필드)',
        'Start paying (the bank account or the Inicis payment form fields)',
      ],
      [
        'payment: { bank, account, holder, amount, dueAt } 또는 { payUrl, fields }',
        'payment: { bank, account, holder, amount, dueAt } or { payUrl, fields }',
      ],
      {
        schema: orderRefSchema,
        errors: ['TOO_MANY_REQUESTS'],
        store: ['ORDER_NOT_FOUND', 'ORDER_NOT_PAYABLE', 'PAYMENT_NOT_CONFIGURED'],
      },
    ),
    doc(
      'post',
      '/order/feedbackFromInicis',
      'anyone',
      ['이니시스 결제 결과 수신 (returnUrl)', 'Inicis payment return (returnUrl)'],
      [
        '303 리다이렉트: 성공 시 /orderComplete?orderNo=…, 실패 시 /order/feedbackFromInicis?result=fail&reason=…',
        '303 redirect: /orderComplete?orderNo=… on success, /order/feedbackFromInicis?result=fail&reason=… otherwise',
      ],
      {
        body: 'none',
        reply: 'raw',
        rawTypes: ['text/plain'],
        store: ['PAYMENT_NOT_CONFIGURED'],
        note: [
          '결제창이 브라우저를 폼(resultCode, mid, orderNumber, authToken, authUrl, netCancelUrl)으로 보냅니다. 허용된 호스트의 authUrl로만 승인하고, 금액과 MOID를 확인한 뒤 한 번만 결제 완료로 바꿉니다(거래 id 고유 제약). 서버 처리 실패 시 netCancelUrl로 망취소합니다.',
          'The payment window posts the browser back with a form (resultCode, mid, orderNumber, authToken, authUrl, netCancelUrl). Approval only at an authUrl of an allowed host; the amount and MOID are checked and the order is marked paid once (unique transaction id). When the server’s own step fails, the approval is cancelled at netCancelUrl.',
        ],
      },
    ),
    doc(
      'get',
      '/coupon-offers',
      'anyone',
      ['받을 수 있는 쿠폰', 'Coupons on offer'],
      [
        'coupons[{ couponId, name, kind, value, maxDiscount, minOrder, startsAt, endsAt, issued }]',
        'coupons[{ couponId, name, kind, value, maxDiscount, minOrder, startsAt, endsAt, issued }]',
      ],
    ),
    doc(
      'post',
      '/coupons/issue',
      'member',
      ['쿠폰 받기 (회원당 1회)', 'Take a coupon (once per member)'],
      ['memberCouponId', 'memberCouponId'],
      {
        schema: issueCouponSchema,
        errors: ['LOGIN_REQUIRED'],
        store: ['COUPON_NOT_FOUND', 'COUPON_EXPIRED', 'COUPON_ALREADY_ISSUED'],
      },
    ),
    doc(
      'post',
      '/coupons/mine',
      'member',
      ['내 쿠폰', 'My coupons'],
      [
        'coupons[{ memberCouponId, …, usable, usedAt }]',
        'coupons[{ memberCouponId, …, usable, usedAt }]',
      ],
      { errors: ['LOGIN_REQUIRED'] },
    ),
    doc(
      'post',
      '/points',
      'member',
      ['적립금 잔액과 내역 (배송 완료 시 적립)', 'Points balance and history (earned on delivery)'],
      [
        `balance, ${PAGE[0]} (reason: earn|spend|return|revoke|admin, delta, orderNo)`,
        `balance, ${PAGE[1]} (reason: earn|spend|return|revoke|admin, delta, orderNo)`,
      ],
      { schema: pageSchema, errors: ['LOGIN_REQUIRED', 'PAGING_INVALID'] },
    ),
    doc(
      'post',
      '/subscriptions/create',
      'member',
      [
        '정기배송 신청 (주기 1·2·4·8주, 첫 배송일, 약관 동의)',
        'Subscribe to regular delivery (every 1, 2, 4 or 8 weeks, first date, terms consent)',
      ],
      SUBSCRIPTION,
      {
        schema: subscriptionCreateSchema,
        errors: ['LOGIN_REQUIRED', 'MOBILE_INVALID'],
        store: [...LINE_ERRORS, 'SUBSCRIPTION_TERMS_REQUIRED', 'DELIVERY_DATE_INVALID'],
      },
    ),
    doc(
      'post',
      '/subscriptions/list',
      'member',
      ['내 정기배송 (view: all|active|cancel)', 'My subscriptions (view: all|active|cancel)'],
      ['subscriptions[…]', 'subscriptions[…]'],
      { schema: subscriptionListSchema, errors: ['LOGIN_REQUIRED'] },
    ),
    doc(
      'post',
      '/subscriptions/detail',
      'member',
      ['정기배송 상세', 'Subscription detail'],
      SUBSCRIPTION,
      {
        schema: subscriptionRefSchema,
        errors: ['LOGIN_REQUIRED'],
        store: ['SUBSCRIPTION_NOT_FOUND'],
      },
    ),
    ...(
      [
        ['skip', '다음 배송 건너뛰기 (한 주기 뒤로)', 'Skip the next delivery (one cycle later)'],
        ['pause', '정기배송 일시정지', 'Pause a subscription'],
        ['resume', '정기배송 다시 시작', 'Resume a subscription'],
        ['cancel', '정기배송 해지', 'Cancel a subscription'],
      ] as const
    ).map(([action, ko, en]) =>
      doc('post', `/subscriptions/${action}`, 'member', [ko, en], SUBSCRIPTION, {
        schema: subscriptionRefSchema,
        errors: ['LOGIN_REQUIRED'],
        store: ['SUBSCRIPTION_NOT_FOUND', 'TRANSITION_NOT_ALLOWED'],
      }),
    ),
    doc(
      'post',
      '/subscriptions/payment-method',
      'member',
      ['정기배송 결제 수단 변경', 'Change a subscription’s payment method'],
      SUBSCRIPTION,
      {
        schema: subscriptionPaymentSchema,
        errors: ['LOGIN_REQUIRED'],
        store: ['SUBSCRIPTION_NOT_FOUND', 'TRANSITION_NOT_ALLOWED'],
      },
    ),
    doc(
      'post',
      '/ordermade/create',
      'member',
      [
        '주문제작 요청 (종류, 치수, 재질, 인쇄, 수량)',
        'Ask for a made-to-order product (type, dimensions, material, print, quantity)',
      ],
      ORDERMADE,
      {
        schema: ordermadeCreateSchema,
        errors: ['LOGIN_REQUIRED'],
      },
    ),
    doc(
      'post',
      '/ordermade/list',
      'member',
      ['내 주문제작 요청', 'My made-to-order requests'],
      ['requests[…]', 'requests[…]'],
      {
        errors: ['LOGIN_REQUIRED'],
      },
    ),
    doc(
      'post',
      '/ordermade/detail',
      'member',
      ['주문제작 요청 상세와 견적', 'A made-to-order request and its quotation'],
      ORDERMADE,
      {
        schema: ordermadeRefSchema,
        errors: ['LOGIN_REQUIRED'],
        store: ['ORDERMADE_NOT_FOUND'],
      },
    ),
    doc(
      'post',
      '/ordermade/cancel',
      'member',
      ['주문제작 요청 취소 (주문 전)', 'Withdraw a made-to-order request (before ordering)'],
      ORDERMADE,
      {
        schema: ordermadeRefSchema,
        errors: ['LOGIN_REQUIRED'],
        store: ['ORDERMADE_NOT_FOUND', 'TRANSITION_NOT_ALLOWED'],
      },
    ),
    doc(
      'post',
      '/ordermade/order',
      'member',
      ['견적대로 주문하기 (orderFromOrdermade)', 'Order at the quoted price (orderFromOrdermade)'],
      [`${ORDER[0]}, payment`, `${ORDER[1]}, payment`],
      {
        schema: ordermadeOrderSchema,
        errors: ['LOGIN_REQUIRED', 'MOBILE_INVALID', 'EMAIL_INVALID'],
        store: [
          'ORDERMADE_NOT_FOUND',
          'TRANSITION_NOT_ALLOWED',
          'QUOTE_EXPIRED',
          'PAYMENT_NOT_CONFIGURED',
        ],
      },
    ),
    doc(
      'post',
      '/admin/ordermade/list',
      'member',
      ['[관리] 주문제작 요청 목록', '[Admin] Made-to-order requests'],
      ['requests[…]', 'requests[…]'],
      {
        schema: adminOrdermadeListSchema,
        ...ADMIN,
      },
    ),
    doc(
      'post',
      '/admin/ordermade/quote',
      'member',
      [
        '[관리] 주문제작 견적 (단가, 유효일수)',
        '[Admin] Quote a made-to-order request (unit price, days valid)',
      ],
      ORDERMADE,
      {
        schema: ordermadeQuoteSchema,
        ...ADMIN,
        store: ['ORDERMADE_NOT_FOUND', 'TRANSITION_NOT_ALLOWED'],
      },
    ),
    doc(
      'get',
      '/products/:id/reviews',
      'anyone',
      ['상품 후기 (쿼리 page, size)', 'Product reviews (query page, size)'],
      [`averageRating, ${PAGE[0]}`, `averageRating, ${PAGE[1]}`],
      { errors: ['PAGING_INVALID'], store: ['PRODUCT_NOT_FOUND'] },
    ),
    doc(
      'post',
      '/reviews/create',
      'member',
      [
        '후기 쓰기 (배송 완료된 내 주문 상품, 1회)',
        'Write a review (an item of my delivered order, once)',
      ],
      ['reviewId', 'reviewId'],
      {
        schema: reviewCreateSchema,
        errors: ['LOGIN_REQUIRED', 'CONTENT_EMPTY', 'TEXT_TOO_LONG'],
        store: ['REVIEW_NOT_ALLOWED', 'REVIEW_EXISTS'],
      },
    ),
    doc(
      'post',
      '/wishes/toggle',
      'member',
      ['관심상품 담기/빼기', 'Add to or remove from the wishes'],
      ['wished', 'wished'],
      {
        schema: productRefSchema,
        errors: ['LOGIN_REQUIRED'],
        store: ['PRODUCT_NOT_FOUND'],
      },
    ),
    doc(
      'post',
      '/wishes/list',
      'member',
      ['관심상품 목록', 'Wishes'],
      ['items (상품 카드)', 'items (product cards)'],
      {
        errors: ['LOGIN_REQUIRED'],
      },
    ),
    doc(
      'post',
      '/recent/add',
      'identity',
      ['최근 본 상품 기록', 'Record a recently viewed product'],
      ['items (최근 20개)', 'items (the latest 20)'],
      {
        schema: productRefSchema,
        store: ['PRODUCT_NOT_FOUND'],
      },
    ),
    doc(
      'post',
      '/recent/list',
      'identity',
      ['최근 본 상품', 'Recently viewed products'],
      ['items (최근 20개)', 'items (the latest 20)'],
    ),
    doc(
      'post',
      '/restock/request',
      'member',
      ['재입고 알림 신청 (품절 옵션)', 'Ask for a restock notice (a sold-out option)'],
      ['requests[…]', 'requests[…]'],
      {
        schema: optionRefSchema,
        errors: ['LOGIN_REQUIRED'],
        store: ['OPTION_NOT_FOUND', 'RESTOCK_NOT_NEEDED'],
      },
    ),
    doc(
      'post',
      '/restock/mine',
      'member',
      ['내 재입고 알림 신청', 'My restock notice requests'],
      [
        'requests[{ optionId, productName, optionName, stock, requestedAt, notifiedAt }]',
        'requests[{ optionId, productName, optionName, stock, requestedAt, notifiedAt }]',
      ],
      { errors: ['LOGIN_REQUIRED'] },
    ),
    doc(
      'post',
      '/admin/products/create',
      'member',
      [
        '[관리] 상품 등록 (옵션, 수량 구간, 재고)',
        '[Admin] Create a product (options, tiers, stock)',
      ],
      ['product', 'product'],
      { schema: productCreateSchema, ...ADMIN, store: ['CATEGORY_NOT_FOUND', 'QUANTITY_INVALID'] },
    ),
    doc(
      'post',
      '/admin/products/update',
      'member',
      ['[관리] 상품 수정·게시', '[Admin] Update or publish a product'],
      ['id', 'id'],
      {
        schema: productUpdateSchema,
        ...ADMIN,
        store: ['PRODUCT_NOT_FOUND'],
      },
    ),
    doc(
      'post',
      '/admin/stock',
      'member',
      ['[관리] 옵션 재고 설정', '[Admin] Set an option’s stock'],
      ['optionId, stock', 'optionId, stock'],
      {
        schema: stockSchema,
        ...ADMIN,
        store: ['OPTION_NOT_FOUND'],
      },
    ),
    doc('post', '/admin/orders/list', 'member', ['[관리] 주문 목록', '[Admin] Orders'], PAGE, {
      schema: orderListSchema,
      errors: ['LOGIN_REQUIRED', 'ADMIN_REQUIRED', 'PAGING_INVALID'],
    }),
    doc(
      'post',
      '/admin/orders/detail',
      'member',
      ['[관리] 주문 상세', '[Admin] Order detail'],
      ORDER,
      {
        schema: adminOrderSchema,
        ...ADMIN,
        store: ['ORDER_NOT_FOUND'],
      },
    ),
    doc(
      'post',
      '/admin/orders/transition',
      'member',
      [
        '[관리] 주문 상태 변경 (prepare, ship, deliver, cancel, refund)',
        '[Admin] Change an order’s status (prepare, ship, deliver, cancel, refund)',
      ],
      ORDER,
      {
        schema: adminTransitionSchema,
        ...ADMIN,
        store: [
          'ORDER_NOT_FOUND',
          'TRANSITION_NOT_ALLOWED',
          'TRACKING_REQUIRED',
          'COURIER_NOT_FOUND',
          'PARTIAL_CANCEL_NOT_POSSIBLE',
          'ORDER_CHANGED',
        ],
      },
    ),
    doc(
      'post',
      '/admin/orders/confirm-bank',
      'member',
      ['[관리] 무통장 입금 확인', '[Admin] Confirm a bank transfer'],
      ORDER,
      {
        schema: adminOrderSchema,
        ...ADMIN,
        store: ['ORDER_NOT_FOUND', 'PAYMENT_METHOD_MISMATCH', 'ORDER_NOT_PAYABLE'],
      },
    ),
    doc(
      'post',
      '/admin/coupons/create',
      'member',
      ['[관리] 쿠폰 만들기', '[Admin] Create a coupon'],
      ['couponId', 'couponId'],
      {
        schema: couponCreateSchema,
        ...ADMIN,
      },
    ),
    doc('post', '/admin/coupons/list', 'member', ['[관리] 쿠폰 목록', '[Admin] Coupons'], PAGE, {
      schema: pageSchema,
      errors: ['LOGIN_REQUIRED', 'ADMIN_REQUIRED', 'PAGING_INVALID'],
    }),
    doc(
      'post',
      '/admin/coupons/grant',
      'member',
      ['[관리] 회원에게 쿠폰 지급', '[Admin] Grant a coupon to a member'],
      ['memberCouponId', 'memberCouponId'],
      {
        schema: couponGrantSchema,
        ...ADMIN,
        store: ['COUPON_NOT_FOUND', 'COUPON_ALREADY_ISSUED'],
      },
    ),
  ];
}
