import { useEffect } from 'react';

/** Marks elements that stay reachable while a modal is open: scrims and live regions (toasts). */
export const keepOutsideReachable = 'data-keep-reachable';

/**
 * While `element` is mounted, makes everything outside it `inert`: out of the Tab order and of the
 * accessibility tree. Radix already traps focus and sets aria-hidden, but aria-hidden on a focusable
 * trigger is an axe violation (aria-hidden-focus) and still lets a pointer or a screen reader's
 * virtual cursor reach the page; inert is what the APG modal pattern asks for.
 */
export function useInertOutside(element: HTMLElement | null): void {
  useEffect(() => {
    if (!element) return;
    const changed: Element[] = [];
    let node: Element = element;
    while (node.parentElement && node !== document.body) {
      for (const sibling of Array.from(node.parentElement.children)) {
        if (sibling === node || sibling.hasAttribute('inert')) continue;
        if (sibling.matches(`script, style, [aria-live], [${keepOutsideReachable}]`)) continue;
        sibling.setAttribute('inert', '');
        changed.push(sibling);
      }
      node = node.parentElement;
    }
    return () => changed.forEach((sibling) => sibling.removeAttribute('inert'));
  }, [element]);
}
