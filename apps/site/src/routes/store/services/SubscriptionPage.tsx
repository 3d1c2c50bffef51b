import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'wouter';
import {
  SubscriptionForm,
  type SubscriptionFormInput,
  type SubscriptionFormValues,
  type SubscriptionItem,
} from '@tonggye/analysis-forms';
import {
  addDaysTo,
  getServiceProduct,
  getSubscriptionTerms,
  getSubscriptionTermsVersions,
  koreanDate,
  listOrdermade,
  listSubscribableProducts,
  SUBSCRIPTION_CYCLES,
  SUBSCRIPTION_LEAD_DAYS,
  SUBSCRIPTION_MAX_START_DAYS,
  subscribeWithBilling,
  tierUnitPrice,
  type ServiceProduct,
} from '@tonggye/api';
import {
  Box,
  Card,
  Container,
  EmptyState,
  Heading,
  Inline,
  ProductCard,
  productCardMessagesEn,
  productCardMessagesKo,
  type RenderLinkProps,
  RichText,
  Stack,
  Text,
  VersionSelect,
} from '@tonggye/ui';
import { apiClient } from '../../../app/apiClient';
import { AppLink } from '../../../app/AppLink';
import { useIsMember } from '../../../app/SessionContext';
import { usePageTitle } from '../../../app/UiStateContext';
import { useAction, useLoad } from '../../my-activity/useRequest';
import {
  Facts,
  FREE_SHIPPING_FROM,
  LoadFailure,
  Loading,
  OrdermadeBadge,
  SHIPPING_FEE,
  shippingFor,
  SignInNotice,
  useServicesText,
} from './parts';
import { openBillingWindow } from './billingLogic';

function renderRouterLink({ href, children, ...rest }: RenderLinkProps) {
  return (
    <RouterLink href={href} {...rest}>
      {children}
    </RouterLink>
  );
}

/** The subscription terms with their version selector (newest first). */
export function SubscriptionTerms({ onVersion }: { onVersion?: (version: number) => void }) {
  const { t } = useServicesText();
  const versions = useLoad((signal) => getSubscriptionTermsVersions(apiClient, { signal }), 'v');
  const [chosen, setChosen] = useState<string>('');
  const newest = versions.data?.[0]?.version;
  const version = chosen === '' ? newest : Number(chosen);
  const terms = useLoad(
    (signal) =>
      version === undefined
        ? Promise.resolve(null)
        : getSubscriptionTerms(apiClient, { version }, { signal }),
    `terms-${version ?? 'none'}`,
  );
  useEffect(() => {
    if (newest !== undefined) onVersion?.(newest);
  }, [newest, onVersion]);
  return (
    <section aria-labelledby="subscription-terms">
      <Stack gap="small">
        <Heading level={2} id="subscription-terms">
          {t('subscription.termsTitle')}
        </Heading>
        {versions.error ? <LoadFailure error={versions.error} onRetry={versions.reload} /> : null}
        {versions.data && versions.data.length > 0 ? (
          <VersionSelect
            label={t('subscription.termsVersion')}
            name="termsVersion"
            items={versions.data}
            value={String(version ?? '')}
            onChange={setChosen}
          />
        ) : null}
        {terms.error ? <LoadFailure error={terms.error} onRetry={terms.reload} /> : null}
        {terms.data ? (
          <Box style={{ maxHeight: '16rem', overflowY: 'auto' }}>
            <RichText html={terms.data.content} label={t('subscription.termsTitle')} size="small" />
          </Box>
        ) : null}
      </Stack>
    </section>
  );
}

