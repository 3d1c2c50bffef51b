import { useEffect, useMemo, useState, type FormEvent } from 'react';
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
  Alert,
  Button,
  Checkbox,
  Container,
  EmptyState,
  Heading,
  NumberField,
  RadioGroup,
  Select,
  Spinner,
  Stack,
  Stepper,
  Text,
  TextField,
} from '@tonggye/ui';
import { apiClient } from '../../../app/apiClient';
import { AppLink } from '../../../app/AppLink';
import { useIsMember } from '../../../app/SessionContext';
import { usePageTitle } from '../../../app/UiStateContext';
import { useAction, useLoad } from '../../my-activity/useRequest';
import {
  checkSheet,
  directLine,
  emptySheet,
  orderRequest,
  type SheetErrors,
  type SheetForm,
} from './orderSheet';
import {
  ActionFailure,
  hasGuestConsent,
  LoadFailure,
  postToPaymentWindow,
  rememberOrderPassword,
  TotalsTable,
  useFailureText,
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
  const failureText = useFailureText();
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
  const [couponId, setCouponId] = useState('');
  const [points, setPoints] = useState<number | null>(null);
  const [form, setForm] = useState<SheetForm>(emptySheet);
  const [errors, setErrors] = useState<SheetErrors>({});
  const [tried, setTried] = useState(false);

  // A member's own name, mobile and e-mail fill the orderer's fields once.
  useEffect(() => {
    if (guest) return;
    const controller = new AbortController();
    getMemberProfile(apiClient, { signal: controller.signal }).then(
      (profile) =>
        setForm((current) => ({
          ...current,
          ordererName: current.ordererName || profile.name,
          ordererPhone: current.ordererPhone || profile.mobile,
          ordererEmail: current.ordererEmail || profile.email,
        })),
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
  const change = (patch: Partial<SheetForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    if (tried) setErrors(checkSheet(next, guest));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const found = checkSheet(form, guest);
    setErrors(found);
    if (Object.keys(found).length > 0 || bought === null || quote.error || quoting) return;
    const placed = await place.run(orderRequest(form, bought, guest));
    if (!placed) return;
    const { order, payment } = placed;
    if (guest) rememberOrderPassword(order.orderNo, form.password);
    if (isCardPayment(payment) && order.status === 'ordered') {
      postToPaymentWindow(payment);
      return;
    }
    navigate(`/orderComplete?${new URLSearchParams({ orderNo: order.orderNo }).toString()}`);
  };

  const error = (field: keyof SheetForm) => (errors[field] ? t(errors[field]) : null);
  const steps = [
    { id: 'cart', label: t('sheet.steps.cart') },
    { id: 'sheet', label: t('sheet.steps.sheet') },
    { id: 'complete', label: t('sheet.steps.complete') },
  ];

  if (cart.error) return <LoadFailure error={cart.error} onRetry={cart.reload} />;
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
  const balance = data?.pointsBalance ?? 0;
  const usableCoupons = (coupons.data ?? []).filter((coupon) => coupon.usable);
  return (
    <Stack gap="large">
      <Heading level={1}>{t('sheet.title')}</Heading>
      <Stepper steps={steps} current="sheet" ariaLabel={t('sheet.stepsLabel')} />
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('sheet.title')}>
        <div style={styles.sheet}>
          <Stack gap="large">
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

            <fieldset style={styles.section}>
              <legend>
                <Heading level={2}>{t('sheet.orderer')}</Heading>
              </legend>
              <Stack gap="medium">
                <TextField
                  label={t('sheet.name')}
                  required
                  name="ordererName"
                  autoComplete="name"
                  maxLength={50}
                  value={form.ordererName}
                  onChange={(event) => change({ ordererName: event.target.value })}
                  error={error('ordererName')}
                />
                <TextField
                  label={t('sheet.phone')}
                  required
                  name="ordererPhone"
                  type="tel"
                  autoComplete="tel"
                  maxLength={20}
                  description={t('sheet.phoneHint')}
                  value={form.ordererPhone}
                  onChange={(event) => change({ ordererPhone: event.target.value })}
                  error={error('ordererPhone')}
                />
                <TextField
                  label={t('sheet.email')}
                  name="ordererEmail"
                  type="email"
                  autoComplete="email"
                  maxLength={200}
                  value={form.ordererEmail}
                  onChange={(event) => change({ ordererEmail: event.target.value })}
                  error={error('ordererEmail')}
                />
              </Stack>
            </fieldset>

            <fieldset style={styles.section}>
              <legend>
                <Heading level={2}>{t('sheet.recipient')}</Heading>
              </legend>
              <Stack gap="medium">
                <Checkbox
                  label={t('sheet.sameAsOrderer')}
                  checked={form.sameAsOrderer}
                  onCheckedChange={(sameAsOrderer) => change({ sameAsOrderer })}
                />
                {form.sameAsOrderer ? null : (
                  <div style={styles.twoColumns}>
                    <TextField
                      label={t('sheet.name')}
                      required
                      name="recipientName"
                      maxLength={50}
                      value={form.recipientName}
                      onChange={(event) => change({ recipientName: event.target.value })}
                      error={error('recipientName')}
                    />
                    <TextField
                      label={t('sheet.phone')}
                      required
                      name="recipientPhone"
                      type="tel"
                      maxLength={20}
                      value={form.recipientPhone}
                      onChange={(event) => change({ recipientPhone: event.target.value })}
                      error={error('recipientPhone')}
                    />
                  </div>
                )}
                <TextField
                  label={t('sheet.zipcode')}
                  required
                  name="zipcode"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={6}
                  value={form.zipcode}
                  onChange={(event) => change({ zipcode: event.target.value })}
                  error={error('zipcode')}
                />
                <TextField
                  label={t('sheet.address1')}
                  required
                  name="address1"
                  autoComplete="address-line1"
                  maxLength={200}
                  value={form.address1}
                  onChange={(event) => change({ address1: event.target.value })}
                  error={error('address1')}
                />
                <TextField
                  label={t('sheet.address2')}
                  name="address2"
                  autoComplete="address-line2"
                  maxLength={200}
                  value={form.address2}
                  onChange={(event) => change({ address2: event.target.value })}
                />
                <TextField
                  label={t('sheet.memo')}
                  name="memo"
                  maxLength={200}
                  placeholder={t('sheet.memoHint')}
                  value={form.memo}
                  onChange={(event) => change({ memo: event.target.value })}
                />
                <Select
                  label={t('sheet.courier')}
                  name="courierCode"
                  description={t('sheet.courierHint')}
                  value={form.courierCode}
                  onChange={(courierCode) => change({ courierCode })}
                  options={[
                    { value: '', label: t('sheet.courierAny') },
                    ...(couriers.data ?? []).map((courier) => ({
                      value: courier.code,
                      label: courier.name,
                    })),
                  ]}
                />
              </Stack>
            </fieldset>

            {guest ? (
              <fieldset style={styles.section}>
                <legend>
                  <Heading level={2}>{t('sheet.guest')}</Heading>
                </legend>
                <div style={styles.twoColumns}>
                  <TextField
                    type="password"
                    label={t('sheet.password')}
                    required
                    name="orderPassword"
                    autoComplete="new-password"
                    maxLength={20}
                    description={t('sheet.passwordHint')}
                    value={form.password}
                    onChange={(event) => change({ password: event.target.value })}
                    error={error('password')}
                  />
                  <TextField
                    type="password"
                    label={t('sheet.passwordConfirm')}
                    required
                    name="orderPasswordConfirm"
                    autoComplete="new-password"
                    maxLength={20}
                    value={form.passwordConfirm}
                    onChange={(event) => change({ passwordConfirm: event.target.value })}
                    error={error('passwordConfirm')}
                  />
                </div>
              </fieldset>
            ) : null}
          </Stack>

          <Stack gap="large">
            <fieldset style={styles.section}>
              <legend>
                <Heading level={2}>{t('sheet.discounts')}</Heading>
              </legend>
              {guest ? (
                <Text tone="muted">{t('sheet.memberOnly')}</Text>
              ) : (
                <Stack gap="medium">
                  <Select
                    label={t('sheet.coupon')}
                    name="memberCouponId"
                    value={couponId}
                    onChange={setCouponId}
                    options={[
                      { value: '', label: t('sheet.couponNone') },
                      ...usableCoupons.map((coupon) => ({
                        value: coupon.memberCouponId,
                        label: t('sheet.couponOption', {
                          name: english && coupon.nameEn ? coupon.nameEn : coupon.name,
                          min: won(coupon.minOrder),
                        }),
                      })),
                    ]}
                  />
                  <AppLink href="/coupon-offers">{t('sheet.couponsLink')}</AppLink>
                  <NumberField
                    label={t('sheet.points')}
                    name="points"
                    min={0}
                    max={balance}
                    step={1}
                    description={t('sheet.pointsHint', {
                      balance: won(balance),
                      min: won(POINTS_MIN_USE),
                    })}
                    value={points}
                    onChange={(value) =>
                      setPoints(value === null ? null : Math.max(0, Math.floor(value)))
                    }
                  />
                  <div>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={balance < POINTS_MIN_USE || !data}
                      onClick={() => {
                        if (!data) return;
                        const due = data.total + data.pointsUsed;
                        setPoints(Math.min(balance, due));
                      }}
                    >
                      {t('sheet.pointsAll')}
                    </Button>
                  </div>
                </Stack>
              )}
            </fieldset>

            <fieldset style={styles.section}>
              <legend>
                <Heading level={2}>{t('sheet.payment')}</Heading>
              </legend>
              <Stack gap="medium">
                <RadioGroup
                  legend={t('sheet.payment')}
                  name="paymentMethod"
                  value={form.paymentMethod}
                  onChange={(value) =>
                    change({ paymentMethod: value === 'card' ? 'card' : 'bank' })
                  }
                  options={[
                    { value: 'bank', label: t('sheet.bank'), description: t('sheet.bankText') },
                    { value: 'card', label: t('sheet.card'), description: t('sheet.cardText') },
                  ]}
                />
                {form.paymentMethod === 'bank' ? (
                  <TextField
                    label={t('sheet.depositor')}
                    name="depositorName"
                    maxLength={50}
                    description={t('sheet.depositorHint')}
                    value={form.depositorName}
                    onChange={(event) => change({ depositorName: event.target.value })}
                  />
                ) : null}
              </Stack>
            </fieldset>

            <section style={styles.section} aria-labelledby="sheet-totals" aria-busy={quoting}>
              <Stack gap="medium">
                <Heading level={2} id="sheet-totals">
                  {t('sheet.totals')}
                </Heading>
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
                <Checkbox
                  label={t('sheet.agree')}
                  checked={form.agree}
                  onCheckedChange={(agree) => change({ agree })}
                />
                {errors.agree ? <Text tone="critical">{t(errors.agree)}</Text> : null}
                {tried && Object.keys(errors).length > 0 ? (
                  <Alert tone="critical">{t('sheet.fixErrors')}</Alert>
                ) : null}
                <ActionFailure title={t('sheet.failed')} error={place.error} />
                <Button
                  type="submit"
                  size="lg"
                  loading={place.busy}
                  disabled={!data || quoting || Boolean(quote.error)}
                >
                  {t('sheet.submit', { total: data ? won(data.total) : '' })}
                </Button>
              </Stack>
            </section>
          </Stack>
        </div>
      </form>
    </Stack>
  );
}
