export {
  FileDrop,
  checkFile,
  formatBytes,
  fileDropMessagesKo,
  fileDropMessagesEn,
} from './FileDrop';
export type { FileDropProps, FileDropMessages } from './FileDrop';
