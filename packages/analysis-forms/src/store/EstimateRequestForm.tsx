import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Heading, Inline, Select, Stack, Text, TextField } from '@tonggye/ui';
import { useEffect, useState } from 'react';
import {
  Controller,
  FormProvider,
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type UseFormSetValue,
} from 'react-hook-form';
import { useCallFailureText } from '../accounts/useCallFailureText';
import { useFieldError } from '../accounts/useFieldError';
import { useAnalysisTranslation } from '../components/localize';
import { QuantityField, RequestNoteField, RequestSubmit, WishedDateField } from './FormParts';
import {
  ESTIMATE_COMPANY_MAX,
  ESTIMATE_MAX_LINES,
  ESTIMATE_MEMO_MAX,
  ESTIMATE_QUANTITY_MAX,
  estimateFormSchema,
  type EstimateFormInput,
  type EstimateFormValues,
} from './schemas';

/** One option of a product, with the least quantity and the step it is sold in. */
export interface EstimateOptionChoice {
  value: string;
  label: string;
  minQuantity: number;
  quantityStep: number;
}

export interface EstimateRequestFormProps {
  /** The form's accessible name (the page's title). */
  label: string;
  /** The products a quotation may be asked for, in the reader's words. */
  products: readonly { value: string; label: string }[];
  /** A product's options (the page reads them from the server). */
  loadOptions(productId: string, signal: AbortSignal): Promise<readonly EstimateOptionChoice[]>;
  /** Earliest and latest delivery date, as YYYY-MM-DD. */
  desiredOnMin: string;
  desiredOnMax: string;
  onSubmit(values: EstimateFormValues): void;
  busy?: boolean;
  /** The error of the last attempt (an `ApiError`), shown in its own words. */
  failure?: unknown;
}

const emptyLine = { productId: '', optionId: '', quantity: null };

/**
 * `/estimate`: a volume quotation request of up to ten product lines (product, option read on
 * choice, quantity), a delivery date, who asks and a note; checked with `estimateFormSchema`.
 */
export function EstimateRequestForm({
  label,
  products,
  loadOptions,
  desiredOnMin,
  desiredOnMax,
  onSubmit,
  busy = false,
  failure,
}: EstimateRequestFormProps) {
  const { t } = useAnalysisTranslation();
  const fieldError = useFieldError();
  const form = useForm<EstimateFormInput, unknown, EstimateFormValues>({
    resolver: zodResolver(estimateFormSchema),
    defaultValues: { lines: [emptyLine], desiredOn: null, companyName: '', memo: '' },
  });
  const { control, handleSubmit, setValue } = form;
  const lines = useFieldArray({ control, name: 'lines' });
  const e = (key: string, values?: Record<string, unknown>) =>
    t(`storeForms.estimate.${key}`, values ?? {});
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={label}>
        <Stack gap="medium">
          <Heading level={2}>{e('lines')}</Heading>
          {lines.fields.map((line, index) => (
            <EstimateLineFields
              key={line.id}
              index={index}
              control={control}
              setValue={setValue}
              products={products}
              loadOptions={loadOptions}
              onRemove={lines.fields.length > 1 ? () => lines.remove(index) : undefined}
            />
          ))}
          {lines.fields.length < ESTIMATE_MAX_LINES ? (
            <div>
              <Button variant="secondary" size="sm" onClick={() => lines.append(emptyLine)}>
                {e('addLine')}
              </Button>
            </div>
          ) : null}
          <WishedDateField<EstimateFormInput>
            name="desiredOn"
            label={e('desiredOn')}
            required
            min={desiredOnMin}
            max={desiredOnMax}
          />
          <Controller
            control={control}
            name="companyName"
            render={({ field, fieldState }) => (
              <TextField
                label={e('companyName')}
                name={field.name}
                required
                maxLength={ESTIMATE_COMPANY_MAX}
                autoComplete="organization"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldError(fieldState.error?.message)}
              />
            )}
          />
          <RequestNoteField<EstimateFormInput> name="memo" maxLength={ESTIMATE_MEMO_MAX} />
          <RequestSubmit failure={failure} submitLabel={e('submit')} busy={busy} />
        </Stack>
      </form>
    </FormProvider>
  );
}

