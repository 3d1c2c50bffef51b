import type { LocalizedText, ResultRow, ResultTableModel } from '../../types';
import type { MultipleResponseSet } from './types';
import { josa } from '../../korean';

const label = (ko: string, en: string): LocalizedText => ({ ko, en });

/**
 * SPSS MULT RESPONSE's tables per set: "Case Summary" (valid, missing, total with
 * percents) and the frequencies (responses N and percent, percent of cases).
 */
export function multipleResponsesTables(sets: MultipleResponseSet[]): ResultTableModel[] {
  return sets.flatMap((set, index): ResultTableModel[] => {
    const name = set.label === set.name ? set.name : `${set.name} (${set.label})`;
    const kind =
      set.type === 'dichotomies'
        ? label(
            `이분형 세트: 값 ${josa(String(set.countedValue), '을')} 셈`,
            `Dichotomy group tabulated at value ${String(set.countedValue)}`,
          )
        : label('범주형 세트', 'Category group');
    const responseRows: ResultRow[] = set.responses.map((r) => ({
      label: r.label,
      group: name,
      cells: {
        n: r.count,
        percent: r.percentOfResponses,
        percentOfCases: r.percentOfCases,
      },
    }));
    responseRows.push({
      label: '전체 (Total)',
      cells: {
        n: set.totalResponses,
        percent: set.totalResponses > 0 ? 100 : null,
        percentOfCases: set.percentOfCasesTotal,
      },
    });
    return [
      {
        id: `multiple-responses-cases-${index}`,
        title: label(`케이스 요약: ${name}`, `Case Summary: ${name}`),
        columns: [
          { key: 'n', label: label('N', 'N'), format: 'integer' },
          { key: 'percent', label: label('퍼센트', 'Percent'), format: 'percent', decimals: 1 },
        ],
        rows: [
          { label: '유효 (Valid)', cells: { n: set.validCases, percent: set.validPercent } },
          { label: '결측 (Missing)', cells: { n: set.missingCases, percent: set.missingPercent } },
          { label: '전체 (Total)', cells: { n: set.totalCases, percent: 100 } },
        ],
        footnotes: [
          kind,
          label(
            '세트에 응답이 하나도 없는 케이스는 결측입니다.',
            'A case with no response in the set is missing.',
          ),
        ],
      },
      {
        id: `multiple-responses-frequencies-${index}`,
        title: label(`${name} 빈도`, `${name} Frequencies`),
        columnGroups: [
          { label: label('응답', 'Responses'), span: 2 },
          { label: label('', ''), span: 1 },
        ],
        columns: [
          { key: 'n', label: label('N', 'N'), format: 'integer' },
          { key: 'percent', label: label('퍼센트', 'Percent'), format: 'percent', decimals: 1 },
          {
            key: 'percentOfCases',
            label: label('케이스 퍼센트', 'Percent of Cases'),
            format: 'percent',
            decimals: 1,
          },
        ],
        rows: responseRows,
        footnotes: [kind],
      },
    ];
  });
}
