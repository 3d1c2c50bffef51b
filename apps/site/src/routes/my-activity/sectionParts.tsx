import { Alert, Button, Spinner, Stack } from '@tonggye/ui';
import { useCallFailureText, useTranslation } from '@tonggye/analysis-forms';

/** A load that failed: the error in its own words and a retry. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const text = useCallFailureText()(error);
  return (
    <Alert tone="critical" title={t('accountScreens.myActivity.loadFailedTitle')}>
      <Stack gap="small">
        <span>{text}</span>
        <div>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('accountScreens.myActivity.retry')}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}

export function Loading() {
  const { t } = useTranslation();
  return <Spinner label={t('accountScreens.myActivity.loading')} />;
}
