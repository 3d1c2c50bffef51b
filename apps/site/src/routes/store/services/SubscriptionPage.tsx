import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'wouter';
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
  subscriptionRequestSchema,
  tierUnitPrice,
  type ServicePaymentMethod,
  type ServiceProduct,
  type ServiceRecipient,
} from '@tonggye/api';
import {
  Box,
  Button,
  Card,
  Checkbox,
  Container,
  DateField,
  dateFieldLabelsEn,
  dateFieldLabelsKo,
  EmptyState,
  Heading,
  Inline,
  NumberField,
  ProductCard,
  productCardMessagesEn,
  productCardMessagesKo,
  RadioGroup,
  type RenderLinkProps,
  RichText,
  Select,
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
  ActionFailure,
  AddressFields,
  emptyRecipient,
  Facts,
  formatDay,
  FREE_SHIPPING_FROM,
  issuesOf,
  LoadFailure,
  Loading,
  OrdermadeBadge,
  PaymentChoice,
  SHIPPING_FEE,
  shippingFor,
  SignInNotice,
  useFieldErrors,
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

interface Draft {
  optionId: string;
  quantity: number | null;
  print: boolean;
  cycleWeeks: string;
  firstDeliveryOn: string | null;
  paymentMethod: ServicePaymentMethod;
  recipient: ServiceRecipient;
  agreeTerms: boolean;
}

function ProductSubscription({ id }: { id: string }) {
  const product = useLoad((signal) => getServiceProduct(apiClient, id, { signal }), id);
  if (product.error) return <LoadFailure error={product.error} onRetry={product.reload} />;
  if (!product.data) return <Loading />;
  return <SubscriptionForm product={product.data} />;
}

function SubscriptionForm({ product }: { product: ServiceProduct }) {
  const { t, english, won } = useServicesText();
  const [, navigate] = useLocation();
  const today = koreanDate(new Date());
  const earliest = addDaysTo(today, SUBSCRIPTION_LEAD_DAYS);
  const latest = addDaysTo(today, SUBSCRIPTION_MAX_START_DAYS);
  const firstOption = product.options.find((option) => !option.soldOut) ?? product.options[0];
  const [draft, setDraft] = useState<Draft>({
    optionId: firstOption?.id ?? '',
    quantity: firstOption?.minQuantity ?? 1,
    print: false,
    cycleWeeks: '2',
    firstDeliveryOn: earliest,
    paymentMethod: 'bank',
    recipient: emptyRecipient,
    agreeTerms: false,
  });
  const [termsVersion, setTermsVersion] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fieldError = useFieldErrors(errors);
  const send = useAction(subscribeWithBilling);
  const option = product.options.find((candidate) => candidate.id === draft.optionId);
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const estimate = useMemo(() => {
    if (!option || draft.quantity === null || draft.quantity < 1) return null;
    const unit = tierUnitPrice(option.priceTiers, draft.quantity);
    if (unit === null) return null;
    const print = draft.print && option.printUnitPrice !== null ? option.printUnitPrice : 0;
    const itemsTotal = (unit + print) * draft.quantity;
    const shipping = shippingFor(itemsTotal);
    return { unit, itemsTotal, shipping, total: itemsTotal + shipping };
  }, [option, draft.quantity, draft.print]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = {
      optionId: draft.optionId,
      quantity: draft.quantity ?? Number.NaN,
      print: draft.print && option?.printAvailable === true,
      cycleWeeks: Number(draft.cycleWeeks),
      firstDeliveryOn: draft.firstDeliveryOn ?? undefined,
      paymentMethod: draft.paymentMethod,
      recipient: draft.recipient,
      agreeTerms: draft.agreeTerms,
    };
    const checked = subscriptionRequestSchema.safeParse(request);
    const found = issuesOf(checked);
    if (draft.firstDeliveryOn === null) found.firstDeliveryOn = 'REQUIRED';
    setErrors(found);
    if (!checked.success || Object.keys(found).length > 0) return;
    const created = await send.run(apiClient, checked.data);
    if (!created) return;
    // A card subscription registers its card in the payment window first (`BillingParts`).
    if (created.billing) openBillingWindow(created.billing);
    else navigate(`/subsComplete?id=${encodeURIComponent(created.subscription.subscriptionId)}`);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('subscription.formTitle')}
    >
      <Stack gap="large">
        <Inline gap="medium" align="center">
          <img src={product.imageUrl} alt="" width={96} height={96} />
          <Stack gap="xsmall">
            <Text size="small" tone="muted">
              {t('subscription.product')}
            </Text>
            <Heading level={2}>{english && product.nameEn ? product.nameEn : product.name}</Heading>
          </Stack>
        </Inline>
        <Select
          label={t('subscription.option')}
          name="optionId"
          required
          value={draft.optionId}
          onChange={(optionId) => {
            const next = product.options.find((candidate) => candidate.id === optionId);
            change({ optionId, quantity: next?.minQuantity ?? draft.quantity, print: false });
          }}
          error={fieldError('optionId')}
          options={[
            { value: '', label: t('subscription.chooseOption') },
            ...product.options.map((candidate) => ({
              value: candidate.id,
              label: `${english && candidate.nameEn ? candidate.nameEn : candidate.name}${
                candidate.soldOut ? ` ${t('subscription.soldOut')}` : ''
              }`,
            })),
          ]}
        />
        <NumberField
          label={t('subscription.quantity')}
          name="quantity"
          required
          value={draft.quantity}
          onChange={(quantity) => change({ quantity })}
          min={option?.minQuantity ?? 1}
          step={option?.quantityStep ?? 1}
          description={
            option
              ? t('subscription.quantityHint', {
                  min: option.minQuantity,
                  step: option.quantityStep,
                })
              : undefined
          }
          error={fieldError('quantity')}
        />
        {option?.printAvailable && option.printUnitPrice !== null ? (
          <Checkbox
            label={t('subscription.print', { price: won(option.printUnitPrice) })}
            name="print"
            checked={draft.print}
            onCheckedChange={(print) => change({ print })}
          />
        ) : null}
        <RadioGroup
          legend={t('subscription.cycle')}
          name="cycleWeeks"
          value={draft.cycleWeeks}
          onChange={(cycleWeeks) => change({ cycleWeeks })}
          options={SUBSCRIPTION_CYCLES.map((weeks) => ({
            value: String(weeks),
            label: t('common.weeks', { count: weeks }),
          }))}
        />
        <DateField
          label={t('subscription.firstDate')}
          name="firstDeliveryOn"
          required
          min={earliest}
          max={latest}
          value={draft.firstDeliveryOn}
          onChange={(firstDeliveryOn) => change({ firstDeliveryOn })}
          description={t('subscription.firstDateHint', {
            earliest: formatDay(earliest),
            latest: formatDay(latest),
          })}
          error={fieldError('firstDeliveryOn')}
          labels={english ? dateFieldLabelsEn : dateFieldLabelsKo}
        />
        <AddressFields
          value={draft.recipient}
          onChange={(recipient) => change({ recipient })}
          error={fieldError}
        />
        <PaymentChoice
          value={draft.paymentMethod}
          onChange={(paymentMethod) => change({ paymentMethod })}
        />
        {estimate ? (
          <Card title={t('subscription.estimateTitle')}>
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
          </Card>
        ) : null}
        <SubscriptionTerms onVersion={setTermsVersion} />
        <Stack gap="xsmall">
          <Checkbox
            label={
              termsVersion === null
                ? t('subscription.agreeNoVersion')
                : t('subscription.agree', { version: termsVersion })
            }
            name="agreeTerms"
            checked={draft.agreeTerms}
            onCheckedChange={(agreeTerms) => change({ agreeTerms })}
          />
          {fieldError('agreeTerms') ? (
            <Text tone="critical" size="small">
              {fieldError('agreeTerms')}
            </Text>
          ) : null}
        </Stack>
        <ActionFailure error={send.error} />
        <div>
          <Button type="submit" size="lg" loading={send.busy}>
            {t('subscription.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
