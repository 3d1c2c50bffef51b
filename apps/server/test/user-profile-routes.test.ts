import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_AREA } from '../src/routes/profile';
import { formPost, login, newMember, plainPost } from './accounts-helpers';
import {
  expectError,
  identityHeaders,
  startTestServer,
  type Reply,
  type TestServer,
} from './helpers';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0rest'),
]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(18, 1),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0, 0x3b])]);
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

const IMAGE_LIMIT = 4096;

function mailCode(raw: string): string {
  const match = /code: (\d{6})/.exec(raw.replace(/=\r?\n/g, ''));
  if (!match?.[1]) throw new Error('no code in the mail');
  return match[1];
}

describe('profile image, e-mail change and network information', () => {
  let server: TestServer;
  let dir: string;
  let outbox: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tonggye-profile-'));
    outbox = join(dir, 'outbox');
    server = await startTestServer({
      profileImageLimitBytes: IMAGE_LIMIT,
      mailOutboxDir: outbox,
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function uploadImage(
    bytes: Uint8Array,
    fileName: string,
    token: string | null,
    type = 'image/png',
    field = 'file',
  ): Promise<Reply<Record<string, unknown>>> {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
    const response = await fetch(`${server.url}/user/profileImageUpdate`, {
      method: 'POST',
      headers: identityHeaders(token),
      body: form,
    });
    const body = (await response.json()) as Record<string, unknown>;
    return {
      status: response.status,
      headers: response.headers,
      body,
      data: (body.dataRes ?? {}) as Record<string, unknown>,
    };
  }

  // The profile images in the test server's (local) object store, `<area>/f-<name>`.
  const imageArea = () => join(server.config.datasetFileDir!, PROFILE_IMAGE_AREA);
  const stored = () => {
    try {
      return readdirSync(imageArea())
        .map((name) => name.slice(2))
        .sort();
    } catch {
      return [];
    }
  };

  it('stores a PNG under a random name and serves it back as image/png with nosniff', async () => {
    const member = await newMember(server);
    const reply = await uploadImage(PNG, '../../../etc/passwd 내 사진.png', member.token);
    expect(reply.status).toBe(200);
    const url = String((reply.data.result as { url: string }).url);
    expect(url).toMatch(/^\/user\/profile-image\/[A-Za-z0-9_-]{22}\.png$/);
    expect(url).not.toContain('passwd');
    expect(reply.data.userProfile).toBe(url);
    const name = url.slice('/user/profile-image/'.length);
    expect(stored()).toContain(name);
    expect(readFileSync(join(imageArea(), `f-${name}`)).equals(PNG)).toBe(true);

    const image = await fetch(server.url + url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    const info = await plainPost(server, '/user/userInfo', {}, member.token);
    expect(info.data.userProfile).toBe(url);
  });

  it('tells JPEG, WebP and GIF by their content, whatever the name and declared type', async () => {
    const member = await newMember(server);
    for (const [bytes, extension, type] of [
      [JPEG, 'jpg', 'image/jpeg'],
      [WEBP, 'webp', 'image/webp'],
      [GIF, 'gif', 'image/gif'],
    ] as const) {
      const reply = await uploadImage(bytes, 'picture.txt', member.token, 'text/plain', 'image');
      expect(reply.status).toBe(200);
      const url = String((reply.data.result as { url: string }).url);
      expect(url.endsWith(`.${extension}`)).toBe(true);
      const image = await fetch(server.url + url);
      expect(image.headers.get('content-type')).toBe(type);
      expect(Buffer.from(await image.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('replacing the picture removes the old file', async () => {
    const member = await newMember(server);
    const first = String(
      ((await uploadImage(PNG, 'a.png', member.token)).data.result as { url: string }).url,
    );
    const second = String(
      ((await uploadImage(GIF, 'b.gif', member.token)).data.result as { url: string }).url,
    );
    expect(second).not.toBe(first);
    expect(stored()).not.toContain(first.slice('/user/profile-image/'.length));
    expect(stored()).toContain(second.slice('/user/profile-image/'.length));
    expect((await fetch(server.url + first)).status).toBe(404);
    expect((await fetch(server.url + second)).status).toBe(200);
  });

  it('two pictures sent at once leave only the one the profile shows in the store', async () => {
    const member = await newMember(server);
    const before = stored();
    const replies = await Promise.all([
      uploadImage(PNG, 'a.png', member.token),
      uploadImage(GIF, 'b.gif', member.token),
      uploadImage(JPEG, 'c.jpg', member.token),
    ]);
    for (const reply of replies) expect(reply.status).toBe(200);
    const shown = String(
      (await plainPost(server, '/user/userInfo', {}, member.token)).data.userProfile,
    );
    const added = stored().filter((name) => !before.includes(name));
    expect(added).toEqual([shown.slice('/user/profile-image/'.length)]);
  });

  it('refuses an HTML file named .png (400), too large an image (413) and a missing file', async () => {
    const member = await newMember(server);
    const before = stored();
    expectError(await uploadImage(HTML, 'photo.png', member.token), 400, 'IMAGE_TYPE_INVALID');
    expectError(
      await uploadImage(Buffer.alloc(3), 'tiny.png', member.token),
      400,
      'IMAGE_TYPE_INVALID',
    );
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_LIMIT)]);
    const tooLarge = expectError(
      await uploadImage(big, 'big.png', member.token),
      413,
      'IMAGE_TOO_LARGE',
    );
    expect(tooLarge.message).toContain('4 KB');
    // Far past the limit: stopped while the body is still arriving.
    const huge = Buffer.concat([PNG, Buffer.alloc(256 * 1024)]);
    expectError(await uploadImage(huge, 'huge.png', member.token), 413, 'IMAGE_TOO_LARGE');
    expectError(
      await uploadImage(PNG, 'a.png', member.token, 'image/png', 'other'),
      400,
      'IMAGE_FILE_MISSING',
    );
    expect(stored()).toEqual(before);
    expect(
      (await plainPost(server, '/user/userInfo', {}, member.token)).data.userProfile,
    ).toBeNull();
  });

  it('needs a live login to change the picture', async () => {
    expectError(await uploadImage(PNG, 'a.png', null), 401, 'LOGIN_REQUIRED');
    expectError(await uploadImage(PNG, 'a.png', 'guest-1700000001'), 401, 'LOGIN_REQUIRED');
    expectError(await uploadImage(PNG, 'a.png', 'A'.repeat(43)), 401, 'TOKEN_INVALID');
  });

  it('serves only names it made: no path outside the folder, 404 for unknown ones', async () => {
    for (const name of [
      '..%2F..%2Fapp.sqlite',
      '..%2Fprofile-images',
      'x.png',
      `${'a'.repeat(22)}.svg`,
      `${'b'.repeat(22)}.png`,
    ]) {
      const response = await fetch(`${server.url}/user/profile-image/${name}`);
      const body = (await response.json()) as Record<string, unknown>;
      expectError(
        { status: response.status, headers: response.headers, body, data: undefined },
        404,
        'NOT_FOUND',
      );
    }
  });

  async function codeFor(email: string): Promise<string> {
    const before = readdirSync(outbox, { withFileTypes: true }).length;
    expect((await plainPost(server, '/user/emailSend', { email })).status).toBe(200);
    const mails = readdirSync(outbox).sort();
    expect(mails.length).toBe(before + 1);
    // The outbox names sort by time; the newest is the last.
    return mailCode(readFileSync(join(outbox, mails.at(-1)!), 'utf8'));
  }

  it('changes the e-mail with the code mailed to the new address (form-encoded data)', async () => {
    const member = await newMember(server);
    // One mail first so that the outbox folder exists.
    await plainPost(server, '/user/emailSend', { email: 'warmup@example.com' });
    const next = `changed${Date.now()}@example.com`;
    const code = await codeFor(next);

    const wrong = code === '000000' ? '111111' : '000000';
    expectError(
      await formPost(
        server,
        '/user/changeEmail',
        JSON.stringify({ email: next, code: wrong }),
        member.token,
      ),
      400,
      'CODE_INVALID',
    );
    const changed = await formPost(
      server,
      '/user/changeEmail',
      JSON.stringify({ email: next.toUpperCase(), code }),
      member.token,
    );
    expect(changed.status).toBe(200);
    expect(changed.data.email).toBe(next);
    expect(changed.data.id).toBe(next);
    expect((await login(server, next, member.password)).status).toBe(200);
    expectError(await login(server, member.email, member.password), 401, 'LOGIN_FAILED');
    // The code is used up.
    const live = await server.db
      .selectFrom('email_codes')
      .select('id')
      .where('email', '=', next)
      .where('used_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
  });

  it('refuses a taken address, a bad address, no login, and never changes another member', async () => {
    const owner = await newMember(server);
    const other = await newMember(server);
    expectError(
      await formPost(
        server,
        '/user/changeEmail',
        JSON.stringify({ email: other.email, code: '123456' }),
        owner.token,
      ),
      409,
      'EMAIL_TAKEN',
    );
    expectError(
      await formPost(
        server,
        '/user/changeEmail',
        JSON.stringify({ email: 'not-an-address', code: '123456' }),
        owner.token,
      ),
      400,
      'EMAIL_INVALID',
    );
    const next = `moved${Date.now()}@example.com`;
    const code = await codeFor(next);
    expectError(
      await formPost(server, '/user/changeEmail', JSON.stringify({ email: next, code }), null),
      401,
      'LOGIN_REQUIRED',
    );
    expectError(
      await formPost(
        server,
        '/user/changeEmail',
        JSON.stringify({ email: next, code }),
        'A'.repeat(43),
      ),
      401,
      'TOKEN_INVALID',
    );
    // Someone else's token changes that member only: the owner keeps the address.
    const moved = await formPost(
      server,
      '/user/changeEmail',
      JSON.stringify({ email: next, code }),
      other.token,
    );
    expect(moved.status).toBe(200);
    expect(moved.data.userUuid).toBe(other.userUuid);
    const rows = await server.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', 'in', [owner.userUuid, other.userUuid])
      .execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, row.email]))).toEqual({
      [owner.userUuid]: owner.email,
      [other.userUuid]: next,
    });
  });

  it("answers the caller's IP and user agent as the server sees them", async () => {
    const response = await fetch(`${server.url}/user/user-net-info`, {
      headers: { 'user-agent': 'tonggye-test/1.0 (profile)' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      resCode: number;
      dataRes: { ip: string; userAgent: string };
    };
    expect(body.resCode).toBe(200);
    expect(body.dataRes.ip).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(body.dataRes.userAgent).toBe('tonggye-test/1.0 (profile)');
  });
});
