import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/accounts/crypto';
import { createApp } from '../src/app';
import { defaultAppConfig } from '../src/config';
import { centerAdSeedId } from '../src/content/center-ads-seed';
import { generateAdminPassword, SEED_LINKS, seedId } from '../src/content/content-seed';
import { SEED_LINKS_MARKER } from '../src/content/seed-links';
import type { DatabaseSchema } from '../src/db/schema';
import { createMemoryLogger } from '../src/logger';
import { seedContent } from '../src/seed';
import { createTestDatabase, type TestDatabase } from './test-database';

const serverDir = resolve(import.meta.dirname, '..');
const PASSWORD_LINE = /비밀번호 \/ password: (\S+)/;

const TABLES = [
  'users',
  'datasets',
  'site_announcements',
  'site_popups',
  'site_banners',
  'site_recommended_items',
  'site_pages',
  'site_certificates',
  'site_policy_versions',
  'site_news',
  'site_couriers',
  'seed_markers',
] as const satisfies (keyof DatabaseSchema)[];

/** Runs the seed command (`pnpm --filter @tonggye/server seed` runs this same file). */
function runSeed(env: Record<string, string>): Promise<{ code: number | null; stdout: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/seed.ts'], {
      cwd: serverDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (part: Buffer) => (stdout += part.toString()));
    child.stderr.on('data', (part: Buffer) => (stderr += part.toString()));
    child.on('error', fail);
    child.on('exit', (code) => {
      if (code !== 0) fail(new Error(`seed exited with ${code}:\n${stdout}\n${stderr}`));
      else done({ code, stdout });
    });
  });
}

