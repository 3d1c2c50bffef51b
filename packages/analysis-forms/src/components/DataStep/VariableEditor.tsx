import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Heading, Inline, Select, Stack, Textarea, vars } from '@tonggye/ui';
import { useState, type CSSProperties } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { toWizardError, type WizardError } from '../../machines/errors';
import type { DatasetColumn } from '../../types';
import { useAnalysisTranslation, useErrorText } from '../localize';
import { TextInput, usePrepFieldError } from './PrepForms';
import {
  measurementLevels,
  parseMissingValues,
  variableEditSteps,
  type MeasurementLevel,
  type PrepStep,
  type VariableEdit,
} from './prepSteps';

/** "1 = 남" lines, as the value-labels editor reads them. */
function labelLines(text: string): Record<string, string> | number {
  const labels: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.trim();
    if (line === '') continue;
    const at = line.indexOf('=');
    const value = at < 0 ? '' : line.slice(0, at).trim();
    const label = at < 0 ? '' : line.slice(at + 1).trim();
    if (value === '' || label === '') return index + 1;
    labels[value] = label;
  }
  return labels;
}

export const variableEditFields = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'nameRequired')
      .refine((s) => !s.includes('`'), 'nameBacktick'),
    label: z.string().max(256),
    level: z.enum(['', ...measurementLevels]),
    valueLabels: z.string(),
    missingValues: z.string(),
  })
  .superRefine((v, ctx) => {
    const labels = labelLines(v.valueLabels);
    if (typeof labels === 'number')
      ctx.addIssue({ code: 'custom', message: `labelLine:${labels}`, path: ['valueLabels'] });
    if ('invalid' in parseMissingValues(v.missingValues))
      ctx.addIssue({ code: 'custom', message: 'missingValues', path: ['missingValues'] });
  });
export type VariableEditFields = z.infer<typeof variableEditFields>;

export function variableEditOf(column: DatasetColumn): VariableEdit {
  return {
    name: column.name,
    label: column.label ?? '',
    level: column.measure ?? '',
    valueLabels: column.valueLabels ?? {},
    missingValues: column.missingValues ?? [],
  };
}

export function editOfFields(values: VariableEditFields): VariableEdit {
  const labels = labelLines(values.valueLabels);
  const missing = parseMissingValues(values.missingValues);
  return {
    name: values.name,
    label: values.label.trim(),
    level: values.level,
    valueLabels: typeof labels === 'number' ? {} : labels,
    missingValues: 'values' in missing ? missing.values : [],
  };
}

const styles = {
  panel: {
    padding: vars.space.medium,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.medium,
  },
} satisfies Record<string, CSSProperties>;

/**
 * One variable's name, label, level, value labels and user-missing values, stored as the
 * transforms that make the changes (so they replay, undo and show as SPSS syntax).
 */
export function VariableEditor({
  column,
  transforms,
  apply,
  onClose,
}: {
  column: DatasetColumn;
  transforms: readonly PrepStep[];
  apply(transforms: PrepStep[]): Promise<void>;
  onClose(): void;
}) {
  const { t } = useAnalysisTranslation();
  const fieldError = usePrepFieldError();
  const errorText = useErrorText();
  const before = variableEditOf(column);
  const [failure, setFailure] = useState<WizardError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(variableEditFields),
    defaultValues: {
      name: before.name,
      label: before.label,
      level: before.level as MeasurementLevel | '',
      valueLabels: Object.entries(before.valueLabels)
        .map(([value, label]) => `${value} = ${label}`)
        .join('\n'),
      missingValues: before.missingValues.join(', '),
    },
  });
  const submit = form.handleSubmit(async (values) => {
    const steps = variableEditSteps(before, editOfFields(values));
    setFailure(null);
    if (steps.length === 0) {
      setNotice(t('dataPrep.variableView.noChange'));
      return;
    }
    try {
      await apply([...transforms, ...steps]);
      onClose();
    } catch (error) {
      setFailure(toWizardError(error));
    }
  });
  const headingId = `variable-editor-${column.name}`;
  return (
    <section aria-labelledby={headingId} style={styles.panel}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="medium">
          <Heading level={3} id={headingId}>
            {t('dataPrep.variableView.editor', { name: column.name })}
          </Heading>
          <TextInput control={form.control} name="name" label={t('dataPrep.variableView.name')} />
          <TextInput control={form.control} name="label" label={t('dataPrep.variableView.label')} />
          <Controller
            control={form.control}
            name="level"
            render={({ field }) => (
              <Select
                label={t('dataPrep.variableView.level')}
                name={field.name}
                options={[
                  { value: '', label: t('dataPrep.variableView.levelNone') },
                  ...measurementLevels.map((level) => ({
                    value: level,
                    label: t(`dataPrep.levels.${level}`),
                  })),
                ]}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={form.control}
            name="valueLabels"
            render={({ field, fieldState }) => (
              <Textarea
                label={t('dataPrep.variableView.valueLabels')}
                description={t('dataPrep.variableView.valueLabelsHelp')}
                name={field.name}
                rows={4}
                value={field.value}
                onChange={field.onChange}
                error={fieldError(fieldState.error?.message)}
              />
            )}
          />
          <TextInput
            control={form.control}
            name="missingValues"
            label={t('dataPrep.variableView.missingValues')}
            description={t('dataPrep.variableView.missingValuesHelp')}
          />
          {notice ? <Alert tone="info">{notice}</Alert> : null}
          {failure ? (
            <Alert tone="critical" title={t('dataPrep.applied.failedTitle')}>
              {errorText(failure)}
            </Alert>
          ) : null}
          <Inline gap="small" justify="flex-end">
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('dataPrep.variableView.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('dataPrep.variableView.save')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </section>
  );
}
