import { describe, expect, it } from 'vitest';
import { resultTableSchema } from '../src/schemas';

const table = (format: string) => ({
  id: 't',
  title: { ko: '표', en: 'Table' },
  columns: [{ key: 'df', label: { ko: '자유도', en: 'df' }, format }],
  rows: [{ label: '사전', cells: { df: 38 } }],
});

describe('result table answers', () => {
  it('accept every cell format the engine writes, degrees of freedom included', () => {
    for (const format of ['text', 'integer', 'number', 'percent', 'pValue', 'df'])
      expect(resultTableSchema.safeParse(table(format)).success, format).toBe(true);
  });

  it('refuse a format the result view cannot show', () => {
    expect(resultTableSchema.safeParse(table('currency')).success).toBe(false);
  });
});
