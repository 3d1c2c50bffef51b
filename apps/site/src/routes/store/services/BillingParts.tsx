import { useSearch } from 'wouter';
import { startSubscriptionBilling, type Subscription } from '@tonggye/api';
import { Alert, Button, Card, Stack, Text } from '@tonggye/ui';
import { apiClient } from '../../../app/apiClient';
import { AppLink } from '../../../app/AppLink';
import { useAction } from '../../my-activity/useRequest';
import { billingVerdict, cycleState, openBillingWindow } from './billingLogic';
import { ActionFailure, Facts, formatDay, useServicesText } from './parts';

/**
 * Card regular delivery on the site (`store-billing.ts` in the API package):
 * the card registration form is posted to the payment window as INIStdPay expects (the fields
 * come signed from the server), the provider's verdict comes back in the query
 * (`billing=ok|fail|close&reason=…`), and a subscription shows only its masked card. The pure
 * parts are in `billingLogic.ts`.
 */

/** The provider's verdict on a card registration, read from the page's query. */
export function BillingNotice() {
  const { t } = useServicesText();
  const verdict = billingVerdict(useSearch());
  if (verdict.kind === 'ok') return <Alert tone="positive">{t('billing.ok')}</Alert>;
  if (verdict.kind === 'fail')
    return (
      <Alert tone="critical" title={t('common.actionFailedTitle')}>
        {t('billing.fail', { reason: verdict.reason })}
      </Alert>
    );
  if (verdict.kind === 'close') return <Alert tone="caution">{t('billing.close')}</Alert>;
  return null;
}

/** The card a card subscription is charged to, with (re-)registration through the window. */
export function BillingCard({ subscription }: { subscription: Subscription }) {
  const { t } = useServicesText();
  const start = useAction(() => startSubscriptionBilling(apiClient, subscription.subscriptionId));
  if (subscription.paymentMethod !== 'card' || subscription.status === 'cancelled') return null;
  const register = async () => {
    const form = await start.run();
    if (form) openBillingWindow(form);
  };
  const card = subscription.billing ?? null;
  return (
    <Card title={t('billing.title')}>
      <Stack gap="small">
        {card ? (
          <Facts rows={[[t('billing.card'), card.cardMasked]]} />
        ) : (
          <Alert tone="caution">{t('billing.none')}</Alert>
        )}
        <Text size="small" tone="muted">
          {t('billing.hint')}
        </Text>
        <ActionFailure error={start.error} />
        <div>
          <Button
            variant={card ? 'secondary' : 'primary'}
            loading={start.busy}
            onClick={() => void register()}
          >
            {card ? t('billing.replace') : t('billing.register')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

/** The order made for each delivery date, with its payment state and a link to the order. */
export function CycleOrders({ subscription }: { subscription: Subscription }) {
  const { t } = useServicesText();
  const cycles = subscription.cycles ?? [];
  return (
    <Card title={t('billing.cycles')}>
      {cycles.length === 0 ? (
        <Text size="small">{t('billing.cyclesEmpty')}</Text>
      ) : (
        <ol>
          {cycles.map((cycle) => {
            const state = cycleState(cycle);
            return (
              <li key={cycle.deliveryOn}>
                <Text size="small">
                  {formatDay(cycle.deliveryOn)} · {t(`billing.orderStatus.${state}`)}
                  {cycle.orderNo ? (
                    <>
                      {' · '}
                      <AppLink
                        href={`/my-activity/order-shipping-list/${encodeURIComponent(cycle.orderNo)}`}
                      >
                        {t('billing.orderLink', { orderNo: cycle.orderNo })}
                      </AppLink>
                    </>
                  ) : null}
                </Text>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
