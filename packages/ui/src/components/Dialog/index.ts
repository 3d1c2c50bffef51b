export {
  DialogRoot,
  DialogTrigger,
  DialogClose,
  DialogContent,
  DialogTitle,
  DialogDescription,
  DialogActions,
  dialogSizes,
  // Short names for `import * as Dialog from '…/Dialog'`: <Dialog.Root>, <Dialog.Content>.
  DialogRoot as Root,
  DialogTrigger as Trigger,
  DialogClose as Close,
  DialogContent as Content,
  DialogTitle as Title,
  DialogDescription as Description,
  DialogActions as Actions,
} from './Dialog';
export type { DialogContentProps, DialogSize } from './Dialog';
