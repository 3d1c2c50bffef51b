import { useTranslation } from 'react-i18next';
import { AppLink } from '../app/AppLink';
import { Card, Container, Heading, Stack, Text } from '@tonggye/ui';

export function HomePage() {
  const { t } = useTranslation();
  const audiences = [
    { title: t('home.audiences.business'), text: t('home.audiences.businessText') },
    { title: t('home.audiences.analyst'), text: t('home.audiences.analystText') },
    { title: t('home.audiences.researcher'), text: t('home.audiences.researcherText') },
  ];
  return (
    <Container>
      <Stack gap="large">
        <Stack gap="medium">
          <Heading level={1}>{t('home.title')}</Heading>
          <Text>{t('home.lead')}</Text>
          <AppLink href="/services">{t('home.start')}</AppLink>
        </Stack>
        <Heading level={2}>{t('home.audiences.title')}</Heading>
        <Stack gap="medium">
          {audiences.map((audience) => (
            <Card key={audience.title} title={audience.title}>
              <Text>{audience.text}</Text>
            </Card>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
