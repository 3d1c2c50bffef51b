import { describe, expect, it } from 'vitest';
import { analyzeCommand } from './analyze-command';
import { readReference } from './reference';

describe('pnpm --silent analyze with reliability', () => {
  it("prints Cronbach's alpha and the item-total statistics at full precision", () => {
    const expected = readReference<{
      scales: {
        variables: string[];
        reliability: { alpha: number };
        itemTotal: { alphaIfDeleted: number }[];
      }[];
    }>('reliability.json').scales[0]!;
    const r = analyzeCommand('reliability.csv', {
      analysis: 'reliability',
      reliabilityVariables: expected.variables,
      selectedAnalysisOptions: ['scaleIfItemDeleted'],
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const result = JSON.parse(r.stdout) as {
      scales: { reliability: { alpha: number }; itemTotal: { alphaIfDeleted: number }[] }[];
    };
    expect(result.scales[0]!.reliability.alpha).toBeCloseTo(expected.reliability.alpha, 12);
    expect(result.scales[0]!.itemTotal[5]!.alphaIfDeleted).toBeCloseTo(
      expected.itemTotal[5]!.alphaIfDeleted,
      12,
    );
  });

  it('exits 2 with one bilingual line for a one-item scale', () => {
    const r = analyzeCommand('reliability.csv', {
      analysis: 'reliability',
      reliabilityVariables: ['문항1'],
    });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/두 개 이상.*\(.*at least two items/);
  });
});
