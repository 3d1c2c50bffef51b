import { describe, expect, it } from 'vitest';
import {
  addDaysTo,
  adminAnswerEstimate,
  adminListOrdermade,
  adminQuoteOrdermade,
  cancelOrdermade,
  changeSubscription,
  changeSubscriptionPayment,
  createEstimate,
  createOrdermade,
  createSubscription,
  estimateRequestSchema,
  getEstimate,
  listEstimates,
  getOrdermade,
  getServiceProduct,
  getSubscription,
  getSubscriptionTerms,
  getSubscriptionTermsVersions,
  koreanDate,
  listOrdermade,
  listSubscribableProducts,
  listSubscriptions,
  orderFromOrdermade,
  ordermadeRequestSchema,
  subscribeFromOrdermade,
  subscriptionRequestSchema,
  tierUnitPrice,
  uploadOrdermadeFiles,
  type ApiClient,
  type SubscriptionRequest,
} from '../src';
import { refusal, testServer } from './server-client';

/**
 * The store-services calls (regular delivery, made-to-order, quotations) against the real server started as its own process with the seeded catalogue.
 */
const server = testServer({
  name: 'api-store-services',
  envelopeKey: 'store-services-test-envelope-key',
  entry: 'start',
});

const recipient = {
  name: '김민지',
  phone: '010-1234-5678',
  zipcode: '04524',
  address1: '서울특별시 중구 세종대로 110',
  address2: '3층',
  memo: '문 앞에 놓아 주세요',
};

/** A seeded product that is not a sample, with its first option that is on sale. */
async function someOption(client: ApiClient) {
  const products = await listSubscribableProducts(client);
  expect(products.length).toBeGreaterThan(0);
  expect(products.every((product) => !product.isSample)).toBe(true);
  for (const card of products) {
    const product = await getServiceProduct(client, card.id);
    const option = product.options.find((candidate) => !candidate.soldOut);
    if (option) return { product, option };
  }
  throw new Error('no option on sale in the seeded catalogue');
}

describe('regular delivery', () => {
  it('reads the subscription terms and their versions', async () => {
    const client = server.guest();
    const versions = await getSubscriptionTermsVersions(client);
    expect(versions.length).toBeGreaterThan(0);
    const newest = await getSubscriptionTerms(client);
    expect(newest.version).toBe(Math.max(...versions.map((item) => item.version)));
    expect(newest.content.length).toBeGreaterThan(0);
    const first = await getSubscriptionTerms(client, { version: versions.at(-1)?.version });
    expect(first.version).toBe(versions.at(-1)?.version);
  });

  it('creates, skips, pauses, resumes, changes payment and cancels a subscription', async () => {
    const { client } = await server.member();
    const { product, option } = await someOption(client);
    const first = addDaysTo(koreanDate(new Date()), 5);
    const request: SubscriptionRequest = {
      optionId: option.id,
      quantity: option.minQuantity,
      print: false,
      cycleWeeks: 2,
      firstDeliveryOn: first,
      paymentMethod: 'bank',
      recipient,
      agreeTerms: true,
    };
    expect(subscriptionRequestSchema.safeParse(request).success).toBe(true);
    const created = await createSubscription(client, request);
    expect(created.status).toBe('active');
    expect(created.nextDeliveryOn).toBe(first);
    expect(created.productName).toBe(product.name);
    expect(created.termsVersion).not.toBeNull();
    const unit = tierUnitPrice(option.priceTiers, option.minQuantity) ?? 0;
    expect(created.delivery?.itemsTotal).toBe(unit * option.minQuantity);

    const skipped = await changeSubscription(client, created.subscriptionId, 'skip');
    expect(skipped.nextDeliveryOn).toBe(addDaysTo(first, 14));
    const paused = await changeSubscription(client, created.subscriptionId, 'pause');
    expect(paused.status).toBe('paused');
    // A paused subscription cannot be skipped: the server's bilingual refusal.
    const refused = await refusal(changeSubscription(client, created.subscriptionId, 'skip'));
    expect(refused.code).toBe('TRANSITION_NOT_ALLOWED');
    expect(refused.status).toBe(409);
    expect(refused.messageEn).not.toBe(refused.message);
    const resumed = await changeSubscription(client, created.subscriptionId, 'resume');
    expect(resumed.status).toBe('active');
    expect(resumed.nextDeliveryOn).toBe(addDaysTo(first, 14));
    const card = await changeSubscriptionPayment(client, created.subscriptionId, 'card');
    expect(card.paymentMethod).toBe('card');

    const active = await listSubscriptions(client, { view: 'active' });
    expect(active.map((item) => item.subscriptionId)).toEqual([created.subscriptionId]);
    const cancelled = await changeSubscription(client, created.subscriptionId, 'cancel');
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.nextDeliveryOn).toBeNull();
    expect(cancelled.history.map((event) => event.action)).toEqual([
      'create',
      'skip',
      'pause',
      'resume',
      'change_payment',
      'cancel',
    ]);
    expect(await listSubscriptions(client, { view: 'active' })).toEqual([]);
    expect((await listSubscriptions(client, { view: 'cancel' })).length).toBe(1);
  });

  it('refuses a subscription without the terms, a date too soon and another member', async () => {
    const { client } = await server.member();
    const { option } = await someOption(client);
    const base = {
      optionId: option.id,
      quantity: option.minQuantity,
      print: false,
      cycleWeeks: 1 as const,
      paymentMethod: 'bank' as const,
      recipient,
    };
    expect(subscriptionRequestSchema.safeParse({ ...base, agreeTerms: false }).success).toBe(false);
    const noTerms = await refusal(
      createSubscription(client, { ...base, agreeTerms: false } as unknown as SubscriptionRequest),
    );
    expect(noTerms.code).toBe('SUBSCRIPTION_TERMS_REQUIRED');
    const tooSoon = await refusal(
      createSubscription(client, {
        ...base,
        agreeTerms: true,
        firstDeliveryOn: koreanDate(new Date()),
      }),
    );
    expect(tooSoon.code).toBe('DELIVERY_DATE_INVALID');
    const mine = await createSubscription(client, { ...base, agreeTerms: true });
    const other = await server.member();
    const foreign = await refusal(getSubscription(other.client, mine.subscriptionId));
    expect(foreign.code).toBe('SUBSCRIPTION_NOT_FOUND');
    const asGuest = await refusal(listSubscriptions(server.guest()));
    expect(asGuest.status).toBe(401);
  });
});

