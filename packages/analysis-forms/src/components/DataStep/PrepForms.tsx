import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  CheckboxGroup,
  DataGrid,
  Heading,
  Inline,
  NumberField,
  RadioGroup,
  Select,
  Stack,
  TextField,
  Textarea,
  vars,
} from '@tonggye/ui';
import { useState, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type Control,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { factorExtracts, factorMethods, factorRotations } from '../../definitions/factor';
import { toWizardError, type WizardError } from '../../machines/errors';
import type { DatasetColumn } from '../../types';
import { useAnalysisTranslation, useErrorText } from '../localize';
import {
  centerFields,
  centerStep,
  computeFields,
  computeStep,
  factorScoreKinds,
  factorScoresFields,
  factorScoresStep,
  filterFields,
  filterStep,
  prepFormKinds,
  recodeFields,
  recodeStep,
  reverseFields,
  reverseStep,
  sampleFields,
  sampleStep,
  scaleGroupsText,
  scaleScoreFields,
  scaleScoreStep,
  standardizeFields,
  standardizeStep,
  type PrepFormKind,
  type PrepStep,
} from './prepSteps';

/** The first rows after a list of transforms (`/dataset/transforms/preview`). */
export interface PrepPreview {
  rowCount: number;
  selectedCount: number;
  preview: { columns: string[]; rows: (number | string | null)[][] };
}

/** What the site gives the data step to prepare data: the server's calls, injected. */
export interface DataPrepActions {
  /** Stores the whole list as the dataset's transforms; resolves once the dataset has it. */
  apply(transforms: PrepStep[]): Promise<void>;
  /** The first rows after the list, nothing stored. */
  preview(transforms: PrepStep[]): Promise<PrepPreview>;
}

const styles = {
  marker: {
    margin: 0,
    padding: vars.space.small,
    // The body font after the monospace one: Korean names have no monospace glyphs here.
    fontFamily: `ui-monospace, "DejaVu Sans Mono", monospace, ${vars.font.body}`,
    fontSize: vars.fontSize.small,
    whiteSpace: 'pre',
    overflowX: 'auto',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.small,
    background: vars.color.surface,
    color: vars.color.text,
  },
} satisfies Record<string, CSSProperties>;

/**
 * The 1-based character of an expression fault: the engine's `position` when the error carries
 * it, else read from the server's sentence, which always names it.
 */
export function expressionErrorPosition(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { details, message, messageEn } = error as {
    details?: { position?: unknown };
    message?: unknown;
    messageEn?: unknown;
  };
  if (typeof details?.position === 'number') return details.position;
  const ko = typeof message === 'string' ? /(\d+)번째 글자/.exec(message) : null;
  const en = typeof messageEn === 'string' ? /at character (\d+)/.exec(messageEn) : null;
  const found = ko?.[1] ?? en?.[1];
  return found === undefined ? null : Number(found);
}

/** A schema message (a key of `dataPrep.errors`, `key:line` for a line) in the reader's language. */
export function usePrepFieldError() {
  const { t, i18n } = useAnalysisTranslation();
  return (message: string | undefined): string | null => {
    if (!message) return null;
    const [key, line] = message.split(':');
    const path = `dataPrep.errors.${key}`;
    return i18n.exists(path, { ns: 'analysis' })
      ? t(path, line === undefined ? {} : { line })
      : t('dataPrep.errors.unknown');
  };
}

interface FormContext {
  columns: readonly DatasetColumn[];
  applied: readonly PrepStep[];
  actions: DataPrepActions;
  /** Factor groups of the analysis being set up, offered to the scale-score form. */
  factorGroups?: readonly { name: string; variables: string[] }[];
}

/** Preview and apply around one transform form; server errors shown where they belong. */
function PrepFormShell<V extends FieldValues>({
  form,
  toStep,
  context,
  expressionOf,
  children,
}: {
  form: UseFormReturn<V>;
  toStep(values: V): PrepStep;
  context: FormContext;
  /** The expression field's text, to mark the character a server error names. */
  expressionOf?(values: V): string;
  children: ReactNode;
}) {
  const { t } = useAnalysisTranslation();
  const errorText = useErrorText();
  const [preview, setPreview] = useState<PrepPreview | null>(null);
  const [failure, setFailure] = useState<{
    error: WizardError;
    title: string;
    marker: { expression: string; position: number } | null;
  } | null>(null);
  const [busy, setBusy] = useState<'preview' | 'apply' | null>(null);

  const run = (what: 'preview' | 'apply') =>
    form.handleSubmit(async (values) => {
      const list = [...context.applied, toStep(values)];
      setBusy(what);
      setFailure(null);
      try {
        if (what === 'preview') setPreview(await context.actions.preview(list));
        else {
          await context.actions.apply(list);
          setPreview(null);
          form.reset();
        }
      } catch (error) {
        const position = expressionOf ? expressionErrorPosition(error) : null;
        setFailure({
          error: toWizardError(error),
          title: t(
            what === 'preview'
              ? 'dataPrep.form.previewFailedTitle'
              : 'dataPrep.applied.failedTitle',
          ),
          marker:
            position !== null && expressionOf
              ? { expression: expressionOf(values), position }
              : null,
        });
      } finally {
        setBusy(null);
      }
    });

  return (
    <form noValidate onSubmit={(event) => void run('apply')(event)}>
      <Stack gap="medium">
        {children}
        {failure ? (
          <Alert tone="critical" title={failure.title}>
            <Stack gap="small">
              <span>{errorText(failure.error)}</span>
              {failure.marker ? <ExpressionMarker {...failure.marker} /> : null}
            </Stack>
          </Alert>
        ) : null}
        <Inline gap="small" justify="flex-end">
          <Button
            type="button"
            variant="secondary"
            loading={busy === 'preview'}
            onClick={(event) => void run('preview')(event)}
          >
            {t('dataPrep.form.preview')}
          </Button>
          <Button type="submit" loading={busy === 'apply'}>
            {t('dataPrep.form.apply')}
          </Button>
        </Inline>
        {preview ? <PreviewRows preview={preview} /> : null}
      </Stack>
    </form>
  );
}

/** The expression with a caret under the character the server named. */
export function ExpressionMarker({
  expression,
  position,
}: {
  expression: string;
  position: number;
}) {
  const { t } = useAnalysisTranslation();
  const characters = [...expression];
  const before = characters.slice(0, Math.max(0, position - 1)).join('');
  // A Korean syllable is two columns wide in a monospace font; the caret follows.
  const width = [...before].reduce(
    (sum, ch) => sum + (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/.test(ch) ? 2 : 1),
    0,
  );
  return (
    <pre style={styles.marker} aria-label={t('dataPrep.form.errorAt', { position })}>
      {expression}
      {'\n'}
      {' '.repeat(width)}^
    </pre>
  );
}

function PreviewRows({ preview }: { preview: PrepPreview }) {
  const { t } = useAnalysisTranslation();
  const { rows, columns } = preview.preview;
  return (
    <DataGrid
      label={t('dataPrep.form.previewGrid', { shown: rows.length })}
      summary={t('dataPrep.form.previewSummary', {
        selected: preview.selectedCount,
        total: preview.rowCount,
        shown: rows.length,
      })}
      columns={columns.map((name) => ({ key: name, label: name, type: 'text' as const }))}
      rowCount={rows.length}
      getValue={(row, column) => rows[row]?.[column] ?? null}
      visibleRows={5}
      missingLabel={t('dataStep.missingCell')}
      rowNumberLabel={t('dataStep.rowNumber')}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// Shared fields.

function VariablesField<V extends FieldValues>({
  control,
  name,
  columns,
}: {
  control: Control<V>;
  name: Path<V>;
  columns: readonly DatasetColumn[];
}) {
  const { t } = useAnalysisTranslation();
  const fieldError = usePrepFieldError();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxGroup
          legend={t('dataPrep.fields.variables')}
          name={field.name}
          options={columns.map((c) => ({
            value: c.name,
            label: c.label ? `${c.name} (${c.label})` : c.name,
          }))}
          value={field.value as string[]}
          onChange={field.onChange}
          error={fieldError(fieldState.error?.message)}
        />
      )}
    />
  );
}

