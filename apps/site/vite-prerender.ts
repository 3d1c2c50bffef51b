import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest, Plugin, ResolvedConfig } from 'vite';
import { writeCompressedCopies } from './vite-precompress';
import { isPrerenderedVisit } from './src/prerendered';
import { PRERENDERED_PAGES } from './src/prerenderedPages';

/** The file a prerendered path is written to: `/` is `index.html`, `/login` `login/index.html`. */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** The CSS and JavaScript files of a manifest module and its static imports. */
export function filesOf(manifest: Manifest, key: string): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (id: string) => {
    const chunk = manifest[id];
    if (!chunk || js.has(chunk.file) || chunk.isEntry) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { css: [...css], js: [...js] };
}

/** Puts a prerendered page into the built `index.html`: its route's files, then its markup. */
export function pageHtml(
  template: string,
  path: string,
  markup: string,
  files: { css: string[]; js: string[] },
  readAsset: (file: string) => string,
): string {
  // What the page's head does not load already (the entry's own files are there).
  const fresh = (file: string) => !template.includes(`"/${file}"`);
  // Every stylesheet of the page inline, in the order the browser build applies them (the
  // entry's, then the route's), so the first paint waits for no request. A route stylesheet
  // also keeps a `<link>` that applies to no media: Vite's loader of the lazy route finds it
  // and does not load the file again before running the route.
  const entryCss = [...template.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g)];
  const inline = (file: string) => {
    const css = readAsset(file);
    // The web font is loaded by the app where it is wanted (main.tsx), never by the first paint.
    if (/@font-face/.test(css)) throw new Error(`prerender: ${file} declares a web font`);
    return `<style data-href="/${file}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  };
  const head = [
    ...files.css
      .filter(fresh)
      .map(
        (file) =>
          `${inline(file)}<link rel="stylesheet" media="not all" crossorigin href="/${file}">`,
      ),
  ].join('\n    ');
  let page = template;
  for (const [tag, file = ''] of entryCss) page = page.replace(tag, inline(file));
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>'))
    throw new Error('prerender: index.html has no empty #root or no </head>');
  // The page paints from its HTML alone; then its scripts are fetched together and the entry
  // runs and hydrates (a background tab, which paints nothing, starts at once). Fetching them
  // before the first paint would only hold the paint back on a slow phone.
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry?.[1]) throw new Error('prerender: index.html has no entry script');
  const preloads = [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const scripts = [
    entry[1],
    ...preloads.map((match) => match[1] ?? ''),
    ...files.js.filter(fresh).map((file) => `/${file}`),
  ];
  for (const [tag] of preloads) page = page.replace(tag, '');
  // Until the app takes the page over (main.tsx calls `release`), a click or a form sent is
  // held, not done by the browser (a link would reload the page; the sign-in form would go out
  // as a GET with its password in the address); main.tsx does them again once the app is there.
  // Run while the page is read, before its first paint. A visit the prerendered page is not
  // for (a member's token, English chosen, a query, another path: `isPrerenderedVisit`, the
  // same rule main.tsx applies, inlined from its source)
  // shows nothing of it: the app renders that page itself, and nobody types into a form that
  // is about to be replaced. Otherwise the page is there already: its first view does not
  // fade in (the fade is for the pages the visitor moves to), and its fields and buttons wait,
  // disabled, for the app (main.tsx enables them once hydrated), so nothing typed is lost and no
  // form goes out as the browser's GET with a password in the address.
  const still =
    `<script>(()=>{const root=document.getElementById('root');` +
    `if(!(${String(isPrerenderedVisit)})(root.dataset.prerendered,location,localStorage))` +
    `{root.replaceChildren();delete root.dataset.prerendered}` +
    `else{root.querySelector('[data-transition-key]')?.style.setProperty('animation','none');` +
    `for(const field of root.querySelectorAll('input,textarea,select,button:not([disabled])')){` +
    `field.disabled=true;field.dataset.untilApp=''}}})()</script>`;
  // A file dropped meanwhile (an analysis's upload step has a drop zone) is held with its files,
  // which the event gives only while it runs, and dropped again by the app; the browser would
  // otherwise open the file in place of the page. Accepting every drag over the page (its
  // `dragover` cancelled) is what lets a drop happen at all.
  const boot =
    `<script type="module">` +
    `const held=[];const hold=e=>{held.push({type:e.type,target:e.target,` +
    `files:e.type==='drop'&&e.dataTransfer?[...e.dataTransfer.files]:[]});e.preventDefault();e.stopPropagation()};` +
    `const accept=e=>e.preventDefault();const kinds=['click','submit','drop'];` +
    `for(const kind of kinds)addEventListener(kind,hold,true);addEventListener('dragover',accept,true);` +
    `let done;const preloaded=new Promise((resolve)=>{done=resolve});` +
    `window.__prerendered={release(){for(const kind of kinds)removeEventListener(kind,hold,true);` +
    `removeEventListener('dragover',accept,true);return held.splice(0)},preloaded};` +
    // The entry first (the browser fetches its own imports), then the other scripts one at a
    // time, each in a task of its own: a module preload costs the main thread the module's
    // compilation, and several in one task would hold a phone's main thread for long.
    // `preloaded` tells main.tsx when all are asked for: the page's module is imported after
    // that, so Vite's import helper finds every link there and adds none (all at once).
    `const rest=${JSON.stringify([...new Set(scripts)].filter((href) => href !== entry[1]))};` +
    `const more=()=>{for(const href of rest.splice(0,1)){const link=document.createElement('link');` +
    `link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.append(link)}` +
    `if(rest.length>0)setTimeout(more);else done()};` +
    `const go=()=>{import(${JSON.stringify(entry[1])});setTimeout(more)};` +
    `document.visibilityState==='visible'?requestAnimationFrame(()=>setTimeout(go)):go()</script>`;
  return page
    .replace(entry[0], '')
    .replace(/\n\s*\n/g, '\n')
    .replace('</head>', `  ${head}\n  </head>`)
    .replace(
      root,
      `<div id="root" data-prerendered="${path}">${markup}</div>\n    ${still}\n    ${boot}`,
    );
}

/**
 * After the browser build: builds `src/prerender.tsx` for Node (same plugins, so the
 * vanilla-extract class names are the ones of the browser build), renders each page of
 * PRERENDERED_PAGES and writes it with its compressed copies. The untouched page is kept as
 * `shell.html`, which the server sends for every other path (apps/server/src/site.ts).
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tonggye:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config.build.ssr || process.env.SITE_PRERENDER === 'off') return;
        const outDir = resolve(config.root, config.build.outDir);
        // Inside the site's package, so the server build finds react and react-dom; one folder
        // per build, so builds running side by side never share one.
        const serverDir = join(config.root, 'node_modules/.prerender', String(process.pid));
        const { build } = await import('vite');
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          ssr: { noExternal: true, external: ['react', 'react-dom'] },
          build: {
            ssr: 'src/prerender.tsx',
            outDir: serverDir,
            emptyOutDir: true,
            manifest: false,
            sourcemap: false,
            minify: false,
            copyPublicDir: false,
            rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
          },
        });
        // Imported as built: its lazy chunks import it back by this very URL (one instance).
        const { renderPage } = (await import(
          pathToFileURL(join(serverDir, 'prerender.mjs')).href
        )) as { renderPage: (path: string) => Promise<string> };
        const manifest = JSON.parse(
          readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as Manifest;
        // The start's own chunks (main.tsx imports them one step after another): fetched
        // at once, in parallel, by every page.
        const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
        const bootJs = [
          ...new Set(
            (manifest[entryKey ?? '']?.dynamicImports ?? []).flatMap(
              (key) => filesOf(manifest, key).js,
            ),
          ),
        ];
        const built = readFileSync(join(outDir, 'index.html'), 'utf8');
        const template = built.replace(
          '</head>',
          `${bootJs
            .filter((file) => !built.includes(`"/${file}"`))
            .map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">\n`)
            .join('')}  </head>`,
        );
        writeFileSync(join(outDir, 'shell.html'), template);
        writeCompressedCopies(join(outDir, 'shell.html'));
        for (const [path, page] of Object.entries(PRERENDERED_PAGES)) {
          const files = [page.route, ...page.chunks].map((name) => {
            // A source module, or a named chunk by the start of its key (`_name-hash.js`).
            const key = manifest[name]
              ? name
              : Object.keys(manifest).find((k) => k.startsWith(name));
            if (!key) throw new Error(`prerender: ${name} is not in the build manifest`);
            return filesOf(manifest, key);
          });
          const markup = await renderPage(path);
          const css = [...new Set(files.flatMap((entry) => entry.css))];
          const file = join(outDir, prerenderedFile(path));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(
            file,
            pageHtml(
              template,
              path,
              markup,
              {
                css,
                js: [...new Set(files.flatMap((entry) => entry.js))],
              },
              (name) => readFileSync(join(outDir, name), 'utf8'),
            ),
          );
          writeCompressedCopies(file);
        }
        rmSync(serverDir, { recursive: true, force: true });
      },
    },
  };
}
