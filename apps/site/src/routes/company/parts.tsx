import type { ReactNode } from 'react';
import { useTranslation } from '@tonggye/analysis-forms';
import { Link as RouterLink, useLocation } from 'wouter';
import { Alert, Button, Container, Heading, Skeleton, Stack, visuallyHidden } from '@tonggye/ui';
import { styles } from './styles';

export { useLoad } from '../my-activity/useRequest';

/** The catalogue of these pages: `siteContent.*`. */
export function useContentText() {
  const { t, i18n } = useTranslation();
  return {
    t: (key: string, options: Record<string, unknown> = {}): string =>
      t(`siteContent.${key}`, options),
    language: i18n.language === 'en' ? ('en' as const) : ('ko' as const),
  };
}

/** 'YYYY.MM.DD' of an ISO date or date-time, in local time (as the version labels show dates). */
export function dotDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}.${pad(date.getMonth() + 1)}.${pad(date.getDate())}`;
}

/** A region being loaded: grey stand-ins, announced once. */
export function ContentLoading({ lines = 4, label }: { lines?: number; label?: string }) {
  const { t } = useContentText();
  return (
    <div aria-busy="true" style={styles.loading}>
      <span role="status" className={visuallyHidden}>
        {label ?? t('common.loading')}
      </span>
      <Skeleton lines={lines} />
    </div>
  );
}

/** The words an `ApiError` carries (the server's, or the client's for a network failure). */
function failureText(error: unknown, language: 'ko' | 'en'): string | null {
  if (!error || typeof error !== 'object') return null;
  const { message, messageEn } = error as { message?: unknown; messageEn?: unknown };
  if (language === 'en' && typeof messageEn === 'string' && messageEn) return messageEn;
  return typeof message === 'string' && message ? message : null;
}

/** A load that failed: the server's words in the reader's language, and a retry. */
export function ContentFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, language } = useContentText();
  const text = failureText(error, language) ?? t('common.failedText');
  return (
    <Alert tone="critical" title={t('common.failedTitle')}>
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

/** The company pages, each a link; the current one marked. */
export const companyPages = [
  { href: '/about-us', key: 'company.aboutUs' },
  { href: '/direction', key: 'company.direction.title' },
  { href: '/company/company-news', key: 'company.news.title' },
  { href: '/member/certificates-and-patents', key: 'company.certificates.title' },
  { href: '/member/terms-of-service', key: 'company.terms.title' },
  { href: '/member/privacy-statement', key: 'company.privacy.title' },
  { href: '/courier-companies', key: 'company.couriers.title' },
  { href: '/sales-agent', key: 'company.salesAgent' },
  { href: '/coupon-offers', key: 'company.coupons.title' },
] as const;

export function CompanyNav() {
  const { t } = useContentText();
  const [location] = useLocation();
  return (
    <nav aria-label={t('company.navLabel')} style={styles.nav}>
      <ul style={styles.navList}>
        {companyPages.map((page) => (
          <li key={page.href}>
            <RouterLink
              href={page.href}
              style={location === page.href ? styles.navLinkCurrent : styles.navLink}
              aria-current={location === page.href ? 'page' : undefined}
            >
              {t(page.key)}
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A company page: its h1, the company navigation, then the content. */
export function CompanyPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container>
      <Stack gap="large">
        <Heading level={1}>{title}</Heading>
        <CompanyNav />
        {children}
      </Stack>
    </Container>
  );
}
