import type { ResultColumn, ResultRow, ResultTableModel } from '../../types';
import { int, label, num, pCol } from '../t-one/tables';
import type {
  Classification,
  LogisticCoefficient,
  LogisticRequest,
  LogisticResult,
  ScoreTest,
} from './types';

const text = (key: string, ko: string, en: string): ResultColumn => ({
  key,
  label: label(ko, en),
  format: 'text',
});
const stepName = (k: number) => `${k}단계 (Step ${k})`;

function classificationRows(
  c: Classification,
  encoding: LogisticResult['dependentEncoding'],
  group: string,
): ResultRow[] {
  return [
    { label: encoding[0]!.value, group, cells: { ...c.observed0 } },
    { label: encoding[1]!.value, group, cells: { ...c.observed1 } },
    {
      label: '전체 퍼센트 (Overall Percentage)',
      group,
      cells: { predicted0: null, predicted1: null, percentCorrect: c.overallPercent },
    },
  ];
}

function classificationTable(
  id: string,
  rows: ResultRow[],
  result: LogisticResult,
  block0 = false,
): ResultTableModel {
  const e = result.dependentEncoding;
  return {
    id,
    // Block 0's table is named like its neighbours, so the two tables (and their scroll
    // regions for screen readers) can be told apart.
    title: block0
      ? label('분류표 (0블록)', 'Classification Table (Block 0)')
      : label('분류표', 'Classification Table'),
    columnGroups: [
      { label: label(`예측: ${result.dependent}`, `Predicted: ${result.dependent}`), span: 2 },
      { label: label('', ''), span: 1 },
    ],
    columns: [
      int('predicted0', e[0]!.value, e[0]!.value),
      int('predicted1', e[1]!.value, e[1]!.value),
      num('percentCorrect', '분류정확 %', 'Percentage Correct', 1),
    ],
    rows,
    footnotes: [
      label(`절단값은 ${result.cutValue}입니다.`, `The cut value is ${result.cutValue}.`),
    ],
  };
}

function coefficientColumns(level: number, withCi: boolean): ResultColumn[] {
  const columns = [
    num('b', 'B', 'B'),
    num('se', 'S.E.', 'S.E.'),
    num('wald', 'Wald', 'Wald'),
    int('df', '자유도', 'df'),
    pCol('pValue', '유의확률', 'Sig.'),
    num('expB', 'Exp(B)', 'Exp(B)'),
  ];
  if (withCi) {
    columns.push(
      num('lowerExpB', `EXP(B)에 대한 ${level}% 신뢰구간 하한`, `${level}% C.I. for EXP(B) Lower`),
      num('upperExpB', `EXP(B)에 대한 ${level}% 신뢰구간 상한`, `${level}% C.I. for EXP(B) Upper`),
    );
  }
  return columns;
}

const coefficientRow = (c: LogisticCoefficient, group: string): ResultRow => ({
  label: c.term,
  group,
  cells: {
    b: c.b,
    se: c.se,
    wald: c.wald,
    df: c.df,
    pValue: c.pValue,
    expB: c.expB,
    lowerExpB: c.lowerExpB,
    upperExpB: c.upperExpB,
  },
});

function scoreRows(rows: ScoreTest[], overall: LogisticResult['block0']['overall'], group: string) {
  const out: ResultRow[] = rows.map((r) => ({
    label: r.term,
    group,
    cells: { score: r.score, df: r.df, pValue: r.pValue },
  }));
  if (overall) {
    out.push({
      label: '전체 통계량 (Overall Statistics)',
      group,
      cells: { score: overall.chiSquare, df: overall.df, pValue: overall.pValue },
    });
  }
  return out;
}

const scoreColumns = (): ResultColumn[] => [
  num('score', '점수', 'Score'),
  int('df', '자유도', 'df'),
  pCol('pValue', '유의확률', 'Sig.'),
];

