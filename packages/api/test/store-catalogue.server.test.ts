import { describe, expect, it } from 'vitest';
import {
  FILTER_TODAY_SHIPPING,
  addToCart,
  getCart,
  getCartMergeTicket,
  getCollection,
  getProduct,
  getStoreCategories,
  listBoxtapeTypes,
  listCollections,
  listMyRestockRequests,
  listProductReviews,
  listProducts,
  listRecentViews,
  listRecommendedProducts,
  listWishes,
  recordRecentView,
  removeCartItems,
  requestRestock,
  toggleWish,
  unitPriceForQuantity,
  updateCartItem,
} from '../src';
import { refusal, testServer } from './server-client';

/**
 * The store's catalogue and cart calls against the real server, started as its own process the
 * way `pnpm serve` starts it (the seed first: the sample catalogue and the administrator).
 */
const server = testServer({
  name: 'api-store-catalogue',
  envelopeKey: 'store-catalogue-test-envelope-key',
  entry: 'start',
});

describe('catalogue', () => {
  it('lists the categories, a category, the today-shipping preset and the exclusive category', async () => {
    const client = server.guest();
    const categories = await getStoreCategories(client);
    expect(categories.map((category) => category.code)).toEqual(['01', '02', '03', '04', '16']);
    expect(categories.find((category) => category.code === '16')?.exclusive).toBe(true);
    const boxes = await listProducts(client, { lCate: '01' });
    expect(boxes.category).toMatchObject({ code: '01', name: '박스', nameEn: 'Boxes' });
    expect(boxes.items.map((item) => item.id).sort()).toEqual([
      'prd-box-a-type',
      'prd-box-heavy',
      'prd-box-pizza',
    ]);
    const today = await listProducts(client, { lCate: '01', filterOther: FILTER_TODAY_SHIPPING });
    expect(today.items.map((item) => item.id).sort()).toEqual(['prd-box-a-type', 'prd-box-pizza']);
    expect(today.items.every((item) => item.todayShipping)).toBe(true);
    const exclusive = await listProducts(client, { lCate: '16' });
    expect(exclusive.items.map((item) => item.id)).toEqual(['prd-exclusive-kraft']);
    const unknown = await refusal(listProducts(client, { lCate: '99' }));
    expect(unknown.status).toBe(404);
    expect(unknown.code).toBe('CATEGORY_NOT_FOUND');
    expect(unknown.message).toContain('99');
    expect(unknown.messageEn).toMatch(/category/i);
  });

  it('searches by keyword, sorts by price and pages', async () => {
    const client = server.guest();
    const tape = await listProducts(client, { keyword: '테이프' });
    expect(tape.items.map((item) => item.id).sort()).toEqual(['prd-tape-opp', 'prd-tape-print']);
    const ascending = await listProducts(client, { sort: 'priceAsc', size: 50 });
    const prices = ascending.items.map((item) => item.listPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = await listProducts(client, { sort: 'priceDesc', size: 50 });
    expect(descending.items[0]?.listPrice).toBe(Math.max(...prices));
    const first = await listProducts(client, { size: 3, page: 1 });
    const second = await listProducts(client, { size: 3, page: 2 });
    expect(first).toMatchObject({ currentPage: 1, pageSize: 3 });
    expect(first.totalPage).toBe(Math.ceil(first.totalCount / 3));
    const seen = new Set(first.items.map((item) => item.id));
    expect(second.items.some((item) => seen.has(item.id))).toBe(false);
    const cheap = await listProducts(client, { maxPrice: 1000, size: 50 });
    expect(cheap.items.length).toBeGreaterThan(0);
    expect(cheap.items.every((item) => item.listPrice <= 1000)).toBe(true);
  });

  it('reads a product with options, tiers and stock, the sample box by alias, and refuses an unknown id', async () => {
    const client = server.guest();
    const box = await getProduct(client, 'prd-box-a-type');
    expect(box.category.code).toBe('01');
    expect(box.images).toHaveLength(3);
    const size1 = box.options.find((option) => option.name === '1호');
    expect(size1).toMatchObject({
      minQuantity: 10,
      quantityStep: 10,
      printAvailable: true,
      printUnitPrice: 150,
      soldOut: false,
    });
    // The seed's tiers: 320 won from 10, 90 % from 100, 80 % from 500 (rounded to 10 won).
    expect(size1?.priceTiers).toEqual([
      { minQuantity: 10, unitPrice: 320 },
      { minQuantity: 100, unitPrice: 290 },
      { minQuantity: 500, unitPrice: 260 },
    ]);
    expect(unitPriceForQuantity(size1?.priceTiers ?? [], 10)).toBe(320);
    expect(unitPriceForQuantity(size1?.priceTiers ?? [], 490)).toBe(290);
    expect(unitPriceForQuantity(size1?.priceTiers ?? [], 500)).toBe(260);
    expect(unitPriceForQuantity(size1?.priceTiers ?? [], 5)).toBeNull();
    const sample = await getProduct(client, 'sample_box');
    expect(sample).toMatchObject({ id: 'prd-sample-box', alias: 'sample_box', isSample: true });
    const missing = await refusal(getProduct(client, 'no-such-product'));
    expect(missing.status).toBe(404);
    expect(missing.code).toBe('PRODUCT_NOT_FOUND');
    expect(missing.message).toBe('상품을 찾을 수 없습니다.');
    expect(missing.messageEn).toBe('The product was not found.');
  });

  it('reads reviews, collections, box-tape types and recommended products paged from 1', async () => {
    const client = server.guest();
    const reviews = await listProductReviews(client, 'prd-box-a-type', { page: 1, size: 5 });
    expect(reviews).toMatchObject({ currentPage: 1, pageSize: 5 });
    expect(reviews.averageRating === null).toBe(reviews.totalCount === 0);
    const collections = await listCollections(client);
    expect(collections.map((collection) => collection.id)).toEqual(['col-starter', 'col-gift']);
    const starter = await getCollection(client, 'col-starter', { page: 1, size: 2 });
    expect(starter.collection.name).toBe('처음 창업 패키지');
    expect(starter.items.map((item) => item.id)).toEqual(['prd-box-a-type', 'prd-tape-opp']);
    expect(starter.totalCount).toBe(4);
    expect((await refusal(getCollection(client, 'col-none'))).code).toBe('COLLECTION_NOT_FOUND');
    const tapes = await listBoxtapeTypes(client);
    expect(tapes.find((tape) => tape.id === 'tape-opp-clear')).toMatchObject({
      widthMm: 48,
      productId: 'prd-tape-opp',
    });
    const recommended = await listRecommendedProducts(client, { page: 1, size: 2 });
    expect(recommended.items.map((item) => item.id)).toEqual(['prd-box-a-type', 'prd-box-heavy']);
    const next = await listRecommendedProducts(client, { page: 2, size: 2 });
    expect(next.items.map((item) => item.id)).toEqual(['prd-box-pizza', 'prd-tape-opp']);
  });
});

describe('cart', () => {
  it('adds, re-prices by tier, updates and removes lines of a guest cart', async () => {
    const client = server.guest();
    expect(await getCart(client)).toMatchObject({ items: [], itemsTotal: 0, shippingFee: 0 });
    const added = await addToCart(client, { optionId: 'prd-box-a-type-o1', quantity: 20 });
    expect(added.items).toHaveLength(1);
    expect(added.items[0]).toMatchObject({
      optionId: 'prd-box-a-type-o1',
      quantity: 20,
      unitPrice: 320,
      lineTotal: 6400,
      available: true,
      optionName: '1호',
    });
    expect(added).toMatchObject({
      itemsTotal: 6400,
      shippingFee: 3000,
      total: 9400,
      shippingRule: { fee: 3000, freeFrom: 50_000 },
    });
    // The same option adds up: 20 + 80 = 100, the 290 won tier.
    const more = await addToCart(client, { optionId: 'prd-box-a-type-o1', quantity: 80 });
    expect(more.items).toHaveLength(1);
    expect(more.items[0]).toMatchObject({ quantity: 100, unitPrice: 290, lineTotal: 29_000 });
    const itemId = more.items[0]?.itemId ?? '';
    const updated = await updateCartItem(client, { itemId, quantity: 200 });
    expect(updated).toMatchObject({ itemsTotal: 58_000, shippingFee: 0, total: 58_000 });
    const printed = await addToCart(client, {
      optionId: 'prd-box-a-type-o1',
      quantity: 10,
      print: true,
    });
    expect(printed.items).toHaveLength(2);
    expect(printed.items[1]).toMatchObject({ print: true, printUnitPrice: 150, lineTotal: 4700 });
    const wrong = await refusal(updateCartItem(client, { itemId, quantity: 15 }));
    expect(wrong.code).toBe('QUANTITY_INVALID');
    expect(wrong.status).toBe(400);
    const removed = await removeCartItems(client, [itemId]);
    expect(removed.items.map((item) => item.itemId)).not.toContain(itemId);
    expect(removed.itemsTotal).toBe(4700);
    // Another visitor's cart is not this one.
    expect((await getCart(server.guest())).items).toEqual([]);
  });

  it('merges the guest cart into the member cart once, with the guest’s ticket only', async () => {
    const visitor = server.guest();
    const guestId = visitor.session.getGuestId() ?? '';
    await addToCart(visitor, { optionId: 'prd-tape-opp-o1', quantity: 2 });
    const { ticket, guestId: ticketGuest } = await getCartMergeTicket(visitor);
    expect(ticketGuest).toBe(guestId);
    const { client } = await server.member();
    await addToCart(client, { optionId: 'prd-tape-opp-o1', quantity: 1 });
    // Without the ticket (or with another guest id) nothing moves.
    expect((await getCart(client, { mergeGuestId: guestId })).items[0]?.quantity).toBe(1);
    const refused = await refusal(
      getCart(client, { mergeGuestId: 'guest-0000000001', mergeTicket: ticket }),
    );
    expect(refused.status).toBe(403);
    const merged = await getCart(client, { mergeGuestId: guestId, mergeTicket: ticket });
    expect(merged.merged).toBe(1);
    expect(merged.items).toHaveLength(1);
    expect(merged.items[0]).toMatchObject({ quantity: 3, unitPrice: 39_000, lineTotal: 117_000 });
    expect((await getCart(visitor)).items).toEqual([]);
    const again = await getCart(client, { mergeGuestId: guestId, mergeTicket: ticket });
    expect(again.merged).toBe(0);
    expect(again.items[0]?.quantity).toBe(3);
    // A member has no guest cart to hand over.
    expect((await refusal(getCartMergeTicket(client))).code).toBe('CART_MERGE_GUEST_ONLY');
  });
});

describe('member extras', () => {
  it('toggles wishes, records recent views, and refuses wishes to guests', async () => {
    const { client } = await server.member();
    expect(await toggleWish(client, 'prd-aircap')).toBe(true);
    expect((await listWishes(client)).map((item) => item.id)).toEqual(['prd-aircap']);
    expect(await toggleWish(client, 'prd-aircap')).toBe(false);
    expect(await listWishes(client)).toEqual([]);
    const refused = await refusal(toggleWish(server.guest(), 'prd-aircap'));
    expect(refused.status).toBe(401);
    await recordRecentView(client, 'prd-box-heavy');
    const recent = await recordRecentView(client, 'sample_box');
    expect(recent.map((item) => item.id)).toEqual(['prd-sample-box', 'prd-box-heavy']);
    expect((await listRecentViews(client)).map((item) => item.id)).toEqual([
      'prd-sample-box',
      'prd-box-heavy',
    ]);
  });

  it('requests a restock notice for a sold-out option only', async () => {
    const created = await server.adminPost('/shop/admin/products/create', {
      categoryCode: '03',
      name: '품절 테스트 완충재',
      nameEn: 'Sold-out test cushioning',
      options: [
        { name: '기본', nameEn: 'Basic', stock: 0, tiers: [{ minQuantity: 1, unitPrice: 1000 }] },
      ],
    });
    const body = (await created.json()) as {
      dataRes: { product: { id: string; options: { id: string }[] } };
    };
    const product = await getProduct(server.guest(), body.dataRes.product.id);
    const option = product.options[0];
    expect(option?.soldOut).toBe(true);
    const { client } = await server.member();
    const requests = await requestRestock(client, option?.id ?? '');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ optionId: option?.id, notifiedAt: null });
    expect(await listMyRestockRequests(client)).toHaveLength(1);
    const notNeeded = await refusal(requestRestock(client, 'prd-aircap-o1'));
    expect(notNeeded.code).toBe('RESTOCK_NOT_NEEDED');
  });
});
