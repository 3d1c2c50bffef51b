import type { StoreConfig } from './config';
import type { CouponRow } from './schema';

/**
 * Money rules of the store, all in integer won and all on the server: the client's prices and
 * totals are never read. Pure functions, so the quote and the order share them exactly.
 */

/** Most units of one option on one order line. */
export const MAX_LINE_QUANTITY = 100_000;

export interface Tier {
  min_quantity: number;
  unit_price: number;
}

/** The unit price of the tier with the largest minimum not above `quantity`. */
export function unitPriceFor(tiers: readonly Tier[], quantity: number): number {
  let best: Tier | undefined;
  for (const tier of tiers)
    if (
      tier.min_quantity <= quantity &&
      (best === undefined || tier.min_quantity > best.min_quantity)
    )
      best = tier;
  if (best === undefined) throw new Error('no price tier applies');
  return best.unit_price;
}

/** Shipping: free for an empty order or from `freeShippingFrom` won of items, else the fee. */
export function shippingFeeFor(itemsTotal: number, config: StoreConfig): number {
  if (itemsTotal <= 0 || itemsTotal >= config.freeShippingFrom) return 0;
  return config.shippingFee;
}

/** A coupon's discount on an items total (0 below its minimum order); never above the total. */
export function couponDiscountFor(
  coupon: Pick<CouponRow, 'kind' | 'value' | 'max_discount' | 'min_order'>,
  itemsTotal: number,
): number {
  if (itemsTotal < coupon.min_order) return 0;
  let discount =
    coupon.kind === 'percent' ? Math.floor((itemsTotal * coupon.value) / 100) : coupon.value;
  if (coupon.max_discount !== null) discount = Math.min(discount, coupon.max_discount);
  return Math.max(0, Math.min(discount, itemsTotal));
}

export interface Totals {
  itemsTotal: number;
  shippingFee: number;
  couponDiscount: number;
  pointsUsed: number;
  total: number;
}

/** Items + shipping − coupon − points, the points limited by what is left to pay. */
export function totalsFor(
  itemsTotal: number,
  config: StoreConfig,
  coupon: Pick<CouponRow, 'kind' | 'value' | 'max_discount' | 'min_order'> | null,
  points: number,
): Totals {
  const shippingFee = shippingFeeFor(itemsTotal, config);
  const couponDiscount = coupon === null ? 0 : couponDiscountFor(coupon, itemsTotal);
  const beforePoints = itemsTotal + shippingFee - couponDiscount;
  const pointsUsed = Math.max(0, Math.min(points, beforePoints));
  return {
    itemsTotal,
    shippingFee,
    couponDiscount,
    pointsUsed,
    total: beforePoints - pointsUsed,
  };
}

/** Points earned when an order is delivered: per mille of the items actually paid for. */
export function pointsEarnedFor(totals: Totals, config: StoreConfig): number {
  const paidItems = Math.max(0, totals.itemsTotal - totals.couponDiscount - totals.pointsUsed);
  return Math.floor((paidItems * config.pointsPermille) / 1000);
}
