import { useTranslation } from '@tonggye/analysis-forms';
import { AppLink } from '../app/AppLink';
import { Container, EmptyState } from '@tonggye/ui';
import { usePageTitle } from '../app/UiStateContext';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Container>
      <EmptyState
        title={t('notFound.title')}
        description={t('notFound.text')}
        action={<AppLink href="/">{t('notFound.home')}</AppLink>}
      />
    </Container>
  );
}
