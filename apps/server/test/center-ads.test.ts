import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, newMember } from './accounts-helpers';
import { adminCall, auditRows, getContent, newAdmin } from './content-helpers';
import { expectError, GUEST_A, startTestServer, type TestServer } from './helpers';
import { CENTER_AD_SEED, seedCenterAds } from '../src/content/center-ads-seed';
import { seedSiteContent } from '../src/content/content-seed';

type Item = Record<string, unknown>;

const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2026-06-01T00:00:00.000Z');
const PUBLIC = '/boards/banners/main_center';
const SITE_PUBLIC = resolve(import.meta.dirname, '../../site/public');

const KEYS = [
  'altEn',
  'altKo',
  'endsAt',
  'id',
  'imageHeight',
  'imageUrl',
  'imageWidth',
  'linkUrl',
  'sortOrder',
  'startsAt',
  'titleEn',
  'titleKo',
];

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function ad(overrides: Item = {}): Item {
  return {
    titleKo: '중앙 광고',
    titleEn: 'Centre ad',
    altKo: '광고 그림',
    altEn: 'Ad picture',
    imageUrl: '/images/ads/estimate.png',
    imageWidth: 960,
    imageHeight: 240,
    linkUrl: '/estimate',
    startsAt: new Date(START.getTime() - DAY).toISOString(),
    ...overrides,
  };
}

async function publicAds(server: TestServer, method: 'GET' | 'POST' = 'GET'): Promise<Item[]> {
  const reply =
    method === 'GET'
      ? await getContent(server, PUBLIC)
      : await fetch(server.url + PUBLIC, { method: 'POST' }).then(async (response) => ({
          status: response.status,
          data: ((await response.json()) as { dataRes: Item }).dataRes,
        }));
  expect(reply.status).toBe(200);
  return reply.data.mainCenterAds as Item[];
}