/** A text field of a data-preparation form (one line, or several with `multiline`). */
export function TextInput<V extends FieldValues>({
  control,
  name,
  label,
  description,
  multiline,
}: {
  control: Control<V>;
  name: Path<V>;
  label: string;
  description?: string;
  multiline?: boolean;
}) {
  const fieldError = usePrepFieldError();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        multiline ? (
          <Textarea
            label={label}
            name={field.name}
            rows={4}
            value={field.value as string}
            onChange={field.onChange}
            error={fieldError(fieldState.error?.message)}
            {...(description ? { description } : {})}
          />
        ) : (
          <TextField
            label={label}
            name={field.name}
            value={field.value as string}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={fieldError(fieldState.error?.message)}
            {...(description ? { description } : {})}
          />
        )
      }
    />
  );
}

function NumberInput<V extends FieldValues>({
  control,
  name,
  label,
  description,
}: {
  control: Control<V>;
  name: Path<V>;
  label: string;
  description?: string;
}) {
  const fieldError = usePrepFieldError();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberField
          label={label}
          name={field.name}
          value={field.value as number | null}
          onChange={field.onChange}
          error={fieldError(fieldState.error?.message)}
          {...(description ? { description } : {})}
        />
      )}
    />
  );
}

/** What a choice control takes from the form's field; its caption and options come from the form. */
interface FieldChoiceProps {
  name?: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * One of a fixed list of options held by the form, shown by the control given: radios where every
 * option should stay in sight, a select where the list is long.
 */
function ChoiceInput<V extends FieldValues, P extends FieldChoiceProps>({
  control,
  name,
  as: Choice,
  ...props
}: {
  control: Control<V>;
  name: Path<V>;
  as: ComponentType<P>;
} & Omit<P, keyof FieldChoiceProps>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        // The caller gave every prop but the field's own, which are added here.
        const choiceProps = {
          ...props,
          name: field.name,
          value: field.value as string,
          onChange: field.onChange,
        } as unknown as P;
        return <Choice {...choiceProps} />;
      }}
    />
  );
}