/** `/subscription`: what regular delivery is, its cycles, terms and the products to subscribe. */
export function SubscriptionPage() {
  const { t, english, won } = useServicesText();
  usePageTitle(t('subscription.title'));
  const products = useLoad(
    (signal) => listSubscribableProducts(apiClient, {}, { signal }),
    'subscribable',
  );
  return (
    <Container>
      <Stack gap="xlarge">
        <Stack gap="small">
          <Heading level={1}>{t('subscription.title')}</Heading>
          <Text>{t('subscription.lead')}</Text>
        </Stack>
        <Card title={t('subscription.benefitsTitle')}>
          <ul>
            {[0, 1, 2].map((index) => (
              <li key={index}>
                <Text>{t(`subscription.benefits.${index}`)}</Text>
              </li>
            ))}
          </ul>
        </Card>
        <section aria-labelledby="subscription-cycles">
          <Stack gap="small">
            <Heading level={2} id="subscription-cycles">
              {t('subscription.cyclesTitle')}
            </Heading>
            <Inline gap="small">
              {SUBSCRIPTION_CYCLES.map((weeks) => (
                <Card key={weeks}>
                  <Text weight="strong">{t('common.weeks', { count: weeks })}</Text>
                </Card>
              ))}
            </Inline>
            <Text size="small" tone="muted">
              {t('common.shippingRule', { free: won(FREE_SHIPPING_FROM), fee: won(SHIPPING_FEE) })}
            </Text>
          </Stack>
        </section>
        <section aria-labelledby="subscription-products">
          <Stack gap="medium">
            <Heading level={2} id="subscription-products">
              {t('subscription.productsTitle')}
            </Heading>
            {products.error ? (
              <LoadFailure error={products.error} onRetry={products.reload} />
            ) : null}
            {products.loading && !products.data ? <Loading /> : null}
            {products.data && products.data.length === 0 ? (
              <EmptyState title={t('subscription.noProducts')} />
            ) : null}
            {products.data && products.data.length > 0 ? (
              <Box
                display="grid"
                gap="medium"
                style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' }}
              >
                {products.data.map((product) => (
                  <ProductCard
                    key={product.id}
                    name={english && product.nameEn ? product.nameEn : product.name}
                    href={`/subscription/${encodeURIComponent(product.id)}`}
                    imageSrc={product.imageUrl}
                    price={product.listPrice}
                    options={product.summary ?? undefined}
                    headingLevel={3}
                    renderLink={renderRouterLink}
                    messages={english ? productCardMessagesEn : productCardMessagesKo}
                  />
                ))}
              </Box>
            ) : null}
            <AppLink href="/subscription/ordermade">{t('subscription.ordermadeLink')}</AppLink>
          </Stack>
        </section>
        <SubscriptionTerms />
      </Stack>
    </Container>
  );
}

/** `/subscription/{from}` (members): the start form for a product, or the member's quotations. */
export function SubscriptionStartPage({ from }: { from: string }) {
  const { t } = useServicesText();
  usePageTitle(t('subscription.formTitle'));
  const isMember = useIsMember();
  return (
    <Container>
      <Stack gap="large">
        <Heading level={1}>{t('subscription.formTitle')}</Heading>
        {!isMember ? <SignInNotice /> : null}
        {isMember && from === 'ordermade' ? <OrdermadeChoice /> : null}
        {isMember && from !== 'ordermade' ? <ProductSubscription id={from} /> : null}
      </Stack>
    </Container>
  );
}

/** The member's quoted made-to-order requests, each leading to its subscription application. */
function OrdermadeChoice() {
  const { t, won } = useServicesText();
  const list = useLoad((signal) => listOrdermade(apiClient, { signal }), 'ordermade');
  const quoted = list.data?.filter((item) => item.status === 'quoted') ?? [];
  return (
    <Stack gap="medium">
      {list.error ? <LoadFailure error={list.error} onRetry={list.reload} /> : null}
      {list.loading && !list.data ? <Loading /> : null}
      {list.data && quoted.length === 0 ? (
        <EmptyState
          title={t('fromOrdermade.notOrderable')}
          action={<AppLink href="/ordermade">{t('myQuotes.request')}</AppLink>}
        />
      ) : null}
      {quoted.map((item) => (
        <Card key={item.requestId} title={t(`kinds.${item.kind}.name`)}>
          <Inline gap="small" align="center">
            <OrdermadeBadge status={item.status} />
            <Text>{item.material}</Text>
            <Text>{t('common.pieces', { count: item.quantity })}</Text>
            {item.quote ? <Text weight="strong">{won(item.quote.itemsTotal)}</Text> : null}
            <AppLink href={`/subsFromOrdermade/${encodeURIComponent(item.requestId)}`}>
              {t('myQuotes.subscribe')}
            </AppLink>
          </Inline>
        </Card>
      ))}
    </Stack>
  );
}

function ProductSubscription({ id }: { id: string }) {
  const product = useLoad((signal) => getServiceProduct(apiClient, id, { signal }), id);
  if (product.error) return <LoadFailure error={product.error} onRetry={product.reload} />;
  if (!product.data) return <Loading />;
  return <ProductSubscriptionForm product={product.data} />;
}

/**
 * What both subscription pages give the form: the cycles in the reader's words, the first
 * delivery's range the server takes (Korea's today + lead days … + 60 days) and the newest terms.
 */
