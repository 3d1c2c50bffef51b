import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Heading, NumberField, Select, Stack, Text } from '@tonggye/ui';
import { useEffect, useId, type ReactNode } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useFieldError } from '../accounts/useFieldError';
import { useAnalysisTranslation } from '../components/localize';
import { OrdererSection, PaymentSection, RecipientSection } from './DeliveryFields';
import { ConsentField, FormTextField, SubmitArea } from './FormParts';
import {
  emptyOrderSheet,
  ORDER_PASSWORD_MAX,
  orderSheetSchema,
  type OrderSheetInput,
  type OrderSheetValues,
} from './schemas';
import { storeFormStyles as styles } from './styles';

type Choice = { value: string; label: string };

export interface OrderSheetFormProps {
  /** A guest chooses an order password and has no coupons or points. */
  guest: boolean;
  /** The form's accessible name (the page's title). */
  label: string;
  /** The orderer's name, mobile and e-mail once known (a member's profile): fill empty fields. */
  prefill?: { ordererName?: string; ordererPhone?: string; ordererEmail?: string } | null;
  couriers: readonly Choice[];
  /** The member's usable coupons, in the reader's words. */
  coupons?: readonly Choice[];
  pointsBalance?: number;
  /** The least number of points that may be used at once. */
  pointsMin?: number;
  /** What the points could pay at most (the total before points), or null while unknown. */
  pointsDue?: number | null;
  /** Amounts in won in the reader's language. */
  won(amount: number): string;
  /** Every change of a value: the page asks the server for a new quote from these. */
  onValuesChange?(values: OrderSheetInput): void;
  onSubmit(values: OrderSheetValues): void;
  /** What is bought, above the orderer (the server's quote). */
  items: ReactNode;
  /** The heading of the totals section. */
  summaryTitle: string;
  /** The totals the server computed, above the consent and the submit button. */
  summary: ReactNode;
  /** True while the server quotes again. */
  summaryBusy?: boolean;
  /** Next to the coupon choice, e.g. a link to the coupons on offer. */
  couponsLink?: ReactNode;
  submitLabel: string;
  submitDisabled?: boolean;
  busy?: boolean;
  /** The error of the last attempt (an `ApiError`), shown in its own words. */
  failure?: unknown;
}

const FIELD_KEYS = ['ordererName', 'ordererPhone', 'ordererEmail'] as const;
const SheetText = FormTextField<OrderSheetInput>;

/**
 * The order sheet of `/ordersheet` and `/order/{from}`: orderer, recipient and address, courier,
 * coupon and points, payment and a guest's order password, checked with `orderSheetSchema`.
 * Prices are not the form's: it reports its values on every change (`onValuesChange`) and the
 * page shows the server's quote in `items` and `summary`.
 */
export function OrderSheetForm({
  guest,
  label,
  prefill,
  couriers,
  coupons = [],
  pointsBalance = 0,
  pointsMin = 0,
  pointsDue = null,
  won,
  onValuesChange,
  onSubmit,
  items,
  summaryTitle,
  summary,
  summaryBusy = false,
  couponsLink,
  submitLabel,
  submitDisabled = false,
  busy = false,
  failure,
}: OrderSheetFormProps) {
  const { t } = useAnalysisTranslation();
  const totalsId = useId();
  const fieldError = useFieldError();
  const form = useForm<OrderSheetInput, unknown, OrderSheetValues>({
    resolver: zodResolver(orderSheetSchema(guest)),
    defaultValues: emptyOrderSheet,
  });
  const { control, handleSubmit, getValues, setValue } = form;

  // Every change of any value is reported; the page re-quotes when the coupon or points change.
  const values = useWatch({ control });
  useEffect(() => {
    onValuesChange?.({ ...emptyOrderSheet, ...values });
  }, [values, onValuesChange]);

  useEffect(() => {
    if (!prefill) return;
    for (const key of FIELD_KEYS) {
      const value = prefill[key];
      if (value && getValues(key) === '') setValue(key, value);
    }
  }, [prefill, getValues, setValue]);

  const s = (key: string, values?: Record<string, unknown>) =>
    t(`storeForms.sheet.${key}`, values ?? {});

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={label}>
        <div style={styles.sheet}>
          <Stack gap="large">
            {items}
            <OrdererSection />
            <RecipientSection withOrderer couriers={couriers} />

            {guest ? (
              <fieldset style={styles.section}>
                <legend>
                  <Heading level={2}>{s('guest')}</Heading>
                </legend>
                <div style={styles.twoColumns}>
                  <SheetText
                    name="password"
                    type="password"
                    label={s('password')}
                    required
                    autoComplete="new-password"
                    maxLength={ORDER_PASSWORD_MAX}
                    description={s('passwordHint')}
                  />
                  <SheetText
                    name="passwordConfirm"
                    type="password"
                    label={s('passwordConfirm')}
                    required
                    autoComplete="new-password"
                    maxLength={ORDER_PASSWORD_MAX}
                  />
                </div>
              </fieldset>
            ) : null}
          </Stack>

          <Stack gap="large">
            <fieldset style={styles.section}>
              <legend>
                <Heading level={2}>{s('discounts')}</Heading>
              </legend>
              {guest ? (
                <Text tone="muted">{s('memberOnly')}</Text>
              ) : (
                <Stack gap="medium">
                  <Controller
                    control={control}
                    name="memberCouponId"
                    render={({ field }) => (
                      <Select
                        label={s('coupon')}
                        name={field.name}
                        value={field.value}
                        onChange={field.onChange}
                        options={[{ value: '', label: s('couponNone') }, ...coupons]}
                      />
                    )}
                  />
                  {couponsLink}
                  <Controller
                    control={control}
                    name="points"
                    render={({ field, fieldState }) => (
                      <NumberField
                        label={s('points')}
                        name={field.name}
                        min={0}
                        max={pointsBalance}
                        step={1}
                        description={s('pointsHint', {
                          balance: won(pointsBalance),
                          min: won(pointsMin),
                        })}
                        value={field.value}
                        onChange={(value) =>
                          field.onChange(value === null ? null : Math.max(0, Math.floor(value)))
                        }
                        error={fieldError(fieldState.error?.message)}
                      />
                    )}
                  />
                  <div>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={pointsBalance < pointsMin || pointsDue === null}
                      onClick={() => {
                        if (pointsDue === null) return;
                        setValue('points', Math.min(pointsBalance, pointsDue));
                      }}
                    >
                      {s('pointsAll')}
                    </Button>
                  </div>
                </Stack>
              )}
            </fieldset>

            <PaymentSection purpose="order" />

            <section style={styles.section} aria-labelledby={totalsId} aria-busy={summaryBusy}>
              <Stack gap="medium">
                <Heading level={2} id={totalsId}>
                  {summaryTitle}
                </Heading>
                {summary}
                <ConsentField<OrderSheetInput> name="agree" label={s('agree')} />
                <SubmitArea
                  failureTitle={s('failed')}
                  failure={failure}
                  submitLabel={submitLabel}
                  busy={busy}
                  disabled={submitDisabled}
                />
              </Stack>
            </section>
          </Stack>
        </div>
      </form>
    </FormProvider>
  );
}
