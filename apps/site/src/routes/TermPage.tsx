import { useTranslation } from '@tonggye/analysis-forms';
import { Container, Heading, Stack, Text } from '@tonggye/ui';

interface TermSection {
  title: string;
  text: string;
}

/** `/term`: the terms of service the sign-up asks to agree to. */
export function TermPage() {
  const { t } = useTranslation();
  const sections = t('accountScreens.term.sections', { returnObjects: true }) as TermSection[];
  return (
    <Container>
      <Stack gap="large">
        <Heading level={1}>{t('accountScreens.term.heading')}</Heading>
        {sections.map((section) => (
          <Stack key={section.title} gap="small">
            <Heading level={2}>{section.title}</Heading>
            <Text>{section.text}</Text>
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
