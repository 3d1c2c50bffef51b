import { analysisIds, analyze, type AnalysisResult } from '@tonggye/stats';
import { describe, expect, it } from 'vitest';
import { interpretResult, WRITERS } from '../src/interpretation';
import { ApiError } from '../src/errors';
import { ASSUMPTION_FIXTURES, FIXTURES, table } from './interpretation-fixtures';
import { NONPARAMETRIC_EXPECTED } from './interpretation-nonparametric';

type Words = { ko: string; en: string };

/**
 * What the short paragraph (`interpret`) must say for each fixture: the decision, the exact APA
 * string (or, where there is no test, the figure the decision rests on) and the effect-size
 * word, in Korean and in English; and the decision of the other fixture must not appear.
 */
interface Expectation {
  decision: Words;
  apa: string | Words;
  effect: Words | null;
}

const SIGNIFICANT: Words = {
  ko: '유의수준 .05에서 통계적으로 유의하였다',
  en: 'was statistically significant at the .05 level',
};
const NOT_SIGNIFICANT: Words = {
  ko: '유의수준 .05에서 통계적으로 유의하지 않았다',
  en: 'was not statistically significant at the .05 level',
};
const effect = (ko: string, en: string): Words => ({ ko: `${ko} 효과`, en: `a ${en} effect` });

