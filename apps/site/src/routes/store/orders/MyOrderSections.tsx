import { useState } from 'react';
import {
  getOrder,
  getPointHistory,
  issueCoupon,
  listCouponOffers,
  listMyCoupons,
  listOrders,
  type CouponOffer,
  type MemberCoupon,
} from '@tonggye/api';
import { Alert, Badge, Button, EmptyState, Heading, Stack, Text } from '@tonggye/ui';
import { apiClient } from '../../../app/apiClient';
import { AppLink } from '../../../app/AppLink';
import { loginPathFor } from '../../../app/RequireMember';
import { useIsMember } from '../../../app/SessionContext';
import { useAction, useLoad } from '../../my-activity/useRequest';
import { OrderDetail } from './OrderDetail';
import { OrderReviews } from './OrderReviews';
import { myOrderDetailPath, orderNoOfSubPath } from './myOrderPaths';
import { NotFoundPage } from '../../NotFoundPage';
import { ActionFailure, ListSkeleton, LoadFailure, Pages } from '../../../app/requestParts';
import { formatDateTime, StatusBadge, useOrderText } from './parts';
import { styles } from './styles';

const PAGE_SIZE = 10;

/** The my-activity sub-paths of this area and their catalogue keys (`storeOrders.my.pages.*`). */
export const ORDER_SECTIONS = [
  { path: 'order-shipping-list', page: 'orders' },
  { path: 'order-cancel-list', page: 'cancels' },
  { path: 'coupon', page: 'coupons' },
  { path: 'point', page: 'points' },
] as const;

/**
 * `/my-activity/{order-shipping-list | order-cancel-list}[/{detail sub-path}]`, `coupon`, `point`;
 * the order detail sub-paths of my activity are read by `orderNoOfSubPath`.
 */
export function OrderSection({ path }: { path: string }) {
  const [section, ...rest] = path.split('/');
  if (section === 'coupon') return <MyCoupons />;
  if (section === 'point') return <MyPoints />;
  const cancels = section === 'order-cancel-list';
  const orderNo = orderNoOfSubPath(rest);
  if (orderNo === null) return <NotFoundPage />;
  if (orderNo !== undefined) return <MyOrder orderNo={orderNo} base={section ?? ''} />;
  return <MyOrders cancels={cancels} />;
}

