import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { FixedWindowLimiter } from '../accounts/rate-limit';
import { requireAdmin, type AdminIdentity } from '../admin';
import {
  idSchema,
  optionalIdentity,
  readPaging,
  requireIdentity,
  requireMemberIdentity,
  validateContent,
} from '../content/common';
import type { AppEnv, RouteDeps } from '../env';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES } from '../content/attachments';
import { ApiError, formatBytes } from '../errors';
import { jsonBodyLimit } from '../routes/limits';
import { clientInfo, ok, readBody } from '../routes/user';
import {
  adminOrderSchema,
  adminTransition,
  createProduct,
  productCreateSchema,
  productUpdateSchema,
  setStock,
  stockSchema,
  adminTransitionSchema,
  updateProduct,
} from './admin';
import {
  cartAddSchema,
  cartListSchema,
  cartRemoveSchema,
  cartUpdateSchema,
  addToCart,
  cartView,
  removeCartItems,
  updateCartItem,
} from './cart';
import {
  collectionDetail,
  listBoxtapeTypes,
  listCategories,
  listCollections,
  listProducts,
  productDetail,
  productImageSvg,
  productQuerySchema,
  recommendedProducts,
} from './catalogue';
import {
  couponCreateSchema,
  couponGrantSchema,
  couponOffers,
  createCoupon,
  grantCoupon,
  issueCouponSchema,
  issueOfferedCoupon,
  listCoupons,
  myCoupons,
  pointHistory,
} from './coupons';
import { StoreError } from './errors';
import {
  buildQuote,
  cancelOrder,
  cancelSchema,
  createOrder,
  createOrderSchema,
  expireOverdueOrders,
  findOrderFor,
  listMemberOrders,
  orderListSchema,
  orderRefSchema,
  orderView,
  quoteSchema,
  quoteView,
} from './orders';
import { confirmBankTransfer, handleInicisReturn, providerFor } from './payments';
import {
  adminOrdermadeListSchema,
  cancelOrdermade,
  createOrdermade,
  listOrdermade,
  ordermadeCreateSchema,
  ordermadeDetail,
  ordermadeOrderSchema,
  ordermadeQuoteSchema,
  ordermadeRefSchema,
  orderFromOrdermade,
  quoteOrdermade,
} from './ordermade';
import { ordermadeSubscribeSchema, subscribeOrdermade } from './ordermade-subscriptions';
import {
  createReview,
  listWishes,
  myRestockRequests,
  optionRefSchema,
  productRefSchema,
  productReviews,
  recentViews,
  recordView,
  requestRestock,
  reviewCreateSchema,
  toggleWish,
} from './extras';
import { issueMergeTicket, mergeWithTicket } from './cart-merge';
import {
  createReviewWithPhotos,
  deleteReview,
  myReviews,
  myReviewsSchema,
  readReviewUpdateUpload,
  readReviewUpload,
  reviewRefSchema,
  reviewUpdateSchema,
  updateReview,
} from './reviews';
import {
  answerEstimate,
  createEstimate,
  estimateAnswerSchema,
  estimateCreateSchema,
  estimateListSchema,
  estimateRefSchema,
  estimateView,
  listEstimates,
} from './estimates';
import {
  completeBankRefund,
  listRefunds,
  refundCompleteSchema,
  refundListSchema,
  refundRetrySchema,
  retryFailedRefund,
  sendOrderRefunds,
} from './refunds';
import { notifyRestock, restockMailer } from './restock-mail';
import { mailDeclinedCharges } from './billing-mail';
import { appConn, storeDb } from './schema';
import { assertNotBilled, billingRedirect, handleBillingReturn, startBillingAuth } from './billing';
import { sweepSubscriptions } from './subscription-cycles';
import { recordAdminChange } from '../admin';
import { attachFiles, filesOf, readStoreFile, readUpload, UPLOAD_MAX_BYTES } from './files';
import {
  changeSubscription,
  createSubscription,
  listSubscriptions,
  subscriptionCreateSchema,
  subscriptionListSchema,
  subscriptionPaymentSchema,
  subscriptionRefSchema,
  subscriptionView,
} from './subscriptions';
import {
  storeDoc,
  PAGE,
  CART,
  LINE_ERRORS,
  ORDER,
  REFUND_ERRORS,
  REFUND_NOTE,
  ORDERMADE,
  ESTIMATE,
  SUBSCRIPTION,
  ADMIN,
  INICIS_RETURN,
} from './docs';
import { pageSchema } from '../accounts/schemas';
import { defineRoute } from '../routes/define';

/**
 * The store's HTTP calls, under `/shop`. Catalogue reads are GETs anyone may make;
 * everything else is a POST of plain JSON (or `{ encryptedData }`), answered
 * `{ resCode: 200, dataRes }`. Carts and orders belong to the caller's identity (a member token
 * or a guest id); a non-member order is reached with its number and password. Administration
 * under `/shop/admin/…` needs the admin level and writes the audit log in the same transaction.
 */
