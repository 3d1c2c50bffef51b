import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const root = resolve(dirname(new URL(import.meta.url).pathname), '..');

function packageDir(name: string): string {
  return dirname(require.resolve(`${name}/package.json`, { paths: [join(root, 'packages/ui')] }));
}

/** The folders of the only fonts the visual tests may draw with: Pretendard and DejaVu, from npm. */
export function bundledFontDirs(): string[] {
  return [
    join(packageDir('pretendard'), 'dist/public/static/alternative'),
    join(packageDir('dejavu-fonts-ttf'), 'ttf'),
  ];
}

/**
 * A fontconfig file that knows only the bundled fonts. Chromium on Linux asks fontconfig for
 * every glyph the page's own web fonts lack (symbols, the default serif of unstyled text,
 * monospace), so without this the screenshots depended on the fonts a machine happens to have:
 * installing Debian's fonts-noto-cjk changed a baseline. Generic families map to fixed faces.
 */
export function bundledFontconfig(): string {
  const dir = join(root, 'node_modules/.cache/bundled-fonts');
  mkdirSync(join(dir, 'cache'), { recursive: true });
  const alias = (family: string, prefer: string[]) =>
    `  <alias binding="same"><family>${family}</family><prefer>${prefer
      .map((name) => `<family>${name}</family>`)
      .join('')}</prefer></alias>`;
  const conf = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    ...bundledFontDirs().map((fontDir) => `  <dir>${fontDir}</dir>`),
    `  <cachedir>${join(dir, 'cache')}</cachedir>`,
    // As Debian's own configuration does: a family that names no generic one falls back to
    // sans-serif, and DejaVu draws the symbols and Greek letters Pretendard lacks.
    '  <match target="pattern">',
    ...['sans-serif', 'serif', 'monospace'].map(
      (generic) =>
        `    <test qual="all" name="family" compare="not_eq"><string>${generic}</string></test>`,
    ),
    '    <edit name="family" mode="append_last"><string>sans-serif</string></edit>',
    '  </match>',
    alias('sans-serif', ['DejaVu Sans', 'Pretendard']),
    alias('serif', ['DejaVu Serif', 'DejaVu Sans', 'Pretendard']),
    alias('monospace', ['DejaVu Sans Mono', 'DejaVu Sans', 'Pretendard']),
    // How glyphs are drawn comes from fontconfig too, web fonts included: Debian's defaults,
    // stated here so that no machine's /etc/fonts changes a pixel.
    '  <match target="font">',
    '    <edit name="antialias" mode="assign"><bool>true</bool></edit>',
    '    <edit name="hinting" mode="assign"><bool>true</bool></edit>',
    '    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>',
    '    <edit name="autohint" mode="assign"><bool>false</bool></edit>',
    '    <edit name="lcdfilter" mode="assign"><const>lcddefault</const></edit>',
    '    <edit name="rgba" mode="assign"><const>none</const></edit>',
    '  </match>',
    '</fontconfig>',
    '',
  ].join('\n');
  const file = join(dir, 'fonts.conf');
  writeFileSync(file, conf);
  return file;
}
