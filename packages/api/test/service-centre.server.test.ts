import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  countNoticeComments,
  createNoticeComment,
  createOrdermadeQna,
  createQna,
  deleteNoticeComment,
  fetchQnaAttachment,
  getFaqCategories,
  getMyQna,
  getNotice,
  getNoticeCategories,
  getStandaloneContent,
  listFaq,
  listMyQna,
  listNoticeComments,
  listNotices,
  searchFaq,
} from '../src';
import { PNG, refusal, testServer } from './server-client';

/**
 * The service-centre calls against the real server, started as its own process the way
 * `pnpm serve` starts it (`start.ts`: the seed first, so the sample notices, FAQ, Q&A types
 * and standalone page exist, and the administrator's one-time password is printed).
 */
const server = testServer({
  name: 'api-service-centre',
  envelopeKey: 'service-centre-test-envelope-key',
  entry: 'start',
});

describe('FAQ', () => {
  it('lists the categories with their counts, a category page and every category', async () => {
    const client = server.guest();
    const categories = await getFaqCategories(client);
    expect(categories.map((category) => category.id)).toEqual([
      'account',
      'analysis',
      'data',
      'payment',
    ]);
    expect(categories.find((category) => category.id === 'data')).toMatchObject({
      name: '데이터 업로드',
      nameEn: 'Uploading data',
      count: 3,
    });
    const data = await listFaq(client, { category: 'data', page: 1, size: 2 });
    expect(data).toMatchObject({ totalCount: 3, totalPage: 2, currentPage: 1, pageSize: 2 });
    expect(data.items.every((item) => item.categoryId === 'data')).toBe(true);
    expect(data.items[0]?.answerHtml).toMatch(/^<p>/);
    const all = await listFaq(client, { category: ALL_CATEGORIES, page: 1, size: 50 });
    expect(all.totalCount).toBe(
      categories.reduce((sum, category) => sum + (category.count ?? 0), 0),
    );
  });

  it('searches questions and answers, and refuses an unknown category in both languages', async () => {
    const client = server.guest();
    const found = await searchFaq(client, { keyword: '비밀번호', page: 1, size: 10 });
    expect(found.keyword).toBe('비밀번호');
    expect(found.items.map((item) => item.question)).toContain('비밀번호를 잊어버렸어요.');
    expect(found.items.every((item) => /비밀번호/.test(item.question + item.answerHtml))).toBe(
      true,
    );
    const none = await searchFaq(client, { keyword: 'zzz-없는-말', page: 1, size: 10 });
    expect(none.totalCount).toBe(0);
    const unknown = await refusal(listFaq(client, { category: 'nope', page: 1, size: 10 }));
    expect(unknown.status).toBe(404);
    expect(unknown.message).not.toBe(unknown.messageEn);
  });
});

describe('notices', () => {
  it('pages a category, pinned first, and reads a notice with its neighbours', async () => {
    const client = server.guest();
    const categories = await getNoticeCategories(client);
    expect(categories.map((category) => category.id)).toEqual(['service', 'update', 'event']);
    const all = await listNotices(client, { category: ALL_CATEGORIES, page: 1, size: 5 });
    expect(all.totalCount).toBe(
      categories.reduce((sum, category) => sum + (category.count ?? 0), 0),
    );
    expect(all.totalPage).toBe(Math.ceil(all.totalCount / 5));
    expect(all.items[0]?.pinned).toBe(true);
    const second = await listNotices(client, { category: ALL_CATEGORIES, page: 2, size: 5 });
    expect(second.currentPage).toBe(2);
    const ids = new Set(all.items.map((item) => item.id));
    expect(second.items.some((item) => ids.has(item.id))).toBe(false);
    const updates = await listNotices(client, { category: 'update', page: 1, size: 10 });
    expect(updates.items.every((item) => item.categoryId === 'update')).toBe(true);
    const target = updates.items[1];
    if (!target) throw new Error('the seed has too few updates');
    const notice = await getNotice(client, target.id);
    expect(notice).toMatchObject({ id: target.id, title: target.title, categoryId: 'update' });
    expect(notice.viewCount).toBe(target.viewCount + 1);
    expect(notice.prev?.id ?? notice.next?.id).toBeTruthy();
    const missing = await refusal(getNotice(client, 'no-such-notice'));
    expect(missing.status).toBe(404);
  });

  it('lets members comment, pages the comments and deletes only their own', async () => {
    const noticeId = (await listNotices(server.guest(), { category: 'event', page: 1, size: 1 }))
      .items[0]?.id;
    if (!noticeId) throw new Error('no event notice');
    const visitor = server.guest();
    const refused = await refusal(createNoticeComment(visitor, { noticeId, contents: '안녕' }));
    expect(refused.status).toBe(401);
    expect(refused.messageEn).toMatch(/sign in/i);

    const author = await server.member();
    const other = await server.member();
    const before = await countNoticeComments(visitor, noticeId);
    const first = await createNoticeComment(author.client, {
      noticeId,
      contents: '첫 댓글 <b>굵게</b>',
    });
    expect(first).toMatchObject({ noticeId, isMine: true });
    expect(first.contents).toContain('&lt;b&gt;');
    await createNoticeComment(author.client, { noticeId, contents: '두 번째' });
    await createNoticeComment(other.client, { noticeId, contents: '다른 회원' });
    expect(await countNoticeComments(visitor, noticeId)).toBe(before + 3);

    const page = await listNoticeComments(author.client, { noticeId, page: 1, size: 2 });
    expect(page.totalCount).toBe(before + 3);
    expect(page.totalPage).toBe(Math.ceil((before + 3) / 2));
    const everything = await listNoticeComments(author.client, { noticeId, page: 1, size: 50 });
    const mine = everything.items.filter((comment) => comment.isMine);
    expect(mine).toHaveLength(2);
    const asGuest = await listNoticeComments(visitor, { noticeId, page: 1, size: 50 });
    expect(asGuest.items.some((comment) => comment.isMine)).toBe(false);

    const notTheirs = await refusal(deleteNoticeComment(other.client, first.id));
    expect(notTheirs.status).toBe(404);
    await deleteNoticeComment(author.client, first.id);
    expect(await countNoticeComments(visitor, noticeId)).toBe(before + 2);
    const again = await refusal(deleteNoticeComment(author.client, first.id));
    expect(again.status).toBe(404);
  });
});

