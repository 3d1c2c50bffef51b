import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { checkCode } from '../accounts/codes';
import { FixedWindowLimiter } from '../accounts/rate-limit';
import { emailSchema, validateAccount } from '../accounts/schemas';
import type { AppEnv, RouteDeps } from '../env';
import { ApiError } from '../errors';
import {
  cancelDeletion,
  runDeletions,
  scheduleDeletion,
  UPLOAD_LEASE_MS,
} from '../storage/deletions';
import { keptFileKey } from '../storage/kept-files';
import { StoredObjectMissing } from '../storage/object-store';
import { imageUploadLimit, jsonBodyLimit } from './limits';
import {
  clientInfo,
  liveUserByEmail,
  ok,
  profileData,
  readBody,
  requireMember,
  tooMany,
} from './user';
import { userDoc, MEMBER_CALL, PROFILE_RESULT } from './account-docs';
import { defineRoute } from './define';

/** The image formats a profile picture may have, told apart by their first bytes. */
const IMAGE_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;
type ImageExtension = keyof typeof IMAGE_TYPES;

/** The format of an image from its content (magic bytes), whatever its name or declared type. */
export function imageTypeOf(bytes: Uint8Array): ImageExtension | undefined {
  const starts = (offset: number, ...values: number[]) =>
    values.every((value, i) => bytes[offset + i] === value);
  const ascii = (offset: number, text: string) =>
    starts(offset, ...[...text].map((char) => char.charCodeAt(0)));
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0, 0xff, 0xd8, 0xff)) return 'jpg';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'webp';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'gif';
  return undefined;
}

/** The path a stored image is served from; `users.profile_image` holds it. */
export const PROFILE_IMAGE_PATH = '/user/profile-image/';

/** A stored image's name: 16 random bytes in base64url and the extension of its content. */
export const PROFILE_IMAGE_NAME = /^[A-Za-z0-9_-]{22}\.(png|jpg|webp|gif)$/;

/** Where profile images live in the object store (`keptFileKey`), so every process serves them. */
export const PROFILE_IMAGE_AREA = 'profile-images';

/** `changeEmail`: the new address and the code mailed to it (`/user/emailSend`). */
export const changeEmailSchema = z.looseObject({
  email: emailSchema,
  code: z
    .string('CODE_INVALID')
    .trim()
    .regex(/^\d{6}$/, 'CODE_INVALID'),
});

/**
 * Profile calls not in `user.ts`: the profile image (upload and serving),
 * the e-mail change and the caller's network information. Mounted under `/user`.
 */