describe('seed command (site content and the administrator)', () => {
  let dir: string;
  let database: TestDatabase;
  const counts = async () => {
    const out: Record<string, number> = {};
    for (const table of TABLES) {
      const row = await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      out[table] = Number(row.n);
    }
    return out;
  };
  let first: { stdout: string };
  let second: { stdout: string };
  let afterFirst: Record<string, number>;
  let afterSecond: Record<string, number>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tonggye-seed-'));
    database = await createTestDatabase(dir);
    const env = { DATABASE_URL: database.url, DATA_DIR: dir, ENVELOPE_KEY: 'seed-test-key' };
    first = await runSeed(env);
    afterFirst = await counts();
    second = await runSeed(env);
    afterSecond = await counts();
  }, 120_000);
  afterAll(async () => {
    await database.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads the Korean sample content once; a second run adds no row', () => {
    expect(afterFirst).toEqual({
      users: 1,
      datasets: 1,
      site_announcements: 3,
      site_popups: 1,
      site_banners: 2,
      site_recommended_items: 3,
      site_pages: 5,
      site_certificates: 5,
      site_policy_versions: 5,
      site_news: 6,
      site_couriers: 5,
      // One marker per seeder (site content, community samples, and any later one).
      seed_markers: afterFirst.seed_markers,
    });
    expect(afterFirst.seed_markers).toBeGreaterThanOrEqual(2);
    expect(afterSecond).toEqual(afterFirst);
    expect(second.stdout).toContain('nothing (already seeded)');
  });

  it('loads the community and service-centre samples with it, also only once', async () => {
    const community = async () => {
      const out: Record<string, number> = {};
      for (const table of ['notices', 'faqs', 'board_posts', 'board_replies'] as const) {
        const row = await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
        out[table] = Number(row.n);
      }
      return out;
    };
    const counted = await community();
    for (const [table, n] of Object.entries(counted)) expect(n, table).toBeGreaterThan(0);
    const again = await seedContent(database.db, {
      now: new Date(),
      adminEmail: 'admin@tonggye.kr',
    });
    expect(again.added).toEqual([]);
    expect(await community()).toEqual(counted);
  });

  it('prints the administrator password once, on the first run only, and stores only its hash', async () => {
    const printed = PASSWORD_LINE.exec(first.stdout)?.[1];
    expect(printed).toBeDefined();
    expect(first.stdout.match(/비밀번호 \/ password/g)).toHaveLength(1);
    expect(second.stdout).not.toMatch(/password/i);
    expect(second.stdout).not.toContain(printed);
    // Not in the JSON log line either.
    const logLines = first.stdout.split('\n').filter((line) => line.startsWith('{'));
    expect(logLines.join('\n')).not.toContain(printed);

    const admin = await database.db
      .selectFrom('users')
      .selectAll()
      .where('level', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(admin.email).toBe('admin@tonggye.kr');
    expect(admin.password_hash).toMatch(/^\$argon2id\$/);
    expect(admin.password_hash).not.toContain(printed);
    expect(await verifyPassword(admin.password_hash, printed!)).toBe(true);
  });

  it('the printed password signs in over HTTP as admin, and the content is served', async () => {
    const printed = PASSWORD_LINE.exec(first.stdout)![1]!;
    const app = createApp({
      db: database.db,
      config: { ...defaultAppConfig, envelopeKey: 'seed-test-key' },
      logger: createMemoryLogger(),
    });
    const server = await new Promise<Server>((done) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        done(s as Server),
      );
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const login = await fetch(`${url}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@tonggye.kr', password: printed, utm_id: '*', ip: '' }),
      });
      const body = (await login.json()) as { resCode: number; dataRes: Record<string, unknown> };
      expect(body.resCode).toBe(200);
      expect(body.dataRes.userLevel).toBe('admin');
      const token = String(body.dataRes.token);
      const audit = await fetch(`${url}/admin/content/audit-log`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', auth: token, authorization: token },
        body: '{}',
      });
      expect(audit.status).toBe(200);

      const banners = await fetch(`${url}/boards/banners/main_top`);
      const list = ((await banners.json()) as { dataRes: { mainTopBanners: unknown[] } }).dataRes
        .mainTopBanners;
      expect(list).toHaveLength(2);
      const popups = await fetch(`${url}/boards/event_popups`);
      const shown = ((await popups.json()) as { dataRes: { mainEventPopups: unknown[] } }).dataRes
        .mainEventPopups;
      expect(shown).toHaveLength(1);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    }
  });

  it('leads the seeded banner, popup, cards and ad to live pages of the site', async () => {
    const link = async (
      table: 'site_banners' | 'site_popups' | 'site_recommended_items' | 'site_center_ads',
      id: string,
    ) =>
      (
        await database.db
          .selectFrom(table)
          .select('link_url')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).link_url;
    expect(await link('site_banners', seedId(3, 1))).toBe('/services');
    expect(await link('site_popups', seedId(2, 1))).toBe('/register/email');
    // The reliability card opens the reliability guide, which is seeded as a standalone page.
    expect(await link('site_recommended_items', seedId(4, 2))).toBe(
      '/standalone/guide-reliability',
    );
    const guide = await database.db
      .selectFrom('site_pages')
      .select('title')
      .where('id', '=', 'guide-reliability')
      .executeTakeFirstOrThrow();
    expect(guide.title).toContain('신뢰도 분석');
    // The analysis service's offers open its request (a Q&A of the consulting type), not the
    // store's packaging quotation.
    expect(await link('site_recommended_items', seedId(4, 3))).toBe('/qna?category=consulting');
    expect(await link('site_center_ads', centerAdSeedId(1))).toBe('/qna?category=consulting');
    const type = await database.db
      .selectFrom('qna_categories')
      .select('name')
      .where('id', '=', 'consulting')
      .executeTakeFirstOrThrow();
    expect(type.name).toContain('분석 대행');
  });

  it('corrects the links of a database seeded before, once, leaving an administrator’s own', async () => {
    // As an older seed left it: the old links, no guide, no consulting type, no marker; the
    // popup's link was since changed by an administrator.
    const db = database.db;
    await db
      .updateTable('site_banners')
      .set({ link_url: '/analysis' })
      .where('id', '=', seedId(3, 1))
      .execute();
    await db.updateTable('site_popups').set({ link_url: '/coupon-offers' }).execute();
    await db
      .updateTable('site_recommended_items')
      .set({ link_url: '/company/company-news' })
      .where('id', '=', seedId(4, 2))
      .execute();
    await db
      .updateTable('site_recommended_items')
      .set({ link_url: '/service-centre/qna' })
      .where('id', '=', seedId(4, 3))
      .execute();
    await db
      .updateTable('site_center_ads')
      .set({ link_url: '/estimate' })
      .where('id', '=', centerAdSeedId(1))
      .execute();
    await db.deleteFrom('site_pages').where('id', '=', 'guide-reliability').execute();
    await db.deleteFrom('qna_categories').where('id', '=', 'consulting').execute();
    await db.deleteFrom('seed_markers').where('name', '=', SEED_LINKS_MARKER).execute();

    const repaired = await seedContent(db, { now: new Date(), adminEmail: 'admin@tonggye.kr' });
    expect(repaired.added).toHaveLength(6);
    const links = async (table: 'site_banners' | 'site_popups' | 'site_recommended_items') =>
      (await db.selectFrom(table).select('link_url').orderBy('id').execute()).map(
        (row) => row.link_url,
      );
    expect(await links('site_banners')).toEqual([SEED_LINKS.analyses, '/about-us']);
    expect(await links('site_popups')).toEqual(['/coupon-offers']);
    expect(await links('site_recommended_items')).toEqual([
      '/standalone/guide-t-test',
      SEED_LINKS.reliabilityGuide,
      SEED_LINKS.analysisRequest,
    ]);
    expect((await counts()).site_pages).toBe(5);
    // Once: a second run changes nothing.
    await db
      .updateTable('site_banners')
      .set({ link_url: '/analysis' })
      .where('id', '=', seedId(3, 1))
      .execute();
    const again = await seedContent(db, { now: new Date(), adminEmail: 'admin@tonggye.kr' });
    expect(again.added).toEqual([]);
    expect(await links('site_banners')).toEqual(['/analysis', '/about-us']);
  });

  it('content an administrator removed stays removed on the next run', async () => {
    await database.db.deleteFrom('site_banners').execute();
    const again = await seedContent(database.db, {
      now: new Date(),
      adminEmail: 'other-admin@tonggye.kr',
    });
    expect(again.added).toEqual([]);
    expect(again.admin.password).toBeUndefined();
    expect(again.admin.email).toBe('admin@tonggye.kr');
    expect((await counts()).site_banners).toBe(0);
    expect((await counts()).users).toBe(1);
  });

  it('generates passwords that keep the password rule', () => {
    const rule = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[$@!%^&*#?=+().-])[A-Za-z\d$@!%^&*#?=+().-]{6,15}$/;
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = generateAdminPassword();
      expect(password).toMatch(rule);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });
});

describe('server start (what `pnpm serve` runs)', () => {
  it('seeds on start, prints the new password once and serves the content', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tonggye-start-'));
    const database = await createTestDatabase(dir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/start.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: '0', DATABASE_URL: database.url, DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    try {
      let stdout = '';
      const url = await new Promise<string>((done, fail) => {
        child.stdout.on('data', (part: Buffer) => {
          stdout += part.toString();
          const match = /"msg":"listening","address":"http:\/\/localhost:(\d+)"/.exec(stdout);
          if (match?.[1]) done(`http://127.0.0.1:${match[1]}`);
        });
        child.on('exit', () => fail(new Error(`the server exited early:\n${stdout}`)));
      });
      expect(stdout.match(/비밀번호 \/ password: \S+/g)).toHaveLength(1);
      const reply = await fetch(`${url}/boards/get_announcement?limit=1`);
      const body = (await reply.json()) as { dataRes: { announcements: { title: string }[] } };
      expect(body.dataRes.announcements.map((item) => item.title)).toEqual([
        '서비스 점검 안내 (매월 첫째 주 일요일 02:00~04:00)',
      ]);
    } finally {
      child.kill('SIGTERM');
      await exited;
      await database.dispose();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
