import { Heading, Inline, Text } from '@tonggye/ui';
import { AppLink } from '../../app/AppLink';
import { usePageTitle } from '../../app/UiStateContext';
import { ContactDetails } from './ContactDetails';
import { CentrePage, useCentreText } from './parts';

/** `/customerService` (everyone): how to reach customer service, and the way to the Q&A form. */
export function CustomerServicePage() {
  const { t } = useCentreText();
  usePageTitle(t('customerService.title'));
  return (
    <CentrePage>
      <Heading level={1}>{t('customerService.title')}</Heading>
      <Text>{t('customerService.lead')}</Text>
      <ContactDetails />
      <Inline gap="medium">
        <AppLink href="/qna">{t('customerService.qnaLink')}</AppLink>
        <AppLink href="/faq">{t('customerService.faqLink')}</AppLink>
      </Inline>
    </CentrePage>
  );
}
