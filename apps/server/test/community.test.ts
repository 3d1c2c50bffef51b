import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from './accounts-helpers';
import {
  countOf,
  get,
  jsonRequest,
  makeAdmin,
  sealedPost,
  type ContentReply,
  tickingClock,
} from './community-helpers';
import { expectError, GUEST_A, GUEST_B, startTestServer, type TestServer } from './helpers';

interface PostView {
  id: string;
  title: string;
  contentHtml: string;
  nickname: string;
  isGuest: boolean;
  isMine: boolean;
  viewCount: number;
  createdAt: string;
  replies: ReplyView[];
}
interface ReplyView {
  id: string;
  postId: string;
  contents: string;
  nickname: string;
  isGuest: boolean;
  isMine: boolean;
}
interface ListItem {
  id: string;
  title: string;
  preview: string;
  nickname: string;
  viewCount: number;
  replyCount: number;
}
interface Page<T> {
  items: T[];
  totalCount: number;
  totalPage: number;
  currentPage: number;
  pageSize: number;
}

describe('community board over HTTP', () => {
  let server: TestServer;
  let member: Awaited<ReturnType<typeof newMember>>;
  let other: Awaited<ReturnType<typeof newMember>>;
  let admin: Awaited<ReturnType<typeof newMember>>;

  const create = (payload: Record<string, unknown>, credential: string | null) =>
    sealedPost<{ post: PostView }>(server, '/boards/createBoardDetail', payload, credential);
  const detail = (id: string, credential: string | null = GUEST_B) =>
    sealedPost<{ post: PostView }>(server, '/boards/getBoardDetail', { id }, credential);
  const list = (payload: Record<string, unknown>, credential: string | null = null) =>
    sealedPost<Page<ListItem>>(server, '/boards/community', payload, credential);

  beforeAll(async () => {
    server = await startTestServer({ now: tickingClock() });
    member = await newMember(server, { user_name: '김통계' });
    other = await newMember(server, { user_name: '이분석' });
    admin = await makeAdmin(server);
  });
  afterAll(() => server.close());

  it('a member writes a post; it answers { resCode, encryptData } with the stored post', async () => {
    const reply = await create(
      {
        title: '회귀분석 결과 해석 질문',
        content: '<p>R² 값이 <strong>0.32</strong>인데 괜찮을까요?</p>',
      },
      member.token,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.resCode).toBe(200);
    expect(typeof reply.body.encryptData).toBe('string');
    expect(reply.body).not.toHaveProperty('dataRes');
    const { post } = reply.data;
    expect(post.title).toBe('회귀분석 결과 해석 질문');
    expect(post.contentHtml).toBe('<p>R² 값이 <strong>0.32</strong>인데 괜찮을까요?</p>');
    expect(post.nickname).toBe('김*계');
    expect(post.isGuest).toBe(false);
    expect(post.isMine).toBe(true);
    expect(post).not.toHaveProperty('password_hash');
  });

  it('a guest writes with a nickname and password, stored as an argon2id hash', async () => {
    const reply = await create(
      {
        title: '비회원 질문입니다',
        content: '<p>t검정 질문</p>',
        nickname: '손님',
        password: 'pw1234',
      },
      GUEST_A,
    );
    expect(reply.status).toBe(200);
    expect(reply.data.post.nickname).toBe('손님');
    expect(reply.data.post.isGuest).toBe(true);
    const row = await server.db
      .selectFrom('board_posts')
      .select('password_hash')
      .where('id', '=', reply.data.post.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('pw1234');
  });

  it('a guest without a nickname or password, or without any identity, cannot write', async () => {
    const before = await countOf(server, 'board_posts');
    expectError(
      await create({ title: '제목', content: '<p>내용</p>', password: 'pw1234' }, GUEST_A),
      400,
      'GUEST_AUTHOR_REQUIRED',
    );
    expectError(
      await create({ title: '제목', content: '<p>내용</p>', nickname: '손님' }, GUEST_A),
      400,
      'GUEST_AUTHOR_REQUIRED',
    );
    expectError(
      await create(
        { title: '제목', content: '<p>내용</p>', nickname: '손님', password: 'pw1234' },
        null,
      ),
      401,
      'UNAUTHENTICATED',
    );
    expectError(
      await create({ title: '', content: '<p>내용</p>' }, member.token),
      400,
      'CONTENT_EMPTY',
    );
    expectError(
      await create({ title: '제목', content: '<script>alert(1)</script>' }, member.token),
      400,
      'CONTENT_EMPTY',
    );
    expect(await countOf(server, 'board_posts')).toBe(before);
  });

  it('lists newest first with paging, for a guest and with no credential at all', async () => {
    for (let i = 1; i <= 12; i += 1)
      await create({ title: `페이지 글 ${i}`, content: `<p>본문 ${i}</p>` }, other.token);
    const first = await list({ page: 1, size: 5 });
    expect(first.status).toBe(200);
    expect(first.data.items).toHaveLength(5);
    expect(first.data.items[0]?.title).toBe('페이지 글 12');
    expect(first.data.totalCount).toBe(14);
    expect(first.data.totalPage).toBe(3);
    expect(first.data.currentPage).toBe(1);
    expect(first.data.pageSize).toBe(5);
    const last = await list({ page: 3, size: 5 }, GUEST_A);
    expect(last.data.items.map((item) => item.title)).toEqual([
      '페이지 글 2',
      '페이지 글 1',
      '비회원 질문입니다',
      '회귀분석 결과 해석 질문',
    ]);
    const beyond = await list({ page: 9, size: 5 });
    expect(beyond.data.items).toEqual([]);
    expect(beyond.data.totalCount).toBe(14);
  });

  it('searches by title, content, title+content and nickname, case-insensitively with literal wildcards', async () => {
    const byTitle = await list({ keyword: '회귀', searchType: 'title' });
    expect(byTitle.data.items.map((item) => item.title)).toEqual(['회귀분석 결과 해석 질문']);
    const byContent = await list({ keyword: 't검정', searchType: 'content' });
    expect(byContent.data.items.map((item) => item.title)).toEqual(['비회원 질문입니다']);
    const byNickname = await list({ keyword: '손님', searchType: 'nickname' });
    expect(byNickname.data.totalCount).toBe(1);
    const both = await list({ keyword: '본문 1' });
    // 본문 1, 10, 11, 12
    expect(both.data.totalCount).toBe(4);
    await create({ title: 'ANOVA 100% 정리', content: '<p>Tukey</p>' }, member.token);
    expect((await list({ keyword: 'anova' })).data.totalCount).toBe(1);
    expect((await list({ keyword: '%' })).data.totalCount).toBe(1);
    expect((await list({ keyword: '_' })).data.totalCount).toBe(0);
  });

  it('paging out of range (negative, zero, huge, fractional, text) is a clear 400', async () => {
    for (const payload of [
      { page: -1 },
      { page: 0 },
      { page: 1e9 },
      { page: 1.5 },
      { page: 'abc' },
      { size: 0 },
      { size: 101 },
      { size: '10; drop table' },
    ]) {
      const error = expectError(await list(payload), 400, 'PAGING_INVALID');
      expect(error.details?.field).toBe(Object.keys(payload)[0]);
      expect(error.message).toContain('1~100');
    }
  });

  it('detail counts views and returns replies; hidden password hashes never leave', async () => {
    const { post } = (await create({ title: '조회수', content: '<p>x</p>' }, member.token)).data;
    expect((await detail(post.id)).data.post.viewCount).toBe(1);
    expect((await detail(post.id, null)).data.post.viewCount).toBe(2);
    await Promise.all([detail(post.id), detail(post.id), detail(post.id)]);
    const after = await detail(post.id, member.token);
    expect(after.data.post.viewCount).toBe(6);
    expect(after.data.post.isMine).toBe(true);
    expect(JSON.stringify(after.data)).not.toMatch(/argon2|password/);
    expectError(await detail('no-such-post'), 404, 'POST_NOT_FOUND');
  });

  it('only the author (or an admin) updates and deletes a member post', async () => {
    const { post } = (await create({ title: '원래 제목', content: '<p>원래</p>' }, member.token))
      .data;
    const change = { id: post.id, title: '바뀐 제목', content: '<p>바뀜</p>' };
    expectError(
      await sealedPost(server, '/boards/updateBoardDetail', change, other.token),
      403,
      'NOT_AUTHOR',
    );
    expectError(
      await sealedPost(server, '/boards/updateBoardDetail', { ...change, password: 'x' }, GUEST_A),
      403,
      'NOT_AUTHOR',
    );
    expectError(
      await sealedPost(server, '/boards/deleteBoardDetail', { id: post.id }, other.token),
      403,
      'NOT_AUTHOR',
    );
    expect((await detail(post.id)).data.post.title).toBe('원래 제목');
    const updated = await sealedPost<{ post: PostView }>(
      server,
      '/boards/updateBoardDetail',
      change,
      member.token,
    );
    expect(updated.status).toBe(200);
    expect(updated.data.post.title).toBe('바뀐 제목');
    expect(updated.data.post.contentHtml).toBe('<p>바뀜</p>');
    const byAdmin = await sealedPost(
      server,
      '/boards/updateBoardDetail',
      { ...change, title: '관리자 수정' },
      admin.token,
    );
    expect(byAdmin.status).toBe(200);
    const deleted = await sealedPost(
      server,
      '/boards/deleteBoardDetail',
      { id: post.id },
      member.token,
    );
    expect(deleted.status).toBe(200);
    expectError(await detail(post.id), 404, 'POST_NOT_FOUND');
    expectError(
      await sealedPost(server, '/boards/deleteBoardDetail', { id: post.id }, member.token),
      404,
      'POST_NOT_FOUND',
    );
  });

  it('a guest post is changed and deleted only with its password, whoever the guest id is', async () => {
    const { post } = (
      await create(
        { title: '비번 글', content: '<p>a</p>', nickname: '익명', password: 'secret1' },
        GUEST_A,
      )
    ).data;
    const change = { id: post.id, title: '수정', content: '<p>b</p>' };
    // The same guest id without the password: a guest id is no proof.
    expectError(
      await sealedPost(server, '/boards/updateBoardDetail', change, GUEST_A),
      403,
      'POST_PASSWORD_WRONG',
    );
    expectError(
      await sealedPost(
        server,
        '/boards/updateBoardDetail',
        { ...change, password: 'wrong1' },
        GUEST_B,
      ),
      403,
      'POST_PASSWORD_WRONG',
    );
    expectError(
      await sealedPost(
        server,
        '/boards/deleteBoardDetail',
        { id: post.id, password: 'nope' },
        member.token,
      ),
      403,
      'POST_PASSWORD_WRONG',
    );
    const ok = await sealedPost<{ post: PostView }>(
      server,
      '/boards/updateBoardDetail',
      { ...change, password: 'secret1' },
      GUEST_B,
    );
    expect(ok.status).toBe(200);
    expect(ok.data.post.title).toBe('수정');
    expect(
      (
        await sealedPost(
          server,
          '/boards/deleteBoardDetail',
          { id: post.id, password: 'secret1' },
          GUEST_A,
        )
      ).status,
    ).toBe(200);
    expectError(await detail(post.id), 404, 'POST_NOT_FOUND');
  });

  it('replies: members and guests write; only the author, the password or an admin deletes', async () => {
    const { post } = (await create({ title: '댓글 글', content: '<p>c</p>' }, member.token)).data;
    const byOther = await jsonRequest<{ reply: ReplyView }>(
      server,
      'POST',
      '/boards/communityReply',
      { payload: { postId: post.id, contents: '좋은 질문이네요\n감사합니다 & p < 0.05' } },
      other.token,
    );
    expect(byOther.status).toBe(200);
    expect(byOther.data.reply.contents).toBe('좋은 질문이네요<br>감사합니다 &amp; p &lt; 0.05');
    expect(byOther.data.reply.nickname).toBe('이*석');
    // A sealed payload works as well.
    const { sealEnvelope } = await import('@tonggye/api/envelope');
    const byGuest = await jsonRequest<{ reply: ReplyView }>(
      server,
      'POST',
      '/boards/communityReply',
      {
        payload: sealEnvelope(
          { postId: post.id, contents: '비회원 댓글', nickname: '지나가던', password: 'guest12' },
          server.config.envelopeKey,
        ),
      },
      GUEST_A,
    );
    expect(byGuest.status).toBe(200);
    const shown = await detail(post.id, other.token);
    expect(shown.data.post.replies.map((reply) => [reply.nickname, reply.isMine])).toEqual([
      ['이*석', true],
      ['지나가던', false],
    ]);
    expect(
      (await list({ keyword: '댓글 글', searchType: 'title' })).data.items[0]?.replyCount,
    ).toBe(2);

    const deleteReply = (payload: Record<string, unknown>, credential: string) =>
      jsonRequest(server, 'POST', '/boards/deleteReply', { payload }, credential);
    expectError(
      await deleteReply({ replyId: byOther.data.reply.id }, member.token),
      403,
      'NOT_AUTHOR',
    );
    expectError(
      await deleteReply({ replyId: byGuest.data.reply.id, password: 'wrong' }, GUEST_A),
      403,
      'POST_PASSWORD_WRONG',
    );
    expect((await deleteReply({ replyId: byOther.data.reply.id }, other.token)).status).toBe(200);
    expect(
      (await deleteReply({ replyId: byGuest.data.reply.id, password: 'guest12' }, GUEST_B)).status,
    ).toBe(200);
    expectError(
      await deleteReply({ replyId: byGuest.data.reply.id }, admin.token),
      404,
      'REPLY_NOT_FOUND',
    );
    expect((await detail(post.id)).data.post.replies).toEqual([]);
    expectError(
      await jsonRequest(
        server,
        'POST',
        '/boards/communityReply',
        { payload: { postId: 'missing', contents: 'x' } },
        member.token,
      ),
      404,
      'POST_NOT_FOUND',
    );
  });

  it('validates payloads with readable errors and never writes half a row', async () => {
    const before = await countOf(server, 'board_posts');
    const replies: ContentReply[] = [
      await create({ title: 'a'.repeat(201), content: '<p>x</p>' }, member.token),
      await create({ title: '<b>굵게</b>', content: '<p>x</p>' }, member.token),
      await create({ title: '제목', content: 'x'.repeat(100_001) }, member.token),
      await create({ title: 123, content: '<p>x</p>' }, member.token),
    ];
    expectError(replies[0]!, 400, 'TEXT_TOO_LONG');
    expect(replies[0]!.body.message).toContain('200');
    expectError(replies[1]!, 400, 'MARKUP_NOT_ALLOWED');
    expectError(replies[2]!, 400, 'TEXT_TOO_LONG');
    expectError(replies[3]!, 400, 'VALIDATION_FAILED');
    expect(await countOf(server, 'board_posts')).toBe(before);
    expectError(
      await jsonRequest(server, 'POST', '/boards/community', { encryptedData: 'tampered' }, null),
      400,
      'BAD_ENVELOPE',
    );
  });

  it('an unknown or expired token is refused, never treated as a guest', async () => {
    expectError(await list({}, 'A'.repeat(43)), 401, 'TOKEN_INVALID');
    const reply = await get(server, '/boards/faq-categories', 'A'.repeat(43));
    expectError(reply, 401, 'TOKEN_INVALID');
  });
});
