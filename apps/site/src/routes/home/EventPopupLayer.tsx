import { startTransition, useEffect, useState } from 'react';
import { EventPopup, type EventPopupChoice } from '@tonggye/ui';
import type { EventPopupItem } from '@tonggye/api';
import { useContentText } from '../company/parts';
import { isPopupHidden, rememberPopupChoice } from './popupMemory';

/**
 * The `main_popup` slot: the event popups in their period, one at a time, in the server's
 * order, skipping those the visitor hid ("don't show again today" lasts until local midnight
 * and survives a reload; "don't show again" for good). Loaded only when there is a popup.
 */
export function EventPopupLayer({ popups }: { popups: readonly EventPopupItem[] }) {
  const { t } = useContentText();
  const [closed, setClosed] = useState<readonly string[]>([]);
  const [hidden] = useState(() =>
    popups.filter((popup) => isPopupHidden(localStorage, popup.id, new Date())).map((p) => p.id),
  );
  const current = popups.find((popup) => !hidden.includes(popup.id) && !closed.includes(popup.id));
  // The picture is fetched before the popup opens, so the dialog never grows under the reader.
  const [readyImage, setReadyImage] = useState<string | null>(null);
  const imageUrl = current?.imageUrl ?? null;
  useEffect(() => {
    if (imageUrl === null) return;
    let live = true;
    const image = new Image();
    // The dialog renders in a transition: in short slices, not in one long task.
    const ready = () => {
      if (live) startTransition(() => setReadyImage(imageUrl));
    };
    image.onload = ready;
    image.onerror = ready;
    image.src = imageUrl;
    return () => {
      live = false;
    };
  }, [imageUrl]);
  if (!current || readyImage !== current.imageUrl) return null;
  const dismiss = (choice: EventPopupChoice) => {
    rememberPopupChoice(localStorage, current.id, choice, new Date());
    setClosed((ids) => [...ids, current.id]);
  };
  return (
    <EventPopup
      key={current.id}
      open
      onDismiss={dismiss}
      title={current.title}
      imageSrc={current.imageUrl}
      imageAlt={current.title}
      href={current.linkUrl ?? undefined}
      messages={{
        hideToday: t('home.popup.hideToday'),
        hideForever: t('home.popup.hideForever'),
        close: t('home.popup.close'),
      }}
    />
  );
}
