import { lazy, Suspense } from 'react';
import { useTranslation } from '@tonggye/analysis-forms';
import { useLocation } from 'wouter';
import { Box, Container, Heading, Spinner, Stack, Text } from '@tonggye/ui';
import { AppLink } from '../../app/AppLink';
import { NotFoundPage } from '../NotFoundPage';
import { PreparingPage } from '../PreparingPage';
import { AnalysisInfoSection } from './AnalysisInfoSection';
import { HomeSection } from './HomeSection';
import { InquirySection } from './InquirySection';
import { LoginInfoSection } from './LoginInfoSection';
import { ProfileSection } from './ProfileSection';
import { DeleteAccountSection, PasswordSection } from './SecuritySections';
import { SHOP_NS, STORE_TEXTS } from '../../i18n/namespaces';

/** The page's texts: the site's, the store's and the shop's (its catalogue activity). */
const ACTIVITY_TEXTS = [...STORE_TEXTS, SHOP_NS] as const;

// Store orders, coupons and points: their own chunk, by sub-path.
const OrderSection = lazy(() =>
  import('../store/orders/pages').then((m) => ({ default: m.OrderSection })),
);
const orderSections = [
  { path: 'order-shipping-list', page: 'orders' },
  { path: 'order-cancel-list', page: 'cancels' },
  { path: 'coupon', page: 'coupons' },
  { path: 'point', page: 'points' },
] as const;

// The member's product reviews: the orders' chunk.
const MyReviewsSection = lazy(() =>
  import('../store/orders/pages').then((m) => ({ default: m.MyReviewsSection })),
);

// Regular delivery and quotations: their own chunk, by sub-path.
const SubsShippingSection = lazy(() =>
  import('../store/services/pages').then((m) => ({ default: m.SubsShippingSection })),
);
const QuotationHistorySection = lazy(() =>
  import('../store/services/pages').then((m) => ({ default: m.QuotationHistorySection })),
);
const serviceSections = [
  { path: 'subs-shipping-list', page: 'mySubs' },
  { path: 'quotation-inquiry-history', page: 'myQuotes' },
] as const;

// Wishes, recently viewed and restock requests: the catalogue's chunk.
const CatalogueActivitySection = lazy(() =>
  import('../store/catalogue/pages').then((m) => ({ default: m.CatalogueActivitySection })),
);
const catalogueSections = [
  { path: 'favourite-items', title: 'activity.wishesTitle' },
  { path: 'recently-product-view', title: 'activity.recentTitle' },
  { path: 'request-stocking-notification', title: 'activity.restockTitle' },
] as const;

/** The sections of my activity built here, by sub-path, in the menu's groups. */
const menu = [
  { group: 'profile', items: [{ path: 'profile', page: 'profile' }] },
  {
    group: 'activity',
    items: [
      { path: 'analysis-info', page: 'analysisInfo' },
      { path: 'login-info', page: 'loginInfo' },
    ],
  },
  {
    group: 'request',
    items: [
      { path: 'inquiry', page: 'inquiry' },
      { path: 'one-on-one-inquiry-history', page: 'inquiryHistory' },
    ],
  },
  {
    group: 'security',
    items: [
      { path: 'pwd-change', page: 'pwdChange' },
      { path: 'delete-account', page: 'deleteAccount' },
    ],
  },
] as const;

/** The store's sub-sections of my activity come with the store; they show the placeholder. */
const storeSections = new Set([
  'favourite-items',
  'product-reviews',
  'recently-product-view',
  'order-shipping-list',
  'order-cancel-list',
  'subs-shipping-list',
  'request-stocking-notification',
  'quotation-inquiry-history',
  'coupon',
  'point',
]);

function Section({ path }: { path: string }) {
  const { t } = useTranslation();
  if (orderSections.some((section) => section.path === path.split('/')[0]))
    return (
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <OrderSection path={path} />
      </Suspense>
    );
  if (serviceSections.some((section) => section.path === path.split('/')[0]))
    return (
      <Suspense fallback={<Spinner label={t('loading')} />}>
        {path.startsWith('subs-shipping-list') ? (
          <SubsShippingSection path={path} />
        ) : (
          <QuotationHistorySection />
        )}
      </Suspense>
    );
  if (catalogueSections.some((section) => section.path === path))
    return (
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <CatalogueActivitySection path={path} />
      </Suspense>
    );
  if (path === 'product-reviews')
    return (
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <MyReviewsSection />
      </Suspense>
    );
  switch (path) {
    case '':
      return <HomeSection />;
    case 'profile':
      return <ProfileSection />;
    case 'analysis-info':
      return <AnalysisInfoSection />;
    case 'login-info':
      return <LoginInfoSection />;
    case 'inquiry':
      return <InquirySection kind="inquiry" />;
    case 'one-on-one-inquiry-history':
      return <InquirySection kind="history" />;
    case 'pwd-change':
      return <PasswordSection />;
    case 'delete-account':
      return <DeleteAccountSection />;
    default:
      return storeSections.has(path.split('/')[0] ?? '') ? <PreparingPage /> : <NotFoundPage />;
  }
}

/** `/my-activity/*` (guarded): the member's page with its menu beside the chosen section. */
export function MyActivityPage() {
  // The menu names the store's sections from the store namespace (`i18n/namespaces.ts`).
  const { t } = useTranslation(ACTIVITY_TEXTS);
  const [location] = useLocation();
  const path = location.replace(/^\/my-activity\/?/, '').replace(/\/$/, '');
  return (
    <Container>
      <Box
        display="flex"
        flexDirection={{ mobile: 'column', tablet: 'row' }}
        gap="xlarge"
        alignItems="flex-start"
      >
        <nav aria-label={t('accountScreens.myActivity.nav')}>
          <Stack gap="medium">
            <Heading level={2}>
              <AppLink href="/my-activity">{t('accountScreens.myActivity.heading')}</AppLink>
            </Heading>
            {menu.map((group) => (
              <Stack key={group.group} gap="xsmall">
                <Text weight="strong" size="small">
                  {t(`accountScreens.myActivity.groups.${group.group}`)}
                </Text>
                {group.items.map((item) => (
                  <AppLink key={item.path} href={`/my-activity/${item.path}`}>
                    {t(`accountScreens.myActivity.pages.${item.page}`)}
                  </AppLink>
                ))}
              </Stack>
            ))}
            <Stack gap="xsmall">
              <Text weight="strong" size="small">
                {t('storeOrders.my.groups.shopping')}
              </Text>
              {orderSections.map((item) => (
                <AppLink key={item.path} href={`/my-activity/${item.path}`}>
                  {t(`storeOrders.my.pages.${item.page}`)}
                </AppLink>
              ))}
              {catalogueSections.map((item) => (
                <AppLink key={item.path} href={`/my-activity/${item.path}`}>
                  {t(`storeCatalogue.${item.title}`)}
                </AppLink>
              ))}
              <AppLink href="/my-activity/product-reviews">
                {t('storeOrders.reviews.myTitle')}
              </AppLink>
            </Stack>
            <Stack gap="xsmall">
              <Text weight="strong" size="small">
                {t('storeServices.myGroup')}
              </Text>
              {serviceSections.map((item) => (
                <AppLink key={item.path} href={`/my-activity/${item.path}`}>
                  {t(`storeServices.${item.page}.title`)}
                </AppLink>
              ))}
            </Stack>
          </Stack>
        </nav>
        {/* The section takes the rest of the row. */}
        <Box style={{ flex: '1 1 0', minWidth: 0 }}>
          <Section path={path} />
        </Box>
      </Box>
    </Container>
  );
}
