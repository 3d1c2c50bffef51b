import { ALL_CATEGORIES, listFaq, listNotices } from '@tonggye/api';
import { Accordion, Card, Heading, Inline, RichText, Stack, Text } from '@tonggye/ui';
import { apiClient } from '../../app/apiClient';
import { AppLink } from '../../app/AppLink';
import { usePageTitle } from '../../app/UiStateContext';
import { useLoad } from '../my-activity/useRequest';
import { ContactDetails } from './ContactDetails';
import { CentrePage, formatDate, ListSkeleton, LoadFailure, useCentreText } from './parts';

const PREVIEW_SIZE = 5;

/** `/service-center`: the hub with the FAQ, the newest notices, Q&A and customer service. */
export function ServiceCenterPage() {
  const { t } = useCentreText();
  usePageTitle(t('hub.title'));
  return (
    <CentrePage>
      <Heading level={1}>{t('hub.title')}</Heading>
      <Text>{t('hub.lead')}</Text>
      <FaqPreview />
      <NoticePreview />
      <section aria-labelledby="hub-qna">
        <Card>
          <Stack gap="small">
            <Heading level={2} id="hub-qna">
              {t('hub.qnaTitle')}
            </Heading>
            <Text>{t('hub.qnaText')}</Text>
            <div>
              <AppLink href="/qna">{t('hub.qnaLink')}</AppLink>
            </div>
          </Stack>
        </Card>
      </section>
      <section aria-labelledby="hub-contact">
        <Card>
          <Stack gap="small">
            <Heading level={2} id="hub-contact">
              {t('hub.contactTitle')}
            </Heading>
            <ContactDetails />
            <div>
              <AppLink href="/customerService">{t('hub.contactLink')}</AppLink>
            </div>
          </Stack>
        </Card>
      </section>
    </CentrePage>
  );
}

function FaqPreview() {
  const { t } = useCentreText();
  const faq = useLoad(
    (signal) =>
      listFaq(apiClient, { category: ALL_CATEGORIES, page: 1, size: PREVIEW_SIZE }, { signal }),
    'hub-faq',
  );
  return (
    <section aria-labelledby="hub-faq">
      <Stack gap="small">
        <Heading level={2} id="hub-faq">
          {t('hub.faqTitle')}
        </Heading>
        {faq.error ? <LoadFailure error={faq.error} onRetry={faq.reload} /> : null}
        {faq.loading && !faq.data ? <ListSkeleton rows={PREVIEW_SIZE} /> : null}
        {faq.data ? (
          <Accordion.Root type="single" collapsible>
            {faq.data.items.map((item) => (
              <Accordion.Item key={item.id} value={item.id}>
                <Accordion.Trigger level={3}>{item.question}</Accordion.Trigger>
                <Accordion.Content>
                  <RichText html={item.answerHtml} size="small" />
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        ) : null}
        <div>
          <AppLink href="/faq">{t('hub.faqMore')}</AppLink>
        </div>
      </Stack>
    </section>
  );
}

function NoticePreview() {
  const { t } = useCentreText();
  const notices = useLoad(
    (signal) =>
      listNotices(apiClient, { category: ALL_CATEGORIES, page: 1, size: PREVIEW_SIZE }, { signal }),
    'hub-notices',
  );
  return (
    <section aria-labelledby="hub-notices">
      <Stack gap="small">
        <Heading level={2} id="hub-notices">
          {t('hub.noticeTitle')}
        </Heading>
        {notices.error ? <LoadFailure error={notices.error} onRetry={notices.reload} /> : null}
        {notices.loading && !notices.data ? <ListSkeleton rows={PREVIEW_SIZE} /> : null}
        {notices.data ? (
          <ul>
            {notices.data.items.map((item) => (
              <li key={item.id}>
                <Inline gap="small" align="center">
                  <AppLink href={`/notice/${encodeURIComponent(item.id)}`}>{item.title}</AppLink>
                  <Text size="small" tone="muted">
                    {formatDate(item.createdAt)}
                  </Text>
                </Inline>
              </li>
            ))}
          </ul>
        ) : null}
        <div>
          <AppLink href="/notice">{t('hub.noticeMore')}</AppLink>
        </div>
      </Stack>
    </section>
  );
}
