import * as RadixDialog from '@radix-ui/react-dialog';
import { useCallback, useRef, useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { CloseIcon } from '../IconButton/icons';
import { closeButton } from '../../overlay/overlay.css';
import { usePortalContainer } from '../../overlay/PortalContainer';
import { keepOutsideReachable, useInertOutside } from '../../overlay/useInertOutside';
import * as styles from './Dialog.css';

export const dialogSizes = ['small', 'medium', 'large'] as const;
export type DialogSize = (typeof dialogSizes)[number];

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** Holds the open state (controlled with `open`/`onOpenChange`, or uncontrolled). */
export const DialogRoot = RadixDialog.Root;
/** Opens the dialog; use `asChild` with a Button. Focus returns here when the dialog closes. */
export const DialogTrigger = RadixDialog.Trigger;
/** Closes the dialog; use `asChild` with a Button for 취소 / 확인 actions. */
export const DialogClose = RadixDialog.Close;

export interface DialogContentProps extends ComponentProps<typeof RadixDialog.Content> {
  size?: DialogSize;
  /** Accessible name of the × button (Korean default). */
  closeLabel?: string;
  /** Without ×, the dialog must offer its own DialogClose; Escape always closes. */
  showCloseButton?: boolean;
}

/** Scrim, focus trap and the centred panel, portalled out of the page. */
export function DialogContent({
  size = 'medium',
  closeLabel = '닫기',
  showCloseButton = true,
  className,
  children,
  ref,
  onCloseAutoFocus,
  ...rest
}: DialogContentProps) {
  const container = usePortalContainer();
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  useInertOutside(panel);
  const returnFocusTo = useRef<Element | null>(null);
  const panelRef = useCallback(
    (node: HTMLDivElement | null) => {
      // Attached before Radix moves focus in: remember where focus was.
      if (node) returnFocusTo.current = document.activeElement;
      setPanel(node);
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  return (
    <RadixDialog.Portal container={container}>
      <RadixDialog.Overlay className={styles.overlay} {...{ [keepOutsideReachable]: '' }} />
      <RadixDialog.Content
        ref={panelRef}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          // Radix returns focus to its Trigger; a dialog opened without one (an event popup on page
          // load, a controlled dialog) would drop focus on <body>. Go back to where focus was.
          const target = returnFocusTo.current;
          if (target instanceof HTMLElement && target !== document.body && target.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
        className={cx(
          styles.content({ size }),
          showCloseButton && styles.withCloseButton,
          className,
        )}
        {...rest}
      >
        {children}
        {/* Last in the DOM so the first Tab stop is the dialog's own content. */}
        {showCloseButton ? (
          <span className={styles.closeSlot}>
            <RadixDialog.Close className={closeButton} aria-label={closeLabel}>
              <CloseIcon />
            </RadixDialog.Close>
          </span>
        ) : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** Names the dialog (required by Radix and by screen readers). */
export function DialogTitle({ className, ...rest }: ComponentProps<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={cx(styles.title, className)} {...rest} />;
}

export function DialogDescription({
  className,
  ...rest
}: ComponentProps<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={cx(styles.description, className)} {...rest} />;
}

/** Button row at the foot of the dialog: cancel first, the main action last (on the right). */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
