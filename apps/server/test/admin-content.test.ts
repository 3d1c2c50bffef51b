import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, newMember } from './accounts-helpers';
import { adminCall, auditRows, getContent, newAdmin } from './content-helpers';
import { expectError, GUEST_A, startTestServer, type TestServer } from './helpers';
import { ENTITY_NAMES } from '../src/content/site-content';

type Item = Record<string, unknown>;

const START = new Date('2026-05-01T09:00:00.000Z');

/** A valid create payload and one field change for every entity. */
const SAMPLES: Record<string, { create: Item; update: Item; publicPath?: string }> = {
  announcements: {
    create: { title: '새 공지', contentHtml: '<p>본문</p>' },
    update: { title: '고친 공지' },
    publicPath: '/boards/get_announcement',
  },
  popups: {
    create: {
      title: '봄 이벤트',
      imageUrl: '/images/popups/spring.png',
      linkUrl: 'https://example.com/spring',
      startsAt: '2026-04-30T00:00:00+09:00',
      endsAt: '2026-05-31T00:00:00+09:00',
    },
    update: { title: '봄 이벤트 (연장)' },
    publicPath: '/boards/event_popups',
  },
  banners: {
    create: { title: '새 배너', imageUrl: '/images/banners/new.png', sortOrder: 5 },
    update: { title: '고친 배너' },
    publicPath: '/boards/banners/main_top',
  },
  recommended: {
    create: { title: '추천 글', imageUrl: 'https://cdn.example.com/r.png', linkUrl: '/about-us' },
    update: { title: '고친 추천 글' },
    publicPath: '/boards/main_recommended',
  },
  'center-ads': {
    create: {
      titleKo: '중앙 광고',
      titleEn: 'Centre ad',
      altKo: '광고 그림',
      altEn: 'Ad picture',
      imageUrl: '/images/ads/new.png',
      imageWidth: 960,
      imageHeight: 240,
      startsAt: '2026-04-30T00:00:00+09:00',
    },
    update: { titleEn: 'Centre ad (changed)' },
    publicPath: '/boards/banners/main_center',
  },
  pages: {
    create: { id: 'event-2026', title: '2026 이벤트', contentHtml: '<h2>안내</h2><p>내용</p>' },
    update: { title: '2026 봄 이벤트' },
    publicPath: '/boards/standalone/event-2026',
  },
  news: {
    create: { title: '새 소식', summary: '요약', contentHtml: '<p>소식 본문</p>' },
    update: { title: '고친 소식' },
    publicPath: '/boards/news',
  },
  certificates: {
    create: { kind: 'patent', title: '새 특허', issuer: '특허청', issuedOn: '2026-01-02' },
    update: { title: '고친 특허' },
    publicPath: '/boards/certificates_and_patents',
  },
  couriers: {
    create: {
      name: '경동택배',
      code: 'kdexp',
      trackingUrl: 'https://kdexp.com/service/delivery/delivery_result.asp?barcode={invoice}',
    },
    update: { name: '경동택배 (고침)' },
    publicPath: '/boards/courier_companies',
  },
};

/** Every administration route of this brief (what a non-admin must never get through). */
const ADMIN_PATHS = [
  ...ENTITY_NAMES.flatMap((name) =>
    ['list', 'create', 'update', 'delete'].map((op) => `/${name}/${op}`),
  ),
  '/policies/list',
  '/policies/create',
  '/policies/delete',
  '/audit-log',
];

/** Attacks on the content administration, in one body. */
const HOSTILE_HTML = [
  '<p onclick="steal()" style="position:fixed;top:0">안녕하세요</p>',
  '<script>alert(document.cookie)</script>',
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(1)">링크</a>',
  '<a href=" JaVaScRiPt:alert(2)">링크2</a>',
  '<iframe src="https://evil.example.com"></iframe>',
  '<svg><script>alert(3)</script></svg>',
  '<style>body{display:none}</style>',
  '<a href="https://example.com" target="_self">안전한 링크</a>',
].join('');

/** No script element, event handler, style, frame or `javascript:` URL survives. */
function expectInert(html: string): void {
  const document = new JSDOM(`<body>${html}</body>`).window.document;
  expect(document.querySelectorAll('script, iframe, style, svg, object, embed').length).toBe(0);
  for (const element of document.body.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name).not.toMatch(/^on/i);
      expect(attribute.name).not.toBe('style');
      expect(attribute.value.trim()).not.toMatch(/^javascript:/i);
    }
  }
  expect(html).not.toMatch(/alert\(/);
}

