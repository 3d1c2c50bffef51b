import type { ResultRow, ResultTableModel } from '../../types';
import { int, label, num, pCol } from '../t-one/tables';
import type { RepeatedCorrectedTest, RepeatedResult } from './types';

const CORRECTIONS = [
  ['sphericityAssumed', '구형성 가정', 'Sphericity Assumed'],
  ['greenhouseGeisser', 'Greenhouse-Geisser', 'Greenhouse-Geisser'],
  ['huynhFeldt', 'Huynh-Feldt', 'Huynh-Feldt'],
  ['lowerBound', '하한값', 'Lower-bound'],
] as const;

const MULTIVARIATE = [
  ['pillai', 'Pillai의 트레이스', "Pillai's Trace"],
  ['wilks', 'Wilks의 람다', "Wilks' Lambda"],
  ['hotelling', 'Hotelling의 트레이스', "Hotelling's Trace"],
  ['roy', 'Roy의 최대근', "Roy's Largest Root"],
] as const;

/**
 * SPSS GLM's repeated-measures output: Within-Subjects Factors, Between-Subjects Factors,
 * Descriptive Statistics, Multivariate Tests, Mauchly's Test of Sphericity, Tests of
 * Within-Subjects Effects and Contrasts, Tests of Between-Subjects Effects, and the estimated
 * marginal means with their pairwise comparisons.
 */
