import { describe, expect, it } from 'vitest';
import { createQna, deleteQna, fetchQnaAttachment, getMyQna, listMyQna, updateQna } from '../src';
import { PNG, refusal, testServer } from './server-client';

/**
 * Editing and deleting an own one-to-one question against the real server, started as its own
 * process with the seed (the Q&A types `usage` and `etc` exist).
 */
const server = testServer({
  name: 'api-qna-edit',
  envelopeKey: 'qna-edit-test-envelope-key',
  entry: 'start',
});

describe('editing an own question', () => {
  it('changes type, title and text, removes one file and adds another', async () => {
    const { client } = await server.member();
    const created = await createQna(client, {
      categoryId: 'usage',
      title: '처음 제목',
      contents: '처음 내용',
      files: [
        new File([PNG], '화면.png', { type: 'image/png' }),
        new File(['메모'], 'note.txt', { type: 'text/plain' }),
      ],
    });
    const [screen] = created.attachments;
    if (!screen) throw new Error('no attachment');
    const edited = await updateQna(client, {
      id: created.id,
      categoryId: 'etc',
      title: '고친 제목',
      contents: '고친 내용',
      removeAttachmentIds: [screen.id],
      files: [new File(['새 로그'], 'log.txt', { type: 'text/plain' })],
    });
    expect(edited).toMatchObject({ id: created.id, categoryId: 'etc', title: '고친 제목' });
    expect(edited.attachments.map((file) => file.fileName)).toEqual(['note.txt', 'log.txt']);
    const detail = await getMyQna(client, created.id);
    expect(detail.contents).toContain('고친 내용');
    expect(detail.attachments.map((file) => file.id)).toEqual(
      edited.attachments.map((file) => file.id),
    );
    const log = detail.attachments[1];
    if (!log) throw new Error('no new attachment');
    const blob = await fetchQnaAttachment(client, server.url, log);
    expect(await blob.text()).toBe('새 로그');
    const gone = await refusal(fetchQnaAttachment(client, server.url, screen));
    expect(gone.status).toBe(404);

    // Without files the call is a sealed JSON body and every file stays.
    const again = await updateQna(client, {
      id: created.id,
      categoryId: 'etc',
      title: '다시 고친 제목',
      contents: '다시',
    });
    expect(again.attachments).toHaveLength(2);
    const list = await listMyQna(client, { page: 1, size: 10 });
    expect(list.items.map((item) => item.title)).toEqual(['다시 고친 제목']);
  });

  it('is refused for an answered question (409), for another member (404) and for bad input (400)', async () => {
    const { client } = await server.member();
    const created = await createQna(client, {
      categoryId: 'usage',
      title: '답변 받을 문의',
      contents: '질문',
    });
    const request = { id: created.id, categoryId: 'usage', title: '새 제목', contents: '새 내용' };
    const stranger = await server.member();
    const notTheirs = await refusal(updateQna(stranger.client, request));
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.message).not.toBe(notTheirs.messageEn);
    const empty = await refusal(updateQna(client, { ...request, title: ' ' }));
    expect(empty.status).toBe(400);
    expect(empty.messageEn).toContain('title');

    const answered = await server.adminPost('/admin/service/qna/answer', {
      id: created.id,
      answer: '<p>답변드립니다.</p>',
    });
    expect(answered.status).toBe(200);
    const closed = await refusal(updateQna(client, request));
    expect(closed.status).toBe(409);
    expect(closed.message).toMatch(/답변이 달린 문의는 수정할 수 없습니다/);
    expect(closed.messageEn).toMatch(/cannot be edited/);
    expect((await getMyQna(client, created.id)).title).toBe('답변 받을 문의');
  });
});

describe('deleting an own question', () => {
  it('removes it with its files; another member gets 404 and a second delete too', async () => {
    const { client } = await server.member();
    const kept = await createQna(client, { categoryId: 'etc', title: '남길 문의', contents: 'a' });
    const doomed = await createQna(client, {
      categoryId: 'etc',
      title: '지울 문의',
      contents: 'b',
      files: [new File([PNG], 'a.png', { type: 'image/png' })],
    });
    const stranger = await server.member();
    const notTheirs = await refusal(deleteQna(stranger.client, doomed.id));
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.message).not.toBe(notTheirs.messageEn);
    expect(await deleteQna(client, doomed.id)).toEqual({ id: doomed.id, deleted: true });
    const list = await listMyQna(client, { page: 1, size: 10 });
    expect(list.items.map((item) => item.id)).toEqual([kept.id]);
    expect((await refusal(getMyQna(client, doomed.id))).status).toBe(404);
    expect((await refusal(deleteQna(client, doomed.id))).status).toBe(404);
  });
});
