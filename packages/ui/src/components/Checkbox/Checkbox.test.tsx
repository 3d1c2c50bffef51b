import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox on a prerendered page', () => {
  it('shows the client’s choice after hydration, not the unticked box of the page’s HTML', async () => {
    const box = (checked: boolean) => (
      <Checkbox id="remember" label="저장" checked={checked} onCheckedChange={() => {}} />
    );
    const container = document.createElement('div');
    // The prerendered HTML knows nothing the browser saved: the box is unticked there.
    container.innerHTML = renderToString(box(false));
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, box(true), { onRecoverableError: () => {} });
    });
    expect(container.querySelector<HTMLInputElement>('#remember')?.checked).toBe(true);
    container.remove();
  });
});
