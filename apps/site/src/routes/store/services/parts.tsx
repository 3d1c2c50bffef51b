import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { ServiceRecipient } from '@tonggye/api';
import {
  Alert,
  Badge,
  Button,
  RadioGroup,
  Spinner,
  Stack,
  Text,
  TextField,
  type BadgeTone,
} from '@tonggye/ui';
import { AppLink } from '../../../app/AppLink';
import { loginPathFor } from '../../../app/RequireMember';
import { formatWon } from '../format';

/** `storeServices.*` catalogue texts, and the reader's language. */
export function useServicesText() {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  return {
    t: (key: string, values: Record<string, unknown> = {}) => t(`storeServices.${key}`, values),
    english,
    won: (amount: number) => formatWon(amount, english ? 'en' : 'ko'),
  };
}

/** The words of a failed call: the `ApiError`'s own (server or client), else a general line. */
export function useFailureText() {
  const { t, english } = useServicesText();
  return (failure: unknown): string | null => {
    if (failure === null || failure === undefined) return null;
    if (typeof failure === 'object') {
      const { message, messageEn } = failure as { message?: unknown; messageEn?: unknown };
      if (typeof message === 'string' && message !== '') {
        if (english && typeof messageEn === 'string' && messageEn !== '') return messageEn;
        return message;
      }
    }
    return t('common.failure');
  };
}

export function Loading() {
  const { t } = useServicesText();
  return <Spinner label={t('common.loading')} />;
}

export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useServicesText();
  const text = useFailureText()(error);
  return (
    <Alert tone="critical" title={t('common.loadFailedTitle')}>
      <Stack gap="small">
        <span>{text}</span>
        <div>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}

export function ActionFailure({ error }: { error: unknown }) {
  const { t } = useServicesText();
  const text = useFailureText()(error);
  if (text === null) return null;
  return (
    <Alert tone="critical" title={t('common.actionFailedTitle')}>
      {text}
    </Alert>
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

/** Field errors of a zod check, by dotted path, as message codes ('TEXT_TOO_LONG:50' → code). */
export function issuesOf(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}): Record<string, string> {
  const found: Record<string, string> = {};
  if (result.success || !result.error) return found;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in found)) found[key] = issue.message.split(':')[0] ?? issue.message;
  }
  return found;
}

/** A message code of `issuesOf` in the reader's language. */
export function useFieldErrors(errors: Record<string, string>) {
  const { t } = useServicesText();
  const known = new Set(Object.keys(ERROR_CODES));
  return (key: string): string | null => {
    const code = errors[key];
    if (code === undefined) return null;
    return t(`errors.${known.has(code) ? code : 'VALIDATION_FAILED'}`);
  };
}
const ERROR_CODES = {
  REQUIRED: 1,
  VALIDATION_FAILED: 1,
  MOBILE_INVALID: 1,
  ZIPCODE_INVALID: 1,
  MM_RANGE: 1,
  TERMS_REQUIRED: 1,
  TEXT_TOO_LONG: 1,
  EMAIL_INVALID: 1,
};

export const emptyRecipient: ServiceRecipient = {
  name: '',
  phone: '',
  zipcode: '',
  address1: '',
  address2: '',
  memo: '',
};

/** The delivery address fields; errors come keyed `recipient.<field>`. */
export function AddressFields({
  value,
  onChange,
  error,
  withContact = true,
}: {
  value: ServiceRecipient;
  onChange: (value: ServiceRecipient) => void;
  error: (key: string) => string | null;
  /** False when the recipient's name and phone come from elsewhere (the orderer's). */
  withContact?: boolean;
}) {
  const { t } = useServicesText();
  const field = (
    name: keyof ServiceRecipient,
    extra: { required?: boolean; autoComplete?: string; inputMode?: 'numeric' | 'tel' } = {},
  ) => (
    <TextField
      label={t(`address.${name}`)}
      name={`recipient.${name}`}
      value={value[name]}
      onChange={(event) => onChange({ ...value, [name]: event.target.value })}
      error={error(`recipient.${name}`)}
      {...extra}
    />
  );
  return (
    <fieldset>
      <legend>
        <Text weight="strong">{t('address.legend')}</Text>
      </legend>
      <Stack gap="small">
        {withContact ? field('name', { required: true, autoComplete: 'name' }) : null}
        {withContact
          ? field('phone', { required: true, autoComplete: 'tel', inputMode: 'tel' })
          : null}
        {field('zipcode', { required: true, autoComplete: 'postal-code', inputMode: 'numeric' })}
        {field('address1', { required: true, autoComplete: 'address-line1' })}
        {field('address2', { autoComplete: 'address-line2' })}
        {field('memo')}
      </Stack>
    </fieldset>
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
