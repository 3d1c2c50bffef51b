import { useTranslation } from '@tonggye/analysis-forms';
import { listCommunityPosts } from '@tonggye/api';
import { Card, Container, Heading, Inline, PostList, Stack, Text } from '@tonggye/ui';
import { apiClient } from '../../app/apiClient';
import { AppLink } from '../../app/AppLink';
import { usePageTitle } from '../../app/UiStateContext';
import { useLoad } from '../my-activity/useRequest';
import {
  BOARD_PATH,
  ListSkeleton,
  LoadFailure,
  renderRouterLink,
  toPostListItems,
  useKitMessages,
  writePath,
} from './parts';

const LATEST = 5;

/** `/qaiclink`: what the community is, its latest posts and the way into the free board. */
export function CommunityPage() {
  const { t } = useTranslation();
  const kit = useKitMessages();
  usePageTitle(t('community.name'));
  const latest = useLoad(
    (signal) => listCommunityPosts(apiClient, { page: 1, size: LATEST }, { signal }),
    'latest',
  );
  const rules = t('community.landing.rules', { returnObjects: true }) as string[];
  return (
    <Container>
      <Stack gap="xlarge">
        <Stack gap="medium">
          <Heading level={1}>{t('community.landing.title')}</Heading>
          <Text>{t('community.landing.lead')}</Text>
          <Inline gap="medium">
            <AppLink href={BOARD_PATH}>{t('community.landing.toBoard')}</AppLink>
            <AppLink href={writePath()}>{t('community.landing.write')}</AppLink>
          </Inline>
        </Stack>
        <section aria-labelledby="community-latest">
          <Stack gap="medium">
            <Heading level={2} id="community-latest">
              {t('community.landing.latest')}
            </Heading>
            {latest.error ? <LoadFailure error={latest.error} onRetry={latest.reload} /> : null}
            {latest.loading && !latest.data ? <ListSkeleton rows={LATEST} /> : null}
            {latest.data ? (
              <PostList
                posts={toPostListItems(latest.data.items, latest.data.totalCount)}
                label={t('community.landing.latest')}
                renderLink={renderRouterLink}
                messages={kit.postList}
                emptyAction={<AppLink href={writePath()}>{t('community.landing.write')}</AppLink>}
              />
            ) : null}
            <AppLink href={BOARD_PATH}>{t('community.landing.toBoard')}</AppLink>
          </Stack>
        </section>
        <Card title={t('community.landing.rulesTitle')}>
          <ul>
            {rules.map((rule) => (
              <li key={rule}>
                <Text as="span">{rule}</Text>
              </li>
            ))}
          </ul>
        </Card>
      </Stack>
    </Container>
  );
}
