import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@tonggye/ui';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useAnalysisTranslation } from '../components/localize';
import { OrdererSection, PaymentSection, RecipientSection } from './DeliveryFields';
import { SubmitArea } from './FormParts';
import {
  emptyDelivery,
  ordermadeOrderFormSchema,
  type DeliveryInput,
  type OrdermadeOrderFormValues,
} from './schemas';
import { storeFormStyles as styles } from './styles';

export interface OrdermadeOrderFormProps {
  /** The form's accessible name (the page's title). */
  label: string;
  /** The member's e-mail once known: fills the orderer's empty e-mail. */
  ordererEmail?: string | null;
  onSubmit(values: OrdermadeOrderFormValues): void;
  /** The submit button's words (with the total the page shows). */
  submitLabel: string;
  busy?: boolean;
  /** The error of the last attempt (an `ApiError`), shown in its own words. */
  failure?: unknown;
}

/**
 * `/orderFromOrdermade/{ordId}`: ordering a made-to-order quotation with the shared delivery block
 * (orderer, recipient and address, bank transfer or card); checked with
 * `ordermadeOrderFormSchema`. The price is the server's quotation, not the form's.
 */
export function OrdermadeOrderForm({
  label,
  ordererEmail,
  onSubmit,
  submitLabel,
  busy = false,
  failure,
}: OrdermadeOrderFormProps) {
  const { t } = useAnalysisTranslation();
  const form = useForm<DeliveryInput, unknown, OrdermadeOrderFormValues>({
    resolver: zodResolver(ordermadeOrderFormSchema),
    defaultValues: emptyDelivery,
  });
  const { getValues, setValue, handleSubmit } = form;
  useEffect(() => {
    if (ordererEmail && getValues('ordererEmail') === '') setValue('ordererEmail', ordererEmail);
  }, [ordererEmail, getValues, setValue]);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={label}>
        <div style={styles.sheet}>
          <Stack gap="large">
            <OrdererSection />
            <RecipientSection withOrderer />
          </Stack>
          <Stack gap="large">
            <PaymentSection purpose="order" />
            <SubmitArea
              failureTitle={t('storeForms.sheet.failed')}
              failure={failure}
              submitLabel={submitLabel}
              busy={busy}
            />
          </Stack>
        </div>
      </form>
    </FormProvider>
  );
}