export function storeRoutes({ db: appDb, config, logger, storage }: RouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = storeDb(appDb);
  const store = config.store;
  const key = config.envelopeKey;
  const limit = jsonBodyLimit(config);
  // Order passwords are short: tries per address and order are limited like sign-in.
  const passwordLimiter = new FixedWindowLimiter(
    appDb,
    'routes:passwordLimiter',
    config.loginRateLimit,
    config.rateWindowMs,
    config.now,
  );

  const body = async <S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> =>
    validateContent(schema, await readBody(c, key, true));
  const admin = async (c: Context): Promise<AdminIdentity> => {
    const identity = await optionalIdentity(c, appDb, config.now());
    if (identity === undefined) throw new ApiError('LOGIN_REQUIRED');
    return requireAdmin(identity);
  };
  const limitPassword = async (
    c: Context,
    orderNo: string,
    password: string | null | undefined,
  ) => {
    if (!password) return;
    const wait = await passwordLimiter.hit(
      `order-password|${clientInfo(c, config.trustProxy).ip}|${orderNo}`,
    );
    if (wait > 0) throw new ApiError('TOO_MANY_REQUESTS', { seconds: wait });
  };
  const query = (c: Context) => c.req.query() as Record<string, string>;
  // The form an Inicis window posts the buyer's browser back with; a shop without Inicis takes none.
  const inicisReturn = async (c: Context) => {
    const inicis = store.inicis;
    if (inicis === null) throw new StoreError('PAYMENT_NOT_CONFIGURED');
    try {
      return { inicis, form: await c.req.parseBody() };
    } catch {
      throw new ApiError('BAD_REQUEST');
    }
  };
  // Restock notices go out with the server's mailer (null: no mail transport configured).
  const mailer = restockMailer(config);

  // Catalogue.
  defineRoute(
    routes,
    storeDoc(
      'get',
      '/categories',
      'anyone',
      ['상품 분류 목록 (lCate 코드)', 'Product categories (lCate codes)'],
      [
        'categories[{ code, name, nameEn, exclusive }]',
        'categories[{ code, name, nameEn, exclusive }]',
      ],
    ),
    async (c) => ok(c, { categories: await listCategories(db) }),
  );
  defineRoute(
    routes,
    storeDoc(
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
    async (c) => {
      const filters = validateContent(productQuerySchema, query(c));
      return ok(c, await listProducts(db, filters, readPaging(filters, 20)));
    },
  );
  defineRoute(
    routes,
    storeDoc(
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
    async (c) => {
      const id = validateContent(idSchema, c.req.param('id'));
      return ok(c, { product: await productDetail(db, id) });
    },
  );
  defineRoute(
    routes,
    storeDoc(
      'get',
      '/images/:id/:file',
      'anyone',
      ['상품 이미지 (SVG, 1.svg~3.svg)', 'Product image (SVG, 1.svg to 3.svg)'],
      ['SVG 이미지', 'An SVG image'],
      { reply: 'raw', rawTypes: ['image/svg+xml'], store: ['PRODUCT_NOT_FOUND'] },
    ),
    async (c) => {
      const id = validateContent(idSchema, c.req.param('id'));
      const match = /^([1-3])\.svg$/.exec(c.req.param('file'));
      if (match === null) throw new ApiError('NOT_FOUND');
      const svg = await productImageSvg(db, id, Number(match[1]));
      return c.body(svg, 200, {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': 'public, max-age=3600',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
    },
  );
  defineRoute(
    routes,
    storeDoc(
      'get',
      '/collections',
      'anyone',
      ['기획전 목록', 'Collections'],
      [
        'collections[{ id, name, nameEn, description }]',
        'collections[{ id, name, nameEn, description }]',
      ],
    ),
    async (c) => ok(c, { collections: await listCollections(db) }),
  );
  defineRoute(
    routes,
    storeDoc(
      'get',
      '/collections/:id',
      'anyone',
      ['기획전 상품 (쿼리 page, size)', 'Products of a collection (query page, size)'],
      [`collection, ${PAGE[0]}`, `collection, ${PAGE[1]}`],
      { errors: ['PAGING_INVALID'], store: ['COLLECTION_NOT_FOUND'] },
    ),
    async (c) => {
      const id = validateContent(idSchema, c.req.param('id'));
      return ok(c, await collectionDetail(db, id, readPaging(query(c), 20)));
    },
  );
  defineRoute(
    routes,
    storeDoc(
      'get',
      '/boxtape-types',
      'anyone',
      ['박스테이프 종류', 'Box-tape types'],
      [
        'types[{ id, name, nameEn, description, widthMm, color, productId }]',
        'types[{ id, name, nameEn, description, widthMm, color, productId }]',
      ],
    ),
    async (c) => ok(c, { types: await listBoxtapeTypes(db) }),
  );
  defineRoute(
    routes,
    storeDoc(
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
    async (c) => ok(c, await recommendedProducts(db, readPaging(query(c), 8))),
  );

  // Cart.
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/cart/list',
      'identity',
      [
        '장바구니 (로그인 직후 mergeGuestId + mergeTicket으로 비회원 장바구니 합치기)',
        'The cart (mergeGuestId with mergeTicket merges the guest cart after sign-in)',
      ],
      [`${CART[0]}, merged`, `${CART[1]}, merged`],
      {
        schema: cartListSchema,
        store: ['CART_MERGE_REFUSED'],
        note: [
          '합치기에는 로그인 전 비회원으로 받은 cart/merge-ticket의 ticket이 필요합니다(그 비회원 id에 묶임, 1시간, 1회). 같은 회원이 다시 보내면 merged: 0, 그 밖에는 CART_MERGE_REFUSED.',
          'Merging needs the ticket of cart/merge-ticket, taken as the guest before signing in (bound to that guest id, 1 hour, once). The same member sending it again gets merged: 0; anything else is CART_MERGE_REFUSED.',
        ],
      },
    ),
    limit,
    async (c) => {
      const identity = await requireIdentity(c, appDb, config.now());
      const { mergeGuestId, mergeTicket } = await body(c, cartListSchema);
      let merged = 0;
      if (identity.kind === 'member' && mergeGuestId)
        merged = await mergeWithTicket(db, identity.owner, mergeGuestId, mergeTicket, config.now());
      return ok(c, { ...(await cartView(db, identity.owner, store)), merged });
    },
  );
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/cart/merge-ticket',
      'identity',
      [
        '장바구니 합치기 확인값 받기 (비회원, 로그인 직전)',
        'Get a cart merge ticket (a guest, right before signing in)',
      ],
      [
        'guestId, ticket, expiresAt (ticket은 로그인 후 cart/list의 mergeTicket으로 보냄)',
        'guestId, ticket, expiresAt (send the ticket as cart/list mergeTicket after signing in)',
      ],
      { body: 'none', store: ['CART_MERGE_GUEST_ONLY'] },
    ),
    limit,
    async (c) => {
      const identity = await requireIdentity(c, appDb, config.now());
      return ok(c, await issueMergeTicket(db, identity, config.now()));
    },
  );
  defineRoute(
    routes,
    storeDoc('post', '/cart/add', 'identity', ['장바구니에 담기', 'Add to the cart'], CART, {
      schema: cartAddSchema,
      store: [...LINE_ERRORS, 'CART_FULL'],
    }),
    limit,
    async (c) => {
      const identity = await requireIdentity(c, appDb, config.now());
      await addToCart(db, identity.owner, await body(c, cartAddSchema), config.now());
      return ok(c, await cartView(db, identity.owner, store));
    },
  );
  defineRoute(
    routes,
    storeDoc(
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
    limit,
    async (c) => {
      const identity = await requireIdentity(c, appDb, config.now());
      await updateCartItem(db, identity.owner, await body(c, cartUpdateSchema), config.now());
      return ok(c, await cartView(db, identity.owner, store));
    },
  );
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/cart/remove',
      'identity',
      ['장바구니에서 빼기', 'Remove from the cart'],
      CART,
      {
        schema: cartRemoveSchema,
      },
    ),
    limit,
    async (c) => {
      const identity = await requireIdentity(c, appDb, config.now());
      const { itemIds } = await body(c, cartRemoveSchema);
      await removeCartItems(db, identity.owner, itemIds);
      return ok(c, await cartView(db, identity.owner, store));
    },
  );

  // Orders.
  defineRoute(
    routes,
    storeDoc(
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
    limit,
    async (c) => {
      const identity = await requireIdentity(c, appDb, config.now());
      const quote = await buildQuote(db, identity, await body(c, quoteSchema), store, config.now());
      return ok(c, { quote: quoteView(quote, store) });
    },
  );
  defineRoute(
    routes,
    storeDoc(
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
    limit,
    async (c) => {
      const identity = await requireIdentity(c, appDb, config.now());
      const now = config.now();
      const created = await createOrder(db, identity, await body(c, createOrderSchema), store, now);
      const order = await db
        .selectFrom('store_orders')
        .selectAll()
        .where('id', '=', created.orderId)
        .executeTakeFirstOrThrow();
      const view = await orderView(db, order, store);
      const payment =
        order.status === 'ordered'
          ? providerFor(order, store).start(order, goodName(view.items), now)
          : null;
      return ok(c, { order: view, payment });
    },
  );
  defineRoute(
    routes,
    storeDoc(
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
    limit,
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      const filters = await body(c, orderListSchema);
      return ok(c, await listMemberOrders(db, member.user.id, filters, readPaging(filters)));
    },
  );
  defineRoute(
    routes,
    storeDoc(
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
    limit,
    async (c) => {
      const identity = await optionalIdentity(c, appDb, config.now());
      const ref = await body(c, orderRefSchema);
      await limitPassword(c, ref.orderNo, ref.password);
      const order = await findOrderFor(db, identity, ref.orderNo, ref.password);
      return ok(c, { order: await orderView(db, order, store) });
    },
  );
  defineRoute(
    routes,
    storeDoc(
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
          ...REFUND_ERRORS,
        ],
        note: REFUND_NOTE,
      },
    ),
    limit,
    async (c) => {
      const identity = await optionalIdentity(c, appDb, config.now());
      const ref = await body(c, cancelSchema);
      await limitPassword(c, ref.orderNo, ref.password);
      const found = await findOrderFor(db, identity, ref.orderNo, ref.password);
      await db.transaction().execute(async (trx) => {
        const order = await trx
          .selectFrom('store_orders')
          .selectAll()
          .where('id', '=', found.id)
          .executeTakeFirstOrThrow();
        await cancelOrder(
          trx,
          order,
          'customer',
          ref.itemIds,
          store,
          config.now(),
          'cancel',
          ref.refundAccount ?? null,
        );
      });
      // A card refund goes to the provider after the commit, holding no lock (see refunds.ts).
      await sendOrderRefunds(db, store, found.id, config.now());
      const order = await db
        .selectFrom('store_orders')
        .selectAll()
        .where('id', '=', found.id)
        .executeTakeFirstOrThrow();
      return ok(c, { order: await orderView(db, order, store) });
    },
  );
  defineRoute(
    routes,
    storeDoc(
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
        store: [
          'ORDER_NOT_FOUND',
          'ORDER_NOT_PAYABLE',
          'PAYMENT_NOT_CONFIGURED',
          'BILLING_IN_PROGRESS',
        ],
      },
    ),
    limit,
    async (c) => {
      const identity = await optionalIdentity(c, appDb, config.now());
      const ref = await body(c, orderRefSchema);
      await limitPassword(c, ref.orderNo, ref.password);
      const now = config.now();
      await expireOverdueOrders(db, store, now);
      const order = await findOrderFor(db, identity, ref.orderNo, ref.password);
      if (order.status !== 'ordered')
        throw new StoreError('ORDER_NOT_PAYABLE', { status: order.status });
      await assertNotBilled(db, order.id);
      const view = await orderView(db, order, store);
      return ok(c, { payment: providerFor(order, store).start(order, goodName(view.items), now) });
    },
  );
  // The buyer's browser, posted back by the payment window (form-encoded, no credential).
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/order/feedbackFromInicis',
      'anyone',
      ['이니시스 결제 결과 수신 (returnUrl)', 'Inicis payment return (returnUrl)'],
      [
        '303 리다이렉트: 성공 시 /orderComplete?orderNo=…, 실패 시 /order/feedbackFromInicis?result=fail&reason=…',
        '303 redirect: /orderComplete?orderNo=… on success, /order/feedbackFromInicis?result=fail&reason=… otherwise',
      ],
      {
        ...INICIS_RETURN,
        note: [
          '결제창이 브라우저를 폼(resultCode, mid, orderNumber, authToken, authUrl, netCancelUrl)으로 보냅니다. 허용된 호스트의 authUrl로만 승인하고, 금액과 MOID를 확인한 뒤 한 번만 결제 완료로 바꿉니다(거래 id 고유 제약). 서버 처리 실패 시 netCancelUrl로 망취소합니다.',
          'The payment window posts the browser back with a form (resultCode, mid, orderNumber, authToken, authUrl, netCancelUrl). Approval only at an authUrl of an allowed host; the amount and MOID are checked and the order is marked paid once (unique transaction id). When the server’s own step fails, the approval is cancelled at netCancelUrl.',
        ],
      },
    ),
    limit,
    async (c) => {
      const { inicis, form } = await inicisReturn(c);
      const outcome = await handleInicisReturn(db, inicis, form, config.now, logger);
      const orderNo = encodeURIComponent(outcome.orderNo ?? '');
      return c.redirect(
        outcome.ok
          ? `${inicis.siteBase}/orderComplete?orderNo=${orderNo}`
          : `${inicis.siteBase}/order/feedbackFromInicis?result=fail&reason=${encodeURIComponent(outcome.reason)}&orderNo=${orderNo}`,
        303,
      );
    },
  );

  // Coupons and points.
  defineRoute(
    routes,
    storeDoc(
      'get',
      '/coupon-offers',
      'anyone',
      ['받을 수 있는 쿠폰', 'Coupons on offer'],
      [
        'coupons[{ couponId, name, kind, value, maxDiscount, minOrder, startsAt, endsAt, issued }]',
        'coupons[{ couponId, name, kind, value, maxDiscount, minOrder, startsAt, endsAt, issued }]',
      ],
    ),
    async (c) => {
      const identity = await optionalIdentity(c, appDb, config.now());
      const memberId = identity?.kind === 'member' ? identity.user.id : null;
      return ok(c, { coupons: await couponOffers(db, memberId, config.now()) });
    },
  );
  defineRoute(
    routes,
    storeDoc(
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
    limit,
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      const { couponId } = await body(c, issueCouponSchema);
      const memberCouponId = await issueOfferedCoupon(db, member.user.id, couponId, config.now());
      return ok(c, { memberCouponId });
    },
  );
  defineRoute(
    routes,
    storeDoc(
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
    limit,
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      return ok(c, { coupons: await myCoupons(db, member.user.id, config.now()) });
    },
  );
  defineRoute(
    routes,
    storeDoc(
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
    limit,
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      const paging = readPaging(
        ((await readBody(c, key, true)) ?? {}) as Record<string, unknown>,
        20,
      );
      return ok(c, await pointHistory(db, member.user.id, paging));
    },
  );

  // Regular delivery (members).
  defineRoute(
    routes,
    storeDoc(
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
        note: [
          '카드 정기배송(카드 결제 설정 시)은 billing{ payUrl, fields }도 답합니다: 브라우저가 이 필드를 결제창에 폼으로 보내 카드를 등록(BILLAUTH)하면 배송 주기마다 자동 결제됩니다. 아니면 billing은 null입니다.',
          'A card subscription (with card payment configured) also answers billing{ payUrl, fields }: the browser posts them to the payment window to register the card (BILLAUTH), which is then charged each cycle. Otherwise billing is null.',
        ],
      },
    ),
    limit,
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      const values = await body(c, subscriptionCreateSchema);
      const id = await createSubscription(db, member.user.id, values, config.now());
      // A card subscription registers its card for automatic charging (`billing.ts`).
      const billing =
        values.paymentMethod === 'card' && store.inicis !== null
          ? await startBillingAuth(db, store, member.user.id, id, 'create', config.now())
          : null;
      return ok(c, {
        subscription: await subscriptionView(db, member.user.id, id, store),
        billing,
      });
    },
  );
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/subscriptions/list',
      'member',
      ['내 정기배송 (view: all|active|cancel)', 'My subscriptions (view: all|active|cancel)'],
      ['subscriptions[…]', 'subscriptions[…]'],
      { schema: subscriptionListSchema, errors: ['LOGIN_REQUIRED'] },
    ),
    limit,
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      const { view } = await body(c, subscriptionListSchema);
      return ok(c, { subscriptions: await listSubscriptions(db, member.user.id, view, store) });
    },
  );
  defineRoute(
    routes,
    storeDoc(
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
    limit,
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      const { subscriptionId } = await body(c, subscriptionRefSchema);
      return ok(c, {
        subscription: await subscriptionView(db, member.user.id, subscriptionId, store),
      });
    },
  );
  for (const [action, ko, en] of [
    ['skip', '다음 배송 건너뛰기 (한 주기 뒤로)', 'Skip the next delivery (one cycle later)'],
    ['pause', '정기배송 일시정지', 'Pause a subscription'],
    ['resume', '정기배송 다시 시작', 'Resume a subscription'],
    ['cancel', '정기배송 해지', 'Cancel a subscription'],
  ] as const)
    defineRoute(
      routes,
      storeDoc('post', `/subscriptions/${action}`, 'member', [ko, en], SUBSCRIPTION, {
        schema: subscriptionRefSchema,
        errors: ['LOGIN_REQUIRED'],
        store: ['SUBSCRIPTION_NOT_FOUND', 'TRANSITION_NOT_ALLOWED'],
      }),
      limit,
      async (c) => {
        const member = await requireMemberIdentity(c, appDb, config.now());
        const { subscriptionId } = await body(c, subscriptionRefSchema);
        await changeSubscription(db, member.user.id, subscriptionId, action, config.now());
        return ok(c, {
          subscription: await subscriptionView(db, member.user.id, subscriptionId, store),
        });
      },
    );
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/subscriptions/payment-method',
      'member',
      ['정기배송 결제 수단 변경', 'Change a subscription’s payment method'],
      SUBSCRIPTION,
      {
        schema: subscriptionPaymentSchema,
        errors: ['LOGIN_REQUIRED'],
        store: ['SUBSCRIPTION_NOT_FOUND', 'TRANSITION_NOT_ALLOWED'],
        note: [
          '카드로 바꾸면 billing{ payUrl, fields } (카드 등록 결제창 폼)도 답합니다. 아니면 billing은 null입니다.',
          'Changing to card also answers billing{ payUrl, fields } (the card registration form). Otherwise billing is null.',
        ],
      },
    ),
    limit,
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      const values = await body(c, subscriptionPaymentSchema);
      await changeSubscription(
        db,
        member.user.id,
        values.subscriptionId,
        'change_payment',
        config.now(),
        values.paymentMethod,
      );
      const billing =
        values.paymentMethod === 'card' && store.inicis !== null
          ? await startBillingAuth(
              db,
              store,
              member.user.id,
              values.subscriptionId,
              'change',
              config.now(),
            )
          : null;
      return ok(c, {
        subscription: await subscriptionView(db, member.user.id, values.subscriptionId, store),
        billing,
      });
    },
  );
  // Card regular delivery: (re-)register the card (the BILLAUTH form; `billing.ts`).
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/subscriptions/billing/start',
      'member',
      [
        '정기배송 자동 결제 카드 등록·변경 (이니시스 빌링키 발급 폼)',
        'Register or replace the card a subscription is charged to (Inicis billing-key form)',
      ],
      [
        'billing: { payUrl, fields } (acceptmethod BILLAUTH(Card), signature·verification·mKey 서명, returnUrl = /shop/subscriptions/billing/feedbackFromInicis)',
        'billing: { payUrl, fields } (acceptmethod BILLAUTH(Card), signed with signature, verification and mKey; returnUrl = /shop/subscriptions/billing/feedbackFromInicis)',
      ],
      {
        schema: subscriptionRefSchema,
        errors: ['LOGIN_REQUIRED'],
        store: ['SUBSCRIPTION_NOT_FOUND', 'TRANSITION_NOT_ALLOWED', 'PAYMENT_NOT_CONFIGURED'],
      },
    ),
    limit,
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      const { subscriptionId } = await body(c, subscriptionRefSchema);
      return ok(c, {
        billing: await startBillingAuth(
          db,
          store,
          member.user.id,
          subscriptionId,
          'change',
          config.now(),
        ),
      });
    },
  );
  // The buyer's browser, posted back by the BILLAUTH window (form-encoded, no credential).
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/subscriptions/billing/feedbackFromInicis',
      'anyone',
      ['이니시스 빌링키 발급 결과 수신 (returnUrl)', 'Inicis billing-key return (returnUrl)'],
      [
        '303 리다이렉트: 성공 시 /subsComplete?id=…&billing=ok (신청) 또는 /my-activity/subs-shipping-list/detail/{id}?billing=ok (변경), 실패 시 같은 곳에 billing=fail&reason=…',
        '303 redirect: /subsComplete?id=…&billing=ok (new) or /my-activity/subs-shipping-list/detail/{id}?billing=ok (change) on success, the same with billing=fail&reason=… otherwise',
      ],
      {
        ...INICIS_RETURN,
        note: [
          '허용된 호스트의 authUrl로만 승인(서명·검증값)하고 CARD_BillKey를 암호화해 한 번만 저장합니다(같은 결과가 다시 와도 한 번). 빌링키는 어떤 응답에도, 어떤 로그에도 나오지 않고 마스킹한 카드 번호만 보입니다. 배송 주기 주문은 INIAPI billing(moid = 주문번호, 서버가 계산한 금액)으로 주문마다 한 번만 결제하고, 거절되면 주문은 입금 대기로 남아 회원이 직접 결제합니다.',
          'Approval only at an authUrl of an allowed host (signature and verification); CARD_BillKey is stored encrypted, once (a repeated return stores nothing more). The key is never in any answer or log; only the masked card number is shown. Each cycle order is charged once through INIAPI billing (moid = the order number, the server’s amount); a refused charge leaves the order awaiting payment for its member to pay by hand.',
        ],
      },
    ),
    limit,
    async (c) => {
      const { inicis, form } = await inicisReturn(c);
      const outcome = await handleBillingReturn(db, inicis, form, config.now, logger);
      return c.redirect(billingRedirect(inicis.siteBase, outcome), 303);
    },
  );

  // Made-to-order (members), quoted by the shop.
  defineRoute(
    routes,
    storeDoc(
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
    limit,
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      const values = await body(c, ordermadeCreateSchema);
      const id = await createOrdermade(db, member.user.id, values, config.now());
      return ok(c, { request: await ordermadeDetail(db, id, member.user.id) });
    },
  );
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/ordermade/list',
      'member',
      ['내 주문제작 요청', 'My made-to-order requests'],
      ['requests[…]', 'requests[…]'],
      {
        errors: ['LOGIN_REQUIRED'],
      },
    ),
    limit,
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      return ok(c, { requests: await listOrdermade(db, member.user.id) });
    },
  );
  defineRoute(
    routes,
    storeDoc(
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
    limit,
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      const { requestId } = await body(c, ordermadeRefSchema);
      return ok(c, { request: await ordermadeDetail(db, requestId, member.user.id) });
    },
  );
  defineRoute(
    routes,
    storeDoc(
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
    limit,
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      const { requestId } = await body(c, ordermadeRefSchema);
      await cancelOrdermade(db, member.user.id, requestId, config.now());
      return ok(c, { request: await ordermadeDetail(db, requestId, member.user.id) });
    },
  );
  defineRoute(
    routes,
    storeDoc(
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
    limit,
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      const values = await body(c, ordermadeOrderSchema);
      const now = config.now();
      const orderId = await orderFromOrdermade(db, member.user.id, values, store, now);
      const order = await db
        .selectFrom('store_orders')
        .selectAll()
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      const view = await orderView(db, order, store);
      return ok(c, {
        order: view,
        payment: providerFor(order, store).start(order, goodName(view.items), now),
      });
    },
  );
  // A quotation taken up as a regular delivery at the quoted price (`ordermade-subscriptions.ts`).
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/ordermade/subscribe',
      'member',
      [
        '견적대로 정기배송 신청 (subsFromOrdermade: 주기, 첫 배송일, 견적 수량의 배수 multiple, 견적 단가로 매 회차 주문, 재고 차감 없음)',
        'Take a quotation as regular delivery (subsFromOrdermade: cycle, first date, multiple of the quoted quantity; each cycle ordered at the quoted unit price, no stock)',
      ],
      [
        `${SUBSCRIPTION[0]} (+ ordermadeRequestId, unitPrice: 견적 단가), request: { …, status: ordered, subscriptionId }`,
        `${SUBSCRIPTION[1]} (+ ordermadeRequestId, unitPrice: the quoted unit price), request: { …, status: ordered, subscriptionId }`,
      ],
      {
        schema: ordermadeSubscribeSchema,
        errors: ['LOGIN_REQUIRED', 'MOBILE_INVALID'],
        store: [
          'ORDERMADE_NOT_FOUND',
          'TRANSITION_NOT_ALLOWED',
          'QUOTE_EXPIRED',
          'ORDERMADE_MULTIPLE_INVALID',
          'SUBSCRIPTION_TERMS_REQUIRED',
          'DELIVERY_DATE_INVALID',
        ],
      },
    ),
    limit,
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      const values = await body(c, ordermadeSubscribeSchema);
      const id = await subscribeOrdermade(db, member.user.id, values, config.now());
      return ok(c, {
        subscription: await subscriptionView(db, member.user.id, id, store),
        request: await ordermadeDetail(db, values.requestId, member.user.id),
      });
    },
  );
  defineRoute(
    routes,
    storeDoc(
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
    limit,
    async (c) => {
      await admin(c);
      const { status } = await body(c, adminOrdermadeListSchema);
      return ok(c, { requests: await listOrdermade(db, null, status) });
    },
  );
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/admin/ordermade/quote',
      'member',
      [
        '[관리] 주문제작 견적 (단가, 유효일수, 정기배송 수량 배수 상한 maxMultiple)',
        '[Admin] Quote a made-to-order request (unit price, days valid, maxMultiple for regular delivery)',
      ],
      ORDERMADE,
      {
        schema: ordermadeQuoteSchema,
        ...ADMIN,
        store: ['ORDERMADE_NOT_FOUND', 'TRANSITION_NOT_ALLOWED'],
      },
    ),
    limit,
    async (c) => {
      const who = await admin(c);
      const values = await body(c, ordermadeQuoteSchema);
      await quoteOrdermade(db, who, values, config.now());
      return ok(c, { request: await ordermadeDetail(db, values.requestId, null) });
    },
  );

  // Quotation requests for catalogue products in volume (members), answered by the shop.
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/estimate/create',
      'member',
      [
        '견적 요청 (카탈로그 상품 대량 구매: 품목·수량, 희망 납기일, 회사명, 메모)',
        'Ask for a quotation (catalogue products in volume: lines, desired date, company, memo)',
      ],
      ESTIMATE,
      {
        schema: estimateCreateSchema,
        store: [...LINE_ERRORS, 'ESTIMATE_DATE_INVALID'],
      },
    ),
    limit,
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      const values = await body(c, estimateCreateSchema);
      const id = await createEstimate(db, member.user.id, values, config.now());
      return ok(c, { estimate: await estimateView(db, id, member.user.id, config.now()) });
    },
  );
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/estimate/list',
      'member',
      ['내 견적 요청 목록 (견적 문의 내역)', 'My quotation requests (quotation history)'],
      [
        `${PAGE[0]} (items: estimateId, status, statusLabel, companyName, desiredOn, validUntil, answeredAt, firstItemName, lineCount, createdAt)`,
        `${PAGE[1]} (items: estimateId, status, statusLabel, companyName, desiredOn, validUntil, answeredAt, firstItemName, lineCount, createdAt)`,
      ],
      { schema: estimateListSchema },
    ),
    limit,
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      const filters = await body(c, estimateListSchema);
      return ok(c, await listEstimates(db, member.user.id, filters.status, readPaging(filters)));
    },
  );
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/estimate/detail',
      'member',
      ['견적 요청 상세 (답변 포함)', 'A quotation request (with the answer)'],
      ESTIMATE,
      { schema: estimateRefSchema, store: ['ESTIMATE_NOT_FOUND'] },
    ),
    limit,
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      const { estimateId } = await body(c, estimateRefSchema);
      return ok(c, { estimate: await estimateView(db, estimateId, member.user.id, config.now()) });
    },
  );
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/admin/estimates/list',
      'member',
      ['[관리] 견적 요청 목록 (status로 거르기)', '[Admin] Quotation requests (filter by status)'],
      [
        `${PAGE[0]} (items: 견적 요약 + memberName, memberEmail)`,
        `${PAGE[1]} (items: quotation summaries with memberName, memberEmail)`,
      ],
      { schema: estimateListSchema, ...ADMIN },
    ),
    limit,
    async (c) => {
      await admin(c);
      const filters = await body(c, estimateListSchema);
      return ok(c, await listEstimates(db, null, filters.status, readPaging(filters, 20)));
    },
  );
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/admin/estimates/answer',
      'member',
      [
        '[관리] 견적 답변 (품목별 단가, 유효기간; 다시 보내면 수정, 감사 기록)',
        '[Admin] Answer a quotation (unit price per line, validity; sending again revises it; audit-logged)',
      ],
      ESTIMATE,
      {
        schema: estimateAnswerSchema,
        ...ADMIN,
        store: [
          'ESTIMATE_NOT_FOUND',
          'ESTIMATE_ITEMS_MISMATCH',
          'ESTIMATE_VALID_UNTIL_INVALID',
          'ORDER_CHANGED',
        ],
      },
    ),
    limit,
    async (c) => {
      const who = await admin(c);
      const values = await body(c, estimateAnswerSchema);
      await answerEstimate(db, who, values, config.now());
      return ok(c, { estimate: await estimateView(db, values.estimateId, null, config.now()) });
    },
  );

  // Files: made-to-order drawings (own and admins) and review photos (everyone), `files.ts`.
  const fileObjects = { db: appDb, storage, logger };
  const uploadLimit = bodyLimit({
    maxSize: UPLOAD_MAX_BYTES,
    onError: () => {
      throw new ApiError('ATTACHMENT_TOO_LARGE', {
        limit: formatBytes(ATTACHMENT_MAX_BYTES),
        count: ATTACHMENT_MAX_FILES,
      });
    },
  });
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/ordermade/files',
      'member',
      [
        '주문제작 요청에 파일 올리기 (PDF·AI, PNG, JPEG; 견적 전까지)',
        'Add files to a made-to-order request (PDF/AI, PNG, JPEG; before the quote)',
      ],
      ORDERMADE,
      {
        body: 'none',
        errors: [
          'LOGIN_REQUIRED',
          'BAD_MULTIPART',
          'ATTACHMENT_TOO_LARGE',
          'ATTACHMENT_TYPE_INVALID',
        ],
        store: [
          'ORDERMADE_NOT_FOUND',
          'TRANSITION_NOT_ALLOWED',
          'FILE_REQUIRED',
          'FILE_TYPE_NOT_ALLOWED',
          'FILE_LIMIT',
        ],
        note: [
          'multipart/form-data: requestId와 files(여러 개). 한 번에 5개, 파일당 10MB, 요청당 모두 5개까지. 형식은 내용으로 판별합니다(AI는 PDF 호환 저장본만). 요청한 회원과 관리자만 받을 수 있습니다(GET /shop/files/{id}).',
          'multipart/form-data: requestId and files (several). Up to 5 per upload, 10 MB each, 5 per request in all. The type is told by the content (AI only when saved PDF-compatible). Only the member and administrators can fetch them (GET /shop/files/{id}).',
        ],
      },
    ),
    uploadLimit,
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      const { fields, files } = await readUpload(c);
      const requestId = validateContent(idSchema, fields.requestId);
      await attachFiles(
        db,
        fileObjects,
        'ordermade',
        requestId,
        member.user.id,
        files,
        config.now(),
      );
      return ok(c, { request: await ordermadeDetail(db, requestId, member.user.id) });
    },
  );
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/reviews/photos',
      'member',
      [
        '후기에 사진 올리기 (이미지, 후기당 5장까지)',
        'Add photos to a review (images, 5 per review)',
      ],
      [
        'photos[{ fileId, fileName, contentType, sizeBytes, url }]',
        'photos[{ fileId, fileName, contentType, sizeBytes, url }]',
      ],
      {
        body: 'none',
        errors: [
          'LOGIN_REQUIRED',
          'BAD_MULTIPART',
          'ATTACHMENT_TOO_LARGE',
          'ATTACHMENT_TYPE_INVALID',
        ],
        store: ['REVIEW_NOT_FOUND', 'FILE_REQUIRED', 'FILE_TYPE_NOT_ALLOWED', 'FILE_LIMIT'],
        note: [
          'multipart/form-data: reviewId와 files. PNG, JPEG, GIF, WebP(내용으로 판별), 파일당 10MB. 후기 사진은 누구나 볼 수 있습니다(상품 후기 목록의 photos).',
          'multipart/form-data: reviewId and files. PNG, JPEG, GIF or WebP (told by content), 10 MB each. Review photos are public (photos in the product reviews).',
        ],
      },
    ),
    uploadLimit,
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      const { fields, files } = await readUpload(c);
      const reviewId = validateContent(idSchema, fields.reviewId);
      await attachFiles(db, fileObjects, 'review', reviewId, member.user.id, files, config.now());
      return ok(c, { photos: (await filesOf(db, 'review', [reviewId])).get(reviewId) ?? [] });
    },
  );
  defineRoute(
    routes,
    storeDoc(
      'get',
      '/files/:id',
      'anyone',
      [
        '상점 파일 받기 (후기 사진: 누구나, 주문제작 파일: 본인·관리자)',
        'A store file (review photos: anyone; made-to-order files: the member and administrators)',
      ],
      [
        '파일 (후기 사진은 inline, 주문제작 파일은 attachment)',
        'The file (review photos inline, made-to-order files as attachment)',
      ],
      {
        reply: 'raw',
        rawTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'],
        errors: ['ATTACHMENT_NOT_FOUND'],
      },
    ),
    async (c) => {
      const identity = await optionalIdentity(c, appDb, config.now());
      const id = validateContent(idSchema, c.req.param('id'));
      const file = await readStoreFile(db, storage, id, identity);
      return c.body(file.bytes, 200, file.headers);
    },
  );

  // Member extras: wishes, recently viewed, restock requests, reviews.
  defineRoute(
    routes,
    storeDoc(
      'get',
      '/products/:id/reviews',
      'anyone',
      ['상품 후기 (쿼리 page, size)', 'Product reviews (query page, size)'],
      [
        `averageRating, ${PAGE[0]} (items: id, rating, content, nickname, createdAt, photos[{ fileId, url }])`,
        `averageRating, ${PAGE[1]} (items: id, rating, content, nickname, createdAt, photos[{ fileId, url }])`,
      ],
      { errors: ['PAGING_INVALID'], store: ['PRODUCT_NOT_FOUND'] },
    ),
    async (c) => {
      const id = validateContent(idSchema, c.req.param('id'));
      return ok(c, await productReviews(db, id, readPaging(query(c))));
    },
  );
  // JSON: a review alone; multipart: the review with its photos, all or nothing (`reviews.ts`).
  const multipart = (c: Context) =>
    (c.req.header('content-type') ?? '').includes('multipart/form-data');
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/reviews/create',
      'member',
      [
        '후기 쓰기 (배송 완료된 내 주문 상품, 1회)',
        'Write a review (an item of my delivered order, once)',
      ],
      [
        'reviewId (multipart로 보내면 photos[{ fileId, fileName, contentType, sizeBytes, url }]도)',
        'reviewId (sent as multipart, also photos[{ fileId, fileName, contentType, sizeBytes, url }])',
      ],
      {
        schema: reviewCreateSchema,
        errors: [
          'LOGIN_REQUIRED',
          'VALIDATION_FAILED',
          'CONTENT_EMPTY',
          'TEXT_TOO_LONG',
          'BAD_MULTIPART',
          'ATTACHMENT_TOO_LARGE',
        ],
        store: [
          'REVIEW_NOT_ALLOWED',
          'REVIEW_EXISTS',
          'REVIEW_PHOTO_LIMIT',
          'FILE_TYPE_NOT_ALLOWED',
        ],
        note: [
          '사진과 함께 쓰려면 multipart/form-data로 orderItemId, rating(1–5), content와 files(사진 0–5장: PNG, JPEG, GIF, WebP, 내용으로 판별, 장당 10MB)를 한 번에 보냅니다. 후기와 사진은 한 트랜잭션으로 함께 저장되며, 사진 하나라도 거절되거나 후기를 쓸 수 없으면 아무것도 남지 않습니다. JSON 본문(사진 없이)도 그대로 받습니다.',
          'To write it with photos, send multipart/form-data with orderItemId, rating (1–5), content and files (0–5 photos: PNG, JPEG, GIF or WebP told by content, 10 MB each) in one call. The review and its photos are saved in one transaction: when a photo is refused or the review cannot be written, nothing is kept. A JSON body (without photos) is still taken.',
        ],
      },
    ),
    (c, next) => (multipart(c) ? uploadLimit(c, next) : limit(c, next)),
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      if (multipart(c)) {
        const { values, files } = await readReviewUpload(c);
        return ok(
          c,
          await createReviewWithPhotos(db, fileObjects, member.user, values, files, config.now()),
        );
      }
      const values = await body(c, reviewCreateSchema);
      return ok(c, { reviewId: await createReview(db, member.user, values, config.now()) });
    },
  );
  // The author's edit (JSON, or multipart with new photos) and delete (`reviews.ts`).
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/reviews/update',
      'member',
      ['내 후기 고치기 (별점, 내용, 사진)', 'Edit my review (rating, text, photos)'],
      [
        'reviewId, rating, content, updatedAt, photos[{ fileId, fileName, contentType, sizeBytes, url }]',
        'reviewId, rating, content, updatedAt, photos[{ fileId, fileName, contentType, sizeBytes, url }]',
      ],
      {
        schema: reviewUpdateSchema,
        errors: [
          'LOGIN_REQUIRED',
          'VALIDATION_FAILED',
          'CONTENT_EMPTY',
          'TEXT_TOO_LONG',
          'BAD_MULTIPART',
          'ATTACHMENT_TOO_LARGE',
        ],
        store: [
          'REVIEW_NOT_FOUND',
          'REVIEW_PHOTO_UNKNOWN',
          'REVIEW_PHOTO_LIMIT',
          'FILE_TYPE_NOT_ALLOWED',
        ],
        note: [
          '작성자만 고칠 수 있습니다 (다른 회원의 후기는 없는 후기와 같이 REVIEW_NOT_FOUND). keepPhotoIds는 남길 기존 사진의 fileId 목록이며, 빠지면 모두 남깁니다. 새 사진은 multipart/form-data의 files로 보내고(reviewId, rating, content, keepPhotoIds는 같은 폼의 필드: 여러 번 또는 쉼표로 구분, 빈 값이면 하나도 남기지 않음), 남긴 사진과 합쳐 5장까지입니다. 모두 한 트랜잭션으로 바뀌며, 하나라도 거절되면 아무것도 바뀌지 않습니다. 상품의 평균 별점은 바뀐 별점을 따릅니다.',
          'Only its author may edit it (another member’s review answers REVIEW_NOT_FOUND like a missing one). keepPhotoIds lists the fileIds of the existing photos to keep; left out, all are kept. New photos go as files in multipart/form-data (reviewId, rating, content and keepPhotoIds as fields of the same form: repeated or comma-separated, empty to keep none), at most 5 together with those kept. Everything changes in one transaction; when any part is refused nothing changes. The product’s average rating follows the new rating.',
        ],
      },
    ),
    (c, next) => (multipart(c) ? uploadLimit(c, next) : limit(c, next)),
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      const { values, files } = multipart(c)
        ? await readReviewUpdateUpload(c)
        : { values: await body(c, reviewUpdateSchema), files: [] };
      return ok(
        c,
        await updateReview(db, fileObjects, member.user.id, values, files, config.now()),
      );
    },
  );
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/reviews/delete',
      'member',
      ['내 후기 지우기 (사진도 함께)', 'Delete my review (with its photos)'],
      ['reviewId, deleted', 'reviewId, deleted'],
      {
        schema: reviewRefSchema,
        errors: ['LOGIN_REQUIRED', 'VALIDATION_FAILED'],
        store: ['REVIEW_NOT_FOUND'],
        note: [
          '작성자만 지울 수 있습니다 (다른 회원의 후기는 REVIEW_NOT_FOUND). 사진 파일도 지워지고, 상품의 평균 별점에서 빠집니다.',
          'Only its author may delete it (another member’s review answers REVIEW_NOT_FOUND). Its photo files go too, and it leaves the product’s average rating.',
        ],
      },
    ),
    limit,
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      const { reviewId } = await body(c, reviewRefSchema);
      await deleteReview(db, fileObjects, member.user.id, reviewId, config.now());
      return ok(c, { reviewId, deleted: true });
    },
  );
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/reviews/mine',
      'member',
      [
        '내가 쓴 후기 (orderNo를 주면 그 주문의 후기만; page, size)',
        'My reviews (only those of an order when orderNo is given; page, size)',
      ],
      [
        `${PAGE[0]} (items: reviewId, orderItemId, orderNo, productId, productName, optionName, rating, content, hidden, createdAt, updatedAt, photos[{ fileId, url }])`,
        `${PAGE[1]} (items: reviewId, orderItemId, orderNo, productId, productName, optionName, rating, content, hidden, createdAt, updatedAt, photos[{ fileId, url }])`,
      ],
      { schema: myReviewsSchema, errors: ['LOGIN_REQUIRED', 'PAGING_INVALID'] },
    ),
    limit,
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      const filters = await body(c, myReviewsSchema);
      return ok(c, await myReviews(db, member.user.id, filters.orderNo, readPaging(filters)));
    },
  );
  defineRoute(
    routes,
    storeDoc(
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
    limit,
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      const { productId } = await body(c, productRefSchema);
      return ok(c, { wished: await toggleWish(db, member.user.id, productId, config.now()) });
    },
  );
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/wishes/list',
      'member',
      ['관심상품 목록', 'Wishes'],
      ['items (상품 카드)', 'items (product cards)'],
      {
        errors: ['LOGIN_REQUIRED'],
      },
    ),
    limit,
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      return ok(c, { items: await listWishes(db, member.user.id) });
    },
  );
  defineRoute(
    routes,
    storeDoc(
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
    limit,
    async (c) => {
      const identity = await requireIdentity(c, appDb, config.now());
      const { productId } = await body(c, productRefSchema);
      await recordView(db, identity.owner, productId, config.now());
      return ok(c, { items: await recentViews(db, identity.owner) });
    },
  );
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/recent/list',
      'identity',
      ['최근 본 상품', 'Recently viewed products'],
      ['items (최근 20개)', 'items (the latest 20)'],
    ),
    limit,
    async (c) => {
      const identity = await requireIdentity(c, appDb, config.now());
      return ok(c, { items: await recentViews(db, identity.owner) });
    },
  );
  defineRoute(
    routes,
    storeDoc(
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
    limit,
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      const { optionId } = await body(c, optionRefSchema);
      await requestRestock(db, member.user.id, optionId, config.now());
      return ok(c, { requests: await myRestockRequests(db, member.user.id) });
    },
  );
  defineRoute(
    routes,
    storeDoc(
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
    limit,
    async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      return ok(c, { requests: await myRestockRequests(db, member.user.id) });
    },
  );

  // Administration.
  defineRoute(
    routes,
    storeDoc(
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
    limit,
    async (c) => {
      const who = await admin(c);
      const id = await createProduct(db, who, await body(c, productCreateSchema), config.now());
      return ok(c, { product: await productDetail(db, id) });
    },
  );
  defineRoute(
    routes,
    storeDoc(
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
    limit,
    async (c) => {
      const who = await admin(c);
      const values = await body(c, productUpdateSchema);
      await updateProduct(db, who, values, config.now());
      return ok(c, { id: values.id });
    },
  );
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/admin/stock',
      'member',
      [
        '[관리] 옵션 재고 설정 (재입고 알림 메일 발송)',
        '[Admin] Set an option’s stock (sends restock mails)',
      ],
      [
        'optionId, stock, restockNotified (이번에 알린 재입고 신청 수), restockFailed (메일을 보내지 못해 다음 재고 변경 때 다시 보낼 수)',
        'optionId, stock, restockNotified (restock requests notified now), restockFailed (mails that could not be sent, retried at the next stock change)',
      ],
      {
        schema: stockSchema,
        ...ADMIN,
        store: ['OPTION_NOT_FOUND'],
        note: [
          '품절 옵션이 다시 주문 가능해지면(재고 ≥ 최소 수량) 재입고 알림을 신청한 회원마다 메일을 한 번 보내고 신청을 알림 완료로 표시합니다(SMTP_URL 또는 outbox; 두 번 보내지 않음).',
          'When a sold-out option can be ordered again (stock ≥ its minimum quantity), each member who asked is mailed once and the request is marked notified (SMTP_URL or the outbox; never twice).',
        ],
      },
    ),
    limit,
    async (c) => {
      const who = await admin(c);
      const values = await body(c, stockSchema);
      await setStock(db, who, values, config.now());
      const restock = await notifyRestock(db, mailer, values.optionId, config.now(), logger);
      return ok(c, {
        optionId: values.optionId,
        stock: values.stock,
        restockNotified: restock.notified,
        restockFailed: restock.failed,
      });
    },
  );
  defineRoute(
    routes,
    storeDoc('post', '/admin/orders/list', 'member', ['[관리] 주문 목록', '[Admin] Orders'], PAGE, {
      schema: orderListSchema,
      errors: ['LOGIN_REQUIRED', 'ADMIN_REQUIRED', 'PAGING_INVALID'],
    }),
    limit,
    async (c) => {
      await admin(c);
      const filters = await body(c, orderListSchema);
      await expireOverdueOrders(db, store, config.now());
      return ok(c, await listMemberOrders(db, null, filters, readPaging(filters, 20)));
    },
  );
  defineRoute(
    routes,
    storeDoc(
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
    limit,
    async (c) => {
      const who = await admin(c);
      const { orderNo } = await body(c, adminOrderSchema);
      const order = await findOrderFor(db, who, orderNo, null);
      return ok(c, { order: await orderView(db, order, store) });
    },
  );
  defineRoute(
    routes,
    storeDoc(
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
          ...REFUND_ERRORS,
        ],
        note: REFUND_NOTE,
      },
    ),
    limit,
    async (c) => {
      const who = await admin(c);
      const values = await body(c, adminTransitionSchema);
      await adminTransition(db, who, values, store, config.now());
      const order = await findOrderFor(db, who, values.orderNo, null);
      // A card refund the change owes goes to the provider after the commit (see refunds.ts).
      await sendOrderRefunds(db, store, order.id, config.now());
      return ok(c, { order: await orderView(db, order, store) });
    },
  );
  defineRoute(
    routes,
    storeDoc(
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
    limit,
    async (c) => {
      const who = await admin(c);
      const { orderNo } = await body(c, adminOrderSchema);
      await confirmBankTransfer(db, who, orderNo, config.now());
      const order = await findOrderFor(db, who, orderNo, null);
      return ok(c, { order: await orderView(db, order, store) });
    },
  );
  // Runs the subscription sweep now (due cycles ordered, card cycles charged), audited.
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/admin/subscriptions/run-due',
      'member',
      [
        '[관리] 배송일이 된 정기배송 주문 지금 만들기 (등록 카드 자동 결제 포함, 감사 기록)',
        '[Admin] Make the due subscription orders now (charging registered cards; audited)',
      ],
      ['ordered, failed', 'ordered, failed'],
      { ...ADMIN },
    ),
    limit,
    async (c) => {
      const who = await admin(c);
      const now = config.now();
      await recordAdminChange(
        appConn(db),
        who,
        { action: 'run-due-cycles', entity: 'store_subscriptions', entityId: '*' },
        now,
      );
      const swept = await sweepSubscriptions(db, store, now);
      // Members whose card was declined hear of it (once per charge, `billing-mail.ts`).
      await mailDeclinedCharges(db, mailer, store.inicis?.siteBase ?? '', now, logger);
      return ok(c, { ...swept });
    },
  );
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/admin/refunds/list',
      'member',
      [
        '[관리] 환불 목록 (기본: 처리 대기 환불; status = failed: 결제사가 거절한 카드 환불)',
        '[Admin] Refunds (default: pending refunds; status = failed: card refunds the provider refused)',
      ],
      [
        'refunds[{ refundId, orderNo, ordererName, provider, amount, status (pending | failed | done), account{ bank, account, holder }, completedAt, createdAt, attempts, attemptedAt, error{ code, message } }]',
        'refunds[{ refundId, orderNo, ordererName, provider, amount, status (pending | failed | done), account{ bank, account, holder }, completedAt, createdAt, attempts, attemptedAt, error{ code, message } }]',
      ],
      { schema: refundListSchema, ...ADMIN },
    ),
    limit,
    async (c) => {
      await admin(c);
      const { status } = await body(c, refundListSchema);
      return ok(c, { refunds: await listRefunds(db, status) });
    },
  );
  // A card refund the provider refused, sent again (audited); answers its status and the list.
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/admin/refunds/retry',
      'member',
      [
        '[관리] 거절된 카드 환불 다시 요청 (같은 요청, 감사 기록)',
        '[Admin] Retry a card refund the provider refused (the same request; audit-logged)',
      ],
      [
        'status (done | pending | failed), refunds: 실패한 환불 목록',
        'status (done | pending | failed), refunds: the failed refunds',
      ],
      { schema: refundRetrySchema, ...ADMIN, store: ['REFUND_NOT_FOUND', 'REFUND_ALREADY_DONE'] },
    ),
    limit,
    async (c) => {
      const who = await admin(c);
      const { refundId } = await body(c, refundRetrySchema);
      const status = await retryFailedRefund(db, who, refundId, store, config.now());
      return ok(c, { status, refunds: await listRefunds(db, 'failed') });
    },
  );
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/admin/refunds/complete',
      'member',
      [
        '[관리] 무통장 환불 완료 처리 (계좌 송금 후) 또는 거절된 카드 환불을 가맹점 관리자에서 처리한 뒤 완료 처리 (감사 기록)',
        '[Admin] Mark a bank refund paid (after the transfer), or a refused card refund settled in the merchant console (audit-logged)',
      ],
      ['refunds: 전체 환불 목록', 'refunds: every refund'],
      {
        schema: refundCompleteSchema,
        ...ADMIN,
        store: ['REFUND_NOT_FOUND', 'REFUND_ALREADY_DONE', 'REFUND_ACCOUNT_REQUIRED'],
      },
    ),
    limit,
    async (c) => {
      const who = await admin(c);
      const values = await body(c, refundCompleteSchema);
      await completeBankRefund(db, who, values, config.now());
      return ok(c, { refunds: await listRefunds(db, 'all') });
    },
  );
  defineRoute(
    routes,
    storeDoc(
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
    limit,
    async (c) => {
      const who = await admin(c);
      const couponId = await createCoupon(db, who, await body(c, couponCreateSchema), config.now());
      return ok(c, { couponId });
    },
  );
  defineRoute(
    routes,
    storeDoc(
      'post',
      '/admin/coupons/list',
      'member',
      ['[관리] 쿠폰 목록', '[Admin] Coupons'],
      PAGE,
      {
        schema: pageSchema,
        errors: ['LOGIN_REQUIRED', 'ADMIN_REQUIRED', 'PAGING_INVALID'],
      },
    ),
    limit,
    async (c) => {
      await admin(c);
      const paging = readPaging(
        ((await readBody(c, key, true)) ?? {}) as Record<string, unknown>,
        20,
      );
      return ok(c, await listCoupons(db, paging));
    },
  );
  defineRoute(
    routes,
    storeDoc(
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
    limit,
    async (c) => {
      const who = await admin(c);
      const memberCouponId = await grantCoupon(
        db,
        who,
        await body(c, couponGrantSchema),
        config.now(),
      );
      return ok(c, { memberCouponId });
    },
  );

  return routes;
}

/** The goods name of a payment: the first line, and how many more. */
function goodName(items: { productName: string; cancelled: boolean }[]): string {
  const live = items.filter((item) => !item.cancelled);
  const first = live[0]?.productName ?? '';
  return (live.length > 1 ? `${first} 외 ${live.length - 1}건` : first).slice(0, 80);
}
