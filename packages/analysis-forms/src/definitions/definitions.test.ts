import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { surveyDataset } from '../fixtures/descriptive';
import { descriptiveDefinition } from './descriptive';
import { analysisDefinitions } from './registry';
import { variablesFitDataset } from './types';

function lookup(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalogue,
    );
}

function schemaKeys(schema: z.ZodType): string[] {
  expect(schema).toBeInstanceOf(z.ZodObject);
  return Object.keys((schema as z.ZodObject).shape);
}

describe.each(Object.values(analysisDefinitions))('definition $id', (definition) => {
  const keys = schemaKeys(definition.optionsSchema);

  it('lays out only fields of its options schema, each once', () => {
    const fields = definition.layout.sections.flatMap((section) =>
      section.kind === 'variables' ? section.targets.map((target) => target.id) : [section.field],
    );
    for (const field of fields) expect(keys).toContain(field);
    expect(new Set(fields).size).toBe(fields.length);
    // And every schema field can be set from the form.
    expect([...fields].sort()).toEqual([...keys].sort());
  });

  it('offers only values the schema accepts', () => {
    for (const section of definition.layout.sections) {
      if (section.kind !== 'options') continue;
      for (const option of section.options) {
        const candidate = section.control === 'checkboxGroup' ? [option.value] : option.value;
        const field = (definition.optionsSchema as z.ZodObject).shape[section.field] as z.ZodType;
        expect(field.safeParse(candidate).success, `${section.field}=${option.value}`).toBe(true);
      }
    }
  });

  it('has every label key in both catalogues', () => {
    const keysUsed = [
      definition.titleKey,
      definition.descriptionKey,
      ...definition.layout.sections.flatMap((section) =>
        section.kind === 'variables'
          ? section.targets.flatMap((target) => [
              target.labelKey,
              ...(target.helpKey ? [target.helpKey] : []),
            ])
          : [
              section.labelKey,
              ...(section.helpKey ? [section.helpKey] : []),
              ...('levelLabelKey' in section && section.levelLabelKey
                ? [section.levelLabelKey]
                : []),
              ...('options' in section ? section.options.map((o) => o.labelKey) : []),
            ],
      ),
    ];
    for (const key of keysUsed) {
      expect(typeof lookup(ko, key), `ko ${key}`).toBe('string');
      expect(typeof lookup(en, key), `en ${key}`).toBe('string');
    }
  });

  it('parses its defaults once a variable is chosen, and rejects them without one', () => {
    expect(definition.optionsSchema.safeParse(definition.defaultValues).success).toBe(false);
    const numeric = registryDataset.columns
      .filter((column) => column.type === 'numeric')
      .map((column) => column.name);
    const withVariables = { ...definition.defaultValues, ...variableFields(definition, numeric) };
    expect(definition.optionsSchema.safeParse(withVariables).success).toBe(true);
  });

  it('turns the defaults into a valid contract request', () => {
    const numeric = registryDataset.columns
      .filter((column) => column.type === 'numeric')
      .map((column) => column.name);
    const values = definition.optionsSchema.parse({
      ...definition.defaultValues,
      ...variableFields(definition, numeric),
    });
    const request = definition.toRequest(values);
    const parsed = definition.requestSchema.safeParse(request);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(variablesFitDataset(definition, values, registryDataset)).toBe(true);
  });
});

/**
 * The survey with three more numeric columns, so that models with several roles (Y, X, W and a
 * covariate: one variable each) get distinct variables.
 */
const registryDataset = {
  ...surveyDataset,
  columns: [
    ...surveyDataset.columns,
    ...['점수1', '점수2', '점수3'].map((name) => ({
      name,
      type: 'numeric' as const,
      validCount: 10,
      missingCount: 0,
    })),
  ],
};

function variableFields(
  definition: (typeof analysisDefinitions)[keyof typeof analysisDefinitions],
  names: string[],
) {
  const fields: Record<string, unknown> = {};
  // Each target gets variables of its own (a grouping variable is never a test variable).
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

describe('descriptive definition', () => {
  const schema = descriptiveDefinition.optionsSchema;

  it('defaults to SPSS Descriptives: mean, std. deviation, minimum, maximum; no interval', () => {
    const values = schema.parse({ variables: ['나이'] });
    expect(values).toEqual({
      variables: ['나이'],
      centralTendency: ['mean'],
      dispersion: ['std', 'min', 'max'],
      distribution: [],
      confidenceInterval: null,
      significance: [],
      visualize: [],
      fillMethod: 'exclude',
    });
    expect(descriptiveDefinition.defaultValues).toMatchObject({
      centralTendency: ['mean'],
      dispersion: ['std', 'min', 'max'],
    });
  });

  it('keeps choices in the contract order without duplicates', () => {
    const values = schema.parse({
      variables: ['나이', '나이'],
      dispersion: ['max', 'std', 'max', 'iqr'],
    });
    expect(values.dispersion).toEqual(['std', 'max', 'iqr']);
    expect(descriptiveDefinition.toRequest(values).variables).toEqual(['나이']);
  });

  it('reports catalogue keys as messages', () => {
    const noVariables = schema.safeParse({ variables: [] });
    expect(noVariables.error?.issues[0]?.message).toBe('errors.variablesMin');
    const badLevel = schema.safeParse({ variables: ['나이'], confidenceInterval: 100 });
    expect(badLevel.error?.issues[0]).toMatchObject({
      path: ['confidenceInterval'],
      message: 'errors.confidenceRange',
    });
    expect(schema.safeParse({ variables: ['나이'], confidenceInterval: 99.9 }).success).toBe(true);
    expect(schema.safeParse({ variables: ['나이'], fillMethod: 'zero' }).success).toBe(false);
  });

  it('refuses categorical or unknown variables against the dataset', () => {
    const base = schema.parse({ variables: ['나이'] });
    expect(
      variablesFitDataset(
        descriptiveDefinition as never,
        { ...base, variables: ['성별'] },
        surveyDataset,
      ),
    ).toBe(false);
    expect(
      variablesFitDataset(
        descriptiveDefinition as never,
        { ...base, variables: ['키'] },
        surveyDataset,
      ),
    ).toBe(false);
  });
});

describe('catalogues', () => {
  it('have the same keys in Korean and English', () => {
    const keys = (node: unknown, prefix = ''): string[] =>
      typeof node === 'string'
        ? [prefix]
        : Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
            keys(value, prefix ? `${prefix}.${key}` : key),
          );
    expect(keys(en).sort()).toEqual(keys(ko).sort());
  });
});
