import { existsSync } from 'node:fs';

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

export function chromiumLaunchOptions() {
  return {
    executablePath: chromiumExecutable(),
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
