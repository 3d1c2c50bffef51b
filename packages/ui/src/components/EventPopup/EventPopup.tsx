import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from '../Button';
import * as dialogStyles from '../Dialog/Dialog.css';
import * as styles from './EventPopup.css';

/** How the person closed the popup; the app decides what to remember for each. */
export const eventPopupChoices = ['today', 'never', 'close'] as const;
export type EventPopupChoice = (typeof eventPopupChoices)[number];

export interface EventPopupMessages {
  hideToday: string;
  hideForever: string;
  close: string;
}

export const eventPopupMessagesKo: EventPopupMessages = {
  hideToday: '오늘 하루 보지 않기',
  hideForever: '다시 보지 않기',
  close: '닫기',
};

export const eventPopupMessagesEn: EventPopupMessages = {
  hideToday: "Don't show today",
  hideForever: "Don't show again",
  close: 'Close',
};

export interface EventPopupProps {
  open: boolean;
  /**
   * 'today' (오늘 하루 보지 않기), 'never' (다시 보지 않기) or 'close' (닫기, Escape). Storing the
   * choice and closing (`open={false}`) are the app's job.
   */
  onDismiss: (choice: EventPopupChoice) => void;
  title: string;
  imageSrc: string;
  /** What the image says: event popups are often all text in a picture. */
  imageAlt: string;
  /** Where the image leads (the event page). */
  href?: string;
  description?: ReactNode;
  messages?: Partial<EventPopupMessages>;
}

/**
 * The main page's event popup (main_popup): a modal with an image, a title and the two hide
 * options. It is the browser's own modal `<dialog>` (top layer, the page behind inert, Escape)
 * rather than the kit's Radix Dialog: the popup opens on the main page, and the dialog library
 * would be a sixth of that page's JavaScript.
 */
export function EventPopup(props: EventPopupProps) {
  return props.open ? <OpenEventPopup {...props} /> : null;
}

function OpenEventPopup({
  onDismiss,
  title,
  imageSrc,
  imageAlt,
  href,
  description,
  messages,
}: EventPopupProps) {
  const text = { ...eventPopupMessagesKo, ...messages };
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const returnFocusTo = document.activeElement;
    // A browser without modal dialogs still shows it, in the page's flow.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // The first choice, not the image link, takes the focus (as the kit's dialogs do).
    dialog.querySelector('button')?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      if (
        returnFocusTo instanceof HTMLElement &&
        returnFocusTo !== document.body &&
        returnFocusTo.isConnected
      )
        returnFocusTo.focus();
    };
  }, []);

  const image = <img className={styles.image} src={imageSrc} alt={imageAlt} />;
  return (
    <dialog
      ref={dialogRef}
      className={`${dialogStyles.content({ size: 'small' })} ${styles.dialog}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape (and other close requests): the app closes it by `open`, so the browser does not.
      onCancel={(event) => {
        event.preventDefault();
        onDismiss('close');
      }}
      onKeyDown={(event) => {
        // Handled here too, so a browser without the cancel event still closes on Escape; the
        // default is prevented so a browser with it does not report the same key twice.
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onDismiss('close');
      }}
    >
      <h2 id={titleId} className={dialogStyles.title}>
        {title}
      </h2>
      {href ? (
        <a className={styles.imageLink} href={href}>
          {image}
        </a>
      ) : (
        image
      )}
      {description ? (
        <p id={descriptionId} className={`${dialogStyles.description} ${styles.description}`}>
          {description}
        </p>
      ) : null}
      <div className={styles.footer}>
        <div className={styles.hideOptions}>
          <Button variant="ghost" size="sm" onClick={() => onDismiss('today')}>
            {text.hideToday}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onDismiss('never')}>
            {text.hideForever}
          </Button>
        </div>
        <Button variant="secondary" size="sm" onClick={() => onDismiss('close')}>
          {text.close}
        </Button>
      </div>
    </dialog>
  );
}
