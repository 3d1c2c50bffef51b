import { useTranslation } from '@tonggye/analysis-forms';
import { Container, EmptyState } from '@tonggye/ui';
import { AppLink } from '../app/AppLink';

/** The 'preparation service' placeholder, for screens not built yet. */
export function PreparingPage() {
  const { t } = useTranslation();
  return (
    <Container>
      <EmptyState
        title={t('preparing.title')}
        description={t('preparing.text')}
        action={<AppLink href="/">{t('preparing.home')}</AppLink>}
      />
    </Container>
  );
}