function MyOrders({ cancels }: { cancels: boolean }) {
  const { t, won } = useOrderText();
  const [page, setPage] = useState(1);
  const view = cancels ? 'cancel' : 'active';
  const orders = useLoad(
    (signal) => listOrders(apiClient, { page, size: PAGE_SIZE, view }, { signal }),
    `${view}-${page}`,
  );
  const base = cancels ? 'order-cancel-list' : 'order-shipping-list';
  return (
    <Stack gap="large">
      <Heading level={1}>{cancels ? t('my.cancelsTitle') : t('my.ordersTitle')}</Heading>
      <Text tone="muted">{cancels ? t('my.cancelsLead') : t('my.ordersLead')}</Text>
      {orders.error ? (
        <LoadFailure area="storeOrders" error={orders.error} onRetry={orders.reload} />
      ) : null}
      {orders.loading && !orders.data ? <ListSkeleton rows={4} area="storeOrders" /> : null}
      {orders.data && orders.data.items.length === 0 ? (
        <EmptyState
          title={cancels ? t('my.emptyCancels') : t('my.empty')}
          description={t('my.emptyText')}
          action={<AppLink href="/">{t('common.shopping')}</AppLink>}
        />
      ) : null}
      {orders.data && orders.data.items.length > 0 ? (
        <div style={styles.tableScroll}>
          <table style={styles.table}>
            <thead>
              <tr>
                <th style={styles.th}>{t('my.orderedAt')}</th>
                <th style={styles.th}>{t('my.orderNo')}</th>
                <th style={styles.th}>{t('my.product')}</th>
                <th style={{ ...styles.th, textAlign: 'right' }}>{t('my.total')}</th>
                {cancels ? (
                  <th style={{ ...styles.th, textAlign: 'right' }}>{t('my.refunded')}</th>
                ) : null}
                <th style={styles.th}>{t('my.status')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.items.map((order) => (
                <tr key={order.orderNo} data-testid="my-order">
                  <td style={styles.td}>{formatDateTime(order.createdAt, false)}</td>
                  <td style={styles.td}>
                    <AppLink href={myOrderDetailPath(base, order.orderNo)}>{order.orderNo}</AppLink>
                  </td>
                  <td style={styles.td}>
                    {order.lineCount > 1
                      ? t('my.productMore', {
                          name: order.firstItemName,
                          count: order.lineCount - 1,
                        })
                      : order.firstItemName}
                  </td>
                  <td style={styles.num}>{won(order.total)}</td>
                  {cancels ? <td style={styles.num}>{won(order.refundedAmount)}</td> : null}
                  <td style={styles.td}>
                    <StatusBadge
                      status={order.status}
                      label={order.statusLabel}
                      labelEn={order.statusLabelEn}
                    />
                    {!cancels && order.refundedAmount > 0 ? (
                      <Text size="small" tone="muted">
                        {t('my.refunded')} {won(order.refundedAmount)}
                      </Text>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {orders.data ? (
        <Pages
          page={page}
          pageCount={orders.data.totalPage}
          onPageChange={setPage}
          label={t('common.pages')}
        />
      ) : null}
    </Stack>
  );
}

function MyOrder({ orderNo, base }: { orderNo: string; base: string }) {
  const { t } = useOrderText();
  const loaded = useLoad((signal) => getOrder(apiClient, { orderNo }, { signal }), orderNo);
  const [changed, setChanged] = useState<Awaited<ReturnType<typeof getOrder>> | null>(null);
  const order = changed ?? loaded.data;
  return (
    <Stack gap="large">
      <Heading level={1}>{t('detail.title')}</Heading>
      {loaded.error ? (
        <LoadFailure area="storeOrders" error={loaded.error} onRetry={loaded.reload} />
      ) : null}
      {loaded.loading && !order ? <ListSkeleton rows={4} area="storeOrders" /> : null}
      {order ? <OrderDetail order={order} onChanged={setChanged} /> : null}
      {order?.status === 'delivered' ? <OrderReviews order={order} /> : null}
      <AppLink href={`/my-activity/${base}`}>{t('detail.back')}</AppLink>
    </Stack>
  );
}

/** A coupon's value, minimum and period in the reader's language. */
export function CouponTerms({ coupon }: { coupon: CouponOffer | MemberCoupon }) {
  const { t, won, english } = useOrderText();
  const value =
    coupon.kind === 'percent'
      ? t('coupon.discountPercent', { value: coupon.value })
      : t('coupon.discountFixed', { value: won(coupon.value) });
  return (
    <Stack gap="xsmall">
      <Text weight="strong">{english && coupon.nameEn ? coupon.nameEn : coupon.name}</Text>
      <span style={styles.couponValue}>
        {value}
        {coupon.maxDiscount !== null
          ? ` (${t('coupon.maxDiscount', { max: won(coupon.maxDiscount) })})`
          : ''}
      </span>
      {coupon.minOrder > 0 ? (
        <Text size="small">{t('coupon.minOrder', { min: won(coupon.minOrder) })}</Text>
      ) : null}
      <Text size="small" tone="muted">
        {t('coupon.period', {
          from: formatDateTime(coupon.startsAt, false),
          to: formatDateTime(coupon.endsAt, false),
        })}
      </Text>
    </Stack>
  );
}

function MyCoupons() {
  const { t } = useOrderText();
  const coupons = useLoad((signal) => listMyCoupons(apiClient, { signal }), 'my-coupons');
  return (
    <Stack gap="large">
      <Heading level={1}>{t('my.couponsTitle')}</Heading>
      <Text tone="muted">{t('my.couponsLead')}</Text>
      {coupons.error ? (
        <LoadFailure area="storeOrders" error={coupons.error} onRetry={coupons.reload} />
      ) : null}
      {coupons.loading && !coupons.data ? <ListSkeleton rows={4} area="storeOrders" /> : null}
      {coupons.data && coupons.data.length === 0 ? (
        <EmptyState
          title={t('my.couponsEmpty')}
          description={t('my.couponsEmptyText')}
          action={<AppLink href="/coupon-offers">{t('my.couponsOffers')}</AppLink>}
        />
      ) : null}
      {coupons.data && coupons.data.length > 0 ? (
        <ul style={styles.list}>
          {coupons.data.map((coupon) => (
            <li key={coupon.memberCouponId} style={styles.couponCard} data-testid="my-coupon">
              <CouponTerms coupon={coupon} />
              <div>
                <Badge tone={coupon.usable ? 'positive' : 'neutral'}>
                  {coupon.usable ? t('my.usable') : coupon.usedAt ? t('my.used') : t('my.unusable')}
                </Badge>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <AppLink href="/coupon-offers">{t('my.couponsOffers')}</AppLink>
    </Stack>
  );
}

function MyPoints() {
  const { t, won } = useOrderText();
  const [page, setPage] = useState(1);
  const points = useLoad(
    (signal) => getPointHistory(apiClient, { page, size: PAGE_SIZE }, { signal }),
    `points-${page}`,
  );
  return (
    <Stack gap="large">
      <Heading level={1}>{t('my.pointsTitle')}</Heading>
      <Text tone="muted">{t('my.pointsLead')}</Text>
      {points.error ? (
        <LoadFailure area="storeOrders" error={points.error} onRetry={points.reload} />
      ) : null}
      {points.loading && !points.data ? <ListSkeleton rows={4} area="storeOrders" /> : null}
      {points.data ? (
        <Alert tone="info" title={t('my.balance')}>
          <span data-testid="points-balance">{won(points.data.balance)}</span>
        </Alert>
      ) : null}
      {points.data && points.data.items.length === 0 ? (
        <Text tone="muted">{t('my.pointsEmpty')}</Text>
      ) : null}
      {points.data && points.data.items.length > 0 ? (
        <div style={styles.tableScroll}>
          <table style={styles.table}>
            <thead>
              <tr>
                <th style={styles.th}>{t('my.date')}</th>
                <th style={styles.th}>{t('my.reason')}</th>
                <th style={styles.th}>{t('my.orderNo')}</th>
                <th style={{ ...styles.th, textAlign: 'right' }}>{t('my.delta')}</th>
              </tr>
            </thead>
            <tbody>
              {points.data.items.map((entry, index) => (
                <tr key={`${entry.createdAt}-${index}`}>
                  <td style={styles.td}>{formatDateTime(entry.createdAt)}</td>
                  <td style={styles.td}>{t(`my.reasons.${entry.reason}`)}</td>
                  <td style={styles.td}>{entry.orderNo ?? ''}</td>
                  <td style={{ ...styles.num, ...(entry.delta >= 0 ? styles.plus : styles.minus) }}>
                    {entry.delta > 0 ? '+' : ''}
                    {entry.delta.toLocaleString('ko-KR')}P
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {points.data ? (
        <Pages
          page={page}
          pageCount={points.data.totalPage}
          onPageChange={setPage}
          label={t('common.pages')}
        />
      ) : null}
    </Stack>
  );
}

/**
 * The coupons on offer (`/coupon-offers`): a member takes one with "쿠폰 받기"; a visitor is
 * sent to sign in first and comes back here.
 */
export function CouponOffersList() {
  const { t } = useOrderText();
  const isMember = useIsMember();
  const offers = useLoad((signal) => listCouponOffers(apiClient, { signal }), `offers-${isMember}`);
  const [taken, setTaken] = useState<string | null>(null);
  const issue = useAction((couponId: string) => issueCoupon(apiClient, couponId));
  const take = async (couponId: string) => {
    const id = await issue.run(couponId);
    if (id) {
      setTaken(couponId);
      offers.reload();
    }
  };
  if (offers.error)
    return <LoadFailure area="storeOrders" error={offers.error} onRetry={offers.reload} />;
  if (!offers.data) return <ListSkeleton rows={4} area="storeOrders" />;
  if (offers.data.length === 0)
    return <EmptyState title={t('coupon.empty')} description={t('coupon.emptyText')} />;
  return (
    <Stack gap="medium">
      <Text>{t('coupon.lead')}</Text>
      {taken ? <Alert tone="positive">{t('coupon.downloadedNow')}</Alert> : null}
      <ActionFailure area="storeOrders" title={t('coupon.failed')} error={issue.error} />
      <ul style={styles.list}>
        {offers.data.map((offer) => (
          <li key={offer.couponId} style={styles.couponCard} data-testid="coupon-offer">
            <CouponTerms coupon={offer} />
            <div>
              {!isMember ? (
                <AppLink href={loginPathFor('/coupon-offers', '')}>
                  {t('coupon.loginToDownload')}
                </AppLink>
              ) : offer.issued ? (
                <Badge tone="positive">{t('coupon.downloaded')}</Badge>
              ) : (
                <Button
                  size="sm"
                  loading={issue.busy}
                  onClick={() => void take(offer.couponId)}
                  aria-label={`${t('coupon.download')}: ${offer.name}`}
                >
                  {t('coupon.download')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
