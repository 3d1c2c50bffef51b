import { useState } from 'react';
import {
  cancelOrder,
  isCardPayment,
  payOrder,
  type RefundAccount,
  type StoreOrder,
} from '@tonggye/api';
import {
  Alert,
  AlertDialog,
  Button,
  Checkbox,
  Heading,
  Inline,
  Link,
  Stack,
  Text,
  TextField,
} from '@tonggye/ui';
import { apiClient } from '../../../app/apiClient';
import { useAction } from '../../my-activity/useRequest';
import { ActionFailure } from '../../../app/requestParts';
import {
  Facts,
  formatDateTime,
  postToPaymentWindow,
  StatusBadge,
  TotalsTable,
  useOrderText,
} from './parts';
import { styles } from './styles';

const CANCELLABLE = new Set(['ordered', 'paid']);

/** The order's lines; cancelled lines struck through, a checkbox each when it may be cancelled. */
export function OrderItemsTable({
  order,
  chosen,
  onToggle,
}: {
  order: StoreOrder;
  chosen?: Set<string>;
  onToggle?: (itemId: string, on: boolean) => void;
}) {
  const { t, won } = useOrderText();
  return (
    <div style={styles.tableScroll}>
      <table style={styles.table}>
        <thead>
          <tr>
            {onToggle ? <th style={styles.th} aria-label={t('detail.cancelTitle')} /> : null}
            <th style={styles.th}>{t('sheet.product')}</th>
            <th style={{ ...styles.th, textAlign: 'right' }}>{t('sheet.unitPrice')}</th>
            <th style={{ ...styles.th, textAlign: 'right' }}>{t('sheet.quantity')}</th>
            <th style={{ ...styles.th, textAlign: 'right' }}>{t('sheet.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => {
            const name = `${item.productName} ${item.optionName}`;
            return (
              <tr key={item.itemId} data-testid="order-item">
                {onToggle ? (
                  <td style={styles.td}>
                    {item.cancelled ? null : (
                      <Checkbox
                        label={t('detail.chooseItem', { name })}
                        checked={chosen?.has(item.itemId) ?? false}
                        onCheckedChange={(on) => onToggle(item.itemId, on)}
                      />
                    )}
                  </td>
                ) : null}
                <td style={item.cancelled ? { ...styles.td, ...styles.cancelled } : styles.td}>
                  {name}
                  {item.print ? (
                    <Text size="small" tone="muted">
                      {t('sheet.print', { price: won(item.printUnitPrice) })}
                    </Text>
                  ) : null}
                  {item.cancelled ? (
                    <Text size="small" tone="critical">
                      {t('detail.cancelled')}
                    </Text>
                  ) : null}
                </td>
                <td style={styles.num}>{won(item.unitPrice)}</td>
                <td style={styles.num}>{t('sheet.units', { count: item.quantity })}</td>
                <td style={styles.num}>{won(item.lineTotal)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One order as the server answers it: status, lines, totals, payment, delivery and tracking,
 * refunds and history; the buyer may pay an unpaid card order again and cancel before
 * preparation (whole, or the chosen lines). `password` is a guest order's look-up password.
 */
export function OrderDetail({
  order,
  password,
  onChanged,
}: {
  order: StoreOrder;
  password?: string;
  onChanged: (order: StoreOrder) => void;
}) {
  const { t, won, english } = useOrderText();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [confirm, setConfirm] = useState<'all' | 'some' | null>(null);
  const [refundAccount, setRefundAccount] = useState<RefundAccount>({
    bank: '',
    account: '',
    holder: '',
  });
  const [lastRefund, setLastRefund] = useState<number | null>(null);
  const cancellable = CANCELLABLE.has(order.status);
  // A paid bank transfer is paid back by hand: the buyer says where to.
  const needsAccount = order.paymentMethod === 'bank' && Boolean(order.paidAt);
  const cancel = useAction(async (itemIds: string[] | undefined) => {
    const accountGiven = refundAccount.bank && refundAccount.account && refundAccount.holder;
    return cancelOrder(apiClient, {
      orderNo: order.orderNo,
      password: password ?? null,
      ...(itemIds ? { itemIds } : {}),
      ...(needsAccount && accountGiven ? { refundAccount } : {}),
    });
  });
  const pay = useAction(async () => {
    const payment = await payOrder(apiClient, {
      orderNo: order.orderNo,
      password: password ?? null,
    });
    if (isCardPayment(payment)) postToPaymentWindow(payment);
    return payment;
  });
  const runCancel = async () => {
    const kind = confirm;
    setConfirm(null);
    const before = order.refundedAmount;
    const after = await cancel.run(kind === 'some' ? [...chosen] : undefined);
    if (after) {
      setChosen(new Set());
      setLastRefund(after.refundedAmount - before);
      onChanged(after);
    }
  };
  const live = order.items.filter((item) => !item.cancelled);
  const canPayCard =
    order.status === 'ordered' && order.paymentMethod === 'card' && order.paidAt === null;
  const paymentName = order.paymentMethod === 'card' ? t('detail.card') : t('detail.bank');
  return (
    <Stack gap="large">
      <Inline gap="medium" align="center">
        <Heading level={2}>{t('detail.orderNo', { orderNo: order.orderNo })}</Heading>
        <StatusBadge
          status={order.status}
          label={order.statusLabel}
          labelEn={order.statusLabelEn}
        />
      </Inline>
      {lastRefund !== null ? (
        <Alert tone="positive" title={t('detail.cancelDone', { amount: won(lastRefund) })}>
          {english ? order.statusLabelEn : order.statusLabel}
        </Alert>
      ) : null}
      <Facts
        rows={[
          [t('detail.orderedAt'), formatDateTime(order.createdAt)],
          [t('detail.status'), english ? order.statusLabelEn : order.statusLabel],
          [t('detail.payment'), paymentName],
          [t('detail.paidAt'), order.paidAt ? formatDateTime(order.paidAt) : t('detail.unpaid')],
        ]}
      />
      <section aria-labelledby="order-items">
        <Stack gap="small">
          <Heading level={3} id="order-items">
            {t('sheet.items')}
          </Heading>
          <OrderItemsTable
            order={order}
            chosen={chosen}
            onToggle={
              cancellable && live.length > 1
                ? (itemId, on) =>
                    setChosen((current) => {
                      const next = new Set(current);
                      if (on) next.add(itemId);
                      else next.delete(itemId);
                      return next;
                    })
                : undefined
            }
          />
        </Stack>
      </section>
      <TotalsTable totals={order} />
      {order.isMemberOrder && order.pointsEarned > 0 ? (
        <Text tone="positive">{t('detail.pointsEarned', { points: order.pointsEarned })}</Text>
      ) : order.isMemberOrder && (order.pointsOnDelivery ?? 0) > 0 && cancellable ? (
        <Text tone="muted">{t('detail.pointsOnDelivery', { points: order.pointsOnDelivery })}</Text>
      ) : null}
      {order.refundedAmount > 0 ? (
        <section aria-labelledby="order-refunds">
          <Stack gap="small">
            <Heading level={3} id="order-refunds">
              {t('detail.refunds')}
            </Heading>
            <Facts rows={[[t('detail.refundedAmount'), won(order.refundedAmount)]]} />
            <ul style={styles.list}>
              {order.refunds.map((refund, index) => (
                <li key={`${refund.createdAt}-${index}`}>
                  {t('detail.refundRow', {
                    date: formatDateTime(refund.createdAt),
                    amount: won(refund.amount),
                  })}{' '}
                  {t(refund.status === 'pending' ? 'detail.refundPending' : 'detail.refundDone')}
                </li>
              ))}
            </ul>
          </Stack>
        </section>
      ) : null}
      {order.bankAccount && order.status === 'ordered' ? (
        <Alert tone="info" title={t('complete.bankTitle')}>
          <Facts
            rows={[
              [t('complete.bank'), order.bankAccount.bank],
              [t('complete.account'), order.bankAccount.account],
              [t('complete.holder'), order.bankAccount.holder],
              [t('complete.amount'), won(order.total)],
              [t('complete.due'), formatDateTime(order.bankAccount.dueAt)],
            ]}
          />
        </Alert>
      ) : null}
      {canPayCard ? (
        <Stack gap="small">
          <ActionFailure area="storeOrders" title={t('fail.title')} error={pay.error} />
          <div>
            <Button onClick={() => void pay.run()} loading={pay.busy}>
              {t('detail.pay')}
            </Button>
          </div>
        </Stack>
      ) : null}
      <section aria-labelledby="order-delivery">
        <Stack gap="small">
          <Heading level={3} id="order-delivery">
            {t('detail.recipient')}
          </Heading>
          <Facts
            rows={[
              [t('sheet.name'), order.recipient.name],
              [t('sheet.phone'), order.recipient.phone],
              [
                t('sheet.address1'),
                `(${order.recipient.zipcode}) ${order.recipient.address1} ${order.recipient.address2}`.trim(),
              ],
              [t('detail.memo'), order.recipient.memo || t('common.none')],
              [t('detail.orderer'), `${order.orderer.name} · ${order.orderer.phone}`],
              [
                t('detail.tracking'),
                order.tracking ? (
                  <Link href={order.tracking.url} target="_blank" rel="noopener noreferrer">
                    {t('detail.trackingLink', {
                      courier: order.tracking.courierName,
                      trackingNo: order.tracking.trackingNo,
                    })}
                  </Link>
                ) : (
                  t('detail.noTracking')
                ),
              ],
            ]}
          />
        </Stack>
      </section>
      {cancellable ? (
        <section aria-labelledby="order-cancel">
          <Stack gap="small">
            <Heading level={3} id="order-cancel">
              {t('detail.cancelTitle')}
            </Heading>
            <Text tone="muted">{t('detail.cancelText')}</Text>
            {needsAccount ? (
              <fieldset style={styles.section}>
                <legend>{t('detail.refundAccount')}</legend>
                <div style={styles.twoColumns}>
                  <TextField
                    label={t('detail.refundBank')}
                    value={refundAccount.bank}
                    maxLength={50}
                    onChange={(event) =>
                      setRefundAccount((current) => ({ ...current, bank: event.target.value }))
                    }
                  />
                  <TextField
                    label={t('detail.refundAccountNo')}
                    value={refundAccount.account}
                    inputMode="numeric"
                    maxLength={30}
                    onChange={(event) =>
                      setRefundAccount((current) => ({ ...current, account: event.target.value }))
                    }
                  />
                  <TextField
                    label={t('detail.refundHolder')}
                    value={refundAccount.holder}
                    maxLength={50}
                    onChange={(event) =>
                      setRefundAccount((current) => ({ ...current, holder: event.target.value }))
                    }
                  />
                </div>
              </fieldset>
            ) : null}
            <ActionFailure
              area="storeOrders"
              title={t('detail.cancelFailed')}
              error={cancel.error}
            />
            <Inline gap="small">
              {live.length > 1 ? (
                <Button
                  variant="secondary"
                  disabled={chosen.size === 0}
                  loading={cancel.busy && confirm === null}
                  onClick={() => setConfirm('some')}
                >
                  {t('detail.cancelSelected')}
                </Button>
              ) : null}
              <Button variant="danger" onClick={() => setConfirm('all')}>
                {t('detail.cancelAll')}
              </Button>
            </Inline>
            <AlertDialog
              open={confirm !== null}
              onOpenChange={(open) => {
                if (!open) setConfirm(null);
              }}
              title={t('detail.cancelConfirmTitle')}
              description={
                confirm === 'some'
                  ? t('detail.cancelConfirmSome', { count: chosen.size })
                  : t('detail.cancelConfirmAll')
              }
              confirmLabel={t('detail.cancelConfirm')}
              cancelLabel={t('detail.cancelKeep')}
              tone="danger"
              onConfirm={() => void runCancel()}
              onCancel={() => setConfirm(null)}
            />
          </Stack>
        </section>
      ) : null}
      {order.history.length > 0 ? (
        <section aria-labelledby="order-history">
          <Stack gap="small">
            <Heading level={3} id="order-history">
              {t('detail.history')}
            </Heading>
            <ul style={styles.list}>
              {order.history.map((event, index) => (
                <li key={`${event.at}-${index}`}>
                  <Text size="small">
                    {formatDateTime(event.at)} · {t(`detail.actions.${event.action}`)}
                  </Text>
                </li>
              ))}
            </ul>
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}
