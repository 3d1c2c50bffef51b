export {
  Editor,
  editorTools,
  editorMessagesKo,
  editorMessagesEn,
  editorTextLength,
  normaliseLinkUrl,
  isAllowedImageSrc,
  DEFAULT_IMAGE_SRC_PREFIX,
} from './Editor';
export type { EditorProps, EditorMessages, EditorTool } from './Editor';