export function profileRoutes({ db, config, storage, logger }: RouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const key = config.envelopeKey;
  const limit = jsonBodyLimit(config);
  const imageLimit = config.profileImageLimitBytes;
  const writeLimiter = new FixedWindowLimiter(
    db,
    'profile:writeLimiter',
    config.signupRateLimit,
    config.rateWindowMs,
    config.now,
  );
  const codeLimiter = new FixedWindowLimiter(
    db,
    'profile:codeLimiter',
    config.loginRateLimit,
    config.rateWindowMs,
    config.now,
  );
  const { bodyLimit, tooLarge } = imageUploadLimit(imageLimit);

  defineRoute(
    routes,
    userDoc('post', 'profileImageUpdate', '프로필 사진 변경', 'Change the profile picture', {
      ...MEMBER_CALL,
      body: 'image',
      resultKo: 'result.url: 사진 주소, 그리고 회원 정보',
      resultEn: 'result.url: the picture address, and the member profile',
      errors: [
        ...(MEMBER_CALL.errors ?? []),
        'BAD_MULTIPART',
        'IMAGE_FILE_MISSING',
        'IMAGE_TYPE_INVALID',
        'IMAGE_TOO_LARGE',
        'TOO_MANY_REQUESTS',
      ],
    }),
    bodyLimit,
    async (c) => {
      const member = await requireMember(c, db, config.now());
      const wait = await writeLimiter.hit(`image|${member.user.id}`);
      if (wait > 0) return tooMany(c, wait);
      let form: Record<string, string | File>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw new ApiError('BAD_MULTIPART');
      }
      const file = form.file ?? form.image;
      if (!(file instanceof File)) throw new ApiError('IMAGE_FILE_MISSING');
      if (file.size > imageLimit) throw tooLarge();
      const bytes = new Uint8Array(await file.arrayBuffer());
      // The content decides, never the client's name or declared type.
      const extension = imageTypeOf(bytes);
      if (extension === undefined) throw new ApiError('IMAGE_TYPE_INVALID');
      const name = `${randomBytes(16).toString('base64url')}.${extension}`;
      const stored = keptFileKey(PROFILE_IMAGE_AREA, name);
      const now = config.now();
      // Under a lease until the member's row names it: a crash in between leaves nothing for long.
      await scheduleDeletion(db, [stored], now, UPLOAD_LEASE_MS);
      try {
        await storage.put(stored, bytes);
      } catch (error) {
        await runDeletions(db, storage, [stored], logger);
        throw error;
      }
      const url = `${PROFILE_IMAGE_PATH}${name}`;
      const { user, replaced } = await db.transaction().execute(async (trx) => {
        // The row is touched first, so on PostgreSQL it stays locked: of two uploads at once,
        // the later one replaces (and removes) the picture the earlier one recorded.
        const held = await trx
          .updateTable('users')
          .set({ updated_at: now.toISOString() })
          .where('id', '=', member.user.id)
          .returning('profile_image')
          .executeTakeFirstOrThrow();
        const updated = await trx
          .updateTable('users')
          .set({ profile_image: url })
          .where('id', '=', member.user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        // The previous picture is no longer shown anywhere: it goes once this commits.
        const previous = held.profile_image?.slice(PROFILE_IMAGE_PATH.length) ?? '';
        const replaced =
          held.profile_image?.startsWith(PROFILE_IMAGE_PATH) && PROFILE_IMAGE_NAME.test(previous)
            ? [keptFileKey(PROFILE_IMAGE_AREA, previous)]
            : [];
        await cancelDeletion(trx, [stored]);
        await scheduleDeletion(trx, replaced, now);
        return { user: updated, replaced };
      });
      await runDeletions(db, storage, replaced, logger);
      return ok(c, { result: { url }, ...profileData(user) });
    },
  );

  defineRoute(
    routes,
    userDoc('get', 'profile-image/:name', '프로필 사진 파일', 'A profile picture file', {
      body: 'none',
      reply: 'raw',
      rawTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
      resultKo: '이미지 (image/png, image/jpeg, image/webp, image/gif)',
      resultEn: 'The image (image/png, image/jpeg, image/webp, image/gif)',
    }),
    async (c) => {
      const name = c.req.param('name');
      // Only names this server made: no key outside the profile images' area.
      const match = PROFILE_IMAGE_NAME.exec(name);
      if (match === null) throw new ApiError('NOT_FOUND');
      let bytes: Uint8Array;
      try {
        bytes = await storage.getBytes(keptFileKey(PROFILE_IMAGE_AREA, name));
      } catch (error) {
        if (error instanceof StoredObjectMissing) throw new ApiError('NOT_FOUND');
        throw error;
      }
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': IMAGE_TYPES[match[1] as ImageExtension],
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        // A name is never reused: a new picture gets a new one.
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
    },
  );

  defineRoute(
    routes,
    userDoc(
      'post',
      'changeEmail',
      '이메일 변경 (새 주소로 받은 인증번호 필요)',
      'Change the e-mail (needs the code sent to the new address)',
      {
        ...MEMBER_CALL,
        schema: changeEmailSchema,
        resultKo: PROFILE_RESULT[0],
        resultEn: PROFILE_RESULT[1],
        errors: [
          ...(MEMBER_CALL.errors ?? []),
          'EMAIL_INVALID',
          'EMAIL_TAKEN',
          'CODE_INVALID',
          'TOO_MANY_REQUESTS',
        ],
      },
    ),
    limit,
    async (c) => {
      const member = await requireMember(c, db, config.now());
      const wait = await codeLimiter.hit(`change-email|${member.user.id}`);
      if (wait > 0) return tooMany(c, wait);
      const { email, code } = validateAccount(changeEmailSchema, await readBody(c, key));
      const now = config.now();
      if (email !== member.user.email) {
        if ((await liveUserByEmail(db, email)) !== undefined) throw new ApiError('EMAIL_TAKEN');
        // The code mailed to the new address proves it belongs to this member.
        if (!(await checkCode(db, email, 'verify', code, now, true)))
          throw new ApiError('CODE_INVALID');
      }
      let user;
      try {
        user = await db
          .updateTable('users')
          .set({ email, updated_at: now.toISOString() })
          .where('id', '=', member.user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        // Someone signed up with the address in the meantime: the unique index stops this one.
        if ((await liveUserByEmail(db, email)) !== undefined) throw new ApiError('EMAIL_TAKEN');
        throw error;
      }
      return ok(c, profileData(user));
    },
  );

  defineRoute(
    routes,
    userDoc(
      'get',
      'user-net-info',
      '접속 정보 (IP, 브라우저)',
      'The caller as the server sees it (IP, user agent)',
      {
        body: 'none',
        resultKo: 'ip, userAgent',
        resultEn: 'ip, userAgent',
      },
    ),
    (c) => {
      const { ip, userAgent } = clientInfo(c, config.trustProxy);
      return ok(c, { ip, userAgent });
    },
  );

  return routes;
}
