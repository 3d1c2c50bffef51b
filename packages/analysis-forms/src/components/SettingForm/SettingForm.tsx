import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  Heading,
  Inline,
  NumberField,
  RadioGroup,
  Stack,
  Text,
  TextField,
  VariablePicker,
} from '@tonggye/ui';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import type {
  AnyAnalysisDefinition,
  OptionsSection,
  VariablesSection,
} from '../../definitions/types';
import type { WizardError } from '../../machines/errors';
import type { CaseSelection } from '../DataStep/DataPrep';
import type { DatasetDetail } from '../../types';
import { ANALYSIS_NAMESPACES, useAnalysisTranslation, useErrorText } from '../localize';
import { AnovaModelField } from './AnovaModelField';
import { BlocksField, type ModelBlock } from './BlocksField';
import { PairsField, type VariablePair } from './PairsField';
import { ResponseSetsField } from './ResponseSetsField';
import { ValueGroupsField, type VariableValueGroups } from './ValueGroupsField';
import { VariableGroupsField, type VariableGroup } from './VariableGroupsField';

type Values = Record<string, unknown>;

export interface SettingFormProps {
  definition: AnyAnalysisDefinition;
  dataset: Pick<DatasetDetail, 'title' | 'rowCount' | 'columns'>;
  /** Values to start from (the last submitted ones when coming back); else the definition's defaults. */
  initialValues?: Values | null;
  onSubmit(values: Values): void;
  onBack?(): void;
  /** A refusal or failure reported by the wizard. */
  error?: WizardError | null;
  /** The cases the analysis will run on, when a filter or a random sample chose them. */
  cases?: CaseSelection | null;
}

