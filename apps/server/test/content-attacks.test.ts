import { sealEnvelope } from '@tonggye/api/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from './accounts-helpers';
import {
  countOf,
  expectInert,
  formRequest,
  get,
  jsonRequest,
  makeAdmin,
  sealedPost,
  tickingClock,
} from './community-helpers';
import { expectError, GUEST_A, GUEST_B, startTestServer, type TestServer } from './helpers';

/** Markup that tries to run code, by the trick it uses. */
const ATTACKS: Record<string, string> = {
  script: '<p>a</p><script>alert(1)</script>',
  scriptCase: '<ScRiPt>alert(1)</sCrIpT><p>b</p>',
  imgOnerror: '<img src=x onerror=alert(1)><p>c</p>',
  httpsImgOnerror: '<img src="https://img.example/a.png" onerror="alert(1)" onload="alert(2)">',
  svgOnload: '<svg onload=alert(1)><circle r=1 /></svg><p>d</p>',
  eventOnP: '<p onmouseover="alert(1)" onclick=alert(2)>hover</p>',
  detailsToggle: '<details open ontoggle=alert(1)><summary>x</summary></details>',
  javascriptLink: '<a href="javascript:alert(1)">link</a>',
  javascriptMixedCase: '<a href="JaVaScRiPt:alert(1)">link</a>',
  javascriptEntities: '<a href="&#106;&#97;vascript:alert(1)">link</a>',
  javascriptSpaces: '<a href="  java\tscript:alert(1)">link</a>',
  dataLink: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>',
  vbscript: '<a href="vbscript:msgbox(1)">link</a>',
  imgJavascript: '<img src="javascript:alert(1)">',
  imgData: '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  imgPathEscape: '<img src="/boards/image/../../user/profile-image/x.png">',
  styleAttribute: '<p style="background:url(javascript:alert(1))">styled</p>',
  cssExpression: '<p style="width: expression(alert(1))">expr</p>',
  styleElement: '<style>body{background:url("javascript:alert(1)")}</style><p>e</p>',
  styleImport: '<style>@import "https://evil.example/x.css";</style>',
  iframe: '<iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>alert(1)</script>">',
  objectEmbed: '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  form: '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">go</button></form>',
  metaRefresh: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  baseHref: '<base href="javascript:alert(1)//"><a href="/x">rel</a>',
  mathMxss: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  noscriptMxss: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  templateTag: '<template><img src=x onerror=alert(1)></template>',
  unclosedAttr: '<p title="x" onfocus="alert(1)" autofocus tabindex=1>f</p>',
  targetOpener: '<a href="https://ok.example/" target="_self" rel="opener" onclick="x()">ok</a>',
};

