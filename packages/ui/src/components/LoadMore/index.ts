export { LoadMore, loadMoreMessagesKo, loadMoreMessagesEn } from './LoadMore';
export type { LoadMoreProps, LoadMoreMessages } from './LoadMore';
