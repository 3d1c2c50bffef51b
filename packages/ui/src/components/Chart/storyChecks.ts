/** Play-function steps every chart story shares: the table alternative and export, by keyboard. */
import { expect, userEvent, waitFor } from 'storybook/test';
import type { within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/** Tabs to "표로 보기", opens it with Enter and returns the table that appears. */
export async function openTableByKeyboard(canvas: Canvas, showLabel = '표로 보기') {
  const toggle = canvas.getByRole('button', { name: showLabel });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(canvas.queryByRole('table')).toBeNull();
  while (document.activeElement !== toggle) await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const table = canvas.getByRole('table');
  await expect(table).toBeVisible();
  return table;
}

/** Saves SVG with Enter and PNG with Space, and checks the files handed to `onExport`. */
export async function exportByKeyboard(
  canvas: Canvas,
  onExport: (...args: never[]) => unknown,
  labels = { svg: 'SVG로 저장', png: 'PNG로 저장' },
) {
  const svgButton = canvas.getByRole('button', { name: labels.svg });
  const pngButton = canvas.getByRole('button', { name: labels.png });
  while (document.activeElement !== svgButton) await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(onExport).toHaveBeenCalledTimes(1), { timeout: 5_000 });
  await userEvent.tab();
  await expect(pngButton).toHaveFocus();
  await userEvent.keyboard(' ');
  // Drawing to a canvas and encoding a PNG can take a while on a busy machine.
  await waitFor(() => expect(onExport).toHaveBeenCalledTimes(2), { timeout: 10_000 });
  const calls = (onExport as unknown as { mock: { calls: [string, Blob][] } }).mock.calls;
  const [svgCall, pngCall] = calls;
  await expect(svgCall?.[0]).toBe('svg');
  await expect(svgCall?.[1].type).toBe('image/svg+xml');
  await expect(await svgCall?.[1].text()).toContain('<svg');
  await expect(pngCall?.[0]).toBe('png');
  await expect(pngCall?.[1].type).toBe('image/png');
  await expect(pngCall?.[1].size).toBeGreaterThan(1000);
}

/** Hangul syllables and jamo. */
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

/**
 * For a chart with `locale="en"` and English data: opens the table by keyboard with the English
 * default label, checks the other default button names, and that no text of the story (title,
 * description, axes, legend, table) is Korean.
 */
export async function expectEnglishOnly(canvas: Canvas, canvasElement: HTMLElement) {
  const table = await openTableByKeyboard(canvas, 'Show as table');
  await expect(canvas.getByRole('button', { name: 'Hide table' })).toHaveFocus();
  await expect(canvas.getByRole('button', { name: 'Save as SVG' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Save as PNG' })).toBeVisible();
  await expect(canvasElement.textContent ?? '').not.toMatch(HANGUL);
  return table;
}
