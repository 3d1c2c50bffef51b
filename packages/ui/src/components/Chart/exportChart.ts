/** Saving a rendered chart as an SVG or PNG file, with its theme colours baked in. */

export const chartExportFormats = ['svg', 'png'] as const;
export type ChartExportFormat = (typeof chartExportFormats)[number];

// Presentation properties that come from the theme's CSS; inlined so the file looks the same
// outside the page (no stylesheet, no CSS variables). Only on the elements that draw.
const SHAPE_PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-opacity',
  'opacity',
] as const;
const TEXT_PROPERTIES = [
  'fill',
  'opacity',
  // A halo (a surface-coloured stroke painted under the fill) keeps labels readable over lines.
  'stroke',
  'stroke-width',
  'stroke-linejoin',
  'paint-order',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
] as const;
const SHAPES = new Set(['line', 'rect', 'circle', 'ellipse', 'polygon', 'polyline', 'path']);
const TEXTS = new Set(['text', 'tspan']);

const SVG_NS = 'http://www.w3.org/2000/svg';

export function chartSize(svg: SVGSVGElement): { width: number; height: number } {
  const [, , width = 0, height = 0] = (svg.getAttribute('viewBox') ?? '')
    .split(/[\s,]+/)
    .map(Number);
  return {
    width: width || Number(svg.getAttribute('width')) || 0,
    height: height || Number(svg.getAttribute('height')) || 0,
  };
}

function isTransparent(colour: string): boolean {
  return colour === '' || colour === 'transparent' || /^rgba\(.*,\s*0\)$/.test(colour);
}

/** The colour the chart is drawn on: the first ancestor with an opaque background. */
function backgroundOf(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const colour = getComputedStyle(node).backgroundColor;
    if (!isTransparent(colour)) return colour;
  }
  return '#ffffff';
}

/** A standalone SVG document of the chart: computed colours and fonts inlined, background filled. */
export function serializeChartSvg(svg: SVGSVGElement): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [clone, ...clone.querySelectorAll('*')];
  originals.forEach((original, index) => {
    const copy = copies[index];
    if (!copy) return;
    const properties = SHAPES.has(original.localName)
      ? SHAPE_PROPERTIES
      : TEXTS.has(original.localName)
        ? TEXT_PROPERTIES
        : [];
    const computed = getComputedStyle(original);
    const declarations = properties
      .map((property) => [property, computed.getPropertyValue(property)])
      .filter(([, value]) => value)
      .map(([property, value]) => `${property}:${value}`)
      .join(';');
    if (declarations) copy.setAttribute('style', declarations);
    copy.removeAttribute('class');
  });
  const { width, height } = chartSize(svg);
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  // The ids these point at live in the page, not in the file; <title> and <desc> travel instead.
  clone.removeAttribute('aria-labelledby');
  clone.removeAttribute('aria-describedby');
  const background = document.createElementNS(SVG_NS, 'rect');
  background.setAttribute('width', '100%');
  background.setAttribute('height', '100%');
  background.setAttribute('fill', backgroundOf(svg));
  const firstDrawn = [...clone.children].find(
    (child) => child.localName !== 'title' && child.localName !== 'desc',
  );
  clone.insertBefore(background, firstDrawn ?? null);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(clone)}`;
}

export function chartSvgBlob(svg: SVGSVGElement): Blob {
  return new Blob([serializeChartSvg(svg)], { type: 'image/svg+xml' });
}

/** The SVG drawn on a canvas at `scale` times its size (2: sharp on paper and retina screens). */
export async function chartPngBlob(svg: SVGSVGElement, scale = 2): Promise<Blob> {
  const { width, height } = chartSize(svg);
  const image = new Image();
  await new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('The chart SVG could not be loaded as an image'));
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(serializeChartSvg(svg))}`;
  });
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context');
  context.scale(scale, scale);
  context.drawImage(image, 0, 0, width, height);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))),
      'image/png',
    ),
  );
}

/** A file name without characters Windows or macOS refuse. */
export function chartFileName(name: string, format: ChartExportFormat): string {
  const safe = name.replace(/[\\/:*?"<>|\n\r\t]+/g, '_').trim() || 'chart';
  return `${safe}.${format}`;
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
