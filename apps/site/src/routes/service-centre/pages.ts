/** The service-centre pages, one chunk loaded by App.tsx (the notice list,
 * a prerendered page, has its own). */
export { CustomerServicePage } from './CustomerServicePage';
export { EstimateQnaPage } from './EstimateQnaPage';
export { FaqPage } from './FaqPage';
export { NoticeDetailPage } from './NoticeDetailPage';
export { QnaDetailPage } from './QnaDetailPage';
export { QnaPage } from './QnaPage';
export { ServiceCenterPage } from './ServiceCenterPage';
export { StandalonePage } from './StandalonePage';
