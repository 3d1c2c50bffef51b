import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from './accounts-helpers';
import {
  countOf,
  get,
  jsonRequest,
  makeAdmin,
  sealedPost,
  tickingClock,
} from './community-helpers';
import { expectError, GUEST_A, startTestServer, type TestServer } from './helpers';

describe('administration of the service centre and moderation of the board', () => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof newMember>>;
  let member: Awaited<ReturnType<typeof newMember>>;

  const call = (path: string, payload: unknown) =>
    sealedPost(server, `/admin/service${path}`, payload, admin.token);
  const audit = () =>
    server.db.selectFrom('admin_audit_log').selectAll().orderBy('created_at').execute();

  beforeAll(async () => {
    server = await startTestServer({ now: tickingClock() });
    admin = await makeAdmin(server);
    member = await newMember(server);
  });
  afterAll(() => server.close());

  it('creates, updates and deletes categories, each change in the audit log with who and when', async () => {
    const created = await call('/faq-categories/create', {
      id: 'payment',
      name: '결제',
      nameEn: 'Payment',
      sortOrder: 3,
    });
    expect(created.status).toBe(200);
    expect(created.data.category).toEqual({
      id: 'payment',
      name: '결제',
      nameEn: 'Payment',
      sortOrder: 3,
    });
    expectError(
      await call('/faq-categories/create', { id: 'payment', name: '중복', nameEn: 'Dup' }),
      409,
      'CONTENT_ID_TAKEN',
    );
    const generated = await call('/notice-categories/create', { name: '이벤트', nameEn: 'Events' });
    expect((generated.data.category as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    const updated = await call('/faq-categories/update', { id: 'payment', name: '결제/환불' });
    expect(updated.data.category).toMatchObject({ name: '결제/환불', nameEn: 'Payment' });
    expectError(
      await call('/faq-categories/update', { id: 'missing', name: 'x' }),
      404,
      'CATEGORY_NOT_FOUND',
    );
    const listed = await get<{ faqCategories: { name: string }[] }>(
      server,
      '/boards/faq-categories',
    );
    expect(listed.data.faqCategories.map((c) => c.name)).toEqual(['결제/환불']);
    expect((await call('/faq-categories/delete', { id: 'payment' })).status).toBe(200);
    expectError(await call('/faq-categories/delete', { id: 'payment' }), 404, 'CATEGORY_NOT_FOUND');
    const rows = await audit();
    expect(rows.map((row) => [row.action, row.entity, row.entity_id])).toEqual([
      ['create', 'faq_category', 'payment'],
      ['create', 'notice_category', (generated.data.category as { id: string }).id],
      ['update', 'faq_category', 'payment'],
      ['delete', 'faq_category', 'payment'],
    ]);
    expect(new Set(rows.map((row) => row.actor_id))).toEqual(new Set([admin.userUuid]));
    expect(rows.every((row) => !Number.isNaN(Date.parse(row.created_at)))).toBe(true);
  });

  it('notices and FAQ: create, update, delete; a failed change leaves no row and no audit record', async () => {
    await call('/notice-categories/create', { id: 'service', name: '서비스', nameEn: 'Service' });
    await call('/faq-categories/create', { id: 'account', name: '계정', nameEn: 'Account' });
    const auditBefore = await countOf(server, 'admin_audit_log');
    const noticesBefore = await countOf(server, 'notices');
    expectError(
      await call('/notices/create', { categoryId: 'nope', title: '공지', content: '<p>x</p>' }),
      404,
      'CATEGORY_NOT_FOUND',
    );
    expectError(
      await call('/notices/create', {
        categoryId: 'service',
        title: '공지',
        content: '<script>x</script>',
      }),
      400,
      'CONTENT_EMPTY',
    );
    expectError(
      await call('/faqs/create', { categoryId: 'nope', question: '질문', answer: '<p>답</p>' }),
      404,
      'CATEGORY_NOT_FOUND',
    );
    expect(await countOf(server, 'notices')).toBe(noticesBefore);
    expect(await countOf(server, 'admin_audit_log')).toBe(auditBefore);

    const notice = await call('/notices/create', {
      categoryId: 'service',
      title: '점검 안내',
      content: '<p>서버 점검</p>',
      pinned: true,
    });
    const noticeId = (notice.data.notice as { id: string }).id;
    expect(
      (await call('/notices/update', { id: noticeId, title: '점검 안내 (변경)', pinned: false }))
        .status,
    ).toBe(200);
    const shown = await get<{
      noticeData: { title: string; pinned: boolean; contentHtml: string };
    }>(server, `/boards/notice/${noticeId}`);
    expect(shown.data.noticeData).toMatchObject({
      title: '점검 안내 (변경)',
      pinned: false,
      contentHtml: '<p>서버 점검</p>',
    });
    expectError(
      await call('/notices/update', { id: 'missing', title: 'x' }),
      404,
      'NOTICE_NOT_FOUND',
    );
    // A category that still holds notices cannot go.
    expectError(await call('/notice-categories/delete', { id: 'service' }), 409, 'CATEGORY_IN_USE');

    await jsonRequest(
      server,
      'POST',
      '/boards/new-comment',
      { board_uuid: noticeId, userEmail: member.email, contents: '댓글' },
      member.token,
    );
    expect((await call('/notices/delete', { id: noticeId })).status).toBe(200);
    expectError(await get(server, `/boards/notice/${noticeId}`), 404, 'NOTICE_NOT_FOUND');
    expect(await countOf(server, 'notice_comments')).toBe(0);

    const faq = await call('/faqs/create', {
      categoryId: 'account',
      question: '비밀번호를 잊었어요',
      answer: '<p>로그인 화면에서 <strong>비밀번호 찾기</strong></p>',
    });
    const faqId = (faq.data.faq as { id: string }).id;
    expect((await call('/faqs/update', { id: faqId, sortOrder: 5 })).status).toBe(200);
    const faqs = await get<{ requestData: { items: { id: string; answerHtml: string }[] } }>(
      server,
      '/boards/faq/account',
    );
    expect(faqs.data.requestData.items).toMatchObject([
      { id: faqId, answerHtml: '<p>로그인 화면에서 <strong>비밀번호 찾기</strong></p>' },
    ]);
    expect((await call('/faqs/delete', { id: faqId })).status).toBe(200);
    expectError(await call('/faqs/delete', { id: faqId }), 404, 'FAQ_NOT_FOUND');
    const actions = (await audit()).slice(-6).map((row) => `${row.action} ${row.entity}`);
    expect(actions).toEqual([
      'create notice',
      'update notice',
      'delete notice',
      'create faq',
      'update faq',
      'delete faq',
    ]);
  });

  it('hides, shows and deletes any post, reply or comment', async () => {
    const post = await sealedPost<{ post: { id: string } }>(
      server,
      '/boards/createBoardDetail',
      { title: '신고된 글', content: '<p>광고</p>', nickname: '광고', password: 'spam12' },
      GUEST_A,
    );
    const postId = post.data.post.id;
    const reply = await jsonRequest<{ reply: { id: string } }>(
      server,
      'POST',
      '/boards/communityReply',
      { payload: { postId, contents: '광고 댓글' } },
      member.token,
    );
    const list = () =>
      sealedPost<{ totalCount: number }>(server, '/boards/community', { keyword: '신고된' }, null);

    expect((await call('/moderate', { target: 'post', id: postId, action: 'hide' })).status).toBe(
      200,
    );
    expect((await list()).data.totalCount).toBe(0);
    expectError(
      await sealedPost(server, '/boards/getBoardDetail', { id: postId }, member.token),
      404,
      'POST_NOT_FOUND',
    );
    // The author cannot bring a hidden post back by editing it.
    expectError(
      await sealedPost(
        server,
        '/boards/updateBoardDetail',
        { id: postId, title: 'x', content: '<p>x</p>', password: 'spam12' },
        GUEST_A,
      ),
      404,
      'POST_NOT_FOUND',
    );
    const asAdmin = await sealedPost<{ post: { hidden: boolean } }>(
      server,
      '/boards/getBoardDetail',
      { id: postId },
      admin.token,
    );
    expect(asAdmin.data.post.hidden).toBe(true);
    expect((await call('/moderate', { target: 'post', id: postId, action: 'show' })).status).toBe(
      200,
    );
    expect((await list()).data.totalCount).toBe(1);

    expect(
      (await call('/moderate', { target: 'reply', id: reply.data.reply.id, action: 'hide' }))
        .status,
    ).toBe(200);
    const shown = await sealedPost<{ post: { replies: unknown[] } }>(
      server,
      '/boards/getBoardDetail',
      { id: postId },
      member.token,
    );
    expect(shown.data.post.replies).toEqual([]);

    await call('/notice-categories/create', { id: 'mod', name: '검토', nameEn: 'Review' });
    const notice = await call('/notices/create', {
      categoryId: 'mod',
      title: '공지',
      content: '<p>n</p>',
    });
    const noticeId = (notice.data.notice as { id: string }).id;
    const comment = await jsonRequest<{ comment: { id: string } }>(
      server,
      'POST',
      '/boards/new-comment',
      { board_uuid: noticeId, userEmail: member.email, contents: '부적절한 댓글' },
      member.token,
    );
    expect(
      (await call('/moderate', { target: 'comment', id: comment.data.comment.id, action: 'hide' }))
        .status,
    ).toBe(200);
    const count = await get<{ count: number }>(
      server,
      `/boards/notice-comments/count?board_id=${noticeId}`,
    );
    expect(count.data.count).toBe(0);
    expect(
      (
        await call('/moderate', {
          target: 'comment',
          id: comment.data.comment.id,
          action: 'delete',
        })
      ).status,
    ).toBe(200);

    expect((await call('/moderate', { target: 'post', id: postId, action: 'delete' })).status).toBe(
      200,
    );
    expect((await list()).data.totalCount).toBe(0);
    expectError(
      await call('/moderate', { target: 'post', id: postId, action: 'delete' }),
      404,
      'POST_NOT_FOUND',
    );
    expectError(
      await call('/moderate', { target: 'banner', id: postId, action: 'delete' }),
      400,
      'VALIDATION_FAILED',
    );
    const moderation = (await audit()).filter((row) =>
      ['board_post', 'board_reply', 'notice_comment'].includes(row.entity),
    );
    expect(moderation.map((row) => `${row.action} ${row.entity}`)).toEqual([
      'hide board_post',
      'show board_post',
      'hide board_reply',
      'hide notice_comment',
      'delete notice_comment',
      'delete board_post',
    ]);
  });

  it('lists questions for answering with paging checks', async () => {
    expectError(await call('/qna/list', { page: 0 }), 400, 'PAGING_INVALID');
    expectError(await call('/qna/list', { size: 'many' }), 400, 'PAGING_INVALID');
    const listed = await call('/qna/list', { page: 1, size: 5, status: 'waiting' });
    expect(listed.data.requestData).toMatchObject({ totalCount: 0, currentPage: 1, pageSize: 5 });
    expectError(await call('/qna/detail', { id: 'missing' }), 404, 'QNA_NOT_FOUND');
    expectError(
      await call('/qna/answer', { id: 'missing', answer: '<p>a</p>' }),
      404,
      'QNA_NOT_FOUND',
    );
  });

  it('updates a notice category; updates and deletes a Q&A category, each audited', async () => {
    expect(
      (await call('/notice-categories/create', { id: 'event', name: '이벤트', nameEn: 'Event' }))
        .status,
    ).toBe(200);
    const notice = await call('/notice-categories/update', {
      id: 'event',
      name: '행사',
      sortOrder: 4,
    });
    expect(notice.status).toBe(200);
    expect(notice.data.category).toEqual({
      id: 'event',
      name: '행사',
      nameEn: 'Event',
      sortOrder: 4,
    });
    const shown = await get<{ noticeCategories: { id: string; name: string }[] }>(
      server,
      '/boards/notice-categories',
    );
    expect(shown.data.noticeCategories.find((c) => c.id === 'event')?.name).toBe('행사');

    expect(
      (await call('/qna-categories/create', { id: 'refund', name: '환불', nameEn: 'Refund' }))
        .status,
    ).toBe(200);
    const qna = await call('/qna-categories/update', { id: 'refund', nameEn: 'Refunds' });
    expect(qna.status).toBe(200);
    expect(qna.data.category).toMatchObject({ id: 'refund', name: '환불', nameEn: 'Refunds' });
    const types = await get<{ qnaCategories: { id: string; nameEn: string }[] }>(
      server,
      '/boards/qna-types',
    );
    expect(types.data.qnaCategories.find((c) => c.id === 'refund')?.nameEn).toBe('Refunds');
    expect((await call('/qna-categories/delete', { id: 'refund' })).status).toBe(200);
    const after = await get<{ qnaCategories: { id: string }[] }>(server, '/boards/qna-types');
    expect(after.data.qnaCategories.map((c) => c.id)).not.toContain('refund');
    expectError(await call('/qna-categories/delete', { id: 'refund' }), 404, 'CATEGORY_NOT_FOUND');

    const rows = (await audit()).filter((row) => ['event', 'refund'].includes(row.entity_id));
    expect(rows.map((row) => [row.action, row.entity, row.entity_id, row.actor_id])).toEqual([
      ['create', 'notice_category', 'event', admin.userUuid],
      ['update', 'notice_category', 'event', admin.userUuid],
      ['create', 'qna_category', 'refund', admin.userUuid],
      ['update', 'qna_category', 'refund', admin.userUuid],
      ['delete', 'qna_category', 'refund', admin.userUuid],
    ]);
  });

  it('reads any question, answers it with an audit record, and filters ordermade questions', async () => {
    await call('/qna-categories/create', { id: 'general', name: '일반', nameEn: 'General' });
    const asked = await sealedPost<{ qna: { id: string } }>(
      server,
      '/boards/qna',
      { categoryId: 'general', title: '영수증 문의', contents: '영수증을 받고 싶습니다.' },
      member.token,
    );
    expect(asked.status).toBe(200);
    const id = asked.data.qna.id;
    const ordermade = await jsonRequest<{ qna: { id: string } }>(
      server,
      'POST',
      '/nest/customer/qna/ordermade',
      {
        contents: '로고 인쇄 박스 견적 부탁드립니다.',
        name: '홍길동',
        email: 'buyer@example.com',
        phone: '010-1234-5678',
        productName: '택배 박스',
        quantity: 300,
      },
      GUEST_A,
    );
    expect(ordermade.status).toBe(200);

    const detail = await call('/qna/detail', { id });
    expect(detail.status).toBe(200);
    expect(detail.data.qnaData).toMatchObject({
      id,
      kind: 'individual',
      title: '영수증 문의',
      contents: '영수증을 받고 싶습니다.',
      status: 'waiting',
      answer: null,
    });

    const answered = await call('/qna/answer', { id, answer: '<p>메일로 보냈습니다.</p>' });
    expect(answered.status).toBe(200);
    expect(answered.data.qnaData).toMatchObject({
      id,
      status: 'answered',
      answer: '<p>메일로 보냈습니다.</p>',
    });
    const stored = await server.db
      .selectFrom('qna')
      .select(['answered_by', 'answered_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const rows = (await audit()).filter((row) => row.entity_id === id);
    expect(rows.map((row) => [row.action, row.entity, row.actor_id])).toEqual([
      ['answer', 'qna', admin.userUuid],
    ]);
    expect(rows[0]!.created_at).toBe(stored.answered_at);
    expect(stored.answered_by).toBe(admin.userUuid);

    const onlyOrdermade = await call('/qna/list', { kind: 'ordermade' });
    expect(onlyOrdermade.status).toBe(200);
    const page = onlyOrdermade.data.requestData as {
      items: { id: string; kind: string }[];
      totalCount: number;
    };
    expect(page.totalCount).toBe(1);
    expect(page.items.map((item) => [item.id, item.kind])).toEqual([
      [ordermade.data.qna.id, 'ordermade'],
    ]);
    const everything = await call('/qna/list', {});
    expect((everything.data.requestData as { totalCount: number }).totalCount).toBe(2);
  });
});
