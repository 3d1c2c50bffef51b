import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { GuestConsentForm, OrderLookupForm, type OrderLookupValues } from '@tonggye/analysis-forms';
import {
  getOrder,
  getPolicy,
  isCardPayment,
  payOrder,
  type PolicyKind,
  type StoreOrder,
} from '@tonggye/api';
import {
  Alert,
  Button,
  Card,
  Container,
  EmptyState,
  Heading,
  Inline,
  Spinner,
  Stack,
  RichText,
  Stepper,
  Text,
  versionLabel,
} from '@tonggye/ui';
import { apiClient } from '../../../app/apiClient';
import { AppLink } from '../../../app/AppLink';
import { loginPathFor, safeRedirect } from '../../../app/RequireMember';
import { useIsMember } from '../../../app/SessionContext';
import { usePageTitle } from '../../../app/UiStateContext';
import { useAction, useLoad } from '../../my-activity/useRequest';
import { OrderDetail, OrderItemsTable } from './OrderDetail';
import { ActionFailure, ListSkeleton, LoadFailure } from '../../../app/requestParts';
import {
  Facts,
  formatDateTime,
  postToPaymentWindow,
  rememberGuestConsent,
  rememberedOrderPassword,
  TotalsTable,
  useOrderText,
} from './parts';

/** Where the guest order look-up lives (linked from sign-in and the order complete page). */
export const ORDER_LOOKUP_PATH = '/order-lookup';

/**
 * `/orderAgreeNoMember`: sign in to order as a member, or consent to the terms and to the
 * collection of personal data and go on as a guest (`next`: the order sheet asked for).
 */
function OrderAgreeNoMember() {
  const { t } = useOrderText();
  usePageTitle(t('agree.title'));
  const search = useSearch();
  const [, navigate] = useLocation();
  const isMember = useIsMember();
  const next = safeRedirect(new URLSearchParams(search).get('next') ?? '/ordersheet');
  const login = loginPathFor(next.split('?')[0] ?? next, next.split('?')[1] ?? '');
  const submit = () => {
    rememberGuestConsent();
    navigate(next, { replace: true });
  };
  return (
    <Stack gap="large">
      <Heading level={1}>{t('agree.title')}</Heading>
      <Text>{t('agree.lead')}</Text>
      {isMember ? null : (
        <Inline gap="medium">
          <AppLink href={login}>{t('agree.login')}</AppLink>
          <AppLink href="/register/email">{t('agree.register')}</AppLink>
        </Inline>
      )}
      <ConsentTexts />
      <GuestConsentForm
        onSubmit={submit}
        termsLink={<AppLink href="/term">{t('agree.termsLink')}</AppLink>}
      />
    </Stack>
  );
}

/** A scrollable box a keyboard can reach (it scrolls with the arrow keys once focused). */
const consentBox = { maxHeight: '14rem', overflowY: 'auto', paddingRight: '0.5rem' } as const;

/** The current terms of service and privacy statement from the server, read before consenting. */
function ConsentTexts() {
  const { t } = useOrderText();
  return (
    <section aria-labelledby="consent-texts">
      <Stack gap="medium">
        <Heading level={2} id="consent-texts">
          {t('agree.textsTitle')}
        </Heading>
        <ConsentText kind="terms" title={(label) => t('agree.termsText', { label })} />
        <ConsentText kind="privacy" title={(label) => t('agree.privacyText', { label })} />
      </Stack>
    </section>
  );
}

function ConsentText({
  kind,
  title,
}: {
  kind: Exclude<PolicyKind, 'subscription'>;
  title: (label: string) => string;
}) {
  const policy = useLoad((signal) => getPolicy(apiClient, kind, {}, { signal }), `consent-${kind}`);
  if (policy.error)
    return <LoadFailure area="storeOrders" error={policy.error} onRetry={policy.reload} />;
  if (!policy.data) return <ListSkeleton rows={3} area="storeOrders" />;
  const name = title(versionLabel(policy.data));
  return (
    <Card title={name}>
      <div style={consentBox} tabIndex={0} role="group" aria-label={name}>
        <RichText html={policy.data.content} size="small" />
      </div>
    </Card>
  );
}