async function adRows(server: TestServer): Promise<number> {
  const row = await server.db
    .selectFrom('site_center_ads')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The `main_center` ad slot over HTTP: the public list, its administration and the seed ads. */
describe('main_center ads', () => {
  let server: TestServer;
  const clock = manualClock(START);
  let admin: Awaited<ReturnType<typeof newAdmin>>;
  let member: Awaited<ReturnType<typeof newMember>>;
  beforeAll(async () => {
    server = await startTestServer({ now: clock.now });
    admin = await newAdmin(server);
    member = await newMember(server);
  });
  afterAll(() => server.close());

  it('is empty before anything is seeded or created, by GET and POST alike', async () => {
    expect(await publicAds(server)).toEqual([]);
    expect(await publicAds(server, 'POST')).toEqual([]);
  });

  it('seeds two ads once, with pictures that exist at the size the rows give', async () => {
    const banners = await getContent(server, '/boards/banners/main_top');
    expect(await seedCenterAds(server.db, START)).toEqual(['main centre ads 2']);
    expect(await seedCenterAds(server.db, START)).toEqual([]);
    const ads = await publicAds(server);
    expect(ads.map((item) => [item.titleKo, item.titleEn, item.sortOrder])).toEqual(
      CENTER_AD_SEED.map((seed, i) => [seed.titleKo, seed.titleEn, i + 1]),
    );
    expect(await publicAds(server, 'POST')).toEqual(ads);
    for (const item of ads) {
      expect(Object.keys(item).sort()).toEqual(KEYS);
      expect(String(item.altKo)).toMatch(/[가-힣]/);
      expect(String(item.altEn)).toMatch(/^[\x20-\x7e]+$/);
      const file = join(SITE_PUBLIC, String(item.imageUrl));
      expect(pngSize(file)).toEqual({ width: item.imageWidth, height: item.imageHeight });
      expect(String(item.linkUrl)).toMatch(/^\/[a-z-]+(\?[a-z]+=[a-z-]+)?$/);
    }
    // One without an end, one for 60 days.
    expect(ads.map((item) => item.endsAt)).toEqual([
      null,
      new Date(START.getTime() + 60 * DAY).toISOString(),
    ]);
    // The main_top answer is untouched by the new slot.
    expect((await getContent(server, '/boards/banners/main_top')).body).toEqual(banners.body);
    await server.db.deleteFrom('site_center_ads').execute();
  });

  it('shows only published ads in their period, by sort order and then the newest start', async () => {
    const at = (days: number) => new Date(START.getTime() + days * DAY).toISOString();
    const create = async (body: Item) => {
      const reply = await adminCall(server, '/center-ads/create', ad(body), admin.token);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return String((reply.data.item as Item).id);
    };
    const late = await create({ titleKo: '늦게 시작', sortOrder: 2, startsAt: at(-1) });
    const first = await create({ titleKo: '맨 앞', sortOrder: 1, startsAt: at(-30) });
    const newer = await create({
      titleKo: '같은 순서, 나중 시작',
      sortOrder: 2,
      startsAt: at(-0.5),
    });
    const future = await create({ titleKo: '내일부터', sortOrder: 0, startsAt: at(1) });
    const ending = await create({
      titleKo: '모레 끝',
      sortOrder: 3,
      startsAt: at(-5),
      endsAt: at(2),
    });
    const ended = await create({ titleKo: '끝남', startsAt: at(-10), endsAt: at(-1) });
    const hidden = await create({ titleKo: '비공개', isPublished: false });
    expect((await publicAds(server)).map((item) => item.id)).toEqual([first, newer, late, ending]);

    // A day later the future one starts; three days later the ending one is gone.
    clock.advance(DAY);
    expect((await publicAds(server)).map((item) => item.id)).toEqual([
      future,
      first,
      newer,
      late,
      ending,
    ]);
    clock.advance(2 * DAY);
    expect((await publicAds(server)).map((item) => item.id)).toEqual([future, first, newer, late]);

    // Publishing the hidden one and reordering through the admin calls shows at once.
    const update = (body: Item) => adminCall(server, '/center-ads/update', body, admin.token);
    expect((await update({ id: hidden, isPublished: true, sortOrder: -1 })).status).toBe(200);
    expect((await update({ id: future, sortOrder: 9 })).status).toBe(200);
    expect((await publicAds(server)).map((item) => item.id)).toEqual([
      hidden,
      first,
      newer,
      late,
      future,
    ]);
    // The admin list has every row, out-of-period and unpublished too.
    const list = await adminCall(server, '/center-ads/list', { page: 1, size: 50 }, admin.token);
    expect((list.data.items as Item[]).map((item) => item.id).sort()).toEqual(
      [late, first, newer, future, ending, ended, hidden].sort(),
    );
    await server.db.deleteFrom('site_center_ads').execute();
    clock.advance(-3 * DAY);
  });

  it('lets only an administrator write, and records each change with who and when', async () => {
    const made = await adminCall(server, '/center-ads/create', ad(), admin.token);
    const id = String((made.data.item as Item).id);
    const before = await auditRows(server);
    for (const op of ['list', 'create', 'update', 'delete']) {
      const body = op === 'create' ? ad({ titleKo: '침입' }) : { id, titleKo: '침입' };
      const path = `/center-ads/${op}`;
      expectError(await adminCall(server, path, body, null), 401, 'UNAUTHENTICATED');
      expectError(await adminCall(server, path, body, GUEST_A), 401, 'LOGIN_REQUIRED');
      expectError(await adminCall(server, path, body, member.token), 403, 'ADMIN_REQUIRED');
    }
    expect(await auditRows(server)).toEqual(before);
    expect(await adRows(server)).toBe(1);
    expect((await publicAds(server)).map((item) => item.titleKo)).toEqual(['중앙 광고']);

    clock.advance(60_000);
    const updated = await adminCall(
      server,
      '/center-ads/update',
      { id, altEn: 'Changed picture text' },
      admin.token,
    );
    expect(updated.status).toBe(200);
    clock.advance(60_000);
    expect((await adminCall(server, '/center-ads/delete', { id }, admin.token)).status).toBe(200);
    expect(await publicAds(server)).toEqual([]);
    const records = (await auditRows(server)).filter((row) => row.entity_id === id);
    expect(records.map((row) => [row.action, row.entity, row.actor_id])).toEqual([
      ['create', 'center-ads', admin.userUuid],
      ['update', 'center-ads', admin.userUuid],
      ['delete', 'center-ads', admin.userUuid],
    ]);
    expect(JSON.parse(records[1]!.detail_json ?? '{}')).toEqual({ alt_en: 'Changed picture text' });
    expect(records[2]!.created_at).toBe(clock.now().toISOString());
  });

  it('returns markup in titles and alt texts verbatim, as text', async () => {
    const markup = {
      titleKo: '<script>alert(1)</script><b>굵게</b> & "따옴표"',
      titleEn: '<img src=x onerror=alert(2)>Bold</b>',
      altKo: '<a href="javascript:alert(3)">그림</a>',
      altEn: "It's <i>an</i> ad",
    };
    const made = await adminCall(server, '/center-ads/create', ad(markup), admin.token);
    expect(made.status).toBe(200);
    const [shown] = await publicAds(server);
    expect(shown).toMatchObject(markup);
    const row = await server.db
      .selectFrom('site_center_ads')
      .select(['title_ko', 'title_en', 'alt_ko', 'alt_en'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      title_ko: markup.titleKo,
      title_en: markup.titleEn,
      alt_ko: markup.altKo,
      alt_en: markup.altEn,
    });
    await server.db.deleteFrom('site_center_ads').execute();
  });

  it('refuses bad input with a bilingual 400 naming the field, writing nothing', async () => {
    const kept = await adminCall(server, '/center-ads/create', ad(), admin.token);
    const id = String((kept.data.item as Item).id);
    const rows = await adRows(server);
    const audits = (await auditRows(server)).length;
    const creates: [Item, string][] = [
      [ad({ titleKo: '' }), 'titleKo'],
      [ad({ titleEn: '   ' }), 'titleEn'],
      [ad({ altKo: undefined }), 'altKo'],
      [ad({ altEn: 'x'.repeat(301) }), 'altEn'],
      [ad({ imageUrl: 'javascript:alert(1)' }), 'imageUrl'],
      [ad({ imageUrl: 'data:image/png;base64,AAAA' }), 'imageUrl'],
      [ad({ linkUrl: '//evil.example' }), 'linkUrl'],
      [ad({ imageWidth: 0 }), 'imageWidth'],
      [ad({ imageHeight: 1.5 }), 'imageHeight'],
      [ad({ imageWidth: '960' }), 'imageWidth'],
      [ad({ startsAt: 'tomorrow' }), 'startsAt'],
      [ad({ endsAt: '2026-13-01T00:00:00Z' }), 'endsAt'],
      [ad({ sortOrder: 'first' }), 'sortOrder'],
      [ad({ isPublished: 'yes' }), 'isPublished'],
    ];
    for (const [body, field] of creates) {
      const reply = await adminCall(server, '/center-ads/create', body, admin.token);
      expect(expectError(reply, 400, 'VALIDATION_FAILED').details, field).toEqual({ field });
    }
    const period = await adminCall(
      server,
      '/center-ads/create',
      ad({ startsAt: '2026-06-02T00:00:00Z', endsAt: '2026-06-01T00:00:00Z' }),
      admin.token,
    );
    const periodBody = expectError(period, 400, 'AD_PERIOD_INVALID');
    expect(periodBody.message).toContain('광고');
    expect(periodBody.messageEn).toContain('ad');
    // An update that would end the kept ad before it starts is refused the same way.
    expectError(
      await adminCall(
        server,
        '/center-ads/update',
        { id, endsAt: '2026-01-01T00:00:00Z' },
        admin.token,
      ),
      400,
      'AD_PERIOD_INVALID',
    );
    expectError(
      await adminCall(server, '/center-ads/update', { id, imageUrl: 'ftp://x/y.png' }, admin.token),
      400,
      'VALIDATION_FAILED',
    );
    expect(await adRows(server)).toBe(rows);
    expect((await auditRows(server)).length).toBe(audits);
    const [still] = await publicAds(server);
    expect(still).toMatchObject({ id, endsAt: null, imageUrl: '/images/ads/estimate.png' });
  });
});

describe('main_center ads in the OpenAPI document', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('documents the public list and the administration calls with their fields', async () => {
    const doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { summary: string; description?: string } & Item>>;
      components: { schemas: Record<string, { properties?: Item; required?: string[] }> };
    };
    for (const method of ['get', 'post']) {
      const read = doc.paths['/boards/banners/main_center']?.[method];
      expect(read?.summary).toMatch(/^메인 중앙 광고.* \/ Main centre ads/);
      expect(JSON.stringify(read)).toContain('mainCenterAds');
    }
    const create = JSON.stringify(doc.paths['/admin/content/center-ads/create']?.post);
    expect(create).toContain('AD_PERIOD_INVALID');
    const body = doc.components.schemas.AdminContentCenterAdsCreateRequest;
    expect(Object.keys(body?.properties ?? {}).sort()).toEqual([
      'altEn',
      'altKo',
      'endsAt',
      'imageHeight',
      'imageUrl',
      'imageWidth',
      'isPublished',
      'linkUrl',
      'sortOrder',
      'startsAt',
      'titleEn',
      'titleKo',
    ]);
    expect(body?.required).toEqual(
      expect.arrayContaining(['titleKo', 'titleEn', 'altKo', 'altEn', 'imageUrl', 'startsAt']),
    );
    for (const op of ['list', 'update', 'delete'])
      expect(doc.paths[`/admin/content/center-ads/${op}`]?.post).toBeDefined();
  });
});

describe('main_center ads in the full seed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ now: () => START });
  });
  afterAll(() => server.close());

  it('are served beside the site content seed, which keeps its own banners', async () => {
    await seedSiteContent(server.db, START);
    await seedCenterAds(server.db, START);
    expect((await publicAds(server)).length).toBe(2);
    const top = (await getContent(server, '/boards/banners/main_top')).data.mainTopBanners;
    expect((top as Item[]).map((item) => Object.keys(item).sort())).toEqual([
      ['id', 'imageUrl', 'linkUrl', 'sortOrder', 'title'],
      ['id', 'imageUrl', 'linkUrl', 'sortOrder', 'title'],
    ]);
  });
});