describe('made-to-order and quotations', () => {
  it('requests, is quoted by the shop, and orders at the quoted price by bank transfer', async () => {
    const { client } = await server.member();
    const request = {
      kind: 'box' as const,
      widthMm: 300,
      lengthMm: 200,
      heightMm: 150,
      material: '이중골 골판지 (5겹)',
      printColors: 2,
      quantity: 500,
      note: '로고 2도 인쇄',
    };
    expect(ordermadeRequestSchema.safeParse(request).success).toBe(true);
    expect(ordermadeRequestSchema.safeParse({ ...request, widthMm: 5 }).success).toBe(false);
    const created = await createOrdermade(client, request);
    expect(created.status).toBe('requested');
    expect(created.quote).toBeNull();
    // Not quoted yet: ordering is refused.
    const early = await refusal(
      orderFromOrdermade(client, created.requestId, {
        paymentMethod: 'bank',
        orderer: { name: '김민지', phone: '010-1234-5678' },
        recipient,
      }),
    );
    expect(early.code).toBe('TRANSITION_NOT_ALLOWED');

    const admin = await server.admin();
    const waiting = await adminListOrdermade(admin, { status: 'requested' });
    expect(waiting.map((item) => item.requestId)).toContain(created.requestId);
    const quoted = await adminQuoteOrdermade(admin, {
      requestId: created.requestId,
      unitPrice: 830,
      note: '2도 인쇄 포함',
      validDays: 7,
    });
    expect(quoted.quote?.itemsTotal).toBe(830 * 500);
    // Only an administrator quotes.
    expect(
      (await refusal(adminQuoteOrdermade(client, { requestId: created.requestId, unitPrice: 1 })))
        .status,
    ).toBe(403);

    const mine = await listOrdermade(client);
    expect(mine.find((item) => item.requestId === created.requestId)?.quote?.unitPrice).toBe(830);
    const ordered = await orderFromOrdermade(client, created.requestId, {
      paymentMethod: 'bank',
      depositorName: '김민지',
      orderer: { name: '김민지', phone: '010-1234-5678' },
      recipient,
    });
    // 415,000 won is above the free-shipping line (50,000 won by default).
    expect(ordered.order.itemsTotal).toBe(415_000);
    expect(ordered.order.shippingFee).toBe(0);
    expect(ordered.order.total).toBe(415_000);
    expect(ordered.payment.amount).toBe(415_000);
    const after = await getOrdermade(client, created.requestId);
    expect(after.status).toBe('ordered');
    expect(after.orderNo).toBe(ordered.order.orderNo);
    expect((await refusal(cancelOrdermade(client, created.requestId))).code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );
  });

  it('withdraws a request and hides it from other members', async () => {
    const { client } = await server.member();
    const created = await createOrdermade(client, {
      kind: 'tape',
      widthMm: null,
      lengthMm: null,
      heightMm: null,
      material: 'OPP 48mm',
      printColors: 1,
      quantity: 100,
      note: '',
    });
    // A drawing while it waits for the quote; the server keeps it and serves it back.
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      ),
      (c) => c.charCodeAt(0),
    );
    const withFile = await uploadOrdermadeFiles(client, created.requestId, [
      new File([png], 'logo.png', { type: 'image/png' }),
    ]);
    expect(withFile.files?.map((file) => file.fileName)).toEqual(['logo.png']);
    const other = await server.member();
    expect((await refusal(getOrdermade(other.client, created.requestId))).code).toBe(
      'ORDERMADE_NOT_FOUND',
    );
    const foreignUpload = await refusal(
      uploadOrdermadeFiles(other.client, created.requestId, [
        new File([png], 'x.png', { type: 'image/png' }),
      ]),
    );
    expect(foreignUpload.code).toBe('ORDERMADE_NOT_FOUND');
    expect(await listOrdermade(other.client)).toEqual([]);
    const withdrawn = await cancelOrdermade(client, created.requestId);
    expect(withdrawn.status).toBe('cancelled');
  });
});

