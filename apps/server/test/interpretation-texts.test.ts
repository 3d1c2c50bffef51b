import { analyze, type ModerationResult } from '@tonggye/stats';
import { describe, expect, it } from 'vitest';
import { interpretResult } from '../src/interpretation';
import { normalish, table } from './interpretation-fixtures';

const n = 60;
const a = normalish(501, n);
const b = normalish(502, n);
const c = normalish(503, n);
const e = normalish(504, n);

describe('interpretation texts a researcher can hand in', () => {
  it('stepwise: the retained predictors are not simply "significant"; selection bias is named', () => {
    const result = analyze(table({ a, b, c, y: a.map((v, i) => 1.5 * v + 0.8 * b[i]! + e[i]!) }), {
      analysis: 'linear',
      dependents: ['y'],
      independents: ['a', 'b', 'c'],
      selectedMethod: 'stepwise',
    });
    const en = interpretResult('linear', result, 'en').interpret;
    expect(en).not.toContain('significantly predicted');
    expect(en).toContain("'a' was retained by stepwise selection");
    expect(en).toContain(
      'chosen from these same data, so their p values are too small and R² is too large (selection bias)',
    );
    const ko = interpretResult('linear', result, 'ko').interpret;
    expect(ko).not.toContain('유의하게 예측하였다');
    expect(ko).toContain('선택 편향');
  });

  it('enter: predictors still read as significant or not', () => {
    const result = analyze(table({ a, y: a.map((v, i) => 1.5 * v + e[i]!) }), {
      analysis: 'linear',
      dependents: ['y'],
      independents: ['a'],
    });
    expect(interpretResult('linear', result, 'en').interpret).toContain(
      "'a' significantly predicted 'y'",
    );
  });

  it('Durbin-Watson: autocorrelation only matters for ordered cases, said conditionally', () => {
    // Residuals that drift with the row order: a low Durbin-Watson statistic.
    const drift = Array.from({ length: n }, (_, i) => Math.sin(i / 6) * 3);
    const result = analyze(table({ a, y: a.map((v, i) => v + drift[i]!) }), {
      analysis: 'linear',
      dependents: ['y'],
      independents: ['a'],
      selectedLinearOptions: ['estimates', 'modelFit', 'durbinWatson'],
    });
    const dw = interpretResult('linear', result, 'en').interpretDetail;
    expect(dw).toMatch(/The Durbin-Watson statistic was 0\.\d\d, outside 1\.5–2\.5/);
    expect(dw).toContain(
      'this matters only if the rows are in a meaningful order (a time series or a sequence)',
    );
    expect(dw).not.toContain('which suggests autocorrelated residuals');
    const ko = interpretResult('linear', result, 'ko').interpretDetail;
    expect(ko).toContain('사례가 시간 순서 등 의미 있는 순서로 놓인 자료(시계열)일 때만');
  });

  const moderation = (sign: 1 | -1) =>
    analyze(
      table({
        x: a,
        w: b,
        y: a.map((v, i) => 0.5 * v + 0.3 * b[i]! + sign * 0.6 * v * b[i]! + 0.5 * e[i]!),
      }),
      {
        analysis: 'moderation',
        dependents: ['y'],
        independents: ['x'],
        moderators: ['w'],
        johnsonNeyman: true,
      },
    ) as ModerationResult;

  it('moderation: states the direction of the interaction', () => {
    expect(interpretResult('moderation', moderation(1), 'en').interpret).toContain(
      "the higher 'w', the more positive the effect of 'x' on 'y'",
    );
    expect(interpretResult('moderation', moderation(-1), 'en').interpret).toContain(
      "the higher 'w', the more negative the effect of 'x' on 'y'",
    );
    expect(interpretResult('moderation', moderation(1), 'ko').interpret).toContain(
      "'w'가 높을수록 'x'가 'y'에 미치는 효과가 양의 방향으로 커졌다",
    );
  });

  it('moderation: says on which side of the Johnson-Neyman point the effect is significant', () => {
    const result = moderation(1);
    const points = result.johnsonNeyman!.points;
    expect(points.length).toBeGreaterThan(0);
    const en = interpretResult('moderation', result, 'en').interpretDetail;
    expect(en).toMatch(/the conditional effect of 'x' was significant where 'w' (≤|≥) -?\d/);
    // The side it names is the side where the engine's conditional effects are significant.
    const effects = result.johnsonNeyman!.effects.filter((x) => x.pValue !== null);
    const last = effects.at(-1)!;
    const side = last.pValue! < 0.05 ? '≥' : '≤';
    expect(en).toContain(`'w' ${side} `);
    const ko = interpretResult('moderation', result, 'ko').interpretDetail;
    expect(ko).toMatch(/'w' (≤|≥) -?\d[^)]*인 범위에서 'x'의 조건부 효과가 유의하였다/);
  });

  it('descriptive: the confidence interval of the mean at the requested level', () => {
    const result = analyze(table({ 키: normalish(3, 30) }), {
      analysis: 'descriptive',
      variables: ['키'],
      centralTendency: ['mean'],
      dispersion: ['std'],
      confidenceInterval: 90,
    });
    expect(interpretResult('descriptive', result, 'en').interpret).toMatch(
      /M = -?\d+\.\d\d, 90% CI \[-?\d+\.\d\d, -?\d+\.\d\d\]/,
    );
    expect(interpretResult('descriptive', result, 'ko').interpret).toMatch(/90% CI \[/);
  });
});
