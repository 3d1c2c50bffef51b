export { PostList, pinNotices, postListMessagesKo, postListMessagesEn } from './PostList';
export type { PostListProps, PostListItem, PostListMessages } from './PostList';
