import type { ResultRow, ResultTableModel } from '../../types';
import { int, label, num, pCol } from '../t-one/tables';
import type { LinearRequest, LinearResult } from './types';

const methodNames: Record<LinearRequest['selectedMethod'], string> = {
  enter: '입력 (Enter)',
  stepwise: '단계선택 (Stepwise)',
  forward: '전진 (Forward)',
  backward: '후진 (Backward)',
  remove: '제거 (Remove)',
};

/** SPSS REGRESSION's output tables for the options asked. */
export function linearTables(result: LinearResult, request: LinearRequest): ResultTableModel[] {
  const options = new Set(request.selectedLinearOptions);
  const level = request.selectedConfidence;
  const tables: ResultTableModel[] = [];
  const models = result.models;
  if (options.has('descriptives')) {
    tables.push({
      id: 'descriptive-statistics',
      title: label('기술통계량', 'Descriptive Statistics'),
      columns: [
        num('mean', '평균', 'Mean'),
        num('std', '표준편차', 'Std. Deviation'),
        int('n', 'N', 'N'),
      ],
      rows: result.descriptives.map((d) => ({
        label: d.variable,
        cells: { mean: d.mean, std: d.std, n: d.n },
      })),
    });
  }
  if (options.has('descriptives')) {
    const c = result.correlations;
    tables.push({
      id: 'correlations',
      title: label('상관계수', 'Correlations'),
      columns: c.variables.map((v, j) => num(`v${j}`, v, v)),
      rows: [
        ...c.r.map((row, i) => ({
          label: c.variables[i]!,
          group: 'Pearson 상관 (Pearson Correlation)',
          cells: Object.fromEntries(row.map((v, j) => [`v${j}`, v])),
        })),
        ...c.pOneTailed.map((row, i) => ({
          label: c.variables[i]!,
          group: '유의확률 (단측) (Sig. (1-tailed))',
          cells: Object.fromEntries(row.map((v, j) => [`v${j}`, v])),
        })),
      ],
      footnotes: [label(`N = ${c.n}`, `N = ${c.n}`)],
    });
  }
  tables.push({
    id: 'variables-entered',
    title: label('입력/제거된 변수', 'Variables Entered/Removed'),
    columns: [
      { key: 'entered', label: label('입력된 변수', 'Variables Entered'), format: 'text' },
      { key: 'removed', label: label('제거된 변수', 'Variables Removed'), format: 'text' },
      { key: 'method', label: label('방법', 'Method'), format: 'text' },
    ],
    rows: models.map((m) => ({
      label: String(m.model),
      cells: {
        entered: m.enteredAtStep.join(', '),
        removed: m.removedAtStep.join(', '),
        method: methodNames[request.selectedMethod],
      },
    })),
  });
  if (options.has('modelFit') || options.has('rSquaredChange') || options.has('durbinWatson')) {
    const columns = [
      num('r', 'R', 'R'),
      num('rSquared', 'R 제곱', 'R Square'),
      num('adjustedRSquared', '수정된 R 제곱', 'Adjusted R Square'),
      num('seEstimate', '추정값의 표준오차', 'Std. Error of the Estimate'),
    ];
    if (options.has('rSquaredChange')) {
      columns.push(
        num('rSquaredChange', 'R 제곱 변화량', 'R Square Change'),
        num('fChange', 'F 변화량', 'F Change'),
        int('df1', '자유도1', 'df1'),
        int('df2', '자유도2', 'df2'),
        pCol('pValueChange', '유의확률 F 변화량', 'Sig. F Change'),
      );
    }
    if (options.has('durbinWatson'))
      columns.push(num('durbinWatson', 'Durbin-Watson', 'Durbin-Watson'));
    tables.push({
      id: 'model-summary',
      title: label('모형 요약', 'Model Summary'),
      columns,
      rows: models.map((m) => ({ label: String(m.model), cells: { ...m.summary } })),
    });
  }
  if (options.has('modelFit')) {
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
      rows: models.flatMap((m): ResultRow[] => [
        {
          label: String(m.model),
          group: String(m.model),
          cells: { source: '회귀 (Regression)', ...m.anova.regression },
        },
        {
          label: String(m.model),
          group: String(m.model),
          cells: { source: '잔차 (Residual)', ...m.anova.residual, f: null, pValue: null },
        },
        {
          label: String(m.model),
          group: String(m.model),
          cells: { source: '전체 (Total)', ...m.anova.total, ms: null, f: null, pValue: null },
        },
      ]),
      ...(result.includeConstant
        ? {}
        : {
            footnotes: [
              label(
                '원점을 지나는 회귀이므로 전체 제곱합은 상수항에 대해 수정되지 않았습니다.',
                'This total sum of squares is not corrected for the constant because the constant is zero for regression through the origin.',
              ),
            ],
          }),
    });
  }
  if (options.has('estimates') || options.has('confidenceIntervals')) {
    const columns = [
      num('b', 'B', 'B'),
      num('se', '표준오차', 'Std. Error'),
      num('beta', '베타', 'Beta'),
      num('tValue', 't', 't'),
      pCol('pValue', '유의확률', 'Sig.'),
    ];
    if (options.has('confidenceIntervals')) {
      columns.push(
        num('lowerConf', `B의 ${level}% 신뢰구간 하한`, `${level}% CI for B, Lower`),
        num('upperConf', `B의 ${level}% 신뢰구간 상한`, `${level}% CI for B, Upper`),
      );
    }
    if (options.has('partCorrelations')) {
      columns.push(
        num('zeroOrder', '0차', 'Zero-order'),
        num('partial', '편상관', 'Partial'),
        num('part', '부분상관', 'Part'),
      );
    }
    if (options.has('collinearity'))
      columns.push(num('tolerance', '공차', 'Tolerance'), num('vif', 'VIF', 'VIF'));
    tables.push({
      id: 'coefficients',
      title: label('계수', 'Coefficients'),
      columns,
      rows: models.flatMap((m) =>
        m.coefficients.map((c) => ({
          label: c.term,
          group: String(m.model),
          cells: { ...c, term: c.term },
        })),
      ),
    });
  }
  const excluded = models.flatMap((m) => m.excluded.map((e) => ({ m, e })));
  if (excluded.length > 0) {
    // SPSS always shows the tolerance; VIF and the minimum tolerance come with collinearity.
    const collinearity = [num('tolerance', '공차', 'Tolerance')];
    if (options.has('collinearity'))
      collinearity.push(
        num('vif', 'VIF', 'VIF'),
        num('minimumTolerance', '최소공차', 'Minimum Tolerance'),
      );
    tables.push({
      id: 'excluded-variables',
      title: label('제외된 변수', 'Excluded Variables'),
      columnGroups: [
        { label: label('', ''), span: 4 },
        { label: label('공선성 통계량', 'Collinearity Statistics'), span: collinearity.length },
      ],
      columns: [
        num('betaIn', '베타 입력', 'Beta In'),
        num('tValue', 't', 't'),
        pCol('pValue', '유의확률', 'Sig.'),
        num('partial', '편상관계수', 'Partial Correlation'),
        ...collinearity,
      ],
      rows: excluded.map(({ m, e }) => ({
        label: e.variable,
        group: String(m.model),
        cells: {
          betaIn: e.betaIn ?? null,
          tValue: e.tValue ?? null,
          pValue: e.pValue ?? null,
          partial: e.partial ?? null,
          tolerance: e.tolerance,
          // No VIF for a variable the model could not take in (an exact combination).
          vif: e.tValue == null || e.tolerance <= 0 ? null : 1 / e.tolerance,
          minimumTolerance: e.minimumTolerance ?? null,
        },
      })),
    });
  }
  if (options.has('collinearity')) {
    const terms = Object.keys(models[0]?.collinearity[0]?.proportions ?? {});
    tables.push({
      id: 'collinearity-diagnostics',
      title: label('공선성 진단', 'Collinearity Diagnostics'),
      columnGroups: [
        { label: label('', ''), span: 2 },
        { label: label('분산비율', 'Variance Proportions'), span: terms.length },
      ],
      columns: [
        num('eigenvalue', '고유값', 'Eigenvalue'),
        num('conditionIndex', '상태지수', 'Condition Index'),
        ...terms.map((t) => num(`proportion:${t}`, t, t, 2)),
      ],
      rows: models.flatMap((m) =>
        m.collinearity.map((d) => ({
          label: String(d.dimension),
          group: String(m.model),
          cells: {
            eigenvalue: d.eigenvalue,
            conditionIndex: d.conditionIndex,
            ...Object.fromEntries(
              Object.entries(d.proportions).map(([t, v]) => [`proportion:${t}`, v]),
            ),
          },
        })),
      ),
    });
  }
  if (options.has('casewise')) {
    tables.push({
      id: 'casewise-diagnostics',
      title: label('케이스별 진단', 'Casewise Diagnostics'),
      columns: [
        num('stdResidual', '표준화 잔차', 'Std. Residual'),
        num('observed', result.dependent, result.dependent),
        num('predicted', '예측값', 'Predicted Value'),
        num('residual', '잔차', 'Residual'),
      ],
      rows: models.flatMap((m) =>
        m.casewise.map((c) => ({ label: String(c.row), cells: { ...c } })),
      ),
    });
  }
  const last = models[models.length - 1];
  if (options.has('casewise') && last) {
    const rs = last.residualStatistics;
    const row = (name: string, v: typeof rs.predicted): ResultRow => ({
      label: name,
      cells: { ...v },
    });
    tables.push({
      id: 'residuals-statistics',
      title: label('잔차 통계량', 'Residuals Statistics'),
      columns: [
        num('minimum', '최소값', 'Minimum'),
        num('maximum', '최대값', 'Maximum'),
        num('mean', '평균', 'Mean'),
        num('std', '표준편차', 'Std. Deviation'),
        int('n', 'N', 'N'),
      ],
      rows: [
        row('예측값 (Predicted Value)', rs.predicted),
        row('잔차 (Residual)', rs.residual),
        row('표준화 예측값 (Std. Predicted Value)', rs.stdPredicted),
        row('표준화 잔차 (Std. Residual)', rs.stdResidual),
      ],
    });
  }
  return tables;
}
