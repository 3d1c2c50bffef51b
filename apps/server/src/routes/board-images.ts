import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { FixedWindowLimiter } from '../accounts/rate-limit';
import { requireIdentity } from '../content/common';
import { POST_IMAGE_PATH } from '../content/sanitize';
import type { AppEnv, RouteDeps } from '../env';
import { ApiError } from '../errors';
import { keptFileKey } from '../storage/kept-files';
import { StoredObjectMissing } from '../storage/object-store';
import { imageUploadLimit } from './limits';
import { imageTypeOf } from './profile';
import { tooMany } from './user';
import { defineRoute } from './define';

const CONTENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;

/** A stored post image's name: 16 random bytes in base64url and the extension of its content. */
export const BOARD_IMAGE_NAME = /^[A-Za-z0-9_-]{22}\.(png|jpg|webp|gif)$/;

/** Where post images live in the object store (`keptFileKey`). */
export const BOARD_IMAGE_AREA = 'board-images';

/** Uploads a member or guest may make per rate window (many images go into one post). */
const UPLOADS_PER_SIGNUP_LIMIT = 5;

/**
 * Images of board posts, mounted under `/boards`: `POST /image` stores a PNG, JPEG,
 * WebP or GIF told by its magic bytes (never by its name or declared type) in the object store
 * (so every process serves it) and answers `{ resCode: 200, url: '/boards/image/<name>' }`, the path the
 * post sanitiser lets through in `img[src]`; `GET /image/:name` serves it with its own type,
 * `nosniff` and a long cache (a name is never reused).
 */
export function boardImageRoutes({ db, config, storage }: RouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const limit = config.boardImageLimitBytes;
  const limiter = new FixedWindowLimiter(
    db,
    'board-images:limiter',
    config.signupRateLimit * UPLOADS_PER_SIGNUP_LIMIT,
    config.rateWindowMs,
    config.now,
  );
  const { bodyLimit, tooLarge } = imageUploadLimit(limit);

  defineRoute(
    routes,
    {
      method: 'post',
      path: '/image',
      tag: 'community',
      summaryKo: '게시글 이미지 올리기 (회원·비회원)',
      summaryEn: 'Upload a post image (members and guests)',
      body: 'image',
      caller: 'identity',
      reply: 'raw',
      resultKo:
        '{ resCode: 200, url: "/boards/image/<이름>.<확장자>" } — 본문 img[src]에 넣는 경로',
      resultEn:
        '{ resCode: 200, url: "/boards/image/<name>.<ext>" } — the path to put in the post’s img[src]',
      errors: [
        'BAD_MULTIPART',
        'IMAGE_FILE_MISSING',
        'IMAGE_TYPE_INVALID',
        'IMAGE_TOO_LARGE',
        'TOO_MANY_REQUESTS',
      ],
      description: [
        '형식은 파일 이름이나 선언된 형식이 아니라 내용(매직 바이트)으로 판별합니다: PNG, JPEG, WebP, GIF. 크기 한도는 BOARD_IMAGE_LIMIT_BYTES(기본 5 MB)이며 DATA_DIR/board-images에 저장됩니다.',
        'The format is told by the content (magic bytes), never by the file name or declared type: PNG, JPEG, WebP, GIF. The size limit is BOARD_IMAGE_LIMIT_BYTES (5 MB by default); images are stored under DATA_DIR/board-images.',
      ],
    },
    bodyLimit,
    async (c) => {
      const identity = await requireIdentity(c, db, config.now());
      const wait = await limiter.hit(`board-image|${identity.owner}`);
      if (wait > 0) return tooMany(c, wait);
      let form: Record<string, string | File>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw new ApiError('BAD_MULTIPART');
      }
      const file = form.file ?? form.image;
      if (!(file instanceof File)) throw new ApiError('IMAGE_FILE_MISSING');
      if (file.size > limit) throw tooLarge();
      const bytes = new Uint8Array(await file.arrayBuffer());
      const extension = imageTypeOf(bytes);
      if (extension === undefined) throw new ApiError('IMAGE_TYPE_INVALID');
      const name = `${randomBytes(16).toString('base64url')}.${extension}`;
      await storage.put(keptFileKey(BOARD_IMAGE_AREA, name), bytes);
      return c.json({ resCode: 200, url: `${POST_IMAGE_PATH}${name}` }, 200);
    },
  );

  defineRoute(
    routes,
    {
      method: 'get',
      path: '/image/:name',
      tag: 'community',
      summaryKo: '게시글 이미지',
      summaryEn: 'A post image',
      body: 'none',
      caller: 'anyone',
      reply: 'raw',
      resultKo: '이미지 (자기 형식, nosniff, 1년 캐시)',
      resultEn: 'The image (its own type, nosniff, cached for a year)',
      rawTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
    },
    async (c) => {
      const name = c.req.param('name');
      // Only names this server made: no key outside the post images' area.
      const match = BOARD_IMAGE_NAME.exec(name);
      if (match === null) throw new ApiError('NOT_FOUND');
      // Whole, not streamed: an image is small (the upload limit), and a small read whole is
      // cheaper than a stream per request.
      let bytes: Uint8Array;
      try {
        bytes = await storage.getBytes(keptFileKey(BOARD_IMAGE_AREA, name));
      } catch (error) {
        if (error instanceof StoredObjectMissing) throw new ApiError('NOT_FOUND');
        throw error;
      }
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': CONTENT_TYPES[match[1] as keyof typeof CONTENT_TYPES],
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
    },
  );

  return routes;
}
