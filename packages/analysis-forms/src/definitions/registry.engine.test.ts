/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze, readDataFile, summarizeTable } from '../../../stats/src/index';
import { allOptionsC, engineCasesC } from '../fixtures/requests-c';
import { analysisDefinitions } from './registry';
import { variablesFitDataset, type AnalysisId, type AnyAnalysisDefinition } from './types';

/*
 * The parametrised test over the registry, its engine part: for every definition the
 * form values with every option on (each checkbox group fully ticked, each switch turned on)
 * pass the options schema, fit the real dataset, make a request the definition's strict
 * request schema accepts, and the real engine runs it. The layout and default parts are in
 * definitions.test.ts. A definition added to the registry without a case here fails.
 */
const statsFixtures = join(import.meta.dirname, '../../../stats/test/fixtures');

/** The R-checked fixture file and the variables (and values options need) of each analysis. */
const cases: Record<AnalysisId, { file: string; values: Record<string, unknown> }> = {
  descriptive: { file: 'survey.csv', values: { variables: ['사전', '사후', '만족도'] } },
  frequencies: { file: 'survey.csv', values: { variables: ['만족도', '성별', '사전'] } },
  'multiple-responses': {
    file: 'reliability.csv',
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
      setType: 'categories',
    },
  },
  't/one': { file: 'survey.csv', values: { variables: ['사전', '사후'], populationMean: 60 } },
  't/paired': {
    file: 'survey.csv',
    values: {
      pairedSampleTestValue: [
        ['사전', '사후'],
        ['만족도', '충성도'],
      ],
    },
  },
  't/independent': {
    file: 'survey.csv',
    values: {
      independentSampleTestValue: ['사전', '사후'],
      groupingVariable: ['집단'],
      group1: '1',
      group2: '2',
    },
  },
  anova: {
    file: 'anova-factorial.csv',
    values: { dependents: ['반응'], factors: ['성별', '처치'], anovaAnalysisType: 'factorial' },
  },
  chi: { file: 'chi.csv', values: { rows: ['성별'], columns: ['흡연'], layers: ['학년'] } },
  correlation: {
    file: 'survey.csv',
    values: { correlationVariables: ['사전', '사후', '만족도', '충성도'] },
  },
  reliability: {
    file: 'reliability.csv',
    values: { reliabilityVariables: ['문항1', '문항2', '문항3', '문항4', '문항5', '문항6'] },
  },
  factor: { file: engineCasesC.factor.csv, values: allOptionsC.factor },
  linear: { file: engineCasesC.linear.csv, values: allOptionsC.linear },
  moderation: { file: engineCasesC.moderation.csv, values: allOptionsC.moderation },
  mediation: { file: engineCasesC.mediation.csv, values: allOptionsC.mediation },
  'nonparametric/mann-whitney': {
    file: 'nonparametric.csv',
    values: {
      testVariables: ['점수', '정밀점수'],
      groupingVariable: ['집단'],
      group1: '1',
      group2: '2',
    },
  },
  'nonparametric/wilcoxon': {
    file: 'nonparametric.csv',
    values: {
      pairs: [
        ['사전', '사후'],
        ['사전', '중간'],
      ],
    },
  },
  'nonparametric/sign': {
    file: 'nonparametric.csv',
    values: {
      pairs: [
        ['사전', '사후'],
        ['사전', '추후'],
      ],
    },
  },
  'nonparametric/kruskal-wallis': {
    file: 'nonparametric.csv',
    values: { testVariables: ['점수'], groupingVariable: ['집단'] },
  },
  'nonparametric/friedman': {
    file: 'nonparametric.csv',
    values: { variables: ['사전', '중간', '사후'] },
  },
  'nonparametric/chi-square': {
    file: 'nonparametric.csv',
    values: { testVariables: ['응답'], expectedMode: 'values', expectedValues: '4, 3, 2, 1' },
  },
  'nonparametric/binomial': {
    file: 'nonparametric.csv',
    values: { testVariables: ['찬성'], testProportion: 0.7 },
  },
  // Every switch on: the second within factor is defined (2 × 3 levels, make-repeated.R's design).
  'anova/repeated': {
    file: 'repeated.csv',
    values: {
      withinName: 'A',
      withinLevels: 2,
      withinName2: 'B',
      withinLevels2: 3,
      measures: ['a1b1', 'a1b2', 'a1b3', 'a2b1', 'a2b2', 'a2b3'],
      betweenFactors: ['집단'],
    },
  },
  // make-logistic.R's first case: two covariates and two categorical covariates (one text).
  logistic: {
    file: 'logistic.csv',
    values: {
      dependents: ['합격'],
      independents: ['공부시간', '나이', '잡음'],
      categoricalVariables: ['성별', '학년'],
    },
  },
  // make-multinomial.R's first case: two factors (one text) and two covariates.
  multinomial: {
    file: 'multinomial.csv',
    values: {
      dependents: ['진로'],
      factors: ['성별', '학년'],
      covariates: ['성적', '나이'],
    },
  },
};

/** Every choice of every checkbox group on and every switch on, over the case's values. */
function everyOption(definition: AnyAnalysisDefinition, values: Record<string, unknown>) {
  const all: Record<string, unknown> = { ...definition.defaultValues, ...values };
  for (const section of definition.layout.sections) {
    if (section.kind !== 'options') continue;
    if (section.control === 'checkboxGroup')
      all[section.field] = section.options.map((option) => option.value);
    if (section.control === 'switch') all[section.field] = true;
  }
  return all;
}

describe.each(Object.values(analysisDefinitions))(
  'registry: $id with every option',
  (definition) => {
    it('makes a request the real engine runs', () => {
      const { file, values } = cases[definition.id];
      const { table } = readDataFile(new Uint8Array(readFileSync(join(statsFixtures, file))), {
        fileName: file,
      });
      const parsed = definition.optionsSchema.safeParse(everyOption(definition, values));
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(variablesFitDataset(definition, parsed.data!, summarizeTable(table))).toBe(true);
      const request = definition.toRequest(parsed.data!);
      const checked = definition.requestSchema.safeParse(request);
      expect(checked.success, JSON.stringify(checked.error?.issues)).toBe(true);
      const result = analyze(table, { analysis: definition.id, ...request });
      expect(result.analysis).toBe(definition.id);
      expect(definition.resultTables(result).length).toBeGreaterThan(0);
    }, 120_000);
  },
);

it('has a case for every analysis of the registry and no other', () => {
  expect(Object.keys(cases).sort()).toEqual(Object.keys(analysisDefinitions).sort());
});
