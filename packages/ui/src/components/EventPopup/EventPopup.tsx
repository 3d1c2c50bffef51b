import type { ReactNode } from 'react';
import { Button } from '../Button';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '../Dialog';
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

/** The main page's event popup (main_popup): a modal with an image, a title and the two hide options. */
export function EventPopup({
  open,
  onDismiss,
  title,
  imageSrc,
  imageAlt,
  href,
  description,
  messages,
}: EventPopupProps) {
  const text = { ...eventPopupMessagesKo, ...messages };
  const image = <img className={styles.image} src={imageSrc} alt={imageAlt} />;
  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss('close');
      }}
    >
      <DialogContent
        size="small"
        showCloseButton={false}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <DialogTitle>{title}</DialogTitle>
        {href ? (
          <a className={styles.imageLink} href={href}>
            {image}
          </a>
        ) : (
          image
        )}
        {description ? (
          <DialogDescription className={styles.description}>{description}</DialogDescription>
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
      </DialogContent>
    </DialogRoot>
  );
}
