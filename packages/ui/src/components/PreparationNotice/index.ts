export {
  PreparationNotice,
  preparationNoticeTextKo,
  preparationNoticeTextEn,
} from './PreparationNotice';
export type {
  PreparationNoticeProps,
  PreparationNoticeText,
  PreparationNoticeLinkProps,
} from './PreparationNotice';
