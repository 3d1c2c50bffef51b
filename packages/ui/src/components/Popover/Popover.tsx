import { useId } from 'react';
import type { ComponentProps } from 'react';
import * as RadixPopover from '@radix-ui/react-popover';
import { CloseIcon } from '../IconButton/icons';
import { floatingCollisionPadding, floatingGap } from '../../overlay/offsets';
import { closeButton } from '../../overlay/overlay.css';
import { usePortalContainer } from '../../overlay/PortalContainer';
import * as styles from './Popover.css';

export const popoverSides = ['top', 'right', 'bottom', 'left'] as const;
export type PopoverSide = (typeof popoverSides)[number];

/** Holds the open state (`open`/`onOpenChange`, or uncontrolled). */
export const PopoverRoot = RadixPopover.Root;
/** Toggles the popover; use `asChild` with a Button. Focus returns here on close. */
export const PopoverTrigger = RadixPopover.Trigger;
/** Positions the popover against another element than the trigger. */
export const PopoverAnchor = RadixPopover.Anchor;
export const PopoverClose = RadixPopover.Close;

export interface PopoverContentProps extends ComponentProps<typeof RadixPopover.Content> {
  /** Heading that names the popover (role=dialog); without it pass `aria-label`. */
  title?: string;
  side?: PopoverSide;
  /** Accessible name of the × button; the button is left out when this is null. */
  closeLabel?: string | null;
}

/**
 * A non-modal panel beside its trigger for help text or a few controls. Focus moves in on open;
 * Escape or a click outside closes it and focus returns to the trigger.
 */
export function PopoverContent({
  title,
  side = 'bottom',
  closeLabel = '닫기',
  className,
  children,
  ...rest
}: PopoverContentProps) {
  const container = usePortalContainer();
  const titleId = useId();
  return (
    <RadixPopover.Portal container={container}>
      <RadixPopover.Content
        side={side}
        sideOffset={floatingGap}
        collisionPadding={floatingCollisionPadding}
        className={[styles.content, className].filter(Boolean).join(' ')}
        aria-labelledby={title ? titleId : undefined}
        {...rest}
      >
        {title || closeLabel !== null ? (
          <div className={styles.header}>
            {title ? (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            ) : (
              <span />
            )}
            {closeLabel !== null ? (
              <RadixPopover.Close className={closeButton} aria-label={closeLabel}>
                <CloseIcon />
              </RadixPopover.Close>
            ) : null}
          </div>
        ) : null}
        {children}
      </RadixPopover.Content>
    </RadixPopover.Portal>
  );
}