/** SPSS LOGISTIC REGRESSION's output tables, Block 0 then Block 1 step by step. */
export function logisticTables(
  result: LogisticResult,
  request: LogisticRequest,
): ResultTableModel[] {
  const options = new Set(request.selectedLogisticOptions);
  const tables: ResultTableModel[] = [];
  const cs = result.caseSummary;
  const percent = (k: number) => (cs.total > 0 ? (100 * k) / cs.total : null);
  tables.push({
    id: 'case-processing-summary',
    title: label('케이스 처리 요약', 'Case Processing Summary'),
    columns: [int('n', 'N', 'N'), num('percent', '퍼센트', 'Percent', 1)],
    rows: [
      {
        label: '분석에 포함 (Included in Analysis)',
        cells: { n: cs.included, percent: percent(cs.included) },
      },
      {
        label: '결측 케이스 (Missing Cases)',
        cells: { n: cs.missing, percent: percent(cs.missing) },
      },
      { label: '전체 (Total)', cells: { n: cs.total, percent: percent(cs.total) } },
    ],
  });
  tables.push({
    id: 'dependent-encoding',
    title: label('종속변수 코딩', 'Dependent Variable Encoding'),
    columns: [int('internal', '내부값', 'Internal Value')],
    rows: result.dependentEncoding.map((e) => ({
      label: e.value,
      cells: { internal: e.internal },
    })),
  });
  if (result.categoricalCodings.length > 0) {
    const width = Math.max(...result.categoricalCodings.map((c) => c.categories.length - 1), 0);
    tables.push({
      id: 'categorical-codings',
      title: label('범주형 변수 코딩', 'Categorical Variables Codings'),
      columnGroups: [
        { label: label('', ''), span: 1 },
        { label: label('모수 코딩', 'Parameter coding'), span: width },
      ],
      columns: [
        int('frequency', '빈도', 'Frequency'),
        ...Array.from({ length: width }, (_, k) =>
          num(`coding${k + 1}`, `(${k + 1})`, `(${k + 1})`),
        ),
      ],
      rows: result.categoricalCodings.flatMap((c) =>
        c.categories.map((cat) => ({
          label: cat.value,
          group: c.variable,
          cells: {
            frequency: cat.frequency,
            ...Object.fromEntries(cat.coding.map((v, k) => [`coding${k + 1}`, v])),
          },
        })),
      ),
    });
  }
  // Block 0: Beginning Block.
  const b0 = result.block0;
  tables.push(
    classificationTable(
      'block0-classification',
      classificationRows(b0.classification, result.dependentEncoding, stepName(0)),
      result,
      true,
    ),
  );
  if (b0.constant) {
    tables.push({
      id: 'block0-variables-in-equation',
      title: label('방정식에 포함된 변수 (0블록)', 'Variables in the Equation (Block 0)'),
      columns: coefficientColumns(result.confidence, false),
      rows: [coefficientRow(b0.constant, stepName(0))],
    });
  }
  if (b0.notInEquation.length > 0) {
    tables.push({
      id: 'block0-variables-not-in-equation',
      title: label('방정식에 없는 변수 (0블록)', 'Variables not in the Equation (Block 0)'),
      columns: scoreColumns(),
      rows: scoreRows(b0.notInEquation, b0.overall, stepName(0)),
    });
  }
  // Block 1.
  const steps = result.steps;
  if (steps.length === 0) return tables;
  tables.push({
    id: 'omnibus-tests',
    title: label('모형 계수의 총괄 검정', 'Omnibus Tests of Model Coefficients'),
    columns: [
      num('chiSquare', '카이제곱', 'Chi-square'),
      int('df', '자유도', 'df'),
      pCol('pValue', '유의확률', 'Sig.'),
    ],
    rows: steps.flatMap((s) =>
      (
        [
          ['단계 (Step)', s.omnibus.step],
          ['블록 (Block)', s.omnibus.block],
          ['모형 (Model)', s.omnibus.model],
        ] as const
      ).map(([name, t]) => ({ label: name, group: stepName(s.step), cells: { ...t } })),
    ),
  });
  if (result.method !== 'enter') {
    tables.push({
      id: 'variables-entered-removed',
      title: label('단계별 입력/제거된 변수', 'Variables Entered or Removed at Each Step'),
      columns: [
        text('entered', '입력된 변수', 'Entered'),
        text('removed', '제거된 변수', 'Removed'),
      ],
      rows: steps.map((s) => ({
        label: stepName(s.step),
        cells: { entered: s.enteredAtStep ?? '', removed: s.removedAtStep ?? '' },
      })),
    });
  }
  tables.push({
    id: 'model-summary',
    title: label('모형 요약', 'Model Summary'),
    columns: [
      num('minus2LogLikelihood', '-2 로그 우도', '-2 Log likelihood'),
      num('coxSnellRSquared', 'Cox와 Snell의 R 제곱', 'Cox & Snell R Square'),
      num('nagelkerkeRSquared', 'Nagelkerke R 제곱', 'Nagelkerke R Square'),
    ],
    rows: steps.map((s) => ({ label: stepName(s.step), cells: { ...s.summary } })),
    footnotes: steps.map((s) =>
      s.converged
        ? label(
            `${s.step}단계: 모수 추정값의 변화가 ${request.parameterChange}보다 작아 반복 ${s.iterations}회에서 추정을 종료했습니다.`,
            `Step ${s.step}: estimation terminated at iteration number ${s.iterations} because parameter estimates changed by less than ${request.parameterChange}.`,
          )
        : s.iterations >= request.maxIterations
          ? label(
              `${s.step}단계: 최대 반복 횟수에 도달하여 반복 ${s.iterations}회에서 추정이 종료되었습니다. 최종 해를 찾을 수 없습니다.`,
              `Step ${s.step}: estimation terminated at iteration number ${s.iterations} because maximum iterations has been reached. Final solution cannot be found.`,
            )
          : label(
              `${s.step}단계: 정보행렬이 특이행렬이 되어 반복 ${s.iterations}회에서 추정이 종료되었습니다. 최종 해를 찾을 수 없습니다.`,
              `Step ${s.step}: estimation terminated at iteration number ${s.iterations} because the information matrix became singular. Final solution cannot be found.`,
            ),
    ),
  });
  if (options.has('hosmerLemeshow')) {
    tables.push({
      id: 'hosmer-lemeshow',
      title: label('Hosmer와 Lemeshow 검정', 'Hosmer and Lemeshow Test'),
      columns: [
        num('chiSquare', '카이제곱', 'Chi-square'),
        int('df', '자유도', 'df'),
        pCol('pValue', '유의확률', 'Sig.'),
      ],
      rows: steps
        .filter((s) => s.hosmerLemeshow)
        .map((s) => ({
          label: stepName(s.step),
          cells: {
            chiSquare: s.hosmerLemeshow!.chiSquare,
            df: s.hosmerLemeshow!.df,
            pValue: s.hosmerLemeshow!.pValue,
          },
        })),
    });
    const e = result.dependentEncoding;
    tables.push({
      id: 'hosmer-lemeshow-contingency',
      title: label(
        'Hosmer와 Lemeshow 검정의 분할표',
        'Contingency Table for Hosmer and Lemeshow Test',
      ),
      columnGroups: [
        {
          label: label(
            `${result.dependent} = ${e[0]!.value}`,
            `${result.dependent} = ${e[0]!.value}`,
          ),
          span: 2,
        },
        {
          label: label(
            `${result.dependent} = ${e[1]!.value}`,
            `${result.dependent} = ${e[1]!.value}`,
          ),
          span: 2,
        },
        { label: label('', ''), span: 1 },
      ],
      columns: [
        int('observed0', '관측', 'Observed'),
        num('expected0', '기대', 'Expected'),
        int('observed1', '관측', 'Observed'),
        num('expected1', '기대', 'Expected'),
        int('n', '전체', 'Total'),
      ],
      rows: steps.flatMap((s) =>
        (s.hosmerLemeshow?.groups ?? []).map((g) => ({
          label: String(g.group),
          group: stepName(s.step),
          cells: { ...g },
        })),
      ),
    });
  }
  tables.push(
    classificationTable(
      'classification',
      steps.flatMap((s) =>
        classificationRows(s.classification, result.dependentEncoding, stepName(s.step)),
      ),
      result,
    ),
  );
  tables.push({
    id: 'variables-in-equation',
    title: label('방정식에 포함된 변수', 'Variables in the Equation'),
    columns: coefficientColumns(result.confidence, options.has('confidenceIntervals')),
    rows: steps.flatMap((s) => s.coefficients.map((c) => coefficientRow(c, stepName(s.step)))),
  });
  const removed = steps.flatMap((s) => s.modelIfTermRemoved.map((r) => ({ s, r })));
  if (removed.length > 0) {
    tables.push({
      id: 'model-if-term-removed',
      title: label('항이 제거된 경우의 모형', 'Model if Term Removed'),
      columns: [
        num('logLikelihood', '모형 로그 우도', 'Model Log Likelihood'),
        num('change', '-2 로그 우도의 변화량', 'Change in -2 Log Likelihood'),
        int('df', '자유도', 'df'),
        pCol('pValue', '변화량의 유의확률', 'Sig. of the Change'),
      ],
      rows: removed.map(({ s, r }) => ({
        label: r.variable,
        group: stepName(s.step),
        cells: { logLikelihood: r.logLikelihood, change: r.change, df: r.df, pValue: r.pValue },
      })),
    });
  }
  const notIn = steps.filter((s) => s.notInEquation.length > 0);
  if (notIn.length > 0) {
    tables.push({
      id: 'variables-not-in-equation',
      title: label('방정식에 없는 변수', 'Variables not in the Equation'),
      columns: scoreColumns(),
      rows: notIn.flatMap((s) => scoreRows(s.notInEquation, s.overall, stepName(s.step))),
    });
  }
  return tables;
}
