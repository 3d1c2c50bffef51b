export {
  Pagination,
  paginationItems,
  paginationMessagesKo,
  paginationMessagesEn,
} from './Pagination';
export type { PaginationProps, PaginationMessages, PaginationItem } from './Pagination';
