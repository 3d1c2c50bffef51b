import type { ReactNode } from 'react';
import { useTranslation } from '@tonggye/analysis-forms';
import { useLocation, useSearch } from 'wouter';
import {
  Alert,
  Badge,
  Container,
  Heading,
  RadioGroup,
  Stack,
  Text,
  type BadgeTone,
} from '@tonggye/ui';
import { AppLink } from '../../../app/AppLink';
import {
  ActionFailure as SharedActionFailure,
  ListSkeleton,
  LoadFailure as SharedLoadFailure,
} from '../../../app/requestParts';
import { loginPathFor } from '../../../app/RequireMember';
import { formatWon } from '../format';
import { STORE_TEXTS } from '../../../i18n/namespaces';

/** `storeServices.*` catalogue texts, and the reader's language. */
export function useServicesText() {
  const { t, i18n } = useTranslation(STORE_TEXTS);
  const english = i18n.language === 'en';
  return {
    t: (key: string, values: Record<string, unknown> = {}) => t(`storeServices.${key}`, values),
    english,
    won: (amount: number) => formatWon(amount, english ? 'en' : 'ko'),
  };
}

/**
 * The site's shared request parts (`app/requestParts.tsx`) with the store's `common.*` texts
 * (loading, load failure, retry, the general failure line) and this area's action title.
 */
export function Loading() {
  return <ListSkeleton rows={3} area="storeOrders" />;
}

export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <SharedLoadFailure error={error} onRetry={onRetry} area="storeOrders" />;
}

export function ActionFailure({ error }: { error: unknown }) {
  const { t } = useServicesText();
  return (
    <SharedActionFailure title={t('common.actionFailedTitle')} error={error} area="storeOrders" />
  );
}

/**
 * A completion page opened without the id of what it confirms (typed in, bookmarked): no
 * success headline, only that there is nothing to confirm and where the person's requests are.
 */
export function NothingToConfirm({ children }: { children: ReactNode }) {
  const { t } = useServicesText();
  return (
    <Container>
      <Stack gap="large">
        <Heading level={1}>{t('common.noRequestTitle')}</Heading>
        <Text>{t('common.noRequestText')}</Text>
        {children}
      </Stack>
    </Container>
  );
}

/** A guest sees why the form is not there and a sign-in link that brings them back. */
export function SignInNotice() {
  const { t } = useServicesText();
  const [location] = useLocation();
  const search = useSearch();
  return (
    <Alert tone="info" title={t('common.signInTitle')}>
      <Stack gap="small">
        <span>{t('common.signInText')}</span>
        <AppLink href={loginPathFor(location, search)}>{t('common.signIn')}</AppLink>
      </Stack>
    </Alert>
  );
}

export function PaymentChoice({
  value,
  onChange,
}: {
  value: 'bank' | 'card';
  onChange: (value: 'bank' | 'card') => void;
}) {
  const { t } = useServicesText();
  return (
    <RadioGroup
      legend={t('payment.legend')}
      name="paymentMethod"
      value={value}
      onChange={(next) => onChange(next === 'card' ? 'card' : 'bank')}
      options={[
        { value: 'bank', label: t('payment.bank'), description: t('payment.bankHint') },
        { value: 'card', label: t('payment.card'), description: t('payment.cardHint') },
      ]}
    />
  );
}

/** Label–value rows (a definition list). */
export function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'flex', gap: '1rem', padding: '0.25rem 0' }}>
          <dt style={{ minWidth: '9rem' }}>
            <Text size="small" tone="muted">
              {label}
            </Text>
          </dt>
          <dd style={{ margin: 0 }}>
            <Text>{value}</Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** YYYY-MM-DD or an ISO instant as YYYY.MM.DD (the site's date format); Korea's date. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? value
    : new Date(Date.parse(value) + 9 * 3_600_000).toISOString().slice(0, 10);
  return day.replaceAll('-', '.');
}

const SUBSCRIPTION_TONES: Record<string, BadgeTone> = {
  active: 'positive',
  paused: 'caution',
  cancelled: 'neutral',
};
export function SubscriptionBadge({ status }: { status: string }) {
  const { t } = useServicesText();
  return (
    <Badge tone={SUBSCRIPTION_TONES[status] ?? 'neutral'}>
      {t(`subscriptionStatus.${status}`)}
    </Badge>
  );
}

const ORDERMADE_TONES: Record<string, BadgeTone> = {
  requested: 'info',
  quoted: 'brand',
  ordered: 'positive',
  cancelled: 'neutral',
};
export function OrdermadeBadge({ status }: { status: string }) {
  const { t } = useServicesText();
  return (
    <Badge tone={ORDERMADE_TONES[status] ?? 'neutral'}>{t(`ordermadeStatus.${status}`)}</Badge>
  );
}

/** The shop's shipping rule (the server's defaults: 3,000원 below 50,000원). */
export const SHIPPING_FEE = 3000;
export const FREE_SHIPPING_FROM = 50_000;
export function shippingFor(itemsTotal: number): number {
  return itemsTotal <= 0 || itemsTotal >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE;
}