describe('content attacks', () => {
  let server: TestServer;
  let author: Awaited<ReturnType<typeof newMember>>;
  let intruder: Awaited<ReturnType<typeof newMember>>;
  let admin: Awaited<ReturnType<typeof newMember>>;
  let noticeId: string;

  beforeAll(async () => {
    server = await startTestServer({ now: tickingClock() });
    author = await newMember(server, { user_name: '작성자' });
    intruder = await newMember(server, { user_name: '침입자' });
    admin = await makeAdmin(server);
    await sealedPost(
      server,
      '/admin/service/notice-categories/create',
      { id: 'service', name: '서비스', nameEn: 'Service' },
      admin.token,
    );
    await sealedPost(
      server,
      '/admin/service/qna-categories/create',
      { id: 'general', name: '일반', nameEn: 'General' },
      admin.token,
    );
    const notice = await sealedPost<{ notice: { id: string } }>(
      server,
      '/admin/service/notices/create',
      { categoryId: 'service', title: '공지', content: '<p>공지</p>' },
      admin.token,
    );
    noticeId = notice.data.notice.id;
  });
  afterAll(() => server.close());

  describe('markup in posts never comes back executable', () => {
    for (const [name, html] of Object.entries(ATTACKS)) {
      it(name, async () => {
        const created = await sealedPost<{ post: { id: string; contentHtml: string } }>(
          server,
          '/boards/createBoardDetail',
          { title: `공격 ${name}`, content: `<p>본문</p>${html}` },
          author.token,
        );
        expect(created.status).toBe(200);
        const shown = await sealedPost<{ post: { contentHtml: string } }>(
          server,
          '/boards/getBoardDetail',
          { id: created.data.post.id },
          GUEST_B,
        );
        expectInert(shown.data.post.contentHtml);
        expect(shown.data.post.contentHtml).toBe(created.data.post.contentHtml);
        expect(shown.data.post.contentHtml.startsWith('<p>본문</p>')).toBe(true);
        // The same after an edit.
        const edited = await sealedPost<{ post: { contentHtml: string } }>(
          server,
          '/boards/updateBoardDetail',
          { id: created.data.post.id, title: '수정', content: '<p>끝</p>' + html },
          author.token,
        );
        expectInert(edited.data.post.contentHtml);
      });
    }
  });

  it('keeps the editor formatting and only safe links and images, exactly', async () => {
    const created = await sealedPost<{ post: { contentHtml: string } }>(
      server,
      '/boards/createBoardDetail',
      {
        title: '서식',
        content:
          '<h2 class="x" id="y">제목</h2><h3>소제목</h3><p><strong>굵게</strong> <b>b</b> <em>기울임</em> <i>i</i> <u>밑줄</u> <s>취소</s></p>' +
          '<ul><li>하나</li></ul><ol><li>둘</li></ol><blockquote>인용</blockquote><pre><code>x &lt;- 1</code></pre>' +
          '<p><a href="https://example.com/a?b=1" target="_self" rel="opener">링크</a> <a href="mailto:help@example.com">메일</a> <a href="http://example.com">http</a></p>' +
          '<p><img src="https://cdn.example.com/a.png" alt="그림" width="5000"><img src="/boards/image/abc.png" alt="내 그림"></p>' +
          '<h1>큰 제목</h1><table><tr><td>표</td></tr></table><span>스팬</span>',
      },
      author.token,
    );
    expect(created.data.post.contentHtml).toBe(
      '<h2>제목</h2><h3>소제목</h3><p><strong>굵게</strong> <b>b</b> <em>기울임</em> <i>i</i> <u>밑줄</u> <s>취소</s></p>' +
        '<ul><li>하나</li></ul><ol><li>둘</li></ol><blockquote>인용</blockquote><pre><code>x &lt;- 1</code></pre>' +
        '<p><a href="https://example.com/a?b=1" rel="noopener noreferrer nofollow" target="_blank">링크</a> <a href="mailto:help@example.com" rel="noopener noreferrer nofollow" target="_blank">메일</a> <a href="http://example.com" rel="noopener noreferrer nofollow" target="_blank">http</a></p>' +
        '<p><img src="https://cdn.example.com/a.png" alt="그림"><img src="/boards/image/abc.png" alt="내 그림"></p>' +
        '큰 제목표스팬',
    );
  });

  it('markup in titles is refused; in replies, comments and questions it is shown as text', async () => {
    expectError(
      await sealedPost(
        server,
        '/boards/createBoardDetail',
        { title: '<script>alert(1)</script>', content: '<p>x</p>' },
        author.token,
      ),
      400,
      'MARKUP_NOT_ALLOWED',
    );
    expectError(
      await sealedPost(
        server,
        '/boards/createBoardDetail',
        {
          title: '제목',
          content: '<p>x</p>',
          nickname: '<img src=x onerror=alert(1)>',
          password: 'pw1234',
        },
        GUEST_A,
      ),
      400,
      'GUEST_AUTHOR_REQUIRED',
    );
    const post = await sealedPost<{ post: { id: string } }>(
      server,
      '/boards/createBoardDetail',
      { title: '댓글 공격', content: '<p>x</p>' },
      author.token,
    );
    for (const html of Object.values(ATTACKS)) {
      const reply = await jsonRequest<{ reply: { contents: string } }>(
        server,
        'POST',
        '/boards/communityReply',
        { payload: { postId: post.data.post.id, contents: html } },
        intruder.token,
      );
      expect(reply.status).toBe(200);
      expectInert(reply.data.reply.contents);
      expect(reply.data.reply.contents).not.toContain('<');
      const comment = await jsonRequest<{ comment: { contents: string } }>(
        server,
        'POST',
        '/boards/new-comment',
        { board_uuid: noticeId, userEmail: intruder.email, contents: html },
        intruder.token,
      );
      expect(comment.status).toBe(200);
      expectInert(comment.data.comment.contents);
    }
    const shown = await sealedPost<{ post: { replies: { contents: string }[] } }>(
      server,
      '/boards/getBoardDetail',
      { id: post.data.post.id },
      null,
    );
    expect(shown.data.post.replies).toHaveLength(Object.keys(ATTACKS).length);
    for (const reply of shown.data.post.replies) expectInert(reply.contents);
    const comments = await get<{ parentComments: { items: { contents: string }[] } }>(
      server,
      `/boards/notice-comments?board_id=${noticeId}&size=100`,
    );
    for (const comment of comments.data.parentComments.items) expectInert(comment.contents);
    expect(comments.data.parentComments.items[0]?.contents).toBe(
      '&lt;p&gt;a&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });

  it('administrators’ notices are sanitised the same way', async () => {
    for (const html of Object.values(ATTACKS)) {
      const notice = await sealedPost<{ notice: { id: string } }>(
        server,
        '/admin/service/notices/create',
        { categoryId: 'service', title: '공지 공격', content: `<p>n</p>${html}` },
        admin.token,
      );
      expect(notice.status).toBe(200);
      const shown = await get<{ noticeData: { contentHtml: string } }>(
        server,
        `/boards/notice/${notice.data.notice.id}`,
      );
      expectInert(shown.data.noticeData.contentHtml);
    }
  });

  it('FAQ answers written by an administrator are inert in the public FAQ read', async () => {
    expect(
      (
        await sealedPost(
          server,
          '/admin/service/faq-categories/create',
          { id: 'attacks', name: '공격', nameEn: 'Attacks' },
          admin.token,
        )
      ).status,
    ).toBe(200);
    for (const [name, html] of Object.entries(ATTACKS)) {
      const created = await sealedPost(
        server,
        '/admin/service/faqs/create',
        { categoryId: 'attacks', question: `공격 ${name}`, answer: `<p>a</p>${html}` },
        admin.token,
      );
      expect(created.status, name).toBe(200);
    }
    const shown = await get<{ requestData: { items: { question: string; answerHtml: string }[] } }>(
      server,
      '/boards/faq/attacks?page=1&size=100',
    );
    expect(shown.status).toBe(200);
    expect(shown.data.requestData.items).toHaveLength(Object.keys(ATTACKS).length);
    for (const item of shown.data.requestData.items) {
      expectInert(item.answerHtml);
      expect(item.answerHtml.startsWith('<p>a</p>'), item.question).toBe(true);
    }
  });

  it('Q&A question text (one-to-one and ordermade) and Q&A answers are inert', async () => {
    for (const [name, html] of Object.entries(ATTACKS)) {
      const asked = await sealedPost<{ qna: { id: string; contents: string } }>(
        server,
        '/boards/qna',
        { categoryId: 'general', title: `문의 ${name}`, contents: html },
        author.token,
      );
      expect(asked.status, name).toBe(200);
      expectInert(asked.data.qna.contents);
      expect(asked.data.qna.contents, name).not.toContain('<');
      const answered = await sealedPost(
        server,
        '/admin/service/qna/answer',
        { id: asked.data.qna.id, answer: `<p>답변</p>${html}` },
        admin.token,
      );
      expect(answered.status, name).toBe(200);
      const shown = await get<{ qnaData: { contents: string; answer: string | null } }>(
        server,
        `/boards/qna-detail/${asked.data.qna.id}`,
        author.token,
      );
      expect(shown.status, name).toBe(200);
      expectInert(shown.data.qnaData.contents);
      expect(shown.data.qnaData.answer?.startsWith('<p>답변</p>'), name).toBe(true);
      expectInert(shown.data.qnaData.answer ?? '');

      const ordermade = await jsonRequest<{ qna: { id: string; contents: string } }>(
        server,
        'POST',
        '/nest/customer/qna/ordermade',
        {
          contents: html,
          name: '홍길동',
          email: 'buyer@example.com',
          phone: '010-1234-5678',
          productName: '택배 박스',
          quantity: 10,
        },
        author.token,
      );
      expect(ordermade.status, name).toBe(200);
      expectInert(ordermade.data.qna.contents);
      expect(ordermade.data.qna.contents, name).not.toContain('<');
      const ordermadeShown = await get<{ qnaData: { contents: string } }>(
        server,
        `/boards/qna-detail/${ordermade.data.qna.id}`,
        author.token,
      );
      expect(ordermadeShown.status, name).toBe(200);
      expectInert(ordermadeShown.data.qnaData.contents);
    }
  });

  it('someone else’s post, reply and comment cannot be changed or deleted', async () => {
    const post = await sealedPost<{ post: { id: string } }>(
      server,
      '/boards/createBoardDetail',
      { title: '내 글', content: '<p>원문</p>' },
      author.token,
    );
    const id = post.data.post.id;
    for (const credential of [intruder.token, GUEST_A]) {
      expect(
        (
          await sealedPost(
            server,
            '/boards/updateBoardDetail',
            { id, title: '탈취', content: '<p>탈취</p>', password: 'guess1' },
            credential,
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await sealedPost(
            server,
            '/boards/deleteBoardDetail',
            { id, password: 'guess1' },
            credential,
          )
        ).status,
      ).toBe(403);
    }
    expectError(
      await sealedPost(server, '/boards/deleteBoardDetail', { id }, null),
      401,
      'UNAUTHENTICATED',
    );
    const kept = await sealedPost<{ post: { title: string; contentHtml: string } }>(
      server,
      '/boards/getBoardDetail',
      { id },
      author.token,
    );
    expect([kept.data.post.title, kept.data.post.contentHtml]).toEqual(['내 글', '<p>원문</p>']);

    const reply = await jsonRequest<{ reply: { id: string } }>(
      server,
      'POST',
      '/boards/communityReply',
      { payload: { postId: id, contents: '작성자 댓글' } },
      author.token,
    );
    expectError(
      await jsonRequest(
        server,
        'POST',
        '/boards/deleteReply',
        { payload: { replyId: reply.data.reply.id } },
        intruder.token,
      ),
      403,
      'NOT_AUTHOR',
    );

    const comment = await jsonRequest<{ comment: { id: string } }>(
      server,
      'POST',
      '/boards/new-comment',
      { board_uuid: noticeId, userEmail: author.email, contents: '작성자 의견' },
      author.token,
    );
    const unknown = await jsonRequest(
      server,
      'DELETE',
      '/boards/del-comment?commentId=00000000-0000-4000-8000-000000000000',
      undefined,
      intruder.token,
    );
    const foreign = await jsonRequest(
      server,
      'DELETE',
      `/boards/del-comment?commentId=${comment.data.comment.id}`,
      undefined,
      intruder.token,
    );
    expectError(unknown, 404, 'COMMENT_NOT_FOUND');
    expectError(foreign, 404, 'COMMENT_NOT_FOUND');
    // Someone else's comment answers exactly like an unknown one.
    expect(foreign.body).toEqual(unknown.body);
    const still = await server.db
      .selectFrom('notice_comments')
      .select('deleted_at')
      .where('id', '=', comment.data.comment.id)
      .executeTakeFirstOrThrow();
    expect(still.deleted_at).toBeNull();
  });

  it('someone else’s question, its answer and attachments cannot be read', async () => {
    const form = new FormData();
    form.append(
      'encryptedData',
      sealEnvelope(
        { categoryId: 'general', title: '비공개 문의', contents: '개인 정보' },
        server.config.envelopeKey,
      ),
    );
    form.append('files', new Blob([new TextEncoder().encode('%PDF-1.4 secret')]), 'secret.pdf');
    const created = await formRequest<{
      qna: { id: string; attachments: { id: string; url: string }[] };
    }>(server, '/boards/qna', form, author.token);
    expect(created.status).toBe(200);
    const { id, attachments } = created.data.qna;

    const unknown = await get(
      server,
      '/boards/qna-detail/00000000-0000-4000-8000-000000000000',
      intruder.token,
    );
    const foreign = await get(server, `/boards/qna-detail/${id}`, intruder.token);
    expectError(unknown, 404, 'QNA_NOT_FOUND');
    expectError(foreign, 404, 'QNA_NOT_FOUND');
    expect(foreign.body).toEqual(unknown.body);
    expectError(await get(server, `/boards/qna-detail/${id}`, GUEST_A), 401, 'LOGIN_REQUIRED');
    expectError(
      await get(server, attachments[0]!.url, intruder.token),
      404,
      'ATTACHMENT_NOT_FOUND',
    );
    expectError(await get(server, attachments[0]!.url, null), 401, 'LOGIN_REQUIRED');
    const theirs = await get<{ requestData: { items: unknown[] } }>(
      server,
      '/boards/qna-mine',
      intruder.token,
    );
    expect(theirs.data.requestData.items).toEqual([]);
    // Answering is for administrators only.
    expectError(
      await sealedPost(
        server,
        '/admin/service/qna/answer',
        { id, answer: '<p>가짜 답변</p>' },
        intruder.token,
      ),
      403,
      'ADMIN_REQUIRED',
    );
    expect((await get(server, `/boards/qna-detail/${id}`, author.token)).status).toBe(200);
    expect((await get(server, attachments[0]!.url, admin.token)).status).toBe(200);
  });

  it('every administration call refuses a member (403) and a guest or no credential (401), writing nothing', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['/notice-categories/create', { name: '새 분류', nameEn: 'New' }],
      ['/notice-categories/update', { id: 'service', name: '탈취' }],
      ['/notice-categories/delete', { id: 'service' }],
      ['/faq-categories/create', { name: '새 분류', nameEn: 'New' }],
      ['/faq-categories/update', { id: 'x', name: 'y' }],
      ['/faq-categories/delete', { id: 'x' }],
      ['/qna-categories/create', { name: '새 분류', nameEn: 'New' }],
      ['/qna-categories/update', { id: 'general', name: 'y' }],
      ['/qna-categories/delete', { id: 'general' }],
      ['/notices/create', { categoryId: 'service', title: '가짜', content: '<p>x</p>' }],
      ['/notices/update', { id: noticeId, title: '가짜' }],
      ['/notices/delete', { id: noticeId }],
      ['/faqs/create', { categoryId: 'x', question: 'q', answer: '<p>a</p>' }],
      ['/faqs/update', { id: 'x', question: 'q' }],
      ['/faqs/delete', { id: 'x' }],
      ['/qna/list', {}],
      ['/qna/detail', { id: 'x' }],
      ['/qna/answer', { id: 'x', answer: '<p>a</p>' }],
      ['/moderate', { target: 'post', id: 'x', action: 'delete' }],
    ];
    const before = await countOf(server, 'admin_audit_log');
    const notices = await countOf(server, 'notices');
    for (const [path, payload] of calls) {
      expectError(
        await sealedPost(server, `/admin/service${path}`, payload, intruder.token),
        403,
        'ADMIN_REQUIRED',
      );
      const asGuest = await sealedPost(server, `/admin/service${path}`, payload, GUEST_A);
      expect(asGuest.status).toBe(401);
      const anonymous = await sealedPost(server, `/admin/service${path}`, payload, null);
      expect(anonymous.status).toBe(401);
    }
    expect(await countOf(server, 'admin_audit_log')).toBe(before);
    expect(await countOf(server, 'notices')).toBe(notices);
  });
});