const numericColumns = (columns: readonly DatasetColumn[]) =>
  columns.filter((c) => c.type === 'numeric');

// ---------------------------------------------------------------------------------------------
// One form per kind of transform.

function ComputeForm({ context }: { context: FormContext }) {
  const { t } = useAnalysisTranslation();
  const form = useForm({
    resolver: zodResolver(computeFields),
    defaultValues: { target: '', expression: '', label: '' },
  });
  return (
    <PrepFormShell
      form={form}
      toStep={computeStep}
      context={context}
      expressionOf={(v) => v.expression}
    >
      <TextInput control={form.control} name="target" label={t('dataPrep.fields.target')} />
      <TextInput
        control={form.control}
        name="expression"
        label={t('dataPrep.fields.expression')}
        description={t('dataPrep.fields.expressionHelp')}
      />
      <TextInput control={form.control} name="label" label={t('dataPrep.fields.label')} />
    </PrepFormShell>
  );
}

function ReverseForm({ context }: { context: FormContext }) {
  const { t } = useAnalysisTranslation();
  const form = useForm({
    resolver: zodResolver(reverseFields),
    defaultValues: { variables: [] as string[], min: 1, max: 5, into: '' },
  });
  return (
    <PrepFormShell form={form} toStep={reverseStep} context={context}>
      <VariablesField
        control={form.control}
        name="variables"
        columns={numericColumns(context.columns)}
      />
      <Inline gap="medium">
        <NumberInput control={form.control} name="min" label={t('dataPrep.fields.min')} />
        <NumberInput control={form.control} name="max" label={t('dataPrep.fields.max')} />
      </Inline>
      <TextInput
        control={form.control}
        name="into"
        label={t('dataPrep.fields.into')}
        description={t('dataPrep.fields.intoHelp')}
      />
    </PrepFormShell>
  );
}

