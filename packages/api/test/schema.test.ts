import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { datasetListItemSchema } from '../src/dataset-list';
import { productCardSchema } from '../src/home';
import { columnSummarySchema } from '../src/schemas';
import {
  array,
  boolean,
  nullish,
  number,
  object,
  optional,
  positiveInteger,
  string,
  validate,
  SchemaMismatch,
} from '../src/schema';
import { zodFields, zodOf } from '../src/schema-zod';

const card = {
  id: 'p1',
  alias: null,
  categoryCode: '10',
  name: '상자',
  nameEn: 'Box',
  summary: '',
  listPrice: 1200,
  todayShipping: true,
  isSample: false,
  soldCount: 3,
  imageUrl: '/shop/images/p1.webp',
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('schema builders', () => {
  it('accept their values and keep unknown fields of objects', async () => {
    const shape = object({
      id: string,
      count: number,
      flag: boolean,
      note: nullish(string),
      extra: optional(number),
      size: positiveInteger,
      tags: array(string),
    });
    const value = { id: 'a', count: 1.5, flag: false, note: null, size: 3, tags: ['x'], more: 1 };
    const result = await validate(shape, value);
    expect(result).toEqual({ ok: true, value });
    // An absent optional field stays absent rather than appearing as undefined.
    expect(result.ok && 'extra' in result.value).toBe(false);
  });

  it.each([
    ['a string for a number', { id: 'a', count: '1' }, 'count: expected number'],
    ['NaN', { id: 'a', count: Number.NaN }, 'count: expected number'],
    ['a missing field', { count: 1 }, 'id: expected string'],
    ['null for a string', { id: null, count: 1 }, 'id: expected string'],
  ])('reject %s, naming the field', async (_, value, message) => {
    const result = await validate(object({ id: string, count: number }), value);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBeInstanceOf(SchemaMismatch);
      expect(result.error.message).toBe(message);
    }
  });

  it('name the index of a bad item in a nested array', async () => {
    const result = await validate(object({ items: array(object({ n: positiveInteger })) }), {
      items: [{ n: 1 }, { n: 0 }],
    });
    expect(!result.ok && result.error.message).toBe('items.1.n: expected a positive integer');
  });

  it.each([[[]], ['text'], [null], [undefined]])(
    'reject %j where an object is expected',
    async (value) => {
      expect((await validate(object({}), value)).ok).toBe(false);
    },
  );

  it('is what zod accepts for the same product card', async () => {
    const zodCard = z.looseObject({
      id: z.string(),
      alias: z.string().nullish(),
      categoryCode: z.string(),
      name: z.string(),
      nameEn: z.string(),
      summary: z.string(),
      listPrice: z.number(),
      todayShipping: z.boolean(),
      isSample: z.boolean(),
      soldCount: z.number(),
      imageUrl: z.string(),
      createdAt: z.string(),
    });
    const variants: unknown[] = [
      card,
      { ...card, alias: 'sample_box' },
      { ...card, alias: undefined },
      { ...card, listPrice: '1200' },
      { ...card, todayShipping: 1 },
      { ...card, name: undefined },
      { ...card, imageUrl: null },
      [],
      null,
    ];
    for (const value of variants) {
      const ours = await validate(productCardSchema, value);
      expect(ours.ok, JSON.stringify(value)).toBe(zodCard.safeParse(value).success);
      // The same shape inside another screen's zod schema.
      expect(zodOf(productCardSchema).safeParse(value).success).toBe(ours.ok);
    }
  });

  it('check a listed dataset, its column summaries included, as zod would; the other answers check those columns alike', async () => {
    // The column summary as zod would write it: the reference both of its uses must agree with.
    const zodColumn = z.looseObject({
      name: z.string(),
      label: z.string().optional(),
      type: z.enum(['numeric', 'categorical']),
      validCount: z.number().int().nonnegative(),
      missingCount: z.number().int().nonnegative(),
      valueLabels: z.record(z.string(), z.string()).optional(),
      levels: z.array(z.string()).optional(),
    });
    const zodItem = z.looseObject({
      uuid: z.string().min(1),
      fileName: z.string(),
      title: z.string(),
      createdAt: z.string(),
      rowCount: z.number().int().nonnegative(),
      columnCount: z.number().int().nonnegative(),
      columns: z.array(zodColumn).optional(),
    });
    const column = {
      name: '집단',
      type: 'categorical',
      validCount: 30,
      missingCount: 0,
      valueLabels: { '1': '통제', '2': '처치' },
      levels: ['1', '2'],
    };
    const item = {
      uuid: 'd1',
      fileName: 'survey.csv',
      title: '설문',
      createdAt: '2026-11-29T00:00:00Z',
      rowCount: 30,
      columnCount: 1,
      columns: [column],
    };
    // Each answer with whether it is accepted: the comparison with zod is not of two schemas
    // that accept everything.
    const variants: [unknown, boolean][] = [
      [item, true],
      [{ ...item, columns: undefined }, true],
      [{ ...item, uuid: '' }, false],
      [{ ...item, rowCount: -1 }, false],
      [{ ...item, columnCount: 1.5 }, false],
      [{ ...item, columns: [{ ...column, type: 'text' }] }, false],
      [{ ...item, columns: [{ ...column, valueLabels: { '1': 1 } }] }, false],
      [{ ...item, columns: [{ ...column, label: '실험 집단' }] }, true],
      [{ ...item, columns: [{ ...column, levels: 'a' }] }, false],
      [{ ...item, columns: [{ ...column, validCount: undefined }] }, false],
      [{ ...item, columns: [{ ...column, missingCount: Number.POSITIVE_INFINITY }] }, false],
      [{ ...item, columns: [{ ...column, valueLabels: ['통제'] }] }, false],
      [{ ...item, columns: [column, { ...column, name: 3 }] }, false],
      [null, false],
    ];
    for (const [value, accepted] of variants) {
      const ours = await validate(datasetListItemSchema, value);
      expect(ours.ok, JSON.stringify(value)).toBe(accepted);
      expect(zodItem.safeParse(value).success, JSON.stringify(value)).toBe(accepted);
      // The zod schema the dataset's other answers use, on the same columns.
      const columns = (value as { columns?: unknown } | null)?.columns ?? [];
      expect(z.array(columnSummarySchema).safeParse(columns).success, JSON.stringify(value)).toBe(
        z.array(zodColumn).safeParse(columns).success,
      );
    }
  });

  it('spread into zod objects with zodFields', () => {
    const page = z.looseObject(zodFields({ total: number, label: nullish(string) }));
    expect(page.safeParse({ total: 2, label: null }).success).toBe(true);
    expect(page.safeParse({ total: '2' }).success).toBe(false);
  });
});

describe('the main page, notice list and dataset list calls', () => {
  it('load no zod: neither home.ts, the notice list, the dataset list, the client nor what they import names the package', () => {
    const src = join(dirname(fileURLToPath(import.meta.url)), '../src');
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(join(src, file), 'utf8');
      // Type-only imports leave nothing in the bundle.
      for (const match of text.matchAll(/^import (?!type )[^;]*?from '([^']+)'/gms)) {
        const target = match[1] ?? '';
        expect(target.startsWith('zod'), `${file} imports ${target}`).toBe(false);
        if (target.startsWith('./')) visit(`${target.slice(2)}.ts`);
      }
    };
    visit('home.ts');
    visit('notice-list.ts');
    visit('dataset-list.ts');
    visit('client.ts');
    expect([...seen]).toEqual(
      expect.arrayContaining([
        'home.ts',
        'notice-list.ts',
        'dataset-list.ts',
        'plain.ts',
        'client.ts',
        'schema.ts',
        'errors.ts',
      ]),
    );
  });
});
