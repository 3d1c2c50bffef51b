/**
 * The store's order area as one lazy module for App.tsx: order sheet,
 * non-member consent, order complete, card payment failure, guest order look-up, the member's
 * order sections of my activity and the coupon offers list.
 */
export { OrderSheetPage } from './OrderSheetPage';
export {
  InicisFeedbackPage,
  OrderAgreeNoMemberPage,
  OrderCompletePage,
  OrderLookupPage,
  ORDER_LOOKUP_PATH,
} from './OrderFlowPages';
export { CouponOffersList, OrderSection, ORDER_SECTIONS } from './MyOrderSections';
// The member's product reviews.
export { MyReviewsSection } from './MyReviewsSection';
