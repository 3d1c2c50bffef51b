import type { Database } from '../db/database';
import { refreshListPrice } from './catalogue';
import { storeDb, type StoreTrx } from './schema';

/**
 * The sample catalogue of the quick start: a Korean packaging shop's categories
 * (01 boxes with today-shipping items, 02 tape, 03 cushioning, 04 samples, 16 the exclusive
 * category), products with sizes, quantity tiers, print prices and stock, a sample box at the
 * alias `sample_box`, collections, box-tape types, recommended products and two coupons.
 * Loaded once (a `seed_markers` row), fixed ids, so a second run adds nothing.
 */
export const STORE_CATALOGUE_MARKER = 'store-catalogue-v1';

interface SeedOption {
  name: string;
  nameEn: string;
  size?: [number, number, number];
  min?: number;
  step?: number;
  stock: number;
  print?: number;
  /** [from quantity, unit price]; the first from the minimum. */
  tiers: [number, number][];
}

interface SeedProduct {
  id: string;
  alias?: string;
  category: string;
  name: string;
  nameEn: string;
  summary: string;
  todayShipping?: boolean;
  sample?: boolean;
  recommend?: number;
  color: string;
  options: SeedOption[];
}

const CATEGORIES: [string, string, string, number][] = [
  ['01', '박스', 'Boxes', 0],
  ['02', '테이프', 'Tape', 0],
  ['03', '완충재', 'Cushioning', 0],
  ['04', '샘플', 'Samples', 0],
  ['16', '단독 상품', 'Exclusive', 1],
];

const box = (
  name: string,
  size: [number, number, number],
  stock: number,
  price: number,
): SeedOption => ({
  name,
  nameEn: name.replace('호', ' size'),
  size,
  min: 10,
  step: 10,
  stock,
  print: 150,
  tiers: [
    [10, price],
    [100, Math.round((price * 0.9) / 10) * 10],
    [500, Math.round((price * 0.8) / 10) * 10],
  ],
});

const PRODUCTS: SeedProduct[] = [
  {
    id: 'prd-box-a-type',
    category: '01',
    name: '택배박스 A형 (골판지 3겹)',
    nameEn: 'Shipping box, A type (3-ply)',
    summary: '가장 많이 쓰는 표준 택배박스, 오늘 출발',
    todayShipping: true,
    recommend: 1,
    color: '#c8a27a',
    options: [
      box('1호', [220, 190, 90], 5000, 320),
      box('2호', [270, 180, 150], 5000, 420),
      box('3호', [350, 250, 100], 3000, 520),
      box('4호', [410, 310, 280], 2000, 890),
    ],
  },
  {
    id: 'prd-box-heavy',
    category: '01',
    name: '이중골 튼튼 박스 (5겹)',
    nameEn: 'Double-wall box (5-ply)',
    summary: '무거운 상품용 5겹 이중골 박스',
    recommend: 2,
    color: '#a97f55',
    options: [box('중형', [400, 300, 300], 1500, 1250), box('대형', [500, 400, 400], 800, 1790)],
  },
  {
    id: 'prd-box-pizza',
    category: '01',
    name: '조립식 피자형 박스 (화이트)',
    nameEn: 'Pizza-style mailer box (white)',
    summary: '선물 포장용 고급 화이트 박스, 오늘 출발',
    todayShipping: true,
    recommend: 3,
    color: '#e8e2d6',
    options: [box('소', [200, 150, 50], 2500, 610), box('대', [300, 220, 80], 1800, 880)],
  },
  {
    id: 'prd-tape-opp',
    category: '02',
    name: 'OPP 투명 박스테이프 48mm',
    nameEn: 'Clear OPP box tape, 48 mm',
    summary: '50롤 한 박스 단위',
    todayShipping: true,
    recommend: 4,
    color: '#d9e9f5',
    options: [
      {
        name: '48mm × 80m (50롤)',
        nameEn: '48 mm × 80 m (50 rolls)',
        stock: 400,
        tiers: [
          [1, 39_000],
          [5, 36_000],
        ],
      },
    ],
  },
  {
    id: 'prd-tape-print',
    category: '02',
    name: '로고 인쇄 박스테이프',
    nameEn: 'Logo-printed box tape',
    summary: '회사 로고를 인쇄한 박스테이프 (1도 인쇄)',
    color: '#f3d9b1',
    options: [
      {
        name: '48mm × 100m',
        nameEn: '48 mm × 100 m',
        min: 50,
        step: 50,
        stock: 5000,
        print: 300,
        tiers: [
          [50, 2_400],
          [200, 2_100],
        ],
      },
    ],
  },
  {
    id: 'prd-aircap',
    category: '03',
    name: '에어캡 롤 (뽁뽁이)',
    nameEn: 'Bubble wrap roll',
    summary: '0.2T 50cm × 50m',
    color: '#eef5f9',
    options: [
      {
        name: '50cm × 50m',
        nameEn: '50 cm × 50 m',
        stock: 300,
        tiers: [
          [1, 15_900],
          [10, 14_500],
        ],
      },
    ],
  },
  {
    id: 'prd-sample-box',
    alias: 'sample_box',
    category: '04',
    name: '박스 샘플 키트',
    nameEn: 'Box sample kit',
    summary: '주요 박스 5종을 한 번에 받아 보는 샘플 키트 (1인 1회 권장)',
    sample: true,
    color: '#f36b20',
    options: [{ name: '샘플 5종', nameEn: '5 samples', stock: 200, tiers: [[1, 3_000]] }],
  },
  {
    id: 'prd-exclusive-kraft',
    category: '16',
    name: '[단독] 크라프트 선물 박스 세트',
    nameEn: '[Exclusive] Kraft gift box set',
    summary: '이 스토어에서만 파는 크라프트 선물 박스',
    recommend: 5,
    color: '#8d6b48',
    options: [
      {
        name: '10개 세트',
        nameEn: 'Set of 10',
        stock: 120,
        print: 2_000,
        tiers: [
          [1, 12_000],
          [10, 11_000],
        ],
      },
    ],
  },
];

