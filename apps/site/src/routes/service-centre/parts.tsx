import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import type { ServiceCategory } from '@tonggye/api';
import {
  Alert,
  Button,
  Pagination,
  paginationMessagesEn,
  paginationMessagesKo,
  Skeleton,
  Stack,
  visuallyHidden,
  type RenderLinkProps,
} from '@tonggye/ui';

/** `serviceCentre.*` catalogue texts. */
export function useCentreText() {
  const { t, i18n } = useTranslation();
  return {
    t: (key: string, values: Record<string, unknown> = {}) => t(`serviceCentre.${key}`, values),
    english: i18n.language === 'en',
  };
}

/**
 * Why a call failed, in the reader's language: the words the API client's `ApiError` carries
 * (the server's, or the client's own for a network failure or timeout), else a general line.
 */
export function useFailureText() {
  const { t, english } = useCentreText();
  return (failure: unknown): string | null => {
    if (failure === null || failure === undefined || failure === false) return null;
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

/** A date as YYYY.MM.DD (the site's date format, spec point 9). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}.${pad(date.getMonth() + 1)}.${pad(date.getDate())}`;
}

/** A category in the reader's language. */
export function categoryLabel(category: ServiceCategory, english: boolean): string {
  return english && category.nameEn ? category.nameEn : category.name;
}

/** A call's failure in the server's words (the reader's language) with a retry. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useCentreText();
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

/** A failed action (write, delete, send): its own title, the server's words. */
export function ActionFailure({ title, error }: { title: string; error: unknown }) {
  const text = useFailureText()(error);
  if (text === null) return null;
  return (
    <Alert tone="critical" title={title}>
      {text}
    </Alert>
  );
}

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useCentreText();
  return (
    <div aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {t('common.loading')}
      </span>
      <Skeleton lines={rows} />
    </div>
  );
}

/** The kit's pagination in the reader's language. */
export function Pages({
  page,
  pageCount,
  onPageChange,
  label,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  label: string;
}) {
  const { english } = useCentreText();
  if (pageCount <= 1) return null;
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={onPageChange}
      messages={{ ...(english ? paginationMessagesEn : paginationMessagesKo), label }}
    />
  );
}

/** The kit's links rendered as router links (no page load). */
export function renderRouterLink({ href, children, ...rest }: RenderLinkProps): ReactNode {
  return (
    <RouterLink href={href} {...rest}>
      {children}
    </RouterLink>
  );
}

/** The server stores plain text as escaped HTML paragraphs; this reads the text back. */
export function plainText(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  for (const br of parsed.body.querySelectorAll('br')) br.replaceWith('\n');
  const paragraphs = [...parsed.body.querySelectorAll('p')];
  if (paragraphs.length === 0) return parsed.body.textContent ?? '';
  return paragraphs.map((paragraph) => paragraph.textContent ?? '').join('\n');
}
