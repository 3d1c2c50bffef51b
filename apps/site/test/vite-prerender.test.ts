import { describe, expect, it } from 'vitest';
import type { Manifest } from 'vite';
import { filesOf, pageHtml, prerenderedFile } from '../vite-prerender';
import { isPrerenderedVisit } from '../src/prerendered';

const template = `<!doctype html>
<html lang="ko">
  <head>
    <title>통계 분석 서비스</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const assets: Record<string, string> = {
  'assets/index-1.css': 'body{margin:0}',
  'assets/Login-2.css': '.a{color:red}</style><script>',
};

describe('the prerendered page', () => {
  const html = pageHtml(
    template,
    '/login',
    '<h1>로그인</h1>',
    { css: ['assets/Login-2.css'], js: ['assets/Login-2.js'] },
    (file) => assets[file] ?? '',
  );

  it('holds the markup in #root, marked with its path', () => {
    expect(html).toContain('<div id="root" data-prerendered="/login"><h1>로그인</h1></div>');
  });

  it('inlines every stylesheet, the entry’s before the route’s, and never closes its style early', () => {
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    const entry = html.indexOf('body{margin:0}');
    const route = html.indexOf('.a{color:red}');
    expect(entry).toBeGreaterThan(0);
    expect(route).toBeGreaterThan(entry);
    expect(html).not.toContain('.a{color:red}</style><script>');
    // Vite's loader of the lazy route finds the route stylesheet and does not load it again.
    expect(html).toContain(
      '<link rel="stylesheet" media="not all" crossorigin href="/assets/Login-2.css">',
    );
  });

  it('paints in the phone’s own font: a stylesheet with a web font is refused', () => {
    const withFont = (file: string) =>
      file === 'assets/index-1.css'
        ? 'body{margin:0}@font-face{font-family:P;src:url(/assets/P.0.woff2)format("woff2")}'
        : '';
    expect(() => pageHtml(template, '/login', '', { css: [], js: [] }, withFont)).toThrow(
      /web font/,
    );
    expect(html).not.toContain('@font-face');
  });

  it('shows its first view without the page fade, and nothing of it to a visit it is not for', () => {
    const root = html.indexOf('data-prerendered');
    const still = html.indexOf("?.style.setProperty('animation','none')");
    expect(still).toBeGreaterThan(root);
    expect(html.slice(root, still)).not.toContain('type="module"');
    expect(html.slice(root, still)).toContain('root.replaceChildren()');
    // The very rule main.tsx applies before hydrating, inlined from its source.
    expect(html.slice(root, still)).toContain(String(isPrerenderedVisit));
  });

  it('loads no script before its first paint, then fetches them together and runs the entry', () => {
    // The head without the inlined CSS (whose text may hold anything).
    const head = html.slice(0, html.indexOf('</head>')).replace(/<style[^>]*>[^]*?<\/style>/g, '');
    expect(head).not.toMatch(/<script|modulepreload/);
    const boot = /<script type="module">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(boot).toContain('import("/assets/index-abc.js")');
    expect(boot).toContain('"/assets/react-1.js"');
    expect(boot).toContain('"/assets/Login-2.js"');
    expect(boot).toContain('requestAnimationFrame');
  });

  it('refuses a template it cannot fill', () => {
    expect(() =>
      pageHtml('<html><body></body></html>', '/', '', { css: [], js: [] }, () => ''),
    ).toThrow(/#root/);
  });
});

describe('the files of a route', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'] },
    'src/routes/LoginPage.tsx': {
      file: 'assets/Login.js',
      isDynamicEntry: true,
      imports: ['index.html', '_Field.js'],
      css: ['assets/Login.css'],
    },
    '_Field.js': { file: 'assets/Field.js', css: ['assets/Field.css'], imports: ['_Login.js'] },
    '_Login.js': { file: 'assets/Login.js' },
  };

  it('are the route’s chunk and its static imports with their CSS, without the entry’s', () => {
    expect(filesOf(manifest, 'src/routes/LoginPage.tsx')).toEqual({
      css: ['assets/Login.css', 'assets/Field.css'],
      js: ['assets/Login.js', 'assets/Field.js'],
    });
  });
});

describe('the file of a prerendered path', () => {
  it('is index.html for the home page and a folder’s index.html otherwise', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/login')).toBe('login/index.html');
    expect(prerenderedFile('/notice')).toBe('notice/index.html');
  });
});
