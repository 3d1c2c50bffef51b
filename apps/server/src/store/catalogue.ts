import { sql } from 'kysely';
import { z } from 'zod';
import { ilike, likePattern, paged, type Paging } from '../content/common';
import { StoreError } from './errors';
import { MAX_LINE_QUANTITY, unitPriceFor, type Tier } from './pricing';
import type { StoreConn, StoreDb } from './schema';

/** `filterOther=2`: the today-shipping preset of the box category (the store menu's today-shipping entry). */
export const FILTER_TODAY_SHIPPING = '2';
export const PRODUCT_SORTS = ['newest', 'priceAsc', 'priceDesc', 'popular'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const wonText = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, 'VALIDATION_FAILED')
  .transform(Number);

/** Query of `GET /shop/products` (the list pages and the search page share it). */
export const productQuerySchema = z.looseObject({
  lCate: z
    .string()
    .trim()
    .regex(/^\d{2}$/, 'VALIDATION_FAILED')
    .optional(),
  filterOther: z.enum(['1', '2']).optional(),
  keyword: z.string().trim().max(100, 'TEXT_TOO_LONG:100').optional(),
  minPrice: wonText.optional(),
  maxPrice: wonText.optional(),
  sort: z.enum(PRODUCT_SORTS).optional(),
  page: z.unknown().optional(),
  size: z.unknown().optional(),
});
export type ProductQuery = z.output<typeof productQuerySchema>;

/** The image of a product: an SVG placeholder drawn by the server (`GET /shop/images/…`). */
export function imageUrl(productId: string, n = 1): string {
  return `/shop/images/${encodeURIComponent(productId)}/${n}.svg`;
}

type ProductRow = {
  id: string;
  alias: string | null;
  category_code: string;
  name: string;
  name_en: string;
  summary: string;
  list_price: number;
  today_shipping: number;
  is_sample: number;
  sold_count: number;
  created_at: string;
};

export function productCard(row: ProductRow) {
  return {
    id: row.id,
    alias: row.alias,
    categoryCode: row.category_code,
    name: row.name,
    nameEn: row.name_en,
    summary: row.summary,
    listPrice: Number(row.list_price),
    todayShipping: Number(row.today_shipping) === 1,
    isSample: Number(row.is_sample) === 1,
    soldCount: Number(row.sold_count),
    imageUrl: imageUrl(row.id),
    createdAt: row.created_at,
  };
}

const CARD_COLUMNS = [
  'id',
  'alias',
  'category_code',
  'name',
  'name_en',
  'summary',
  'list_price',
  'today_shipping',
  'is_sample',
  'sold_count',
  'created_at',
] as const;

export async function listCategories(db: StoreDb) {
  const rows = await db
    .selectFrom('store_categories')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    nameEn: row.name_en,
    exclusive: Number(row.is_exclusive) === 1,
  }));
}

/** A page of published products by category, preset, keyword and price, in the chosen order. */
export async function listProducts(db: StoreDb, query: ProductQuery, paging: Paging) {
  let category: { code: string; name: string; name_en: string } | undefined;
  if (query.lCate !== undefined) {
    category = await db
      .selectFrom('store_categories')
      .select(['code', 'name', 'name_en'])
      .where('code', '=', query.lCate)
      .executeTakeFirst();
    if (category === undefined)
      throw new StoreError('CATEGORY_NOT_FOUND', { category: query.lCate });
  }
  let base = db.selectFrom('store_products').where('is_published', '=', 1);
  if (query.lCate !== undefined) base = base.where('category_code', '=', query.lCate);
  if (query.filterOther === FILTER_TODAY_SHIPPING) base = base.where('today_shipping', '=', 1);
  const keyword = query.keyword ?? '';
  if (keyword !== '') {
    const pattern = likePattern(keyword);
    base = base.where((eb) =>
      eb.or([ilike('name', pattern), ilike('name_en', pattern), ilike('summary', pattern)]),
    );
  }
  if (query.minPrice !== undefined) base = base.where('list_price', '>=', query.minPrice);
  if (query.maxPrice !== undefined) base = base.where('list_price', '<=', query.maxPrice);
  const count = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  let list = base.select([...CARD_COLUMNS]);
  switch (query.sort ?? 'newest') {
    case 'priceAsc':
      list = list.orderBy('list_price', 'asc');
      break;
    case 'priceDesc':
      list = list.orderBy('list_price', 'desc');
      break;
    case 'popular':
      list = list.orderBy('sold_count', 'desc');
      break;
    default:
      list = list.orderBy('created_at', 'desc');
  }
  const rows = await list
    .orderBy('id')
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size)
    .execute();
  return {
    category:
      category === undefined
        ? null
        : { code: category.code, name: category.name, nameEn: category.name_en },
    ...paged(rows.map(productCard), Number(count.n), paging),
  };
}

