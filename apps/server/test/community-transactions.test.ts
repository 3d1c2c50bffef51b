import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sealEnvelope } from '@tonggye/api/envelope';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QNA_ATTACHMENT_AREA } from '../src/content/attachments';
import { newMember } from './accounts-helpers';
import { countOf, formRequest, makeAdmin, sealedPost } from './community-helpers';
import { keptNames, startTestServer, type TestServer } from './helpers';

/**
 * A write that fails half-way (here: a table the second statement needs has gone) leaves
 * nothing behind: the first statement is rolled back, and stored files are removed.
 */
describe('no half-written rows when a change fails part-way', () => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof newMember>>;
  let member: Awaited<ReturnType<typeof newMember>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'tonggye-community-trx-'));
  const rename = (from: string, to: string) =>
    sql`alter table ${sql.table(from)} rename to ${sql.table(to)}`.execute(server.db);

  beforeAll(async () => {
    server = await startTestServer({ profileImageDir: join(dataDir, 'profile-images') });
    admin = await makeAdmin(server);
    member = await newMember(server);
    await sealedPost(
      server,
      '/admin/service/qna-categories/create',
      { id: 'general', name: '일반', nameEn: 'General' },
      admin.token,
    );
    await sealedPost(
      server,
      '/admin/service/notice-categories/create',
      { id: 'service', name: '서비스', nameEn: 'Service' },
      admin.token,
    );
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a question whose attachment rows cannot be written leaves no question and no file', async () => {
    const before = await countOf(server, 'qna');
    await rename('qna_attachments', 'qna_attachments_away');
    try {
      const form = new FormData();
      form.append(
        'encryptedData',
        sealEnvelope(
          { categoryId: 'general', title: '문의', contents: '내용' },
          server.config.envelopeKey,
        ),
      );
      form.append('files', new Blob([new TextEncoder().encode('%PDF-1.4 x')]), 'a.pdf');
      const reply = await formRequest(server, '/boards/qna', form, member.token);
      expect(reply.status).toBe(500);
      expect(reply.body.code).toBe('INTERNAL_ERROR');
    } finally {
      await rename('qna_attachments_away', 'qna_attachments');
    }
    expect(await countOf(server, 'qna')).toBe(before);
    expect(keptNames(server, QNA_ATTACHMENT_AREA)).toEqual([]);
  });

  it('an administrator’s change whose audit record cannot be written does not happen', async () => {
    const notices = await countOf(server, 'notices');
    await rename('admin_audit_log', 'admin_audit_log_away');
    try {
      const reply = await sealedPost(
        server,
        '/admin/service/notices/create',
        { categoryId: 'service', title: '기록 없는 공지', content: '<p>x</p>' },
        admin.token,
      );
      expect(reply.status).toBe(500);
    } finally {
      await rename('admin_audit_log_away', 'admin_audit_log');
    }
    expect(await countOf(server, 'notices')).toBe(notices);
  });
});