/** `/orderComplete?orderNo=…`: the order placed (or paid by card), how to pay a bank transfer. */
function OrderComplete() {
  const { t, won } = useOrderText();
  usePageTitle(t('complete.title'));
  const orderNo = new URLSearchParams(useSearch()).get('orderNo') ?? '';
  const isMember = useIsMember();
  const password = rememberedOrderPassword(orderNo);
  const order = useLoad(
    (signal) => getOrder(apiClient, { orderNo, password }, { signal }),
    `complete-${orderNo}`,
  );
  const steps = [
    { id: 'cart', label: t('sheet.steps.cart') },
    { id: 'sheet', label: t('sheet.steps.sheet') },
    { id: 'complete', label: t('sheet.steps.complete') },
  ];
  if (order.loading && !order.data) return <Spinner label={t('common.loading')} />;
  if (!order.data)
    return (
      <EmptyState
        title={t('complete.notFound')}
        description={t('complete.notFoundText')}
        action={
          <AppLink
            href={
              isMember
                ? '/my-activity/order-shipping-list'
                : `${ORDER_LOOKUP_PATH}?${new URLSearchParams({ orderNo }).toString()}`
            }
          >
            {isMember ? t('complete.myOrders') : t('complete.lookup')}
          </AppLink>
        }
      />
    );
  const data = order.data;
  const paid = data.paidAt !== null && data.paidAt !== undefined;
  return (
    <Stack gap="large">
      <Stepper steps={steps} current="complete" ariaLabel={t('sheet.stepsLabel')} />
      <Heading level={1}>{paid ? t('complete.title') : t('complete.titleUnpaid')}</Heading>
      <Text>{t('complete.lead')}</Text>
      <Facts rows={[[t('complete.orderNo'), <strong key="no">{data.orderNo}</strong>]]} />
      {data.paymentMethod === 'card' && paid ? (
        <Alert tone="positive">{t('complete.paidCard')}</Alert>
      ) : null}
      {data.bankAccount && !paid ? (
        <Alert tone="info" title={t('complete.bankTitle')}>
          <Stack gap="small">
            <Text>{t('complete.bankText')}</Text>
            <Facts
              rows={[
                [t('complete.bank'), data.bankAccount.bank],
                [t('complete.account'), data.bankAccount.account],
                [t('complete.holder'), data.bankAccount.holder],
                [t('complete.amount'), won(data.total)],
                [t('complete.depositor'), data.bankAccount.depositorName ?? data.orderer.name],
                [t('complete.due'), formatDateTime(data.bankAccount.dueAt)],
              ]}
            />
          </Stack>
        </Alert>
      ) : null}
      {data.isMemberOrder && (data.pointsOnDelivery ?? 0) > 0 ? (
        <Text tone="positive" weight="strong">
          {t('complete.points', { points: data.pointsOnDelivery })}
        </Text>
      ) : null}
      <OrderItemsTable order={data} />
      <TotalsTable totals={data} />
      {data.isMemberOrder ? null : <Text tone="muted">{t('complete.guestNote')}</Text>}
      <Inline gap="medium">
        {data.isMemberOrder ? (
          <AppLink href={`/my-activity/order-shipping-list/${encodeURIComponent(data.orderNo)}`}>
            {t('complete.myOrders')}
          </AppLink>
        ) : (
          <AppLink
            href={`${ORDER_LOOKUP_PATH}?${new URLSearchParams({ orderNo: data.orderNo }).toString()}`}
          >
            {t('complete.lookup')}
          </AppLink>
        )}
        <AppLink href="/">{t('common.shopping')}</AppLink>
      </Inline>
    </Stack>
  );
}

/**
 * `/order/feedbackFromInicis?result=fail|close&reason=…&orderNo=…`: the card payment did not
 * complete. Says why in both languages, offers to pay again and the way back to the order sheet.
 */