const EXPECTED: Record<string, { significant: Expectation; notSignificant: Expectation }> = {
  descriptive: {
    significant: {
      decision: SIGNIFICANT,
      apa: 'W(15) = .66, p < .001',
      effect: { ko: '심하게 정적 편포된', en: 'highly right-skewed' },
    },
    notSignificant: {
      decision: NOT_SIGNIFICANT,
      apa: 'W(30) = .98, p = .921',
      effect: { ko: '대체로 대칭인', en: 'approximately symmetric' },
    },
  },
  frequencies: {
    significant: {
      decision: { ko: '과반을 차지하였다', en: 'a majority of the valid cases' },
      apa: { ko: "'여'(7, 77.8%)", en: "'여' (7, 77.8%)" },
      effect: null,
    },
    notSignificant: {
      decision: { ko: '과반을 차지한 범주는 없었다', en: 'no category held a majority' },
      apa: { ko: "'서울'(3, 37.5%)", en: "'서울' (3, 37.5%)" },
      effect: null,
    },
  },
  'multiple-responses': {
    significant: {
      decision: { ko: '응답자의 과반이 선택하였다', en: 'chosen by a majority of respondents' },
      apa: { ko: "'신문'(사례의 75.0%)", en: "'신문' (75.0% of cases)" },
      effect: null,
    },
    notSignificant: {
      decision: {
        ko: '응답자의 과반이 선택한 응답은 없었다',
        en: 'no response was chosen by a majority',
      },
      apa: { ko: "'신문'(사례의 37.5%)", en: "'신문' (37.5% of cases)" },
      effect: null,
    },
  },
  't/one': {
    significant: {
      decision: SIGNIFICANT,
      apa: 't(11) = 6.24, p < .001, d = 1.80',
      effect: effect('큰', 'large'),
    },
    notSignificant: {
      decision: NOT_SIGNIFICANT,
      apa: 't(11) = 0.48, p = .640, d = 0.14',
      effect: effect('무시할 만한', 'negligible'),
    },
  },
  't/paired': {
    significant: {
      decision: SIGNIFICANT,
      apa: 't(9) = 10.83, p < .001, d = 3.42',
      effect: effect('큰', 'large'),
    },
    notSignificant: {
      decision: NOT_SIGNIFICANT,
      apa: 't(9) = 0.16, p = .879, d = 0.05',
      effect: effect('무시할 만한', 'negligible'),
    },
  },
  't/independent': {
    significant: {
      decision: SIGNIFICANT,
      apa: 't(14) = -5.93, p < .001, d = -2.97',
      effect: effect('큰', 'large'),
    },
    notSignificant: {
      decision: NOT_SIGNIFICANT,
      apa: 't(14) = 0.15, p = .884, d = 0.07',
      effect: effect('무시할 만한', 'negligible'),
    },
  },
  anova: {
    significant: {
      decision: SIGNIFICANT,
      apa: 'F(2, 15) = 56.26, p < .001, η² = .88',
      effect: effect('큰', 'large'),
    },
    notSignificant: {
      decision: NOT_SIGNIFICANT,
      apa: 'F(2, 15) = 0.05, p = .955, η² = .01',
      effect: effect('무시할 만한', 'negligible'),
    },
  },
  chi: {
    significant: {
      decision: SIGNIFICANT,
      apa: 'χ²(1, N = 80) = 16.24, p < .001, φ = .45',
      effect: effect('중간 크기의', 'medium'),
    },
    notSignificant: {
      decision: NOT_SIGNIFICANT,
      apa: 'χ²(1, N = 80) = 0.20, p = .654, φ = .05',
      effect: effect('무시할 만한', 'negligible'),
    },
  },
  correlation: {
    significant: {
      decision: SIGNIFICANT,
      apa: 'r(10) = .94, p < .001',
      effect: { ko: '강한 정적 상관', en: 'a strong positive correlation' },
    },
    notSignificant: {
      decision: NOT_SIGNIFICANT,
      apa: 'r(10) = .36, p = .248',
      effect: { ko: '중간 정도의 정적 상관', en: 'a moderate positive correlation' },
    },
  },
  linear: {
    significant: {
      decision: SIGNIFICANT,
      apa: 'F(1, 10) = 76.24, p < .001, R² = .88',
      effect: effect('큰', 'large'),
    },
    notSignificant: {
      decision: NOT_SIGNIFICANT,
      apa: 'F(1, 10) = 1.51, p = .248, R² = .13',
      effect: effect('중간 크기의', 'medium'),
    },
  },
  logistic: {
    significant: {
      decision: SIGNIFICANT,
      apa: 'χ²(1, N = 40) = 33.42, p < .001, Nagelkerke R² = .76',
      effect: { ko: '오즈는 1.82배(82.3% 증가)', en: 'by 1.82 (an increase of 82.3%)' },
    },
    notSignificant: {
      decision: NOT_SIGNIFICANT,
      apa: 'χ²(1, N = 40) = 0.06, p = .805, Nagelkerke R² = .00',
      effect: null,
    },
  },
  multinomial: {
    significant: {
      decision: SIGNIFICANT,
      apa: 'χ²(2, N = 60) = 54.54, p < .001, Nagelkerke R² = .67',
      effect: { ko: "'창업'일 오즈는 2.26배", en: "the odds of '창업' rather than '취업' by 2.26" },
    },
    notSignificant: {
      decision: NOT_SIGNIFICANT,
      apa: 'χ²(2, N = 60) = 1.13, p = .570, Nagelkerke R² = .02',
      effect: null,
    },
  },
  reliability: {
    significant: {
      decision: { ko: '일반적인 기준(α ≥ .70)을 충족하였다', en: 'meets the common criterion' },
      apa: "Cronbach's α = .96",
      effect: { ko: '매우 우수한 수준', en: 'was excellent' },
    },
    notSignificant: {
      decision: { ko: '일반적인 기준(α ≥ .70)에 미치지 못하였다', en: 'falls short' },
      apa: "Cronbach's α = .08",
      effect: { ko: '수용할 수 없는 수준', en: 'was unacceptable' },
    },
  },
  moderation: {
    significant: {
      decision: SIGNIFICANT,
      apa: 'ΔR² = .26, F(1, 56) = 91.60, p < .001',
      effect: effect('큰', 'large'),
    },
    notSignificant: {
      decision: NOT_SIGNIFICANT,
      apa: 'ΔR² = .01, F(1, 56) = 0.58, p = .451',
      effect: effect('무시할 만한', 'negligible'),
    },
  },
  mediation: {
    significant: {
      decision: {
        ko: '95% 부트스트랩 신뢰구간이 0을 포함하지 않아 통계적으로 유의하였다',
        en: 'was statistically significant, its 95% bootstrap CI excluding zero',
      },
      apa: 'ab = 0.54, 95% BootCI [0.40, 0.71]',
      effect: { ko: '완전 매개', en: 'full mediation' },
    },
    notSignificant: {
      decision: {
        ko: '95% 부트스트랩 신뢰구간이 0을 포함하여 통계적으로 유의하지 않았다',
        en: 'was not statistically significant, its 95% bootstrap CI including zero',
      },
      apa: 'ab = 0.00, 95% BootCI [-0.02, 0.02]',
      effect: { ko: '매개효과는 확인되지 않았다', en: 'no mediation was found' },
    },
  },
  'anova/repeated': {
    significant: {
      decision: SIGNIFICANT,
      apa: 'F(2, 22) = 49.95, p < .001, ηp² = .82',
      effect: effect('큰', 'large'),
    },
    notSignificant: {
      decision: NOT_SIGNIFICANT,
      apa: 'F(2, 22) = 0.18, p = .840, ηp² = .02',
      effect: effect('작은', 'small'),
    },
  },
  factor: {
    significant: {
      decision: SIGNIFICANT,
      apa: 'χ²(15) = 188.01, p < .001',
      effect: { ko: '평범한 수준이었다(KMO = .68)', en: 'was mediocre' },
    },
    notSignificant: {
      decision: NOT_SIGNIFICANT,
      apa: 'χ²(6) = 3.53, p = .741',
      effect: { ko: '미흡한 수준이었다(KMO = .51)', en: 'was miserable' },
    },
  },
  ...NONPARAMETRIC_EXPECTED,
};