export function repeatedTables(
  result: RepeatedResult,
  betweenLevels: string[][],
  cellSizes: number[],
): ResultTableModel[] {
  const tables: ResultTableModel[] = [];
  const factors = result.withinFactors;
  const levelsOf = (m: number) => {
    const parts: number[] = [];
    let rest = m;
    for (let f = factors.length - 1; f >= 0; f--) {
      parts.unshift((rest % factors[f]!.levels) + 1);
      rest = Math.floor(rest / factors[f]!.levels);
    }
    return parts;
  };
  tables.push({
    id: 'within-subjects-factors',
    title: label('개체내 요인', 'Within-Subjects Factors'),
    columns: [
      ...factors.map((f, i) => ({
        key: `f${i}`,
        label: label(f.name, f.name),
        format: 'integer' as const,
      })),
      { key: 'variable', label: label('종속변수', 'Dependent Variable'), format: 'text' },
    ],
    rows: result.measures.map((measure, m) => ({
      label: measure,
      cells: {
        ...Object.fromEntries(levelsOf(m).map((l, i) => [`f${i}`, l])),
        variable: measure,
      },
    })),
  });
  if (result.betweenFactors.length > 0) {
    const counts = betweenLevels.map((labels, f) => {
      const stride = betweenLevels.slice(f + 1).reduce((p, l) => p * l.length, 1);
      return labels.map((_, l) =>
        cellSizes.reduce(
          (s, size, c) => s + (Math.floor(c / stride) % labels.length === l ? size : 0),
          0,
        ),
      );
    });
    tables.push({
      id: 'between-subjects-factors',
      title: label('개체간 요인', 'Between-Subjects Factors'),
      columns: [int('n', 'N', 'N')],
      rows: betweenLevels.flatMap((labels, f) =>
        labels.map((l, i) => ({
          label: l,
          group: result.betweenFactors[f],
          cells: { n: counts[f]![i]! },
        })),
      ),
    });
  }
  tables.push({
    id: 'descriptive-statistics',
    title: label('기술통계량', 'Descriptive Statistics'),
    columns: [
      { key: 'cell', label: label('집단', 'Group'), format: 'text' },
      num('mean', '평균', 'Mean'),
      num('std', '표준편차', 'Std. Deviation'),
      int('n', 'N', 'N'),
    ],
    rows: result.descriptives.map((d) => ({
      label: d.measure,
      group: d.measure,
      cells: { cell: d.cell === '' ? '전체 (Total)' : d.cell, mean: d.mean, std: d.std, n: d.n },
    })),
  });
  tables.push({
    id: 'multivariate-tests',
    title: label('다변량 검정', 'Multivariate Tests'),
    columns: [
      num('value', '값', 'Value'),
      num('f', 'F', 'F'),
      num('df1', '가설 자유도', 'Hypothesis df'),
      num('df2', '오차 자유도', 'Error df'),
      pCol('p', '유의확률', 'Sig.'),
      num('eta', '부분 에타 제곱', 'Partial Eta Squared'),
    ],
    rows: result.within.flatMap((term) =>
      term.effects.flatMap((effect) =>
        MULTIVARIATE.map(([key, ko, en]) => {
          const t = effect.multivariate[key];
          return {
            label: `${ko} (${en})`,
            group: effect.term,
            cells: {
              value: t.value,
              f: t.f,
              df1: t.df1,
              df2: t.df2,
              p: t.pValue,
              eta: t.partialEtaSquared,
            },
          };
        }),
      ),
    ),
  });
  tables.push({
    id: 'mauchly',
    title: label('Mauchly의 구형성 검정', "Mauchly's Test of Sphericity"),
    columnGroups: [
      { label: label('', ''), span: 4 },
      { label: label('엡실런', 'Epsilon'), span: 3 },
    ],
    columns: [
      num('w', 'Mauchly의 W', "Mauchly's W"),
      num('chi', '근사 카이제곱', 'Approx. Chi-Square'),
      int('df', '자유도', 'df'),
      pCol('p', '유의확률', 'Sig.'),
      num('gg', 'Greenhouse-Geisser', 'Greenhouse-Geisser'),
      num('hf', 'Huynh-Feldt', 'Huynh-Feldt'),
      num('lb', '하한값', 'Lower-bound'),
    ],
    rows: result.within.map((term) => ({
      label: term.term,
      cells: {
        w: term.mauchly.w,
        chi: term.mauchly.chiSquare,
        df: term.mauchly.df,
        p: term.mauchly.pValue,
        gg: term.mauchly.greenhouseGeisser,
        hf: term.mauchly.huynhFeldt,
        lb: term.mauchly.lowerBound,
      },
    })),
    footnotes: [
      label(
        '정규직교화된 변환 종속변수의 오차 공분산 행렬이 항등 행렬에 비례한다는 영가설을 검정합니다.',
        'Tests the null hypothesis that the error covariance matrix of the orthonormalized transformed dependent variables is proportional to an identity matrix.',
      ),
    ],
  });
  const correctedRow = (
    group: string,
    ss: number | null,
    t: RepeatedCorrectedTest,
    f: number | null,
    eta: number | null,
    ko: string,
    en: string,
  ): ResultRow => ({
    label: `${ko} (${en})`,
    group,
    cells: { ss, df: t.df, ms: t.meanSquare, f, p: t.pValue, eta },
  });
  tables.push({
    id: 'within-subjects-effects',
    title: label('개체내 효과 검정', 'Tests of Within-Subjects Effects'),
    columns: [
      num('ss', '제III유형 제곱합', 'Type III Sum of Squares'),
      num('df', '자유도', 'df'),
      num('ms', '평균제곱', 'Mean Square'),
      num('f', 'F', 'F'),
      pCol('p', '유의확률', 'Sig.'),
      num('eta', '부분 에타 제곱', 'Partial Eta Squared'),
    ],
    rows: result.within.flatMap((term) => [
      ...term.effects.flatMap((effect) =>
        CORRECTIONS.map(([key, ko, en]) =>
          correctedRow(
            effect.term,
            effect.ss,
            effect[key],
            effect.f,
            effect.partialEtaSquared,
            ko,
            en,
          ),
        ),
      ),
      ...CORRECTIONS.map(([key, ko, en]) => {
        const epsilon = term.effects[0]![key].epsilon ?? 1;
        const df = term.error.df * epsilon;
        return {
          label: `${ko} (${en})`,
          group: `오차(${term.term}) (Error(${term.term}))`,
          cells: {
            ss: term.error.ss,
            df,
            ms: term.error.ss === null ? null : term.error.ss / df,
            f: null,
            p: null,
            eta: null,
          },
        };
      }),
    ]),
  });
  tables.push({
    id: 'within-subjects-contrasts',
    title: label('개체내 대비 검정', 'Tests of Within-Subjects Contrasts'),
    columns: [
      num('ss', '제III유형 제곱합', 'Type III Sum of Squares'),
      int('df', '자유도', 'df'),
      num('ms', '평균제곱', 'Mean Square'),
      num('f', 'F', 'F'),
      pCol('p', '유의확률', 'Sig.'),
      num('eta', '부분 에타 제곱', 'Partial Eta Squared'),
    ],
    rows: result.within.flatMap((term) => [
      ...term.effects.flatMap((effect) =>
        effect.contrasts.map((c) => ({
          label: `${c.contrast.ko} (${c.contrast.en})`,
          group: effect.term,
          cells: {
            ss: c.ss,
            df: c.df,
            ms: c.meanSquare,
            f: c.f,
            p: c.pValue,
            eta: c.partialEtaSquared,
          },
        })),
      ),
      ...(term.effects[0]?.contrasts ?? []).map((c) => ({
        label: `${c.contrast.ko} (${c.contrast.en})`,
        group: `오차(${term.term}) (Error(${term.term}))`,
        cells: {
          ss: c.errorSs,
          df: c.errorDf,
          ms: c.errorSs === null ? null : c.errorSs / c.errorDf,
          f: null,
          p: null,
          eta: null,
        },
      })),
    ]),
  });
  tables.push({
    id: 'between-subjects-effects',
    title: label('개체간 효과 검정', 'Tests of Between-Subjects Effects'),
    columns: [
      num('ss', '제III유형 제곱합', 'Type III Sum of Squares'),
      int('df', '자유도', 'df'),
      num('ms', '평균제곱', 'Mean Square'),
      num('f', 'F', 'F'),
      pCol('p', '유의확률', 'Sig.'),
      num('eta', '부분 에타 제곱', 'Partial Eta Squared'),
    ],
    rows: [
      ...result.between.effects.map((e) => ({
        label: e.source,
        cells: {
          ss: e.ss,
          df: e.df,
          ms: e.meanSquare,
          f: e.f,
          p: e.pValue,
          eta: e.partialEtaSquared,
        },
      })),
      {
        label: '오차 (Error)',
        cells: {
          ss: result.between.error.ss,
          df: result.between.error.df,
          ms: result.between.error.meanSquare,
          f: null,
          p: null,
          eta: null,
        },
      },
    ],
  });
  for (const emm of result.marginalMeans) {
    tables.push({
      id: `estimates-${emm.factor}`,
      title: label(`추정값: ${emm.factor}`, `Estimates: ${emm.factor}`),
      columnGroups: [
        { label: label('', ''), span: 2 },
        {
          label: label(
            `${result.confidence}% 신뢰구간`,
            `${result.confidence}% Confidence Interval`,
          ),
          span: 2,
        },
      ],
      columns: [
        num('mean', '평균', 'Mean'),
        num('se', '표준오차', 'Std. Error'),
        num('lower', '하한', 'Lower Bound'),
        num('upper', '상한', 'Upper Bound'),
      ],
      rows: emm.means.map((m) => ({
        label: String(m.level),
        cells: { mean: m.mean, se: m.se, lower: m.lowerConf, upper: m.upperConf },
      })),
    });
    tables.push({
      id: `pairwise-${emm.factor}`,
      title: label(`대응별 비교: ${emm.factor}`, `Pairwise Comparisons: ${emm.factor}`),
      columns: [
        { key: 'j', label: label(`(J) ${emm.factor}`, `(J) ${emm.factor}`), format: 'integer' },
        num('difference', '평균차이 (I-J)', 'Mean Difference (I-J)'),
        num('se', '표준오차', 'Std. Error'),
        pCol('p', '유의확률', 'Sig.'),
        num('lower', '하한', 'Lower Bound'),
        num('upper', '상한', 'Upper Bound'),
      ],
      rows: emm.pairwise.map((c) => ({
        label: String(c.i),
        group: `(I) ${emm.factor} = ${c.i}`,
        cells: {
          j: c.j,
          difference: c.difference,
          se: c.se,
          p: c.pValue,
          lower: c.lowerConf,
          upper: c.upperConf,
        },
      })),
    });
  }
  return tables;
}