const COLLECTIONS: [string, string, string, string, string[]][] = [
  [
    'col-starter',
    '처음 창업 패키지',
    'Starter pack',
    '온라인 쇼핑몰을 처음 여는 분께 필요한 포장재 모음',
    ['prd-box-a-type', 'prd-tape-opp', 'prd-aircap', 'prd-sample-box'],
  ],
  [
    'col-gift',
    '선물 포장 기획전',
    'Gift wrapping',
    '선물용 박스와 인쇄 테이프',
    ['prd-box-pizza', 'prd-exclusive-kraft', 'prd-tape-print'],
  ],
];

const TAPES: [string, string, string, string, number, string, string | null][] = [
  [
    'tape-opp-clear',
    'OPP 투명',
    'Clear OPP',
    '일반 택배용 투명 테이프',
    48,
    '#d9e9f5',
    'prd-tape-opp',
  ],
  ['tape-opp-brown', 'OPP 황색', 'Brown OPP', '크라프트 박스에 어울리는 황색', 48, '#b8894f', null],
  [
    'tape-kraft',
    '크라프트 종이테이프',
    'Kraft paper tape',
    '재활용이 쉬운 종이 테이프',
    50,
    '#a9825a',
    null,
  ],
  [
    'tape-print',
    '로고 인쇄',
    'Logo printed',
    '회사 로고 1도 인쇄',
    48,
    '#f3d9b1',
    'prd-tape-print',
  ],
];

