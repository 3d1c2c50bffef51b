import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sealEnvelope } from '@tonggye/api/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QNA_ATTACHMENT_AREA } from '../src/content/attachments';
import { newMember } from './accounts-helpers';
import {
  countOf,
  formRequest,
  get,
  jsonRequest,
  makeAdmin,
  sealedPost,
  tickingClock,
} from './community-helpers';
import {
  expectError,
  GUEST_A,
  identityHeaders,
  keptNames,
  startTestServer,
  type TestServer,
} from './helpers';

interface Category {
  id: string;
  name: string;
  nameEn: string;
  sortOrder: number;
  count?: number;
}
interface Page<T> {
  items: T[];
  totalCount: number;
  totalPage: number;
  currentPage: number;
  pageSize: number;
}
interface Comment {
  id: string;
  parentId: string | null;
  contents: string;
  nickname: string;
  isMine: boolean;
  children: Comment[];
}
interface Qna {
  id: string;
  kind: string;
  title: string;
  contents: string;
  status: string;
  answer: string | null;
  detail: Record<string, unknown>;
  attachments: {
    id: string;
    fileName: string;
    contentType: string;
    sizeBytes: number;
    url: string;
  }[];
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%test\n');

describe('service centre over HTTP', () => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof newMember>>;
  let member: Awaited<ReturnType<typeof newMember>>;
  let other: Awaited<ReturnType<typeof newMember>>;
  const noticeIds: string[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'tonggye-service-centre-'));
  /** The Q&A attachments kept in the test server's (local) object store, by stored name. */
  const keptAttachments = () => keptNames(server, QNA_ATTACHMENT_AREA);

  const adminCall = (path: string, payload: unknown, credential: string | null = admin.token) =>
    sealedPost(server, `/admin/service${path}`, payload, credential);

  const postQna = async (
    payload: Record<string, unknown>,
    files: { bytes: Uint8Array; name: string }[],
    credential: string | null,
  ) => {
    const form = new FormData();
    form.append('encryptedData', sealEnvelope(payload, server.config.envelopeKey));
    for (const file of files)
      form.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
    return formRequest<{ qna: Qna }>(server, '/boards/qna', form, credential);
  };

