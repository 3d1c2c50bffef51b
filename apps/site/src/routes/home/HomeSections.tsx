import { lazy, Suspense, useState } from 'react';
import type { AdSlot, CenterAd } from '@tonggye/api';
import {
  Badge,
  EmptyState,
  Heading,
  Link,
  Pagination,
  paginationMessagesEn,
  paginationMessagesKo,
  RichText,
  Stack,
  Text,
  TopBanner,
  vars,
} from '@tonggye/ui';
import { analysisPaths } from '../../app/analysisPaths';
import { AppLink } from '../../app/AppLink';
import { apiClient } from '../../app/apiClient';
import { useUi, useUiActor } from '../../app/UiStateContext';
import { ContentFailure, ContentLoading, dotDate, useContentText, useLoad } from '../company/parts';
import { styles } from '../company/styles';
import { whenIdle } from '../../app/idle';
import { isPopupHidden } from './popupMemory';

/** The page's calls with their schemas (zod), in a chunk of their own: see `homeCalls.ts`. */
const homeCalls = () => import('./homeCalls');

const EventPopupLayer = lazy(() =>
  import('./EventPopupLayer').then((m) => ({ default: m.EventPopupLayer })),
);

/** Height the top banner's place keeps while it loads, so the page does not jump. */
const BANNER_PLACE = '2.75rem';

/**
 * The `main_top` slot: the first top banner, dismissible; closing it clears the UI state's
 * banner-shown flag. Nothing when the server has none or it fails (an ad is no reason for an error).
 */
export function TopBannerSlot() {
  const { t } = useContentText();
  const ui = useUiActor();
  const shown = useUi((context) => context.bannerShown && context.adSlots.includes('main_top'));
  const banners = useLoad(
    async (signal) => (await homeCalls()).getAdSlot(apiClient, 'main_top', { signal }),
    'main_top',
  );
  if (!shown) return null;
  if (banners.loading && !banners.data) return <div style={{ minHeight: BANNER_PLACE }} />;
  const banner = banners.data?.[0];
  if (!banner) return null;
  return (
    <TopBanner
      href={banner.linkUrl ?? undefined}
      linkLabel={t('home.banner.link')}
      label={t('home.banner.label')}
      closeLabel={t('home.banner.close')}
      onDismiss={() => ui.send({ type: 'HIDE_BANNER' })}
    >
      {banner.title}
    </TopBanner>
  );
}

/**
 * A registered ad slot other than the top banner (`main_center`): the server's ads in their
 * order, each a picture (lazy, at its own width and height so nothing jumps when it arrives)
 * with its alt text and title in the visitor's language, linked. Nothing at all, no empty box,
 * when there is no ad or the call fails (an ad is no reason for an error).
 */
