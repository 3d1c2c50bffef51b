import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Heading, RadioGroup, Select, Stack } from '@tonggye/ui';
import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useFieldError } from '../accounts/useFieldError';
import { useAnalysisTranslation } from '../components/localize';
import { PaymentSection, RecipientSection } from './DeliveryFields';
import { ConsentField, QuantityField, SubmitArea, WishedDateField } from './FormParts';
import {
  emptyDelivery,
  SUBSCRIPTION_QUANTITY_MAX,
  subscriptionFormSchema,
  type SubscriptionFormInput,
  type SubscriptionFormValues,
  type SubscriptionItem,
} from './schemas';
import { storeFormStyles as styles } from './styles';

export interface SubscriptionFormProps {
  /** The form's accessible name (the page's title). */
  label: string;
  /** A catalogue product's options, or a quotation's quantity and the multiples it allows. */
  item: SubscriptionItem;
  /** The delivery cycles the server offers, in weeks, in the reader's words. */
  cycles: readonly { value: number; label: string }[];
  defaultCycle: number;
  /** The first delivery's range the server takes and the date offered first, as YYYY-MM-DD. */
  firstDateMin: string;
  firstDateMax: string;
  defaultFirstDate: string;
  /** The newest terms' version, which the server records with the consent (null while unknown). */
  termsVersion: number | null;
  /** The terms with their version selector, above the consent (the page reads them). */
  terms: ReactNode;
  /** What is delivered, above the fields (a product's picture and name). */
  header?: ReactNode;
  /** The heading and content of the page's estimate of one delivery. */
  summaryTitle: string;
  summary: ReactNode;
  /** Amounts in won in the reader's language. */
  won(amount: number): string;
  /** Every change of a value: the page estimates one delivery from these. */
  onValuesChange?(values: SubscriptionFormInput): void;
  onSubmit(values: SubscriptionFormValues): void;
  submitLabel: string;
  busy?: boolean;
  /** The error of the last attempt (an `ApiError`), shown in its own words. */
  failure?: unknown;
}

/**
 * Regular delivery (`/subscription/{from}`, `/subsFromOrdermade/{ordId}`): what is delivered (an
 * option and quantity with logo print where offered, or a multiple of the quoted quantity), the
 * cycle, the first delivery date inside the server's range, the address and the payment (bank
 * transfer, or a card registered for automatic charging) from the shared delivery block, and
 * consent to the newest subscription terms; checked with `subscriptionFormSchema`.
 */
