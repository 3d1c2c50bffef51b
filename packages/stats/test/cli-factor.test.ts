import { describe, expect, it } from 'vitest';
import { analyzeCommand } from './analyze-command';
import { readReference } from './reference';

const reference = readReference<{
  variables: string[];
  listwise: {
    kmo: number;
    bartlett: { chiSquare: number; pValue: number };
    pca: { eigenvalues: number[]; loadings: number[][] };
  };
}>('factor.json');

describe('pnpm --silent analyze with factor', () => {
  it('prints the factor result JSON at full precision and nothing else', () => {
    const r = analyzeCommand('factor.csv', {
      analysis: 'factor',
      factorVariables: reference.variables,
      selectedRotationMethod: 'varimax',
      selectedScoreMethod: 'regression',
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const result = JSON.parse(r.stdout) as {
      kmo: number;
      bartlett: { chiSquare: number; pValue: number };
      eigenvalues: number[];
      loadings: number[][];
      scores: { columns: { name: string; values: (number | null)[] }[] };
    };
    const ref = reference.listwise;
    expect(result.kmo).toBeCloseTo(ref.kmo, 12);
    expect(result.bartlett.chiSquare).toBeCloseTo(ref.bartlett.chiSquare, 9);
    expect(result.bartlett.pValue / ref.bartlett.pValue).toBeCloseTo(1, 6);
    result.eigenvalues.forEach((v, i) => expect(v).toBeCloseTo(ref.pca.eigenvalues[i]!, 12));
    expect(result.loadings[0]![0]).toBeCloseTo(ref.pca.loadings[0]![0]!, 12);
    expect(result.scores.columns[0]!.name).toBe('FAC1_1');
    expect(result.scores.columns[0]!.values).toHaveLength(150);
  });

  it('exits 2 with one bilingual line for an option not supported yet', () => {
    const r = analyzeCommand('factor.csv', {
      analysis: 'factor',
      factorVariables: reference.variables,
      selectedMethod: 'ml',
      selectedMatrix: 'covariance',
    });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/공분산 행렬.*covariance matrix is supported with pca and paf only/);
  });
});
