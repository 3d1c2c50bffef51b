import { z } from 'zod';
import type { ApiClient, CallOptions } from './client';
import { ApiError, clientError } from './errors';

/**
 * The community free board's calls. The five board calls are POSTs of
 * `{ encryptedData }` answered `{ resCode: 200, encryptData }` (sealed at the top level, not
 * in `dataRes`); the two reply calls take `{ payload }` and answer `{ resCode: 200, dataRes }`.
 * Reading needs no credential; writing needs the guest id (with a nickname and a password)
 * or a member token, which the client sends with every request. A refusal throws an
 * `ApiError` in the server's words (both languages). Opening a post counts one view: the
 * server has no separate view-count call. `POST /boards/image` stores a picture for a post's
 * body and answers the path the server's sanitiser lets through in `img[src]`.
 */
export const COMMUNITY_PATHS = {
  list: '/boards/community',
  detail: '/boards/getBoardDetail',
  create: '/boards/createBoardDetail',
  update: '/boards/updateBoardDetail',
  remove: '/boards/deleteBoardDetail',
  reply: '/boards/communityReply',
  removeReply: '/boards/deleteReply',
  image: '/boards/image',
} as const;

/** Search targets of the list (`searchType`); `titleContent` when none is given. */
export const COMMUNITY_SEARCH_TYPES = ['titleContent', 'title', 'content', 'nickname'] as const;
export type CommunitySearchType = (typeof COMMUNITY_SEARCH_TYPES)[number];

const postListItemSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  preview: z.string(),
  nickname: z.string(),
  isGuest: z.boolean(),
  isMine: z.boolean(),
  viewCount: z.number(),
  replyCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CommunityPostListItem = z.infer<typeof postListItemSchema>;

const postPageSchema = z.looseObject({
  items: z.array(postListItemSchema),
  totalCount: z.number(),
  totalPage: z.number(),
  currentPage: z.number(),
  pageSize: z.number(),
});
export type CommunityPostPage = z.infer<typeof postPageSchema>;

const replySchema = z.looseObject({
  id: z.string(),
  postId: z.string(),
  /** The text as escaped HTML paragraphs (the server never keeps markup in a reply). */
  contents: z.string(),
  nickname: z.string(),
  isGuest: z.boolean(),
  isMine: z.boolean(),
  hidden: z.boolean().optional(),
  createdAt: z.string(),
});
export type CommunityReply = z.infer<typeof replySchema>;

const postSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  /** Sanitised by the server to its allow-list; show it through the kit's RichText. */
  contentHtml: z.string(),
  nickname: z.string(),
  isGuest: z.boolean(),
  isMine: z.boolean(),
  /** The viewer may try to change it: their own, any guest post (with its password), or an admin. */
  canEdit: z.boolean(),
  viewCount: z.number(),
  hidden: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  replies: z.array(replySchema),
});
export type CommunityPost = z.infer<typeof postSchema>;

/** A board answer: sealed data on success, the server's bilingual words on a refusal. */
const boardAnswerSchema = z.looseObject({
  resCode: z.number(),
  encryptData: z.string().optional(),
  dataRes: z.unknown().optional(),
  code: z.string().optional(),
  message: z.string().optional(),
  messageEn: z.string().optional(),
});
type BoardAnswer = z.infer<typeof boardAnswerSchema>;

function refusal(body: BoardAnswer): ApiError {
  const fallback = clientError('SERVER_ERROR', body, body.resCode);
  return new ApiError({
    status: body.resCode,
    code: body.code ?? String(body.resCode),
    message: body.message ?? fallback.message,
    messageEn: body.messageEn ?? body.message ?? fallback.messageEn,
  });
}

function parse<S extends z.ZodType>(schema: S, value: unknown, status: number): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw clientError('INVALID_RESPONSE', parsed.error, status);
  return parsed.data;
}

/** One board call: `{ encryptedData }` out, the opened `encryptData` back. */
async function board<S extends z.ZodType>(
  client: ApiClient,
  path: string,
  payload: Record<string, unknown>,
  schema: S,
  options?: CallOptions,
): Promise<z.output<S>> {
  const body = await client.plain(
    path,
    { method: 'POST', body: { encryptedData: await client.seal(payload) } },
    boardAnswerSchema,
    options,
  );
  if (body.resCode !== 200 || typeof body.encryptData !== 'string') throw refusal(body);
  let opened: unknown;
  try {
    opened = await client.open(body.encryptData);
  } catch (error) {
    throw clientError('INVALID_RESPONSE', error, body.resCode);
  }
  return parse(schema, opened, body.resCode);
}

/** One reply call: `{ payload }` out, `dataRes` back. */
async function replyCall<S extends z.ZodType>(
  client: ApiClient,
  path: string,
  payload: Record<string, unknown>,
  schema: S,
  options?: CallOptions,
): Promise<z.output<S>> {
  const body = await client.plain(
    path,
    { method: 'POST', body: { payload } },
    boardAnswerSchema,
    options,
  );
  if (body.resCode !== 200) throw refusal(body);
  return parse(schema, body.dataRes ?? {}, body.resCode);
}

