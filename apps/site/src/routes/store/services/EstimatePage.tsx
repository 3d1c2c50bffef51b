import { useCallback, useState } from 'react';
import {
  EstimateRequestForm,
  type EstimateFormValues,
  type EstimateOptionChoice,
} from '@tonggye/analysis-forms';
import {
  addDaysTo,
  createEstimate,
  getServiceProduct,
  koreanDate,
  listSubscribableProducts,
  type Estimate,
} from '@tonggye/api';
import { Alert, Container, Heading, Stack, Text } from '@tonggye/ui';
import { apiClient } from '../../../app/apiClient';
import { AppLink } from '../../../app/AppLink';
import { useIsMember } from '../../../app/SessionContext';
import { usePageTitle } from '../../../app/UiStateContext';
import { useAction, useLoad } from '../../my-activity/useRequest';
import { LoadFailure, SignInNotice, useServicesText } from './parts';

/**
 * `/estimate`: a volume quotation request for catalogue products (`POST /shop/estimate/create`,
 * members); the shop answers a unit price per line, read in the quotation-inquiry history.
 */
export function EstimatePage() {
  const { t } = useServicesText();
  usePageTitle(t('estimate.title'));
  const isMember = useIsMember();
  return (
    <Container>
      <Stack gap="large">
        <Stack gap="small">
          <Heading level={1}>{t('estimate.title')}</Heading>
          <Text>{t('estimate.lead')}</Text>
        </Stack>
        {isMember ? <EstimateForm /> : <SignInNotice />}
      </Stack>
    </Container>
  );
}

function EstimateForm() {
  const { t, english, won } = useServicesText();
  const products = useLoad(
    (signal) => listSubscribableProducts(apiClient, {}, { signal }),
    'estimate-products',
  );
  const today = koreanDate(new Date());
  // A new form after each request sent (its values start empty again).
  const [formKey, setFormKey] = useState(0);
  const [sent, setSent] = useState<Estimate | null>(null);
  const send = useAction(createEstimate);
  const loadOptions = useCallback(
    async (productId: string, signal: AbortSignal): Promise<EstimateOptionChoice[]> => {
      const product = await getServiceProduct(apiClient, productId, { signal });
      return product.options.map((option) => ({
        value: option.id,
        label: english && option.nameEn ? option.nameEn : option.name,
        minQuantity: option.minQuantity,
        quantityStep: option.quantityStep,
      }));
    },
    [english],
  );

  const submit = async (values: EstimateFormValues) => {
    setSent(null);
    const created = await send.run(apiClient, values);
    if (created) {
      setFormKey((key) => key + 1);
      setSent(created);
    }
  };

  return (
    <Stack gap="medium">
      {sent ? (
        <Alert tone="positive" title={t('estimate.sent')}>
          <Stack gap="small">
            <span>{t('estimate.sentText', { total: won(sent.listTotal) })}</span>
            <AppLink href="/my-activity/quotation-inquiry-history">
              {t('estimate.toHistory')}
            </AppLink>
          </Stack>
        </Alert>
      ) : null}
      {products.error ? <LoadFailure error={products.error} onRetry={products.reload} /> : null}
      <EstimateRequestForm
        key={formKey}
        label={t('estimate.title')}
        products={(products.data ?? []).map((item) => ({
          value: item.id,
          label: english && item.nameEn ? item.nameEn : item.name,
        }))}
        loadOptions={loadOptions}
        desiredOnMin={today}
        desiredOnMax={addDaysTo(today, 365)}
        onSubmit={(values) => void submit(values)}
        busy={send.busy}
        failure={send.error}
      />
    </Stack>
  );
}
