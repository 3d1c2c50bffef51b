export {
  AttachmentPicker,
  attachmentPickerMessagesEn,
  attachmentPickerMessagesKo,
} from './AttachmentPicker';
export type { AttachmentPickerMessages, AttachmentPickerProps } from './AttachmentPicker';
