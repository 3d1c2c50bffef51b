import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../accounts/crypto';
import { FixedWindowLimiter } from '../accounts/rate-limit';
import { isAdmin, moderatingAdmin, recordAdminChange } from '../admin';
import {
  displayName,
  htmlSchema,
  idSchema,
  ilike,
  likePattern,
  lineSchema,
  optionalIdentity,
  paged,
  readPaging,
  requireIdentity,
  sendBoard,
  textSchema,
  validateContent,
} from '../content/common';
import { sanitizePostHtml, textToHtml } from '../content/sanitize';
import type { Database } from '../db/database';
import type { BoardPostsTable } from '../db/schema';
import type { AppEnv, RouteDeps } from '../env';
import { ApiError } from '../errors';
import type { Identity } from '../identity';
import { openPayload } from '../protocol';
import { jsonBodyLimit } from './limits';
import { clientInfo, readBody } from './user';
import {
  board,
  PAGE_KO,
  PAGING,
  POST_KO,
  POST_EN,
  WRITER,
  TEXT_ERRORS,
  GUEST_NOTE,
  plain,
} from '../content/community-docs';
import { defineRoute } from './define';

export const COMMUNITY_BOARD = 'community';
export const TITLE_MAX = 200;
export const POST_HTML_MAX = 100_000;
export const REPLY_MAX = 2_000;

/** Search targets of the board list. */
export const SEARCH_TYPES = ['titleContent', 'title', 'content', 'nickname'] as const;

/** A guest's nickname and password; members write under their own name. */
const guestFields = {
  nickname: z.string().max(200).nullish(),
  password: z.string().max(200).nullish(),
};

export const communityListSchema = z.looseObject({
  page: z.unknown().optional(),
  size: z.unknown().optional(),
  keyword: z.string().trim().max(100, 'TEXT_TOO_LONG:100').nullish(),
  searchType: z.enum(SEARCH_TYPES).nullish(),
});
export const postIdSchema = z.looseObject({ id: idSchema });
export const createPostSchema = z.looseObject({
  title: lineSchema(TITLE_MAX),
  content: htmlSchema(POST_HTML_MAX),
  ...guestFields,
});
export const updatePostSchema = createPostSchema.extend({ id: idSchema });
export const deletePostSchema = z.looseObject({ id: idSchema, password: guestFields.password });
export const createReplySchema = z.looseObject({
  postId: idSchema,
  contents: textSchema(REPLY_MAX),
  ...guestFields,
});
export const deleteReplySchema = z.looseObject({
  replyId: idSchema,
  password: guestFields.password,
});

const nicknameSchema = lineSchema(20);
const guestPasswordSchema = z.string().min(4).max(30);

interface Author {
  author_user_id: string | null;
  guest_owner: string | null;
  nickname: string;
  password_hash: string | null;
}

/** Who a new post or reply is by: the member, or a guest with a nickname and a hashed password. */
async function authorOf(
  identity: Identity,
  body: { nickname?: string | null; password?: string | null },
): Promise<Author> {
  if (identity.kind === 'member')
    return {
      author_user_id: identity.user.id,
      guest_owner: null,
      nickname: displayName(identity.user),
      password_hash: null,
    };
  const nickname = nicknameSchema.safeParse(body.nickname ?? '');
  const password = guestPasswordSchema.safeParse(body.password ?? '');
  if (!nickname.success || !password.success) throw new ApiError('GUEST_AUTHOR_REQUIRED');
  return {
    author_user_id: null,
    guest_owner: identity.owner,
    nickname: nickname.data,
    password_hash: await hashPassword(password.data),
  };
}

type Row = Pick<BoardPostsTable, 'author_user_id' | 'password_hash'>;

/**
 * Whether the caller may change or delete a post or reply: an administrator, the member who
 * wrote it, or anyone with the guest author's password (a guest id is not secret, so it is
 * never proof on its own).
 */
