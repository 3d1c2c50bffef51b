import type { LocalizedText, ResultRow, ResultTableModel } from '../../types';
import type {
  Coefficient,
  CorrelationMatrix,
  CorrelationRequest,
  CorrelationResult,
} from './types';

const label = (ko: string, en: string): LocalizedText => ({ ko, en });

const titles: Record<Coefficient, [LocalizedText, string]> = {
  pearson: [label('상관관계', 'Correlations'), 'Pearson 상관계수 (Pearson Correlation)'],
  kendall: [
    label('비모수 상관관계: Kendall의 tau-b', "Nonparametric Correlations: Kendall's tau_b"),
    '상관계수 (Correlation Coefficient)',
  ],
  spearman: [
    label('비모수 상관관계: Spearman의 rho', "Nonparametric Correlations: Spearman's rho"),
    '상관계수 (Correlation Coefficient)',
  ],
};

/**
 * SPSS-like tables: "Descriptive Statistics" when asked, then one correlation matrix per
 * coefficient with, for each row variable, rows for the coefficient, its significance,
 * the cross-products and covariance (Pearson, when asked) and N.
 */
export function correlationTables(
  result: CorrelationResult,
  request: CorrelationRequest,
): ResultTableModel[] {
  const vars = result.variables;
  const tables: ResultTableModel[] = [];
  if (result.descriptives) {
    tables.push({
      id: 'correlation-descriptives',
      title: label('기술통계량', 'Descriptive Statistics'),
      columns: [
        { key: 'mean', label: label('평균', 'Mean'), format: 'number', decimals: 3 },
        { key: 'std', label: label('표준편차', 'Std. Deviation'), format: 'number', decimals: 3 },
        { key: 'n', label: label('N', 'N'), format: 'integer' },
      ],
      rows: result.descriptives.map((d) => ({
        label: d.variable,
        cells: { mean: d.mean, std: d.std, n: d.n },
      })),
    });
  }
  const sigLabel =
    request.selectedSignificance === 'oneTailed'
      ? '유의확률 (단측) (Sig. (1-tailed))'
      : '유의확률 (양측) (Sig. (2-tailed))';
  for (const coefficient of request.selectedCoefficientOptions) {
    const matrix = result[coefficient] as CorrelationMatrix;
    const [title, coefficientLabel] = titles[coefficient];
    const footnotes: LocalizedText[] = [];
    const side =
      request.selectedSignificance === 'oneTailed' ? ['단측', '1-tailed'] : ['양측', '2-tailed'];
    const flagged = (mark: string) => matrix.flags.some((row) => row.includes(mark));
    const noteFor: Record<string, number> = {};
    if (flagged('**'))
      noteFor['**'] =
        footnotes.push(
          label(
            `** 상관관계가 0.01 수준에서 유의합니다(${side[0]}).`,
            `** Correlation is significant at the 0.01 level (${side[1]}).`,
          ),
        ) - 1;
    if (flagged('*'))
      noteFor['*'] =
        footnotes.push(
          label(
            `* 상관관계가 0.05 수준에서 유의합니다(${side[0]}).`,
            `* Correlation is significant at the 0.05 level (${side[1]}).`,
          ),
        ) - 1;
    if (result.listwiseN !== undefined)
      footnotes.push(label(`목록별 N = ${result.listwiseN}`, `Listwise N = ${result.listwiseN}`));
    const byColumn = (values: (number | string | null)[]) =>
      Object.fromEntries(vars.map((_, j) => [`v${j}`, values[j] ?? null]));
    const rows: ResultRow[] = vars.flatMap((v, i) => {
      const refs = [...new Set(matrix.flags[i]!.filter((f) => f !== '').map((f) => noteFor[f]!))];
      const block: ResultRow[] = [
        {
          label: coefficientLabel,
          group: v,
          cells: byColumn(matrix.coefficient[i]!),
          ...(refs.length > 0 ? { footnoteRefs: refs } : {}),
        },
        { label: sigLabel, group: v, cells: byColumn(matrix.pValue[i]!) },
      ];
      if (matrix.crossProducts) {
        block.push(
          {
            label: '제곱합 및 교차곱 (Sum of Squares and Cross-products)',
            group: v,
            cells: byColumn(matrix.crossProducts[i]!),
          },
          { label: '공분산 (Covariance)', group: v, cells: byColumn(matrix.covariance![i]!) },
        );
      }
      block.push({ label: 'N', group: v, cells: byColumn(matrix.n[i]!) });
      return block;
    });
    const table: ResultTableModel = {
      id: `correlations-${coefficient}`,
      title,
      columns: vars.map((v, j) => ({
        key: `v${j}`,
        label: label(v, v),
        format: 'number',
        decimals: 3,
      })),
      rows,
    };
    if (footnotes.length > 0) table.footnotes = footnotes;
    tables.push(table);
  }
  return tables;
}