export function AdSlotView({ slot }: { slot: Exclude<AdSlot, 'main_popup' | 'main_top'> }) {
  const { t, language } = useContentText();
  const registered = useUi((context) => context.adSlots.includes(slot));
  const ads = useLoad(
    async (signal) => (await homeCalls()).getAdSlot(apiClient, slot, { signal }),
    slot,
  );
  if (!registered || !ads.data || ads.data.length === 0) return null;
  return (
    <section aria-label={t('home.ads.label')}>
      <ul
        style={{
          ...styles.list,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
        }}
      >
        {ads.data.map((ad) => (
          <li key={ad.id}>
            <CenterAdCard ad={ad} language={language} badge={t('home.ads.badge')} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CenterAdCard({
  ad,
  language,
  badge,
}: {
  ad: CenterAd;
  language: 'ko' | 'en';
  badge: string;
}) {
  const content = (
    <span style={{ display: 'grid', gap: vars.space.xsmall }}>
      <img
        src={ad.imageUrl}
        alt={language === 'en' ? ad.altEn : ad.altKo}
        width={ad.imageWidth}
        height={ad.imageHeight}
        loading="lazy"
        decoding="async"
        style={{
          display: 'block',
          width: '100%',
          height: 'auto',
          borderRadius: vars.radius.medium,
          background: vars.color.surfaceMuted,
        }}
      />
      <span>
        <Badge>{badge}</Badge> {language === 'en' ? ad.titleEn : ad.titleKo}
      </span>
    </span>
  );
  const href = ad.linkUrl;
  if (!href) return content;
  if (href.startsWith('/') && !href.startsWith('//'))
    return <AppLink href={href}>{content}</AppLink>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer sponsored">
      {content}
    </Link>
  );
}

/** The `main_popup` slot: fetched on the main page, the dialog code loaded only when needed. */
export function EventPopupSlot() {
  const registered = useUi((context) => context.popupSlots.includes('main_popup'));
  const popups = useLoad(async (signal) => {
    // The popup opens over a page already drawn and hydrated: its call, its dialog's code and
    // its picture wait for the page's first quiet moment.
    await whenIdle();
    const items = await (await homeCalls()).getEventPopups(apiClient, { signal });
    // The dialog's code and the first picture start loading together, so the popup opens soon.
    const first = items.find((popup) => !isPopupHidden(localStorage, popup.id, new Date()));
    if (first) {
      void import('./EventPopupLayer');
      new Image().src = first.imageUrl;
    }
    return items;
  }, 'main_popup');
  if (!registered || !popups.data || popups.data.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <EventPopupLayer popups={popups.data} />
    </Suspense>
  );
}

/** A link the server gave: inside the site through the router, elsewhere in a new tab. */
function ContentLink({ href, children }: { href: string; children: string }) {
  if (href.startsWith('/') && !href.startsWith('//'))
    return <AppLink href={href}>{children}</AppLink>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  );
}

/**
 * Entry points into every analysis, by the definitions' own paths (`analysisPaths`, kept equal
 * to them by its test); the names come from this page's catalogue, so the main page does not
 * load the analysis forms' catalogues.
 */
export function AnalysisEntries() {
  const text = useContentText().t;
  return (
    <Stack gap="medium">
      <Heading level={2}>{text('home.analysesTitle')}</Heading>
      <Text>{text('home.analysesLead')}</Text>
      <nav aria-label={text('home.analysesLabel')}>
        <ul
          style={{
            ...styles.list,
            gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
            gap: `${vars.space.small} ${vars.space.large}`,
          }}
        >
          {analysisPaths.map((path) => (
            <li key={path} style={{ padding: `${vars.space.xsmall} 0` }}>
              <AppLink href={path}>
                {text(`home.analyses.${path.slice(path.lastIndexOf('/') + 1)}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </Stack>
  );
}

/** The newest announcements (`/boards/get_announcement`), with a way to every notice. */
export function Announcements() {
  const { t } = useContentText();
  const list = useLoad(
    async (signal) => (await homeCalls()).getAnnouncements(apiClient, { limit: 3 }, { signal }),
    'ann',
  );
  return (
    <section
      aria-labelledby="home-announcements"
      style={{ display: 'grid', gap: vars.space.medium }}
    >
      <Heading level={2} id="home-announcements">
        {t('home.announcementsTitle')}
      </Heading>
      {list.error ? <ContentFailure error={list.error} onRetry={list.reload} /> : null}
      {list.loading && !list.data ? <ContentLoading lines={6} /> : null}
      {list.data && list.data.length === 0 ? (
        <EmptyState title={t('home.announcementsEmpty')} />
      ) : null}
      {list.data && list.data.length > 0 ? (
        <ul style={styles.list}>
          {list.data.map((item) => (
            <li
              key={item.id}
              style={{
                borderBottom: `1px solid ${vars.color.border}`,
                paddingBottom: vars.space.medium,
              }}
            >
              <Stack gap="small">
                <Heading level={3}>
                  {item.linkUrl ? (
                    <ContentLink href={item.linkUrl}>{item.title}</ContentLink>
                  ) : (
                    item.title
                  )}
                </Heading>
                <Text size="small" tone="muted">
                  <time dateTime={item.createdAt}>{dotDate(item.createdAt)}</time>
                </Text>
                <RichText html={item.content} size="small" />
              </Stack>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <AppLink href="/notice">{t('home.allNotices')}</AppLink>
      </div>
    </section>
  );
}

const RECOMMENDED_PAGE_SIZE = 4;

/** Recommended items, a page at a time from page 1 (what the server has, store products or not). */
export function Recommended() {
  const { t, language } = useContentText();
  const [page, setPage] = useState(1);
  const items = useLoad(
    async (signal) => (await homeCalls()).getRecommendedItems(apiClient, { signal }),
    'recommended',
  );
  const all = items.data ?? [];
  const pageCount = Math.max(1, Math.ceil(all.length / RECOMMENDED_PAGE_SIZE));
  const shown = all.slice((page - 1) * RECOMMENDED_PAGE_SIZE, page * RECOMMENDED_PAGE_SIZE);
  return (
    <section aria-labelledby="home-recommended" style={{ display: 'grid', gap: vars.space.medium }}>
      <Heading level={2} id="home-recommended">
        {t('home.recommendedTitle')}
      </Heading>
      {items.error ? <ContentFailure error={items.error} onRetry={items.reload} /> : null}
      {items.loading && !items.data ? <ContentLoading lines={4} /> : null}
      {items.data && all.length === 0 ? <EmptyState title={t('home.recommendedEmpty')} /> : null}
      {shown.length > 0 ? (
        <ul
          style={{ ...styles.list, gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' }}
        >
          {shown.map((item) => (
            <li key={item.id}>
              <Stack gap="small">
                <img
                  src={item.imageUrl}
                  alt=""
                  width={480}
                  height={270}
                  loading="lazy"
                  style={{
                    display: 'block',
                    width: '100%',
                    height: 'auto',
                    borderRadius: vars.radius.medium,
                    background: vars.color.surfaceMuted,
                  }}
                />
                {item.linkUrl ? (
                  <ContentLink href={item.linkUrl}>{item.title}</ContentLink>
                ) : (
                  <Text>{item.title}</Text>
                )}
              </Stack>
            </li>
          ))}
        </ul>
      ) : null}
      {pageCount > 1 ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
          messages={{
            ...(language === 'en' ? paginationMessagesEn : paginationMessagesKo),
            label: t('home.recommendedPages'),
          }}
        />
      ) : null}
    </section>
  );
}