/** The main page's recommended products, paged from 1 like every list of the site. */
export async function recommendedProducts(db: StoreDb, paging: Paging) {
  const base = db
    .selectFrom('store_products')
    .where('is_published', '=', 1)
    .where('recommend_order', 'is not', null);
  const count = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select([...CARD_COLUMNS])
    .orderBy('recommend_order')
    .orderBy('id')
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size)
    .execute();
  return paged(rows.map(productCard), Number(count.n), paging);
}

async function tiersByOption(db: StoreConn, optionIds: string[]): Promise<Map<string, Tier[]>> {
  const tiers = new Map<string, Tier[]>();
  if (optionIds.length === 0) return tiers;
  const rows = await db
    .selectFrom('store_price_tiers')
    .select(['option_id', 'min_quantity', 'unit_price'])
    .where('option_id', 'in', optionIds)
    .orderBy('min_quantity')
    .execute();
  for (const row of rows)
    tiers.set(row.option_id, [
      ...(tiers.get(row.option_id) ?? []),
      { min_quantity: Number(row.min_quantity), unit_price: Number(row.unit_price) },
    ]);
  return tiers;
}

/** A product by id or alias (`sample_box`) with its options, stock, tiers and images. */
export async function productDetail(db: StoreDb, idOrAlias: string) {
  const product = await db
    .selectFrom('store_products')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', idOrAlias), eb('alias', '=', idOrAlias)]))
    .where('is_published', '=', 1)
    .executeTakeFirst();
  if (product === undefined) throw new StoreError('PRODUCT_NOT_FOUND');
  const category = await db
    .selectFrom('store_categories')
    .select(['code', 'name', 'name_en'])
    .where('code', '=', product.category_code)
    .executeTakeFirstOrThrow();
  const options = await db
    .selectFrom('store_product_options')
    .selectAll()
    .where('product_id', '=', product.id)
    .where('is_active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const tiers = await tiersByOption(
    db,
    options.map((option) => option.id),
  );
  return {
    ...productCard(product),
    description: product.description,
    category: { code: category.code, name: category.name, nameEn: category.name_en },
    images: [1, 2, 3].map((n) => imageUrl(product.id, n)),
    options: options.map((option) => ({
      id: option.id,
      name: option.name,
      nameEn: option.name_en,
      widthMm: option.width_mm,
      lengthMm: option.length_mm,
      heightMm: option.height_mm,
      minQuantity: Number(option.min_quantity),
      quantityStep: Number(option.quantity_step),
      stock: Number(option.stock),
      soldOut: Number(option.stock) < Number(option.min_quantity),
      printAvailable: option.print_unit_price !== null,
      printUnitPrice: option.print_unit_price === null ? null : Number(option.print_unit_price),
      priceTiers: (tiers.get(option.id) ?? []).map((tier) => ({
        minQuantity: tier.min_quantity,
        unitPrice: tier.unit_price,
      })),
    })),
  };
}

export async function listCollections(db: StoreDb) {
  const rows = await db
    .selectFrom('store_collections')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    description: row.description,
  }));
}

export async function collectionDetail(db: StoreDb, id: string, paging: Paging) {
  const collection = await db
    .selectFrom('store_collections')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (collection === undefined) throw new StoreError('COLLECTION_NOT_FOUND');
  const base = db
    .selectFrom('store_collection_items as ci')
    .innerJoin('store_products as p', 'p.id', 'ci.product_id')
    .where('ci.collection_id', '=', id)
    .where('p.is_published', '=', 1);
  const count = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select(CARD_COLUMNS.map((column) => `p.${column}` as const))
    .orderBy('ci.sort_order')
    .orderBy('p.id')
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size)
    .execute();
  return {
    collection: {
      id: collection.id,
      name: collection.name,
      nameEn: collection.name_en,
      description: collection.description,
    },
    ...paged(rows.map(productCard), Number(count.n), paging),
  };
}

export async function listBoxtapeTypes(db: StoreDb) {
  const rows = await db
    .selectFrom('store_boxtape_types')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    description: row.description,
    widthMm: Number(row.width_mm),
    color: row.color,
    productId: row.product_id,
  }));
}

const SVG_SAFE = /[^\p{L}\p{N} ._()×x-]/gu;