describe('administration of site content', () => {
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

  it('refuses every admin route: no credential 401, a guest 401, a member 403, writing nothing', async () => {
    const before = await auditRows(server);
    for (const path of ADMIN_PATHS) {
      const body = { id: 'x', title: '침입', kind: 'terms', contentHtml: '<p>x</p>' };
      expectError(await adminCall(server, path, body, null), 401, 'UNAUTHENTICATED');
      expectError(await adminCall(server, path, body, GUEST_A), 401, 'LOGIN_REQUIRED');
      expectError(await adminCall(server, path, body, member.token), 403, 'ADMIN_REQUIRED');
    }
    expect(await auditRows(server)).toEqual(before);
    for (const table of ['site_announcements', 'site_policy_versions', 'site_pages'] as const) {
      const row = await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(row.n), table).toBe(0);
    }
  });

  for (const name of ENTITY_NAMES) {
    it(`${name}: create, list, update and delete, each recorded with who and when`, async () => {
      const sample = SAMPLES[name]!;
      clock.advance(60_000);
      const createdAt = clock.now().toISOString();
      const created = await adminCall(server, `/${name}/create`, sample.create, admin.token);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const item = created.data.item as Item;
      const id = String(item.id);
      expect(item).toMatchObject({ createdAt, updatedAt: createdAt });

      const listed = await adminCall(server, `/${name}/list`, { page: 1, size: 50 }, admin.token);
      expect((listed.data.items as Item[]).map((row) => row.id)).toContain(id);
      expect(listed.data).toMatchObject({ currentPage: 1, pageSize: 50 });

      if (sample.publicPath !== undefined) {
        const shown = await getContent(server, sample.publicPath);
        expect(JSON.stringify(shown.body)).toContain(id);
      }

      clock.advance(60_000);
      const updatedAt = clock.now().toISOString();
      const updated = await adminCall(
        server,
        `/${name}/update`,
        { id, ...sample.update },
        admin.token,
      );
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(updated.data.item).toMatchObject({ ...sample.update, id, createdAt, updatedAt });
      // Fields the update did not name keep their values (no defaults on update).
      expect(updated.data.item).toEqual({ ...item, ...sample.update, updatedAt });

      clock.advance(60_000);
      const deletedAt = clock.now().toISOString();
      const deleted = await adminCall(server, `/${name}/delete`, { id }, admin.token);
      expect(deleted.status).toBe(200);
      expect(deleted.data).toEqual({ id });
      if (sample.publicPath !== undefined) {
        const gone = await getContent(server, sample.publicPath);
        if (name === 'pages') expectError(gone, 404, 'CONTENT_NOT_FOUND');
        else expect(JSON.stringify(gone.body)).not.toContain(id);
      }

      const records = (await auditRows(server)).filter((row) => row.entity_id === id);
      expect(records.map((row) => [row.action, row.entity, row.actor_id, row.created_at])).toEqual([
        ['create', name, admin.userUuid, createdAt],
        ['update', name, admin.userUuid, updatedAt],
        ['delete', name, admin.userUuid, deletedAt],
      ]);
      expect(JSON.parse(records[1]!.detail_json ?? '{}')).toEqual(
        Object.fromEntries(
          Object.entries(sample.update).map(([key, value]) => [
            key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
            value,
          ]),
        ),
      );

      // Missing rows: 404 and nothing recorded.
      const count = (await auditRows(server)).length;
      expectError(
        await adminCall(server, `/${name}/update`, { id, ...sample.update }, admin.token),
        404,
        'CONTENT_NOT_FOUND',
      );
      expectError(
        await adminCall(server, `/${name}/delete`, { id }, admin.token),
        404,
        'CONTENT_NOT_FOUND',
      );
      expect((await auditRows(server)).length).toBe(count);
    });
  }

  it('stores admin HTML sanitised: scripts, handlers, styles and javascript: links never come back', async () => {
    const announcement = await adminCall(
      server,
      '/announcements/create',
      { title: '공격', contentHtml: HOSTILE_HTML },
      admin.token,
    );
    const page = await adminCall(
      server,
      '/pages/create',
      { id: 'hostile', title: '공격', contentHtml: HOSTILE_HTML },
      admin.token,
    );
    const news = await adminCall(
      server,
      '/news/create',
      { title: '공격', summary: '요약', contentHtml: HOSTILE_HTML },
      admin.token,
    );
    const policy = await adminCall(
      server,
      '/policies/create',
      { kind: 'terms', contentHtml: HOSTILE_HTML },
      admin.token,
    );
    for (const reply of [announcement, page, news, policy]) expect(reply.status).toBe(200);

    const shown = [
      ((await getContent(server, '/boards/get_announcement')).data.announcements as Item[])[0]!
        .content,
      ((await getContent(server, '/boards/standalone/hostile')).data.content as Item).content,
      (
        (await getContent(server, `/boards/news/detail/${String((news.data.item as Item).id)}`))
          .data.news as Item
      ).content,
      (await getContent(server, '/boards/term_of_services')).data.content,
    ];
    for (const html of shown) {
      expect(html).toContain('안녕하세요');
      expect(html).toContain('https://example.com');
      expectInert(String(html));
    }
    // Stored sanitised, not only answered sanitised.
    const row = await server.db
      .selectFrom('site_pages')
      .select('content_html')
      .where('id', '=', 'hostile')
      .executeTakeFirstOrThrow();
    expectInert(row.content_html);
  });

  it('rejects unsafe or malformed fields with a clear 400 and writes nothing', async () => {
    const count = (await auditRows(server)).length;
    const cases: [string, Item, string][] = [
      ['/banners/create', { title: 'x', imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
      ['/banners/create', { title: 'x', imageUrl: '/a.png', linkUrl: '//evil.example' }, 'linkUrl'],
      ['/banners/create', { title: 'x', imageUrl: 'data:image/png;base64,AAAA' }, 'imageUrl'],
      ['/announcements/create', { title: '', contentHtml: '<p>x</p>' }, 'title'],
      [
        '/popups/create',
        { title: 'x', imageUrl: '/a.png', startsAt: 'tomorrow', endsAt: 'x' },
        'startsAt',
      ],
      [
        '/couriers/create',
        { name: '택배', code: 'x', trackingUrl: 'https://example.com/track' },
        'trackingUrl',
      ],
      [
        '/couriers/create',
        { name: '택배', code: 'x', trackingUrl: 'http://example.com/{invoice}' },
        'trackingUrl',
      ],
      [
        '/certificates/create',
        { kind: 'award', title: 'x', issuer: 'y', issuedOn: '2026-01-01' },
        'kind',
      ],
      [
        '/certificates/create',
        { kind: 'patent', title: 'x', issuer: 'y', issuedOn: '2026-13-01' },
        'issuedOn',
      ],
      ['/pages/create', { id: '../etc', title: 'x', contentHtml: 'y' }, 'id'],
      ['/policies/create', { kind: 'cookies', contentHtml: '<p>x</p>' }, 'kind'],
    ];
    for (const [path, body, field] of cases) {
      const reply = await adminCall(server, path, body, admin.token);
      expect(expectError(reply, 400, 'VALIDATION_FAILED').details, path).toEqual({ field });
    }
    const period = await adminCall(
      server,
      '/popups/create',
      {
        title: 'x',
        imageUrl: '/a.png',
        startsAt: '2026-05-02T00:00:00Z',
        endsAt: '2026-05-01T00:00:00Z',
      },
      admin.token,
    );
    expectError(period, 400, 'POPUP_PERIOD_INVALID');
    expect((await auditRows(server)).length).toBe(count);
  });

  it('refuses a taken page id or courier code with 409, leaving no row and no record', async () => {
    const first = await adminCall(
      server,
      '/couriers/create',
      {
        name: '대신택배',
        code: 'daesin',
        trackingUrl: 'https://www.ds3211.co.kr/?billno={invoice}',
      },
      admin.token,
    );
    expect(first.status).toBe(200);
    const count = (await auditRows(server)).length;
    const again = await adminCall(
      server,
      '/couriers/create',
      { name: '대신택배 2', code: 'daesin', trackingUrl: 'https://www.ds3211.co.kr/?b={invoice}' },
      admin.token,
    );
    expectError(again, 409, 'CONTENT_ID_TAKEN');
    const page = await adminCall(
      server,
      '/pages/create',
      { id: 'hostile', title: '중복', contentHtml: '<p>x</p>' },
      admin.token,
    );
    expectError(page, 409, 'CONTENT_ID_TAKEN');
    expect((await auditRows(server)).length).toBe(count);
    const couriers = await server.db
      .selectFrom('site_couriers')
      .select('name')
      .where('code', '=', 'daesin')
      .execute();
    expect(couriers).toEqual([{ name: '대신택배' }]);
  });

  it('policy versions: a new version never changes an old one', async () => {
    const create = (kind: string, contentHtml: string) =>
      adminCall(server, '/policies/create', { kind, contentHtml }, admin.token);
    clock.advance(60_000);
    const v1 = await create('privacy', '<p>개인정보처리방침 1판</p>');
    clock.advance(60_000);
    const v2 = await create('privacy', '<p>개인정보처리방침 2판</p>');
    expect((v1.data.item as Item).version).toBe(1);
    expect((v2.data.item as Item).version).toBe(2);
    const before = await getContent(server, '/boards/privacy_policy?version=1');
    clock.advance(60_000);
    const v3 = await create('privacy', '<p>개인정보처리방침 3판</p>');
    expect((v3.data.item as Item).version).toBe(3);
    expect((await getContent(server, '/boards/privacy_policy?version=1')).body).toEqual(
      before.body,
    );
    expect((await getContent(server, '/boards/privacy_policy')).data).toMatchObject({
      version: 3,
      content: '<p>개인정보처리방침 3판</p>',
    });
    const versions = await getContent(server, '/boards/version_privacy_policy');
    expect((versions.data.versions as Item[]).map((item) => item.version)).toEqual([3, 2, 1]);
    // Other kinds number on their own.
    const subs = await create('subscription', '<p>정기결제 약관</p>');
    expect((subs.data.item as Item).version).toBe(1);

    const list = await adminCall(
      server,
      '/policies/list',
      { kind: 'privacy', page: 1, size: 2 },
      admin.token,
    );
    expect(list.data).toMatchObject({ totalCount: 3, totalPage: 2, currentPage: 1, pageSize: 2 });

    clock.advance(60_000);
    const removed = await adminCall(
      server,
      '/policies/delete',
      { id: (v3.data.item as Item).id },
      admin.token,
    );
    expect(removed.status).toBe(200);
    expect((await getContent(server, '/boards/privacy_policy')).data.version).toBe(2);
    const records = (await auditRows(server)).filter(
      (row) => row.entity === 'privacy_version' && row.entity_id === (v3.data.item as Item).id,
    );
    expect(records.map((row) => row.action)).toEqual(['create', 'delete']);
    expect(records.every((row) => row.actor_id === admin.userUuid)).toBe(true);
  });

  it('accepts the body sealed in { encryptedData } as well', async () => {
    const { sealEnvelope } = await import('@tonggye/api/envelope');
    clock.advance(60_000);
    const reply = await adminCall(
      server,
      '/banners/create',
      {
        encryptedData: sealEnvelope(
          { title: '봉인된 배너', imageUrl: '/b.png' },
          server.config.envelopeKey,
        ),
      },
      admin.token,
    );
    expect(reply.status).toBe(200);
    expect((reply.data.item as Item).title).toBe('봉인된 배너');
  });

  it('audit log: admins read it newest first with who and when, paged; out-of-range paging is 400', async () => {
    const total = (await auditRows(server)).length;
    expect(total).toBeGreaterThan(10);
    const first = await adminCall(server, '/audit-log', { page: 1, size: 3 }, admin.token);
    expect(first.data).toMatchObject({
      totalCount: total,
      totalPage: Math.ceil(total / 3),
      currentPage: 1,
      pageSize: 3,
    });
    const items = first.data.items as Item[];
    expect(items).toHaveLength(3);
    expect(items[0]).toMatchObject({
      actorId: admin.userUuid,
      actorEmail: admin.email,
      actorName: '관리자',
      action: 'create',
      entity: 'banners',
    });
    const times = items.map((item) => String(item.createdAt));
    expect(times).toEqual([...times].sort().reverse());
    const filtered = await adminCall(server, '/audit-log', { entity: 'couriers' }, admin.token);
    expect((filtered.data.items as Item[]).every((item) => item.entity === 'couriers')).toBe(true);
    expect(filtered.data.pageSize).toBe(20);

    for (const paging of [
      { page: -1 },
      { page: 0 },
      { page: 'abc' },
      { page: 1e12 },
      { page: 1.5 },
      { size: 0 },
      { size: 1000 },
      { size: '-3' },
    ]) {
      const reply = await adminCall(server, '/audit-log', paging, admin.token);
      const body = expectError(reply, 400, 'PAGING_INVALID');
      expect(body.details?.field).toBe(Object.keys(paging)[0]);
    }
    for (const path of ['/news/list', '/policies/list'])
      expectError(await adminCall(server, path, { page: -1 }, admin.token), 400, 'PAGING_INVALID');
  });
});
