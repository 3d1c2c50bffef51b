import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_IMAGE_AREA, BOARD_IMAGE_NAME } from '../src/routes/board-images';
import { moveFolderIntoStore } from '../src/storage/kept-files';
import { objectStoreFor } from '../src/storage/object-store';
import { sealedPost } from './community-helpers';
import {
  expectError,
  GUEST_A,
  GUEST_B,
  identityHeaders,
  startTestServer,
  type TestServer,
} from './helpers';

/** The smallest PNG (1x1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A JPEG start (SOI + APP0 JFIF) — the format is told by these bytes. */
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64, 1),
  Buffer.from([0xff, 0xd9]),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 0)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(24, 0),
]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

const LIMIT = 4096;

describe('post images: POST /boards/image and GET /boards/image/:name', () => {
  let server: TestServer;
  let folder: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'board-images-'));
    server = await startTestServer({ boardImageDir: folder, boardImageLimitBytes: LIMIT });
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** The post images in the test server's (local) object store. */
  function storedImages(): string[] {
    const area = join(server.config.datasetFileDir!, BOARD_IMAGE_AREA);
    return existsSync(area) ? readdirSync(area) : [];
  }

  async function upload(
    bytes: Buffer,
    fileName: string,
    type: string,
    credential: string | null = GUEST_A,
  ) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
    const response = await fetch(`${server.url}/boards/image`, {
      method: 'POST',
      headers: identityHeaders(credential),
      body: form,
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Record<string, unknown>,
      data: undefined,
    };
  }

  it.each([
    ['PNG', PNG, 'image/png', 'png'],
    ['JPEG', JPEG, 'image/jpeg', 'jpg'],
    ['GIF', GIF, 'image/gif', 'gif'],
    ['WebP', WEBP, 'image/webp', 'webp'],
  ] as const)(
    'stores a %s and serves it back with its type, nosniff and a long cache',
    async (_, bytes, type, ext) => {
      const reply = await upload(bytes, `그림.${ext}`, type);
      expect(reply.status).toBe(200);
      expect(reply.body.resCode).toBe(200);
      const url = String(reply.body.url);
      expect(url).toMatch(new RegExp(`^/boards/image/[A-Za-z0-9_-]{22}\\.${ext}$`));
      const served = await fetch(server.url + url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
      // Kept in the object store, not in a folder of this machine.
      const name = url.slice(url.lastIndexOf('/') + 1);
      expect(storedImages()).toContain(`f-${name}`);
      expect(readdirSync(folder)).toEqual([]);
    },
  );

  it('goes by the bytes, not the name or declared type: a JPEG called .png is a .jpg', async () => {
    const reply = await upload(JPEG, 'photo.png', 'image/png');
    expect(reply.status).toBe(200);
    expect(String(reply.body.url)).toMatch(/\.jpg$/);
    const served = await fetch(server.url + String(reply.body.url));
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses an HTML file renamed .png, and writes nothing', async () => {
    const before = storedImages().length;
    const reply = await upload(HTML, 'cat.png', 'image/png');
    expectError(reply, 400, 'IMAGE_TYPE_INVALID');
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'x.gif',
      'image/gif',
    );
    expectError(svg, 400, 'IMAGE_TYPE_INVALID');
    expect(storedImages()).toHaveLength(before);
  });

  it('refuses an image over the configured limit with 413, and a missing file with 400', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(LIMIT + 1, 0)]);
    expectError(await upload(big, 'big.png', 'image/png'), 413, 'IMAGE_TOO_LARGE');
    const form = new FormData();
    form.append('other', 'x');
    const response = await fetch(`${server.url}/boards/image`, {
      method: 'POST',
      headers: identityHeaders(GUEST_B),
      body: form,
    });
    expectError(
      {
        status: response.status,
        headers: response.headers,
        body: await response.json(),
        data: undefined,
      },
      400,
      'IMAGE_FILE_MISSING',
    );
  });

  it('needs a guest id or a member', async () => {
    expectError(await upload(PNG, 'a.png', 'image/png', null), 401, 'UNAUTHENTICATED');
  });

  it('serves only names it made: path traversal and unknown names are 404', async () => {
    // A real file next to the images folder that a traversal would reach.
    expect(existsSync(join(server.dir, 'app.sqlite')) || server.databaseKind === 'postgres').toBe(
      true,
    );
    for (const name of [
      // From the images folder to this server's own database file.
      `..%2F${basename(server.dir)}%2Fapp.sqlite`,
      '..%2F..%2Fapp.sqlite',
      '..%2Fapp.sqlite',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '..%5C..%5Capp.sqlite',
      'AAAAAAAAAAAAAAAAAAAAAA.png%00.html',
      'AAAAAAAAAAAAAAAAAAAAAA.svg',
      'AAAAAAAAAAAAAAAAAAAAAA.png',
    ]) {
      const response = await fetch(`${server.url}/boards/image/${name}`);
      expect(response.status, name).toBe(404);
      expect(response.headers.get('content-type'), name).toMatch(/^application\/json/);
    }
  });

  it('an uploaded image survives the post sanitiser in img[src]', async () => {
    const reply = await upload(PNG, 'in-post.png', 'image/png');
    const url = String(reply.body.url);
    const created = await sealedPost<{ post: { id: string; contentHtml: string } }>(
      server,
      '/boards/createBoardDetail',
      {
        title: '그림이 있는 글',
        content: `<p>결과 그림</p><p><img src="${url}" alt="산점도"></p>`,
        nickname: '손님',
        password: 'pw1234',
      },
      GUEST_A,
    );
    expect(created.status).toBe(200);
    expect(created.data.post.contentHtml).toContain(`<img src="${url}" alt="산점도">`);
  });
});

describe('post images an older version kept on this machine’s disk', () => {
  let server: TestServer;
  let dataDir: string;
  beforeAll(async () => {
    server = await startTestServer();
    dataDir = mkdtempSync(join(tmpdir(), 'board-images-legacy-'));
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('move into the store once at start and are served from there', async () => {
    const legacy = join(dataDir, 'board-images');
    mkdirSync(legacy);
    // base64url names may start with '-' or '_'.
    const names = ['-AAAAAAAAAAAAAAAAAAAAA.png', 'BBBBBBBBBBBBBBBBBBBBBB.gif'];
    writeFileSync(join(legacy, names[0]!), PNG);
    writeFileSync(join(legacy, names[1]!), GIF);
    writeFileSync(join(legacy, 'notes.txt'), 'not an image of ours');
    const storage = objectStoreFor(server.config);
    const isOurs = (name: string) => BOARD_IMAGE_NAME.test(name);

    expect(await moveFolderIntoStore(legacy, storage, BOARD_IMAGE_AREA, isOurs)).toBe(2);
    expect(existsSync(legacy)).toBe(false);
    expect(readdirSync(`${legacy}.in-store`).sort()).toEqual([...names, 'notes.txt'].sort());
    for (const [name, bytes] of [
      [names[0]!, PNG],
      [names[1]!, GIF],
    ] as const) {
      const served = await fetch(`${server.url}/boards/image/${name}`);
      expect(served.status, name).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    }
    expect((await fetch(`${server.url}/boards/image/notes.txt`)).status).toBe(404);
    // The next start finds nothing to move.
    expect(await moveFolderIntoStore(legacy, storage, BOARD_IMAGE_AREA, isOurs)).toBe(0);
  });
});
