export { TopBanner } from './TopBanner';
export type { TopBannerProps } from './TopBanner';
