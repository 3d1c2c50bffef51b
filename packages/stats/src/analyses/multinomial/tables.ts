import type { ResultColumn, ResultRow, ResultTableModel } from '../../types';
import { int, label, num, pCol } from '../t-one/tables';
import type { MultinomialResult } from './types';

const chiColumns = (): ResultColumn[] => [
  num('chiSquare', '카이제곱', 'Chi-Square'),
  int('df', '자유도', 'df'),
  pCol('pValue', '유의확률', 'Sig.'),
];

/** SPSS NOMREG's output tables, in its order. */
export function multinomialTables(result: MultinomialResult): ResultTableModel[] {
  const tables: ResultTableModel[] = [];
  const cs = result.caseSummary;
  const summaryRows: ResultRow[] = [
    ...cs.dependent.map((c) => ({
      label: c.value,
      group: result.dependent,
      cells: { n: c.n, percent: c.percent },
    })),
    ...cs.factors.flatMap((f) =>
      f.categories.map((c) => ({
        label: c.value,
        group: f.variable,
        cells: { n: c.n, percent: c.percent },
      })),
    ),
    { label: '유효 (Valid)', cells: { n: cs.valid, percent: 100 } },
    { label: '결측 (Missing)', cells: { n: cs.missing, percent: null } },
    { label: '전체 (Total)', cells: { n: cs.total, percent: null } },
    {
      label: '하위모집단 (Subpopulation)',
      cells: { n: cs.subpopulations, percent: null },
      footnoteRefs: [0],
    },
  ];
  const single = cs.singleValueSubpopulations;
  const singlePercent =
    cs.subpopulations > 0 ? ((100 * single) / cs.subpopulations).toFixed(1) : '0';
  tables.push({
    id: 'case-processing-summary',
    title: label('케이스 처리 요약', 'Case Processing Summary'),
    columns: [int('n', 'N', 'N'), num('percent', '주변 퍼센트', 'Marginal Percentage', 1)],
    rows: summaryRows,
    footnotes: [
      label(
        `종속변수는 ${single}개(${singlePercent}%) 하위모집단에서 값이 하나만 관측되었습니다.`,
        `The dependent variable has only one value observed in ${single} (${singlePercent}%) subpopulations.`,
      ),
    ],
  });

  const mf = result.modelFitting;
  tables.push({
    id: 'model-fitting-information',
    title: label('모형 적합 정보', 'Model Fitting Information'),
    columnGroups: [
      { label: label('모형 적합 기준', 'Model Fitting Criteria'), span: 1 },
      { label: label('우도비 검정', 'Likelihood Ratio Tests'), span: 3 },
    ],
    columns: [num('minus2LogLikelihood', '-2 로그 우도', '-2 Log Likelihood'), ...chiColumns()],
    rows: [
      {
        label: '절편 모형 (Intercept Only)',
        cells: { minus2LogLikelihood: mf.interceptOnly, chiSquare: null, df: null, pValue: null },
      },
      {
        label: '최종 (Final)',
        cells: {
          minus2LogLikelihood: mf.final,
          chiSquare: mf.chiSquare,
          df: mf.df,
          pValue: mf.pValue,
        },
      },
    ],
  });

  const gof = result.goodnessOfFit;
  tables.push({
    id: 'goodness-of-fit',
    title: label('적합도', 'Goodness-of-Fit'),
    columns: chiColumns(),
    rows: [
      { label: 'Pearson', cells: { ...gof.pearson } },
      { label: '편차 (Deviance)', cells: { ...gof.deviance } },
    ],
    footnotes:
      gof.zeroCells > 0
        ? [
            label(
              `빈도가 0인 셀이 ${gof.zeroCells}개(전체 ${gof.cells}개 중) 있어 카이제곱 근사가 부정확할 수 있습니다.`,
              `${gof.zeroCells} of ${gof.cells} cells have zero frequencies; the chi-square approximation may be poor.`,
            ),
          ]
        : [],
  });

  const r2 = result.pseudoRSquare;
  tables.push({
    id: 'pseudo-r-square',
    title: label('유사 R 제곱', 'Pseudo R-Square'),
    columns: [num('value', '값', 'Value')],
    rows: [
      { label: 'Cox 및 Snell (Cox and Snell)', cells: { value: r2.coxSnell } },
      { label: 'Nagelkerke', cells: { value: r2.nagelkerke } },
      { label: 'McFadden', cells: { value: r2.mcFadden } },
    ],
  });

  tables.push({
    id: 'likelihood-ratio-tests',
    title: label('우도비 검정', 'Likelihood Ratio Tests'),
    columnGroups: [
      { label: label('모형 적합 기준', 'Model Fitting Criteria'), span: 1 },
      { label: label('우도비 검정', 'Likelihood Ratio Tests'), span: 3 },
    ],
    columns: [
      num('minus2LogLikelihood', '축소모형의 -2 로그 우도', '-2 Log Likelihood of Reduced Model'),
      ...chiColumns(),
    ],
    rows: result.likelihoodRatioTests.map((t) => ({
      label: t.effect,
      cells: {
        minus2LogLikelihood: t.minus2LogLikelihood,
        chiSquare: t.chiSquare,
        df: t.df,
        pValue: t.pValue,
      },
      ...(t.equivalent ? { footnoteRefs: [1] } : {}),
    })),
    footnotes: [
      label(
        '카이제곱 통계량은 최종 모형과 축소모형의 -2 로그 우도 차이입니다. 축소모형은 최종 모형에서 한 효과를 뺀 모형이며, 귀무가설은 그 효과의 모수가 모두 0이라는 것입니다.',
        'The chi-square statistic is the difference in -2 log-likelihoods between the final model and a reduced model. The reduced model is formed by omitting an effect from the final model. The null hypothesis is that all parameters of that effect are 0.',
      ),
      label(
        '이 효과를 빼도 자유도가 늘지 않으므로 축소모형은 최종 모형과 같습니다.',
        'This reduced model is equivalent to the final model because omitting the effect does not increase the degrees of freedom.',
      ),
    ],
  });

  const level = result.confidence;
  tables.push({
    id: 'parameter-estimates',
    title: label('모수 추정값', 'Parameter Estimates'),
    columnGroups: [
      { label: label('', ''), span: 6 },
      {
        label: label(`Exp(B)의 ${level}% 신뢰구간`, `${level}% Confidence Interval for Exp(B)`),
        span: 2,
      },
    ],
    columns: [
      num('b', 'B', 'B'),
      num('se', '표준오차', 'Std. Error'),
      num('wald', 'Wald', 'Wald'),
      int('df', '자유도', 'df'),
      pCol('pValue', '유의확률', 'Sig.'),
      num('expB', 'Exp(B)', 'Exp(B)'),
      num('lowerExpB', '하한', 'Lower Bound'),
      num('upperExpB', '상한', 'Upper Bound'),
    ],
    rows: result.parameters.flatMap((category) =>
      category.rows.map((r) => ({
        label: r.term,
        group: `${result.dependent} = ${category.category}`,
        cells: {
          b: r.b,
          se: r.se,
          wald: r.wald,
          df: r.df,
          pValue: r.pValue,
          expB: r.expB,
          lowerExpB: r.lowerExpB,
          upperExpB: r.upperExpB,
        },
        ...(r.redundant ? { footnoteRefs: [1] } : {}),
      })),
    ),
    footnotes: [
      label(
        `참조범주는 ${result.referenceCategory}입니다.`,
        `The reference category is: ${result.referenceCategory}.`,
      ),
      label(
        '이 모수는 중복되므로 0으로 설정됩니다.',
        'This parameter is set to zero because it is redundant.',
      ),
    ],
  });

  const cl = result.classification;
  const cats = result.categories;
  tables.push({
    id: 'classification',
    title: label('분류', 'Classification'),
    columnGroups: [
      { label: label('예측', 'Predicted'), span: cats.length },
      { label: label('', ''), span: 1 },
    ],
    columns: [
      ...cats.map((c, k) => int(`predicted${k}`, c, c)),
      num('percentCorrect', '정확도 %', 'Percent Correct', 1),
    ],
    rows: [
      ...cats.map((c, k) => ({
        label: c,
        group: '관측 (Observed)',
        cells: {
          ...Object.fromEntries(cl.counts[k]!.map((v, j) => [`predicted${j}`, v])),
          percentCorrect: cl.percentCorrect[k] ?? null,
        },
      })),
      {
        label: '전체 퍼센트 (Overall Percentage)',
        group: '관측 (Observed)',
        // As SPSS prints the row: the share of the cases predicted in each category under its
        // count column (a percentage in a count column, so written with its sign), then the
        // overall percent correct.
        cells: {
          ...Object.fromEntries(
            cats.map((_, j) => [`predicted${j}`, `${cl.predictedPercent[j]!.toFixed(1)}%`]),
          ),
          percentCorrect: cl.overallPercent,
        },
      },
    ],
  });
  return tables;
}