function RecodeForm({ context }: { context: FormContext }) {
  const { t } = useAnalysisTranslation();
  const form = useForm({
    resolver: zodResolver(recodeFields),
    defaultValues: {
      variables: [] as string[],
      into: '',
      rules: '',
      targetType: 'numeric' as 'numeric' | 'text',
      valueLabels: '',
    },
  });
  return (
    <PrepFormShell form={form} toStep={recodeStep} context={context}>
      <VariablesField control={form.control} name="variables" columns={context.columns} />
      <TextInput
        control={form.control}
        name="rules"
        label={t('dataPrep.fields.rules')}
        description={t('dataPrep.fields.rulesHelp')}
        multiline
      />
      <TextInput
        control={form.control}
        name="into"
        label={t('dataPrep.fields.into')}
        description={t('dataPrep.fields.intoHelp')}
      />
      <ChoiceInput
        control={form.control}
        as={RadioGroup}
        name="targetType"
        legend={t('dataPrep.fields.targetType')}
        options={(['numeric', 'text'] as const).map((value) => ({
          value,
          label: t(`dataPrep.fields.targetTypes.${value}`),
        }))}
      />
      <TextInput
        control={form.control}
        name="valueLabels"
        label={t('dataPrep.fields.valueLabels')}
        description={t('dataPrep.fields.valueLabelsHelp')}
        multiline
      />
    </PrepFormShell>
  );
}

function ScaleScoreForm({ context }: { context: FormContext }) {
  const { t } = useAnalysisTranslation();
  const form = useForm({
    resolver: zodResolver(scaleScoreFields),
    defaultValues: {
      groups: '',
      statistic: 'mean' as 'mean' | 'sum',
      minValid: null as number | null,
    },
  });
  const groups = context.factorGroups?.filter((g) => g.variables.length > 0) ?? [];
  return (
    <PrepFormShell form={form} toStep={scaleScoreStep} context={context}>
      <TextInput
        control={form.control}
        name="groups"
        label={t('dataPrep.fields.groups')}
        description={t('dataPrep.fields.groupsHelp')}
        multiline
      />
      {groups.length > 0 ? (
        <Inline gap="small">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() =>
              form.setValue('groups', scaleGroupsText(groups), { shouldValidate: true })
            }
          >
            {t('dataPrep.fields.fromFactorGroups')}
          </Button>
        </Inline>
      ) : null}
      <ChoiceInput
        control={form.control}
        as={RadioGroup}
        name="statistic"
        legend={t('dataPrep.fields.statistic')}
        options={(['mean', 'sum'] as const).map((value) => ({
          value,
          label: t(`dataPrep.statistic.${value}`),
        }))}
      />
      <NumberInput
        control={form.control}
        name="minValid"
        label={t('dataPrep.fields.minValid')}
        description={t('dataPrep.fields.minValidHelp')}
      />
    </PrepFormShell>
  );
}

/**
 * Factor scores saved as variables (SPSS FACTOR /SAVE): the factor request's variables,
 * extraction, rotation and number of factors, and the score method.
 */
function FactorScoresForm({ context }: { context: FormContext }) {
  const { t } = useAnalysisTranslation();
  const form = useForm({
    resolver: zodResolver(factorScoresFields),
    defaultValues: {
      variables: [] as string[],
      method: 'pca' as (typeof factorMethods)[number],
      rotation: 'varimax' as (typeof factorRotations)[number],
      extract: 'eigenvalue' as (typeof factorExtracts)[number],
      factors: null as number | null,
      scoreMethod: 'regression' as (typeof factorScoreKinds)[number],
      names: '',
    },
  });
  const fixed = useWatch({ control: form.control, name: 'extract' }) === 'fixed';
  return (
    <PrepFormShell form={form} toStep={factorScoresStep} context={context}>
      <VariablesField
        control={form.control}
        name="variables"
        columns={numericColumns(context.columns)}
      />
      <Inline gap="medium">
        <ChoiceInput
          control={form.control}
          as={Select}
          name="method"
          label={t('factor.method.label')}
          options={factorMethods.map((value) => ({ value, label: t(`factor.method.${value}`) }))}
        />
        <ChoiceInput
          control={form.control}
          as={Select}
          name="rotation"
          label={t('factor.rotation.label')}
          options={factorRotations.map((value) => ({
            value,
            label: t(`factor.rotation.${value}`),
          }))}
        />
      </Inline>
      <ChoiceInput
        control={form.control}
        as={RadioGroup}
        name="extract"
        legend={t('factor.extract.label')}
        options={factorExtracts.map((value) => ({ value, label: t(`factor.extract.${value}`) }))}
      />
      {fixed ? (
        <NumberInput
          control={form.control}
          name="factors"
          label={t('factor.factorsToExtract.label')}
          description={t('factor.factorsToExtract.help')}
        />
      ) : null}
      <ChoiceInput
        control={form.control}
        as={RadioGroup}
        name="scoreMethod"
        legend={t('dataPrep.fields.scoreMethod')}
        options={factorScoreKinds.map((value) => ({ value, label: t(`factor.score.${value}`) }))}
      />
      <TextInput
        control={form.control}
        name="names"
        label={t('dataPrep.fields.scoreNames')}
        description={t('dataPrep.fields.scoreNamesHelp')}
      />
    </PrepFormShell>
  );
}

