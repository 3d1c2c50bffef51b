import { useCallback, useEffect, useMemo, useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import {
  createOrder,
  getCourierCompanies,
  getMemberProfile,
  isCardPayment,
  listCartLinesForOrder,
  listMyCoupons,
  quoteOrder,
  type OrderQuote,
  type QuoteRequest,
} from '@tonggye/api';
import {
  OrderSheetForm,
  type OrderSheetFormProps,
  type OrderSheetInput,
  type OrderSheetValues,
} from '@tonggye/analysis-forms';
import { Alert, Container, EmptyState, Heading, Spinner, Stack, Stepper, Text } from '@tonggye/ui';
import { apiClient } from '../../../app/apiClient';
import { AppLink } from '../../../app/AppLink';
import { useIsMember } from '../../../app/SessionContext';
import { usePageTitle } from '../../../app/UiStateContext';
import { useAction, useLoad } from '../../my-activity/useRequest';
import { directLine, orderRequest } from './orderSheet';
import { LoadFailure, useFailureText } from '../../../app/requestParts';
import {
  hasGuestConsent,
  postToPaymentWindow,
  rememberOrderPassword,
  TotalsTable,
  useOrderText,
} from './parts';
import { styles } from './styles';

const POINTS_MIN_USE = 100;

/**
 * `/ordersheet` (the cart) and `/order/{from}` (`direct`: buy now with `product`, `option`,
 * `quantity`): the order sheet. Every change of what is bought, the coupon or the points asks
 * the server for a new quote; the totals shown are the server's. A guest comes through the
 * consent page first and chooses an order password.
 */
export function OrderSheetPage({ from = 'cart' }: { from?: string }) {
  const { t } = useOrderText();
  usePageTitle(t('sheet.title'));
  const isMember = useIsMember();
  const [location] = useLocation();
  const search = useSearch();
  if (!isMember && !hasGuestConsent()) {
    const next = search ? `${location}?${search}` : location;
    return (
      <Redirect to={`/orderAgreeNoMember?${new URLSearchParams({ next }).toString()}`} replace />
    );
  }
  return (
    <Container>
      <OrderSheet from={from} search={search} guest={!isMember} />
    </Container>
  );
}

function OrderSheet({ from, search, guest }: { from: string; search: string; guest: boolean }) {
  const { t, won, english } = useOrderText();
  const failureText = useFailureText('storeOrders');
  const [, navigate] = useLocation();
  const direct = from === 'direct' ? directLine(search) : null;
  // What is bought: the one line of "buy now", or the available lines of the caller's cart.
  const cart = useLoad(async (signal): Promise<QuoteRequest | null> => {
    if (from === 'direct') return direct ? { items: [direct] } : null;
    const lines = await listCartLinesForOrder(apiClient, { signal });
    // `?items=a,b`: only the cart lines the visitor picked on the cart page.
    const picked = new URLSearchParams(search).get('items')?.split(',').filter(Boolean);
    const ids = lines
      .filter((line) => line.available && (!picked || picked.includes(line.itemId)))
      .map((line) => line.itemId);
    return ids.length > 0 ? { cartItemIds: ids } : null;
  }, `${from}?${search}`);
  const couriers = useLoad((signal) => getCourierCompanies(apiClient, { signal }), 'couriers');
  const coupons = useLoad(
    (signal) => (guest ? Promise.resolve([]) : listMyCoupons(apiClient, { signal })),
    `coupons-${guest}`,
  );
  // The form owns the values; the coupon and points it reports decide the quote.
  const [couponId, setCouponId] = useState('');
  const [points, setPoints] = useState<number | null>(null);
  const onValuesChange = useCallback((values: OrderSheetInput) => {
    setCouponId(values.memberCouponId);
    setPoints(values.points);
  }, []);
  const [prefill, setPrefill] = useState<OrderSheetFormProps['prefill']>(null);

  // A member's own name, mobile and e-mail fill the orderer's empty fields once.
  useEffect(() => {
    if (guest) return;
    const controller = new AbortController();
    getMemberProfile(apiClient, { signal: controller.signal }).then(
      (profile) =>
        setPrefill({
          ordererName: profile.name,
          ordererPhone: profile.mobile,
          ordererEmail: profile.email,
        }),
      () => undefined,
    );
    return () => controller.abort();
  }, [guest]);

  const bought = useMemo<QuoteRequest | null>(() => {
    if (!cart.data) return null;
    return {
      ...cart.data,
      memberCouponId: couponId === '' ? null : couponId,
      points: points ?? 0,
    };
  }, [cart.data, couponId, points]);

  // The server's quote of what would be ordered, asked again on every change.
  const [quote, setQuote] = useState<{ key: string; data: OrderQuote | null; error: unknown }>({
    key: '',
    data: null,
    error: null,
  });
  const quoteKey = JSON.stringify(bought);
  useEffect(() => {
    if (bought === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      quoteOrder(apiClient, bought, { signal: controller.signal }).then(
        (data) => {
          if (!controller.signal.aborted) setQuote({ key: quoteKey, data, error: null });
        },
        (error: unknown) => {
          if (!controller.signal.aborted)
            setQuote((previous) => ({ key: quoteKey, data: previous.data, error }));
        },
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // The key stands for `bought`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quoteKey]);
  const quoting = bought !== null && quote.key !== quoteKey;

  const place = useAction(async (request: ReturnType<typeof orderRequest>) =>
    createOrder(apiClient, request),
  );
  const submit = async (values: OrderSheetValues) => {
    if (bought === null || quote.error || quoting) return;
    const placed = await place.run(orderRequest(values, bought, guest));
    if (!placed) return;
    const { order, payment } = placed;
    if (guest) rememberOrderPassword(order.orderNo, values.password);
    if (isCardPayment(payment) && order.status === 'ordered') {
      postToPaymentWindow(payment);
      return;
    }
    navigate(`/orderComplete?${new URLSearchParams({ orderNo: order.orderNo }).toString()}`);
  };

  const steps = [
    { id: 'cart', label: t('sheet.steps.cart') },
    { id: 'sheet', label: t('sheet.steps.sheet') },
    { id: 'complete', label: t('sheet.steps.complete') },
  ];

  if (cart.error)
    return <LoadFailure area="storeOrders" error={cart.error} onRetry={cart.reload} />;
  if (cart.loading && !cart.data) return <Spinner label={t('common.loading')} />;
  if (!cart.data)
    return (
      <EmptyState
        title={t('sheet.empty')}
        description={t('sheet.emptyText')}
        action={<AppLink href="/mycart">{t('sheet.toCart')}</AppLink>}
      />
    );

  const data = quote.data;
  const usableCoupons = (coupons.data ?? []).filter((coupon) => coupon.usable);
  const items = (
    <section style={styles.section} aria-labelledby="sheet-items">
      <Stack gap="small">
        <Heading level={2} id="sheet-items">
          {t('sheet.items')}
        </Heading>
        {data ? (
          <ul style={styles.list}>
            {data.items.map((item, index) => (
              <li key={`${item.optionId}-${index}`} data-testid="sheet-item">
                <Text weight="strong">
                  {english && item.productNameEn ? item.productNameEn : item.productName} ·{' '}
                  {english && item.optionNameEn ? item.optionNameEn : item.optionName}
                </Text>
                <Text size="small" tone="muted">
                  {won(item.unitPrice)} × {t('sheet.units', { count: item.quantity })}
                  {item.print
                    ? ` · ${t('sheet.print', { price: won(item.printUnitPrice) })}`
                    : ''}{' '}
                  = {won(item.lineTotal)}
                </Text>
              </li>
            ))}
          </ul>
        ) : (
          <Spinner label={t('sheet.quoting')} />
        )}
        {data?.shortages.map((shortage) => (
          <Alert key={shortage.optionId} tone="caution">
            {t('sheet.shortage', { name: shortage.name, stock: shortage.stock })}
          </Alert>
        ))}
      </Stack>
    </section>
  );
  const summary = (
    <>
      {quote.error ? (
        <Alert tone="critical" title={t('sheet.quoteFailed')}>
          {failureText(quote.error)}
        </Alert>
      ) : null}
      {data ? <TotalsTable totals={data} /> : null}
      {data ? (
        <Text size="small" tone="muted">
          {t('sheet.shippingRule', {
            free: won(data.shippingRule.freeFrom),
            fee: won(data.shippingRule.fee),
          })}
        </Text>
      ) : null}
      {data && !guest && data.pointsEarnedOnDelivery > 0 ? (
        <Text size="small" tone="positive">
          {t('sheet.pointsOnDelivery', { points: data.pointsEarnedOnDelivery })}
        </Text>
      ) : null}
      {quoting ? (
        <Text size="small" tone="muted" as="p">
          <span role="status">{t('sheet.quoting')}</span>
        </Text>
      ) : null}
    </>
  );
  return (
    <Stack gap="large">
      <Heading level={1}>{t('sheet.title')}</Heading>
      <Stepper steps={steps} current="sheet" ariaLabel={t('sheet.stepsLabel')} />
      <OrderSheetForm
        guest={guest}
        label={t('sheet.title')}
        prefill={prefill}
        couriers={(couriers.data ?? []).map((courier) => ({
          value: courier.code,
          label: courier.name,
        }))}
        coupons={usableCoupons.map((coupon) => ({
          value: coupon.memberCouponId,
          label: t('sheet.couponOption', {
            name: english && coupon.nameEn ? coupon.nameEn : coupon.name,
            min: won(coupon.minOrder),
          }),
        }))}
        couponsLink={<AppLink href="/coupon-offers">{t('sheet.couponsLink')}</AppLink>}
        pointsBalance={data?.pointsBalance ?? 0}
        pointsMin={POINTS_MIN_USE}
        pointsDue={data ? data.total + data.pointsUsed : null}
        won={won}
        onValuesChange={onValuesChange}
        onSubmit={(values) => void submit(values)}
        items={items}
        summaryTitle={t('sheet.totals')}
        summary={summary}
        summaryBusy={quoting}
        submitLabel={t('sheet.submit', { total: data ? won(data.total) : '' })}
        submitDisabled={!data || quoting || Boolean(quote.error)}
        busy={place.busy}
        failure={place.error}
      />
    </Stack>
  );
}