  beforeAll(async () => {
    server = await startTestServer({
      now: tickingClock(),
      profileImageDir: join(dataDir, 'profile-images'),
    });
    admin = await makeAdmin(server);
    member = await newMember(server, { user_name: '박회원' });
    other = await newMember(server, { user_name: '최다른' });
    for (const [id, name, nameEn, sortOrder] of [
      ['service', '서비스 안내', 'Service', 1],
      ['update', '업데이트', 'Updates', 2],
    ] as const) {
      const reply = await adminCall('/notice-categories/create', { id, name, nameEn, sortOrder });
      expect(reply.status).toBe(200);
    }
    for (const [id, name, nameEn] of [
      ['account', '회원/계정', 'Account'],
      ['analysis', '분석 이용', 'Analyses'],
    ] as const)
      expect((await adminCall('/faq-categories/create', { id, name, nameEn })).status).toBe(200);
    expect(
      (
        await adminCall('/qna-categories/create', {
          id: 'general',
          name: '일반 문의',
          nameEn: 'General',
        })
      ).status,
    ).toBe(200);
    for (let i = 1; i <= 7; i += 1) {
      const reply = await adminCall('/notices/create', {
        categoryId: i <= 5 ? 'service' : 'update',
        title: `공지 ${i}`,
        content: `<h2>공지 ${i}</h2><p>내용 ${i}</p>`,
        pinned: i === 1,
      });
      expect(reply.status).toBe(200);
      noticeIds.push(String((reply.data.notice as { id: string }).id));
    }
    for (let i = 1; i <= 6; i += 1)
      expect(
        (
          await adminCall('/faqs/create', {
            categoryId: i <= 4 ? 'account' : 'analysis',
            question: `질문 ${i}: 비밀번호${i === 2 ? ' 100%' : ''}`,
            answer: `<p>답변 ${i} <strong>회귀</strong></p>`,
            sortOrder: i,
          })
        ).status,
      ).toBe(200);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('FAQ categories, FAQ by category with page and size, and FAQ search', async () => {
    const categories = await get<{ faqCategories: Category[] }>(server, '/boards/faq-categories');
    expect(categories.status).toBe(200);
    expect(categories.data.faqCategories).toEqual([
      { id: 'account', name: '회원/계정', nameEn: 'Account', sortOrder: 0, count: 4 },
      { id: 'analysis', name: '분석 이용', nameEn: 'Analyses', sortOrder: 0, count: 2 },
    ]);
    const page = await get<{ requestData: Page<{ question: string; answerHtml: string }> }>(
      server,
      '/boards/faq/account?page=2&size=3',
      GUEST_A,
    );
    expect(page.data.requestData.items.map((item) => item.question)).toEqual(['질문 4: 비밀번호']);
    expect(page.data.requestData).toMatchObject({
      totalCount: 4,
      totalPage: 2,
      currentPage: 2,
      pageSize: 3,
    });
    const all = await get<{ requestData: Page<unknown> }>(server, '/boards/faq/all');
    expect(all.data.requestData.totalCount).toBe(6);
    const nest = await get<{ requestData: Page<unknown> }>(server, '/nest/customer/faq/?size=2');
    expect(nest.data.requestData).toMatchObject({ totalCount: 6, totalPage: 3 });
    expectError(await get(server, '/boards/faq/nope'), 404, 'CATEGORY_NOT_FOUND');

    const search = await get<{ faqSearchedData: Page<{ question: string }> & { keyword: string } }>(
      server,
      `/boards/faq-search?keyword=${encodeURIComponent('회귀')}&page=1&size=10`,
    );
    expect(search.data.faqSearchedData.totalCount).toBe(6);
    const literal = await get<{ faqSearchedData: Page<{ question: string }> }>(
      server,
      `/boards/faq-search?keyword=${encodeURIComponent('100%')}`,
    );
    expect(literal.data.faqSearchedData.items.map((item) => item.question)).toEqual([
      '질문 2: 비밀번호 100%',
    ]);
    expectError(await get(server, '/boards/faq-search'), 400, 'VALIDATION_FAILED');
    expectError(await get(server, '/boards/faq-search?keyword=%3Cb%3E'), 400, 'MARKUP_NOT_ALLOWED');
  });

  it('notice categories, notices by category (pinned first, paged, searchable) and a notice by id', async () => {
    const categories = await get<{ noticeCategories: Category[] }>(
      server,
      '/boards/notice-categories',
    );
    expect(categories.data.noticeCategories.map((c) => [c.id, c.count])).toEqual([
      ['service', 5],
      ['update', 2],
    ]);
    const list = await get<{ requestData: Page<{ title: string; pinned: boolean }> }>(
      server,
      '/boards/notices/service?page=1&size=3',
    );
    expect(list.data.requestData.items.map((item) => item.title)).toEqual([
      '공지 1',
      '공지 5',
      '공지 4',
    ]);
    expect(list.data.requestData).toMatchObject({ totalCount: 5, totalPage: 2 });
    const searched = await get<{ requestData: Page<{ title: string }> }>(
      server,
      `/boards/notices/all?keyword=${encodeURIComponent('내용 7')}`,
    );
    expect(searched.data.requestData.items.map((item) => item.title)).toEqual(['공지 7']);

    const id = noticeIds[2]!;
    const first = await get<{ noticeData: Record<string, unknown> }>(
      server,
      `/boards/notice/${id}`,
    );
    expect(first.data.noticeData).toMatchObject({
      id,
      title: '공지 3',
      categoryId: 'service',
      categoryName: '서비스 안내',
      contentHtml: '<h2>공지 3</h2><p>내용 3</p>',
      viewCount: 1,
      prev: { id: noticeIds[1], title: '공지 2' },
      next: { id: noticeIds[3], title: '공지 4' },
    });
    const second = await get<{ noticeData: { viewCount: number } }>(
      server,
      `/boards/notice/${id}`,
      member.token,
    );
    expect(second.data.noticeData.viewCount).toBe(2);
    expectError(await get(server, '/boards/notice/missing'), 404, 'NOTICE_NOT_FOUND');
    expectError(await get(server, '/boards/notices/service?page=-2'), 400, 'PAGING_INVALID');
    expectError(await get(server, '/boards/notices/service?size=abc'), 400, 'PAGING_INVALID');
    expectError(
      await get(server, '/boards/notices/service?page=99999999999'),
      400,
      'PAGING_INVALID',
    );
  });

  it('notice comments: members write, answer, count, list with children and delete their own', async () => {
    const noticeId = noticeIds[0]!;
    const write = (contents: string, credential: string | null, parentId?: string) =>
      jsonRequest<{ comment: Comment }>(
        server,
        'POST',
        '/boards/new-comment',
        { board_uuid: noticeId, userEmail: 'spoofed@example.com', contents, parentId },
        credential,
      );
    const first = await write('첫 댓글', member.token);
    expect(first.status).toBe(200);
    expect(first.data.comment).toMatchObject({
      contents: '첫 댓글',
      nickname: '박*원',
      parentId: null,
    });
    const answer = await write('답글', other.token, first.data.comment.id);
    expect(answer.data.comment.parentId).toBe(first.data.comment.id);
    await write('두 번째', other.token);
    expectError(await write('비회원', GUEST_A), 401, 'LOGIN_REQUIRED');
    expectError(await write('없음', null), 401, 'LOGIN_REQUIRED');
    expectError(await write('', member.token), 400, 'CONTENT_EMPTY');
    expectError(await write('x'.repeat(1001), member.token), 400, 'TEXT_TOO_LONG');

    const listed = await get<{ parentComments: Page<Comment> }>(
      server,
      `/boards/notice-comments?board_id=${noticeId}&page=1&size=10&user_email=${encodeURIComponent(member.email)}`,
      member.token,
    );
    expect(listed.status).toBe(200);
    const items = listed.data.parentComments.items;
    expect(items.map((item) => [item.contents, item.isMine, item.children.length])).toEqual([
      ['첫 댓글', true, 1],
      ['두 번째', false, 0],
    ]);
    expect(items[0]!.children[0]).toMatchObject({ contents: '답글', isMine: false });
    expect(listed.data.parentComments.totalCount).toBe(2);
    const count = await get<{ count: number }>(
      server,
      `/boards/notice-comments/count?board_id=${noticeId}`,
    );
    expect(count.data.count).toBe(3);

    const removed = await jsonRequest(
      server,
      'DELETE',
      `/boards/del-comment?commentId=${first.data.comment.id}`,
      undefined,
      member.token,
    );
    expect(removed.status).toBe(200);
    const byBody = await jsonRequest(
      server,
      'DELETE',
      '/boards/del-comment',
      { commentId: answer.data.comment.id },
      other.token,
    );
    expect(byBody.status).toBe(200);
    expect(
      (await get<{ count: number }>(server, `/boards/notice-comments/count?board_id=${noticeId}`))
        .data.count,
    ).toBe(1);
    expectError(
      await get(server, '/boards/notice-comments?board_id=missing'),
      404,
      'NOTICE_NOT_FOUND',
    );
    expectError(
      await get(server, `/boards/notice-comments?board_id=${noticeId}&size=1000`),
      400,
      'PAGING_INVALID',
    );
  });

  it('one-to-one Q&A: types, create with attachments (members only), list own and detail with the answer', async () => {
    const types = await get<{ qnaCategories: Category[] }>(server, '/boards/qna-types');
    expect(types.data.qnaCategories).toEqual([
      { id: 'general', name: '일반 문의', nameEn: 'General', sortOrder: 0 },
    ]);
    const created = await postQna(
      { categoryId: 'general', title: '결제 문의', contents: '영수증을 받고 싶습니다.' },
      [
        { bytes: PNG, name: 'screen.png' },
        { bytes: PDF, name: '../../etc/영수증.pdf' },
      ],
      member.token,
    );
    expect(created.status).toBe(200);
    const qna = created.data.qna;
    expect(qna).toMatchObject({
      kind: 'individual',
      status: 'waiting',
      answer: null,
      title: '결제 문의',
    });
    expect(
      qna.attachments.map((file) => [file.fileName, file.contentType, file.sizeBytes]),
    ).toEqual([
      ['screen.png', 'image/png', PNG.byteLength],
      ['영수증.pdf', 'application/pdf', PDF.byteLength],
    ]);
    // Stored under DATA_DIR/qna-attachments under new random names.
    expect(keptAttachments()).toHaveLength(2);
    expect(keptAttachments().join()).not.toMatch(/screen|영수증/);
    const download = await fetch(`${server.url}${qna.attachments[1]!.url}`, {
      headers: identityHeaders(member.token),
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);

    expectError(
      await postQna({ categoryId: 'general', title: 'x', contents: 'y' }, [], GUEST_A),
      401,
      'LOGIN_REQUIRED',
    );
    // Plain JSON (no attachments) works too.
    const plain = await sealedPost<{ qna: Qna }>(
      server,
      '/boards/qna',
      { categoryId: 'general', title: '두 번째 문의', contents: '내용' },
      member.token,
    );
    expect(plain.status).toBe(200);
    await sealedPost(
      server,
      '/boards/qna',
      { categoryId: 'general', title: '남의 문의', contents: 'z' },
      other.token,
    );

    const mine = await get<{ requestData: Page<{ id: string; title: string; status: string }> }>(
      server,
      '/boards/qna-mine?page=1&size=10',
      member.token,
    );
    expect(mine.data.requestData.items.map((item) => item.title)).toEqual([
      '두 번째 문의',
      '결제 문의',
    ]);

    const answered = await adminCall('/qna/answer', {
      id: qna.id,
      answer: '<p>메일로 <a href="https://example.com/r">영수증</a>을 보냈습니다.</p>',
    });
    expect(answered.status).toBe(200);
    const detail = await get<{ qnaData: Qna }>(
      server,
      `/boards/qna-detail/${qna.id}`,
      member.token,
    );
    expect(detail.data.qnaData.status).toBe('answered');
    expect(detail.data.qnaData.answer).toBe(
      '<p>메일로 <a href="https://example.com/r" rel="noopener noreferrer nofollow" target="_blank">영수증</a>을 보냈습니다.</p>',
    );
    const adminList = await adminCall('/qna/list', { status: 'waiting' });
    expect((adminList.data.requestData as Page<unknown>).totalCount).toBe(2);
  });

  it('attachments over the limits or of another type are refused and nothing is written', async () => {
    const before = [await countOf(server, 'qna'), await countOf(server, 'qna_attachments')];
    const filesBefore = keptAttachments().length;
    expect(filesBefore).toBe(2);
    const payload = { categoryId: 'general', title: '첨부', contents: '내용' };
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const bad = await postQna(
      payload,
      [
        { bytes: PNG, name: 'ok.png' },
        { bytes: html, name: 'evil.png' },
      ],
      member.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('ATTACHMENT_TYPE_INVALID');
    const exe = await postQna(
      payload,
      [{ bytes: new Uint8Array([0x4d, 0x5a, 0x90]), name: 'a.pdf' }],
      member.token,
    );
    expect(exe.body.code).toBe('ATTACHMENT_TYPE_INVALID');
    const many = await postQna(
      payload,
      Array.from({ length: 6 }, (_, i) => ({ bytes: PNG, name: `${i}.png` })),
      member.token,
    );
    expect(many.status).toBe(413);
    expect(many.body.code).toBe('ATTACHMENT_TOO_LARGE');
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG);
    const large = await postQna(payload, [{ bytes: big, name: 'big.png' }], member.token);
    expect(large.status).toBe(413);
    const noCategory = await postQna(
      { ...payload, categoryId: 'nope' },
      [{ bytes: PNG, name: 'a.png' }],
      member.token,
    );
    expect(noCategory.body.code).toBe('CATEGORY_NOT_FOUND');
    expect([await countOf(server, 'qna'), await countOf(server, 'qna_attachments')]).toEqual(
      before,
    );
    expect(keptAttachments().length).toBe(filesBefore);
  });

  it('ordermade Q&A from a guest or a member, and update-my-activity', async () => {
    const ordermade = {
      contents: '로고 인쇄 박스 500개 견적 부탁드립니다.',
      name: '홍길동',
      email: 'Buyer@Example.com',
      phone: '010-1234-5678',
      productName: '택배 박스',
      quantity: 500,
      desiredDate: '2026-03-02',
    };
    const byGuest = await jsonRequest<{ qna: Qna }>(
      server,
      'POST',
      '/nest/customer/qna/ordermade',
      { encryptedData: sealEnvelope(ordermade, server.config.envelopeKey) },
      GUEST_A,
    );
    expect(byGuest.status).toBe(200);
    expect(byGuest.data.qna).toMatchObject({
      kind: 'ordermade',
      title: '주문제작 문의 (택배 박스)',
      detail: { email: 'buyer@example.com', quantity: 500 },
    });
    const byMember = await jsonRequest<{ qna: Qna }>(
      server,
      'POST',
      '/nest/customer/qna/ordermade',
      { ...ordermade, title: '회원 주문제작' },
      member.token,
    );
    expect(byMember.status).toBe(200);
    expectError(
      await jsonRequest(
        server,
        'POST',
        '/nest/customer/qna/ordermade',
        { ...ordermade, email: 'x' },
        GUEST_A,
      ),
      400,
      'EMAIL_INVALID',
    );
    expectError(
      await jsonRequest(server, 'POST', '/nest/customer/qna/ordermade', ordermade, null),
      401,
      'UNAUTHENTICATED',
    );

    await sealedPost(
      server,
      '/boards/createBoardDetail',
      { title: '내 글', content: '<p>a</p>' },
      member.token,
    );
    const activity = await jsonRequest<{ myActivity: Record<string, unknown> }>(
      server,
      'POST',
      '/shop_product/update-my-activity',
      {},
      member.token,
    );
    expect(activity.status).toBe(200);
    expect(activity.data.myActivity).toMatchObject({
      boardPosts: 1,
      boardReplies: 0,
      noticeComments: 0,
      qna: { total: 3, waiting: 2, answered: 1 },
    });
    expectError(
      await jsonRequest(server, 'POST', '/shop_product/update-my-activity', {}, GUEST_A),
      401,
      'LOGIN_REQUIRED',
    );
  });
});