/** Draws any analysis's setting form from its layout; the options schema validates it. */
export function SettingForm({
  definition,
  dataset,
  initialValues,
  onSubmit,
  onBack,
  error,
  cases = null,
}: SettingFormProps) {
  const { t } = useAnalysisTranslation();
  const errorText = useErrorText();
  const form = useForm<Values>({
    // The erased definition's schema is Record<string, unknown> in and out.
    resolver: zodResolver(definition.optionsSchema) as Resolver<Values>,
    defaultValues: initialValues ?? definition.defaultValues,
  });
  const machineError = errorText(error);
  // Variables chosen per target, for sections that work on them (category grouping).
  const chosen = useWatch({ control: form.control }) as Values;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(values))}
      aria-labelledby="analysis-setting-heading"
    >
      <Stack gap="large">
        <Stack gap="xsmall">
          <Heading level={2} id="analysis-setting-heading">
            {t(definition.titleKey)} · {t('setting.heading')}
          </Heading>
          <Text tone="muted">
            {t('setting.dataset', { title: dataset.title, rows: dataset.rowCount })}
          </Text>
          {cases ? <Text weight="strong">{t('dataPrep.selected', { ...cases })}</Text> : null}
        </Stack>
        {machineError ? (
          <Alert tone="critical" title={t('wizard.errorTitle')}>
            {machineError}
          </Alert>
        ) : null}
        {definition.layout.sections.map((section) => {
          switch (section.kind) {
            case 'variables':
              return (
                <VariablesField
                  key="variables"
                  section={section}
                  dataset={dataset}
                  form={form}
                  definition={definition}
                />
              );
            case 'pairs':
              return (
                <SectionController key={section.field} field={section.field} form={form}>
                  {(value, onChange, error) => (
                    <PairsField
                      section={section}
                      columns={dataset.columns}
                      value={asPairs(value)}
                      onChange={onChange}
                      error={error}
                    />
                  )}
                </SectionController>
              );
            case 'valueGroups':
              return (
                <SectionController key={section.field} field={section.field} form={form}>
                  {(value, onChange, error) => (
                    <ValueGroupsField
                      section={section}
                      variables={asStrings(chosen[section.variablesField])}
                      value={Array.isArray(value) ? (value as VariableValueGroups[]) : []}
                      onChange={onChange}
                      error={error}
                    />
                  )}
                </SectionController>
              );
            case 'variableGroups':
              return (
                <SectionController key={section.field} field={section.field} form={form}>
                  {(value, onChange, error) => (
                    <VariableGroupsField
                      section={section}
                      value={Array.isArray(value) ? (value as VariableGroup[]) : []}
                      onChange={onChange}
                      error={error}
                    />
                  )}
                </SectionController>
              );
            case 'anovaModel':
              return (
                <SectionController key={section.field} field={section.field} form={form}>
                  {(value, onChange, error) => (
                    <AnovaModelField
                      section={section}
                      factors={asStrings(chosen[section.factorsField])}
                      dependents={asStrings(chosen[section.dependentsField])}
                      modelType={String(chosen[section.modelField] ?? 'full')}
                      value={asStrings(value)}
                      onChange={onChange}
                      error={error}
                    />
                  )}
                </SectionController>
              );
            case 'blocks':
              return (
                <SectionController key={section.field} field={section.field} form={form}>
                  {(value, onChange, error) => (
                    <BlocksField
                      section={section}
                      columns={dataset.columns}
                      value={asBlocks(value)}
                      onChange={onChange}
                      error={error}
                    />
                  )}
                </SectionController>
              );
            case 'responseSets':
              return (
                <SectionController key={section.field} field={section.field} form={form}>
                  {(_value, _onChange, error) => (
                    <ResponseSetsField section={section} form={form} error={error} />
                  )}
                </SectionController>
              );
            case 'options':
              return <OptionField key={section.field} section={section} form={form} />;
            default:
              // Kinds another renderer draws (or still to come) are left out here.
              return null;
          }
        })}
        <Inline gap="small" justify="flex-end">
          {onBack ? (
            <Button variant="secondary" onClick={onBack}>
              {t('wizard.back')}
            </Button>
          ) : null}
          <Button type="submit" variant="primary">
            {t('setting.submit')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

type Form = ReturnType<typeof useForm<Values>>;

function useFieldError(errors: FieldErrors<Values>) {
  const { t, i18n } = useAnalysisTranslation();
  return (field: string, count?: number): string | null => {
    const message = errors[field]?.message;
    if (typeof message !== 'string') return null;
    // Schemas report catalogue keys; anything else (a library default) gets a general line.
    return i18n.exists(message, { ns: ANALYSIS_NAMESPACES })
      ? t(message, { count })
      : t('errors.invalidOptions');
  };
}

function VariablesField({
  section,
  dataset,
  form,
  definition,
}: {
  section: VariablesSection;
  dataset: SettingFormProps['dataset'];
  form: Form;
  definition: SettingFormProps['definition'];
}) {
  const { t } = useAnalysisTranslation();
  const fieldError = useFieldError(form.formState.errors);
  const ids = section.targets.map((target) => target.id);
  const watched = form.watch(ids);
  const value = Object.fromEntries(ids.map((id, index) => [id, asStrings(watched[index])]));
  const error =
    section.targets
      .map((target) => fieldError(target.id, target.min))
      .find((message) => message !== null) ?? null;
  const help = section.targets.filter((target) => target.helpKey);
  const picker = (
    <VariablePicker
      variables={dataset.columns.map((column) => ({
        name: column.name,
        type: column.type,
        ...(column.label ? { label: column.label } : {}),
      }))}
      targets={section.targets.map((target) => ({
        id: target.id,
        label: t(target.labelKey),
        accepts: [...target.accepts],
        ...(target.max !== undefined ? { max: target.max } : {}),
      }))}
      value={value}
      onChange={(next) => {
        for (const id of ids) {
          form.setValue(id, next[id] ?? [], {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          });
        }
        const follow = definition.valuesForVariables?.(next, value, dataset.columns) ?? {};
        for (const [field, fieldValue] of Object.entries(follow)) {
          // A value the person typed stays; only untouched defaults follow the variable.
          if (form.getFieldState(field).isDirty) continue;
          form.setValue(field, fieldValue, { shouldValidate: form.formState.isSubmitted });
        }
      }}
      error={error}
      labels={{
        available: t('setting.picker.available'),
        moveTo: (target) => t('setting.picker.moveTo', { target }),
        remove: t('setting.picker.remove'),
        numeric: t('setting.picker.numeric'),
        categorical: t('setting.picker.categorical'),
      }}
    />
  );
  if (help.length === 0) return picker;
  return (
    <Stack gap="small">
      {picker}
      {help.map((target) => (
        <Text key={target.id} tone="muted" size="small">
          {t(target.labelKey)}: {t(target.helpKey ?? '')}
        </Text>
      ))}
    </Stack>
  );
}

/** A section that holds one form field and reports its error (first nested message too). */
function SectionController({
  field,
  form,
  children,
}: {
  field: string;
  form: Form;
  children: (
    value: unknown,
    onChange: (next: unknown) => void,
    error: string | null,
  ) => React.ReactNode;
}) {
  const { t, i18n } = useAnalysisTranslation();
  const message = firstMessage(form.formState.errors[field]);
  const error =
    message === null
      ? null
      : i18n.exists(message, { ns: ANALYSIS_NAMESPACES })
        ? t(message)
        : t('errors.invalidOptions');
  return (
    <Controller
      control={form.control}
      name={field}
      render={({ field: controlled }) => (
        <>{children(controlled.value, controlled.onChange, error)}</>
      )}
    />
  );
}

/** The first error message in a (possibly nested) field error. */
function firstMessage(error: unknown): string | null {
  if (error === null || typeof error !== 'object') return null;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  for (const child of Object.values(error as Record<string, unknown>)) {
    if (child === null || typeof child !== 'object' || child === (error as { ref?: unknown }).ref)
      continue;
    const found = firstMessage(child);
    if (found !== null) return found;
  }
  return null;
}

function asBlocks(value: unknown): ModelBlock[] {
  return Array.isArray(value)
    ? value.filter(
        (block): block is ModelBlock =>
          typeof block === 'object' &&
          block !== null &&
          Array.isArray((block as ModelBlock).variables) &&
          typeof (block as ModelBlock).method === 'string',
      )
    : [];
}

function asPairs(value: unknown): VariablePair[] {
  return Array.isArray(value)
    ? value.filter(
        (pair): pair is VariablePair =>
          Array.isArray(pair) && pair.length === 2 && pair.every((v) => typeof v === 'string'),
      )
    : [];
}

function OptionField({ section, form }: { section: OptionsSection; form: Form }) {
  const { t } = useAnalysisTranslation();
  const fieldError = useFieldError(form.formState.errors);
  const condition = section.visibleWhen;
  const shownValue = form.watch(condition?.field ?? section.field);
  if (condition && shownValue !== condition.equals) return null;
  const help = section.helpKey ? t(section.helpKey) : undefined;
  const legend = t(section.labelKey);
  const options = section.options.map((option) => ({
    value: option.value,
    label: t(option.labelKey),
  }));
  const error = fieldError(section.field);
  return (
    <Controller
      control={form.control}
      name={section.field}
      render={({ field }) => {
        switch (section.control) {
          case 'checkboxGroup':
            return (
              <CheckboxGroup
                legend={legend}
                {...(help ? { description: help } : {})}
                name={section.field}
                options={options}
                value={asStrings(field.value)}
                onChange={field.onChange}
                error={error}
              />
            );
          case 'radio':
            return (
              <RadioGroup
                legend={legend}
                {...(help ? { description: help } : {})}
                name={section.field}
                options={options}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={field.onChange}
                error={error}
              />
            );
          case 'number':
            return (
              <NumberField
                label={legend}
                {...(help ? { description: help } : {})}
                name={section.field}
                value={typeof field.value === 'number' ? field.value : null}
                onChange={field.onChange}
                error={error}
                {...numberRange(section)}
              />
            );
          case 'text':
            return (
              <TextField
                label={legend}
                {...(help ? { description: help } : {})}
                name={section.field}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                error={error}
              />
            );
          case 'switch':
            return (
              <Checkbox
                label={legend}
                {...(help ? { description: help } : {})}
                checked={field.value === true}
                onCheckedChange={field.onChange}
              />
            );
          case 'optionalNumber':
          case 'confidence': {
            // null means "no interval"; turning it on restores the section's default level.
            // An emptied level field is kept as NaN so the schema reports it instead of silently turning the interval off.
            const level =
              typeof field.value === 'number' && !Number.isNaN(field.value) ? field.value : null;
            const enabled = field.value !== null && field.value !== undefined;
            return (
              <Stack gap="small">
                <Checkbox
                  label={legend}
                  {...(help ? { description: help } : {})}
                  checked={enabled}
                  onCheckedChange={(checked) =>
                    field.onChange(checked ? (section.defaultLevel ?? 95) : null)
                  }
                />
                {enabled ? (
                  <NumberField
                    label={t(section.levelLabelKey ?? section.labelKey)}
                    name={section.field}
                    value={level}
                    onChange={(next) => field.onChange(next ?? Number.NaN)}
                    error={error}
                    {...numberRange(section)}
                  />
                ) : null}
              </Stack>
            );
          }
          default:
            section.control satisfies never;
            return <></>;
        }
      }}
    />
  );
}

function numberRange(section: OptionsSection) {
  return {
    ...(section.min !== undefined ? { min: section.min } : {}),
    ...(section.max !== undefined ? { max: section.max } : {}),
    ...(section.step !== undefined ? { step: section.step } : {}),
  };
}

function asStrings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}
