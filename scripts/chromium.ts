import { existsSync } from 'node:fs';
import { bundledFontconfig } from './bundled-fonts';

/** Debian's Chromium: no browser download is possible on this kind of machine. */
export function chromiumExecutable(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found)
    throw new Error(
      'Chromium not found: install Debian\'s "chromium" package or set CHROMIUM_PATH',
    );
  return found;
}

/**
 * `bundledFontsOnly`: the browser sees no system font, only the bundled ones, so screenshot
 * baselines are the same on every machine (the Storybook suite's visual tests).
 */
export function chromiumLaunchOptions(options: { bundledFontsOnly?: boolean } = {}) {
  return {
    executablePath: chromiumExecutable(),
    ...(options.bundledFontsOnly
      ? { env: { ...process.env, FONTCONFIG_FILE: bundledFontconfig() } }
      : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--font-render-hinting=none',
    ],
  };
}
