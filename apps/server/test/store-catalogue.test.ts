import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStoreCatalogue } from '../src/store/seed';
import { expectError } from './helpers';
import { okData, shopGet, startStoreServer, type StoreServer } from './store-helpers';

interface Card {
  id: string;
  categoryCode: string;
  listPrice: number;
  todayShipping: boolean;
  soldCount: number;
  createdAt: string;
  name: string;
}

describe('store catalogue', () => {
  let server: StoreServer;
  beforeAll(async () => {
    server = await startStoreServer();
  }, 60_000);
  afterAll(() => server.close());

  it('seeds once: a second run adds nothing', async () => {
    expect(await seedStoreCatalogue(server.db, new Date())).toEqual([]);
    const categories = okData(await shopGet(server, '/categories')).categories as {
      code: string;
      exclusive: boolean;
    }[];
    expect(categories.map((c) => c.code)).toEqual(['01', '02', '03', '04', '16']);
    expect(categories.find((c) => c.code === '16')?.exclusive).toBe(true);
  });

  it('lists a category by lCate, the today-shipping preset and the exclusive category', async () => {
    const boxes = okData(await shopGet(server, '/products?lCate=01'));
    const items = boxes.items as Card[];
    expect(items.map((p) => p.id).sort()).toEqual(
      ['prd-box-a-type', 'prd-box-heavy', 'prd-box-pizza'].sort(),
    );
    expect(boxes.category).toMatchObject({ code: '01', name: '박스' });
    const today = okData(await shopGet(server, '/products?lCate=01&filterOther=2')).items as Card[];
    expect(today.map((p) => p.id).sort()).toEqual(['prd-box-a-type', 'prd-box-pizza']);
    expect(today.every((p) => p.todayShipping)).toBe(true);
    const exclusive = okData(await shopGet(server, '/products?lCate=16')).items as Card[];
    expect(exclusive.map((p) => p.id)).toEqual(['prd-exclusive-kraft']);
    expectError(await shopGet(server, '/products?lCate=99'), 404, 'CATEGORY_NOT_FOUND');
    expectError(await shopGet(server, '/products?lCate=1%27'), 400, 'VALIDATION_FAILED');
  });

  it('keeps the list price as the lowest tier price, computed by the server', async () => {
    const items = okData(await shopGet(server, '/products?lCate=01')).items as Card[];
    // A-type: the cheapest tier is 1호 from 500 units, 80% of 320 won.
    expect(items.find((p) => p.id === 'prd-box-a-type')?.listPrice).toBe(260);
  });

  it('searches by keyword and price and sorts by price, newest and popularity', async () => {
    const keyword = encodeURIComponent('테이프');
    const tape = okData(await shopGet(server, `/products?keyword=${keyword}`)).items as Card[];
    expect(tape.map((p) => p.id).sort()).toEqual(['prd-tape-opp', 'prd-tape-print']);
    const cheap = okData(await shopGet(server, '/products?maxPrice=1000&sort=priceAsc&size=50'))
      .items as Card[];
    expect(cheap.length).toBeGreaterThan(2);
    expect(cheap.every((p) => p.listPrice <= 1000)).toBe(true);
    const prices = cheap.map((p) => p.listPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (
      okData(await shopGet(server, '/products?sort=priceDesc&size=50')).items as Card[]
    ).map((p) => p.listPrice);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const popular = (
      okData(await shopGet(server, '/products?sort=popular&size=50')).items as Card[]
    ).map((p) => p.soldCount);
    expect(popular).toEqual([...popular].sort((a, b) => b - a));
    const newest = (okData(await shopGet(server, '/products?size=50')).items as Card[]).map(
      (p) => p.createdAt,
    );
    expect(newest).toEqual([...newest].sort().reverse());
    expectError(await shopGet(server, '/products?sort=cheapest'), 400, 'VALIDATION_FAILED');
    expectError(await shopGet(server, '/products?minPrice=-1'), 400, 'VALIDATION_FAILED');
    expectError(await shopGet(server, '/products?page=0'), 400, 'PAGING_INVALID');
  });

  it('shows a product with options, tiers, stock and images; sample_box is an alias', async () => {
    const product = okData(await shopGet(server, '/products/prd-box-a-type')).product as {
      options: {
        id: string;
        stock: number;
        minQuantity: number;
        quantityStep: number;
        printAvailable: boolean;
        priceTiers: { minQuantity: number; unitPrice: number }[];
      }[];
      images: string[];
      category: { code: string };
    };
    expect(product.category.code).toBe('01');
    expect(product.options).toHaveLength(4);
    expect(product.options[0]).toMatchObject({
      id: 'prd-box-a-type-o1',
      stock: 5000,
      minQuantity: 10,
      quantityStep: 10,
      printAvailable: true,
      priceTiers: [
        { minQuantity: 10, unitPrice: 320 },
        { minQuantity: 100, unitPrice: 290 },
        { minQuantity: 500, unitPrice: 260 },
      ],
    });
    const sample = okData(await shopGet(server, '/products/sample_box')).product as {
      id: string;
      isSample: boolean;
    };
    expect(sample).toMatchObject({ id: 'prd-sample-box', isSample: true });
    expectError(await shopGet(server, '/products/nope'), 404, 'PRODUCT_NOT_FOUND');

    const image = await fetch(`${server.url}${product.images[0]}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await image.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/<script/i);
    expect((await fetch(`${server.url}/shop/images/prd-box-a-type/9.svg`)).status).toBe(404);
  });

  it('lists collections, box-tape types and recommended products paged from 1', async () => {
    const collections = okData(await shopGet(server, '/collections')).collections as {
      id: string;
    }[];
    expect(collections.map((c) => c.id)).toEqual(['col-starter', 'col-gift']);
    const starter = okData(await shopGet(server, '/collections/col-starter'));
    expect((starter.items as Card[]).map((p) => p.id)).toEqual([
      'prd-box-a-type',
      'prd-tape-opp',
      'prd-aircap',
      'prd-sample-box',
    ]);
    expectError(await shopGet(server, '/collections/none'), 404, 'COLLECTION_NOT_FOUND');
    const tapes = okData(await shopGet(server, '/boxtape-types')).types as { id: string }[];
    expect(tapes).toHaveLength(4);
    const first = okData(await shopGet(server, '/recommended?page=1&size=2'));
    expect(first).toMatchObject({ currentPage: 1, pageSize: 2, totalCount: 5, totalPage: 3 });
    expect((first.items as Card[]).map((p) => p.id)).toEqual(['prd-box-a-type', 'prd-box-heavy']);
    const third = okData(await shopGet(server, '/recommended?page=3&size=2'));
    expect((third.items as Card[]).map((p) => p.id)).toEqual(['prd-exclusive-kraft']);
  });
});
