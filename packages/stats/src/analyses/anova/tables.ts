import type { LocalizedText, ResultRow, ResultTableModel } from '../../types';
import { fixed } from '../common/sentence-numbers';
import { dfCol, int, label, num, pCol } from '../t-one/tables';
import type { AnovaDependent, AnovaRequest, FactorialDependent, PostHocOption } from './types';

export const postHocNames: Record<PostHocOption, LocalizedText> = {
  lsd: label('LSD', 'LSD'),
  bonferroni: label('Bonferroni', 'Bonferroni'),
  sidak: label('Šidák', 'Sidak'),
  scheffe: label('Scheffé', 'Scheffe'),
  tukey: label('Tukey HSD', 'Tukey HSD'),
  duncan: label('Duncan', 'Duncan'),
  snk: label('S-N-K', 'Student-Newman-Keuls'),
  gamesHowell: label('Games-Howell', 'Games-Howell'),
  dunnettT3: label('Dunnett T3', 'Dunnett T3'),
  dunnett: label('Dunnett', 'Dunnett'),
};

const both = (t: LocalizedText) => `${t.ko} (${t.en})`;

/** SPSS ONEWAY's output tables for the options asked. */
export function anovaTables(
  dependents: AnovaDependent[],
  request: AnovaRequest,
): ResultTableModel[] {
  const level = request.selectedConfidence;
  const options = new Set(request.selectedAnovaOptions);
  const tables: ResultTableModel[] = [];
  if (options.has('descriptives')) {
    tables.push({
      id: 'descriptives',
      title: label('기술통계', 'Descriptives'),
      columnGroups: [
        { label: label('', ''), span: 5 },
        {
          label: label(`평균에 대한 ${level}% 신뢰구간`, `${level}% Confidence Interval for Mean`),
          span: 2,
        },
        { label: label('', ''), span: 2 },
      ],
      columns: [
        { key: 'group', label: label('', ''), format: 'text' },
        int('n', 'N', 'N'),
        num('mean', '평균', 'Mean'),
        num('std', '표준편차', 'Std. Deviation'),
        num('seMean', '표준오차', 'Std. Error'),
        num('lowerConf', '하한', 'Lower Bound'),
        num('upperConf', '상한', 'Upper Bound'),
        num('min', '최소값', 'Minimum'),
        num('max', '최대값', 'Maximum'),
      ],
      rows: dependents.flatMap((d) =>
        [...d.groups, d.total].map((g) => ({
          label: d.dependent,
          group: d.dependent,
          cells: { ...g },
        })),
      ),
    });
  }
  if (options.has('homogeneity')) {
    tables.push({
      id: 'homogeneity',
      title: label('분산의 동질성 검정', 'Tests of Homogeneity of Variances'),
      columns: [
        { key: 'basedOn', label: label('', ''), format: 'text' },
        num('statistic', 'Levene 통계량', 'Levene Statistic'),
        int('df1', '자유도1', 'df1'),
        int('df2', '자유도2', 'df2'),
        pCol('pValue', '유의확률', 'Sig.'),
      ],
      rows: dependents.flatMap((d) =>
        (d.homogeneity ?? []).map((t) => ({
          label: d.dependent,
          group: d.dependent,
          cells: {
            basedOn:
              t.basedOn === 'mean'
                ? '평균을 기준으로 (Based on Mean)'
                : '중위수를 기준으로 (Based on Median)',
            statistic: t.statistic,
            df1: t.df1,
            df2: t.df2,
            pValue: t.pValue,
          },
        })),
      ),
    });
  }
  tables.push({
    id: 'anova',
    title: label('분산분석', 'ANOVA'),
    columns: [
      { key: 'source', label: label('', ''), format: 'text' },
      num('ss', '제곱합', 'Sum of Squares'),
      int('df', '자유도', 'df'),
      num('ms', '평균제곱', 'Mean Square'),
      num('f', 'F', 'F'),
      pCol('pValue', '유의확률', 'Sig.'),
    ],
    rows: dependents.flatMap((d): ResultRow[] => [
      {
        label: d.dependent,
        group: d.dependent,
        cells: { source: '집단-간 (Between Groups)', ...d.anova.between },
      },
      {
        label: d.dependent,
        group: d.dependent,
        cells: { source: '집단-내 (Within Groups)', ...d.anova.within, f: null, pValue: null },
      },
      {
        label: d.dependent,
        group: d.dependent,
        cells: { source: '전체 (Total)', ...d.anova.total, ms: null, f: null, pValue: null },
      },
    ]),
  });
  if (options.has('welch') || options.has('brownForsythe')) {
    tables.push({
      id: 'robust-tests',
      title: label('평균의 동질성에 대한 강건 검정', 'Robust Tests of Equality of Means'),
      columns: [
        { key: 'test', label: label('', ''), format: 'text' },
        num('statistic', '통계량', 'Statistic'),
        int('df1', '자유도1', 'df1'),
        dfCol('df2', '자유도2', 'df2'),
        pCol('pValue', '유의확률', 'Sig.'),
      ],
      rows: dependents.flatMap((d) => [
        ...(d.welch
          ? [{ label: d.dependent, group: d.dependent, cells: { test: 'Welch', ...d.welch } }]
          : []),
        ...(d.brownForsythe
          ? [
              {
                label: d.dependent,
                group: d.dependent,
                cells: { test: 'Brown-Forsythe', ...d.brownForsythe },
              },
            ]
          : []),
      ]),
      footnotes: [label('점근적으로 F 분포를 따릅니다.', 'Asymptotically F distributed.')],
    });
  }
  if (options.has('effectSize')) {
    tables.push({
      id: 'effect-sizes',
      title: label('분산분석 효과크기', 'ANOVA Effect Sizes'),
      columns: [
        { key: 'measure', label: label('', ''), format: 'text' },
        num('pointEstimate', '점 추정값', 'Point Estimate'),
      ],
      rows: dependents.flatMap((d) => {
        const e = d.effectSizes;
        if (!e) return [];
        const rows: [string, number | null][] = [
          ['에타 제곱 (Eta-squared)', e.etaSquared],
          ['엡실론 제곱 (Epsilon-squared)', e.epsilonSquared],
          ['오메가 제곱 고정효과 (Omega-squared Fixed-effect)', e.omegaSquared],
        ];
        return rows.map(([measure, value]) => ({
          label: d.dependent,
          group: d.dependent,
          cells: { measure, pointEstimate: value },
        }));
      }),
    });
  }
  const withPostHoc = dependents.filter((d) => d.postHoc.length > 0);
  if (withPostHoc.length > 0) {
    tables.push({
      id: 'multiple-comparisons',
      title: label('다중비교', 'Multiple Comparisons'),
      columnGroups: [
        { label: label('', ''), span: 6 },
        { label: label(`${level}% 신뢰구간`, `${level}% Confidence Interval`), span: 2 },
      ],
      columns: [
        { key: 'groupI', label: label('(I) 집단', '(I) Group'), format: 'text' },
        { key: 'groupJ', label: label('(J) 집단', '(J) Group'), format: 'text' },
        num('meanDifference', '평균차이(I-J)', 'Mean Difference (I-J)'),
        num('standardError', '표준오차', 'Std. Error'),
        pCol('pValue', '유의확률', 'Sig.'),
        { key: 'test', label: label('검정', 'Test'), format: 'text' },
        num('lowerConf', '하한', 'Lower Bound'),
        num('upperConf', '상한', 'Upper Bound'),
      ],
      rows: withPostHoc.flatMap((d) =>
        d.postHoc.flatMap((p) =>
          p.comparisons.map((c) => ({
            label: d.dependent,
            group: `${d.dependent} — ${both(postHocNames[p.test])}`,
            cells: { ...c, test: postHocNames[p.test].en },
          })),
        ),
      ),
    });
  }
  for (const d of dependents) {
    for (const h of d.homogeneousSubsets) {
      const sizes = new Map(d.groups.map((g) => [g.group, g.n]));
      const subsetCols = h.subsets.map((_, s) =>
        num(`subset${s + 1}`, `부분집합 ${s + 1}`, `Subset ${s + 1}`),
      );
      const rows: ResultRow[] = h.groupOrder.map((group) => ({
        label: group,
        group: both(postHocNames[h.test]),
        cells: {
          n: sizes.get(group) ?? null,
          ...Object.fromEntries(
            h.subsets.map((s, i) => {
              const at = s.groups.indexOf(group);
              return [`subset${i + 1}`, at >= 0 ? s.means[at]! : null];
            }),
          ),
        },
      }));
      rows.push({
        label: '유의확률 (Sig.)',
        group: both(postHocNames[h.test]),
        cells: {
          n: null,
          ...Object.fromEntries(h.subsets.map((s, i) => [`subset${i + 1}`, s.pValue])),
        },
      });
      tables.push({
        id: `homogeneous-subsets-${h.test}`,
        title: label(`${d.dependent}: 동질적 부분집합`, `${d.dependent}: Homogeneous Subsets`),
        columnGroups: [
          { label: label('', ''), span: 1 },
          {
            label: label(
              `유의수준 = ${(100 - level) / 100}에 대한 부분집합`,
              `Subset for alpha = ${(100 - level) / 100}`,
            ),
            span: subsetCols.length,
          },
        ],
        columns: [int('n', 'N', 'N'), ...subsetCols],
        rows,
        footnotes: [
          label(
            `동질적 부분집합에 있는 집단의 평균이 표시됩니다. 조화평균 표본크기 ${fixed(h.harmonicMeanN, 3)}를 사용합니다.`,
            `Means for groups in homogeneous subsets are displayed. Uses Harmonic Mean Sample Size = ${fixed(h.harmonicMeanN, 3)}.`,
          ),
          label(
            '집단 크기가 같지 않으면 집단 크기의 조화평균을 사용하며, 제1종 오류 수준은 보장되지 않습니다.',
            'If the group sizes are unequal, the harmonic mean of the group sizes is used. Type I error levels are not guaranteed.',
          ),
        ],
      });
    }
  }
  return tables;
}

