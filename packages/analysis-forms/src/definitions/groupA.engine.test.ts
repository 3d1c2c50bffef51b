import { describe, expect, it } from 'vitest';
import { analyze } from '../../../stats/src/analyze';
import type { DataTable } from '../../../stats/src/types';
import ttests from '../../../stats/test/fixtures/ttests.json';
import frequenciesReference from '../../../stats/test/fixtures/frequencies.json';
import multipleReference from '../../../stats/test/fixtures/multiple-responses.json';
import { frequenciesRecodedResultFixture, frequenciesResultFixture } from '../fixtures/frequencies';
import {
  mediaSurveyDataset,
  multipleResponsesResultFixture,
  multipleResponsesSetsResultFixture,
} from '../fixtures/multipleResponses';
import {
  surveyTestDataset,
  tIndependentResultFixture,
  tOneResultFixture,
  tPairedResultFixture,
} from '../fixtures/tTests';
import type { DatasetDetail } from '../types';
import { frequenciesDefinition, frequencyBarCharts } from './frequencies';
import { multipleResponsesDefinition } from './multipleResponses';
import { tIndependentDefinition } from './tIndependent';
import { tOneDefinition } from './tOne';
import { tPairedDefinition } from './tPaired';
import type { AnyAnalysisDefinition } from './types';
import { variablesFitDataset } from './types';

/** The dataset's preview rows as an engine table (the real engine, no server in between). */
function tableOf(dataset: DatasetDetail): DataTable {
  return {
    rowCount: dataset.preview.rows.length,
    columns: dataset.columns.map((column, index) => ({
      name: column.name,
      type: column.type,
      values: dataset.preview.rows.map((row) => row[index] ?? null),
    })),
  };
}

const survey = tableOf(surveyTestDataset);
const media = tableOf(mediaSurveyDataset);

/** Form values with every option of each definition turned on (not the defaults). */
const allOptions: {
  definition: AnyAnalysisDefinition;
  table: DataTable;
  dataset: DatasetDetail;
  values: Record<string, unknown>;
}[] = [
  {
    definition: frequenciesDefinition as unknown as AnyAnalysisDefinition,
    table: survey,
    dataset: surveyTestDataset,
    values: {
      variables: ['만족도', '성별', '사전'],
      statistics: [
        ...frequenciesDefinition.layout.sections.flatMap((s) =>
          s.kind === 'options' && s.field === 'statistics' ? s.options.map((o) => o.value) : [],
        ),
      ],
      factorGroups: [
        {
          variable: '만족도',
          groups: [
            { label: '불만족', values: ['1', '2'] },
            { label: '만족', values: ['4', '5'] },
          ],
        },
        { variable: '성별', groups: [{ label: '남성', values: ['남'] }] },
      ],
    },
  },
  {
    definition: multipleResponsesDefinition as unknown as AnyAnalysisDefinition,
    table: media,
    dataset: mediaSurveyDataset,
    values: {
      setVariables: ['매체1', '매체2', '매체3', '매체4'],
      setName: '매체',
      setLabel: '이용 매체',
      setType: 'dichotomies',
      countedValue: '1',
    },
  },
  {
    definition: multipleResponsesDefinition as unknown as AnyAnalysisDefinition,
    table: media,
    dataset: mediaSurveyDataset,
    values: {
      setVariables: ['선호1', '선호2', '선호3'],
      setName: '선호',
      setLabel: '',
      setType: 'categories',
      countedValue: '',
    },
  },
  {
    // Several sets: one added to the list, one still in the editor.
    definition: multipleResponsesDefinition as unknown as AnyAnalysisDefinition,
    table: media,
    dataset: mediaSurveyDataset,
    values: {
      sets: [
        {
          name: '매체',
          label: '이용 매체',
          type: 'dichotomies',
          variables: ['매체1', '매체2', '매체3', '매체4'],
          countedValue: '1',
        },
      ],
      setVariables: ['선호1', '선호2', '선호3'],
      setName: '선호',
      setLabel: '',
      setType: 'categories',
      countedValue: '1',
    },
  },
  {
    definition: tOneDefinition as unknown as AnyAnalysisDefinition,
    table: survey,
    dataset: surveyTestDataset,
    values: {
      variables: ['사전', '사후', '만족도'],
      populationMean: 60.5,
      selectedConfidence: 90,
      selectedMissingValueControlMethod: 'listwise',
    },
  },
  {
    definition: tPairedDefinition as unknown as AnyAnalysisDefinition,
    table: survey,
    dataset: surveyTestDataset,
    values: {
      pairedSampleTestValue: [
        ['사전', '사후'],
        ['만족도', '충성도'],
      ],
      selectedConfidence: 99,
      selectedMissingValueControlMethod: 'listwise',
    },
  },
  {
    definition: tIndependentDefinition as unknown as AnyAnalysisDefinition,
    table: survey,
    dataset: surveyTestDataset,
    values: {
      independentSampleTestValue: ['사전', '사후'],
      groupingVariable: ['성별'],
      groupMode: 'values',
      group1: '남',
      group2: '여',
      cutPoint: null,
      selectedConfidence: 90,
      selectedMissingValueControlMethod: 'listwise',
    },
  },
  {
    definition: tIndependentDefinition as unknown as AnyAnalysisDefinition,
    table: survey,
    dataset: surveyTestDataset,
    values: {
      independentSampleTestValue: ['사후'],
      groupingVariable: ['나이'],
      groupMode: 'cutPoint',
      group1: '',
      group2: '',
      cutPoint: 40,
      selectedConfidence: 95,
      selectedMissingValueControlMethod: 'pairwise',
    },
  },
];