export function SubscriptionForm({
  label,
  item,
  cycles,
  defaultCycle,
  firstDateMin,
  firstDateMax,
  defaultFirstDate,
  termsVersion,
  terms,
  header,
  summaryTitle,
  summary,
  won,
  onValuesChange,
  onSubmit,
  submitLabel,
  busy = false,
  failure,
}: SubscriptionFormProps) {
  const { t } = useAnalysisTranslation();
  const summaryId = useId();
  const fieldError = useFieldError();
  const schema = useMemo(
    () =>
      subscriptionFormSchema({
        item,
        cycles: cycles.map((cycle) => cycle.value),
        firstDateMin,
        firstDateMax,
      }),
    [item, cycles, firstDateMin, firstDateMax],
  );
  const firstOption =
    item.kind === 'product'
      ? (item.options.find((option) => !option.soldOut) ?? item.options[0])
      : undefined;
  const form = useForm<SubscriptionFormInput, unknown, SubscriptionFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      ...emptyDelivery,
      optionId: firstOption?.value ?? '',
      quantity: firstOption?.minQuantity ?? null,
      print: false,
      multiple: '1',
      cycleWeeks: String(defaultCycle),
      firstDeliveryOn: defaultFirstDate,
      agreeTerms: false,
    },
  });
  const { control, handleSubmit, setValue } = form;
  const optionId = useWatch({ control, name: 'optionId' });
  const option =
    item.kind === 'product' ? item.options.find((candidate) => candidate.value === optionId) : null;

  const values = useWatch({ control });
  useEffect(() => {
    onValuesChange?.({ ...form.getValues(), ...values });
  }, [values, onValuesChange, form]);

  const s = (key: string, values?: Record<string, unknown>) =>
    t(`storeForms.subscription.${key}`, values ?? {});
  const day = (date: string) => date.replaceAll('-', '.');

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={label}>
        <div style={styles.sheet}>
          <Stack gap="large">
            {header}
            <fieldset style={styles.section}>
              <legend>
                <Heading level={2}>{s('plan')}</Heading>
              </legend>
              <Stack gap="medium">
                {item.kind === 'product' ? (
                  <>
                    <Controller
                      control={control}
                      name="optionId"
                      render={({ field, fieldState }) => (
                        <Select
                          label={s('option')}
                          name={field.name}
                          required
                          value={field.value}
                          onChange={(value) => {
                            field.onChange(value);
                            const next = item.options.find((choice) => choice.value === value);
                            if (next) setValue('quantity', next.minQuantity);
                            setValue('print', false);
                          }}
                          error={fieldError(fieldState.error?.message)}
                          options={[
                            { value: '', label: s('chooseOption') },
                            ...item.options.map((choice) => ({
                              value: choice.value,
                              label: choice.soldOut
                                ? `${choice.label} ${s('soldOut')}`
                                : choice.label,
                            })),
                          ]}
                        />
                      )}
                    />
                    <QuantityField<SubscriptionFormInput>
                      name="quantity"
                      min={option?.minQuantity ?? 1}
                      max={SUBSCRIPTION_QUANTITY_MAX}
                      step={option?.quantityStep}
                    />
                    {option && option.printUnitPrice !== null ? (
                      <Controller
                        control={control}
                        name="print"
                        render={({ field }) => (
                          <Checkbox
                            label={s('print', { price: won(option.printUnitPrice ?? 0) })}
                            name={field.name}
                            checked={field.value}
                            onCheckedChange={field.onChange}
                          />
                        )}
                      />
                    ) : null}
                  </>
                ) : null}
                {item.kind === 'ordermade' && item.maxMultiple > 1 ? (
                  <Controller
                    control={control}
                    name="multiple"
                    render={({ field, fieldState }) => (
                      <Select
                        label={s('multiple')}
                        name={field.name}
                        required
                        value={field.value}
                        onChange={field.onChange}
                        description={s('multipleHint', { max: item.maxMultiple })}
                        error={fieldError(fieldState.error?.message)}
                        options={Array.from({ length: item.maxMultiple }, (_, index) => ({
                          value: String(index + 1),
                          label: s('multipleChoice', {
                            count: item.quantity * (index + 1),
                            multiple: index + 1,
                          }),
                        }))}
                      />
                    )}
                  />
                ) : null}
                <Controller
                  control={control}
                  name="cycleWeeks"
                  render={({ field, fieldState }) => (
                    <RadioGroup
                      legend={s('cycle')}
                      name={field.name}
                      value={field.value}
                      onChange={field.onChange}
                      error={fieldError(fieldState.error?.message)}
                      options={cycles.map((cycle) => ({
                        value: String(cycle.value),
                        label: cycle.label,
                      }))}
                    />
                  )}
                />
                <WishedDateField<SubscriptionFormInput>
                  name="firstDeliveryOn"
                  label={s('firstDate')}
                  required
                  min={firstDateMin}
                  max={firstDateMax}
                  description={s('firstDateHint', {
                    earliest: day(firstDateMin),
                    latest: day(firstDateMax),
                  })}
                />
              </Stack>
            </fieldset>
            <RecipientSection withOrderer={false} />
          </Stack>

          <Stack gap="large">
            <PaymentSection purpose="subscription" />
            <section style={styles.section} aria-labelledby={summaryId}>
              <Stack gap="medium">
                <Heading level={2} id={summaryId}>
                  {summaryTitle}
                </Heading>
                {summary}
              </Stack>
            </section>
            <div style={styles.section}>
              <Stack gap="medium">
                {terms}
                <ConsentField<SubscriptionFormInput>
                  name="agreeTerms"
                  label={
                    termsVersion === null
                      ? s('agreeNoVersion')
                      : s('agree', { version: termsVersion })
                  }
                />
                <SubmitArea
                  failureTitle={s('failed')}
                  failure={failure}
                  submitLabel={submitLabel}
                  busy={busy}
                />
              </Stack>
            </div>
          </Stack>
        </div>
      </form>
    </FormProvider>
  );
}