/** SPSS UNIANOVA's tables: Descriptive Statistics, Levene's test, Tests of Between-Subjects Effects. */
export function factorialTables(
  dependents: FactorialDependent[],
  request: AnovaRequest,
): ResultTableModel[] {
  const tables: ResultTableModel[] = [];
  const options = new Set(request.selectedAnovaOptions);
  for (const d of dependents) {
    if (options.has('descriptives')) {
      tables.push({
        id: `descriptive-statistics:${d.dependent}`,
        title: label(`기술통계량: ${d.dependent}`, `Descriptive Statistics: ${d.dependent}`),
        columns: [
          ...d.factors.map((f, k) => ({
            key: `f${k}`,
            label: label(f, f),
            format: 'text' as const,
          })),
          num('mean', '평균', 'Mean'),
          num('std', '표준편차', 'Std. Deviation'),
          int('n', 'N', 'N'),
        ],
        rows: d.descriptives.map((c) => ({
          label: d.dependent,
          cells: {
            ...Object.fromEntries(d.factors.map((f, k) => [`f${k}`, c.cell[f]!])),
            mean: c.mean,
            std: c.std,
            n: c.n,
          },
        })),
      });
    }
    if (d.levene) {
      tables.push({
        id: `levene:${d.dependent}`,
        title: label(
          `오차 분산의 동일성에 대한 Levene의 검정: ${d.dependent}`,
          `Levene's Test of Equality of Error Variances: ${d.dependent}`,
        ),
        columns: [
          num('statistic', 'Levene 통계량', 'Levene Statistic'),
          int('df1', '자유도1', 'df1'),
          int('df2', '자유도2', 'df2'),
          pCol('pValue', '유의확률', 'Sig.'),
        ],
        rows: [
          {
            label: '평균을 기준으로 (Based on Mean)',
            cells: {
              statistic: d.levene.statistic,
              df1: d.levene.df1,
              df2: d.levene.df2,
              pValue: d.levene.pValue,
            },
          },
        ],
      });
    }
    tables.push({
      id: `between-subjects-effects:${d.dependent}`,
      title: label(
        `개체-간 효과 검정: ${d.dependent}`,
        `Tests of Between-Subjects Effects: ${d.dependent}`,
      ),
      columns: [
        num('ss', '제III유형 제곱합', 'Type III Sum of Squares'),
        int('df', '자유도', 'df'),
        num('ms', '평균제곱', 'Mean Square'),
        num('f', 'F', 'F'),
        pCol('pValue', '유의확률', 'Sig.'),
        num('partialEtaSquared', '부분 에타 제곱', 'Partial Eta Squared'),
      ],
      rows: d.terms.map((t) => ({ label: t.source, cells: { ...t, source: t.source } })),
      footnotes: [
        label(
          `R 제곱 = ${fixed(d.rSquared, 3)} (수정된 R 제곱 = ${fixed(d.adjustedRSquared, 3)})`,
          `R Squared = ${fixed(d.rSquared, 3)} (Adjusted R Squared = ${fixed(d.adjustedRSquared, 3)})`,
        ),
      ],
    });
    if (d.slopes) {
      tables.push({
        id: `homogeneity-of-slopes:${d.dependent}`,
        title: label(
          `회귀 기울기의 동질성 검정: ${d.dependent}`,
          `Test of Homogeneity of Regression Slopes: ${d.dependent}`,
        ),
        columns: [
          num('ss', '제III유형 제곱합', 'Type III Sum of Squares'),
          int('df', '자유도', 'df'),
          num('ms', '평균제곱', 'Mean Square'),
          num('f', 'F', 'F'),
          pCol('pValue', '유의확률', 'Sig.'),
          num('partialEtaSquared', '부분 에타 제곱', 'Partial Eta Squared'),
        ],
        rows: d.slopes.map((t) => ({ label: t.source, cells: { ...t, source: t.source } })),
        footnotes: [
          label(
            '요인과 공변량의 상호작용이 유의하지 않으면 기울기가 같다는 공분산분석의 가정을 받아들일 수 있습니다.',
            'When no factor by covariate interaction is significant, ANCOVA’s assumption of equal slopes is tenable.',
          ),
        ],
      });
    }
    // SPSS's footnote under adjusted means: where the covariates are held.
    const evaluatedAt =
      d.covariateMeans.length > 0
        ? [
            label(
              `모형에 나타나는 공변량은 다음 값으로 계산되었습니다: ${d.covariateMeans.map((c) => `${c.covariate} = ${fixed(c.mean, 4)}`).join(', ')}.`,
              `Covariates appearing in the model are evaluated at the following values: ${d.covariateMeans.map((c) => `${c.covariate} = ${fixed(c.mean, 4)}`).join(', ')}.`,
            ),
          ]
        : [];
    for (const e of d.estimatedMarginalMeans) {
      tables.push({
        id: `estimates:${d.dependent}:${e.factor}`,
        title: label(
          `추정값: ${d.dependent}, ${e.factor}`,
          `Estimates: ${d.dependent}, ${e.factor}`,
        ),
        columns: [
          num('mean', '평균', 'Mean'),
          num('se', '표준오차', 'Std. Error'),
          num('lowerConf', '하한', 'Lower Bound'),
          num('upperConf', '상한', 'Upper Bound'),
        ],
        rows: e.means.map((m) => ({ label: m.level, cells: { ...m } })),
        ...(evaluatedAt.length > 0 ? { footnotes: evaluatedAt } : {}),
      });
      tables.push({
        id: `pairwise-comparisons:${d.dependent}:${e.factor}`,
        title: label(
          `대응별 비교: ${d.dependent}, ${e.factor}`,
          `Pairwise Comparisons: ${d.dependent}, ${e.factor}`,
        ),
        columns: [
          { key: 'groupI', label: label('(I)', '(I)'), format: 'text' },
          { key: 'groupJ', label: label('(J)', '(J)'), format: 'text' },
          num('meanDifference', '평균차이(I-J)', 'Mean Difference (I-J)'),
          num('standardError', '표준오차', 'Std. Error'),
          pCol('pValue', '유의확률', 'Sig.'),
          num('lowerConf', '하한', 'Lower Bound'),
          num('upperConf', '상한', 'Upper Bound'),
        ],
        rows: e.comparisons.map((c) => ({ label: c.groupI, cells: { ...c } })),
        footnotes: [
          label(
            `다중비교에 대한 수정: ${e.adjustment === 'lsd' ? '최소유의차(수정하지 않은 것과 같음)' : e.adjustment === 'bonferroni' ? 'Bonferroni' : 'Šidák'}.`,
            `Adjustment for multiple comparisons: ${e.adjustment === 'lsd' ? 'Least Significant Difference (equivalent to no adjustments)' : e.adjustment === 'bonferroni' ? 'Bonferroni' : 'Sidak'}.`,
          ),
        ],
      });
    }
    for (const p of d.postHoc) {
      tables.push({
        id: `multiple-comparisons:${d.dependent}:${p.factor}`,
        title: label(
          `다중비교: ${d.dependent}, ${p.factor}`,
          `Multiple Comparisons: ${d.dependent}, ${p.factor}`,
        ),
        columns: [
          { key: 'groupI', label: label('(I)', '(I)'), format: 'text' },
          { key: 'groupJ', label: label('(J)', '(J)'), format: 'text' },
          num('meanDifference', '평균차이(I-J)', 'Mean Difference (I-J)'),
          num('standardError', '표준오차', 'Std. Error'),
          pCol('pValue', '유의확률', 'Sig.'),
          num('lowerConf', '하한', 'Lower Bound'),
          num('upperConf', '상한', 'Upper Bound'),
        ],
        rows: p.tests.flatMap((t) =>
          t.comparisons.map((c) => ({
            label: c.groupI,
            group: both(postHocNames[t.test]),
            cells: { ...c },
          })),
        ),
      });
    }
  }
  return tables;
}
