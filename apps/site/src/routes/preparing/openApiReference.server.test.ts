import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerProcess,
  type TestServerProcess,
} from '../../../../../apps/server/test/server-process';
import {
  createApiClient,
  createMemoryStorage,
  getOpenApiDocument,
  type OpenApiDocument,
} from '@tonggye/api';
import { inLanguage, referenceGroups } from './openApiReference';

/** The `/open-api` reference built from the real server's document (`GET /openapi.json`). */
let server: TestServerProcess | undefined;
let document: OpenApiDocument;

beforeAll(async () => {
  server = await startTestServerProcess({ name: 'site-openapi' });
  const baseURL = server.url;
  const client = createApiClient({
    baseURL,
    envelopeKey: 'unused',
    storage: createMemoryStorage(),
  });
  document = await getOpenApiDocument(client);
}, 45_000);

afterAll(() => server?.stop());

describe('the Open API reference', () => {
  it('picks the language half of a bilingual text', () => {
    expect(inLanguage('회사 소식 / Company news', 'ko')).toBe('회사 소식');
    expect(inLanguage('회사 소식 / Company news', 'en')).toBe('Company news');
    expect(inLanguage('health', 'en')).toBe('health');
  });

  it('groups every operation under its tag, in the document order of the tags', () => {
    const groups = referenceGroups(document, 'ko');
    const operations = Object.values(document.paths).reduce(
      (count, item) => count + Object.keys(item).length,
      0,
    );
    expect(groups.reduce((count, group) => count + group.operations.length, 0)).toBe(operations);
    const tags = (document.tags ?? []).map((tag) => tag.name);
    expect(groups.map((group) => group.tag)).toEqual(
      tags.filter((tag) => groups.some((g) => g.tag === tag)),
    );
    const content = groups.find((group) => group.tag === 'site-content');
    expect(content?.title).toBe('사이트 콘텐츠');
    const news = content?.operations.find(
      (op) => op.path === '/boards/news' && op.method === 'GET',
    );
    expect(news).toMatchObject({
      summary: '회사 소식 목록 (쿼리 page 1~100000, size 1~100)',
      fields: null,
    });
    const detail = content?.operations.find((op) => op.path === '/boards/news/detail/{id}');
    expect(detail?.pathParams).toEqual(['id']);
    expect(referenceGroups(document, 'en').find((g) => g.tag === 'site-content')?.title).toBe(
      'Site content',
    );
  });

  it('lists the request fields of plain and sealed bodies from their schemas', () => {
    const operations = referenceGroups(document, 'en').flatMap((group) => group.operations);
    const login = operations.find((op) => op.method === 'POST' && op.path === '/user/login');
    expect(login?.sealed).toBe(false);
    expect(login?.fields?.map((field) => field.name)).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
    expect(login?.fields?.find((field) => field.name === 'email')).toMatchObject({
      required: true,
      type: expect.stringContaining('string'),
    });
    const signUp = operations.find((op) => op.method === 'POST' && op.path === '/user/reg');
    expect(signUp?.sealed).toBe(true);
    expect(signUp?.fields?.map((field) => field.name)).toEqual(
      expect.arrayContaining(['email', 'password', 'user_name']),
    );
  });
});
