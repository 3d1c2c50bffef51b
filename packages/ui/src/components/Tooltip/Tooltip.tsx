import type { ComponentProps } from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { floatingCollisionPadding, floatingGap } from '../../overlay/offsets';
import { usePortalContainer } from '../../overlay/PortalContainer';
import * as styles from './Tooltip.css';

export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const;
export type TooltipSide = (typeof tooltipSides)[number];

/** Optional app-wide provider: moving from one tooltip to the next skips the delay. */
export const TooltipProvider = RadixTooltip.Provider;
/** The element described; use `asChild` with a focusable element (Button, icon button, link). */
export const TooltipTrigger = RadixTooltip.Trigger;

export interface TooltipRootProps extends ComponentProps<typeof RadixTooltip.Root> {
  /** Milliseconds of hover before it opens; keyboard focus opens it at once. */
  delayDuration?: number;
}

/** One tooltip; brings its own provider so it also works outside a TooltipProvider. */
export function TooltipRoot({ delayDuration = 300, ...rest }: TooltipRootProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root {...rest} />
    </RadixTooltip.Provider>
  );
}

export interface TooltipContentProps extends ComponentProps<typeof RadixTooltip.Content> {
  side?: TooltipSide;
}

/**
 * A short text label shown on hover and on keyboard focus, read as the trigger's description;
 * Escape hides it. Text only: anything a person must act on belongs in a Popover.
 */
export function TooltipContent({
  side = 'top',
  className,
  children,
  ...rest
}: TooltipContentProps) {
  const container = usePortalContainer();
  return (
    <RadixTooltip.Portal container={container}>
      <RadixTooltip.Content
        side={side}
        // Arrow and all: clear of the trigger's focus ring.
        sideOffset={floatingGap * 1.5}
        collisionPadding={floatingCollisionPadding}
        className={[styles.content, className].filter(Boolean).join(' ')}
        {...rest}
      >
        {children}
        <RadixTooltip.Arrow className={styles.arrow} />
      </RadixTooltip.Content>
    </RadixTooltip.Portal>
  );
}
