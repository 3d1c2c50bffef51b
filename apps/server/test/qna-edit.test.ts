import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sealEnvelope } from '@tonggye/api/envelope';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QNA_ATTACHMENT_AREA } from '../src/content/attachments';
import { newMember } from './accounts-helpers';
import { formRequest, get, makeAdmin, sealedPost, tickingClock } from './community-helpers';
import {
  expectError,
  GUEST_A,
  identityHeaders,
  onPostgres,
  startTestServer,
  type TestServer,
  keptNames,
} from './helpers';

interface Qna {
  id: string;
  categoryId: string;
  title: string;
  contents: string;
  status: string;
  updatedAt: string;
  attachments: {
    id: string;
    fileName: string;
    contentType: string;
    sizeBytes: number;
    url: string;
  }[];
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%edit\n');
const TXT = new TextEncoder().encode('로그 내용\nline 2\n');

type Upload = { bytes: Uint8Array; name: string };

/**
 * `POST /boards/qna-update` over HTTP: a member rewrites an own unanswered question (type,
 * title, text, files kept, removed and added) in one transaction; nobody else can, an answered
 * question cannot be changed, and refused edits leave rows and files as they were.
 */
describe('editing an own one-to-one question', () => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof newMember>>;
  let member: Awaited<ReturnType<typeof newMember>>;
  let other: Awaited<ReturnType<typeof newMember>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'tonggye-qna-edit-'));
  /** The Q&A attachments kept in the test server's (local) object store, by stored name. */
  const storedFiles = () => keptNames(server, QNA_ATTACHMENT_AREA).sort();

  const send = (path: string, payload: Record<string, unknown>, files: Upload[], who: string) => {
    const form = new FormData();
    form.append('encryptedData', sealEnvelope(payload, server.config.envelopeKey));
    for (const file of files)
      form.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
    return formRequest<{ qna: Qna }>(server, path, form, who);
  };
  const ask = async (title: string, files: Upload[] = []) => {
    const reply = await send(
      '/boards/qna',
      { categoryId: 'general', title, contents: `${title} 내용` },
      files,
      member.token,
    );
    expect(reply.status).toBe(200);
    return reply.data.qna;
  };
  const edit = (payload: Record<string, unknown>, files: Upload[] = [], who = member.token) =>
    send('/boards/qna-update', payload, files, who);
  const detail = async (id: string) => {
    const reply = await get<{ qnaData: Qna }>(server, `/boards/qna-detail/${id}`, member.token);
    expect(reply.status).toBe(200);
    return reply.data.qnaData;
  };
  /** Everything an edit could change: the row, its attachment rows and the stored files. */
  const snapshot = async (id: string) => ({
    row: await server.db.selectFrom('qna').selectAll().where('id', '=', id).executeTakeFirst(),
    attachments: await server.db
      .selectFrom('qna_attachments')
      .selectAll()
      .where('qna_id', '=', id)
      .orderBy('id')
      .execute(),
    files: storedFiles(),
  });

  beforeAll(async () => {
    server = await startTestServer({
      now: tickingClock(),
      profileImageDir: join(dataDir, 'profile-images'),
    });
    admin = await makeAdmin(server);
    member = await newMember(server, { user_name: '박회원' });
    other = await newMember(server, { user_name: '최다른' });
    for (const [id, name, nameEn] of [
      ['general', '일반 문의', 'General'],
      ['payment', '결제 문의', 'Payment'],
    ] as const) {
      const reply = await sealedPost(
        server,
        '/admin/service/qna-categories/create',
        { id, name, nameEn },
        admin.token,
      );
      expect(reply.status).toBe(200);
    }
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('changes type, title and text, keeps, removes and adds files, and deletes removed files after the commit', async () => {
    const qna = await ask('첫 문의', [
      { bytes: PNG, name: 'screen.png' },
      { bytes: PDF, name: 'receipt.pdf' },
    ]);
    expect(storedFiles()).toHaveLength(2);
    const [screen, receipt] = qna.attachments;
    const screenStored = (await snapshot(qna.id)).attachments.find(
      (file) => file.id === screen!.id,
    )!.stored_name;

    const reply = await edit(
      {
        id: qna.id,
        categoryId: 'payment',
        title: '  고친 제목  ',
        contents: '고친 내용\n둘째 줄 <b>굵게</b>',
        removeAttachmentIds: [screen!.id],
      },
      [
        { bytes: TXT, name: 'log.txt' },
        { bytes: PNG, name: 'new.png' },
      ],
    );
    expect(reply.status).toBe(200);
    const edited = reply.data.qna;
    expect(edited).toMatchObject({
      id: qna.id,
      categoryId: 'payment',
      title: '고친 제목',
      contents: '고친 내용<br>둘째 줄 &lt;b&gt;굵게&lt;/b&gt;',
      status: 'waiting',
    });
    expect(edited.updatedAt > qna.updatedAt).toBe(true);
    // The kept file first, then the new ones in the order they were sent.
    expect(edited.attachments.map((file) => [file.fileName, file.sizeBytes])).toEqual([
      ['receipt.pdf', PDF.byteLength],
      ['log.txt', TXT.byteLength],
      ['new.png', PNG.byteLength],
    ]);
    expect(edited.attachments[0]!.id).toBe(receipt!.id);
    expect(await detail(qna.id)).toEqual(edited);

    // The removed file is gone from the folder, the new ones are there under random names.
    const files = storedFiles();
    expect(files).toHaveLength(3);
    expect(files).not.toContain(screenStored);
    expect(files.join()).not.toMatch(/log|new/);
    const download = await fetch(`${server.url}${edited.attachments[1]!.url}`, {
      headers: identityHeaders(member.token),
    });
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(TXT);
    const removed = await fetch(`${server.url}${screen!.url}`, {
      headers: identityHeaders(member.token),
    });
    expect(removed.status).toBe(404);

    // A plain sealed JSON body (no files) edits the text and keeps every file.
    const plain = await sealedPost<{ qna: Qna }>(
      server,
      '/boards/qna-update',
      { id: qna.id, categoryId: 'general', title: '다시 고친 제목', contents: '짧게' },
      member.token,
    );
    expect(plain.status).toBe(200);
    expect(plain.data.qna.title).toBe('다시 고친 제목');
    expect(plain.data.qna.attachments.map((file) => file.fileName)).toEqual([
      'receipt.pdf',
      'log.txt',
      'new.png',
    ]);
    expect(storedFiles()).toEqual(files);

    const mine = await get<{ requestData: { items: { id: string; title: string }[] } }>(
      server,
      '/boards/qna-mine?page=1&size=10',
      member.token,
    );
    expect(mine.data.requestData.items.find((item) => item.id === qna.id)?.title).toBe(
      '다시 고친 제목',
    );
  });

  it("refuses a guest, someone else's question and an unknown id, changing nothing", async () => {
    const qna = await ask('남이 못 고치는 문의', [{ bytes: PNG, name: 'a.png' }]);
    const before = await snapshot(qna.id);
    const payload = { id: qna.id, categoryId: 'general', title: '가로채기', contents: 'x' };
    expectError(await edit(payload, [], other.token), 404, 'QNA_NOT_FOUND');
    expectError(
      await edit(payload, [{ bytes: PNG, name: 'b.png' }], other.token),
      404,
      'QNA_NOT_FOUND',
    );
    expectError(await edit(payload, [], GUEST_A), 401, 'LOGIN_REQUIRED');
    expectError(await edit({ ...payload, id: 'no-such-question' }), 404, 'QNA_NOT_FOUND');
    // Another member cannot remove the owner's attachment either.
    expectError(
      await edit({ ...payload, removeAttachmentIds: [qna.attachments[0]!.id] }, [], other.token),
      404,
      'QNA_NOT_FOUND',
    );
    expect(await snapshot(qna.id)).toEqual(before);
  });

  it('answers 400 naming the field for bad input, and refuses bad files, without writing anything', async () => {
    const qna = await ask('검사용 문의', [
      { bytes: PNG, name: 'one.png' },
      { bytes: PDF, name: 'two.pdf' },
    ]);
    const before = await snapshot(qna.id);
    const good = { id: qna.id, categoryId: 'general', title: '제목', contents: '내용' };
    const field = (reply: Awaited<ReturnType<typeof edit>>, status: number, code: string) =>
      expectError(reply, status, code).details?.field;

    expect(field(await edit({ ...good, title: '   ' }), 400, 'CONTENT_EMPTY')).toBe('title');
    expect(field(await edit({ ...good, contents: '' }), 400, 'CONTENT_EMPTY')).toBe('contents');
    expect(field(await edit({ ...good, title: 'x'.repeat(201) }), 400, 'TEXT_TOO_LONG')).toBe(
      'title',
    );
    expect(field(await edit({ ...good, contents: 'x'.repeat(5001) }), 400, 'TEXT_TOO_LONG')).toBe(
      'contents',
    );
    expect(field(await edit({ ...good, title: '<script>' }), 400, 'MARKUP_NOT_ALLOWED')).toBe(
      'title',
    );
    const { id: _id, ...withoutId } = good;
    expect(field(await edit(withoutId), 400, 'VALIDATION_FAILED')).toBe('id');
    expect(field(await edit({ ...good, categoryId: 7 }), 400, 'VALIDATION_FAILED')).toBe(
      'categoryId',
    );
    expect(
      field(await edit({ ...good, removeAttachmentIds: 'all' }), 400, 'VALIDATION_FAILED'),
    ).toBe('removeAttachmentIds');
    const invalid = expectError(await edit({ ...good, title: '' }), 400, 'CONTENT_EMPTY');
    // Korean first, English as the alternative, both naming the field.
    expect(invalid.message).toContain('title');
    expect(invalid.messageEn).toContain('title');
    expectError(await edit({ ...good, categoryId: 'nope' }), 404, 'CATEGORY_NOT_FOUND');
    expectError(
      await edit({ ...good, removeAttachmentIds: ['not-an-attachment-of-it'] }),
      404,
      'ATTACHMENT_NOT_FOUND',
    );
    // A sealed body that cannot be opened.
    const form = new FormData();
    form.append('encryptedData', 'not-sealed');
    expectError(
      await formRequest(server, '/boards/qna-update', form, member.token),
      400,
      'BAD_ENVELOPE',
    );

    // Files: same rules as create, counted with the kept ones (2 kept + 4 new > 5).
    const fourNew = Array.from({ length: 4 }, (_, i) => ({ bytes: PNG, name: `${i}.png` }));
    expectError(await edit(good, fourNew), 413, 'ATTACHMENT_TOO_LARGE');
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expectError(
      await edit(good, [
        { bytes: PNG, name: 'ok.png' },
        { bytes: html, name: 'evil.png' },
      ]),
      400,
      'ATTACHMENT_TYPE_INVALID',
    );
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG);
    expectError(await edit(good, [{ bytes: big, name: 'big.png' }]), 413, 'ATTACHMENT_TOO_LARGE');
    expect(await snapshot(qna.id)).toEqual(before);

    // Removing one makes room: 1 kept + 4 new = 5.
    const room = await edit({ ...good, removeAttachmentIds: [qna.attachments[0]!.id] }, fourNew);
    expect(room.status).toBe(200);
    expect(room.data.qna.attachments).toHaveLength(5);
  });

  it('refuses to edit an answered question with 409, in Korean first', async () => {
    const qna = await ask('답변 받을 문의', [{ bytes: PNG, name: 'a.png' }]);
    const answered = await sealedPost(
      server,
      '/admin/service/qna/answer',
      { id: qna.id, answer: '<p>답변드립니다.</p>' },
      admin.token,
    );
    expect(answered.status).toBe(200);
    const before = await snapshot(qna.id);
    const error = expectError(
      await edit({ id: qna.id, categoryId: 'general', title: '답변 뒤 수정', contents: 'x' }, [
        { bytes: PDF, name: 'late.pdf' },
      ]),
      409,
      'QNA_ANSWERED',
    );
    expect(error.message).toBe(
      '답변이 달린 문의는 수정할 수 없습니다. 더 묻고 싶은 내용은 새 문의로 남겨 주세요.',
    );
    expect(error.messageEn).toMatch(/answered inquiry cannot be edited/);
    expectError(
      await edit({
        id: qna.id,
        categoryId: 'general',
        title: 'x',
        contents: 'y',
        removeAttachmentIds: [qna.attachments[0]!.id],
      }),
      409,
      'QNA_ANSWERED',
    );
    expect(await snapshot(qna.id)).toEqual(before);
    expect((await detail(qna.id)).title).toBe('답변 받을 문의');
  });

  it('a failure inside the transaction leaves the question, its rows and files as they were', async () => {
    const qna = await ask('실패할 수정', [{ bytes: PNG, name: 'keep.png' }]);
    const before = await snapshot(qna.id);
    // New attachment rows cannot be written: the UPDATE and the removal before them roll back.
    if (onPostgres) {
      await sql`create function qna_edit_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`.execute(
        server.db,
      );
      await sql`create trigger qna_edit_refuse before insert on qna_attachments for each row execute function qna_edit_refuse()`.execute(
        server.db,
      );
    } else {
      await sql`create trigger qna_edit_refuse before insert on qna_attachments begin select raise(abort, 'refused'); end`.execute(
        server.db,
      );
    }
    try {
      const reply = await edit(
        {
          id: qna.id,
          categoryId: 'payment',
          title: '반쯤 쓰인 수정',
          contents: '남으면 안 됨',
          removeAttachmentIds: [qna.attachments[0]!.id],
        },
        [{ bytes: PDF, name: 'new.pdf' }],
      );
      expectError(reply, 500, 'INTERNAL_ERROR');
    } finally {
      await sql`drop trigger qna_edit_refuse${sql.raw(onPostgres ? ' on qna_attachments' : '')}`.execute(
        server.db,
      );
      if (onPostgres) await sql`drop function qna_edit_refuse()`.execute(server.db);
    }
    // Same row, same attachment row, and neither the kept file removed nor the new one left.
    expect(await snapshot(qna.id)).toEqual(before);
  });

  it('two edits at once never leave more than five files', async () => {
    const qna = await ask('동시 수정');
    const three = Array.from({ length: 3 }, (_, i) => ({ bytes: PNG, name: `${i}.png` }));
    const replies = await Promise.all(
      ['A', 'B'].map((title) =>
        edit({ id: qna.id, categoryId: 'general', title, contents: '동시에' }, three),
      ),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([200, 413]);
    const winner = replies.find((reply) => reply.status === 200)!.data.qna;
    const after = await snapshot(qna.id);
    expect(after.row?.title).toBe(winner.title);
    expect(after.attachments).toHaveLength(3);
    // Only the winner's files are stored (besides those of the earlier tests' questions).
    const names = new Set(after.attachments.map((file) => file.stored_name));
    const all = await server.db.selectFrom('qna_attachments').select('stored_name').execute();
    expect(storedFiles()).toEqual(all.map((file) => file.stored_name).sort());
    expect(names.size).toBe(3);
  });
});