const HANGUL = /[\uAC00-\uD7A3]/g;

function run(id: string, kind: 'significant' | 'notSignificant'): AnalysisResult {
  const fixture = FIXTURES[id];
  if (!fixture) throw new Error(`no fixture for ${id}`);
  return fixture[kind]();
}

describe('built-in interpretation writers', () => {
  it('has a writer, a schema and fixtures for every analysis the engine runs', () => {
    for (const id of analysisIds) {
      expect(WRITERS[id], `writer for ${id} (src/interpretation/index.ts)`).toBeDefined();
      expect(FIXTURES[id], `fixtures for ${id}`).toBeDefined();
      expect(EXPECTED[id], `expectations for ${id}`).toBeDefined();
    }
  });

  describe.each(Object.keys(EXPECTED))('%s', (id) => {
    const cases = EXPECTED[id]!;
    describe.each(['significant', 'notSignificant'] as const)('%s fixture', (kind) => {
      const expected = cases[kind];
      const other = cases[kind === 'significant' ? 'notSignificant' : 'significant'];
      const result = run(id, kind);

      it.each(['ko', 'en'] as const)(
        'states the decision, the APA string and the effect (%s)',
        (language) => {
          const { interpret, interpretDetail } = interpretResult(id, result, language);
          const apa = typeof expected.apa === 'string' ? expected.apa : expected.apa[language];
          expect(interpret).toContain(expected.decision[language]);
          expect(interpret).not.toContain(other.decision[language]);
          expect(interpret).toContain(apa);
          if (expected.effect) expect(interpret).toContain(expected.effect[language]);
          expect(interpretDetail.length).toBeGreaterThan(0);
          if (language === 'ko') {
            // Korean prose, not English with a few Korean names.
            expect((interpret.match(HANGUL) ?? []).length).toBeGreaterThan(10);
            expect(interpretDetail).toContain('[APA 형식 보고]');
          } else {
            // Only the data's own names (quoted) and labels such as '(상수) (Constant)' are Korean.
            const prose = (text: string) =>
              text
                .replace(/'[^'\n]*[\uAC00-\uD7A3][^'\n]*'/g, '')
                .replace(/\(상수\) \(Constant\)/g, '');
            expect(prose(interpret)).not.toMatch(HANGUL);
            expect(prose(interpretDetail)).not.toMatch(HANGUL);
            expect(interpretDetail).toContain('[APA-style report]');
          }
        },
      );
    });
  });

  it('switches to Welch when Levene rejects equal variances (t test)', () => {
    const result = ASSUMPTION_FIXTURES.welchT();
    const ko = interpretResult('t/independent', result, 'ko');
    expect(ko.interpret).toContain('t(7.01) = -1.46, p = .188, d = -0.73');
    expect(ko.interpret).toContain('Welch의 t 검정을 사용하였다');
    expect(ko.interpretDetail).toContain('F(1, 14) = 38.14, p < .001로 등분산 가정이 기각되어');
    const en = interpretResult('t/independent', result, 'en');
    expect(en.interpretDetail).toContain("rejected equal variances, so Welch's t test");
  });

  it('decides on Welch’s F and prefers Games-Howell when variances differ (ANOVA)', () => {
    const result = ASSUMPTION_FIXTURES.welchAnova();
    const ko = interpretResult('anova', result, 'ko');
    expect(ko.interpret).toContain('F(2, 7.65) = 618.00, p < .001, η² = .19');
    expect(ko.interpret).toContain('Welch의 F 검정으로 판단하였다');
    expect(ko.interpret).toContain('Games-Howell 사후검정 결과');
    expect(ko.interpretDetail).toContain('F(2, 15) = 1.79, p = .201, η² = .19');
  });

  it('rests on Fisher’s exact test when expected counts are small, and says so first (chi-square)', () => {
    const result = ASSUMPTION_FIXTURES.fisherChi();
    const en = interpretResult('chi', result, 'en');
    // The rule comes before any p value, and the paragraph quotes only the test that decided.
    expect(en.interpret).toMatch(
      /^Because 100\.0% of cells had an expected count below 5 \(more than 20%\), the chi-square approximation is unreliable and Fisher's exact test decided\./,
    );
    expect(en.interpret).toContain(`${NOT_SIGNIFICANT.en}, Fisher's exact p = .080, φ = .67`);
    expect(en.interpret).not.toContain('p = .021');
    expect(en.interpretDetail).toContain('χ²(1, N = 12) = 5.33, p = .021, φ = .67');
    expect(en.interpretDetail).toContain("the decision rests on Fisher's exact test (p = .080)");
    const ko = interpretResult('chi', result, 'ko');
    expect(ko.interpret).toMatch(
      /^기대빈도가 5 미만인 셀이 100\.0%로 20%를 넘어 카이제곱 근사를 믿기 어려우므로 Fisher의 정확검정으로 판단하였다\./,
    );
    expect(ko.interpret).not.toContain('p = .021');
  });

  it('names Pearson’s test as the decision when expected counts are large enough (chi-square)', () => {
    const result = run('chi', 'significant');
    expect(interpretResult('chi', result, 'en').interpret).toMatch(
      /^Because 0\.0% of cells had an expected count below 5 \(20% or fewer\), Pearson's chi-square test decided\./,
    );
    expect(interpretResult('chi', result, 'ko').interpret).toMatch(
      /^기대빈도가 5 미만인 셀이 0\.0%로 20% 이하여서 Pearson 카이제곱 검정으로 판단하였다\./,
    );
  });

  it('calls no non-significant association large or medium (chi-square)', () => {
    const result = ASSUMPTION_FIXTURES.fisherChi();
    const en = interpretResult('chi', result, 'en').interpret;
    expect(en).not.toMatch(/large|medium|small effect/);
    expect(en).toContain(
      'Because the association was not significant, the observed φ = .67 is not read as an effect of that size in the population.',
    );
    const ko = interpretResult('chi', result, 'ko').interpret;
    expect(ko).not.toMatch(/큰 효과|중간 크기의 효과|작은 효과/);
    expect(ko).toContain(
      '연관성이 유의하지 않으므로 관찰된 φ = .67을 모집단에서 그만한 크기의 효과로 해석하지 않는다.',
    );
  });

  it('reports each term of a factorial ANOVA with partial eta squared', () => {
    const result = ASSUMPTION_FIXTURES.factorial();
    const ko = interpretResult('anova', result, 'ko');
    expect(ko.interpret).toContain(
      "'A'의 주효과는 유의수준 .05에서 통계적으로 유의하였다(F(1, 12) = 93.34, p < .001, ηp² = .89). 이는 큰 효과이다.",
    );
    expect(ko.interpret).toContain(
      "'A' × 'B'의 상호작용효과는 유의수준 .05에서 통계적으로 유의하지 않았다",
    );
    const en = interpretResult('anova', result, 'en');
    expect(en.interpret).toContain('The interaction of');
  });

  it('reads Greenhouse-Geisser when sphericity is rejected and ε < .75 (repeated measures)', () => {
    const result = ASSUMPTION_FIXTURES.mixedRepeated(3);
    const ko = interpretResult('anova/repeated', result, 'ko');
    expect(ko.interpret).toContain(
      "개체내 요인 '시점'(3수준), 개체간 요인 '집단'의 혼합 설계 분산분석을 측정값 3개('사전', '사후', '추후')로 실시하였다(N = 16).",
    );
    expect(ko.interpret).toContain(
      "'시점'의 주효과는 유의수준 .05에서 통계적으로 유의하였다(F(1.42, 19.95) = 6.62, p = .011, ηp² = .32; Greenhouse-Geisser 보정). 이는 큰 효과이다.",
    );
    expect(ko.interpret).toContain(
      "'시점' × '집단'의 상호작용효과는 유의수준 .05에서 통계적으로 유의하였다(F(1.42, 19.95) = 6.59, p = .011, ηp² = .32; Greenhouse-Geisser 보정).",
    );
    expect(ko.interpret).toContain(
      "개체간 '집단'의 주효과는 유의수준 .05에서 통계적으로 유의하지 않았다(F(1, 14) = 0.49, p = .496, ηp² = .03). 이는 작은 효과이다.",
    );
    expect(ko.interpret).toContain(
      "Šidák 수정을 적용한 대응별 비교에서 '시점'의 수준 1–2 (p = .003), 2–3 (p = .043) 사이의 차이가 유의하였다.",
    );
    expect(ko.interpretDetail).toContain(
      "'시점': Mauchly의 구형성 검정 결과 W = .60, χ²(2) = 6.72, p = .035로 구형성 가정이 기각되어 Greenhouse-Geisser 보정 결과로 판단하였다(Greenhouse-Geisser ε = .712, Huynh-Feldt ε = .827).",
    );
    expect(ko.interpretDetail).toContain('ε 값이 .75 미만일 때 Greenhouse-Geisser 보정을');
    expect(ko.interpretDetail).toContain('가장 작은 개체간 집단(셀)의 사례 수가 8개로');
    expect(ko.interpret + ko.interpretDetail).not.toMatch(/\((이|가|은|는|을|를|과|와)\)/);
    const en = interpretResult('anova/repeated', result, 'en');
    expect(en.interpret).toContain(
      "The interaction of '시점' × '집단' was statistically significant at the .05 level, F(1.42, 19.95) = 6.59, p = .011, ηp² = .32 (Greenhouse-Geisser corrected); this is a large effect.",
    );
    expect(en.interpretDetail).toContain(
      "Mauchly's test, W = .60, χ²(2) = 6.72, p = .035, rejected sphericity, so the decision rests on the Greenhouse-Geisser corrected test",
    );
  });

  it('reads Huynh-Feldt when sphericity is rejected and ε ≥ .75, and the sphericity-assumed test when it holds', () => {
    const hf = interpretResult('anova/repeated', ASSUMPTION_FIXTURES.mixedRepeated(2.5, 80), 'ko');
    expect(hf.interpretDetail).toMatch(
      /구형성 가정이 기각되어 Huynh-Feldt 보정 결과로 판단하였다\(Greenhouse-Geisser ε = \.773/,
    );
    expect(hf.interpret).toMatch(
      /'시점'의 주효과는 유의수준 \.20에서 [^(]*\(F\(1\.83, 25\.57\) = [^;]*; Huynh-Feldt 보정\)/,
    );
    const held = interpretResult('anova/repeated', ASSUMPTION_FIXTURES.mixedRepeated(2.5), 'en');
    expect(held.interpretDetail).toContain(
      'did not reject sphericity, so the decision rests on the sphericity-assumed test',
    );
    expect(held.interpret).toContain('(sphericity assumed)');
  });

  it('needs no sphericity test with two levels (repeated measures)', () => {
    const result = analyze(table({ 사전: [5, 6, 7, 8, 6, 7], 사후: [7, 7, 9, 9, 8, 10] }), {
      analysis: 'anova/repeated',
      withinFactors: [{ name: 'time', levels: 2 }],
      measures: ['사전', '사후'],
    });
    const ko = interpretResult('anova/repeated', result, 'ko');
    expect(ko.interpretDetail).toContain(
      "'time': 자유도가 1이어서 구형성은 늘 충족되며 검정이 필요 없다(ε = 1).",
    );
    expect(ko.interpret).toContain('; 구형성 가정). 이는 큰 효과이다.');
    expect(ko.interpret + ko.interpretDetail).not.toMatch(/\((이|가|은|는|을|를|과|와)\)/);
  });

  it('uses the level of the result: 99% confidence tests at .01', () => {
    const result = structuredClone(run('t/one', 'significant')) as AnalysisResult & {
      confidence: number;
    };
    result.confidence = 99;
    expect(interpretResult('t/one', result, 'ko').interpret).toContain(
      '유의수준 .01에서 통계적으로 유의하였다',
    );
  });

  it('passes the engine’s warnings on as caveats', () => {
    const result = ASSUMPTION_FIXTURES.fisherChi();
    expect(interpretResult('chi', result, 'ko').interpretDetail).toContain(
      `분석 중 경고: ${result.warnings[0]}`,
    );
    expect(interpretResult('chi', result, 'en').interpretDetail).toContain(
      `Warning from the analysis: ${result.warningsEn[0]}`,
    );
  });

  it('refuses a result of another analysis or a malformed one with RESULT_INVALID', () => {
    const tOne = run('t/one', 'significant');
    const refused = (analysis: string, result: unknown) => {
      try {
        interpretResult(analysis, result, 'ko');
      } catch (error) {
        expect(error).toBeInstanceOf(ApiError);
        return (error as ApiError).details;
      }
      throw new Error('expected RESULT_INVALID');
    };
    expect(refused('anova', tOne)).toEqual({ analysis: 'anova', field: 'analysis' });
    expect(refused('t/one', null)).toEqual({ analysis: 't/one', field: 'analysis' });
    expect(refused('t/one', 'text')).toEqual({ analysis: 't/one', field: 'analysis' });
    const broken = structuredClone(tOne) as unknown as { variables: Record<string, unknown>[] };
    broken.variables[0]!.tValue = 'big';
    expect(refused('t/one', broken)).toEqual({ analysis: 't/one', field: 'variables.0.tValue' });
  });

  it('keeps working when a statistic is null (zero variance)', () => {
    const result = structuredClone(run('t/one', 'significant')) as unknown as {
      variables: Record<string, unknown>[];
    };
    Object.assign(result.variables[0]!, { tValue: null, pValue: null });
    expect(interpretResult('t/one', result, 'en').interpret).toContain('could not be computed');
  });
});
