import { EmptyState } from '@tonggye/ui';
import { AppLink } from '../../app/AppLink';
import { usePageTitle } from '../../app/UiStateContext';
import { CompanyPage, useContentText } from './parts';

/**
 * `/coupon-offers`: the server has no coupon offers yet (the store is not built), so the page
 * says there is nothing to collect.
 */
export function CouponOffersPage() {
  const { t } = useContentText();
  const title = t('company.coupons.title');
  usePageTitle(title);
  return (
    <CompanyPage title={title}>
      <EmptyState
        title={t('company.coupons.emptyTitle')}
        description={t('company.coupons.emptyText')}
        action={<AppLink href="/">{t('preparing.back')}</AppLink>}
      />
    </CompanyPage>
  );
}
