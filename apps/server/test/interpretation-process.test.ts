import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { analyze, readDataFile, type ConditionalProcessResult } from '@tonggye/stats';
import { describe, expect, it } from 'vitest';
import { interpretResult } from '../src/interpretation';

const file = fileURLToPath(
  new URL('../../../packages/stats/test/fixtures/process.csv', import.meta.url),
);
const data = readDataFile(readFileSync(file), { fileName: 'process.csv' }).table;

const run = (change: Record<string, unknown>) =>
  analyze(data, {
    analysis: 'mediation',
    dependents: ['성과'],
    independents: ['지원'],
    mediators: ['효능감', '몰입'],
    moderators: ['자율성'],
    covariates: ['연령'],
    numberOfBootstrapSamples: 200,
    seed: 4242,
    ...change,
  }) as ConditionalProcessResult;

const both = (result: ConditionalProcessResult) => ({
  ko: interpretResult('mediation', result, 'ko'),
  en: interpretResult('mediation', result, 'en'),
});

describe('interpretation of PROCESS models 6, 7, 8, 14 and 58', () => {
  it('model 6 speaks of every serial path and the total indirect effect', () => {
    const result = run({ modelNumber: 6, moderators: [] });
    const { ko, en } = both(result);
    expect(ko.interpret).toContain("'지원'이 '효능감' → '몰입'을 거쳐 '성과'에 미치는");
    expect(ko.interpret).toContain('총간접효과는');
    expect(en.interpret).toContain("through '효능감' → '몰입'");
    expect(ko.interpretDetail).toContain('총효과(c)');
    const total = result.completelyStandardizedIndirectEffects.find((e) => e.path.length === 0)!;
    expect(ko.interpretDetail).toContain(
      `완전 표준화 총간접효과: ab_cs = ${total.effect!.toFixed(2)}`,
    );
    expect(en.interpretDetail).toContain('Completely standardized total indirect effect: ab_cs = ');
  });

  it('model 6 saved before its standardized effects still reads', () => {
    const { completelyStandardizedIndirectEffects: _, ...old } = run({
      modelNumber: 6,
      moderators: [],
    });
    const ko = interpretResult('mediation', old as ConditionalProcessResult, 'ko');
    expect(ko.interpretDetail).not.toContain('완전 표준화');
    expect(ko.interpret).toContain('총간접효과는');
  });

  it('model 14 finds the mediation through 효능감 moderated by 성별, and not through 몰입', () => {
    const result = run({ modelNumber: 14, moderators: ['성별'] });
    const { ko, en } = both(result);
    expect(ko.interpret).toContain("'성별'이 0일 때 '지원'이 '효능감'을 거쳐");
    expect(ko.interpret).toContain("'효능감'을 거치는 간접효과의 크기는 '성별'에 따라 달라진다");
    expect(ko.interpret).toContain(
      "'몰입'을 거치는 간접효과가 '성별'에 따라 달라진다는 증거는 없다",
    );
    expect(en.interpret).toContain('The index of moderated mediation through');
    expect(en.interpret).toContain("So the indirect effect through '효능감' depends on '성별'");
  });

  it('model 8 reports the direct effect at each value of W; model 58 says why it has no index', () => {
    const m8 = both(run({ modelNumber: 8, mediators: ['효능감'] }));
    expect(m8.ko.interpretDetail).toContain("'자율성'이 2.17일 때 직접효과: c′ = ");
    expect(m8.en.interpretDetail).toContain("Direct effect at '자율성' = 2.17");
    const m58 = both(run({ modelNumber: 58, mediators: ['효능감'] }));
    expect(m58.ko.interpret).toContain('조절된 매개지수가 없으므로');
    expect(m58.en.interpret).toContain('there is no index of moderated mediation');
  });

  it('writes whole Korean and English sentences for every model', () => {
    for (const modelNumber of [6, 7, 8, 14, 58]) {
      const result = run({ modelNumber, ...(modelNumber === 6 ? { moderators: [] } : {}) });
      const { ko, en } = both(result);
      for (const text of [ko.interpret, ko.interpretDetail, en.interpret, en.interpretDetail]) {
        expect(text).not.toMatch(/\{|\}|undefined|NaN/);
        expect(text).not.toMatch(/이\(가\)|을\(를\)|은\(는\)|과\(와\)/);
      }
      expect(ko.interpret).toMatch(/[가-힣]/);
      expect(en.interpret).not.toMatch(/[가-힣]{3}다\./);
    }
  });
});
