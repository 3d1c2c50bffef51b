export {
  ProductCard,
  productImageRatios,
  productCardMessagesKo,
  productCardMessagesEn,
} from './ProductCard';
export type {
  ProductCardProps,
  ProductCardMessages,
  ProductBadge,
  ProductImageRatio,
} from './ProductCard';
