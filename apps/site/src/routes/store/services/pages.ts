/** The store-services screens, one lazy chunk for App.tsx. */
export { EstimatePage } from './EstimatePage';
export {
  OrderCompleteFromOrdermadePage,
  OrderFromOrdermadePage,
  SubsCompleteFromOrdermadePage,
  SubsFromOrdermadePage,
} from './FromOrdermadePages';
export { OrdermadeCompletePage, OrdermadeDetailPage, OrdermadePage } from './OrdermadePage';
export { SubscriptionCompletePage } from './SubscriptionCompletePage';
export { SubscriptionPage, SubscriptionStartPage } from './SubscriptionPage';
export { QuotationHistorySection } from './QuotationHistorySection';
export { SubsShippingSection } from './SubsShippingSection';
