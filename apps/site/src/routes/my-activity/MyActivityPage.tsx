import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Box, Container, Heading, Stack, Text } from '@tonggye/ui';
import { AppLink } from '../../app/AppLink';
import { NotFoundPage } from '../NotFoundPage';
import { PreparingPage } from '../PreparingPage';
import { AnalysisInfoSection } from './AnalysisInfoSection';
import { HomeSection } from './HomeSection';
import { InquirySection } from './InquirySection';
import { LoginInfoSection } from './LoginInfoSection';
import { ProfileSection } from './ProfileSection';
import { DeleteAccountSection, PasswordSection } from './SecuritySections';

/** The sections of spec point 2 built here, by sub-path, in the menu's groups. */
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

/** The store's sub-sections (spec point 2) come with the store; they show the placeholder. */
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
  const { t } = useTranslation();
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
