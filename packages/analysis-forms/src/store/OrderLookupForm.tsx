import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text, TextField } from '@tonggye/ui';
import { Controller, useForm } from 'react-hook-form';
import { useCallFailureText } from '../accounts/useCallFailureText';
import { useFieldError } from '../accounts/useFieldError';
import { useAnalysisTranslation } from '../components/localize';
import { ORDER_PASSWORD_MAX, orderLookupSchema, type OrderLookupValues } from './schemas';

export interface OrderLookupFormProps {
  /** The form's accessible name (the page's title). */
  label: string;
  /** An order number to start with (`/order-lookup?orderNo=…`). */
  defaultOrderNo?: string;
  onSubmit(values: OrderLookupValues): void;
  busy?: boolean;
  /** The error of the last attempt (an `ApiError`), shown in its own words. */
  failure?: unknown;
}

/** `/order-lookup`: a guest finds an order with its number and the order password. */
export function OrderLookupForm({
  label,
  defaultOrderNo = '',
  onSubmit,
  busy = false,
  failure,
}: OrderLookupFormProps) {
  const { t } = useAnalysisTranslation();
  const fieldError = useFieldError();
  const failureText = useCallFailureText()(failure);
  const { control, handleSubmit } = useForm<OrderLookupValues>({
    resolver: zodResolver(orderLookupSchema),
    defaultValues: { orderNo: defaultOrderNo, password: '' },
  });
  const l = (key: string) => t(`storeForms.lookup.${key}`);
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={label}>
      <Stack gap="medium">
        <Controller
          control={control}
          name="orderNo"
          render={({ field, fieldState }) => (
            <TextField
              label={l('orderNo')}
              required
              inputMode="numeric"
              maxLength={40}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldError(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="password"
          render={({ field, fieldState }) => (
            <TextField
              label={l('password')}
              required
              type="password"
              autoComplete="off"
              maxLength={ORDER_PASSWORD_MAX}
              name="orderPassword"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldError(fieldState.error?.message)}
            />
          )}
        />
        {failureText ? (
          <Alert tone="critical" title={l('failed')}>
            {failureText}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" loading={busy}>
            {l('submit')}
          </Button>
        </div>
        <Text size="small" tone="muted">
          {l('memberNote')}
        </Text>
      </Stack>
    </form>
  );
}
