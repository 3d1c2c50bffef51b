import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from './accounts-helpers';
import { jsonRequest, makeAdmin, sealedPost, tickingClock } from './community-helpers';
import { GUEST_A, startTestServer, type TestServer } from './helpers';

/**
 * An administrator moderating someone else's post, reply or notice comment through the
 * ordinary board calls leaves an audit record (who and when); authors changing their own write
 * none.
 */
describe('admin moderation through the board calls is audited', () => {
  let server: TestServer;
  let member: Awaited<ReturnType<typeof newMember>>;
  let admin: Awaited<ReturnType<typeof newMember>>;

  const auditOf = (entityId: string) =>
    server.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('entity_id', '=', entityId)
      .orderBy('created_at')
      .execute();
  const newPost = async (credential: string, extra: Record<string, unknown> = {}) => {
    const reply = await sealedPost<{ post: { id: string } }>(
      server,
      '/boards/createBoardDetail',
      { title: '원래 제목', content: '<p>원래</p>', ...extra },
      credential,
    );
    expect(reply.status).toBe(200);
    return reply.data.post.id;
  };

  beforeAll(async () => {
    server = await startTestServer({ now: tickingClock() });
    member = await newMember(server, { user_name: '김작성' });
    admin = await makeAdmin(server);
  });
  afterAll(() => server.close());

  it("an admin updating and deleting a member's post writes update and delete records", async () => {
    const id = await newPost(member.token);
    const updated = await sealedPost(
      server,
      '/boards/updateBoardDetail',
      { id, title: '관리자 수정', content: '<p>수정</p>' },
      admin.token,
    );
    expect(updated.status).toBe(200);
    const afterUpdate = await server.db
      .selectFrom('board_posts')
      .select(['title', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(afterUpdate.title).toBe('관리자 수정');
    const deleted = await sealedPost(server, '/boards/deleteBoardDetail', { id }, admin.token);
    expect(deleted.status).toBe(200);
    const afterDelete = await server.db
      .selectFrom('board_posts')
      .select('deleted_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const rows = await auditOf(id);
    expect(rows.map((row) => [row.action, row.entity, row.actor_id])).toEqual([
      ['update', 'board_post', admin.userUuid],
      ['delete', 'board_post', admin.userUuid],
    ]);
    // The record carries the same instant as the change it records.
    expect(rows[0]!.created_at).toBe(afterUpdate.updated_at);
    expect(rows[1]!.created_at).toBe(afterDelete.deleted_at);
  });

  it("an admin deleting a guest's post (no password) and a member's reply is audited", async () => {
    const id = await newPost(GUEST_A, { nickname: '손님', password: 'pw1234' });
    expect(
      (await sealedPost(server, '/boards/deleteBoardDetail', { id }, admin.token)).status,
    ).toBe(200);
    expect((await auditOf(id)).map((row) => [row.action, row.entity, row.actor_id])).toEqual([
      ['delete', 'board_post', admin.userUuid],
    ]);

    const postId = await newPost(member.token);
    const reply = await sealedPost<{ reply: { id: string } }>(
      server,
      '/boards/communityReply',
      { postId, contents: '댓글' },
      member.token,
    );
    expect(reply.status).toBe(200);
    const replyId = reply.data.reply.id;
    expect((await sealedPost(server, '/boards/deleteReply', { replyId }, admin.token)).status).toBe(
      200,
    );
    const row = await server.db
      .selectFrom('board_replies')
      .select('deleted_at')
      .where('id', '=', replyId)
      .executeTakeFirstOrThrow();
    const rows = await auditOf(replyId);
    expect(rows.map((entry) => [entry.action, entry.entity, entry.actor_id])).toEqual([
      ['delete', 'board_reply', admin.userUuid],
    ]);
    expect(rows[0]!.created_at).toBe(row.deleted_at);
  });

  it("an admin deleting a member's notice comment is audited; the author's own delete is not", async () => {
    const category = await sealedPost(
      server,
      '/admin/service/notice-categories/create',
      { id: 'service', name: '서비스 안내', nameEn: 'Service', sortOrder: 1 },
      admin.token,
    );
    expect(category.status).toBe(200);
    const notice = await sealedPost<{ notice: { id: string } }>(
      server,
      '/admin/service/notices/create',
      { categoryId: 'service', title: '공지', content: '<p>공지</p>' },
      admin.token,
    );
    expect(notice.status).toBe(200);
    const write = async (contents: string) => {
      const reply = await jsonRequest<{ comment: { id: string } }>(
        server,
        'POST',
        '/boards/new-comment',
        { board_uuid: notice.data.notice.id, contents },
        member.token,
      );
      expect(reply.status).toBe(200);
      return reply.data.comment.id;
    };
    const moderated = await write('관리자가 지울 댓글');
    const own = await write('내가 지울 댓글');
    const byAdmin = await jsonRequest(
      server,
      'DELETE',
      `/boards/del-comment?commentId=${moderated}`,
      undefined,
      admin.token,
    );
    expect(byAdmin.status).toBe(200);
    const byAuthor = await jsonRequest(
      server,
      'DELETE',
      `/boards/del-comment?commentId=${own}`,
      undefined,
      member.token,
    );
    expect(byAuthor.status).toBe(200);
    const row = await server.db
      .selectFrom('notice_comments')
      .select('deleted_at')
      .where('id', '=', moderated)
      .executeTakeFirstOrThrow();
    const rows = await auditOf(moderated);
    expect(rows.map((entry) => [entry.action, entry.entity, entry.actor_id])).toEqual([
      ['delete', 'notice_comment', admin.userUuid],
    ]);
    expect(rows[0]!.created_at).toBe(row.deleted_at);
    expect(await auditOf(own)).toEqual([]);
  });

  it('authors changing their own posts and replies, and an admin their own post, write none', async () => {
    const id = await newPost(member.token);
    const postId = await newPost(member.token);
    const reply = await sealedPost<{ reply: { id: string } }>(
      server,
      '/boards/communityReply',
      { postId, contents: '내 댓글' },
      member.token,
    );
    const replyId = reply.data.reply.id;
    const adminPost = await newPost(admin.token);
    const before = await server.db
      .selectFrom('admin_audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const calls: [string, Record<string, unknown>, string][] = [
      ['/boards/updateBoardDetail', { id, title: '내 수정', content: '<p>x</p>' }, member.token],
      ['/boards/deleteBoardDetail', { id }, member.token],
      ['/boards/deleteReply', { replyId }, member.token],
      [
        '/boards/updateBoardDetail',
        { id: adminPost, title: '관리자 글', content: '<p>y</p>' },
        admin.token,
      ],
      ['/boards/deleteBoardDetail', { id: adminPost }, admin.token],
    ];
    for (const [path, payload, credential] of calls)
      expect((await sealedPost(server, path, payload, credential)).status, path).toBe(200);
    const after = await server.db
      .selectFrom('admin_audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('a moderation whose audit record cannot be written does not happen', async () => {
    const id = await newPost(member.token);
    const rename = (from: string, to: string) =>
      sql`alter table ${sql.table(from)} rename to ${sql.table(to)}`.execute(server.db);
    await rename('admin_audit_log', 'admin_audit_log_away');
    try {
      const update = await sealedPost(
        server,
        '/boards/updateBoardDetail',
        { id, title: '기록 없는 수정', content: '<p>x</p>' },
        admin.token,
      );
      expect(update.status).toBe(500);
      const remove = await sealedPost(server, '/boards/deleteBoardDetail', { id }, admin.token);
      expect(remove.status).toBe(500);
    } finally {
      await rename('admin_audit_log_away', 'admin_audit_log');
    }
    const row = await server.db
      .selectFrom('board_posts')
      .select(['title', 'deleted_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: '원래 제목', deleted_at: null });
  });
});
