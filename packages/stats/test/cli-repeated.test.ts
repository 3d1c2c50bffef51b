import { describe, expect, it } from 'vitest';
import { analyzeCommand } from './analyze-command';
import { readReference } from './reference';

describe('pnpm --silent analyze with anova/repeated', () => {
  it('prints the mixed design’s result (the lazily loaded engine), as R computes it', () => {
    const r = analyzeCommand('repeated.csv', {
      analysis: 'anova/repeated',
      withinFactors: [{ name: '시점', levels: 3 }],
      measures: ['시점1', '시점2', '시점3'],
      betweenFactors: ['집단'],
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const result = JSON.parse(r.stdout) as {
      analysis: string;
      within: { effects: { f: number; greenhouseGeisser: { pValue: number } }[] }[];
    };
    const expected = readReference<{
      mixed: {
        within: Record<string, { effects: { f: number; greenhouseGeisser: { p: number } }[] }>;
      };
    }>('repeated.json').mixed.within['시점']!.effects[0]!;
    expect(result.analysis).toBe('anova/repeated');
    expect(result.within[0]!.effects[0]!.f).toBeCloseTo(expected.f, 10);
    expect(result.within[0]!.effects[0]!.greenhouseGeisser.pValue).toBeCloseTo(
      expected.greenhouseGeisser.p,
      10,
    );
  });

  it('exits 2 with one Korean and English line when the measures do not match the levels', () => {
    const r = analyzeCommand('repeated.csv', {
      analysis: 'anova/repeated',
      withinFactors: [{ name: '시점', levels: 4 }],
      measures: ['시점1', '시점2', '시점3'],
    });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('4개');
    expect(lines[0]).toContain('got 3');
  });
});
