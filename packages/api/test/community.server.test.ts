import { describe, expect, it } from 'vitest';
import {
  createCommunityPost,
  createCommunityReply,
  deleteCommunityPost,
  deleteCommunityReply,
  getCommunityPost,
  listCommunityPosts,
  updateCommunityPost,
  uploadCommunityImage,
} from '../src';
import { PNG, refusal, testServer } from './server-client';

/**
 * The community board calls against the real server, started as its own process with its
 * seed (the quick start's `start`), so the sample posts are there to list and search.
 */
const server = testServer({
  name: 'api-community',
  envelopeKey: 'community-test-envelope-key',
  entry: 'start',
});

describe('reading the board', () => {
  it('lists the seeded posts newest first, one page at a time', async () => {
    const client = server.guest();
    const first = await listCommunityPosts(client, { page: 1, size: 3 });
    expect(first.currentPage).toBe(1);
    expect(first.pageSize).toBe(3);
    expect(first.items).toHaveLength(3);
    expect(first.totalCount).toBeGreaterThanOrEqual(4);
    expect(first.totalPage).toBe(Math.ceil(first.totalCount / 3));
    const second = await listCommunityPosts(client, { page: 2, size: 3 });
    expect(second.currentPage).toBe(2);
    const firstIds = first.items.map((item) => item.id);
    for (const item of second.items) expect(firstIds).not.toContain(item.id);
    const dates = first.items.map((item) => item.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('searches titles and contents, and refuses a bad page in both languages', async () => {
    const client = server.guest();
    const found = await listCommunityPosts(client, { page: 1, size: 10, keyword: '등분산' });
    expect(found.items.map((item) => item.id)).toContain('seed-post-01');
    const byNickname = await listCommunityPosts(client, {
      page: 1,
      size: 10,
      keyword: '대학원생K',
      searchType: 'nickname',
    });
    expect(byNickname.items.map((item) => item.id)).toEqual(['seed-post-02']);
    const none = await listCommunityPosts(client, { page: 1, size: 10, keyword: '없는검색어xyz' });
    expect(none).toMatchObject({ items: [], totalCount: 0 });
    const bad = await refusal(listCommunityPosts(client, { page: 0, size: 10 }));
    expect(bad.status).toBe(400);
    expect(bad.message).not.toBe(bad.messageEn);
  });

  it('opens a post with its replies and counts one view per opening', async () => {
    const client = server.guest();
    const post = await getCommunityPost(client, 'seed-post-01');
    expect(post.replies.length).toBeGreaterThanOrEqual(2);
    expect(post.canEdit).toBe(false);
    const again = await getCommunityPost(client, 'seed-post-01');
    expect(again.viewCount).toBe(post.viewCount + 1);
    const missing = await refusal(getCommunityPost(client, 'no-such-post'));
    expect(missing.status).toBe(404);
    expect(missing.code).toBe('POST_NOT_FOUND');
    expect(missing.messageEn).toMatch(/not found/);
  });
});

describe('a guest writes with a nickname and a password', () => {
  it('writes, replies, edits and deletes only with the password', async () => {
    const client = server.guest();
    const refused = await refusal(
      createCommunityPost(client, { title: '제목', content: '<p>본문</p>' }),
    );
    expect(refused.code).toBe('GUEST_AUTHOR_REQUIRED');
    const post = await createCommunityPost(client, {
      title: '비회원 첫 글',
      content: '<p>안녕하세요 <script>alert(1)</script><img src=x onerror="alert(2)"></p>',
      nickname: '손님',
      password: 'pass1234',
    });
    expect(post).toMatchObject({ title: '비회원 첫 글', nickname: '손님', isGuest: true });
    expect(post.isMine).toBe(true);
    expect(post.contentHtml).toContain('안녕하세요');
    expect(post.contentHtml).not.toMatch(/script|onerror/);

    const reply = await createCommunityReply(client, {
      postId: post.id,
      contents: '첫 댓글 <b>굵게</b>',
      nickname: '손님',
      password: 'reply123',
    });
    expect(reply).toMatchObject({ postId: post.id, isMine: true, isGuest: true });
    expect(reply.contents).toContain('&lt;b&gt;');

    const other = server.guest();
    const wrong = await refusal(
      updateCommunityPost(other, {
        id: post.id,
        title: '바꿈',
        content: '<p>x</p>',
        password: 'nope',
      }),
    );
    expect(wrong).toMatchObject({ status: 403, code: 'POST_PASSWORD_WRONG' });
    expect(wrong.messageEn).toMatch(/password/);
    const edited = await updateCommunityPost(client, {
      id: post.id,
      title: '고친 제목',
      content: '<p>고친 본문</p>',
      password: 'pass1234',
    });
    expect(edited).toMatchObject({ title: '고친 제목', contentHtml: '<p>고친 본문</p>' });
    expect(edited.replies.map((item) => item.id)).toEqual([reply.id]);

    const replyWrong = await refusal(
      deleteCommunityReply(client, { replyId: reply.id, password: 'pass1234' }),
    );
    expect(replyWrong.code).toBe('POST_PASSWORD_WRONG');
    expect(await deleteCommunityReply(client, { replyId: reply.id, password: 'reply123' })).toEqual(
      { replyId: reply.id, deleted: true },
    );
    expect((await getCommunityPost(client, post.id)).replies).toEqual([]);

    expect(
      (await refusal(deleteCommunityPost(client, { id: post.id, password: 'wrong' }))).code,
    ).toBe('POST_PASSWORD_WRONG');
    expect(await deleteCommunityPost(client, { id: post.id, password: 'pass1234' })).toEqual({
      id: post.id,
      deleted: true,
    });
    expect((await refusal(getCommunityPost(client, post.id))).status).toBe(404);
    const list = await listCommunityPosts(client, { page: 1, size: 50 });
    expect(list.items.map((item) => item.id)).not.toContain(post.id);
  });
});

describe('a member writes under their own name', () => {
  it('changes their own post without a password and nobody else’s', async () => {
    const { client: author } = await server.member();
    const post = await createCommunityPost(author, {
      title: '회원 글',
      content: '<p>회원 본문</p>',
      // A member's nickname and password fields are ignored.
      nickname: '가짜',
      password: 'ignored1',
    });
    expect(post).toMatchObject({ isGuest: false, isMine: true, canEdit: true });
    expect(post.nickname).not.toBe('가짜');

    const { client: stranger } = await server.member();
    const seen = await getCommunityPost(stranger, post.id);
    expect(seen).toMatchObject({ isMine: false, canEdit: false });
    const forged = await refusal(
      updateCommunityPost(stranger, { id: post.id, title: '가로챔', content: '<p>x</p>' }),
    );
    expect(forged).toMatchObject({ status: 403, code: 'NOT_AUTHOR' });
    expect(forged.message).toMatch(/작성자/);
    expect(forged.messageEn).toMatch(/author/);
    expect((await refusal(deleteCommunityPost(stranger, { id: post.id }))).code).toBe('NOT_AUTHOR');
    // Nor can a guest who only knows the post exists.
    expect(
      (await refusal(deleteCommunityPost(server.guest(), { id: post.id, password: 'ignored1' })))
        .code,
    ).toBe('NOT_AUTHOR');

    const reply = await createCommunityReply(stranger, { postId: post.id, contents: '댓글' });
    expect((await refusal(deleteCommunityReply(author, { replyId: reply.id }))).code).toBe(
      'NOT_AUTHOR',
    );
    expect(await deleteCommunityReply(stranger, { replyId: reply.id })).toMatchObject({
      deleted: true,
    });

    const edited = await updateCommunityPost(author, {
      id: post.id,
      title: '회원 글 수정',
      content: '<p>수정</p>',
    });
    expect(edited.title).toBe('회원 글 수정');
    expect(await deleteCommunityPost(author, { id: post.id })).toMatchObject({ deleted: true });
  });
});

describe('post images', () => {
  it('stores a picture told by its content and keeps it in a post body', async () => {
    const client = server.guest();
    const { url } = await uploadCommunityImage(client, new Blob([PNG]), 'chart.png');
    expect(url).toMatch(/^\/boards\/image\/[\w-]{22}\.png$/);
    const served = await fetch(`${server.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const refused = await refusal(
      uploadCommunityImage(client, new Blob(['<svg onload="alert(1)"/>']), 'x.png'),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).not.toBe(refused.messageEn);
    const post = await createCommunityPost(client, {
      title: '그림 글',
      content: `<p>그래프</p><img src="${url}" alt="그래프"><img src="javascript:alert(1)">`,
      nickname: '그림',
      password: 'pict1234',
    });
    expect(post.contentHtml).toContain(`src="${url}"`);
    expect(post.contentHtml).not.toContain('javascript');
  });
});
