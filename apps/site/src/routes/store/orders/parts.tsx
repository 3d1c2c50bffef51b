import type { ReactNode } from 'react';
import { useTranslation } from '@tonggye/analysis-forms';
import { isCardPayment, type OrderPayment, type StoreOrder } from '@tonggye/api';
import { Badge, formatDotDate, formatDotDateTime, Text } from '@tonggye/ui';
import { formatWon } from '../format';
import { styles } from './styles';
import { STORE_TEXTS } from '../../../i18n/namespaces';

/** `storeOrders.*` catalogue texts, the reader's language and amounts in won. */
export function useOrderText() {
  const { t, i18n } = useTranslation(STORE_TEXTS);
  const english = i18n.language === 'en';
  return {
    t: (key: string, values: Record<string, unknown> = {}) => t(`storeOrders.${key}`, values),
    english,
    won: (amount: number) => formatWon(amount, english ? 'en' : 'ko'),
  };
}

/** A date and time as YYYY.MM.DD HH:mm in Korean time (the site's format, one for all dates). */
export function formatDateTime(iso: string | null | undefined, withTime = true): string {
  if (!iso) return '';
  return withTime ? formatDotDateTime(iso) : formatDotDate(iso);
}

const STATUS_TONES: Record<
  string,
  'neutral' | 'info' | 'positive' | 'caution' | 'critical' | 'delivery'
> = {
  ordered: 'caution',
  paid: 'info',
  preparing: 'info',
  shipped: 'delivery',
  delivered: 'positive',
  cancelled: 'neutral',
  expired: 'neutral',
  refunded: 'critical',
};

/** An order's status as the server names it, in the reader's language. */
export function StatusBadge({
  status,
  label,
  labelEn,
}: {
  status: string;
  label: string;
  labelEn: string;
}) {
  const { english } = useOrderText();
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{english ? labelEn : label}</Badge>;
}

/** Label / value rows (a description list). */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl style={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} style={styles.factRow}>
          <dt style={styles.factLabel}>{label}</dt>
          <dd style={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Items, shipping, discounts and the total, as the server computed them. */
export function TotalsTable({
  totals,
}: {
  totals: Pick<
    StoreOrder,
    'itemsTotal' | 'shippingFee' | 'couponDiscount' | 'pointsUsed' | 'total'
  >;
}) {
  const { t, won } = useOrderText();
  return (
    <dl style={styles.totals} aria-label={t('sheet.totals')}>
      <div style={styles.totalRow}>
        <dt>{t('sheet.itemsTotal')}</dt>
        <dd>{won(totals.itemsTotal)}</dd>
      </div>
      <div style={styles.totalRow}>
        <dt>{t('sheet.shippingFee')}</dt>
        <dd>{won(totals.shippingFee)}</dd>
      </div>
      {totals.couponDiscount > 0 ? (
        <div style={styles.totalRow}>
          <dt>{t('sheet.couponDiscount')}</dt>
          <dd>{won(-totals.couponDiscount)}</dd>
        </div>
      ) : null}
      {totals.pointsUsed > 0 ? (
        <div style={styles.totalRow}>
          <dt>{t('sheet.pointsUsed')}</dt>
          <dd>{won(-totals.pointsUsed)}</dd>
        </div>
      ) : null}
      <div style={styles.grandTotal}>
        <dt>
          {t('sheet.total')}{' '}
          <Text as="span" size="small" tone="muted">
            ({t('sheet.vat')})
          </Text>
        </dt>
        <dd data-testid="order-total">{won(totals.total)}</dd>
      </div>
    </dl>
  );
}

const ORDER_PASSWORDS = 'storeOrderPasswords';
const CONSENT = 'storeGuestConsent';

/**
 * A guest's order password for this tab, so the complete page can show the order it just
 * placed (also after the card payment window): kept in sessionStorage, gone with the tab.
 */
export function rememberOrderPassword(orderNo: string, password: string) {
  try {
    const all = JSON.parse(sessionStorage.getItem(ORDER_PASSWORDS) ?? '{}') as Record<
      string,
      string
    >;
    all[orderNo] = password;
    sessionStorage.setItem(ORDER_PASSWORDS, JSON.stringify(all));
  } catch {
    // Private mode without storage: the guest looks the order up by hand.
  }
}

export function rememberedOrderPassword(orderNo: string): string | null {
  try {
    const all = JSON.parse(sessionStorage.getItem(ORDER_PASSWORDS) ?? '{}') as Record<
      string,
      string
    >;
    return all[orderNo] ?? null;
  } catch {
    return null;
  }
}

/** The guest's consent of `/orderAgreeNoMember` for this tab (both required items). */
export function rememberGuestConsent() {
  try {
    sessionStorage.setItem(CONSENT, JSON.stringify({ terms: true, privacy: true }));
  } catch {
    // Without storage the consent page is shown again.
  }
}

export function hasGuestConsent(): boolean {
  try {
    const value = JSON.parse(sessionStorage.getItem(CONSENT) ?? 'null') as {
      terms?: boolean;
      privacy?: boolean;
    } | null;
    return value?.terms === true && value.privacy === true;
  } catch {
    return false;
  }
}

/**
 * Sends the browser to the provider's payment window the way INIStdPay does: a real form POST
 * of the signed fields the server prepared (never built here).
 */
export function postToPaymentWindow(payment: OrderPayment, doc: Document = document) {
  if (!isCardPayment(payment)) return;
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = payment.payUrl;
  form.acceptCharset = 'UTF-8';
  for (const [name, value] of Object.entries(payment.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}
