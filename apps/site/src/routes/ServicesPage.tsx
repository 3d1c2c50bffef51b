import { useTranslation } from 'react-i18next';
import { AppLink } from '../app/AppLink';
import { Card, Container, Heading, Stack, Text } from '@tonggye/ui';

/** `/services`, `/services/desc`, `/services/desc/stats`: the catalogue of analyses. */
export function ServicesPage() {
  const { t } = useTranslation();
  return (
    <Container>
      <Stack gap="large">
        <Stack gap="small">
          <Heading level={1}>{t('services.title')}</Heading>
          <Text>{t('services.lead')}</Text>
        </Stack>
        <Heading level={2}>{t('services.groups.desc')}</Heading>
        <Card title={t('services.descriptive')}>
          <Stack gap="small">
            <Text>{t('services.descriptiveText')}</Text>
            <AppLink href="/services/desc/stats/descriptive">{t('services.open')}</AppLink>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
