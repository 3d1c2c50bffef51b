import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

const PortalContainerContext = createContext<HTMLElement | null>(null);

export interface PortalContainerProviderProps {
  /** Element that dialogs, popovers, tooltips and toasts portal into; null means document.body. */
  container: HTMLElement | null;
  children: ReactNode;
}

/**
 * Where overlays render. The site leaves it alone (document.body); Storybook points it at a box
 * inside the story so the screenshot and axe see the open overlay.
 */
export function PortalContainerProvider({ container, children }: PortalContainerProviderProps) {
  return (
    <PortalContainerContext.Provider value={container}>{children}</PortalContainerContext.Provider>
  );
}

/** The portal target for overlays, or undefined for Radix's default (document.body). */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}
