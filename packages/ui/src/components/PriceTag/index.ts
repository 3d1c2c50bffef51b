export {
  PriceTag,
  formatWon,
  discountRate,
  priceTagSizes,
  priceTagMessagesKo,
  priceTagMessagesEn,
} from './PriceTag';
export type { PriceTagProps, PriceTagMessages, PriceTagSize } from './PriceTag';