describe('volume quotations', () => {
  it('asks for volume prices, is answered by the shop, and reads the quoted total', async () => {
    const { client } = await server.member();
    const { product, option } = await someOption(client);
    const quantity = option.minQuantity * 10;
    const request = {
      items: [{ optionId: option.id, quantity }],
      desiredOn: addDaysTo(koreanDate(new Date()), 10),
      companyName: '(주)박스상사',
      memo: '월 단위 정기 납품 희망',
    };
    expect(estimateRequestSchema.safeParse(request).success).toBe(true);
    expect(estimateRequestSchema.safeParse({ ...request, items: [] }).success).toBe(false);
    const created = await createEstimate(client, request);
    expect(created.status).toBe('requested');
    expect(created.quotedTotal).toBeNull();
    expect(created.items[0]?.productName).toBe(product.name);
    const unit = tierUnitPrice(option.priceTiers, quantity) ?? 0;
    expect(created.listTotal).toBe(unit * quantity);

    const page = await listEstimates(client);
    expect(page.items.map((item) => item.estimateId)).toEqual([created.estimateId]);
    const other = await server.member();
    expect((await refusal(getEstimate(other.client, created.estimateId))).code).toBe(
      'ESTIMATE_NOT_FOUND',
    );

    const admin = await server.admin();
    const itemId = created.items[0]?.itemId ?? '';
    await adminAnswerEstimate(admin, {
      estimateId: created.estimateId,
      items: [{ itemId, unitPrice: unit - 10 }],
      validUntil: addDaysTo(koreanDate(new Date()), 30),
      note: '대량 할인 적용',
    });
    const answered = await getEstimate(client, created.estimateId);
    expect(answered.status).toBe('answered');
    expect(answered.quotedTotal).toBe((unit - 10) * quantity);
    expect(answered.answer?.note).toBe('대량 할인 적용');
    expect(answered.answer?.expired).toBe(false);
  });

  it('refuses a desired date in the past', async () => {
    const { client } = await server.member();
    const { option } = await someOption(client);
    const refused = await refusal(
      createEstimate(client, {
        items: [{ optionId: option.id, quantity: option.minQuantity }],
        desiredOn: addDaysTo(koreanDate(new Date()), -1),
        companyName: '(주)박스상사',
        memo: '',
      }),
    );
    expect(refused.code).toBe('ESTIMATE_DATE_INVALID');
    expect(refused.status).toBe(400);
  });
});

describe('regular delivery of a quoted made-to-order product', () => {
  it('subscribes at the quoted price and quantity, listed with the other subscriptions', async () => {
    const { client } = await server.member();
    const created = await createOrdermade(client, {
      kind: 'box',
      widthMm: 250,
      lengthMm: 250,
      heightMm: 100,
      material: '3겹 골판지',
      printColors: 0,
      quantity: 300,
      note: '',
    });
    const admin = await server.admin();
    const quoted = await adminQuoteOrdermade(admin, {
      requestId: created.requestId,
      unitPrice: 410,
      maxMultiple: 2,
    });
    expect(quoted.quote?.maxMultiple).toBe(2);
    const first = addDaysTo(koreanDate(new Date()), 7);
    const tooMany = await refusal(
      subscribeFromOrdermade(client, created.requestId, {
        multiple: 3,
        cycleWeeks: 4,
        firstDeliveryOn: first,
        paymentMethod: 'bank',
        recipient,
        agreeTerms: true,
      }),
    );
    expect(tooMany.code).toBe('ORDERMADE_MULTIPLE_INVALID');
    const { subscription, request } = await subscribeFromOrdermade(client, created.requestId, {
      multiple: 2,
      cycleWeeks: 4,
      firstDeliveryOn: first,
      paymentMethod: 'bank',
      recipient,
      agreeTerms: true,
    });
    expect(subscription).toMatchObject({
      optionId: null,
      ordermadeRequestId: created.requestId,
      unitPrice: 410,
      quantity: 600,
      nextDeliveryOn: first,
      delivery: { itemsTotal: 246_000, shippingFee: 0, total: 246_000 },
    });
    expect(request).toMatchObject({
      status: 'ordered',
      subscriptionId: subscription.subscriptionId,
    });
    const listed = await listSubscriptions(client);
    expect(listed.map((item) => item.subscriptionId)).toContain(subscription.subscriptionId);
    expect((await getOrdermade(client, created.requestId)).subscriptionId).toBe(
      subscription.subscriptionId,
    );
  });
});
