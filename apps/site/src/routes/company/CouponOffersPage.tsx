import { CouponOffersList } from '../store/orders/MyOrderSections';
import { usePageTitle } from '../../app/UiStateContext';
import { CompanyPage, useContentText } from './parts';

/** `/coupon-offers`: the coupons on offer now; a member takes one with "쿠폰 받기". */
export function CouponOffersPage() {
  const { t } = useContentText();
  const title = t('company.coupons.title');
  usePageTitle(title);
  return (
    <CompanyPage title={title}>
      {/* The offers on the server; members take them. */}
      <CouponOffersList />
    </CompanyPage>
  );
}
