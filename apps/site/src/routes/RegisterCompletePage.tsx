import { useTranslation } from '@tonggye/analysis-forms';
import { Container, Heading, Inline, Stack, Text } from '@tonggye/ui';
import { AppLink } from '../app/AppLink';

/** /registercomplete: the welcome after a sign-up. */
export function RegisterCompletePage() {
  const { t } = useTranslation();
  return (
    <Container>
      <Stack gap="large">
        <Heading level={1}>{t('registerComplete.title')}</Heading>
        <Text>{t('registerComplete.text')}</Text>
        <Inline gap="medium">
          <AppLink href="/services">{t('registerComplete.start')}</AppLink>
          <AppLink href="/">{t('registerComplete.home')}</AppLink>
        </Inline>
      </Stack>
    </Container>
  );
}