function InicisFeedback() {
  const { t } = useOrderText();
  const query = new URLSearchParams(useSearch());
  const closed = query.get('result') === 'close';
  usePageTitle(closed ? t('fail.closeTitle') : t('fail.title'));
  const reason = query.get('reason') ?? '';
  const orderNo = query.get('orderNo') ?? '';
  const known = [
    'APPROVAL_FAILED',
    'AMOUNT_MISMATCH',
    'ORDER_NOT_PAYABLE',
    'ORDER_NOT_FOUND',
    'URL_NOT_ALLOWED',
    'MID_MISMATCH',
  ];
  const reasonText = reason
    ? known.includes(reason)
      ? t(`fail.reasons.${reason}`)
      : t('fail.reasons.other', { code: reason })
    : null;
  const retry = useAction(async () => {
    const payment = await payOrder(apiClient, {
      orderNo,
      password: rememberedOrderPassword(orderNo),
    });
    if (isCardPayment(payment)) postToPaymentWindow(payment);
    return payment;
  });
  return (
    <Stack gap="large">
      <Alert
        tone={closed ? 'caution' : 'critical'}
        title={closed ? t('fail.closeTitle') : t('fail.title')}
      >
        <Stack gap="small">
          <Text>{t('fail.text')}</Text>
          {reasonText ? <Text>{t('fail.reason', { reason: reasonText })}</Text> : null}
          {orderNo ? <Text>{t('fail.orderNo', { orderNo })}</Text> : null}
        </Stack>
      </Alert>
      <Heading level={1}>{closed ? t('fail.closeTitle') : t('fail.title')}</Heading>
      <ActionFailure area="storeOrders" title={t('fail.title')} error={retry.error} />
      <Inline gap="medium" align="center">
        {orderNo ? (
          <Button onClick={() => void retry.run()} loading={retry.busy}>
            {t('fail.retry')}
          </Button>
        ) : null}
        <AppLink href="/ordersheet">{t('fail.back')}</AppLink>
        <AppLink href="/">{t('common.home')}</AppLink>
      </Inline>
    </Stack>
  );
}

/** `/order-lookup`: a guest finds an order with its number and order password. */
function OrderLookup() {
  const { t } = useOrderText();
  usePageTitle(t('lookup.title'));
  const initialNo = new URLSearchParams(useSearch()).get('orderNo') ?? '';
  const [found, setFound] = useState<{ order: StoreOrder; password: string } | null>(null);
  const look = useAction((no: string, secret: string) =>
    getOrder(apiClient, { orderNo: no, password: secret }),
  );
  const submit = async (values: OrderLookupValues) => {
    const order = await look.run(values.orderNo, values.password);
    if (order) setFound({ order, password: values.password });
  };
  if (found)
    return (
      <Stack gap="large">
        <Heading level={1}>{t('lookup.title')}</Heading>
        <OrderDetail
          order={found.order}
          password={found.password}
          onChanged={(order) => setFound({ order, password: found.password })}
        />
        <div>
          <Button variant="secondary" onClick={() => setFound(null)}>
            {t('lookup.again')}
          </Button>
        </div>
      </Stack>
    );
  return (
    <Stack gap="large">
      <Heading level={1}>{t('lookup.title')}</Heading>
      <Text>{t('lookup.lead')}</Text>
      <OrderLookupForm
        label={t('lookup.title')}
        defaultOrderNo={initialNo}
        onSubmit={(values) => void submit(values)}
        busy={look.busy}
        failure={look.error}
      />
    </Stack>
  );
}

// The pages in the site's width (each route of App.tsx renders one).
export function OrderAgreeNoMemberPage() {
  return (
    <Container>
      <OrderAgreeNoMember />
    </Container>
  );
}

export function OrderCompletePage() {
  return (
    <Container>
      <OrderComplete />
    </Container>
  );
}

export function InicisFeedbackPage() {
  return (
    <Container>
      <InicisFeedback />
    </Container>
  );
}

export function OrderLookupPage() {
  return (
    <Container>
      <OrderLookup />
    </Container>
  );
}