async function insertProducts(trx: StoreTrx, stamp: string): Promise<void> {
  for (const [index, product] of PRODUCTS.entries()) {
    // Newest first by list order: later entries are a little older.
    const created = new Date(new Date(stamp).getTime() - index * 60_000).toISOString();
    await trx
      .insertInto('store_products')
      .values({
        id: product.id,
        alias: product.alias ?? null,
        category_code: product.category,
        name: product.name,
        name_en: product.nameEn,
        summary: product.summary,
        description: product.summary,
        list_price: 0,
        today_shipping: product.todayShipping ? 1 : 0,
        is_sample: product.sample ? 1 : 0,
        recommend_order: product.recommend ?? null,
        sold_count: (PRODUCTS.length - index) * 7,
        image_color: product.color,
        is_published: 1,
        created_at: created,
        updated_at: created,
      })
      .execute();
    for (const [n, option] of product.options.entries()) {
      const optionId = `${product.id}-o${n + 1}`;
      await trx
        .insertInto('store_product_options')
        .values({
          id: optionId,
          product_id: product.id,
          name: option.name,
          name_en: option.nameEn,
          width_mm: option.size?.[0] ?? null,
          length_mm: option.size?.[1] ?? null,
          height_mm: option.size?.[2] ?? null,
          min_quantity: option.min ?? 1,
          quantity_step: option.step ?? 1,
          stock: option.stock,
          print_unit_price: option.print ?? null,
          sort_order: n,
          is_active: 1,
        })
        .execute();
      await trx
        .insertInto('store_price_tiers')
        .values(
          option.tiers.map(([min, price], t) => ({
            id: `${optionId}-t${t + 1}`,
            option_id: optionId,
            min_quantity: min,
            unit_price: price,
          })),
        )
        .execute();
    }
    await refreshListPrice(trx, product.id);
  }
}

/** Loads the sample catalogue once; returns what it added (empty on a second run). */
export async function seedStoreCatalogue(appDb: Database, now: Date): Promise<string[]> {
  const db = storeDb(appDb);
  return db.transaction().execute(async (trx) => {
    const marker = await trx
      .selectFrom('seed_markers')
      .select('name')
      .where('name', '=', STORE_CATALOGUE_MARKER)
      .executeTakeFirst();
    if (marker) return [];
    const stamp = now.toISOString();
    await trx
      .insertInto('store_categories')
      .values(
        CATEGORIES.map(([code, name, nameEn, exclusive], index) => ({
          code,
          name,
          name_en: nameEn,
          sort_order: index,
          is_exclusive: exclusive,
        })),
      )
      .execute();
    await insertProducts(trx, stamp);
    for (const [index, [id, name, nameEn, description, products]] of COLLECTIONS.entries()) {
      await trx
        .insertInto('store_collections')
        .values({ id, name, name_en: nameEn, description, sort_order: index })
        .execute();
      await trx
        .insertInto('store_collection_items')
        .values(
          products.map((productId, order) => ({
            collection_id: id,
            product_id: productId,
            sort_order: order,
          })),
        )
        .execute();
    }
    await trx
      .insertInto('store_boxtape_types')
      .values(
        TAPES.map(([id, name, nameEn, description, width, color, productId], index) => ({
          id,
          name,
          name_en: nameEn,
          description,
          width_mm: width,
          color,
          product_id: productId,
          sort_order: index,
        })),
      )
      .execute();
    const year = new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000).toISOString();
    await trx
      .insertInto('store_coupons')
      .values([
        {
          id: 'cpn-welcome-3000',
          name: '첫 구매 3,000원 할인',
          name_en: '3,000 won off your first order',
          kind: 'fixed',
          value: 3000,
          max_discount: null,
          min_order: 30_000,
          starts_at: stamp,
          ends_at: year,
          is_offered: 1,
          is_active: 1,
          created_at: stamp,
        },
        {
          id: 'cpn-box-10',
          name: '박스 10% 할인 (최대 5,000원)',
          name_en: '10% off boxes (up to 5,000 won)',
          kind: 'percent',
          value: 10,
          max_discount: 5000,
          min_order: 20_000,
          starts_at: stamp,
          ends_at: year,
          is_offered: 1,
          is_active: 1,
          created_at: stamp,
        },
      ])
      .execute();
    await trx
      .insertInto('seed_markers')
      .values({ name: STORE_CATALOGUE_MARKER, applied_at: stamp })
      .execute();
    return [
      `store categories ${CATEGORIES.length}`,
      `store products ${PRODUCTS.length}`,
      `collections ${COLLECTIONS.length}`,
      `box-tape types ${TAPES.length}`,
      'coupons 2',
    ];
  });
}
