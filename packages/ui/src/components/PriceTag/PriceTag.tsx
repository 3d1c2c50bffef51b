import { visuallyHidden } from '../../a11y/visuallyHidden.css';
import { formatWon } from '../../format/digits';
import * as styles from './PriceTag.css';

export { formatWon };

export const priceTagSizes = ['medium', 'large'] as const;
export type PriceTagSize = (typeof priceTagSizes)[number];

export interface PriceTagMessages {
  /** An amount in won with separators already applied: '12,900' → '12,900원'. */
  amount: (formatted: string) => string;
  /** Read before the struck-through list price (a strike line alone is not announced). */
  listPrice: string;
  /** Read before the selling price when a list price is shown. */
  salePrice: string;
  discount: (rate: number) => string;
  /** '개당 1,290원': unit name and the amount already formatted by `amount`. */
  perUnit: (unit: string, amount: string) => string;
  regularDelivery: string;
}

export const priceTagMessagesKo: PriceTagMessages = {
  amount: (formatted) => `${formatted}원`,
  listPrice: '정가',
  salePrice: '판매가',
  discount: (rate) => `${rate}% 할인`,
  perUnit: (unit, amount) => `${unit}당 ${amount}`,
  regularDelivery: '정기배송가',
};

export const priceTagMessagesEn: PriceTagMessages = {
  amount: (formatted) => `₩${formatted}`,
  listPrice: 'List price',
  salePrice: 'Sale price',
  discount: (rate) => `${rate}% off`,
  perUnit: (unit, amount) => `${amount} per ${unit}`,
  regularDelivery: 'Regular delivery',
};

/**
 * Discount from list to selling price in whole percent, rounded down so a shop never claims more
 * than it gives; null when there is no discount.
 */
export function discountRate(listPrice: number, price: number): number | null {
  if (!(listPrice > 0) || !(price >= 0) || price >= listPrice) return null;
  const rate = Math.floor(((listPrice - price) / listPrice) * 100);
  return rate > 0 ? rate : null;
}

export interface PriceTagProps {
  /** Selling price in won. */
  price: number;
  /** 정가: struck through with the discount rate when higher than `price`. */
  listPrice?: number;
  /** Price of one unit, e.g. `{ unit: '개', price: 129 }` for a box of 100. */
  unitPrice?: { unit: string; price: number };
  /** Price for a regular-delivery subscription, shown with the delivery mark. */
  regularDeliveryPrice?: number;
  size?: PriceTagSize;
  messages?: Partial<PriceTagMessages>;
}

/** A product price in won: selling price, list price and discount, per-unit and regular-delivery prices. */
export function PriceTag({
  price,
  listPrice,
  unitPrice,
  regularDeliveryPrice,
  size = 'medium',
  messages,
}: PriceTagProps) {
  const text = { ...priceTagMessagesKo, ...messages };
  const won = (value: number) => text.amount(formatWon(value));
  const rate = listPrice === undefined ? null : discountRate(listPrice, price);
  return (
    <div className={styles.root}>
      {rate !== null && listPrice !== undefined ? (
        <p className={styles.listRow}>
          <span className={styles.rate}>{text.discount(rate)}</span>
          <span className={visuallyHidden}>{text.listPrice}</span>
          <del className={styles.listPrice}>{won(listPrice)}</del>
        </p>
      ) : null}
      <p className={styles.price({ size })}>
        {rate !== null ? <span className={visuallyHidden}>{text.salePrice}</span> : null}
        {won(price)}
      </p>
      {unitPrice ? (
        <p className={styles.unitPrice}>{text.perUnit(unitPrice.unit, won(unitPrice.price))}</p>
      ) : null}
      {regularDeliveryPrice !== undefined ? (
        <p className={styles.deliveryRow}>
          <span className={styles.deliveryMark}>{text.regularDelivery}</span>
          <span className={styles.deliveryPrice}>{won(regularDeliveryPrice)}</span>
        </p>
      ) : null}
    </div>
  );
}
