import { useTranslation } from '@tonggye/analysis-forms';
import { useLocation } from 'wouter';
import { Container, ErrorFallback } from '@tonggye/ui';
import { usePageTitle } from '../app/UiStateContext';

/** The 500 route: the fallback screen, without technical details. */
export function ServerErrorPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  usePageTitle(t('error.title'));
  return (
    <Container>
      <ErrorFallback
        title={t('error.title')}
        message={t('error.message')}
        showDetails={false}
        retryLabel={t('shell.home')}
        onRetry={() => navigate('/')}
      />
    </Container>
  );
}