describe.each(allOptions)(
  '$definition.id with every option',
  ({ definition, table, dataset, values }) => {
    it('is accepted by the form schema, fits the dataset, and the engine runs the request', () => {
      const parsed = definition.optionsSchema.parse(values);
      expect(variablesFitDataset(definition, parsed, dataset)).toBe(true);
      const request = definition.toRequest(parsed);
      expect(definition.requestSchema.safeParse(request).success).toBe(true);
      const result = analyze(table, { analysis: definition.id, ...request });
      expect(result.analysis).toBe(definition.id);
      expect(result.tables.length).toBeGreaterThan(0);
      expect(definition.resultTables(result).length).toBeGreaterThan(0);
    });
  },
);

/** Relative difference, for numbers compared with R's references. */
const close = (actual: unknown, expected: number) =>
  expect(Math.abs(((actual as number) - expected) / expected)).toBeLessThan(1e-10);

describe('stored engine results agree with the R references', () => {
  it('t/one: 사전 against 60 (make-ttests.R)', () => {
    const reference = ttests.one.find((row) => row.variable === '사전')!;
    const computed = (
      tOneResultFixture as unknown as { variables: { tValue: number; pValue: number }[] }
    ).variables[0]!;
    close(computed.tValue, reference.tValue);
    close(computed.pValue, reference.pValue);
  });

  it('t/paired: 사전 − 사후', () => {
    const reference = ttests.paired[0]!;
    const computed = (tPairedResultFixture as unknown as { pairs: { tValue: number; n: number }[] })
      .pairs[0]!;
    close(computed.tValue, reference.tValue);
    expect(computed.n).toBe(reference.n);
  });

  it('t/independent: 사전 by 집단 1 and 2, both rows', () => {
    const reference = ttests.independent[0]!;
    const computed = (
      tIndependentResultFixture as unknown as {
        variables: {
          leveneF: number;
          equalVariances: { tValue: number };
          unequalVariances: { tValue: number };
        }[];
      }
    ).variables[0]!;
    close(computed.leveneF, reference.leveneF);
    close(computed.equalVariances.tValue, reference.equalVariances.tValue);
    close(computed.unequalVariances.tValue, reference.unequalVariances.tValue);
  });

  it('frequencies: 만족도 recoded into three categories', () => {
    const computed = (
      frequenciesRecodedResultFixture as unknown as {
        variables: { rows: { value: unknown; frequency: number; validPercent: number }[] }[];
      }
    ).variables[0]!;
    expect(computed.rows.map((row) => row.value)).toEqual(
      frequenciesReference.recoded.rows.map((row) => row.value),
    );
    computed.rows.forEach((row, index) => {
      const expected = frequenciesReference.recoded.rows[index]!;
      expect(row.frequency).toBe(expected.frequency);
      close(row.validPercent, expected.validPercent);
    });
  });

  it('multiple-responses: the 매체 dichotomy set', () => {
    const reference = multipleReference.sets[0]!;
    const computed = (
      multipleResponsesResultFixture as unknown as {
        sets: { responses: { count: number; percentOfCases: number }[]; validCases: number }[];
      }
    ).sets[0]!;
    expect(computed.validCases).toBe(reference.validCases);
    computed.responses.forEach((response, index) => {
      expect(response.count).toBe(reference.responses[index]!.count);
      close(response.percentOfCases, reference.responses[index]!.percentOfCases);
    });
  });

  it('multiple-responses: two sets in one run, each as R gives it, with tables per set', () => {
    const computed = (
      multipleResponsesSetsResultFixture as unknown as {
        sets: {
          name: string;
          responses: { value: unknown; count: number; percentOfCases: number }[];
          validCases: number;
        }[];
      }
    ).sets;
    expect(computed.map((set) => set.name)).toEqual(['매체', '선호']);
    for (const set of computed) {
      const reference = multipleReference.sets.find((r) => r.name === set.name)!;
      expect(set.validCases).toBe(reference.validCases);
      expect(set.responses.map((r) => r.value)).toEqual(reference.responses.map((r) => r.value));
      set.responses.forEach((response, index) => {
        expect(response.count).toBe(reference.responses[index]!.count);
        close(response.percentOfCases, reference.responses[index]!.percentOfCases);
      });
    }
    const titles = multipleResponsesDefinition
      .resultTables(multipleResponsesSetsResultFixture)
      .map((table) => table.title.ko);
    expect(titles).toEqual([
      '케이스 요약: 매체 (이용 매체)',
      '매체 (이용 매체) 빈도',
      '케이스 요약: 선호 (선호 매체)',
      '선호 (선호 매체) 빈도',
    ]);
  });
});

describe('frequencies bar charts', () => {
  it('draw one bar per valid value with the counts R gives', () => {
    const charts = frequencyBarCharts(frequenciesResultFixture);
    expect(charts.map((chart) => chart.kind === 'bar' && chart.variable)).toEqual([
      '만족도',
      '성별',
    ]);
    const satisfaction = charts[0]!;
    if (satisfaction.kind !== 'bar') throw new Error('expected a bar chart');
    const reference = frequenciesReference.numeric.find((v) => v.variable === '만족도')!;
    expect(satisfaction.categories).toEqual(reference.rows.map((row) => String(row.value)));
    expect(satisfaction.values).toEqual(reference.rows.map((row) => row.frequency));
  });

  it('leave out variables with too many categories to read', () => {
    const many = {
      ...frequenciesResultFixture,
      variables: [
        {
          variable: '점수',
          rows: Array.from({ length: 16 }, (_, i) => ({ value: i, frequency: 1 })),
        },
      ],
    };
    expect(frequencyBarCharts(many)).toEqual([]);
  });
});
