import { lazy, Suspense } from 'react';
import { useTranslation } from '@tonggye/analysis-forms';
import { AppLink } from '../app/AppLink';
import { Card, Container, Heading, Stack, Text, vars } from '@tonggye/ui';
import { usePageTitle } from '../app/UiStateContext';
import { AfterHydration } from '../app/useHydrated';
import {
  AdSlotView,
  AnalysisEntries,
  Announcements,
  EventPopupSlot,
  Recommended,
  TopBannerSlot,
} from './home/HomeSections';

// Below the fold, with the store's client and its zod schemas: in its own chunk, so the main
// page's first download stays without them (under 150 KB gzip).
const RecommendedProducts = lazy(() =>
  import('./home/RecommendedProducts').then((m) => ({ default: m.RecommendedProducts })),
);

const audienceKeys = ['business', 'decision', 'analyst', 'researcher'] as const;

/**
 * `/`: the top banner (main_top), landing text for the four target groups, entry points into
 * the analyses, the main_center ad slot, announcements, recommended items and the event popup
 * (main_popup). The static text comes first; what the server fills loads below it.
 */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(null);
  const text = (key: string) => t(`siteContent.home.${key}`);
  return (
    <Stack gap="large">
      <TopBannerSlot />
      <Container>
        <Stack gap="xlarge">
          <Stack gap="medium">
            <Heading level={1}>{t('home.title')}</Heading>
            <Text>{t('home.lead')}</Text>
            <div>
              <AppLink href="/services">{t('home.start')}</AppLink>
            </div>
          </Stack>
          <section
            aria-labelledby="home-audiences"
            style={{ display: 'grid', gap: vars.space.medium }}
          >
            <Heading level={2} id="home-audiences">
              {text('audiencesTitle')}
            </Heading>
            <div
              style={{
                display: 'grid',
                gap: vars.space.medium,
                gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
              }}
            >
              {audienceKeys.map((key) => (
                <Card key={key} title={text(`audiences.${key}`)}>
                  <Text>{text(`audiences.${key}Text`)}</Text>
                </Card>
              ))}
            </div>
          </section>
          <AnalysisEntries />
          <AdSlotView slot="main_center" />
          <Announcements />
          <Recommended />
          {/* The store's recommended products, once the page is the app's. */}
          {/* Below the fold and in its own chunk: not part of the prerendered page, nor of its
              hydration (a part still loading then would be rendered anew when its data arrives). */}
          <AfterHydration>
            <Suspense fallback={null}>
              <RecommendedProducts />
            </Suspense>
          </AfterHydration>
        </Stack>
      </Container>
      <EventPopupSlot />
    </Stack>
  );
}
