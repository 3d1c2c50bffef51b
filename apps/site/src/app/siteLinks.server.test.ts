import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDERMADE_KINDS } from '@tonggye/api';
import {
  startTestServerProcess,
  type TestServerProcess,
} from '../../../../apps/server/test/server-process';
import { analysisPaths } from './analysisPaths';
import { memberOnlyPlaceholderPaths } from './guardedPaths';
import { preparationPaths } from './preparationPaths';
import { MEMBER_PAGE_IDS } from '../routes/company/memberPageIds';
import { isSocialProvider } from '../routes/socialSignIn';

/**
 * Every link the site offers leads somewhere: the links of the seed content (banners, popups,
 * recommended cards, ads, and every `href` inside seeded HTML), as `pnpm start` loads them, and
 * every in-app link written in the site's and the forms' source, each match a route of the
 * route table (App.tsx) whose page shows something for it (a sign-up type, a member page, a
 * seeded standalone page…) rather than the not-found page.
 */

const repo = resolve(import.meta.dirname, '../../../..');
const appSource = readFileSync(join(import.meta.dirname, 'App.tsx'), 'utf8');

/** The route table: the literal paths of App.tsx and the lists it maps over. */
function routePatterns(): string[] {
  const literal = [...appSource.matchAll(/<Route\s+path="([^"]+)"/g)].map((match) => match[1]!);
  const inlineLists = [...appSource.matchAll(/\{\[((?:\s*'[^']+',?)+)\]\.map\(/g)].flatMap(
    (match) => [...match[1]!.matchAll(/'([^']+)'/g)].map((entry) => entry[1]!),
  );
  // Every computed `path={…}` of App.tsx is one of these, so a new kind of route cannot go unseen.
  const computed = [...appSource.matchAll(/<Route key=\{path\} path=\{(`[^`]*`|[^}]+)\}/g)].map(
    (match) => match[1]!.trim(),
  );
  expect(computed.sort()).toEqual(['`${path}/:step?`', 'path', 'path', 'path'].sort());
  expect(appSource).toContain('memberOnlyPlaceholderPaths.map((path)');
  expect(appSource).toContain('preparationPaths.map((path)');
  expect(appSource).toContain('analysisPaths.map((path)');
  return [
    ...literal,
    ...inlineLists,
    ...memberOnlyPlaceholderPaths,
    ...preparationPaths,
    ...analysisPaths.map((path) => `${path}/:step?`),
  ];
}

/** A value the source leaves to run time (`${…}` in a template): any value of its segment. */
const ANY = '\u0000';

/** Route params that only some values of are pages; the rest show the not-found page. */
type ParamRule = (value: string) => boolean;

/** `pattern` matched against `path` as wouter does (`:name`, `:name?`, `*`); the params or null. */
function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').slice(1);
  const have = path.split('/').slice(1);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part === '*') return have.length > i ? params : null;
    const value = have[i];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (value === undefined || value === '') {
        if (optional) continue;
        return null;
      }
      params[name] = value;
      continue;
    }
    if (value !== part) return null;
  }
  return have.length <= want.length ? params : null;
}

function resolves(
  path: string,
  patterns: readonly string[],
  rules: Record<string, Record<string, ParamRule>>,
): boolean {
  return patterns.some((pattern) => {
    const params = match(pattern, path);
    if (!params) return false;
    return Object.entries(rules[pattern] ?? {}).every(([name, rule]) => {
      const value = params[name];
      return value === undefined || value.includes(ANY) || rule(decodeURIComponent(value));
    });
  });
}

/** An in-app link's path: query and fragment left out; other links (https:, mailto:) null. */
function inAppPath(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  return href.split(/[?#]/)[0]!;
}

/** Source files of the site and the forms package (no tests, no stories). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    if (!/\.(ts|tsx)$/.test(name) || /\.(test|stories)\.tsx?$/.test(name)) return [];
    return [path];
  });
}

/** In-app links written in source: `href`, `to`, `link`, `navigate(…)`, menu and footer entries. */
function sourceLinks(): { where: string; href: string }[] {
  const found: { where: string; href: string }[] = [];
  const pattern =
    /(?:\bhref|\bto|\blink|\blinkUrl|navigate|setLocation)\s*(?:=\s*\{?|:|\()\s*(['"`])(\/[^'"`\s]*)\1/g;
  for (const dir of ['apps/site/src', 'packages/analysis-forms/src']) {
    for (const file of sourceFiles(join(repo, dir))) {
      const text = readFileSync(file, 'utf8');
      for (const hit of text.matchAll(pattern)) {
        const href = hit[2]!.replace(/\$\{[^}]*\}/g, ANY);
        found.push({ where: relative(repo, file), href });
      }
    }
  }
  return found;
}

let server: TestServerProcess | undefined;
const seeded: { where: string; href: string }[] = [];
let ids: Record<'pages' | 'notices' | 'products', Set<string>> = {
  pages: new Set(),
  notices: new Set(),
  products: new Set(),
};

beforeAll(async () => {
  // The quick start's way: the seed, then the server; then its database is read as it stands.
  server = await startTestServerProcess({ entry: 'start', name: 'site-links' });
  const db = new DatabaseSync(join(server.dataDir, 'app.sqlite'), { readOnly: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as { name: string }[];
    for (const { name: table } of tables) {
      const columns = db.prepare(`PRAGMA table_info("${table}")`).all() as {
        name: string;
        type: string;
      }[];
      for (const column of columns) {
        if (!/text/i.test(column.type)) continue;
        const rows = db.prepare(`SELECT "${column.name}" AS value FROM "${table}"`).all() as {
          value: unknown;
        }[];
        for (const { value } of rows) {
          if (typeof value !== 'string') continue;
          const where = `${table}.${column.name}`;
          if (column.name === 'link_url') seeded.push({ where, href: value });
          for (const hit of value.matchAll(/href\s*=\s*"([^"]*)"/g))
            seeded.push({ where, href: hit[1]!.replaceAll('&amp;', '&') });
        }
      }
    }
    const column = (sql: string) =>
      new Set((db.prepare(sql).all() as { id: string }[]).map((row) => row.id));
    ids = {
      pages: column('SELECT id FROM site_pages'),
      notices: column('SELECT id FROM notices'),
      products: column('SELECT id FROM store_products'),
    };
  } finally {
    db.close();
  }
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

function rules(): Record<string, Record<string, ParamRule>> {
  return {
    '/register/:type': { type: (value) => value === 'email' || isSocialProvider(value) },
    '/member/:id': { id: (value) => (MEMBER_PAGE_IDS as readonly string[]).includes(value) },
    '/standalone/:id': { id: (value) => ids.pages.has(value) },
    '/notice/:id': { id: (value) => ids.notices.has(value) },
    '/product-detail/:id': { id: (value) => ids.products.has(value) },
    '/ordermadeDetail/:type': {
      type: (value) => (ORDERMADE_KINDS as readonly string[]).includes(value),
    },
  };
}

describe('the links of the site', () => {
  it('reads a route table and finds seeded and written links to check', () => {
    const patterns = routePatterns();
    expect(patterns).toContain('/notice/:id');
    expect(patterns).toContain('/services/desc/stats/descriptive/:step?');
    // The main page's banners, popup and recommended cards are seeded with links.
    const tables = new Set(seeded.map((link) => link.where));
    for (const table of [
      'site_banners.link_url',
      'site_popups.link_url',
      'site_recommended_items.link_url',
      'site_center_ads.link_url',
    ])
      expect(tables).toContain(table);
    expect(sourceLinks().length).toBeGreaterThan(50);
    // The checker itself: a dead path, a page's unknown id and a live one.
    expect(resolves('/analysis', patterns, rules())).toBe(false);
    expect(resolves('/register/member', patterns, rules())).toBe(false);
    expect(resolves('/register/email', patterns, rules())).toBe(true);
    expect(resolves('/standalone/nope', patterns, rules())).toBe(false);
    expect(resolves('/services/anal/cause/factor/setting', patterns, rules())).toBe(true);
  });

  it('every link of the seed content opens a page of the site', () => {
    const patterns = routePatterns();
    const dead = seeded.filter((link) => {
      const path = inAppPath(link.href);
      return path !== null && !resolves(path, patterns, rules());
    });
    expect(dead).toEqual([]);
  });

  it('every in-app link written in the source opens a page of the site', () => {
    const patterns = routePatterns();
    const dead = sourceLinks().filter((link) => {
      const path = inAppPath(link.href);
      return path !== null && !resolves(path, patterns, rules());
    });
    expect(dead).toEqual([]);
  });
});