/** One product line: product, its options (loaded when chosen) and the quantity. */
function EstimateLineFields({
  index,
  control,
  setValue,
  products,
  loadOptions,
  onRemove,
}: {
  index: number;
  control: Control<EstimateFormInput, unknown, EstimateFormValues>;
  setValue: UseFormSetValue<EstimateFormInput>;
  products: EstimateRequestFormProps['products'];
  loadOptions: EstimateRequestFormProps['loadOptions'];
  onRemove?: () => void;
}) {
  const { t } = useAnalysisTranslation();
  const fieldError = useFieldError();
  const failureText = useCallFailureText();
  const e = (key: string, values?: Record<string, unknown>) =>
    t(`storeForms.estimate.${key}`, values ?? {});
  const n = index + 1;
  const productId = useWatch({ control, name: `lines.${index}.productId` });
  const optionId = useWatch({ control, name: `lines.${index}.optionId` });
  const [loaded, setLoaded] = useState<{
    productId: string;
    options: readonly EstimateOptionChoice[] | null;
    error: unknown;
  }>({ productId: '', options: null, error: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (productId === '') return;
    const controller = new AbortController();
    loadOptions(productId, controller.signal).then(
      (options) => {
        if (!controller.signal.aborted) setLoaded({ productId, options, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ productId, options: null, error });
      },
    );
    return () => controller.abort();
  }, [productId, attempt, loadOptions]);
  const current = loaded.productId === productId ? loaded : null;
  const options = current?.options ?? null;
  const option = options?.find((candidate) => candidate.value === optionId);
  return (
    <fieldset>
      <legend>
        <Text weight="strong">{e('line', { n })}</Text>
      </legend>
      <Stack gap="small">
        <Controller
          control={control}
          name={`lines.${index}.productId`}
          render={({ field }) => (
            <Controller
              control={control}
              name={`lines.${index}.optionId`}
              render={({ fieldState }) => (
                <Select
                  label={e('product')}
                  name={field.name}
                  required
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    setValue(`lines.${index}.optionId`, '');
                    setValue(`lines.${index}.quantity`, null);
                  }}
                  error={field.value === '' ? fieldError(fieldState.error?.message) : null}
                  options={[{ value: '', label: e('chooseProduct') }, ...products]}
                />
              )}
            />
          )}
        />
        {current?.error ? (
          <Alert tone="critical" title={e('loadFailedTitle')}>
            <Stack gap="small">
              <span>{failureText(current.error)}</span>
              <div>
                <Button variant="secondary" size="sm" onClick={() => setAttempt((a) => a + 1)}>
                  {e('retry')}
                </Button>
              </div>
            </Stack>
          </Alert>
        ) : null}
        {options ? (
          <Controller
            control={control}
            name={`lines.${index}.optionId`}
            render={({ field, fieldState }) => (
              <Select
                label={e('option')}
                name={field.name}
                required
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  const next = options.find((candidate) => candidate.value === value);
                  if (next) setValue(`lines.${index}.quantity`, next.minQuantity * 10);
                }}
                error={fieldError(fieldState.error?.message)}
                options={[
                  { value: '', label: e('chooseOption') },
                  ...options.map(({ value, label }) => ({ value, label })),
                ]}
              />
            )}
          />
        ) : null}
        <QuantityField<EstimateFormInput>
          name={`lines.${index}.quantity`}
          min={option?.minQuantity ?? 1}
          max={ESTIMATE_QUANTITY_MAX}
          step={option?.quantityStep}
        />
        {onRemove ? (
          <Inline gap="small">
            <Button variant="ghost" size="sm" onClick={onRemove}>
              {e('removeLine', { n })}
            </Button>
          </Inline>
        ) : null}
      </Stack>
    </fieldset>
  );
}