function StandardizeForm({ context, center }: { context: FormContext; center: boolean }) {
  const { t } = useAnalysisTranslation();
  const form = useForm({
    resolver: zodResolver(center ? centerFields : standardizeFields),
    defaultValues: { variables: [] as string[], into: '' },
  });
  return (
    <PrepFormShell form={form} toStep={center ? centerStep : standardizeStep} context={context}>
      <VariablesField
        control={form.control}
        name="variables"
        columns={numericColumns(context.columns)}
      />
      <TextInput
        control={form.control}
        name="into"
        label={t('dataPrep.fields.into')}
        description={t(
          center ? 'dataPrep.fields.intoHelpCenter' : 'dataPrep.fields.intoHelpStandardize',
        )}
      />
    </PrepFormShell>
  );
}

function FilterForm({ context }: { context: FormContext }) {
  const { t } = useAnalysisTranslation();
  const form = useForm({ resolver: zodResolver(filterFields), defaultValues: { condition: '' } });
  return (
    <PrepFormShell
      form={form}
      toStep={filterStep}
      context={context}
      expressionOf={(v) => v.condition}
    >
      <TextInput
        control={form.control}
        name="condition"
        label={t('dataPrep.fields.condition')}
        description={t('dataPrep.fields.conditionHelp')}
      />
    </PrepFormShell>
  );
}

function SampleForm({ context }: { context: FormContext }) {
  const { t } = useAnalysisTranslation();
  const form = useForm({
    resolver: zodResolver(sampleFields),
    defaultValues: { by: 'percent' as 'count' | 'percent', amount: 50, seed: 20260101 },
  });
  return (
    <PrepFormShell form={form} toStep={sampleStep} context={context}>
      <ChoiceInput
        control={form.control}
        as={RadioGroup}
        name="by"
        legend={t('dataPrep.fields.by')}
        options={(['percent', 'count'] as const).map((value) => ({
          value,
          label: t(`dataPrep.fields.byOptions.${value}`),
        }))}
      />
      <NumberInput control={form.control} name="amount" label={t('dataPrep.fields.amount')} />
      <NumberInput
        control={form.control}
        name="seed"
        label={t('dataPrep.fields.seed')}
        description={t('dataPrep.fields.seedHelp')}
      />
    </PrepFormShell>
  );
}

export interface TransformFormsProps extends FormContext {
  /** The kind shown first (stories and tests open one directly). */
  initialKind?: PrepFormKind;
}

/** A chooser of the kind of transform and its form, with preview and apply. */
export function TransformForms({ initialKind = 'compute', ...context }: TransformFormsProps) {
  const { t } = useAnalysisTranslation();
  const [kind, setKind] = useState<PrepFormKind>(initialKind);
  const forms: Record<PrepFormKind, ReactNode> = {
    compute: <ComputeForm context={context} />,
    reverse: <ReverseForm context={context} />,
    recode: <RecodeForm context={context} />,
    scaleScore: <ScaleScoreForm context={context} />,
    factorScores: <FactorScoresForm context={context} />,
    standardize: <StandardizeForm context={context} center={false} />,
    center: <StandardizeForm context={context} center />,
    filter: <FilterForm context={context} />,
    sample: <SampleForm context={context} />,
  };
  return (
    <Stack gap="medium">
      <Heading level={3}>{t('dataPrep.form.heading')}</Heading>
      <Select
        label={t('dataPrep.form.kind')}
        options={prepFormKinds.map((value) => ({
          value,
          label: t(`dataPrep.form.kinds.${value}`),
        }))}
        value={kind}
        onChange={(value) => setKind(value as PrepFormKind)}
      />
      {/* Keyed by kind: each kind starts from its own defaults. */}
      <div key={kind}>{forms[kind]}</div>
    </Stack>
  );
}
