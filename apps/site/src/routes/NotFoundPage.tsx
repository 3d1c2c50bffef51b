import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Container, EmptyState } from '@tonggye/ui';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container>
      <EmptyState
        title={t('notFound.title')}
        description={t('notFound.text')}
        action={<Link href="/">{t('notFound.home')}</Link>}
      />
    </Container>
  );
}
