import { getContentPage, type ContentPage, type ContentPageName } from '@tonggye/api';
import { Card, Link, RichText, Stack, Text } from '@tonggye/ui';
import { apiClient } from '../../app/apiClient';
import { usePageTitle } from '../../app/UiStateContext';
import {
  CompanyPage,
  ContentFailure,
  ContentLoading,
  dotDate,
  useContentText,
  useLoad,
} from './parts';

/** One of the server's fixed pages under the catalogue's title, with its own content. */
function FixedContent({
  name,
  titleKey,
  render,
}: {
  name: ContentPageName;
  titleKey: string;
  render?: (page: ContentPage) => React.ReactNode;
}) {
  const { t } = useContentText();
  const title = t(titleKey);
  usePageTitle(title);
  const page = useLoad((signal) => getContentPage(apiClient, name, { signal }), name);
  return (
    <CompanyPage title={title}>
      {page.error ? <ContentFailure error={page.error} onRetry={page.reload} /> : null}
      {page.loading && !page.data ? <ContentLoading lines={8} /> : null}
      {page.data ? (
        <Stack gap="medium">
          {render ? render(page.data) : <RichText html={page.data.content} />}
          <Text size="small" tone="muted">
            {t('common.updated', { date: dotDate(page.data.updatedAt) })}
          </Text>
        </Stack>
      ) : null}
    </CompanyPage>
  );
}

/** `/about-us`. */
export function AboutUsPage() {
  return <FixedContent name="aboutUs" titleKey="company.aboutUs" />;
}

/** `/sales-agent`. */
export function SalesAgentPage() {
  return <FixedContent name="salesAgent" titleKey="company.salesAgent" />;
}

/** The first paragraph of the directions page: the address (the seed and the admin write it so). */
function firstParagraph(html: string): string | null {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.querySelector('p')?.textContent?.trim() || null;
}

/**
 * `/direction`: an address card with the transport text from the server and a plain link out
 * to a map (no map script on the page).
 */
export function DirectionPage() {
  const { t } = useContentText();
  return (
    <FixedContent
      name="direction"
      titleKey="company.direction.title"
      render={(page) => {
        const address = firstParagraph(page.content);
        return (
          <Card title={t('company.direction.addressTitle')}>
            <Stack gap="medium">
              <RichText html={page.content} />
              {address ? (
                <div>
                  <Link
                    href={t('company.direction.mapUrl', {
                      query: encodeURIComponent(address),
                      interpolation: { escapeValue: false },
                    })}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('company.direction.mapLink')} {t('common.newWindow')}
                  </Link>
                </div>
              ) : null}
            </Stack>
          </Card>
        );
      }}
    />
  );
}
