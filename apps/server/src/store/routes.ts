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
  // Restock notices go out with the server's mailer (null: no mail transport configured).
  const mailer = restockMailer(config);

  // Catalogue.
  routes.get('/categories', async (c) => ok(c, { categories: await listCategories(db) }));
  routes.get('/products', async (c) => {
    const filters = validateContent(productQuerySchema, query(c));
    return ok(c, await listProducts(db, filters, readPaging(filters, 20)));
  });
  routes.get('/products/:id', async (c) => {
    const id = validateContent(idSchema, c.req.param('id'));
    return ok(c, { product: await productDetail(db, id) });
  });
  routes.get('/images/:id/:file', async (c) => {
    const id = validateContent(idSchema, c.req.param('id'));
    const match = /^([1-3])\.svg$/.exec(c.req.param('file'));
    if (match === null) throw new ApiError('NOT_FOUND');
    const svg = await productImageSvg(db, id, Number(match[1]));
    return c.body(svg, 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
  routes.get('/collections', async (c) => ok(c, { collections: await listCollections(db) }));
  routes.get('/collections/:id', async (c) => {
    const id = validateContent(idSchema, c.req.param('id'));
    return ok(c, await collectionDetail(db, id, readPaging(query(c), 20)));
  });
  routes.get('/boxtape-types', async (c) => ok(c, { types: await listBoxtapeTypes(db) }));
  routes.get('/recommended', async (c) =>
    ok(c, await recommendedProducts(db, readPaging(query(c), 8))),
  );

  // Cart.
  routes.post('/cart/list', limit, async (c) => {
    const identity = await requireIdentity(c, appDb, config.now());
    const { mergeGuestId, mergeTicket } = await body(c, cartListSchema);
    let merged = 0;
    if (identity.kind === 'member' && mergeGuestId)
      merged = await mergeWithTicket(db, identity.owner, mergeGuestId, mergeTicket, config.now());
    return ok(c, { ...(await cartView(db, identity.owner, store)), merged });
  });
  routes.post('/cart/merge-ticket', limit, async (c) => {
    const identity = await requireIdentity(c, appDb, config.now());
    return ok(c, await issueMergeTicket(db, identity, config.now()));
  });
  routes.post('/cart/add', limit, async (c) => {
    const identity = await requireIdentity(c, appDb, config.now());
    await addToCart(db, identity.owner, await body(c, cartAddSchema), config.now());
    return ok(c, await cartView(db, identity.owner, store));
  });
  routes.post('/cart/update', limit, async (c) => {
    const identity = await requireIdentity(c, appDb, config.now());
    await updateCartItem(db, identity.owner, await body(c, cartUpdateSchema), config.now());
    return ok(c, await cartView(db, identity.owner, store));
  });
  routes.post('/cart/remove', limit, async (c) => {
    const identity = await requireIdentity(c, appDb, config.now());
    const { itemIds } = await body(c, cartRemoveSchema);
    await removeCartItems(db, identity.owner, itemIds);
    return ok(c, await cartView(db, identity.owner, store));
  });

  // Orders.
  routes.post('/order/quote', limit, async (c) => {
    const identity = await requireIdentity(c, appDb, config.now());
    const quote = await buildQuote(db, identity, await body(c, quoteSchema), store, config.now());
    return ok(c, { quote: quoteView(quote, store) });
  });
  routes.post('/order/create', limit, async (c) => {
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
  });
  routes.post('/order/list', limit, async (c) => {
    const member = await requireMemberIdentity(c, appDb, config.now());
    const filters = await body(c, orderListSchema);
    return ok(c, await listMemberOrders(db, member.user.id, filters, readPaging(filters)));
  });
  routes.post('/order/detail', limit, async (c) => {
    const identity = await optionalIdentity(c, appDb, config.now());
    const ref = await body(c, orderRefSchema);
    await limitPassword(c, ref.orderNo, ref.password);
    const order = await findOrderFor(db, identity, ref.orderNo, ref.password);
    return ok(c, { order: await orderView(db, order, store) });
  });
  routes.post('/order/cancel', limit, async (c) => {
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
  });
  routes.post('/order/pay', limit, async (c) => {
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
  });
  // The buyer's browser, posted back by the payment window (form-encoded, no credential).
  routes.post('/order/feedbackFromInicis', limit, async (c) => {
    const inicis = store.inicis;
    if (inicis === null) throw new StoreError('PAYMENT_NOT_CONFIGURED');
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new ApiError('BAD_REQUEST');
    }
    const outcome = await handleInicisReturn(db, inicis, form, config.now, logger);
    const orderNo = encodeURIComponent(outcome.orderNo ?? '');
    return c.redirect(
      outcome.ok
        ? `${inicis.siteBase}/orderComplete?orderNo=${orderNo}`
        : `${inicis.siteBase}/order/feedbackFromInicis?result=fail&reason=${encodeURIComponent(outcome.reason)}&orderNo=${orderNo}`,
      303,
    );
  });

  // Coupons and points.
  routes.get('/coupon-offers', async (c) => {
    const identity = await optionalIdentity(c, appDb, config.now());
    const memberId = identity?.kind === 'member' ? identity.user.id : null;
    return ok(c, { coupons: await couponOffers(db, memberId, config.now()) });
  });
  routes.post('/coupons/issue', limit, async (c) => {
    const member = await requireMemberIdentity(c, appDb, config.now());
    const { couponId } = await body(c, issueCouponSchema);
    const memberCouponId = await issueOfferedCoupon(db, member.user.id, couponId, config.now());
    return ok(c, { memberCouponId });
  });
  routes.post('/coupons/mine', limit, async (c) => {
    const member = await requireMemberIdentity(c, appDb, config.now());
    return ok(c, { coupons: await myCoupons(db, member.user.id, config.now()) });
  });
  routes.post('/points', limit, async (c) => {
    const member = await requireMemberIdentity(c, appDb, config.now());
    const paging = readPaging(
      ((await readBody(c, key, true)) ?? {}) as Record<string, unknown>,
      20,
    );
    return ok(c, await pointHistory(db, member.user.id, paging));
  });

  // Regular delivery (members).
  routes.post('/subscriptions/create', limit, async (c) => {
    const member = await requireMemberIdentity(c, appDb, config.now());
    const values = await body(c, subscriptionCreateSchema);
    const id = await createSubscription(db, member.user.id, values, config.now());
    // A card subscription registers its card for automatic charging (`billing.ts`).
    const billing =
      values.paymentMethod === 'card' && store.inicis !== null
        ? await startBillingAuth(db, store, member.user.id, id, 'create', config.now())
        : null;
    return ok(c, { subscription: await subscriptionView(db, member.user.id, id, store), billing });
  });
  routes.post('/subscriptions/list', limit, async (c) => {
    const member = await requireMemberIdentity(c, appDb, config.now());
    const { view } = await body(c, subscriptionListSchema);
    return ok(c, { subscriptions: await listSubscriptions(db, member.user.id, view, store) });
  });
  routes.post('/subscriptions/detail', limit, async (c) => {
    const member = await requireMemberIdentity(c, appDb, config.now());
    const { subscriptionId } = await body(c, subscriptionRefSchema);
    return ok(c, {
      subscription: await subscriptionView(db, member.user.id, subscriptionId, store),
    });
  });
  for (const action of ['skip', 'pause', 'resume', 'cancel'] as const)
    routes.post(`/subscriptions/${action}`, limit, async (c) => {
      const member = await requireMemberIdentity(c, appDb, config.now());
      const { subscriptionId } = await body(c, subscriptionRefSchema);
      await changeSubscription(db, member.user.id, subscriptionId, action, config.now());
      return ok(c, {
        subscription: await subscriptionView(db, member.user.id, subscriptionId, store),
      });
    });
  routes.post('/subscriptions/payment-method', limit, async (c) => {
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
  });
  // Card regular delivery: (re-)register the card (the BILLAUTH form; `billing.ts`).
  routes.post('/subscriptions/billing/start', limit, async (c) => {
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
  });
  // The buyer's browser, posted back by the BILLAUTH window (form-encoded, no credential).
  routes.post('/subscriptions/billing/feedbackFromInicis', limit, async (c) => {
    const inicis = store.inicis;
    if (inicis === null) throw new StoreError('PAYMENT_NOT_CONFIGURED');
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new ApiError('BAD_REQUEST');
    }
    const outcome = await handleBillingReturn(db, inicis, form, config.now, logger);
    return c.redirect(billingRedirect(inicis.siteBase, outcome), 303);
  });

  // Made-to-order (members), quoted by the shop.
  routes.post('/ordermade/create', limit, async (c) => {
    const member = await requireMemberIdentity(c, appDb, config.now());
    const values = await body(c, ordermadeCreateSchema);
    const id = await createOrdermade(db, member.user.id, values, config.now());
    return ok(c, { request: await ordermadeDetail(db, id, member.user.id) });
  });
  routes.post('/ordermade/list', limit, async (c) => {
    const member = await requireMemberIdentity(c, appDb, config.now());
    return ok(c, { requests: await listOrdermade(db, member.user.id) });
  });
  routes.post('/ordermade/detail', limit, async (c) => {
    const member = await requireMemberIdentity(c, appDb, config.now());
    const { requestId } = await body(c, ordermadeRefSchema);
    return ok(c, { request: await ordermadeDetail(db, requestId, member.user.id) });
  });
  routes.post('/ordermade/cancel', limit, async (c) => {
    const member = await requireMemberIdentity(c, appDb, config.now());
    const { requestId } = await body(c, ordermadeRefSchema);
    await cancelOrdermade(db, member.user.id, requestId, config.now());
    return ok(c, { request: await ordermadeDetail(db, requestId, member.user.id) });
  });
  routes.post('/ordermade/order', limit, async (c) => {
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
  });
  // A quotation taken up as a regular delivery at the quoted price (`ordermade-subscriptions.ts`).
  routes.post('/ordermade/subscribe', limit, async (c) => {
    const member = await requireMemberIdentity(c, appDb, config.now());
    const values = await body(c, ordermadeSubscribeSchema);
    const id = await subscribeOrdermade(db, member.user.id, values, config.now());
    return ok(c, {
      subscription: await subscriptionView(db, member.user.id, id, store),
      request: await ordermadeDetail(db, values.requestId, member.user.id),
    });
  });
  routes.post('/admin/ordermade/list', limit, async (c) => {
    await admin(c);
    const { status } = await body(c, adminOrdermadeListSchema);
    return ok(c, { requests: await listOrdermade(db, null, status) });
  });
  routes.post('/admin/ordermade/quote', limit, async (c) => {
    const who = await admin(c);
    const values = await body(c, ordermadeQuoteSchema);
    await quoteOrdermade(db, who, values, config.now());
    return ok(c, { request: await ordermadeDetail(db, values.requestId, null) });
  });

  // Quotation requests for catalogue products in volume (members), answered by the shop.
  routes.post('/estimate/create', limit, async (c) => {
    const member = await requireMemberIdentity(c, appDb, config.now());
    const values = await body(c, estimateCreateSchema);
    const id = await createEstimate(db, member.user.id, values, config.now());
    return ok(c, { estimate: await estimateView(db, id, member.user.id, config.now()) });
  });
  routes.post('/estimate/list', limit, async (c) => {
    const member = await requireMemberIdentity(c, appDb, config.now());
    const filters = await body(c, estimateListSchema);
    return ok(c, await listEstimates(db, member.user.id, filters.status, readPaging(filters)));
  });
  routes.post('/estimate/detail', limit, async (c) => {
    const member = await requireMemberIdentity(c, appDb, config.now());
    const { estimateId } = await body(c, estimateRefSchema);
    return ok(c, { estimate: await estimateView(db, estimateId, member.user.id, config.now()) });
  });
  routes.post('/admin/estimates/list', limit, async (c) => {
    await admin(c);
    const filters = await body(c, estimateListSchema);
    return ok(c, await listEstimates(db, null, filters.status, readPaging(filters, 20)));
  });
  routes.post('/admin/estimates/answer', limit, async (c) => {
    const who = await admin(c);
    const values = await body(c, estimateAnswerSchema);
    await answerEstimate(db, who, values, config.now());
    return ok(c, { estimate: await estimateView(db, values.estimateId, null, config.now()) });
  });

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
  routes.post('/ordermade/files', uploadLimit, async (c) => {
    const member = await requireMemberIdentity(c, appDb, config.now());
    const { fields, files } = await readUpload(c);
    const requestId = validateContent(idSchema, fields.requestId);
    await attachFiles(db, fileObjects, 'ordermade', requestId, member.user.id, files, config.now());
    return ok(c, { request: await ordermadeDetail(db, requestId, member.user.id) });
  });
  routes.post('/reviews/photos', uploadLimit, async (c) => {
    const member = await requireMemberIdentity(c, appDb, config.now());
    const { fields, files } = await readUpload(c);
    const reviewId = validateContent(idSchema, fields.reviewId);
    await attachFiles(db, fileObjects, 'review', reviewId, member.user.id, files, config.now());
    return ok(c, { photos: (await filesOf(db, 'review', [reviewId])).get(reviewId) ?? [] });
  });
  routes.get('/files/:id', async (c) => {
    const identity = await optionalIdentity(c, appDb, config.now());
    const id = validateContent(idSchema, c.req.param('id'));
    const file = await readStoreFile(db, storage, id, identity);
    return c.body(file.bytes, 200, file.headers);
  });

  // Member extras: wishes, recently viewed, restock requests, reviews.
  routes.get('/products/:id/reviews', async (c) => {
    const id = validateContent(idSchema, c.req.param('id'));
    return ok(c, await productReviews(db, id, readPaging(query(c))));
  });
  // JSON: a review alone; multipart: the review with its photos, all or nothing (`reviews.ts`).
  const multipart = (c: Context) =>
    (c.req.header('content-type') ?? '').includes('multipart/form-data');
  routes.post(
    '/reviews/create',
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
  routes.post(
    '/reviews/update',
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
  routes.post('/reviews/delete', limit, async (c) => {
    const member = await requireMemberIdentity(c, appDb, config.now());
    const { reviewId } = await body(c, reviewRefSchema);
    await deleteReview(db, fileObjects, member.user.id, reviewId, config.now());
    return ok(c, { reviewId, deleted: true });
  });
  routes.post('/reviews/mine', limit, async (c) => {
    const member = await requireMemberIdentity(c, appDb, config.now());
    const filters = await body(c, myReviewsSchema);
    return ok(c, await myReviews(db, member.user.id, filters.orderNo, readPaging(filters)));
  });
  routes.post('/wishes/toggle', limit, async (c) => {
    const member = await requireMemberIdentity(c, appDb, config.now());
    const { productId } = await body(c, productRefSchema);
    return ok(c, { wished: await toggleWish(db, member.user.id, productId, config.now()) });
  });
  routes.post('/wishes/list', limit, async (c) => {
    const member = await requireMemberIdentity(c, appDb, config.now());
    return ok(c, { items: await listWishes(db, member.user.id) });
  });
  routes.post('/recent/add', limit, async (c) => {
    const identity = await requireIdentity(c, appDb, config.now());
    const { productId } = await body(c, productRefSchema);
    await recordView(db, identity.owner, productId, config.now());
    return ok(c, { items: await recentViews(db, identity.owner) });
  });
  routes.post('/recent/list', limit, async (c) => {
    const identity = await requireIdentity(c, appDb, config.now());
    return ok(c, { items: await recentViews(db, identity.owner) });
  });
  routes.post('/restock/request', limit, async (c) => {
    const member = await requireMemberIdentity(c, appDb, config.now());
    const { optionId } = await body(c, optionRefSchema);
    await requestRestock(db, member.user.id, optionId, config.now());
    return ok(c, { requests: await myRestockRequests(db, member.user.id) });
  });
  routes.post('/restock/mine', limit, async (c) => {
    const member = await requireMemberIdentity(c, appDb, config.now());
    return ok(c, { requests: await myRestockRequests(db, member.user.id) });
  });

  // Administration.
  routes.post('/admin/products/create', limit, async (c) => {
    const who = await admin(c);
    const id = await createProduct(db, who, await body(c, productCreateSchema), config.now());
    return ok(c, { product: await productDetail(db, id) });
  });
  routes.post('/admin/products/update', limit, async (c) => {
    const who = await admin(c);
    const values = await body(c, productUpdateSchema);
    await updateProduct(db, who, values, config.now());
    return ok(c, { id: values.id });
  });
  routes.post('/admin/stock', limit, async (c) => {
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
  });
  routes.post('/admin/orders/list', limit, async (c) => {
    await admin(c);
    const filters = await body(c, orderListSchema);
    await expireOverdueOrders(db, store, config.now());
    return ok(c, await listMemberOrders(db, null, filters, readPaging(filters, 20)));
  });
  routes.post('/admin/orders/detail', limit, async (c) => {
    const who = await admin(c);
    const { orderNo } = await body(c, adminOrderSchema);
    const order = await findOrderFor(db, who, orderNo, null);
    return ok(c, { order: await orderView(db, order, store) });
  });
  routes.post('/admin/orders/transition', limit, async (c) => {
    const who = await admin(c);
    const values = await body(c, adminTransitionSchema);
    await adminTransition(db, who, values, store, config.now());
    const order = await findOrderFor(db, who, values.orderNo, null);
    // A card refund the change owes goes to the provider after the commit (see refunds.ts).
    await sendOrderRefunds(db, store, order.id, config.now());
    return ok(c, { order: await orderView(db, order, store) });
  });
  routes.post('/admin/orders/confirm-bank', limit, async (c) => {
    const who = await admin(c);
    const { orderNo } = await body(c, adminOrderSchema);
    await confirmBankTransfer(db, who, orderNo, config.now());
    const order = await findOrderFor(db, who, orderNo, null);
    return ok(c, { order: await orderView(db, order, store) });
  });
  // Runs the subscription sweep now (due cycles ordered, card cycles charged), audited.
  routes.post('/admin/subscriptions/run-due', limit, async (c) => {
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
  });
  routes.post('/admin/refunds/list', limit, async (c) => {
    await admin(c);
    const { status } = await body(c, refundListSchema);
    return ok(c, { refunds: await listRefunds(db, status) });
  });
  // A card refund the provider refused, sent again (audited); answers its status and the list.
  routes.post('/admin/refunds/retry', limit, async (c) => {
    const who = await admin(c);
    const { refundId } = await body(c, refundRetrySchema);
    const status = await retryFailedRefund(db, who, refundId, store, config.now());
    return ok(c, { status, refunds: await listRefunds(db, 'failed') });
  });
  routes.post('/admin/refunds/complete', limit, async (c) => {
    const who = await admin(c);
    const values = await body(c, refundCompleteSchema);
    await completeBankRefund(db, who, values, config.now());
    return ok(c, { refunds: await listRefunds(db, 'all') });
  });
  routes.post('/admin/coupons/create', limit, async (c) => {
    const who = await admin(c);
    const couponId = await createCoupon(db, who, await body(c, couponCreateSchema), config.now());
    return ok(c, { couponId });
  });
  routes.post('/admin/coupons/list', limit, async (c) => {
    await admin(c);
    const paging = readPaging(
      ((await readBody(c, key, true)) ?? {}) as Record<string, unknown>,
      20,
    );
    return ok(c, await listCoupons(db, paging));
  });
  routes.post('/admin/coupons/grant', limit, async (c) => {
    const who = await admin(c);
    const memberCouponId = await grantCoupon(
      db,
      who,
      await body(c, couponGrantSchema),
      config.now(),
    );
    return ok(c, { memberCouponId });
  });

  return routes;
}

/** The goods name of a payment: the first line, and how many more. */
function goodName(items: { productName: string; cancelled: boolean }[]): string {
  const live = items.filter((item) => !item.cancelled);
  const first = live[0]?.productName ?? '';
  return (live.length > 1 ? `${first} 외 ${live.length - 1}건` : first).slice(0, 80);
}