export interface CommunityListRequest {
  page: number;
  size: number;
  /** Trimmed; '' or absent lists every post. */
  keyword?: string;
  searchType?: CommunitySearchType;
}

/** `POST /boards/community`: newest first, one page. */
export function listCommunityPosts(
  client: ApiClient,
  request: CommunityListRequest,
  options?: CallOptions,
): Promise<CommunityPostPage> {
  const keyword = request.keyword?.trim() ?? '';
  return board(
    client,
    COMMUNITY_PATHS.list,
    {
      page: request.page,
      size: request.size,
      ...(keyword !== '' ? { keyword, searchType: request.searchType ?? 'titleContent' } : {}),
    },
    postPageSchema,
    options,
  );
}

/** `POST /boards/getBoardDetail`: the post with its replies (counts one view). */
export async function getCommunityPost(
  client: ApiClient,
  id: string,
  options?: CallOptions,
): Promise<CommunityPost> {
  const data = await board(
    client,
    COMMUNITY_PATHS.detail,
    { id },
    z.looseObject({ post: postSchema }),
    options,
  );
  return data.post;
}

/** A guest's name and password; members leave both out (they write under their own name). */
export interface GuestAuthor {
  nickname?: string;
  password?: string;
}

export interface CommunityPostRequest extends GuestAuthor {
  title: string;
  /** Editor HTML; the server sanitises it to its allow-list. */
  content: string;
}

function guestFields(author: GuestAuthor): Record<string, string> {
  return {
    ...(author.nickname ? { nickname: author.nickname } : {}),
    ...(author.password ? { password: author.password } : {}),
  };
}

/** `POST /boards/createBoardDetail`: the new post as stored. */
export async function createCommunityPost(
  client: ApiClient,
  request: CommunityPostRequest,
  options?: CallOptions,
): Promise<CommunityPost> {
  const data = await board(
    client,
    COMMUNITY_PATHS.create,
    { title: request.title, content: request.content, ...guestFields(request) },
    z.looseObject({ post: postSchema }),
    options,
  );
  return data.post;
}

/**
 * `POST /boards/updateBoardDetail`: the author (a guest with the post's password) or an
 * administrator; `password` is only read for a guest post.
 */
export async function updateCommunityPost(
  client: ApiClient,
  request: { id: string; title: string; content: string; password?: string },
  options?: CallOptions,
): Promise<CommunityPost> {
  const data = await board(
    client,
    COMMUNITY_PATHS.update,
    {
      id: request.id,
      title: request.title,
      content: request.content,
      ...guestFields({ password: request.password }),
    },
    z.looseObject({ post: postSchema }),
    options,
  );
  return data.post;
}

/** `POST /boards/deleteBoardDetail`: removes the post and its replies. */
export async function deleteCommunityPost(
  client: ApiClient,
  request: { id: string; password?: string },
  options?: CallOptions,
): Promise<{ id: string; deleted: true }> {
  const data = await board(
    client,
    COMMUNITY_PATHS.remove,
    { id: request.id, ...guestFields({ password: request.password }) },
    z.looseObject({ result: z.looseObject({ id: z.string(), deleted: z.literal(true) }) }),
    options,
  );
  return data.result;
}

/** `POST /boards/communityReply`: plain text, stored as escaped HTML. */
export async function createCommunityReply(
  client: ApiClient,
  request: { postId: string; contents: string } & GuestAuthor,
  options?: CallOptions,
): Promise<CommunityReply> {
  const data = await replyCall(
    client,
    COMMUNITY_PATHS.reply,
    { postId: request.postId, contents: request.contents, ...guestFields(request) },
    z.looseObject({ reply: replySchema }),
    options,
  );
  return data.reply;
}

/** `POST /boards/deleteReply`: the author (a guest with the reply's password) or an admin. */
export async function deleteCommunityReply(
  client: ApiClient,
  request: { replyId: string; password?: string },
  options?: CallOptions,
): Promise<{ replyId: string; deleted: true }> {
  const data = await replyCall(
    client,
    COMMUNITY_PATHS.removeReply,
    { replyId: request.replyId, ...guestFields({ password: request.password }) },
    z.looseObject({
      result: z.looseObject({ replyId: z.string(), deleted: z.literal(true) }),
    }),
    options,
  );
  return data.result;
}

/**
 * `POST /boards/image` (multipart `file`): a PNG, JPEG, WebP or GIF for a post's body, told by
 * its content. Answers the site path to put in `img[src]` (`/boards/image/<name>`).
 */
export async function uploadCommunityImage(
  client: ApiClient,
  file: Blob,
  fileName: string,
  options?: CallOptions,
): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file, fileName);
  const body = await client.plain(
    COMMUNITY_PATHS.image,
    { method: 'POST', body: form },
    boardAnswerSchema.extend({ url: z.string().optional() }),
    options,
  );
  if (body.resCode !== 200) throw refusal(body);
  return parse(z.object({ url: z.string().startsWith('/boards/image/') }), body, body.resCode);
}
