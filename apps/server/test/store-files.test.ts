import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_FILE_AREA } from '../src/store/files';
import { newMember } from './accounts-helpers';
import { expectError, GUEST_A, type Reply } from './helpers';
import {
  memberOrder,
  newAdmin,
  okData,
  orderOf,
  shop,
  shopGet,
  startStoreServer,
  TAPE,
  type StoreServer,
} from './store-helpers';

// A real 1×1 PNG, a minimal PDF, a PDF-compatible Illustrator file and things that only pretend.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const AI_PDF = Buffer.from('%PDF-1.5\n%AI9_DataStream illustrator\n%%EOF\n');
const AI_POSTSCRIPT = Buffer.from('%!PS-Adobe-3.0\n%%Creator: Adobe Illustrator\n');
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);

interface FileView {
  fileId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  url: string;
}

describe('store files: made-to-order drawings and review photos', () => {
  let server: StoreServer;
  let member: Awaited<ReturnType<typeof newMember>>;
  let other: Awaited<ReturnType<typeof newMember>>;
  let admin: Awaited<ReturnType<typeof newAdmin>>;
  const dir = mkdtempSync(join(tmpdir(), 'tonggye-store-files-test-'));

  beforeAll(async () => {
    server = await startStoreServer({ profileImageDir: join(dir, 'profile-images') });
    member = await newMember(server, { user_name: '도면' });
    other = await newMember(server, { user_name: '남' });
    admin = await newAdmin(server);
  }, 60_000);
  afterAll(() => server.close());

  async function upload(
    path: string,
    fields: Record<string, string>,
    files: { name: string; bytes: Uint8Array }[],
    credential: string | null,
  ): Promise<Reply<Record<string, unknown>>> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const file of files)
      form.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
    const response = await fetch(`${server.url}/shop${path}`, {
      method: 'POST',
      headers: credential === null ? {} : { auth: credential, authorization: credential },
      body: form,
    });
    const body = (await response.json()) as Record<string, unknown>;
    return {
      status: response.status,
      headers: response.headers,
      body,
      data: (body.dataRes ?? {}) as Record<string, unknown>,
    };
  }
  async function fetchFile(url: string, credential: string | null) {
    return fetch(`${server.url}${url}`, {
      headers: credential === null ? {} : { auth: credential, authorization: credential },
    });
  }
  /** Rows and stored files (a refusal leaves neither behind); they always agree. */
  async function storedCount(): Promise<number> {
    const rows = await server.store.selectFrom('store_files').select('stored_name').execute();
    // The test server's object store is a local folder; each file is `<area>/f-<stored name>`.
    const folder = join(server.config.datasetFileDir!, STORE_FILE_AREA);
    const inStore = existsSync(folder) ? readdirSync(folder).map((name) => name.slice(2)) : [];
    expect(inStore.sort()).toEqual(rows.map((row) => row.stored_name).sort());
    return rows.length;
  }

  it('takes PDF, AI (PDF-compatible), PNG and JPEG for a request, shown to its member and admins only', async () => {
    const request = okData(
      await shop(
        server,
        '/ordermade/create',
        {
          kind: 'box',
          widthMm: 300,
          lengthMm: 200,
          heightMm: 100,
          material: '골판지',
          quantity: 500,
        },
        member.token,
      ),
    ).request as { requestId: string };
    const requestId = request.requestId;

    // Refusals first: nothing stored, no row written.
    for (const [files, status, code] of [
      [
        [{ name: 'fake.png', bytes: Buffer.from('not an image at all') }],
        400,
        'FILE_TYPE_NOT_ALLOWED',
      ],
      [[{ name: 'x.ai', bytes: AI_POSTSCRIPT }], 400, 'FILE_TYPE_NOT_ALLOWED'],
      [[{ name: 'sheet.xlsx', bytes: ZIP }], 400, 'FILE_TYPE_NOT_ALLOWED'],
      [
        [
          { name: 'ok.pdf', bytes: PDF },
          { name: 'fake.jpg', bytes: Buffer.from('<svg/>') },
        ],
        400,
        'FILE_TYPE_NOT_ALLOWED',
      ],
      [
        Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, bytes: PNG })),
        413,
        'ATTACHMENT_TOO_LARGE',
      ],
      [
        [{ name: 'huge.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]) }],
        413,
        'ATTACHMENT_TOO_LARGE',
      ],
      [[], 400, 'FILE_REQUIRED'],
    ] as const)
      expectError(
        await upload('/ordermade/files', { requestId }, [...files], member.token),
        status,
        code,
      );
    expect(await storedCount()).toBe(0);
    expectError(
      await upload('/ordermade/files', { requestId }, [{ name: 'a.pdf', bytes: PDF }], other.token),
      404,
      'ORDERMADE_NOT_FOUND',
    );
    expectError(
      await upload('/ordermade/files', { requestId }, [{ name: 'a.pdf', bytes: PDF }], GUEST_A),
      401,
      'LOGIN_REQUIRED',
    );

    const added = okData(
      await upload(
        '/ordermade/files',
        { requestId },
        [
          { name: '도면.pdf', bytes: PDF },
          { name: 'logo.ai', bytes: AI_PDF },
          { name: 'photo.png', bytes: PNG },
        ],
        member.token,
      ),
    ).request as { files: FileView[] };
    expect(added.files.map((file) => [file.fileName, file.contentType])).toEqual([
      ['도면.pdf', 'application/pdf'],
      ['logo.ai', 'application/pdf'],
      ['photo.png', 'image/png'],
    ]);
    // Five per request in all: three more are refused, nothing added.
    expectError(
      await upload(
        '/ordermade/files',
        { requestId },
        [1, 2, 3].map((i) => ({ name: `${i}.png`, bytes: PNG })),
        member.token,
      ),
      409,
      'FILE_LIMIT',
    );
    expect(await storedCount()).toBe(3);

    const [pdf] = added.files;
    const own = await fetchFile(pdf!.url, member.token);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toContain('attachment');
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await own.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await fetchFile(pdf!.url, admin.token)).status).toBe(200);
    expectError(await toReply(await fetchFile(pdf!.url, other.token)), 404, 'ATTACHMENT_NOT_FOUND');
    expectError(await toReply(await fetchFile(pdf!.url, null)), 404, 'ATTACHMENT_NOT_FOUND');
    // The request's detail lists them for its member.
    const detail = okData(await shop(server, '/ordermade/detail', { requestId }, member.token))
      .request as { files: FileView[] };
    expect(detail.files).toHaveLength(3);

    // Once quoted, the request takes no more files.
    okData(
      await shop(server, '/admin/ordermade/quote', { requestId, unitPrice: 900 }, admin.token),
    );
    expectError(
      await upload(
        '/ordermade/files',
        { requestId },
        [{ name: 'late.pdf', bytes: PDF }],
        member.token,
      ),
      409,
      'TRANSITION_NOT_ALLOWED',
    );
  });

  it('takes image photos for the author’s review, shown to everyone with the reviews', async () => {
    const order = orderOf(
      await shop(
        server,
        '/order/create',
        memberOrder([{ optionId: TAPE, quantity: 1 }]),
        member.token,
      ),
    );
    await shop(server, '/admin/orders/confirm-bank', { orderNo: order.orderNo }, admin.token);
    await server.db
      .insertInto('site_couriers')
      .values({
        id: 'c-files',
        name: '우체국택배',
        code: 'epost',
        tracking_url: 'https://t.example/{invoice}',
        sort_order: 0,
        is_active: 1,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    for (const step of [
      { action: 'prepare' },
      { action: 'ship', courierCode: 'epost', trackingNo: '6000123412345' },
      { action: 'deliver' },
    ])
      okData(
        await shop(
          server,
          '/admin/orders/transition',
          { orderNo: order.orderNo, ...step },
          admin.token,
        ),
      );
    const reviewId = String(
      okData(
        await shop(
          server,
          '/reviews/create',
          { orderItemId: order.items[0]!.itemId, rating: 4, content: '사진 첨부 후기' },
          member.token,
        ),
      ).reviewId,
    );

    expectError(
      await upload(
        '/reviews/photos',
        { reviewId },
        [{ name: 'doc.pdf', bytes: PDF }],
        member.token,
      ),
      400,
      'FILE_TYPE_NOT_ALLOWED',
    );
    expectError(
      await upload('/reviews/photos', { reviewId }, [{ name: 'a.png', bytes: PNG }], other.token),
      404,
      'REVIEW_NOT_FOUND',
    );
    const photos = okData(
      await upload(
        '/reviews/photos',
        { reviewId },
        [
          { name: 'a.png', bytes: PNG },
          { name: 'b.png', bytes: PNG },
        ],
        member.token,
      ),
    ).photos as FileView[];
    expect(photos).toHaveLength(2);
    const reviews = okData(await shopGet(server, '/products/prd-tape-opp/reviews'));
    const first = (reviews.items as { content: string; photos: FileView[] }[])[0]!;
    expect(first.photos.map((photo) => photo.fileId)).toEqual(photos.map((photo) => photo.fileId));
    // Anyone, even without a credential, sees a review photo, inline.
    const image = await fetchFile(first.photos[0]!.url, null);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-disposition')).toContain('inline');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    // Up to five per review.
    expectError(
      await upload(
        '/reviews/photos',
        { reviewId },
        [1, 2, 3, 4].map((i) => ({ name: `${i}.png`, bytes: PNG })),
        member.token,
      ),
      409,
      'FILE_LIMIT',
    );
    // The stored files carry random names, never the client's.
    const rows = await server.store.selectFrom('store_files').select('stored_name').execute();
    for (const row of rows) expect(row.stored_name).toMatch(/^[A-Za-z0-9_-]{22}\.(png|pdf)$/);
    expect(await storedCount()).toBe(5);
  });
});

async function toReply(response: Response): Promise<Reply<Record<string, unknown>>> {
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, headers: response.headers, body, data: {} };
}
