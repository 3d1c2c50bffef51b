/**
 * Every phrase of the built-in interpretation, Korean first (academic register, past tense as
 * Korean papers report results) and English as the alternative, like the messages of
 * `src/errors.ts`. `{name}` is filled from the writer's values; `{name|과}` also fits a Korean
 * particle to the value (과/와, 은/는, 이/가, 을/를, 으로/로, 이었다/였다, 이다/다).
 */
import { NONPARAMETRIC_PHRASES } from './nonparametric/phrases';

export const PHRASES = {
  ...NONPARAMETRIC_PHRASES,
  // Sections of interpretDetail.
  HEADING_REPORT: { ko: '[APA 형식 보고]', en: '[APA-style report]' },
  HEADING_ASSUMPTIONS: { ko: '[가정 점검]', en: '[Assumption checks]' },
  HEADING_CAVEATS: { ko: '[유의 사항]', en: '[Caveats]' },

  // Decisions and effect sizes shared by every test.
  SIGNIFICANT: {
    ko: '유의수준 {level}에서 통계적으로 유의하였다',
    en: 'was statistically significant at the {level} level',
  },
  NOT_SIGNIFICANT: {
    ko: '유의수준 {level}에서 통계적으로 유의하지 않았다',
    en: 'was not statistically significant at the {level} level',
  },
  EFFECT: {
    ko: 'Cohen(1988)의 기준으로 {size} 효과였다.',
    en: "By Cohen's (1988) benchmarks this was a {size} effect.",
  },
  EFFECT_UNKNOWN: {
    ko: '효과 크기는 계산할 수 없었다.',
    en: 'The effect size could not be computed.',
  },
  MAGNITUDE_NEGLIGIBLE: { ko: '무시할 만한', en: 'negligible' },
  MAGNITUDE_SMALL: { ko: '작은', en: 'small' },
  MAGNITUDE_MEDIUM: { ko: '중간 크기의', en: 'medium' },
  MAGNITUDE_LARGE: { ko: '큰', en: 'large' },
  ENGINE_WARNING: { ko: '분석 중 경고: {text}', en: 'Warning from the analysis: {text}' },
  NOT_COMPUTABLE: {
    ko: '{name}의 검정 통계량을 계산할 수 없었다(사례가 부족하거나 분산이 0이다).',
    en: 'The test statistic for {name} could not be computed (too few cases or zero variance).',
  },
  MEAN_DIFFERENCE_CI: {
    ko: '평균 차이 = {diff}, {conf} 신뢰구간 {ci}.',
    en: 'Mean difference = {diff}, {conf} CI {ci}.',
  },
  D_CI: {
    ko: "Cohen's d의 {conf} 신뢰구간: {ci}.",
    en: "{conf} CI of Cohen's d: {ci}.",
  },
  SMALL_SAMPLE: {
    ko: '{name}의 표본이 작아(n = {n}) 검정력이 낮고 결과가 정규성 가정에 민감하다.',
    en: 'The sample for {name} is small (n = {n}): power is low and the result leans on normality.',
  },

  // t/one
  T_ONE_SUMMARY: {
    ko: '일표본 t 검정으로 {name}의 평균({stats})이 검정값 {testValue|과} 다른지 검정한 결과, 차이는 {decision}({apa}).',
    en: 'A one-sample t test compared the mean of {name} ({stats}) with the test value {testValue}; the difference {decision}, {apa}.',
  },
  T_ONE_HIGHER: {
    ko: '{name}의 평균({stats}, n = {n})은 검정값 {testValue}보다 유의하게 높았다({apa}).',
    en: 'The mean of {name} ({stats}, n = {n}) was significantly higher than the test value {testValue}, {apa}.',
  },
  T_ONE_LOWER: {
    ko: '{name}의 평균({stats}, n = {n})은 검정값 {testValue}보다 유의하게 낮았다({apa}).',
    en: 'The mean of {name} ({stats}, n = {n}) was significantly lower than the test value {testValue}, {apa}.',
  },
  T_ONE_NO_DIFFERENCE: {
    ko: '{name}의 평균({stats}, n = {n})은 검정값 {testValue|과} 유의한 차이가 없었다({apa}).',
    en: 'The mean of {name} ({stats}, n = {n}) did not differ significantly from the test value {testValue}, {apa}.',
  },
  T_ONE_ASSUMPTIONS: {
    ko: '일표본 t 검정은 관측값이 서로 독립이고 모집단이 정규분포를 따른다고 가정한다. 정규성은 기술통계의 Shapiro-Wilk 검정이나 Q-Q 도표로 확인할 수 있으며, 표본이 클수록(n ≥ 30) 정규성 위반의 영향은 작아진다.',
    en: 'The one-sample t test assumes independent observations from a normally distributed population. Normality can be checked with the Shapiro-Wilk test or a Q-Q plot under descriptive statistics; with larger samples (n ≥ 30) violations matter less.',
  },

  // t/paired
  T_PAIRED_SUMMARY: {
    ko: '대응표본 t 검정으로 {first|과} {second}의 평균 차이를 검정한 결과, 차이는 {decision}({apa}).',
    en: 'A paired-samples t test compared {first} with {second}; the mean difference {decision}, {apa}.',
  },
  T_PAIRED_HIGHER: {
    ko: '{first}({stats1})의 평균이 {second}({stats2})보다 유의하게 높았다({apa}).',
    en: 'The mean of {first} ({stats1}) was significantly higher than that of {second} ({stats2}), {apa}.',
  },
  T_PAIRED_LOWER: {
    ko: '{first}({stats1})의 평균이 {second}({stats2})보다 유의하게 낮았다({apa}).',
    en: 'The mean of {first} ({stats1}) was significantly lower than that of {second} ({stats2}), {apa}.',
  },
  T_PAIRED_NO_DIFFERENCE: {
    ko: '{first|과} {second}의 평균은 유의한 차이가 없었다({stats1} 대 {stats2}; {apa}).',
    en: 'The means of {first} ({stats1}) and {second} ({stats2}) did not differ significantly, {apa}.',
  },
  T_PAIRED_CORRELATION: {
    ko: '두 측정값의 상관은 {apa|이었다}(n = {n}).',
    en: 'The two measures correlated {apa} (n = {n}).',
  },
  T_PAIRED_ASSUMPTIONS: {
    ko: '대응표본 t 검정은 짝지은 차이 점수가 서로 독립이고 정규분포를 따른다고 가정한다. 차이 점수의 정규성은 차이 변수를 만들어 Shapiro-Wilk 검정으로 확인할 수 있다.',
    en: 'The paired-samples t test assumes independent difference scores that are normally distributed; compute the difference and check it with the Shapiro-Wilk test.',
  },

  // t/independent
  T_INDEPENDENT_SUMMARY: {
    ko: '독립표본 t 검정으로 {grouping}의 두 집단({group1}, {group2}) 간 {name} 평균을 비교한 결과, 차이는 {decision}({apa}).',
    en: 'An independent-samples t test compared {name} between the groups {group1} and {group2} of {grouping}; the difference {decision}, {apa}.',
  },
  T_INDEPENDENT_WELCH_USED: {
    ko: '등분산 가정이 충족되지 않아 Welch의 t 검정을 사용하였다.',
    en: "Because the variances were unequal, Welch's t test was used.",
  },
  T_INDEPENDENT_HIGHER: {
    ko: '{group1} 집단({stats1})의 {name} 평균이 {group2} 집단({stats2})보다 유의하게 높았다({apa}).',
    en: 'The {group1} group ({stats1}) scored significantly higher on {name} than the {group2} group ({stats2}), {apa}.',
  },
  T_INDEPENDENT_LOWER: {
    ko: '{group1} 집단({stats1})의 {name} 평균이 {group2} 집단({stats2})보다 유의하게 낮았다({apa}).',
    en: 'The {group1} group ({stats1}) scored significantly lower on {name} than the {group2} group ({stats2}), {apa}.',
  },
  T_INDEPENDENT_NO_DIFFERENCE: {
    ko: '{group1} 집단({stats1})과 {group2} 집단({stats2})의 {name} 평균은 유의한 차이가 없었다({apa}).',
    en: 'The {group1} group ({stats1}) and the {group2} group ({stats2}) did not differ significantly on {name}, {apa}.',
  },
  LEVENE_EQUAL: {
    ko: '{name}: Levene의 등분산 검정 결과 {levene|로} 등분산 가정이 기각되지 않아 등분산을 가정한 t 검정 결과를 보고하였다.',
    en: "{name}: Levene's test, {levene}, did not reject equal variances, so the pooled-variance t test is reported.",
  },
  LEVENE_UNEQUAL: {
    ko: '{name}: Levene의 등분산 검정 결과 {levene|로} 등분산 가정이 기각되어 자유도를 보정한 Welch의 t 검정 결과를 보고하였다.',
    en: "{name}: Levene's test, {levene}, rejected equal variances, so Welch's t test with adjusted df is reported.",
  },
  LEVENE_UNKNOWN: {
    ko: '{name}: Levene의 등분산 검정을 계산할 수 없어 등분산을 가정한 t 검정 결과를 보고하였다.',
    en: "{name}: Levene's test could not be computed, so the pooled-variance t test is reported.",
  },
  T_INDEPENDENT_ASSUMPTIONS: {
    ko: '독립표본 t 검정은 두 집단의 관측값이 서로 독립이고 각 집단이 정규분포를 따른다고 가정한다.',
    en: 'The independent-samples t test assumes independent observations and a normal distribution within each group.',
  },
  SMALL_GROUPS: {
    ko: '{name}: 가장 작은 집단의 사례 수가 {n}개로 적어 검정력이 낮고 정규성 가정에 민감하다.',
    en: '{name}: the smallest group has only {n} cases, so power is low and the test leans on normality.',
  },

  // anova
  ANOVA_SUMMARY: {
    ko: '일원배치 분산분석으로 {factor}의 {k}개 집단 간 {name} 평균 차이를 검정한 결과, 차이는 {decision}({apa}).',
    en: 'A one-way ANOVA compared the mean of {name} across the {k} groups of {factor}; the difference {decision}, {apa}.',
  },
  ANOVA_WELCH_USED: {
    ko: '등분산 가정이 충족되지 않아 Welch의 F 검정으로 판단하였다.',
    en: "Because the variances were unequal, the decision rests on Welch's F test.",
  },
  ANOVA_GROUP_MEANS: {
    ko: '{name}의 집단별 기술통계: {groups}.',
    en: 'Descriptive statistics of {name} by group: {groups}.',
  },
  ANOVA_CLASSIC: {
    ko: '{name}: 분산분석 {apa}.',
    en: '{name}: ANOVA {apa}.',
  },
  ANOVA_WELCH: {
    ko: '{name}: Welch의 검정 {apa}.',
    en: "{name}: Welch's test {apa}.",
  },
  ANOVA_BROWN_FORSYTHE: {
    ko: '{name}: Brown-Forsythe 검정 {apa}.',
    en: '{name}: Brown-Forsythe test {apa}.',
  },
  POSTHOC_SIGNIFICANT: {
    ko: '{test} 사후검정 결과 {pairs} 사이의 차이가 유의하였다.',
    en: '{test} post hoc comparisons found significant differences for {pairs}.',
  },
  POSTHOC_NONE: {
    ko: '{test} 사후검정에서는 유의한 쌍별 차이가 나타나지 않았다.',
    en: '{test} post hoc comparisons found no significant pairwise difference.',
  },
  HOMOGENEITY_MET: {
    ko: '{name}: Levene의 등분산 검정 결과 {levene|로} 등분산 가정이 충족되었다.',
    en: "{name}: Levene's test, {levene}, did not reject equal variances.",
  },
  HOMOGENEITY_WELCH: {
    ko: '{name}: Levene의 등분산 검정 결과 {levene|로} 등분산 가정이 기각되어 Welch의 F 검정 결과로 판단하였다.',
    en: "{name}: Levene's test, {levene}, rejected equal variances, so the decision rests on Welch's F test.",
  },
  HOMOGENEITY_VIOLATED: {
    ko: '{name}: Levene의 등분산 검정 결과 {levene|로} 등분산 가정이 기각되었다. Welch 또는 Brown-Forsythe 검정과 Games-Howell 사후검정을 함께 확인하기를 권한다.',
    en: "{name}: Levene's test, {levene}, rejected equal variances; check the Welch or Brown-Forsythe test and Games-Howell comparisons as well.",
  },
  HOMOGENEITY_NOT_CHECKED: {
    ko: '등분산 검정을 요청하지 않아 등분산 가정은 점검되지 않았다(옵션: 등분산 검정).',
    en: 'Homogeneity of variance was not checked (option: homogeneity test).',
  },
  ANOVA_ASSUMPTIONS: {
    ko: '분산분석은 관측값의 독립성, 각 집단의 정규성, 집단 간 분산의 동질성을 가정한다.',
    en: 'ANOVA assumes independent observations, normality within groups and equal variances across groups.',
  },
  ANOVA_SMALL_CELLS: {
    ko: '{name}: 가장 작은 집단(셀)의 사례 수가 {n}개로 적어 결과를 신중히 해석해야 한다.',
    en: '{name}: the smallest group (cell) has only {n} cases; interpret the result with care.',
  },
  FACTORIAL_SUMMARY: {
    ko: '{way} 분산분석으로 {factors|이} {name}에 미치는 주효과와 상호작용효과를 검정하였다.',
    en: 'A {way} ANOVA tested the main and interaction effects of {factors} on {name}.',
  },
  FACTORIAL_TERM: {
    ko: '{term}의 {kind}는 {decision}({apa}). 이는 {size} 효과이다.',
    en: 'The {kind} of {term} {decision}, {apa}; this is a {size} effect.',
  },
  FACTORIAL_MAIN: { ko: '주효과', en: 'main effect' },
  FACTORIAL_INTERACTION: { ko: '상호작용효과', en: 'interaction' },
  FACTORIAL_MODEL: {
    ko: '{name}: 모형 전체의 설명력은 R² = {r2}(수정된 R² = {adjusted})이다.',
    en: '{name}: the model explained R² = {r2} (adjusted R² = {adjusted}).',
  },
  FACTORIAL_EFFECT_NOTE: {
    ko: '효과 크기는 부분 에타제곱(ηp²)이며 Cohen(1988)의 기준(.01, .06, .14)으로 판단하였다.',
    en: 'Effect sizes are partial eta squared (ηp²), judged by Cohen’s (1988) benchmarks (.01, .06, .14).',
  },

  // chi
  CHI_SUMMARY: {
    ko: '카이제곱 독립성 검정으로 {rows|과} {columns}의 관련성을 검정한 결과, 관련성은 {decision}({apa}).',
    en: 'A chi-square test of independence examined the association between {rows} and {columns}; the association {decision}, {apa}.',
  },
  CHI_RULE_PEARSON: {
    ko: '기대빈도가 5 미만인 셀이 {percent|로} 20% 이하여서 Pearson 카이제곱 검정으로 판단하였다.',
    en: "Because {percent} of cells had an expected count below 5 (20% or fewer), Pearson's chi-square test decided.",
  },
  CHI_RULE_FISHER: {
    ko: '기대빈도가 5 미만인 셀이 {percent|로} 20%를 넘어 카이제곱 근사를 믿기 어려우므로 Fisher의 정확검정으로 판단하였다.',
    en: "Because {percent} of cells had an expected count below 5 (more than 20%), the chi-square approximation is unreliable and Fisher's exact test decided.",
  },
  CHI_RULE_PEARSON_UNRELIABLE: {
    ko: '기대빈도가 5 미만인 셀이 {percent|로} 20%를 넘지만 Fisher의 정확검정을 계산할 수 없어 Pearson 카이제곱 검정으로 판단하였으므로, 결과를 신중히 해석해야 한다.',
    en: "Because {percent} of cells had an expected count below 5 (more than 20%) and Fisher's exact test could not be computed, Pearson's chi-square test decided; read the result with caution.",
  },
  CHI_EFFECT_NOT_SIGNIFICANT: {
    ko: '연관성이 유의하지 않으므로 관찰된 {effect|을} 모집단에서 그만한 크기의 효과로 해석하지 않는다.',
    en: 'Because the association was not significant, the observed {effect} is not read as an effect of that size in the population.',
  },
  CHI_FISHER_P: { ko: 'Fisher의 정확검정', en: "Fisher's exact" },
  CHI_NO_TEST: {
    ko: '{rows|과} {columns}의 교차표(N = {n})만 작성하였으며 카이제곱 검정은 요청하지 않았다.',
    en: 'Only the crosstab of {rows} by {columns} (N = {n}) was made; no chi-square test was requested.',
  },
  CHI_PEARSON: {
    ko: '{rows} × {columns} 교차표(N = {n}), Pearson 카이제곱 검정: {apa}.',
    en: '{rows} × {columns} crosstab (N = {n}), Pearson chi-square test: {apa}.',
  },
  CHI_CONTINUITY: {
    ko: 'Yates의 연속성 수정: {apa}.',
    en: "Yates' continuity correction: {apa}.",
  },
  CHI_LIKELIHOOD: { ko: '우도비 검정: {apa}.', en: 'Likelihood ratio test: {apa}.' },
  CHI_FISHER: {
    ko: 'Fisher의 정확검정(양측): {p}.',
    en: "Fisher's exact test (two-sided): {p}.",
  },
  CHI_EXPECTED_MET: {
    ko: '기대빈도가 5 미만인 셀은 {count}개({percent})이고 최소 기대빈도는 {min|이어서} 카이제곱 검정의 가정이 충족되었다.',
    en: 'Cells with an expected count below 5: {count} ({percent}); the minimum expected count is {min}, so the chi-square approximation holds.',
  },
  CHI_EXPECTED_FISHER: {
    ko: '기대빈도가 5 미만인 셀이 {count}개({percent})로 20%를 넘어(최소 기대빈도 {min}) Fisher의 정확검정 결과({p})로 판단하였다.',
    en: "{count} cells ({percent}) have an expected count below 5 (minimum {min}), more than 20%, so the decision rests on Fisher's exact test ({p}).",
  },
  CHI_EXPECTED_VIOLATED: {
    ko: '기대빈도가 5 미만인 셀이 {count}개({percent})로 20%를 넘어(최소 기대빈도 {min}) 카이제곱 근사가 부정확할 수 있다. 범주를 합치거나 표본을 늘리는 것을 고려해야 한다.',
    en: '{count} cells ({percent}) have an expected count below 5 (minimum {min}), more than 20%, so the chi-square approximation may be poor; consider merging categories or a larger sample.',
  },
  CHI_ASSUMPTIONS: {
    ko: '카이제곱 검정은 각 사례가 한 셀에만 속하고 서로 독립이며, 기대빈도가 5 미만인 셀이 20% 이하라고 가정한다.',
    en: 'The chi-square test assumes each case falls in one cell independently and that no more than 20% of cells have an expected count below 5.',
  },
  CHI_LAYERS: {
    ko: '층 변수별 교차표 {count}개가 함께 계산되었으며, 위 해석은 전체(합친) 표에 대한 것이다.',
    en: '{count} layer tables were also computed; this interpretation is of the pooled table.',
  },

  // correlation
  CORRELATION_PAIR: {
    ko: '{a|과} {b}의 {kind} 상관계수는 {decision}({apa}). 이는 {strength} {direction} 상관이다.',
    en: 'The {kind} correlation between {a} and {b} {decision}, {apa}: a {strength} {direction} correlation.',
  },
  CORRELATION_MANY: {
    ko: '{kind} 상관계수로 변수 {count}쌍의 상관을 분석한 결과, 유의수준 {level}에서 {significant}쌍이 통계적으로 유의하였다.',
    en: '{kind} correlations were computed for {count} pairs of variables; {significant} of them were statistically significant at the {level} level.',
  },
  CORRELATION_LINE: {
    ko: '{a} – {b}: {apa} ({strength} {direction} 상관, {decision})',
    en: '{a} – {b}: {apa} ({strength} {direction} correlation, {decision})',
  },
  CORRELATION_SIG_SHORT: { ko: '유의함', en: 'significant' },
  CORRELATION_NS_SHORT: { ko: '유의하지 않음', en: 'not significant' },
  CORRELATION_ONE_TAILED: {
    ko: 'p 값은 단측 검정 기준이다.',
    en: 'p values are one-tailed.',
  },
  STRENGTH_NEGLIGIBLE: { ko: '매우 약한', en: 'negligible' },
  STRENGTH_SMALL: { ko: '약한', en: 'weak' },
  STRENGTH_MEDIUM: { ko: '중간 정도의', en: 'moderate' },
  STRENGTH_LARGE: { ko: '강한', en: 'strong' },
  DIRECTION_POSITIVE: { ko: '정적', en: 'positive' },
  DIRECTION_NEGATIVE: { ko: '부적', en: 'negative' },
  CORRELATION_STRENGTH_NOTE: {
    ko: '상관의 크기는 Cohen(1988)의 기준(|r| = .10 약함, .30 중간, .50 강함)으로 판단하였다.',
    en: 'Strength follows Cohen’s (1988) benchmarks (|r| = .10 weak, .30 moderate, .50 strong).',
  },
  CORRELATION_ASSUMPTIONS_PEARSON: {
    ko: 'Pearson 상관은 두 변수의 선형 관계와 이변량 정규성을 가정하며 이상값에 민감하다. 산점도로 확인하기를 권한다.',
    en: 'Pearson’s r assumes a linear relation and bivariate normality and is sensitive to outliers; check a scatter plot.',
  },
  CORRELATION_ASSUMPTIONS_RANK: {
    ko: 'Spearman과 Kendall 상관은 순위에 기반하므로 정규성을 가정하지 않으며 단조 관계를 측정한다.',
    en: 'Spearman’s and Kendall’s coefficients are rank-based: they assume no normality and measure monotonic relations.',
  },
  CORRELATION_SMALL_N: {
    ko: '{a|과} {b}의 상관은 {n}개 사례에 기초하여 추정이 불안정하다.',
    en: 'The correlation of {a} and {b} rests on {n} cases only, so the estimate is unstable.',
  },

  // linear
  LINEAR_SUMMARY: {
    ko: '회귀분석으로 {predictors|이} {name|을} 예측하는지 검정한 결과, 회귀모형은 {decision}({apa}).',
    en: 'A linear regression tested whether {predictors} predicted {name}; the model {decision}, {apa}.',
  },
  LINEAR_EXPLAINED: {
    ko: '모형은 {name}의 분산의 {percent}를 설명하였으며, Cohen(1988)의 기준으로 {size} 효과였다(R² = {r2}).',
    en: "The model explained {percent} of the variance in {name}, a {size} effect by Cohen's (1988) benchmarks (R² = {r2}).",
  },
  LINEAR_PREDICTOR_SIGNIFICANT: {
    ko: '{term|은} {name|을} 유의하게 예측하였다({apa}).',
    en: '{term} significantly predicted {name}, {apa}.',
  },
  LINEAR_PREDICTOR_NOT_SIGNIFICANT: {
    ko: '{term|은} {name|을} 유의하게 예측하지 못하였다({apa}).',
    en: '{term} did not significantly predict {name}, {apa}.',
  },
  LINEAR_PREDICTOR_SELECTED: {
    ko: '{term|은} {method} 선택으로 모형에 남았다({apa}).',
    en: '{term} was retained by {method} selection, {apa}.',
  },
  LINEAR_SELECTION_BIAS: {
    ko: '예측변수는 같은 자료에서 골라졌으므로 그 p값은 실제보다 작고 R²는 실제보다 크다(선택 편향). 유의성과 설명력은 새 자료나 교차검증으로 확인해야 한다.',
    en: 'The predictors were chosen from these same data, so their p values are too small and R² is too large (selection bias); confirm them on new data or by cross-validation.',
  },
  LINEAR_METHOD_STEPWISE: { ko: '단계적', en: 'stepwise' },
  LINEAR_METHOD_FORWARD: { ko: '전진', en: 'forward' },
  LINEAR_METHOD_BACKWARD: { ko: '후진', en: 'backward' },
  LINEAR_METHOD_REMOVE: { ko: '제거', en: 'removal' },
  LINEAR_NO_MODEL: {
    ko: '선택한 방법으로는 모형에 들어간 예측변수가 없었다.',
    en: 'No predictor entered the model with the chosen method.',
  },
  LINEAR_STEPS: {
    ko: '변수 선택 방법에 따라 {count}개 모형이 차례로 적합되었고, 최종 모형(모형 {last})을 해석하였다.',
    en: 'The variable selection method fitted {count} models in turn; the final model (model {last}) is interpreted.',
  },
  LINEAR_MODEL_REPORT: {
    ko: '모형 {model}: R = {r}, R² = {r2}, 수정된 R² = {adjusted}, 추정값의 표준오차 = {se}; {apa}.',
    en: 'Model {model}: R = {r}, R² = {r2}, adjusted R² = {adjusted}, SE of the estimate = {se}; {apa}.',
  },
  LINEAR_COEFFICIENT: {
    ko: '{term}: {apa}.',
    en: '{term}: {apa}.',
  },
  LINEAR_VIF_OK: {
    ko: '다중공선성: 분산팽창계수(VIF)의 최댓값이 {vif|으로} 10보다 작아 문제가 없었다.',
    en: 'Collinearity: the largest variance inflation factor (VIF) was {vif}, below 10.',
  },
  LINEAR_VIF_HIGH: {
    ko: '다중공선성: {terms}의 VIF가 10 이상(최댓값 {vif})이어서 회귀계수의 추정이 불안정할 수 있다.',
    en: 'Collinearity: {terms} had a VIF of 10 or more (largest {vif}), so the coefficients may be unstable.',
  },
  LINEAR_VIF_NOT_CHECKED: {
    ko: '다중공선성 진단을 요청하지 않았다(옵션: 공선성 진단).',
    en: 'Collinearity diagnostics were not requested (option: collinearity).',
  },
  LINEAR_DW_OK: {
    ko: 'Durbin-Watson 통계량은 {dw|으로} 1.5–2.5 범위에 있다. 사례가 시간 순서 등 의미 있는 순서로 놓인 자료(시계열)일 때만 뜻이 있으며, 그런 자료라면 잔차의 자기상관 문제는 없다.',
    en: 'The Durbin-Watson statistic was {dw}, within 1.5–2.5; this matters only if the rows are in a meaningful order (a time series or a sequence), and then the residuals show no autocorrelation.',
  },
  LINEAR_DW_BAD: {
    ko: 'Durbin-Watson 통계량은 {dw|으로} 1.5–2.5 범위를 벗어났다. 사례가 시간 순서 등 의미 있는 순서로 놓인 자료(시계열)일 때만 잔차의 자기상관을 뜻하며, 행의 순서가 임의인 횡단면 자료라면 무시해도 된다.',
    en: 'The Durbin-Watson statistic was {dw}, outside 1.5–2.5; this matters only if the rows are in a meaningful order (a time series or a sequence), where it would point to autocorrelated residuals, and can be ignored for cross-sectional data whose row order is arbitrary.',
  },
  LINEAR_ASSUMPTIONS: {
    ko: '회귀분석은 선형성, 잔차의 독립성·정규성·등분산성을 가정한다. 잔차 도표로 확인하기를 권한다.',
    en: 'Regression assumes linearity and independent, normal, homoscedastic residuals; check the residual plots.',
  },
  LINEAR_EXCLUDED: {
    ko: '{terms|은} 다른 예측변수와의 공선성(공차 한계) 때문에 모형에서 제외되었다.',
    en: '{terms} were left out of the model because of collinearity (tolerance).',
  },
  LINEAR_FEW_CASES: {
    ko: '사례 수({n})가 예측변수 수({k})에 비해 적어(예측변수당 10개 미만) 모형이 과적합될 수 있다.',
    en: 'There are few cases ({n}) for {k} predictors (fewer than 10 per predictor), so the model may overfit.',
  },

  // logistic
  LOGISTIC_SUMMARY: {
    ko: '이분형 로지스틱 회귀분석으로 {predictors|이} {name}의 {event} 범주에 속할 확률을 예측하는지 검정한 결과, 모형은 {decision}({apa}).',
    en: 'A binary logistic regression tested whether {predictors} predicted the probability that {name} is {event}; the model {decision}, {apa}.',
  },
  LOGISTIC_PREDICTOR_SIGNIFICANT: {
    ko: '{term|은} {name|을} 유의하게 예측하였다({apa}).',
    en: '{term} significantly predicted {name}, {apa}.',
  },
  LOGISTIC_PREDICTOR_NOT_SIGNIFICANT: {
    ko: '{term|은} {name|을} 유의하게 예측하지 못하였다({apa}).',
    en: '{term} did not significantly predict {name}, {apa}.',
  },
  LOGISTIC_ODDS_UP: {
    ko: '{term|이} 한 단위 커질 때 {event}일 오즈는 {ratio}배({change} 증가)가 되었다.',
    en: 'Each one-unit increase in {term} multiplied the odds of {event} by {ratio} (an increase of {change}).',
  },
  LOGISTIC_ODDS_DOWN: {
    ko: '{term|이} 한 단위 커질 때 {event}일 오즈는 {ratio}배({change} 감소)가 되었다.',
    en: 'Each one-unit increase in {term} multiplied the odds of {event} by {ratio} (a decrease of {change}).',
  },
  LOGISTIC_ODDS_CATEGORY: {
    ko: '{term} 범주에서 {event}일 오즈는 기준 범주의 {ratio}배였다.',
    en: 'In category {term} the odds of {event} were {ratio} times those of the reference category.',
  },
  LOGISTIC_NO_MODEL: {
    ko: '선택한 방법으로는 모형에 들어간 예측변수가 없었다.',
    en: 'No predictor entered the model with the chosen method.',
  },
  LOGISTIC_NOT_CONVERGED: {
    ko: '{name}에 대한 로지스틱 회귀모형의 최대우도 추정값을 찾을 수 없어(분리 문제) 계수를 해석할 수 없었다.',
    en: 'The maximum likelihood estimates of the logistic model for {name} could not be found (separation), so the coefficients cannot be interpreted.',
  },
  LOGISTIC_STEPS: {
    ko: '변수 선택 방법에 따라 {count}개 단계가 차례로 적합되었고, 마지막 단계의 모형을 해석하였다.',
    en: 'The variable selection method took {count} steps; the model of the last step is interpreted.',
  },
  LOGISTIC_MODEL_REPORT: {
    ko: '모형: -2 로그 우도 = {m2ll}, Cox와 Snell R² = {cs}, Nagelkerke R² = {nk}; 모형 계수의 총괄 검정 {apa}.',
    en: 'Model: -2 log likelihood = {m2ll}, Cox & Snell R² = {cs}, Nagelkerke R² = {nk}; omnibus test of the coefficients {apa}.',
  },
  LOGISTIC_COEFFICIENT: {
    ko: '{term}: {apa}.',
    en: '{term}: {apa}.',
  },
  LOGISTIC_CLASSIFICATION: {
    ko: '절단값 {cut}에서 전체 사례의 {percent}를 올바르게 분류하였다.',
    en: 'With the cut value {cut}, the model classified {percent} of the cases correctly.',
  },
  LOGISTIC_HL_OK: {
    ko: 'Hosmer-Lemeshow 검정이 유의하지 않아({apa}) 모형의 적합도에 문제가 없었다.',
    en: 'The Hosmer-Lemeshow test was not significant, {apa}, so the model fit the data adequately.',
  },
  LOGISTIC_HL_BAD: {
    ko: 'Hosmer-Lemeshow 검정이 유의하여({apa}) 예측확률과 관측비율이 어긋나므로 모형의 적합도가 부족할 수 있다.',
    en: 'The Hosmer-Lemeshow test was significant, {apa}: predicted and observed proportions differ, so the fit may be poor.',
  },
  LOGISTIC_HL_NOT_COMPUTED: {
    ko: 'Hosmer-Lemeshow 검정은 계산할 수 없었다(예측확률의 서로 다른 값이 너무 적다).',
    en: 'The Hosmer-Lemeshow test could not be computed (too few distinct predicted probabilities).',
  },
  LOGISTIC_ASSUMPTIONS: {
    ko: '로지스틱 회귀분석은 사례의 독립성, 연속형 예측변수와 로짓의 선형성, 심한 다중공선성이 없음을 가정한다.',
    en: 'Logistic regression assumes independent cases, a linear relation of continuous predictors to the logit, and no severe collinearity.',
  },
  LOGISTIC_FEW_EVENTS: {
    ko: '적은 쪽 결과의 사례 수({events})가 추정할 계수의 수({k})에 비해 적어(계수당 10개 미만) 추정값이 편향될 수 있다.',
    en: 'The smaller outcome group has few cases ({events}) for {k} coefficients (fewer than 10 per coefficient), so the estimates may be biased.',
  },

  // multinomial
  MULTINOMIAL_SUMMARY: {
    ko: '다항 로지스틱 회귀분석으로 {predictors|이} {name}의 범주를 예측하는지 검정한 결과(참조범주 {reference}), 모형은 {decision}({apa}).',
    en: 'A multinomial logistic regression tested whether {predictors} predicted the category of {name} (reference category {reference}); the model {decision}, {apa}.',
  },
  MULTINOMIAL_EFFECT_SIGNIFICANT: {
    ko: '우도비 검정에서 {term|은} {name|을} 유의하게 예측하였다({apa}).',
    en: 'In the likelihood ratio tests, {term} significantly predicted {name}, {apa}.',
  },
  MULTINOMIAL_EFFECT_NOT_SIGNIFICANT: {
    ko: '우도비 검정에서 {term|은} {name|을} 유의하게 예측하지 못하였다({apa}).',
    en: 'In the likelihood ratio tests, {term} did not significantly predict {name}, {apa}.',
  },
  MULTINOMIAL_ODDS_COVARIATE: {
    ko: '{term|이} 한 단위 커질 때 {reference}에 비해 {category}일 오즈는 {ratio}배가 되었다({apa}).',
    en: 'Each one-unit increase in {term} multiplied the odds of {category} rather than {reference} by {ratio}, {apa}.',
  },
  MULTINOMIAL_ODDS_CATEGORY: {
    ko: '{term} 범주는 그 요인의 기준 범주에 비해 {reference} 대신 {category}일 오즈가 {ratio}배였다({apa}).',
    en: "In {term}, the odds of {category} rather than {reference} were {ratio} times those of the factor's reference category, {apa}.",
  },
  MULTINOMIAL_MODEL_REPORT: {
    ko: '모형 적합: -2 로그 우도는 절편 모형 {m0}, 최종 모형 {m1}; 유사 R²은 Cox와 Snell {cs}, Nagelkerke {nk}, McFadden {mf}.',
    en: 'Model fit: -2 log likelihood {m0} for the intercept-only and {m1} for the final model; pseudo R²: Cox & Snell {cs}, Nagelkerke {nk}, McFadden {mf}.',
  },
  MULTINOMIAL_CLASSIFICATION: {
    ko: '예측확률이 가장 큰 범주로 분류하면 전체 사례의 {percent}를 올바르게 분류하였다.',
    en: 'Assigning each case to its most probable category classified {percent} of the cases correctly.',
  },
  MULTINOMIAL_FIT_OK: {
    ko: 'Pearson 적합도 검정({pearson})과 편차 검정({deviance})이 유의하지 않아 모형이 자료에 적합하였다.',
    en: 'Neither the Pearson goodness-of-fit test, {pearson}, nor the deviance test, {deviance}, was significant: the model fits the data.',
  },
  MULTINOMIAL_FIT_BAD: {
    ko: 'Pearson 적합도 검정({pearson}) 또는 편차 검정({deviance})이 유의하여 모형의 적합도가 부족할 수 있다.',
    en: 'The Pearson goodness-of-fit test, {pearson}, or the deviance test, {deviance}, was significant: the fit may be poor.',
  },
  MULTINOMIAL_FIT_SPARSE: {
    ko: '하위모집단이 대부분 사례 하나뿐이거나 빈도 0인 셀이 많아 Pearson과 편차 적합도 검정은 믿기 어렵다.',
    en: 'Most subpopulations hold one case or many cells are empty, so the Pearson and deviance goodness-of-fit tests are not reliable.',
  },
  MULTINOMIAL_ASSUMPTIONS: {
    ko: '다항 로지스틱 회귀분석은 사례의 독립성, 무관한 대안으로부터의 독립성(IIA), 연속형 예측변수와 로짓의 선형성, 심한 다중공선성이 없음을 가정한다.',
    en: 'Multinomial logistic regression assumes independent cases, independence of irrelevant alternatives (IIA), a linear relation of continuous predictors to each logit, and no severe collinearity.',
  },
  MULTINOMIAL_NOT_CONVERGED: {
    ko: '{name}에 대한 다항 로지스틱 모형의 추정값이 수렴하지 않아(분리 문제일 수 있음) 계수를 해석할 수 없었다.',
    en: 'The estimates of the multinomial logistic model for {name} did not converge (possibly separation), so the coefficients cannot be interpreted.',
  },

  // reliability
  RELIABILITY_SUMMARY: {
    ko: '{scale}의 문항 {k}개에 대한 내적 일관성 신뢰도를 분석한 결과, {apa|로} George와 Mallery(2003)의 기준에서 {level} 수준이었다.',
    en: "The internal consistency of the {k} items of {scale} was {level} by George and Mallery's (2003) benchmarks, {apa}.",
  },
  RELIABILITY_MEETS: {
    ko: '일반적인 기준(α ≥ .70)을 충족하였다.',
    en: 'This meets the common criterion of α ≥ .70.',
  },
  RELIABILITY_FAILS: {
    ko: '일반적인 기준(α ≥ .70)에 미치지 못하였다.',
    en: 'This falls short of the common criterion of α ≥ .70.',
  },
  RELIABILITY_SCALE_DEFAULT: { ko: '선택한 척도', en: 'the scale' },
  RELIABILITY_UNDEFINED: {
    ko: '{scale}의 신뢰도 계수를 계산할 수 없었다(문항이 2개 미만이거나 분산이 0이다).',
    en: 'The reliability of {scale} could not be computed (fewer than two items or zero variance).',
  },
  RELIABILITY_REPORT: {
    ko: '{scale}: {apa}, 표준화 문항 기준 α = {standardized}, 문항 수 {k}, 유효 사례 {n}.',
    en: '{scale}: {apa}, standardized α = {standardized}, {k} items, {n} valid cases.',
  },
  RELIABILITY_OMEGA: {
    ko: "{scale}: McDonald's ω = {omega}.",
    en: "{scale}: McDonald's ω = {omega}.",
  },
  RELIABILITY_SPLIT_HALF: {
    ko: '{scale}: 반분 신뢰도 Spearman-Brown 계수 = {sb}, Guttman 반분 계수 = {guttman}.',
    en: '{scale}: split-half Spearman-Brown coefficient = {sb}, Guttman split-half = {guttman}.',
  },
  RELIABILITY_ITEM_LOW: {
    ko: '{scale}: {items|은} 수정된 문항-전체 상관이 .30 미만이어서 척도와의 관련이 약하다.',
    en: '{scale}: {items} had a corrected item-total correlation below .30 and relate weakly to the scale.',
  },
  RELIABILITY_ITEM_RAISES: {
    ko: '{scale}: {item|을} 제거하면 α가 {alpha|으로} 높아진다.',
    en: '{scale}: removing {item} would raise α to {alpha}.',
  },
  RELIABILITY_ASSUMPTIONS: {
    ko: "Cronbach's α는 문항들이 하나의 차원을 측정하고 같은 방향으로 코딩되었다고 가정한다. 역문항은 역코딩한 뒤 분석해야 한다.",
    en: "Cronbach's α assumes the items measure one dimension and are coded in the same direction; reverse-code negatively worded items first.",
  },
  RELIABILITY_FEW_ITEMS: {
    ko: '{scale}의 문항이 {k}개뿐이어서 α가 낮게 추정되기 쉽다.',
    en: '{scale} has only {k} items, which tends to lower α.',
  },
  RELIABILITY_NEGATIVE: {
    ko: '{scale}의 α가 음수이다. 문항 간 평균 공분산이 음수라는 뜻으로, 역문항의 코딩을 확인해야 한다.',
    en: '{scale} has a negative α: the average inter-item covariance is negative; check for items that need reverse coding.',
  },
  RELIABILITY_LEVEL_EXCELLENT: { ko: '매우 우수한', en: 'excellent' },
  RELIABILITY_LEVEL_GOOD: { ko: '양호한', en: 'good' },
  RELIABILITY_LEVEL_ACCEPTABLE: { ko: '수용 가능한', en: 'acceptable' },
  RELIABILITY_LEVEL_QUESTIONABLE: { ko: '의문스러운', en: 'questionable' },
  RELIABILITY_LEVEL_POOR: { ko: '낮은', en: 'poor' },
  RELIABILITY_LEVEL_UNACCEPTABLE: { ko: '수용할 수 없는', en: 'unacceptable' },

  // factor
  FACTOR_SUMMARY: {
    ko: '{count}개 변수의 요인 구조를 탐색적 요인분석으로 분석하였다(추출: {method}, 회전: {rotation}).',
    en: 'An exploratory factor analysis examined the structure of {count} variables (extraction: {method}; rotation: {rotation}).',
  },
  FACTOR_KMO: {
    ko: '표본 적합성은 Kaiser(1974)의 기준으로 {level} 수준이었다(KMO = {kmo}).',
    en: "Sampling adequacy was {level} by Kaiser's (1974) benchmarks (KMO = {kmo}).",
  },
  FACTOR_KMO_UNKNOWN: {
    ko: '상관행렬이 특이행렬이어서 KMO를 계산할 수 없었다.',
    en: 'The correlation matrix is singular, so the KMO could not be computed.',
  },
  FACTOR_BARTLETT_SIGNIFICANT: {
    ko: 'Bartlett의 구형성 검정은 {decision}({apa}). 따라서 변수들 간의 상관이 요인분석에 적합하였다.',
    en: "Bartlett's test of sphericity {decision}, {apa}, so the correlations are suitable for factor analysis.",
  },
  FACTOR_BARTLETT_NOT_SIGNIFICANT: {
    ko: 'Bartlett의 구형성 검정은 {decision}({apa}). 따라서 변수들 간의 상관이 요인분석을 하기에 충분하지 않았다.',
    en: "Bartlett's test of sphericity {decision}, {apa}, so the correlations are too weak for factor analysis.",
  },
  FACTOR_EXTRACTED: {
    ko: '{count}개의 요인이 추출되었고, 전체 분산의 {percent}를 설명하였다.',
    en: '{count} factors were extracted, explaining {percent} of the total variance.',
  },
  FACTOR_LOADINGS: {
    ko: '요인 {factor}: {items}.',
    en: 'Factor {factor}: {items}.',
  },
  FACTOR_LOADINGS_NONE: {
    ko: '요인 {factor}: 부하량이 .40 이상인 변수가 없다.',
    en: 'Factor {factor}: no variable loads .40 or more.',
  },
  FACTOR_LOADING_NOTE: {
    ko: '각 변수는 부하량(절댓값 .40 이상)이 가장 큰 요인에 배정하였다({matrix}).',
    en: 'Each variable is listed under the factor it loads on most (|loading| ≥ .40; {matrix}).',
  },
  FACTOR_MATRIX_ROTATED: { ko: '회전된 행렬', en: 'rotated matrix' },
  FACTOR_MATRIX_PATTERN: { ko: '패턴 행렬', en: 'pattern matrix' },
  FACTOR_MATRIX_UNROTATED: { ko: '요인 행렬', en: 'factor matrix' },
  FACTOR_ASSUMPTIONS: {
    ko: '요인분석에는 KMO가 .60 이상이고 Bartlett의 검정이 유의한 것이 바람직하다.',
    en: "Factor analysis is advisable when the KMO is at least .60 and Bartlett's test is significant.",
  },
  FACTOR_NOT_CONVERGED: {
    ko: '요인 추출이 {iterations}회 반복 안에 수렴하지 않았다. 마지막 반복의 값이므로 반복 횟수를 늘리거나 추출 방법을 바꾸어 다시 분석하기를 권한다.',
    en: 'Extraction did not converge within {iterations} iterations; the values are from the last iteration, so raise the iterations or change the method.',
  },
  FACTOR_ROTATION_NOT_CONVERGED: {
    ko: '요인 회전이 {iterations}회 반복 안에 수렴하지 않았다.',
    en: 'The rotation did not converge within {iterations} iterations.',
  },
  FACTOR_LOW_COMMUNALITY: {
    ko: '{items|은} 공통성이 .40 미만이어서 요인으로 잘 설명되지 않는다.',
    en: '{items} had communalities below .40 and are poorly explained by the factors.',
  },
  FACTOR_HEYWOOD: {
    ko: '{items}의 공통성이 1을 넘었다(Heywood 사례). 해가 부적절할 수 있다.',
    en: '{items} had communalities above 1 (a Heywood case); the solution may be improper.',
  },
  FACTOR_CROSS_LOADING: {
    ko: '{items|은} 둘 이상의 요인에 .40 이상 부하되었다(교차 부하).',
    en: '{items} loaded .40 or more on more than one factor (cross-loadings).',
  },
  FACTOR_EXCLUDED: {
    ko: '{items|은} 분산이 0이어서 분석에서 제외되었다.',
    en: '{items} had no variance and were left out.',
  },
  FACTOR_FEW_CASES: {
    ko: '사례 수({n})가 변수 수({p})의 5배보다 적어 요인 구조가 불안정할 수 있다.',
    en: 'There are fewer than five cases per variable ({n} cases, {p} variables), so the structure may be unstable.',
  },
  KMO_MARVELOUS: { ko: '매우 우수한', en: 'marvelous' },
  KMO_MERITORIOUS: { ko: '우수한', en: 'meritorious' },
  KMO_MIDDLING: { ko: '보통', en: 'middling' },
  KMO_MEDIOCRE: { ko: '평범한', en: 'mediocre' },
  KMO_MISERABLE: { ko: '미흡한', en: 'miserable' },
  KMO_UNACCEPTABLE: { ko: '수용할 수 없는', en: 'unacceptable' },
  METHOD_PCA: { ko: '주성분분석', en: 'principal components' },
  METHOD_PAF: { ko: '주축요인추출', en: 'principal axis factoring' },
  METHOD_ML: { ko: '최대우도법', en: 'maximum likelihood' },
  METHOD_ULS: { ko: '비가중 최소제곱법', en: 'unweighted least squares' },
  METHOD_GLS: { ko: '일반화 최소제곱법', en: 'generalized least squares' },
  METHOD_ALPHA: { ko: '알파 요인추출', en: 'alpha factoring' },
  METHOD_IMAGE: { ko: '이미지 요인추출', en: 'image factoring' },
  ROTATION_NONE: { ko: '없음', en: 'none' },
  ROTATION_VARIMAX: { ko: '베리맥스', en: 'varimax' },
  ROTATION_QUARTIMAX: { ko: '쿼티맥스', en: 'quartimax' },
  ROTATION_EQUAMAX: { ko: '이퀴맥스', en: 'equamax' },
  ROTATION_OBLIMIN: { ko: '직접 오블리민', en: 'direct oblimin' },
  ROTATION_PROMAX: { ko: '프로맥스', en: 'promax' },

  // descriptive
  DESCRIPTIVE_SUMMARY: {
    ko: '{name}의 유효 사례는 {n}개이며, {stats|이었다}.',
    en: '{name} had {n} valid cases, {stats}.',
  },
  DESCRIPTIVE_NO_STATS: {
    ko: '{name}의 유효 사례는 {n}개였다.',
    en: '{name} had {n} valid cases.',
  },
  DESCRIPTIVE_SHAPE: {
    ko: '분포는 {shape} 형태였다({apa}).',
    en: 'The distribution was {shape} ({apa}).',
  },
  SHAPE_SYMMETRIC: { ko: '대체로 대칭인', en: 'approximately symmetric' },
  SHAPE_MODERATE_RIGHT: { ko: '약간 정적 편포된', en: 'moderately right-skewed' },
  SHAPE_MODERATE_LEFT: { ko: '약간 부적 편포된', en: 'moderately left-skewed' },
  SHAPE_HIGH_RIGHT: { ko: '심하게 정적 편포된', en: 'highly right-skewed' },
  SHAPE_HIGH_LEFT: { ko: '심하게 부적 편포된', en: 'highly left-skewed' },
  NORMALITY_REJECTED: {
    ko: '{name}: {test} 정규성 검정은 {decision}({apa}). 따라서 정규분포를 따른다는 가정이 기각되었다.',
    en: '{name}: the {test} test of normality {decision}, {apa}, so normality is rejected.',
  },
  NORMALITY_KEPT: {
    ko: '{name}: {test} 정규성 검정은 {decision}({apa}). 따라서 정규분포를 따른다는 가정을 기각할 수 없었다.',
    en: '{name}: the {test} test of normality {decision}, {apa}, so normality is not rejected.',
  },
  NORMALITY_NOT_CHECKED: {
    ko: '정규성 검정을 요청하지 않았다(옵션: Shapiro-Wilk, Kolmogorov-Smirnov).',
    en: 'No normality test was requested (options: Shapiro-Wilk, Kolmogorov-Smirnov).',
  },
  DESCRIPTIVE_REPORT: { ko: '{name}: {stats}.', en: '{name}: {stats}.' },
  DESCRIPTIVE_SKEW_NOTE: {
    ko: '왜도의 크기는 Bulmer(1979)의 기준(|왜도| < 0.5 대칭, 0.5–1 약간, 1 이상 심함)으로 판단하였다.',
    en: "Skewness is judged by Bulmer's (1979) benchmarks (|skewness| < 0.5 symmetric, 0.5–1 moderate, 1 or more high).",
  },
  DESCRIPTIVE_SEVERE: {
    ko: '{name}: 왜도나 첨도의 절댓값이 기준(왜도 2, 첨도 7; West 등, 1995)을 넘어 정규성을 가정하는 분석에 주의해야 한다.',
    en: '{name}: skewness or kurtosis exceeds the usual limits (2 and 7; West et al., 1995), so take care with analyses that assume normality.',
  },
  DESCRIPTIVE_IMPUTED: {
    ko: '{name}: 결측값 {k}개를 대체값(평균 또는 중앙값)으로 채워 분석하였다.',
    en: '{name}: {k} missing values were filled in (mean or median) before the analysis.',
  },
  LABEL_SKEWNESS: { ko: '왜도', en: 'skewness' },
  LABEL_KURTOSIS: { ko: '첨도', en: 'kurtosis' },
  DESCRIPTIVE_MISSING: {
    ko: '{name}: 결측값 {k}개는 제외하였다.',
    en: '{name}: {k} missing values were left out.',
  },
  DESCRIPTIVE_OUTLIERS: {
    ko: '{name}: 상자도표 기준 이상값이 {k}개(극단값 {extreme}개) 있다.',
    en: '{name}: the box plot shows {k} outliers ({extreme} extreme).',
  },
  DESCRIPTIVE_SMALL_N: {
    ko: '{name}: 유효 사례가 {n}개로 적어 정규성 검정의 검정력이 낮다.',
    en: '{name}: only {n} valid cases, so normality tests have little power.',
  },

  // frequencies
  FREQUENCIES_MAJORITY: {
    ko: '{name}의 유효 사례 {valid}개({categories}개 범주) 중 가장 많은 범주는 {top|으로} 과반을 차지하였다.',
    en: 'Of the {valid} valid cases of {name} ({categories} categories), the most frequent category was {top}, a majority of the valid cases.',
  },
  FREQUENCIES_NO_MAJORITY: {
    ko: '{name}의 유효 사례 {valid}개({categories}개 범주) 중 가장 많은 범주는 {top|이었다}. 과반을 차지한 범주는 없었다.',
    en: 'Of the {valid} valid cases of {name} ({categories} categories), the most frequent category was {top}; no category held a majority.',
  },
  FREQUENCIES_TIE: {
    ko: '{name}: 최빈 범주가 여러 개({tops})이다.',
    en: '{name}: several categories are equally most frequent ({tops}).',
  },
  FREQUENCIES_ROWS: {
    ko: '{name}의 빈도(유효 비율): {rows}.',
    en: 'Frequencies of {name} (valid percent): {rows}.',
  },
  FREQUENCIES_STATISTICS: { ko: '{name}: {stats}.', en: '{name}: {stats}.' },
  FREQUENCIES_MISSING: {
    ko: '{name}: 전체 {total}개 사례 중 {missing}개({percent})가 결측이어서 비율은 유효 사례 기준으로 해석해야 한다.',
    en: '{name}: {missing} of {total} cases ({percent}) are missing; read the valid percentages.',
  },
  FREQUENCIES_SPARSE: {
    ko: '{name}: 빈도가 5 미만인 범주가 {count}개 있어 범주를 합치는 것을 고려할 수 있다.',
    en: '{name}: {count} categories have fewer than 5 cases; consider merging them.',
  },
  FREQUENCIES_RECODED: {
    ko: '{name}의 값은 지정한 범주로 재분류한 뒤 집계하였다.',
    en: 'The values of {name} were recoded into the given categories before counting.',
  },
  FREQUENCIES_EMPTY: {
    ko: '{name}에는 유효한 값이 없다.',
    en: '{name} has no valid values.',
  },

  // multiple-responses
  MULTIPLE_SUMMARY: {
    ko: '다중응답 세트 {name}에서 유효 사례 {valid}개가 모두 {responses}개의 응답을 하여 사례당 평균 {perCase}개를 선택하였다.',
    en: 'In the multiple-response set {name}, {valid} valid cases gave {responses} responses, {perCase} per case on average.',
  },
  MULTIPLE_TOP_MAJORITY: {
    ko: '가장 많이 선택된 응답은 {top}(사례의 {percent})로 응답자의 과반이 선택하였다.',
    en: 'The most chosen response was {top} ({percent} of cases), chosen by a majority of respondents.',
  },
  MULTIPLE_TOP_NO_MAJORITY: {
    ko: '가장 많이 선택된 응답은 {top}(사례의 {percent})였다. 응답자의 과반이 선택한 응답은 없었다.',
    en: 'The most chosen response was {top} ({percent} of cases); no response was chosen by a majority.',
  },
  MULTIPLE_ROWS: {
    ko: '{name}의 응답 수(응답 비율, 사례 비율): {rows}.',
    en: 'Responses in {name} (percent of responses, percent of cases): {rows}.',
  },
  MULTIPLE_MISSING: {
    ko: '{name}: 응답이 하나도 없는 사례 {missing}개({percent})는 결측으로 제외하였다.',
    en: '{name}: {missing} cases ({percent}) with no response were left out as missing.',
  },
  MULTIPLE_NOTE: {
    ko: '한 사례가 여러 응답을 할 수 있으므로 사례 비율의 합은 100%를 넘을 수 있다.',
    en: 'A case may give several responses, so percentages of cases can add up to more than 100%.',
  },
  MULTIPLE_EMPTY: {
    ko: '다중응답 세트 {name}에는 유효한 사례가 없다.',
    en: 'The multiple-response set {name} has no valid cases.',
  },

  // moderation
  MODERATION_SUMMARY: {
    ko: '조절효과 분석(PROCESS 모형 {model})으로 {moderators|이} {x|과} {y}의 관계를 조절하는지 검정한 결과, 상호작용({term})은 {decision}({apa}).',
    en: 'A moderation analysis (PROCESS model {model}) tested whether {moderators} moderated the relation of {x} with {y}; the interaction ({term}) {decision}, {apa}.',
  },
  MODERATION_EFFECT: {
    ko: '상호작용이 추가로 설명하는 분산의 효과 크기는 Cohen(1988)의 기준으로 {size} 효과였다(f² = {f2}).',
    en: "The variance the interaction adds was a {size} effect by Cohen's (1988) benchmarks (f² = {f2}).",
  },
  MODERATION_DIRECTION_POSITIVE: {
    ko: '상호작용 계수가 양수(b = {b})이므로, {w|이} 높을수록 {x|이} {y}에 미치는 효과가 양의 방향으로 커졌다.',
    en: 'The interaction coefficient was positive (b = {b}): the higher {w}, the more positive the effect of {x} on {y}.',
  },
  MODERATION_DIRECTION_NEGATIVE: {
    ko: '상호작용 계수가 음수(b = {b})이므로, {w|이} 높을수록 {x|이} {y}에 미치는 효과가 음의 방향으로 커졌다.',
    en: 'The interaction coefficient was negative (b = {b}): the higher {w}, the more negative the effect of {x} on {y}.',
  },
  MODERATION_JOHNSON_NEYMAN_REGION: {
    ko: '{regions}인 범위에서 {x}의 조건부 효과가 유의하였다(유의수준 {level}).',
    en: 'the conditional effect of {x} was significant where {regions} (at the {level} level).',
  },
  MODERATION_JOHNSON_NEYMAN_NOWHERE: {
    ko: '관측 범위 어디에서도 {x}의 조건부 효과는 유의하지 않았다(유의수준 {level}).',
    en: 'the conditional effect of {x} was not significant anywhere in the observed range (at the {level} level).',
  },
  REGION_OR: { ko: ' 또는 ', en: ' or ' },
  MODERATION_MODEL: {
    ko: '전체 모형: {apa}, R² = {r2} (n = {n}).',
    en: 'Whole model: {apa}, R² = {r2} (n = {n}).',
  },
  MODERATION_COEFFICIENT: { ko: '{term}: {apa}.', en: '{term}: {apa}.' },
  MODERATION_CONDITIONAL: {
    ko: '{w}에서 {x}의 조건부 효과: {apa}.',
    en: 'Conditional effect of {x} at {w}: {apa}.',
  },
  MODERATION_JOHNSON_NEYMAN: {
    ko: 'Johnson-Neyman 기법으로 찾은 유의성 전환점: {points}. {region}',
    en: 'Johnson-Neyman points where significance changes: {points}; {region}',
  },
  MODERATION_JOHNSON_NEYMAN_NONE: {
    ko: 'Johnson-Neyman 기법으로 찾은 유의성 전환점이 관측 범위 안에 없다.',
    en: 'The Johnson-Neyman technique found no point within the observed range where significance changes.',
  },
  MODERATION_CENTERED: {
    ko: '곱셈항을 만들기 전에 {variables|을} 평균 중심화하였다.',
    en: '{variables} were mean-centred before the products were formed.',
  },
  MODERATION_ASSUMPTIONS: {
    ko: '조절효과 분석은 회귀분석의 가정(선형성, 잔차의 독립성·정규성·등분산성)을 따른다. 조절변수가 연속형이면 평균 중심화로 주효과 해석을 쉽게 할 수 있다.',
    en: 'Moderation analysis shares the assumptions of regression (linearity; independent, normal, homoscedastic residuals); centring a continuous moderator eases reading the lower-order effects.',
  },

  // mediation
  MEDIATION_SUMMARY: {
    ko: '매개효과 분석(PROCESS 모형 4)으로 {x|이} {m|을} 거쳐 {y}에 미치는 간접효과를 검정한 결과, 간접효과는 {decision}({apa}).',
    en: 'A mediation analysis (PROCESS model 4) tested the indirect effect of {x} on {y} through {m}; the indirect effect {decision}, {apa}.',
  },
  MEDIATION_CI_EXCLUDES_ZERO: {
    ko: '{conf} 부트스트랩 신뢰구간이 0을 포함하지 않아 통계적으로 유의하였다',
    en: 'was statistically significant, its {conf} bootstrap CI excluding zero',
  },
  MEDIATION_CI_INCLUDES_ZERO: {
    ko: '{conf} 부트스트랩 신뢰구간이 0을 포함하여 통계적으로 유의하지 않았다',
    en: 'was not statistically significant, its {conf} bootstrap CI including zero',
  },
  MEDIATION_FULL: {
    ko: '직접효과는 유의하지 않아({apa}) 완전 매개로 해석할 수 있다.',
    en: 'The direct effect was not significant ({apa}), which indicates full mediation.',
  },
  MEDIATION_PARTIAL: {
    ko: '직접효과도 유의하여({apa}) 부분 매개로 해석할 수 있다.',
    en: 'The direct effect was also significant ({apa}), which indicates partial mediation.',
  },
  MEDIATION_NONE: {
    ko: '간접효과가 유의하지 않아 매개효과는 확인되지 않았다(직접효과: {apa}).',
    en: 'With no significant indirect effect, no mediation was found (direct effect: {apa}).',
  },
  MEDIATION_TOTAL: {
    ko: '총효과(c): {apa}.',
    en: 'Total effect (c): {apa}.',
  },
  MEDIATION_DIRECT: {
    ko: '직접효과(c′): {apa}.',
    en: 'Direct effect (c′): {apa}.',
  },
  MEDIATION_INDIRECT: {
    ko: '{m|을} 거친 간접효과: {apa}.',
    en: 'Indirect effect through {m}: {apa}.',
  },
  MEDIATION_STANDARDIZED: {
    ko: '완전 표준화 간접효과: {value}.',
    en: 'Completely standardized indirect effect: {value}.',
  },
  MEDIATION_SOBEL: {
    ko: '{m}에 대한 Sobel 검정: {apa}.',
    en: 'Sobel test for {m}: {apa}.',
  },
  MEDIATION_BOOTSTRAP: {
    ko: '간접효과는 {samples}회 부트스트랩({method})의 신뢰구간으로 판단하였다.',
    en: 'Indirect effects are judged by {method} bootstrap intervals from {samples} resamples.',
  },
  MEDIATION_PERCENTILE: { ko: '백분위수 방법', en: 'percentile' },
  MEDIATION_BIAS_CORRECTED: { ko: '편향 수정 방법', en: 'bias-corrected' },
  MEDIATION_ASSUMPTIONS: {
    ko: '매개효과 분석은 회귀분석의 가정과 함께, 변수 간 인과적 순서(X → M → Y)가 이론적으로 타당하고 누락된 교란 변수가 없다고 가정한다. 횡단 자료에서는 인과적 해석에 주의해야 한다.',
    en: 'Mediation analysis assumes the regression assumptions plus a theoretically sound causal order (X → M → Y) and no omitted confounders; be careful with causal claims from cross-sectional data.',
  },
  PROCESS_SERIAL_SUMMARY: {
    ko: '직렬 매개모형(PROCESS 모형 6)으로 {x|이} {path|을} 거쳐 {y}에 미치는 간접효과를 검정한 결과, 이 간접효과는 {decision}({apa}).',
    en: 'A serial mediation model (PROCESS model 6) tested the indirect effect of {x} on {y} through {path}; it {decision}, {apa}.',
  },
  PROCESS_SERIAL_TOTAL: {
    ko: '모든 경로를 합한 총간접효과는 {decision}({apa}).',
    en: 'The total indirect effect over every path {decision}, {apa}.',
  },
  PROCESS_SERIAL_STANDARDIZED: {
    ko: '완전 표준화 총간접효과: {apa}.',
    en: 'Completely standardized total indirect effect: {apa}.',
  },
  PROCESS_CONDITIONAL_SUMMARY: {
    ko: '조절된 매개모형(PROCESS 모형 {model})에서 {w|이} {value}일 때 {x|이} {m|을} 거쳐 {y}에 미치는 조건부 간접효과는 {decision}({apa}).',
    en: 'In a moderated mediation model (PROCESS model {model}), the indirect effect of {x} on {y} through {m} at {w} = {value} {decision}, {apa}.',
  },
  PROCESS_INDEX: {
    ko: '{m|을} 거치는 간접효과의 조절된 매개지수는 {decision}({apa}).',
    en: 'The index of moderated mediation through {m} {decision}, {apa}.',
  },
  PROCESS_MODERATED: {
    ko: '따라서 {m|을} 거치는 간접효과의 크기는 {w}에 따라 달라진다(조절된 매개).',
    en: 'So the indirect effect through {m} depends on {w} (moderated mediation).',
  },
  PROCESS_NOT_MODERATED: {
    ko: '따라서 {m|을} 거치는 간접효과가 {w}에 따라 달라진다는 증거는 없다.',
    en: 'So there is no evidence that the indirect effect through {m} depends on {w}.',
  },
  PROCESS_NO_INDEX: {
    ko: '모형 58의 간접효과는 {w}의 1차식이 아니어서 조절된 매개지수가 없으므로, {w}의 값별 조건부 간접효과와 그 신뢰구간으로 판단한다.',
    en: 'In model 58 the indirect effect is not linear in {w}, so there is no index of moderated mediation; judge by the conditional indirect effects at each value of {w} and their intervals.',
  },
  PROCESS_CONDITIONAL_DIRECT: {
    ko: '{w|이} {value}일 때 직접효과: {apa}.',
    en: 'Direct effect at {w} = {value}: {apa}.',
  },
  PROCESS_ASSUMPTIONS: {
    ko: '조건부 과정 모형은 회귀분석의 가정과 함께 변수 간 인과적 순서가 이론적으로 타당하고 누락된 교란 변수가 없다고 가정한다. 조절변수의 값은 16, 50, 84 백분위수(두 값만 있는 조절변수는 그 두 값)이다.',
    en: 'Conditional process models assume the regression assumptions plus a theoretically sound causal order and no omitted confounders. The moderator is probed at its 16th, 50th and 84th percentiles (a two-valued moderator at its two values).',
  },
  SMALL_MODEL_SAMPLE: {
    ko: '사례 수가 {n}개로 적어 추정이 불안정하고 검정력이 낮다.',
    en: 'With only {n} cases the estimates are unstable and power is low.',
  },

  // Repeated-measures and mixed ANOVA.
  REPEATED_SUMMARY: {
    ko: '개체내 요인 {within}에 대한 반복측정 분산분석을 측정값 {count}개({measures})로 실시하였다(N = {n}).',
    en: 'A repeated-measures ANOVA tested the within-subject factor {within} on {count} measures ({measures}), N = {n}.',
  },
  REPEATED_SUMMARY_MIXED: {
    ko: '개체내 요인 {within}, 개체간 요인 {between}의 혼합 설계 분산분석을 측정값 {count}개({measures})로 실시하였다(N = {n}).',
    en: 'A mixed-design ANOVA tested the within-subject factor {within} and the between-subjects factor {between} on {count} measures ({measures}), N = {n}.',
  },
  REPEATED_LEVELS: { ko: '{name}({levels}수준)', en: '{name} ({levels} levels)' },
  REPEATED_WITHIN_TERM: {
    ko: '{term}의 {kind}는 {decision}({apa}; {test}). 이는 {size} 효과이다.',
    en: 'The {kind} of {term} {decision}, {apa} ({test}); this is a {size} effect.',
  },
  REPEATED_BETWEEN_TERM: {
    ko: '개체간 {term}의 {kind}는 {decision}({apa}). 이는 {size} 효과이다.',
    en: 'The between-subjects {kind} of {term} {decision}, {apa}; this is a {size} effect.',
  },
  REPEATED_TEST_SPHERICITY: { ko: '구형성 가정', en: 'sphericity assumed' },
  REPEATED_TEST_GREENHOUSE_GEISSER: {
    ko: 'Greenhouse-Geisser 보정',
    en: 'Greenhouse-Geisser corrected',
  },
  REPEATED_TEST_HUYNH_FELDT: { ko: 'Huynh-Feldt 보정', en: 'Huynh-Feldt corrected' },
  REPEATED_PAIRWISE_SIGNIFICANT: {
    ko: '{adjust} 수정을 적용한 대응별 비교에서 {factor}의 수준 {pairs} 사이의 차이가 유의하였다.',
    en: '{adjust}-adjusted pairwise comparisons of {factor} found significant differences between levels {pairs}.',
  },
  REPEATED_PAIRWISE_NONE: {
    ko: '{adjust} 수정을 적용한 대응별 비교에서는 {factor}의 수준 사이에 유의한 차이가 나타나지 않았다.',
    en: '{adjust}-adjusted pairwise comparisons of {factor} found no significant difference between levels.',
  },
  REPEATED_ADJUST_LSD: { ko: 'LSD(수정 없음)', en: 'LSD (unadjusted)' },
  REPEATED_MEANS: { ko: '측정값별 평균: {means}.', en: 'Means by measure: {means}.' },
  REPEATED_WITHIN_REPORT: {
    ko: '{term}: 구형성 가정 {sphericity}; Greenhouse-Geisser {gg}; Huynh-Feldt {hf}; 하한 {lb}; 다변량 검정 Pillai의 트레이스 {pillai}.',
    en: "{term}: sphericity assumed {sphericity}; Greenhouse-Geisser {gg}; Huynh-Feldt {hf}; lower bound {lb}; multivariate Pillai's trace {pillai}.",
  },
  REPEATED_SPHERICITY_MET: {
    ko: '{term}: Mauchly의 구형성 검정 결과 {mauchly|로} 구형성 가정이 기각되지 않아 구형성 가정 검정으로 판단하였다.',
    en: "{term}: Mauchly's test, {mauchly}, did not reject sphericity, so the decision rests on the sphericity-assumed test.",
  },
  REPEATED_SPHERICITY_VIOLATED: {
    ko: '{term}: Mauchly의 구형성 검정 결과 {mauchly|로} 구형성 가정이 기각되어 {correction} 결과로 판단하였다(Greenhouse-Geisser ε = {gg}, Huynh-Feldt ε = {hf}).',
    en: "{term}: Mauchly's test, {mauchly}, rejected sphericity, so the decision rests on the {correction} test (Greenhouse-Geisser ε = {gg}, Huynh-Feldt ε = {hf}).",
  },
  REPEATED_SPHERICITY_UNTESTED: {
    ko: '{term}: Mauchly의 구형성 검정을 계산할 수 없어(사례 수가 측정값 수에 비해 적음) {correction} 결과로 판단하였다(Greenhouse-Geisser ε = {gg}).',
    en: "{term}: Mauchly's test could not be computed (too few cases for the measures), so the decision rests on the {correction} test (Greenhouse-Geisser ε = {gg}).",
  },
  REPEATED_SPHERICITY_ONE_DF: {
    ko: '{term}: 자유도가 1이어서 구형성은 늘 충족되며 검정이 필요 없다(ε = 1).',
    en: '{term}: with one degree of freedom sphericity always holds and needs no test (ε = 1).',
  },
  REPEATED_CORRECTION_RULE: {
    ko: '구형성이 기각되면 Greenhouse-Geisser ε 값이 .75 미만일 때 Greenhouse-Geisser 보정을, 그 밖에는 Huynh-Feldt 보정을 읽는 통상의 권고(Girden, 1992)를 따랐다. 다변량 검정(Pillai의 트레이스 등)은 구형성을 가정하지 않는다.',
    en: "When sphericity is rejected, the Greenhouse-Geisser correction is read if its ε is below .75 and the Huynh-Feldt correction otherwise, as commonly advised (Girden, 1992). The multivariate tests (Pillai's trace and the others) do not assume sphericity.",
  },
  REPEATED_ASSUMPTIONS: {
    ko: '반복측정 분산분석은 개체 간 독립성, 측정값의 (다변량) 정규성, 구형성을 가정하며, 개체간 요인이 있으면 집단 간 공분산 행렬의 동질성도 가정한다.',
    en: 'Repeated-measures ANOVA assumes independent subjects, (multivariate) normality of the measures and sphericity, and with between-subjects factors equal covariance matrices across groups.',
  },
  REPEATED_SMALL_CELLS: {
    ko: '가장 작은 개체간 집단(셀)의 사례 수가 {n}개로 적어 결과를 신중히 해석해야 한다.',
    en: 'The smallest between-subjects group (cell) has only {n} cases; interpret the result with care.',
  },

  // Analyses without a writer of their own yet.
  GENERIC_SUMMARY: {
    ko: '{analysis} 분석 결과에 대한 자세한 자동 해석은 아직 제공되지 않는다. 결과 표를 참고해 주세요.',
    en: 'A detailed automatic interpretation of the {analysis} result is not available yet; please read the result tables.',
  },
} as const satisfies Record<string, { ko: string; en: string }>;

export type PhraseKey = keyof typeof PHRASES;
