import { Button } from '../Button';
import * as styles from './ErrorFallback.css';

export const errorFallbackMessageKo =
  '페이지를 불러오는 중 오류가 발생했습니다. 잠시 후 다시 시도하거나 고객센터로 문의해 주세요.';

export interface ErrorFallbackProps {
  title?: string;
  /** The Korean line of the error screen (see `errorFallbackMessageKo`). */
  message: string;
  details?: string;
  /** True only for the admin level. */
  showDetails: boolean;
  retryLabel?: string;
  onRetry?: () => void;
}

/** The render-error screen: a fixed title, a Korean apology, technical details for admins only. */
export function ErrorFallback({
  title = 'Oops! Something went wrong.',
  message,
  details,
  showDetails,
  retryLabel = '다시 시도',
  onRetry,
}: ErrorFallbackProps) {
  return (
    <div role="alert" className={styles.root}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.message}>{message}</p>
      {showDetails && details ? <pre className={styles.details}>{details}</pre> : null}
      {onRetry ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
    </div>
  );
}