/** A placeholder picture of a product (a box with its name), drawn as SVG text. */
export async function productImageSvg(db: StoreDb, id: string, n: number): Promise<string> {
  const product = await db
    .selectFrom('store_products')
    .select(['name', 'image_color'])
    .where((eb) => eb.or([eb('id', '=', id), eb('alias', '=', id)]))
    .executeTakeFirst();
  if (product === undefined) throw new StoreError('PRODUCT_NOT_FOUND');
  const color = /^#[0-9a-fA-F]{6}$/.test(product.image_color) ? product.image_color : '#c8a27a';
  const label = product.name.replace(SVG_SAFE, '').slice(0, 24);
  const tilt = (n - 1) * 8;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480" role="img">',
    `<title>${label}</title>`,
    '<rect width="480" height="480" fill="#f7f3ee"/>',
    `<g transform="rotate(${tilt} 240 240)">`,
    `<polygon points="120,170 240,120 360,170 240,220" fill="${color}" opacity="0.75"/>`,
    `<polygon points="120,170 240,220 240,360 120,310" fill="${color}"/>`,
    `<polygon points="360,170 240,220 240,360 360,310" fill="${color}" opacity="0.85"/>`,
    '</g>',
    `<text x="240" y="420" font-size="24" text-anchor="middle" fill="#333">${label}</text>`,
    '</svg>',
  ].join('');
}

export interface LineRequest {
  optionId: string;
  quantity: number;
  print: boolean;
}

export interface PricedLine {
  productId: string;
  optionId: string;
  productName: string;
  productNameEn: string;
  optionName: string;
  optionNameEn: string;
  quantity: number;
  unitPrice: number;
  print: boolean;
  printUnitPrice: number;
  lineTotal: number;
  stock: number;
}

/**
 * Prices order lines from the database: the option must be active on a published product, the
 * quantity within its minimum, step and the line limit, printing offered when asked for.
 */
export async function priceLines(
  db: StoreConn,
  lines: readonly LineRequest[],
): Promise<PricedLine[]> {
  if (lines.length === 0) return [];
  const ids = [...new Set(lines.map((line) => line.optionId))];
  const options = await db
    .selectFrom('store_product_options as o')
    .innerJoin('store_products as p', 'p.id', 'o.product_id')
    .select([
      'o.id',
      'o.product_id',
      'o.name',
      'o.name_en',
      'o.min_quantity',
      'o.quantity_step',
      'o.stock',
      'o.print_unit_price',
      'p.name as product_name',
      'p.name_en as product_name_en',
    ])
    .where('o.id', 'in', ids)
    .where('o.is_active', '=', 1)
    .where('p.is_published', '=', 1)
    .execute();
  const byId = new Map(options.map((option) => [option.id, option]));
  const tiers = await tiersByOption(db, ids);
  return lines.map((line) => {
    const option = byId.get(line.optionId);
    const optionTiers = tiers.get(line.optionId);
    if (option === undefined || optionTiers === undefined || optionTiers.length === 0)
      throw new StoreError('OPTION_NOT_FOUND', { option: line.optionId });
    const min = Number(option.min_quantity);
    const step = Number(option.quantity_step);
    if (
      !Number.isSafeInteger(line.quantity) ||
      line.quantity < min ||
      line.quantity > MAX_LINE_QUANTITY ||
      (line.quantity - min) % step !== 0
    )
      throw new StoreError('QUANTITY_INVALID', { min, step, max: MAX_LINE_QUANTITY });
    if (line.print && option.print_unit_price === null) throw new StoreError('PRINT_NOT_OFFERED');
    const unitPrice = unitPriceFor(optionTiers, line.quantity);
    const printUnitPrice = line.print ? Number(option.print_unit_price) : 0;
    return {
      productId: option.product_id,
      optionId: option.id,
      productName: option.product_name,
      productNameEn: option.product_name_en,
      optionName: option.name,
      optionNameEn: option.name_en,
      quantity: line.quantity,
      unitPrice,
      print: line.print,
      printUnitPrice,
      lineTotal: line.quantity * (unitPrice + printUnitPrice),
      stock: Number(option.stock),
    };
  });
}

/** Keeps `list_price` (the lowest unit price of the active options) in step with the tiers. */
export async function refreshListPrice(db: StoreConn, productId: string): Promise<void> {
  await db
    .updateTable('store_products')
    .set({
      list_price: sql<number>`coalesce((select min(t.unit_price) from store_price_tiers t join store_product_options o on o.id = t.option_id where o.product_id = ${productId} and o.is_active = 1), 0)`,
    })
    .where('id', '=', productId)
    .execute();
}
