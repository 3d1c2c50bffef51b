import {
  Alert,
  Button,
  Checkbox,
  DateField,
  dateFieldLabelsEn,
  dateFieldLabelsKo,
  NumberField,
  Stack,
  Text,
  Textarea,
  textareaLabelsEn,
  textareaLabelsKo,
  TextField,
} from '@tonggye/ui';
import {
  useController,
  useFormState,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { useCallFailureText } from '../accounts/useCallFailureText';
import { useFieldError } from '../accounts/useFieldError';
import { useAnalysisTranslation } from '../components/localize';

/**
 * Fields and the submit areas the store's forms share, wired to the react-hook-form
 * `FormProvider` around them: a text field, a required consent, the end of an order or
 * subscription form (why it was not sent, the server's refusal, the submit button), and the
 * field set of a request to the shop (made-to-order and volume quotations): quantity, wished
 * date, note, and the request's submit.
 */

/** A value of the form around it, with its schema message in the reader's language. */
function useStoreField<T extends FieldValues>(name: FieldPath<T>) {
  const { field, fieldState } = useController<T>({ name });
  return { field, error: useFieldError()(fieldState.error?.message) };
}

/** A text value of the form around it, with its schema message in the reader's language. */
export function FormTextField<T extends FieldValues>({
  name,
  ...props
}: { name: FieldPathByValue<T, string> } & Omit<
  Parameters<typeof TextField>[0],
  'value' | 'onChange' | 'name'
>) {
  const { field, error } = useStoreField<T>(name);
  return (
    <TextField
      {...props}
      name={field.name}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

/** A consent the form needs (a yes/no value), with its message once refused. */
export function ConsentField<T extends FieldValues>({
  name,
  label,
}: {
  name: FieldPathByValue<T, boolean>;
  label: string;
}) {
  const { field, error } = useStoreField<T>(name);
  return (
    <Stack gap="xsmall">
      <Checkbox
        label={label}
        name={field.name}
        checked={field.value === true}
        onCheckedChange={field.onChange}
      />
      {error ? <Text tone="critical">{error}</Text> : null}
    </Stack>
  );
}

/** The end of a form: "check the fields" after a refused submit, the server's refusal, submit. */
export function SubmitArea({
  failureTitle,
  failure,
  submitLabel,
  busy = false,
  disabled = false,
}: {
  failureTitle: string;
  /** The error of the last attempt (an `ApiError`), shown in its own words. */
  failure?: unknown;
  submitLabel: string;
  busy?: boolean;
  disabled?: boolean;
}) {
  const { t } = useAnalysisTranslation();
  const failureText = useCallFailureText()(failure);
  const { submitCount, errors } = useFormState();
  const wrong = submitCount > 0 && Object.keys(errors).length > 0;
  return (
    <>
      {wrong ? <Alert tone="critical">{t('storeForms.sheet.fixErrors')}</Alert> : null}
      {failureText ? (
        <Alert tone="critical" title={failureTitle}>
          {failureText}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" loading={busy} disabled={disabled}>
        {submitLabel}
      </Button>
    </>
  );
}

/** A quantity, whole pieces from `min` in steps of `step` (with the rule as its hint). */
export function QuantityField<T extends FieldValues>({
  name,
  min = 1,
  max,
  step,
}: {
  name: FieldPathByValue<T, number | null>;
  min?: number;
  max: number;
  /** Given with the least quantity, the field says both ("10개 이상, 10개 단위"). */
  step?: number;
}) {
  const { t } = useAnalysisTranslation();
  const { field, error } = useStoreField<T>(name);
  return (
    <NumberField
      label={t('storeForms.request.quantity')}
      name={field.name}
      required
      min={min}
      max={max}
      step={step}
      value={typeof field.value === 'number' ? field.value : null}
      onChange={field.onChange}
      description={
        step === undefined ? undefined : t('storeForms.request.quantityHint', { min, step })
      }
      error={error}
    />
  );
}

/** A wished date (delivery, due date) inside the range the shop takes. */
export function WishedDateField<T extends FieldValues>({
  name,
  label,
  min,
  max,
  required = false,
  description,
}: {
  name: FieldPathByValue<T, string | null>;
  label: string;
  min: string;
  max: string;
  required?: boolean;
  description?: string;
}) {
  const { language } = useAnalysisTranslation();
  const { field, error } = useStoreField<T>(name);
  return (
    <DateField
      label={label}
      name={field.name}
      required={required}
      min={min}
      max={max}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={field.onChange}
      description={description}
      error={error}
      labels={language === 'en' ? dateFieldLabelsEn : dateFieldLabelsKo}
    />
  );
}

/** What the person adds in their own words. */
export function RequestNoteField<T extends FieldValues>({
  name,
  maxLength,
}: {
  name: FieldPathByValue<T, string>;
  maxLength: number;
}) {
  const { t, language } = useAnalysisTranslation();
  const { field, error } = useStoreField<T>(name);
  return (
    <Textarea
      label={t('storeForms.request.memo')}
      name={field.name}
      rows={5}
      maxLength={maxLength}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      error={error}
      labels={language === 'en' ? textareaLabelsEn : textareaLabelsKo}
    />
  );
}

/** The end of a request to the shop: the server's refusal, then the submit button. */
export function RequestSubmit({
  failure,
  submitLabel,
  busy = false,
}: {
  failure?: unknown;
  submitLabel: string;
  busy?: boolean;
}) {
  const { t } = useAnalysisTranslation();
  const failureText = useCallFailureText()(failure);
  return (
    <>
      {failureText ? (
        <Alert tone="critical" title={t('storeForms.request.failedTitle')}>
          {failureText}
        </Alert>
      ) : null}
      <div>
        <Button type="submit" size="lg" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
