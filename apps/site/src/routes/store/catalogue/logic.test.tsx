import { describe, expect, it } from 'vitest';
import type { Cart, ProductDetail, ProductOption } from '@tonggye/api';
import { formatWon } from '../format';
import { listQueryPath, listTitle, readListQuery } from './query';
import {
  chooseOption,
  directOrderPath,
  initialSelection,
  maxQuantityFor,
  orderSheetPath,
  priceSelection,
} from './selection';

/** The seed's 2호 box option: 420 won from 10, 380 from 100, 340 from 500; print 150 won. */
const box2: ProductOption = {
  id: 'prd-box-a-type-o2',
  name: '2호',
  nameEn: '2 size',
  widthMm: 270,
  lengthMm: 180,
  heightMm: 150,
  minQuantity: 10,
  quantityStep: 10,
  stock: 5000,
  soldOut: false,
  printAvailable: true,
  printUnitPrice: 150,
  priceTiers: [
    { minQuantity: 10, unitPrice: 420 },
    { minQuantity: 100, unitPrice: 380 },
    { minQuantity: 500, unitPrice: 340 },
  ],
};
const soldOut: ProductOption = { ...box2, id: 'sold', stock: 5, soldOut: true };

describe('formatWon', () => {
  it('writes whole won with separators in both languages', () => {
    expect(formatWon(1234567, 'ko')).toBe('1,234,567원');
    expect(formatWon(1234567, 'en')).toBe('₩1,234,567');
    expect(formatWon(0, 'ko')).toBe('0원');
    expect(formatWon(-3000, 'ko')).toBe('-3,000원');
    expect(formatWon(-3000, 'en')).toBe('-₩3,000');
    expect(formatWon(999.6, 'ko')).toBe('1,000원');
  });
});

describe('list query in the address', () => {
  it('reads the presets and drops malformed values', () => {
    expect(readListQuery('?lCate=01&filterOther=2')).toEqual({
      lCate: '01',
      filterOther: '2',
      keyword: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      sort: 'newest',
      page: 1,
    });
    const odd = readListQuery(
      "?lCate=1'&filterOther=9&sort=cheap&page=-2&minPrice=1e3&maxPrice=500",
    );
    expect(odd).toMatchObject({
      lCate: undefined,
      filterOther: undefined,
      sort: 'newest',
      page: 1,
    });
    expect(odd).toMatchObject({ minPrice: undefined, maxPrice: 500 });
  });

  it('writes back what it reads, defaults left out', () => {
    const query = readListQuery(
      '?keyword=%ED%85%8C%EC%9D%B4%ED%94%84&sort=priceAsc&page=3&minPrice=100',
    );
    expect(listQueryPath('/product-search', query)).toBe(
      '/product-search?keyword=%ED%85%8C%EC%9D%B4%ED%94%84&minPrice=100&sort=priceAsc&page=3',
    );
    expect(listQueryPath('/products', readListQuery(''))).toBe('/products');
  });

  it('titles the named presets', () => {
    const t = (key: string, values: Record<string, unknown> = {}) =>
      `${key}${JSON.stringify(values)}`;
    const boxes = { name: '박스', nameEn: 'Boxes' };
    expect(listTitle({ lCate: '16' }, null, t, false)).toBe('list.exclusiveTitle{}');
    expect(listTitle({ lCate: '01', filterOther: '2' }, boxes, t, false)).toBe(
      'list.todayTitle{"category":"박스"}',
    );
    expect(listTitle({ lCate: '01' }, boxes, t, true)).toBe('list.title{"category":"Boxes"}');
    expect(listTitle({}, null, t, false)).toBe('common.products{}');
  });
});

describe('option selection', () => {
  const product = { id: 'prd-box-a-type', options: [soldOut, box2] } as unknown as ProductDetail;

  it('starts on the first orderable option at its minimum', () => {
    expect(initialSelection(product)).toEqual({
      optionId: 'prd-box-a-type-o2',
      quantity: 10,
      print: false,
    });
  });

  it('prices by the tier of the quantity, printing added per unit', () => {
    expect(priceSelection(box2, { optionId: box2.id, quantity: 10, print: false })).toEqual({
      unitPrice: 420,
      printUnitPrice: 0,
      total: 4200,
      tierIndex: 0,
    });
    expect(priceSelection(box2, { optionId: box2.id, quantity: 490, print: false })).toMatchObject({
      unitPrice: 380,
      total: 186_200,
      tierIndex: 1,
    });
    expect(priceSelection(box2, { optionId: box2.id, quantity: 500, print: true })).toEqual({
      unitPrice: 340,
      printUnitPrice: 150,
      total: 245_000,
      tierIndex: 2,
    });
    expect(priceSelection(box2, { optionId: box2.id, quantity: 5, print: false })).toBeNull();
  });

  it('keeps the quantity across options only when it fits, and stock caps the maximum', () => {
    const tape = { ...box2, id: 'tape', minQuantity: 50, quantityStep: 50, printAvailable: false };
    expect(chooseOption({ optionId: box2.id, quantity: 100, print: true }, tape)).toEqual({
      optionId: 'tape',
      quantity: 100,
      print: false,
    });
    expect(chooseOption({ optionId: box2.id, quantity: 30, print: false }, tape).quantity).toBe(50);
    expect(maxQuantityFor({ ...box2, stock: 95 })).toBe(90);
    expect(maxQuantityFor({ ...box2, stock: 10_000_000 })).toBe(100_000);
  });

  it('buys now through the order sheet’s address', () => {
    expect(directOrderPath(product, { optionId: box2.id, quantity: 120, print: true })).toBe(
      '/order/direct?product=prd-box-a-type&option=prd-box-a-type-o2&quantity=120&print=1',
    );
  });
});

describe('cart to order sheet', () => {
  const cart = {
    items: [
      { itemId: 'a', available: true },
      { itemId: 'b', available: true },
      { itemId: 'c', available: false },
    ],
  } as unknown as Cart;

  it('orders every orderable line, or only the chosen ones', () => {
    expect(orderSheetPath(cart, new Set(['a', 'b']))).toBe('/ordersheet');
    expect(orderSheetPath(cart, new Set(['b']))).toBe('/ordersheet?items=b');
  });
});
