import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  addDaysTo,
  createOrdermadeQna,
  getOrder,
  getOrdermade,
  koreanDate,
  orderFromOrdermade,
  ordermadeOrderRequestSchema,
  SUBSCRIPTION_CYCLES,
  SUBSCRIPTION_LEAD_DAYS,
  SUBSCRIPTION_MAX_START_DAYS,
  serviceRecipientSchema,
  type Ordermade,
  type ServicePaymentMethod,
  type ServiceRecipient,
} from '@tonggye/api';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Container,
  DateField,
  dateFieldLabelsEn,
  dateFieldLabelsKo,
  Heading,
  Inline,
  RadioGroup,
  Stack,
  Text,
  TextField,
} from '@tonggye/ui';
import { apiClient } from '../../../app/apiClient';
import { AppLink } from '../../../app/AppLink';
import { usePageTitle } from '../../../app/UiStateContext';
import { useAction, useLoad } from '../../my-activity/useRequest';
import { postToPaymentWindow } from '../orders/parts';
import {
  ActionFailure,
  AddressFields,
  emptyRecipient,
  Facts,
  formatDay,
  issuesOf,
  LoadFailure,
  Loading,
  OrdermadeBadge,
  PaymentChoice,
  shippingFor,
  useFieldErrors,
  useServicesText,
} from './parts';
import { QuoteFacts, quoteExpired, RequestFacts } from './QuoteParts';

/** The request with its quotation, and whether it can be acted on now. */
function QuotedRequest({
  id,
  children,
}: {
  id: string;
  children: (request: Ordermade) => ReactNode;
}) {
  const { t } = useServicesText();
  const request = useLoad((signal) => getOrdermade(apiClient, id, { signal }), `om-${id}`);
  if (request.error) return <LoadFailure error={request.error} onRetry={request.reload} />;
  if (!request.data) return <Loading />;
  const data = request.data;
  const orderable = data.status === 'quoted' && !quoteExpired(data);
  return (
    <Stack gap="large">
      <Card title={t('quote.request')}>
        <Stack gap="small">
          <OrdermadeBadge status={data.status} />
          <RequestFacts request={data} />
        </Stack>
      </Card>
      <Card title={t('quote.title')}>
        {data.quote ? <QuoteFacts request={data} /> : <Text>{t('quote.waiting')}</Text>}
      </Card>
      {data.status === 'quoted' && !orderable ? (
        <Alert tone="caution">{t('fromOrdermade.expired')}</Alert>
      ) : null}
      {data.status !== 'quoted' ? (
        <Alert tone="caution">{t('fromOrdermade.notOrderable')}</Alert>
      ) : null}
      {orderable ? children(data) : null}
      <AppLink href="/my-activity/quotation-inquiry-history">{t('common.back')}</AppLink>
    </Stack>
  );
}

/** `/orderFromOrdermade/{ordId}` (members): order a quotation, paid by bank transfer or card. */
export function OrderFromOrdermadePage({ ordId }: { ordId: string }) {
  const { t } = useServicesText();
  usePageTitle(t('fromOrdermade.orderTitle'));
  return (
    <Container>
      <Stack gap="large">
        <Heading level={1}>{t('fromOrdermade.orderTitle')}</Heading>
        <Text>{t('fromOrdermade.orderLead')}</Text>
        <QuotedRequest id={ordId}>{(request) => <OrderForm request={request} />}</QuotedRequest>
      </Stack>
    </Container>
  );
}

interface OrderDraft {
  name: string;
  phone: string;
  email: string;
  same: boolean;
  recipient: ServiceRecipient;
  paymentMethod: ServicePaymentMethod;
  depositorName: string;
}