describe('one-to-one Q&A with attachments', () => {
  it('sends files with the question, lists it waiting and downloads only for the owner', async () => {
    const { client } = await server.member();
    const png = new File([PNG], '화면.png', { type: 'image/png' });
    const note = new File(['첫 줄\n둘째 줄'], 'note.txt', { type: 'text/plain' });
    const created = await createQna(client, {
      categoryId: 'usage',
      title: '첨부 문의',
      contents: '파일을 확인해 주세요.',
      files: [png, note],
    });
    expect(created.status).toBe('waiting');
    expect(created.attachments.map((file) => file.fileName)).toEqual(['화면.png', 'note.txt']);
    const list = await listMyQna(client, { page: 1, size: 10 });
    expect(list.items.map((item) => item.id)).toEqual([created.id]);
    const detail = await getMyQna(client, created.id);
    expect(detail.answer ?? null).toBeNull();
    const attachment = detail.attachments[0];
    if (!attachment) throw new Error('no attachment');
    const blob = await fetchQnaAttachment(client, server.url, attachment);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PNG);

    const stranger = await server.member();
    const hidden = await refusal(fetchQnaAttachment(stranger.client, server.url, attachment));
    expect(hidden.status).toBe(404);
    expect(hidden.message).not.toBe(hidden.messageEn);
    expect((await refusal(getMyQna(stranger.client, created.id))).status).toBe(404);
  });

  it('refuses a file of the wrong kind in both languages and stores nothing', async () => {
    const { client } = await server.member();
    const fake = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 1, 2, 3])], 'run.png');
    const refused = await refusal(
      createQna(client, {
        categoryId: 'usage',
        title: '실행 파일',
        contents: '내용',
        files: [fake],
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/첨부할 수 없는 파일/);
    expect(refused.messageEn).toMatch(/cannot be attached/);
    expect((await listMyQna(client, { page: 1, size: 10 })).totalCount).toBe(0);
  });

  it('shows the answer once an administrator has written it', async () => {
    const { client } = await server.member();
    const created = await createQna(client, {
      categoryId: 'etc',
      title: '답변 확인',
      contents: '질문입니다.',
    });
    const answered = await server.adminPost('/admin/service/qna/answer', {
      id: created.id,
      answer: '<p>답변드립니다.</p>',
    });
    expect(answered.status).toBe(200);
    const detail = await getMyQna(client, created.id);
    expect(detail.status).toBe('answered');
    expect(detail.answer).toBe('<p>답변드립니다.</p>');
  });
});

describe('made-to-order Q&A', () => {
  it('is read back by its member only; another id is the bilingual not-found', async () => {
    const { client } = await server.member();
    const created = await createOrdermadeQna(client, {
      contents: '로고 인쇄 박스 견적 부탁드립니다.',
      name: '김민지',
      email: 'buyer@example.com',
      phone: '010-1234-5678',
      productName: '인쇄 박스',
      quantity: 500,
    });
    expect(created).toMatchObject({ kind: 'ordermade', status: 'waiting' });
    const detail = await getMyQna(client, created.id);
    expect(detail.kind).toBe('ordermade');
    expect(detail.detail).toMatchObject({ productName: '인쇄 박스', quantity: 500 });
    const stranger = await server.member();
    const missing = await refusal(getMyQna(stranger.client, created.id));
    expect(missing.status).toBe(404);
    expect(missing.message).not.toBe(missing.messageEn);
    const invalid = await refusal(
      createOrdermadeQna(client, { contents: '내용', name: '김', email: 'nope', phone: '1' }),
    );
    expect(invalid.status).toBe(400);
  });
});

describe('standalone pages', () => {
  it('reads a seeded page and answers the bilingual not-found for another', async () => {
    const page = await getStandaloneContent(server.guest(), 'guide-t-test');
    expect(page.id).toBe('guide-t-test');
    expect(page.content.length).toBeGreaterThan(0);
    const missing = await refusal(getStandaloneContent(server.guest(), 'no-such-page'));
    expect(missing.status).toBe(404);
    expect(missing.message).not.toBe(missing.messageEn);
  });
});
