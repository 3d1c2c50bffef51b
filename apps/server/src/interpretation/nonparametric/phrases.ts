/**
 * Phrases of the nonparametric tests' interpretation (joined into the catalogue of
 * `../phrases.ts`), Korean first in the academic register, English as the alternative.
 */
export const NONPARAMETRIC_PHRASES = {
  NP_EFFECT_R: {
    ko: '효과크기 r = {r|는} Cohen(1988)의 기준으로 {size} 효과였다.',
    en: "The effect size r = {r} was a {size} effect by Cohen's (1988) benchmarks.",
  },
  NP_EXACT_USED: {
    ko: '{name}: 표본이 작아(N = {n}) 동순위를 보정하지 않은 정확한 유의확률로 판단하였다(SPSS와 같다).',
    en: '{name}: with a small sample (N = {n}) the decision rests on the exact significance, not corrected for ties (as SPSS reports it).',
  },

  // nonparametric/mann-whitney
  NP_MW_SUMMARY: {
    ko: 'Mann-Whitney U 검정으로 {grouping}의 두 집단({group1}, {group2}) 간 {name}의 순위를 비교한 결과, 차이는 {decision}({apa}).',
    en: 'A Mann-Whitney U test compared the ranks of {name} between the groups {group1} and {group2} of {grouping}; the difference {decision}, {apa}.',
  },
  NP_MW_HIGHER: {
    ko: '{group1} 집단(평균 순위 {rank1})의 {name} 순위가 {group2} 집단(평균 순위 {rank2})보다 유의하게 높았다({apa}).',
    en: 'The {group1} group (mean rank {rank1}) ranked significantly higher on {name} than the {group2} group (mean rank {rank2}), {apa}.',
  },
  NP_MW_LOWER: {
    ko: '{group1} 집단(평균 순위 {rank1})의 {name} 순위가 {group2} 집단(평균 순위 {rank2})보다 유의하게 낮았다({apa}).',
    en: 'The {group1} group (mean rank {rank1}) ranked significantly lower on {name} than the {group2} group (mean rank {rank2}), {apa}.',
  },
  NP_MW_NO_DIFFERENCE: {
    ko: '{group1} 집단(평균 순위 {rank1})과 {group2} 집단(평균 순위 {rank2})의 {name} 순위는 유의한 차이가 없었다({apa}).',
    en: 'The {group1} group (mean rank {rank1}) and the {group2} group (mean rank {rank2}) did not differ significantly on {name}, {apa}.',
  },
  NP_MW_ASSUMPTIONS: {
    ko: 'Mann-Whitney U 검정은 정규성을 가정하지 않지만 두 집단의 관측값이 서로 독립이고 변수가 적어도 서열척도라고 가정한다. 두 분포의 모양이 비슷할 때에만 차이를 중앙값의 차이로 해석할 수 있다.',
    en: 'The Mann-Whitney U test does not assume normality, but it assumes independent observations in the two groups and an at least ordinal variable; only when the two distributions have a similar shape can a difference be read as a difference in medians.',
  },

  // nonparametric/wilcoxon and nonparametric/sign
  NP_WILCOXON_SUMMARY: {
    ko: 'Wilcoxon 부호순위 검정으로 {first|과} {second}의 차이를 검정한 결과, 차이는 {decision}({apa}).',
    en: 'A Wilcoxon signed-rank test compared {first} with {second}; the difference {decision}, {apa}.',
  },
  NP_WILCOXON_DETAIL: {
    ko: '{second|이} {first}보다 큰 사례가 {positive}개(평균 순위 {positiveRank}), 작은 사례가 {negative}개(평균 순위 {negativeRank}), 같은 사례가 {ties}개였다({apa}).',
    en: '{second} was higher than {first} in {positive} cases (mean rank {positiveRank}), lower in {negative} (mean rank {negativeRank}) and equal in {ties}, {apa}.',
  },
  NP_WILCOXON_ASSUMPTIONS: {
    ko: 'Wilcoxon 부호순위 검정은 차이 점수의 정규성을 가정하지 않지만, 짝지은 관측이 서로 독립이고 차이의 분포가 대칭이라고 가정한다. 차이가 0인 사례는 순위에서 제외하였다(SPSS와 같다).',
    en: 'The Wilcoxon signed-rank test does not assume normal differences, but it assumes independent pairs and a symmetric distribution of the differences. Pairs with a zero difference were left out of the ranking (as SPSS does).',
  },
  NP_SIGN_SUMMARY: {
    ko: '부호 검정으로 {first|과} {second}의 차이를 검정한 결과, 차이는 {decision}({apa}).',
    en: 'A sign test compared {first} with {second}; the difference {decision}, {apa}.',
  },
  NP_SIGN_DETAIL: {
    ko: '{second|이} {first}보다 큰 사례가 {positive}개, 작은 사례가 {negative}개, 같은 사례가 {ties}개였다({apa}).',
    en: '{second} was higher than {first} in {positive} cases, lower in {negative} and equal in {ties}, {apa}.',
  },
  NP_SIGN_EXACT: {
    ko: '{name}: 0이 아닌 차이가 {n}개(25개 이하)라 이항분포로 계산한 정확한 유의확률을 사용하였다.',
    en: '{name}: with {n} non-zero differences (25 or fewer) the exact binomial significance was used.',
  },
  NP_SIGN_ASSUMPTIONS: {
    ko: '부호 검정은 차이의 방향(부호)만 사용하므로 분포에 대한 가정이 가장 적지만 그만큼 검정력이 낮다. 짝지은 관측은 서로 독립이어야 하며, 차이가 0인 사례는 제외하였다.',
    en: 'The sign test uses only the direction of each difference, so it assumes the least about the distribution but has less power. Pairs must be independent; pairs with a zero difference were left out.',
  },

  // nonparametric/kruskal-wallis
  NP_KW_SUMMARY: {
    ko: 'Kruskal-Wallis 검정으로 {grouping}의 {k}개 집단 간 {name}의 순위를 비교한 결과, 차이는 {decision}({apa}).',
    en: 'A Kruskal-Wallis test compared the ranks of {name} across the {k} groups of {grouping}; the difference {decision}, {apa}.',
  },
  NP_EFFECT_EPSILON: {
    ko: '효과크기 ε² = {value|는} η²의 기준(Cohen, 1988)으로 {size} 효과였다.',
    en: 'The effect size ε² = {value} was a {size} effect by the benchmarks of η² (Cohen, 1988).',
  },
  NP_MEAN_RANKS: {
    ko: '{name}의 평균 순위: {ranks}.',
    en: 'Mean ranks of {name}: {ranks}.',
  },
  NP_DUNN_SIGNIFICANT: {
    ko: 'Dunn의 사후 비교(Bonferroni 수정) 결과 {pairs}의 차이가 유의하였다.',
    en: "Dunn's pairwise comparisons (Bonferroni-adjusted) found significant differences between {pairs}.",
  },
  NP_DUNN_NONE: {
    ko: 'Dunn의 사후 비교(Bonferroni 수정)에서 유의한 차이를 보인 집단 쌍은 없었다.',
    en: "No pair of groups differed significantly in Dunn's pairwise comparisons (Bonferroni-adjusted).",
  },
  NP_KW_ASSUMPTIONS: {
    ko: 'Kruskal-Wallis 검정은 정규성과 등분산을 가정하지 않지만 관측값이 서로 독립이고 변수가 적어도 서열척도라고 가정한다.',
    en: 'The Kruskal-Wallis test does not assume normality or equal variances, but it assumes independent observations and an at least ordinal variable.',
  },

  // nonparametric/friedman
  NP_FRIEDMAN_SUMMARY: {
    ko: 'Friedman 검정으로 {k}개의 관련 조건({names}) 간 순위를 비교한 결과, 차이는 {decision}({apa}).',
    en: 'A Friedman test compared the ranks of {k} related conditions ({names}); the difference {decision}, {apa}.',
  },
  NP_EFFECT_KENDALL: {
    ko: 'Kendall의 W = {value|는} Cohen(1988)의 기준으로 {size} 효과였다.',
    en: "Kendall's W = {value} was a {size} effect by Cohen's (1988) benchmarks.",
  },
  NP_FRIEDMAN_ASSUMPTIONS: {
    ko: 'Friedman 검정은 정규성과 구형성을 가정하지 않으며 사례(피험자)가 서로 독립이라고 가정한다. 한 변수라도 결측인 사례는 제외하였다. Kendall의 W는 조건 간 순위의 일치도(0~1)이다.',
    en: "The Friedman test assumes neither normality nor sphericity, only independent cases (subjects). Cases missing in any variable were left out. Kendall's W is the agreement of the ranks across conditions (0 to 1).",
  },

  // nonparametric/chi-square
  NP_CHI_SUMMARY: {
    ko: '카이제곱 적합도 검정으로 {name}의 범주별 빈도가 {expected} 다른지 검정한 결과, 차이는 {decision}({apa}).',
    en: 'A chi-square goodness-of-fit test compared the category frequencies of {name} with {expected}; the difference {decision}, {apa}.',
  },
  NP_CHI_EQUAL: { ko: '모든 범주가 같은 기대빈도와', en: 'equal expected frequencies' },
  NP_CHI_GIVEN: { ko: '지정한 기대비율과', en: 'the expected proportions given' },
  NP_CHI_FURTHEST: {
    ko: '기대빈도와 가장 크게 어긋난 범주는 {category|이었다}(관측 {observed}, 기대 {expected}).',
    en: 'The category furthest from its expected count was {category} ({observed} observed, {expected} expected).',
  },
  NP_CHI_SMALL_EXPECTED: {
    ko: '{name}: 기대빈도가 5보다 작은 범주가 {count}개 있어 카이제곱 근사가 부정확할 수 있다.',
    en: '{name}: {count} categories have an expected count below 5, so the chi-square approximation may be poor.',
  },
  NP_CHI_ASSUMPTIONS: {
    ko: '카이제곱 적합도 검정은 관측이 서로 독립이고 각 범주의 기대빈도가 충분히 크다(보통 5 이상)고 가정한다.',
    en: 'The chi-square goodness-of-fit test assumes independent observations and large enough expected counts (usually 5 or more) in every category.',
  },

  // nonparametric/binomial
  NP_BINOMIAL_SUMMARY: {
    ko: '이항검정으로 {name}에서 {group1}의 비율({observed})이 검정 비율 {test|과} 다른지 검정한 결과, 차이는 {decision}({apa}).',
    en: 'A binomial test compared the proportion of {group1} in {name} ({observed}) with the test proportion {test}; the difference {decision}, {apa}.',
  },
  NP_BINOMIAL_ONE_TAILED: {
    ko: '{name}: 검정 비율이 .5가 아니어서 관측 비율 쪽의 단측 정확 유의확률을 사용하였다(SPSS와 같다).',
    en: '{name}: because the test proportion is not .5, the one-tailed exact significance toward the observed proportion was used (as SPSS does).',
  },
  NP_BINOMIAL_TWO_TAILED: {
    ko: '{name}: 검정 비율이 .5여서 양측 정확 유의확률을 사용하였다.',
    en: '{name}: the test proportion is .5, so the two-tailed exact significance was used.',
  },
  NP_BINOMIAL_ASSUMPTIONS: {
    ko: '이항검정은 각 사례가 서로 독립이고 두 범주 중 하나에 속한다고 가정하며, 유의확률을 이항분포로 정확하게 계산한다.',
    en: 'The binomial test assumes independent cases that each fall in one of two categories, and computes the significance exactly from the binomial distribution.',
  },
} as const satisfies Record<string, { ko: string; en: string }>;
