import { useTranslation } from 'react-i18next';
import { AppLink } from '../app/AppLink';
import { Container, EmptyState } from '@tonggye/ui';

export function NotFoundPage() {
  const { t } = useTranslation();
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
