export {
  Editor,
  editorTools,
  editorMessagesKo,
  editorMessagesEn,
  editorTextLength,
  normaliseLinkUrl,
} from './Editor';
export type { EditorProps, EditorMessages, EditorTool } from './Editor';
