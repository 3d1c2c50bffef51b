import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { PortalContainerProvider } from '../packages/ui/src/overlay/PortalContainer';

/** `parameters: { overlayCanvas: { minHeight: '480px' } }` on stories that open an overlay. */
export interface OverlayCanvasParameters {
  overlayCanvas?: { minHeight?: string };
}

function OverlayCanvas({ minHeight, children }: { minHeight: string; children: ReactNode }) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  return (
    <div
      data-overlay-canvas=""
      style={{ position: 'relative', minHeight, transform: 'translateZ(0)' }}
    >
      {/* The story mounts once the host exists, so an overlay open from the start never moves. */}
      {host ? <PortalContainerProvider container={host}>{children}</PortalContainerProvider> : null}
      <div ref={setHost} data-overlay-host="" />
    </div>
  );
}

/**
 * Overlays portal to document.body, outside the canvas element that visualRegression.ts
 * screenshots and axe scans. This decorator gives the story a tall box and portals into it; the
 * box's transform makes it the containing block of `position: fixed`, so a scrim covers the box
 * and a centred dialog is centred in it, inside the screenshot.
 */
export const withOverlayCanvas: Decorator = (Story, { parameters }) => {
  const options = (parameters as OverlayCanvasParameters).overlayCanvas;
  if (!options) return <Story />;
  return (
    <OverlayCanvas minHeight={options.minHeight ?? '480px'}>
      <Story />
    </OverlayCanvas>
  );
};
