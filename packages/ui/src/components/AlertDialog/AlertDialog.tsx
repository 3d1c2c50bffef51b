import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import {
  DialogActions,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogRoot,
  DialogTitle,
  DialogTrigger,
} from '../Dialog';
import * as styles from './AlertDialog.css';

export const alertDialogTones = ['primary', 'danger'] as const;
export type AlertDialogTone = (typeof alertDialogTones)[number];

export interface AlertDialogProps {
  title: string;
  /** What happens if the person confirms; read out with the title. */
  description: ReactNode;
  onConfirm: () => void;
  /** Called on 취소, on Escape, never on a click outside (an alert dialog needs an answer). */
  onCancel?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for actions that cannot be undone (delete, leave without saving). */
  tone?: AlertDialogTone;
  /** Element that opens it (a Button); omit and control `open` instead. */
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * Confirm or cancel, as role="alertdialog" on Radix Dialog. Focus starts on 취소 so Enter
 * never confirms a destructive action by accident.
 */
export function AlertDialog({
  title,
  description,
  onConfirm,
  onCancel,
  confirmLabel = '확인',
  cancelLabel = '취소',
  tone = 'primary',
  trigger,
  open,
  defaultOpen,
  onOpenChange,
}: AlertDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmed = useRef(false);
  return (
    <DialogRoot
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(next) => {
        // Every way of closing other than 확인 (취소, Escape) counts as cancelling.
        if (!next && !confirmed.current) onCancel?.();
        confirmed.current = false;
        onOpenChange?.(next);
      }}
    >
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        role="alertdialog"
        size="small"
        showCloseButton={false}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancelRef.current?.focus();
        }}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription asChild>
          <div className={styles.body}>{description}</div>
        </DialogDescription>
        <DialogActions>
          <DialogClose asChild ref={cancelRef}>
            <Button variant="secondary">{cancelLabel}</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button
              variant={tone === 'danger' ? 'danger' : 'primary'}
              onClick={() => {
                confirmed.current = true;
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </DialogClose>
        </DialogActions>
      </DialogContent>
    </DialogRoot>
  );
}