async function checkAuthor(
  identity: Identity | undefined,
  row: Row,
  password: string | null | undefined,
  attempt: () => Promise<void>,
): Promise<void> {
  if (isAdmin(identity)) return;
  if (row.author_user_id !== null) {
    if (identity?.kind === 'member' && identity.user.id === row.author_user_id) return;
    throw new ApiError('NOT_AUTHOR');
  }
  if (row.password_hash === null) throw new ApiError('NOT_AUTHOR');
  await attempt();
  if (!password || !(await verifyPassword(row.password_hash, password)))
    throw new ApiError('POST_PASSWORD_WRONG');
}

function isMine(identity: Identity | undefined, row: Author): boolean {
  if (identity === undefined) return false;
  if (row.author_user_id !== null)
    return identity.kind === 'member' && identity.user.id === row.author_user_id;
  return identity.kind === 'guest' && identity.owner === row.guest_owner;
}

/** The post as the site shows it; guest password hashes never leave the server. */
function postView(
  row: {
    id: string;
    title: string;
    content_html: string;
    nickname: string;
    author_user_id: string | null;
    guest_owner: string | null;
    password_hash: string | null;
    view_count: number;
    hidden: number;
    created_at: string;
    updated_at: string;
  },
  identity: Identity | undefined,
) {
  return {
    id: row.id,
    title: row.title,
    contentHtml: row.content_html,
    nickname: row.nickname,
    isGuest: row.author_user_id === null,
    isMine: isMine(identity, row),
    canEdit: isAdmin(identity) || isMine(identity, row) || row.author_user_id === null,
    viewCount: Number(row.view_count),
    hidden: Number(row.hidden) === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function findPost(db: Database, id: string, identity: Identity | undefined) {
  const row = await db
    .selectFrom('board_posts')
    .selectAll()
    .where('id', '=', id)
    .where('board', '=', COMMUNITY_BOARD)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  // A hidden post is gone for everyone but administrators.
  if (row === undefined || (Number(row.hidden) === 1 && !isAdmin(identity)))
    throw new ApiError('POST_NOT_FOUND');
  return row;
}

async function repliesOf(db: Database, postId: string, identity: Identity | undefined) {
  let query = db
    .selectFrom('board_replies')
    .selectAll()
    .where('post_id', '=', postId)
    .where('deleted_at', 'is', null);
  if (!isAdmin(identity)) query = query.where('hidden', '=', 0);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    postId: row.post_id,
    contents: row.contents_html,
    nickname: row.nickname,
    isGuest: row.author_user_id === null,
    isMine: isMine(identity, row),
    hidden: Number(row.hidden) === 1,
    createdAt: row.created_at,
  }));
}

/** `payload` of a reply call: the object itself, or sealed with the envelope key. */
function replyPayload(body: unknown, key: string): unknown {
  const payload =
    typeof body === 'object' && body !== null && 'payload' in body
      ? (body as { payload: unknown }).payload
      : body;
  return typeof payload === 'string' ? openPayload(payload, z.unknown(), key) : payload;
}

/**
 * The community board's calls. The five board calls are POSTs of `{ encryptedData }`
 * answered `{ resCode: 200, encryptData }`; the reply calls take a `payload` field (an object
 * or a sealed string) and answer `{ resCode: 200, dataRes }`.
 * Reading needs no credential; writing needs a guest id (with a nickname and a password) or
 * a member token.
 */
