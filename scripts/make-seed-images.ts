/**
 * `pnpm exec tsx scripts/make-seed-images.ts [file prefix…]`: draws the pictures the server's
 * seed content names (`apps/server/src/content/content-seed.ts`: the event popup and the
 * recommended items; `center-ads-seed.ts`: the main page's centre ads)
 * into `apps/site/public/images/…`, so the quick start's main page loads no missing image.
 * Flat shapes and Pretendard text, rendered by Debian's Chromium; small PNGs.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium';

const root = resolve(import.meta.dirname, '..');
const publicDir = join(root, 'apps/site/public');
const fontFile = join(
  dirname(createRequire(join(root, 'apps/site/package.json')).resolve('pretendard/package.json')),
  'dist/web/static/woff2/Pretendard-Bold.woff2',
);
const font = readFileSync(fontFile).toString('base64');

interface Picture {
  file: string;
  width: number;
  height: number;
  background: string;
  accent: string;
  lines: string[];
}

const pictures: Picture[] = [
  {
    file: 'images/popups/welcome-event.png',
    width: 480,
    height: 360,
    background: '#fff4ec',
    accent: '#c2410c',
    lines: ['신규 가입 이벤트', '첫 달 프리미엄 분석 무료'],
  },
  {
    file: 'images/recommended/t-test.png',
    width: 480,
    height: 270,
    background: '#eef4ff',
    accent: '#1d4ed8',
    lines: ['t-검정 따라 하기', '두 집단 평균 비교'],
  },
  {
    file: 'images/recommended/reliability.png',
    width: 480,
    height: 270,
    background: '#effaf3',
    accent: '#15803d',
    lines: ['신뢰도 분석', 'Cronbach α 보고하는 법'],
  },
  {
    file: 'images/recommended/consulting.png',
    width: 480,
    height: 270,
    background: '#f6f0ff',
    accent: '#6d28d9',
    lines: ['통계 분석 대행', '상담 신청'],
  },
  // The main page's `main_center` ads (`apps/server/src/content/center-ads-seed.ts`).
  {
    file: 'images/ads/estimate.png',
    width: 960,
    height: 240,
    background: '#ecfeff',
    accent: '#0e7490',
    lines: ['통계 분석 대행 · 무료 견적', '결과표와 해석 보고서까지 한 번에'],
  },
  {
    file: 'images/ads/coupons.png',
    width: 960,
    height: 240,
    background: '#fff7ed',
    accent: '#b45309',
    lines: ['신규 회원 쿠폰 3종', '지금 받아 가세요'],
  },
];

/** Only the pictures whose file starts with one of the arguments (all without arguments). */
const only = process.argv.slice(2);
const chosen = pictures.filter(
  (picture) => only.length === 0 || only.some((prefix) => picture.file.startsWith(prefix)),
);

function html(picture: Picture): string {
  const [title, subtitle] = picture.lines;
  return `<!doctype html><html><head><style>
    @font-face { font-family: P; src: url(data:font/woff2;base64,${font}) format('woff2'); }
    html, body { margin: 0; }
    body { width: ${picture.width}px; height: ${picture.height}px; background: ${picture.background};
      font-family: P; display: flex; flex-direction: column; justify-content: center;
      padding: 0 40px; box-sizing: border-box; position: relative; overflow: hidden; }
    .bar { position: absolute; right: -40px; bottom: -40px; width: 220px; height: 220px;
      border-radius: 50%; background: ${picture.accent}; opacity: 0.14; }
    h1 { margin: 0; font-size: ${Math.round(picture.height / 8)}px; color: ${picture.accent}; }
    p { margin: 12px 0 0; font-size: ${Math.round(picture.height / 13)}px; color: #1f2937; }
  </style></head><body><div class="bar"></div><h1>${title}</h1><p>${subtitle}</p></body></html>`;
}

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const picture of chosen) {
    const page = await browser.newPage({
      viewport: { width: picture.width, height: picture.height },
    });
    await page.setContent(html(picture));
    await page.evaluate(() => document.fonts.ready);
    const path = join(publicDir, picture.file);
    mkdirSync(dirname(path), { recursive: true });
    await page.screenshot({ path, type: 'png' });
    await page.close();
    console.log(`wrote ${picture.file}`);
  }
} finally {
  await browser.close();
}
