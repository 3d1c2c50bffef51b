import { Checkbox, Heading, RadioGroup, Select, Stack } from '@tonggye/ui';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useAnalysisTranslation } from '../components/localize';
import { FormTextField } from './FormParts';
import type { DeliveryInput } from './schemas';
import { storeFormStyles as styles } from './styles';

/**
 * The orderer, delivery address and payment of the store's forms (`deliveryShape` and
 * `checkDelivery` in `schemas.ts`): the order sheet, the made-to-order order and the
 * subscription forms render these sections inside their own react-hook-form `FormProvider`.
 */

function useSheetText() {
  const { t } = useAnalysisTranslation();
  return (key: string) => t(`storeForms.${key}`);
}

const DeliveryText = FormTextField<DeliveryInput>;

/** Who orders: name, mobile and e-mail. */
export function OrdererSection() {
  const s = useSheetText();
  return (
    <fieldset style={styles.section}>
      <legend>
        <Heading level={2}>{s('sheet.orderer')}</Heading>
      </legend>
      <Stack gap="medium">
        <DeliveryText
          name="ordererName"
          label={s('sheet.name')}
          required
          autoComplete="name"
          maxLength={50}
        />
        <DeliveryText
          name="ordererPhone"
          label={s('sheet.phone')}
          required
          type="tel"
          autoComplete="tel"
          maxLength={20}
          description={s('sheet.phoneHint')}
        />
        <DeliveryText
          name="ordererEmail"
          label={s('sheet.email')}
          type="email"
          autoComplete="email"
          maxLength={200}
        />
      </Stack>
    </fieldset>
  );
}

/**
 * Where it goes: the recipient (the orderer's own name and phone by default where there is an
 * orderer), the address, a note and, where the shop offers a choice, the courier.
 */
export function RecipientSection({
  withOrderer,
  couriers,
}: {
  withOrderer: boolean;
  couriers?: readonly { value: string; label: string }[];
}) {
  const s = useSheetText();
  const { control } = useFormContext<DeliveryInput>();
  const sameAsOrderer = useWatch({ control, name: 'sameAsOrderer' });
  return (
    <fieldset style={styles.section}>
      <legend>
        <Heading level={2}>{s('sheet.recipient')}</Heading>
      </legend>
      <Stack gap="medium">
        {withOrderer ? (
          <Controller
            control={control}
            name="sameAsOrderer"
            render={({ field }) => (
              <Checkbox
                label={s('sheet.sameAsOrderer')}
                name={field.name}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        ) : null}
        {withOrderer && sameAsOrderer ? null : (
          <div style={styles.twoColumns}>
            <DeliveryText
              name="recipientName"
              label={s('sheet.recipientName')}
              required
              autoComplete={withOrderer ? undefined : 'name'}
              maxLength={50}
            />
            <DeliveryText
              name="recipientPhone"
              label={s('sheet.recipientPhone')}
              required
              type="tel"
              autoComplete={withOrderer ? undefined : 'tel'}
              maxLength={20}
            />
          </div>
        )}
        <DeliveryText
          name="zipcode"
          label={s('sheet.zipcode')}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
        />
        <DeliveryText
          name="address1"
          label={s('sheet.address1')}
          required
          autoComplete="address-line1"
          maxLength={200}
        />
        <DeliveryText
          name="address2"
          label={s('sheet.address2')}
          autoComplete="address-line2"
          maxLength={200}
        />
        <DeliveryText
          name="memo"
          label={s('sheet.memo')}
          maxLength={200}
          placeholder={s('sheet.memoHint')}
        />
        {couriers ? (
          <Controller
            control={control}
            name="courierCode"
            render={({ field }) => (
              <Select
                label={s('sheet.courier')}
                name={field.name}
                description={s('sheet.courierHint')}
                value={field.value}
                onChange={field.onChange}
                options={[{ value: '', label: s('sheet.courierAny') }, ...couriers]}
              />
            )}
          />
        ) : null}
      </Stack>
    </fieldset>
  );
}

/**
 * How it is paid: bank transfer or card. An order pays once (with a depositor's name for a
 * transfer); a regular delivery registers its card for automatic charging every cycle.
 */
export function PaymentSection({ purpose }: { purpose: 'order' | 'subscription' }) {
  const s = useSheetText();
  const { control } = useFormContext<DeliveryInput>();
  const paymentMethod = useWatch({ control, name: 'paymentMethod' });
  const texts = purpose === 'order' ? 'sheet' : 'subscription';
  return (
    <fieldset style={styles.section}>
      <legend>
        <Heading level={2}>{s('sheet.payment')}</Heading>
      </legend>
      <Stack gap="medium">
        <Controller
          control={control}
          name="paymentMethod"
          render={({ field }) => (
            <RadioGroup
              legend={s('sheet.payment')}
              name={field.name}
              value={field.value}
              onChange={(value) => field.onChange(value === 'card' ? 'card' : 'bank')}
              options={[
                { value: 'bank', label: s('sheet.bank'), description: s(`${texts}.bankText`) },
                { value: 'card', label: s(`${texts}.card`), description: s(`${texts}.cardText`) },
              ]}
            />
          )}
        />
        {purpose === 'order' && paymentMethod === 'bank' ? (
          <DeliveryText
            name="depositorName"
            label={s('sheet.depositor')}
            maxLength={50}
            description={s('sheet.depositorHint')}
          />
        ) : null}
      </Stack>
    </fieldset>
  );
}