function OrderForm({ request }: { request: Ordermade }) {
  const { t, won } = useServicesText();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<OrderDraft>({
    name: '',
    phone: '',
    email: apiClient.session.getEmail() ?? '',
    same: true,
    recipient: emptyRecipient,
    paymentMethod: 'bank',
    depositorName: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fieldError = useFieldErrors(errors);
  const send = useAction(orderFromOrdermade);
  const change = (patch: Partial<OrderDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const itemsTotal = request.quote?.itemsTotal ?? 0;
  const total = itemsTotal + shippingFor(itemsTotal);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const recipient = draft.same
      ? { ...draft.recipient, name: draft.name, phone: draft.phone }
      : draft.recipient;
    const checked = ordermadeOrderRequestSchema.safeParse({
      paymentMethod: draft.paymentMethod,
      ...(draft.paymentMethod === 'bank' && draft.depositorName.trim()
        ? { depositorName: draft.depositorName }
        : {}),
      orderer: {
        name: draft.name,
        phone: draft.phone,
        ...(draft.email.trim() ? { email: draft.email.trim() } : {}),
      },
      recipient,
    });
    setErrors(issuesOf(checked));
    if (!checked.success) return;
    const ordered = await send.run(apiClient, request.requestId, checked.data);
    if (!ordered) return;
    if ('payUrl' in ordered.payment && typeof ordered.payment.payUrl === 'string') {
      postToPaymentWindow({
        payUrl: ordered.payment.payUrl,
        fields: (ordered.payment.fields ?? {}) as Record<string, string>,
      });
      return;
    }
    navigate(
      `/orderCompleteFromOrderMade?${new URLSearchParams({
        orderNo: ordered.order.orderNo,
        requestId: request.requestId,
      }).toString()}`,
    );
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="large">
        <fieldset>
          <legend>
            <Text weight="strong">{t('fromOrdermade.orderer')}</Text>
          </legend>
          <Stack gap="small">
            <TextField
              label={t('fromOrdermade.ordererName')}
              name="orderer.name"
              required
              autoComplete="name"
              value={draft.name}
              onChange={(event) => change({ name: event.target.value })}
              error={fieldError('orderer.name')}
            />
            <TextField
              label={t('fromOrdermade.ordererPhone')}
              name="orderer.phone"
              required
              type="tel"
              autoComplete="tel"
              value={draft.phone}
              onChange={(event) => change({ phone: event.target.value })}
              error={fieldError('orderer.phone')}
            />
            <TextField
              label={t('fromOrdermade.ordererEmail')}
              name="orderer.email"
              type="email"
              autoComplete="email"
              value={draft.email}
              onChange={(event) => change({ email: event.target.value })}
              error={fieldError('orderer.email')}
            />
          </Stack>
        </fieldset>
        <Checkbox
          label={t('fromOrdermade.sameAsOrderer')}
          name="sameAsOrderer"
          checked={draft.same}
          onCheckedChange={(same) => change({ same })}
        />
        <AddressFields
          value={draft.recipient}
          onChange={(recipient) => change({ recipient })}
          error={fieldError}
          withContact={!draft.same}
        />
        <PaymentChoice
          value={draft.paymentMethod}
          onChange={(paymentMethod) => change({ paymentMethod })}
        />
        {draft.paymentMethod === 'bank' ? (
          <TextField
            label={t('fromOrdermade.depositor')}
            name="depositorName"
            value={draft.depositorName}
            onChange={(event) => change({ depositorName: event.target.value })}
            error={fieldError('depositorName')}
          />
        ) : null}
        <ActionFailure error={send.error} />
        <div>
          <Button type="submit" size="lg" loading={send.busy}>
            {t('fromOrdermade.submit', { total: won(total) })}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/**
 * `/subsFromOrdermade/{ordId}` (members): regular delivery of a quoted made-to-order product.
 * The server has no subscription of a made-to-order product yet, so the application goes to the
 * shop as a made-to-order question (`/nest/customer/qna/ordermade`) that staff confirm.
 */
export function SubsFromOrdermadePage({ ordId }: { ordId: string }) {
  const { t } = useServicesText();
  usePageTitle(t('fromOrdermade.subsTitle'));
  return (
    <Container>
      <Stack gap="large">
        <Heading level={1}>{t('fromOrdermade.subsTitle')}</Heading>
        <Text>{t('fromOrdermade.subsLead')}</Text>
        <QuotedRequest id={ordId}>
          {(request) => <SubsApplication request={request} />}
        </QuotedRequest>
      </Stack>
    </Container>
  );
}

function SubsApplication({ request }: { request: Ordermade }) {
  const { t, english } = useServicesText();
  const [, navigate] = useLocation();
  const today = koreanDate(new Date());
  const earliest = addDaysTo(today, SUBSCRIPTION_LEAD_DAYS);
  const latest = addDaysTo(today, SUBSCRIPTION_MAX_START_DAYS);
  const [cycle, setCycle] = useState('4');
  const [first, setFirst] = useState<string | null>(addDaysTo(today, 14));
  const [recipient, setRecipient] = useState<ServiceRecipient>(emptyRecipient);
  const [email, setEmail] = useState(apiClient.session.getEmail() ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fieldError = useFieldErrors(errors);
  const send = useAction(createOrdermadeQna);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = serviceRecipientSchema.safeParse(recipient);
    const found: Record<string, string> = {};
    for (const [key, code] of Object.entries(issuesOf(checked))) found[`recipient.${key}`] = code;
    if (first === null) found.first = 'REQUIRED';
    if (!email.trim()) found.email = 'REQUIRED';
    setErrors(found);
    if (!checked.success || Object.keys(found).length > 0 || first === null) return;
    const kind = t(`kinds.${request.kind}.name`);
    const size = [request.widthMm, request.lengthMm, request.heightMm]
      .filter((value) => value !== null)
      .join('×');
    const address = [
      checked.data.zipcode,
      checked.data.address1,
      checked.data.address2,
      checked.data.name,
      checked.data.phone,
    ]
      .filter(Boolean)
      .join(' ');
    const sent = await send.run(apiClient, {
      title: t('fromOrdermade.subsQuestionTitle', { kind }),
      contents: t('fromOrdermade.subsQuestion', {
        id: request.requestId,
        cycle: t('common.weeks', { count: Number(cycle) }),
        date: formatDay(first),
        address,
      }),
      name: checked.data.name,
      email: email.trim(),
      phone: checked.data.phone,
      productName: `${kind} (${request.material})`,
      quantity: request.quantity,
      ...(size ? { size: `${size}mm` } : {}),
      desiredDate: first,
    });
    if (sent)
      navigate(
        `/subsCompleteFromOrderMade?${new URLSearchParams({
          qna: sent.id,
          requestId: request.requestId,
        }).toString()}`,
      );
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="large">
        <RadioGroup
          legend={t('subscription.cycle')}
          name="cycleWeeks"
          value={cycle}
          onChange={setCycle}
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
          value={first}
          onChange={setFirst}
          error={fieldError('first')}
          labels={english ? dateFieldLabelsEn : dateFieldLabelsKo}
        />
        <AddressFields value={recipient} onChange={setRecipient} error={fieldError} />
        <TextField
          label={t('fromOrdermade.ordererEmail')}
          name="email"
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError('email')}
        />
        <ActionFailure error={send.error} />
        <div>
          <Button type="submit" size="lg" loading={send.busy}>
            {t('fromOrdermade.subsSubmit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** `/orderCompleteFromOrderMade?orderNo=…` (members): the order read back, with where to pay. */
export function OrderCompleteFromOrdermadePage() {
  const { t, won } = useServicesText();
  usePageTitle(t('orderComplete.title'));
  const orderNo = new URLSearchParams(useSearch()).get('orderNo') ?? '';
  const order = useLoad((signal) => getOrder(apiClient, { orderNo }, { signal }), orderNo);
  const data = order.data;
  return (
    <Container>
      <Stack gap="large">
        <Heading level={1}>{t('orderComplete.title')}</Heading>
        <Text>{t('orderComplete.lead')}</Text>
        {order.error ? <LoadFailure error={order.error} onRetry={order.reload} /> : null}
        {order.loading && !data ? <Loading /> : null}
        {data ? (
          <Card>
            <Stack gap="small">
              <Facts
                rows={[
                  [t('orderComplete.orderNo'), data.orderNo],
                  ...data.items.map(
                    (item) =>
                      [
                        item.productName,
                        `${item.optionName} · ${t('common.pieces', { count: item.quantity })} · ${won(item.lineTotal)}`,
                      ] as const,
                  ),
                  [t('quote.shipping'), won(data.shippingFee)],
                  [t('orderComplete.total'), `${won(data.total)} (${t('common.vatIncluded')})`],
                ]}
              />
            </Stack>
          </Card>
        ) : null}
        {data?.bankAccount ? (
          <Card title={t('orderComplete.bankTitle')}>
            <Facts
              rows={[
                [t('orderComplete.bank'), data.bankAccount.bank],
                [t('orderComplete.account'), data.bankAccount.account],
                [t('orderComplete.holder'), data.bankAccount.holder],
                [t('orderComplete.depositor'), data.bankAccount.depositorName ?? ''],
                [t('orderComplete.dueAt'), formatDay(data.bankAccount.dueAt)],
              ]}
            />
          </Card>
        ) : null}
        <Inline gap="medium">
          <AppLink href="/my-activity/order-shipping-list">{t('orderComplete.toOrders')}</AppLink>
          <AppLink href="/my-activity/quotation-inquiry-history">
            {t('orderComplete.toHistory')}
          </AppLink>
        </Inline>
      </Stack>
    </Container>
  );
}

/** `/subsCompleteFromOrderMade?qna=…` (members): the application was received. */
export function SubsCompleteFromOrdermadePage() {
  const { t } = useServicesText();
  usePageTitle(t('subsFromOrdermadeComplete.title'));
  const qna = new URLSearchParams(useSearch()).get('qna') ?? '';
  return (
    <Container>
      <Stack gap="large">
        <Heading level={1}>{t('subsFromOrdermadeComplete.title')}</Heading>
        <Text>{t('subsFromOrdermadeComplete.lead')}</Text>
        <Inline gap="medium">
          {qna ? (
            <AppLink href={`/estimateQna/${encodeURIComponent(qna)}`}>
              {t('subsFromOrdermadeComplete.toQuestion')}
            </AppLink>
          ) : null}
          <AppLink href="/my-activity/quotation-inquiry-history">
            {t('orderComplete.toHistory')}
          </AppLink>
        </Inline>
      </Stack>
    </Container>
  );
}
