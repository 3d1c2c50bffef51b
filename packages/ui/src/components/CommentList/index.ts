export { CommentList, commentListMessagesKo, commentListMessagesEn } from './CommentList';
export type { CommentListProps, CommentItem, CommentListMessages } from './CommentList';