export function communityRoutes({ db, config }: RouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const key = config.envelopeKey;
  const limit = jsonBodyLimit(config);
  // Guest passwords are short: the tries per address and post are limited like sign-in.
  const passwordLimiter = new FixedWindowLimiter(
    db,
    'community:passwordLimiter',
    config.loginRateLimit,
    config.rateWindowMs,
    config.now,
  );
  const writeLimiter = new FixedWindowLimiter(
    db,
    'community:writeLimiter',
    config.signupRateLimit * 3,
    config.rateWindowMs,
    config.now,
  );
  const attempt = (c: Context, target: string) => async () => {
    const wait = await passwordLimiter.hit(
      `post-password|${clientInfo(c, config.trustProxy).ip}|${target}`,
    );
    if (wait > 0) throw new ApiError('TOO_MANY_REQUESTS', { seconds: wait });
  };
  const guestWrite = async (c: Context, identity: Identity) => {
    // Guests are limited per address; members are known and answerable.
    if (identity.kind !== 'guest') return;
    const wait = await writeLimiter.hit(`board-write|${clientInfo(c, config.trustProxy).ip}`);
    if (wait > 0) throw new ApiError('TOO_MANY_REQUESTS', { seconds: wait });
  };

  defineRoute(
    routes,
    board(
      'community',
      '커뮤니티 글 목록 (page, size, keyword, searchType)',
      'Community posts (page, size, keyword, searchType)',
      communityListSchema,
      `${PAGE_KO}; item: { id, title, preview, nickname, isGuest, isMine, viewCount, replyCount, createdAt, updatedAt }`,
      `${PAGE_KO}; item: { id, title, preview, nickname, isGuest, isMine, viewCount, replyCount, createdAt, updatedAt }`,
      [...PAGING, 'TEXT_TOO_LONG', 'TOKEN_INVALID'],
    ),
    limit,
    async (c) => {
      const identity = await optionalIdentity(c, db, config.now());
      const body = validateContent(communityListSchema, await readBody(c, key, true));
      const paging = readPaging(body);
      const keyword = body.keyword?.trim() ?? '';
      let query = db
        .selectFrom('board_posts')
        .where('board', '=', COMMUNITY_BOARD)
        .where('deleted_at', 'is', null)
        .where('hidden', '=', 0);
      if (keyword !== '') {
        const pattern = likePattern(keyword);
        const type = body.searchType ?? 'titleContent';
        query = query.where((eb) =>
          type === 'title'
            ? ilike('title', pattern)
            : type === 'content'
              ? ilike('content_text', pattern)
              : type === 'nickname'
                ? ilike('nickname', pattern)
                : eb.or([ilike('title', pattern), ilike('content_text', pattern)]),
        );
      }
      const total = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      const rows = await query
        .select([
          'id',
          'title',
          'content_text',
          'nickname',
          'author_user_id',
          'guest_owner',
          'password_hash',
          'view_count',
          'created_at',
          'updated_at',
        ])
        .select((eb) =>
          eb
            .selectFrom('board_replies')
            .select((inner) => inner.fn.countAll().as('r'))
            .whereRef('board_replies.post_id', '=', 'board_posts.id')
            .where('board_replies.deleted_at', 'is', null)
            .where('board_replies.hidden', '=', 0)
            .as('reply_count'),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(paging.size)
        .offset((paging.page - 1) * paging.size)
        .execute();
      const items = rows.map((row) => ({
        id: row.id,
        title: row.title,
        preview: row.content_text.slice(0, 120),
        nickname: row.nickname,
        isGuest: row.author_user_id === null,
        isMine: isMine(identity, row),
        viewCount: Number(row.view_count),
        replyCount: Number(row.reply_count ?? 0),
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      }));
      return sendBoard(c, paged(items, Number(total.n), paging), key);
    },
  );

  defineRoute(
    routes,
    board(
      'getBoardDetail',
      '커뮤니티 글 보기 (조회수 1 증가)',
      'A community post (adds one view)',
      postIdSchema,
      POST_KO,
      POST_EN,
      ['POST_NOT_FOUND', 'TOKEN_INVALID'],
    ),
    limit,
    async (c) => {
      const identity = await optionalIdentity(c, db, config.now());
      const { id } = validateContent(postIdSchema, await readBody(c, key));
      await findPost(db, id, identity);
      // Every opening counts; the update is atomic, so parallel views are never lost.
      await db
        .updateTable('board_posts')
        .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
        .where('id', '=', id)
        .execute();
      const row = await findPost(db, id, identity);
      return sendBoard(
        c,
        { post: { ...postView(row, identity), replies: await repliesOf(db, id, identity) } },
        key,
      );
    },
  );

  defineRoute(
    routes,
    {
      ...board(
        'createBoardDetail',
        '커뮤니티 글쓰기',
        'Write a community post',
        createPostSchema,
        POST_KO,
        POST_EN,
        [...WRITER, ...TEXT_ERRORS, 'GUEST_AUTHOR_REQUIRED'],
      ),
      caller: 'identity',
      description: GUEST_NOTE,
    },
    limit,
    async (c) => {
      const identity = await requireIdentity(c, db, config.now());
      await guestWrite(c, identity);
      const body = validateContent(createPostSchema, await readBody(c, key));
      const content = sanitizePostHtml(body.content);
      if (content.text === '') throw new ApiError('CONTENT_EMPTY', { field: 'content' });
      const author = await authorOf(identity, body);
      const stamp = config.now().toISOString();
      const row = {
        id: randomUUID(),
        board: COMMUNITY_BOARD,
        title: body.title,
        content_html: content.html,
        content_text: content.text.trim(),
        ...author,
        view_count: 0,
        hidden: 0,
        created_at: stamp,
        updated_at: stamp,
        deleted_at: null,
      };
      await db.insertInto('board_posts').values(row).execute();
      return sendBoard(c, { post: { ...postView(row, identity), replies: [] } }, key);
    },
  );

  defineRoute(
    routes,
    {
      ...board(
        'updateBoardDetail',
        '커뮤니티 글 수정 (작성자, 비회원 글은 비밀번호, 또는 관리자)',
        'Edit a community post (the author, the password of a guest post, or an administrator)',
        updatePostSchema,
        POST_KO,
        POST_EN,
        [...WRITER, ...TEXT_ERRORS, 'POST_NOT_FOUND', 'NOT_AUTHOR', 'POST_PASSWORD_WRONG'],
      ),
      caller: 'identity',
      description: GUEST_NOTE,
    },
    limit,
    async (c) => {
      const identity = await requireIdentity(c, db, config.now());
      const body = validateContent(updatePostSchema, await readBody(c, key));
      const row = await findPost(db, body.id, identity);
      await checkAuthor(identity, row, body.password, attempt(c, body.id));
      const content = sanitizePostHtml(body.content);
      if (content.text === '') throw new ApiError('CONTENT_EMPTY', { field: 'content' });
      const now = config.now();
      const moderator = moderatingAdmin(identity, row.author_user_id);
      const updated = await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('board_posts')
          .set({
            title: body.title,
            content_html: content.html,
            content_text: content.text.trim(),
            updated_at: now.toISOString(),
          })
          .where('id', '=', row.id)
          .where('deleted_at', 'is', null)
          .returningAll()
          .executeTakeFirst();
        if (result === undefined) throw new ApiError('POST_NOT_FOUND');
        if (moderator !== undefined)
          await recordAdminChange(
            trx,
            moderator,
            { action: 'update', entity: 'board_post', entityId: row.id },
            now,
          );
        return result;
      });
      return sendBoard(
        c,
        {
          post: { ...postView(updated, identity), replies: await repliesOf(db, row.id, identity) },
        },
        key,
      );
    },
  );

  defineRoute(
    routes,
    {
      ...board(
        'deleteBoardDetail',
        '커뮤니티 글 삭제 (작성자, 비회원 글은 비밀번호, 또는 관리자)',
        'Delete a community post (the author, the password of a guest post, or an administrator)',
        deletePostSchema,
        'result: { id, deleted: true }',
        'result: { id, deleted: true }',
        [...WRITER, 'POST_NOT_FOUND', 'NOT_AUTHOR', 'POST_PASSWORD_WRONG'],
      ),
      caller: 'identity',
    },
    limit,
    async (c) => {
      const identity = await requireIdentity(c, db, config.now());
      const body = validateContent(deletePostSchema, await readBody(c, key));
      const row = await findPost(db, body.id, identity);
      await checkAuthor(identity, row, body.password, attempt(c, body.id));
      const now = config.now();
      const stamp = now.toISOString();
      const moderator = moderatingAdmin(identity, row.author_user_id);
      await db.transaction().execute(async (trx) => {
        if (moderator !== undefined)
          await recordAdminChange(
            trx,
            moderator,
            { action: 'delete', entity: 'board_post', entityId: row.id },
            now,
          );
        await trx
          .updateTable('board_posts')
          .set({ deleted_at: stamp, updated_at: stamp })
          .where('id', '=', row.id)
          .execute();
        await trx
          .updateTable('board_replies')
          .set({ deleted_at: stamp })
          .where('post_id', '=', row.id)
          .where('deleted_at', 'is', null)
          .execute();
      });
      return sendBoard(c, { result: { id: row.id, deleted: true } }, key);
    },
  );

  defineRoute(
    routes,
    {
      ...plain(
        'post',
        '/communityReply',
        'community',
        '댓글 쓰기 (payload: 객체 또는 봉인된 문자열)',
        'Write a reply (payload: an object or a sealed string)',
        'reply: { id, postId, contents(텍스트를 이스케이프한 HTML), nickname, isGuest, isMine, createdAt }',
        'reply: { id, postId, contents (the text as escaped HTML), nickname, isGuest, isMine, createdAt }',
      ),
      body: 'account',
      schema: createReplySchema,
      caller: 'identity',
      errors: [
        ...WRITER,
        ...TEXT_ERRORS,
        'POST_NOT_FOUND',
        'GUEST_AUTHOR_REQUIRED',
        'BAD_ENVELOPE',
      ],
    },
    limit,
    async (c) => {
      const identity = await requireIdentity(c, db, config.now());
      await guestWrite(c, identity);
      const body = validateContent(createReplySchema, replyPayload(await readBody(c, key), key));
      await findPost(db, body.postId, identity);
      const author = await authorOf(identity, body);
      const row = {
        id: randomUUID(),
        post_id: body.postId,
        contents_html: textToHtml(body.contents),
        ...author,
        hidden: 0,
        created_at: config.now().toISOString(),
        deleted_at: null,
      };
      await db.insertInto('board_replies').values(row).execute();
      return c.json({
        resCode: 200,
        dataRes: {
          reply: {
            id: row.id,
            postId: row.post_id,
            contents: row.contents_html,
            nickname: row.nickname,
            isGuest: row.author_user_id === null,
            isMine: true,
            hidden: false,
            createdAt: row.created_at,
          },
        },
      });
    },
  );

  defineRoute(
    routes,
    {
      ...plain(
        'post',
        '/deleteReply',
        'community',
        '댓글 삭제 (payload: { replyId, password })',
        'Delete a reply (payload: { replyId, password })',
        'result: { replyId, deleted: true }',
        'result: { replyId, deleted: true }',
      ),
      body: 'account',
      schema: deleteReplySchema,
      caller: 'identity',
      errors: [...WRITER, 'REPLY_NOT_FOUND', 'NOT_AUTHOR', 'POST_PASSWORD_WRONG', 'BAD_ENVELOPE'],
    },
    limit,
    async (c) => {
      const identity = await requireIdentity(c, db, config.now());
      const body = validateContent(deleteReplySchema, replyPayload(await readBody(c, key), key));
      const row = await db
        .selectFrom('board_replies')
        .selectAll()
        .where('id', '=', body.replyId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (row === undefined || (Number(row.hidden) === 1 && !isAdmin(identity)))
        throw new ApiError('REPLY_NOT_FOUND');
      await checkAuthor(identity, row, body.password, attempt(c, body.replyId));
      const now = config.now();
      const moderator = moderatingAdmin(identity, row.author_user_id);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('board_replies')
          .set({ deleted_at: now.toISOString() })
          .where('id', '=', row.id)
          .execute();
        if (moderator !== undefined)
          await recordAdminChange(
            trx,
            moderator,
            { action: 'delete', entity: 'board_reply', entityId: row.id },
            now,
          );
      });
      return c.json({ resCode: 200, dataRes: { result: { replyId: row.id, deleted: true } } });
    },
  );

  return routes;
}