export function useSubscriptionSchedule() {
  const { t } = useServicesText();
  const [termsVersion, setTermsVersion] = useState<number | null>(null);
  const today = koreanDate(new Date());
  return {
    today,
    /** The `SubscriptionForm` props both pages give alike. */
    formProps: {
      cycles: SUBSCRIPTION_CYCLES.map((weeks) => ({
        value: weeks,
        label: t('common.weeks', { count: weeks }),
      })),
      firstDateMin: addDaysTo(today, SUBSCRIPTION_LEAD_DAYS),
      firstDateMax: addDaysTo(today, SUBSCRIPTION_MAX_START_DAYS),
      termsVersion,
      terms: <SubscriptionTerms onVersion={setTermsVersion} />,
    },
  };
}

/** The form's cycle as the server's literal (the form offers only these). */
export function cycleOf(weeks: number) {
  return SUBSCRIPTION_CYCLES.find((cycle) => cycle === weeks);
}

function ProductSubscriptionForm({ product }: { product: ServiceProduct }) {
  const { t, english, won } = useServicesText();
  const [, navigate] = useLocation();
  const schedule = useSubscriptionSchedule();
  const send = useAction(subscribeWithBilling);
  const item = useMemo<SubscriptionItem>(
    () => ({
      kind: 'product',
      options: product.options.map((option) => ({
        value: option.id,
        label: english && option.nameEn ? option.nameEn : option.name,
        soldOut: option.soldOut,
        minQuantity: option.minQuantity,
        quantityStep: option.quantityStep,
        printUnitPrice: option.printAvailable ? option.printUnitPrice : null,
      })),
    }),
    [product, english],
  );
  const [chosen, setChosen] = useState<
    Pick<SubscriptionFormInput, 'optionId' | 'quantity' | 'print'>
  >({ optionId: '', quantity: null, print: false });
  const onValuesChange = useCallback(
    ({ optionId, quantity, print }: SubscriptionFormInput) =>
      setChosen({ optionId, quantity, print }),
    [],
  );

  // What the page shows; the server prices every delivery itself.
  const estimate = useMemo(() => {
    const option = product.options.find((candidate) => candidate.id === chosen.optionId);
    if (!option || chosen.quantity === null || chosen.quantity < 1) return null;
    const unit = tierUnitPrice(option.priceTiers, chosen.quantity);
    if (unit === null) return null;
    const print = chosen.print && option.printUnitPrice !== null ? option.printUnitPrice : 0;
    const itemsTotal = (unit + print) * chosen.quantity;
    const shipping = shippingFor(itemsTotal);
    return { unit, itemsTotal, shipping, total: itemsTotal + shipping };
  }, [product, chosen]);

  const submit = async (values: SubscriptionFormValues) => {
    const cycleWeeks = cycleOf(values.cycleWeeks);
    if (cycleWeeks === undefined) return;
    const created = await send.run(apiClient, {
      optionId: values.optionId,
      quantity: values.quantity,
      print: values.print,
      cycleWeeks,
      firstDeliveryOn: values.firstDeliveryOn,
      paymentMethod: values.paymentMethod,
      recipient: values.recipient,
      agreeTerms: values.agreeTerms,
    });
    if (!created) return;
    // A card subscription registers its card in the payment window first (`BillingParts`).
    if (created.billing) openBillingWindow(created.billing);
    else navigate(`/subsComplete?id=${encodeURIComponent(created.subscription.subscriptionId)}`);
  };

  return (
    <SubscriptionForm
      label={t('subscription.formTitle')}
      item={item}
      {...schedule.formProps}
      defaultCycle={2}
      defaultFirstDate={schedule.formProps.firstDateMin}
      header={
        <Inline gap="medium" align="center">
          <img src={product.imageUrl} alt="" width={96} height={96} />
          <Stack gap="xsmall">
            <Text size="small" tone="muted">
              {t('subscription.product')}
            </Text>
            <Heading level={2}>{english && product.nameEn ? product.nameEn : product.name}</Heading>
          </Stack>
        </Inline>
      }
      summaryTitle={t('subscription.estimateTitle')}
      summary={
        estimate ? (
          <Stack gap="small">
            <Facts
              rows={[
                [t('subscription.itemsTotal'), won(estimate.itemsTotal)],
                [t('subscription.shipping'), won(estimate.shipping)],
                [t('subscription.total'), `${won(estimate.total)} (${t('common.vatIncluded')})`],
              ]}
            />
            <Text size="small" tone="muted">
              {t('subscription.unitPrice', { price: won(estimate.unit) })}
            </Text>
          </Stack>
        ) : null
      }
      won={won}
      onValuesChange={onValuesChange}
      onSubmit={(values) => void submit(values)}
      submitLabel={t('subscription.submit')}
      busy={send.busy}
      failure={send.error}
    />
  );
}
