import { useTranslation } from '@tonggye/analysis-forms';
import {
  Alert,
  Button,
  Pagination,
  paginationMessagesEn,
  paginationMessagesKo,
  Skeleton,
  Stack,
  visuallyHidden,
} from '@tonggye/ui';
import { STORE_TEXTS } from '../i18n/namespaces';

/**
 * A call's failure, loading rows and pagination, shared by the service centre and the store:
 * each reads the `common.*` texts (loading, loadFailedTitle, retry, failure) of its area.
 */

/**
 * The catalogue area whose `common.*` texts (loading, loadFailedTitle, retry, failure) the
 * shared parts below read: the service centre's by default, the store's on its pages.
 */
export type PartsArea = 'serviceCentre' | 'storeOrders';

/** `{area}.common.*` texts and the reader's language. */
function usePartsText(area: PartsArea = 'serviceCentre') {
  // The store's texts are a namespace of their own (`i18n/namespaces.ts`), loaded with its pages.
  const { t, i18n } = useTranslation(area === 'storeOrders' ? STORE_TEXTS : undefined);
  return {
    t: (key: string) => t(`${area}.common.${key}`),
    english: i18n.language === 'en',
  };
}

/**
 * Why a call failed, in the reader's language: the words the API client's `ApiError` carries
 * (the server's, or the client's own for a network failure or timeout), else a general line.
 */
export function useFailureText(area?: PartsArea) {
  const { t, english } = usePartsText(area);
  return (failure: unknown): string | null => {
    if (failure === null || failure === undefined || failure === false) return null;
    if (typeof failure === 'object') {
      const { message, messageEn } = failure as { message?: unknown; messageEn?: unknown };
      if (typeof message === 'string' && message !== '') {
        if (english && typeof messageEn === 'string' && messageEn !== '') return messageEn;
        return message;
      }
    }
    return t('failure');
  };
}

/** A call's failure in the server's words (the reader's language) with a retry. */
export function LoadFailure({
  error,
  onRetry,
  area,
}: {
  error: unknown;
  onRetry: () => void;
  area?: PartsArea;
}) {
  const { t } = usePartsText(area);
  const text = useFailureText(area)(error);
  return (
    <Alert tone="critical" title={t('loadFailedTitle')}>
      <Stack gap="small">
        <span>{text}</span>
        <div>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('retry')}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}

/** A failed action (write, delete, send): its own title, the server's words. */
export function ActionFailure({
  title,
  error,
  area,
}: {
  title: string;
  error: unknown;
  area?: PartsArea;
}) {
  const text = useFailureText(area)(error);
  if (text === null) return null;
  return (
    <Alert tone="critical" title={title}>
      {text}
    </Alert>
  );
}

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 5, area }: { rows?: number; area?: PartsArea }) {
  const { t } = usePartsText(area);
  return (
    <div aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {t('loading')}
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
  const { english } = usePartsText();
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
