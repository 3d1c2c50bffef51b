import { describe, expect, it } from 'vitest';
import { surveyDataset } from '../fixtures/descriptive';
import { requestToValues } from './fromRequest';
import { analysisDefinitions } from './registry';
import type { AnyAnalysisDefinition } from './types';

/** Distinct numeric variables for each target (Y, X, W and a covariate each get their own). */
const names = [
  ...surveyDataset.columns.filter((column) => column.type === 'numeric').map((c) => c.name),
  '점수1',
  '점수2',
  '점수3',
];

function variableFields(definition: AnyAnalysisDefinition): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  let next = 0;
  const take = (count: number) =>
    Array.from({ length: count }, () => names[next++ % names.length] as string);
  for (const section of definition.layout.sections) {
    if (section.kind === 'variables')
      for (const target of section.targets) fields[target.id] = take(Math.max(1, target.min));
    if (section.kind === 'pairs') fields[section.field] = [take(2)];
  }
  return fields;
}

/**
 * Form values a person could submit: the defaults with variables, then every choice of every
 * radio group, every checkbox group fully ticked and every switch turned, one at a time and
 * all together (only combinations the schema accepts: some need more than one change).
 */
function submittableValues(definition: AnyAnalysisDefinition): Record<string, unknown>[] {
  const base = { ...(definition.defaultValues as object), ...variableFields(definition) };
  const variants: Record<string, unknown>[] = [base];
  const all: Record<string, unknown> = { ...base };
  for (const section of definition.layout.sections) {
    if (section.kind !== 'options') continue;
    if (section.control === 'radio')
      for (const option of section.options)
        variants.push({ ...base, [section.field]: option.value });
    if (section.control === 'checkboxGroup') {
      const every = section.options.map((option) => option.value);
      variants.push({ ...base, [section.field]: every });
      all[section.field] = every;
    }
    if (section.control === 'switch') {
      variants.push({ ...base, [section.field]: !base[section.field as keyof typeof base] });
      all[section.field] = !base[section.field as keyof typeof base];
    }
  }
  variants.push(all);
  return variants.flatMap((values) => {
    const parsed = definition.optionsSchema.safeParse(values);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Requests the generic variants cannot reach: fields that only matter together. */
const extraValues: Partial<Record<string, Record<string, unknown>[]>> = {
  't/independent': [
    {
      independentSampleTestValue: ['나이'],
      groupingVariable: ['점수1'],
      groupMode: 'cutPoint',
      cutPoint: 2.5,
    },
    { independentSampleTestValue: ['나이'], groupingVariable: ['성별'], group1: 'M', group2: 'F' },
  ],
  frequencies: [
    {
      variables: ['성별', '점수1'],
      factorGroups: [
        {
          variable: '점수1',
          groups: [
            { label: '낮음', values: ['1', '2'] },
            { label: 'high', values: ['3', 'x'] },
          ],
        },
      ],
    },
  ],
  'multiple-responses': [
    {
      setVariables: ['점수1', '점수2'],
      setName: 'media',
      setLabel: 'Media used',
      setType: 'dichotomies',
      countedValue: '2',
    },
    { setVariables: ['점수1', '점수2'], setName: 'media', setType: 'categories' },
    // Several sets: two in the list and one in the editor, or the list alone.
    {
      sets: [
        {
          name: 'a',
          label: '',
          type: 'dichotomies',
          variables: ['점수1', '점수2'],
          countedValue: '2',
        },
        {
          name: 'b',
          label: 'B set',
          type: 'categories',
          variables: ['점수2', '점수3'],
          countedValue: '',
        },
      ],
      setVariables: ['점수1', '점수3'],
      setName: 'c',
      setType: 'dichotomies',
      countedValue: 'yes',
    },
    {
      sets: [
        {
          name: 'a',
          label: 'A',
          type: 'categories',
          variables: ['점수1', '점수2'],
          countedValue: '1',
        },
        {
          name: 'b',
          label: '',
          type: 'dichotomies',
          variables: ['점수2', '점수3'],
          countedValue: '1',
        },
      ],
      setVariables: [],
    },
  ],
  reliability: [
    {
      reliabilityVariables: [],
      factorGroups: [
        { name: 'F1', variables: ['점수1', '점수2'] },
        { name: 'F2', variables: ['점수3', '나이'] },
      ],
    },
  ],
  factor: [
    { factorVariables: ['점수1', '점수2', '점수3'], selectedExtract: 'fixed', factorsToExtract: 2 },
    { factorVariables: ['점수1', '점수2', '점수3'], suppressABS: 0.3 },
  ],
  moderation: [
    {
      dependents: ['점수1'],
      independents: ['점수2'],
      moderators: ['점수3', '나이'],
      modelNumber: '2',
    },
  ],
};

describe.each(Object.values(analysisDefinitions))('reopening $id', (definition) => {
  const cases = [
    ...submittableValues(definition),
    ...(extraValues[definition.id] ?? []).map((values) => definition.optionsSchema.parse(values)),
  ];

  it('has submittable values to start from', () => {
    expect(cases.length).toBeGreaterThan(1);
  });

  it('maps every stored request back to form values that give the same request', () => {
    for (const values of cases) {
      const request = definition.toRequest(values);
      expect(definition.requestSchema.safeParse(request).success).toBe(true);
      // Stored as JSON on the server: a round trip through JSON is what comes back.
      const stored = JSON.parse(JSON.stringify(request)) as Record<string, unknown>;
      const reopened = requestToValues(definition, stored);
      const parsed = definition.optionsSchema.safeParse(reopened);
      expect(parsed.success, `${JSON.stringify(stored)} → ${JSON.stringify(reopened)}`).toBe(true);
      expect(definition.toRequest(parsed.data!)).toEqual(stored);
    }
  });
});
