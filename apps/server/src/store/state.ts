import { StoreError } from './errors';

/**
 * The order state machine, as one table: for each action, the statuses it
 * may start from and the status it leads to. Nothing changes an order's status but
 * `nextStatus`, so a refused transition is refused everywhere.
 *
 *   ordered ─pay→ paid ─prepare→ preparing ─ship→ shipped ─deliver→ delivered
 *   ordered/paid/preparing ─cancel→ cancelled        ordered ─expire→ expired
 *   shipped/delivered ─refund→ refunded              partial_cancel keeps the status
 */
export const ORDER_STATUSES = [
  'ordered',
  'paid',
  'preparing',
  'shipped',
  'delivered',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_ACTIONS = [
  'pay',
  'prepare',
  'ship',
  'deliver',
  'cancel',
  'partial_cancel',
  'expire',
  'refund',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const TRANSITIONS: Readonly<
  Record<OrderAction, Readonly<Partial<Record<OrderStatus, OrderStatus>>>>
> = {
  pay: { ordered: 'paid' },
  prepare: { paid: 'preparing' },
  ship: { preparing: 'shipped' },
  deliver: { shipped: 'delivered' },
  cancel: { ordered: 'cancelled', paid: 'cancelled', preparing: 'cancelled' },
  partial_cancel: { ordered: 'ordered', paid: 'paid', preparing: 'preparing' },
  expire: { ordered: 'expired' },
  refund: { shipped: 'refunded', delivered: 'refunded' },
};

/** What the buyer may do themselves (before preparing starts); the rest is the shop's. */
export const CUSTOMER_ACTIONS: Readonly<Partial<Record<OrderAction, readonly OrderStatus[]>>> = {
  cancel: ['ordered', 'paid'],
  partial_cancel: ['ordered', 'paid'],
};

/** Status names a person reads. */
export const STATUS_LABELS: Record<OrderStatus, [string, string]> = {
  ordered: ['주문접수', 'Ordered'],
  paid: ['결제완료', 'Paid'],
  preparing: ['상품준비중', 'Preparing'],
  shipped: ['배송중', 'Shipped'],
  delivered: ['배송완료', 'Delivered'],
  cancelled: ['주문취소', 'Cancelled'],
  expired: ['입금기한만료', 'Expired'],
  refunded: ['환불완료', 'Refunded'],
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The status `action` leads to from `from`, or TRANSITION_NOT_ALLOWED (409). */
export function nextStatus(
  from: string,
  action: OrderAction,
  by: 'customer' | 'shop',
): OrderStatus {
  const to = isOrderStatus(from) ? TRANSITIONS[action][from] : undefined;
  const customerMay = CUSTOMER_ACTIONS[action]?.includes(from as OrderStatus) ?? false;
  if (to === undefined || (by === 'customer' && !customerMay))
    throw new StoreError('TRANSITION_NOT_ALLOWED', { from, action });
  return to;
}
