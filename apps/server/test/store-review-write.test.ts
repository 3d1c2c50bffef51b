import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_FILE_AREA } from '../src/store/files';
import { newMember } from './accounts-helpers';
import { expectError, type Reply } from './helpers';
import {
  memberOrder,
  newAdmin,
  okData,
  orderOf,
  shop,
  shopGet,
  startStoreServer,
  BOX_1,
  SAMPLE,
  TAPE,
  type OrderView,
  type StoreServer,
} from './store-helpers';

// A real 1×1 PNG and files that are not images (a PDF, text named like a photo).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const FAKE_JPG = Buffer.from('not really a photo');

interface Photo {
  fileId: string;
  fileName: string;
  contentType: string;
  url: string;
}

describe('store reviews written with their photos in one call', () => {
  let server: StoreServer;
  let member: Awaited<ReturnType<typeof newMember>>;
  let other: Awaited<ReturnType<typeof newMember>>;
  let admin: Awaited<ReturnType<typeof newAdmin>>;
  let delivered: OrderView;
  let paid: OrderView;
  const dir = mkdtempSync(join(tmpdir(), 'tonggye-review-write-test-'));
  // The review photos in the test server's (local) object store.
  const storedFiles = () => {
    try {
      return readdirSync(join(server.config.datasetFileDir!, STORE_FILE_AREA)).length;
    } catch {
      return 0;
    }
  };

  async function create(
    fields: Record<string, string>,
    files: { name: string; bytes: Uint8Array }[],
    credential: string | null,
  ): Promise<Reply<Record<string, unknown>>> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const file of files)
      form.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
    const response = await fetch(`${server.url}/shop/reviews/create`, {
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

  async function reviewRows() {
    return server.store.selectFrom('store_reviews').select(['id', 'order_item_id']).execute();
  }
  async function photoRows() {
    return server.store
      .selectFrom('store_files')
      .select('id')
      .where('owner_kind', '=', 'review')
      .execute();
  }
  /** Runs a refused call and proves it left no review, no photo row and no stored file. */
  async function refusedWithoutTrace(
    call: () => Promise<Reply<Record<string, unknown>>>,
    status: number,
    code: string,
  ) {
    const before = {
      reviews: (await reviewRows()).length,
      photos: (await photoRows()).length,
      files: storedFiles(),
    };
    const body = expectError(await call(), status, code);
    expect({
      reviews: (await reviewRows()).length,
      photos: (await photoRows()).length,
      files: storedFiles(),
    }).toEqual(before);
    return body;
  }

  async function order(
    credential: string,
    items: { optionId: string; quantity: number }[],
    steps: Record<string, string>[],
  ): Promise<OrderView> {
    const created = orderOf(await shop(server, '/order/create', memberOrder(items), credential));
    okData(
      await shop(server, '/admin/orders/confirm-bank', { orderNo: created.orderNo }, admin.token),
    );
    for (const step of steps)
      okData(
        await shop(
          server,
          '/admin/orders/transition',
          { orderNo: created.orderNo, ...step },
          admin.token,
        ),
      );
    return created;
  }

  beforeAll(async () => {
    server = await startStoreServer({ profileImageDir: join(dir, 'profile-images') });
    member = await newMember(server, { user_name: '후기왕' });
    other = await newMember(server, { user_name: '남의손' });
    admin = await newAdmin(server);
    await server.db
      .insertInto('site_couriers')
      .values({
        id: 'c-reviews',
        name: '우체국택배',
        code: 'epost',
        tracking_url: 'https://t.example/{invoice}',
        sort_order: 0,
        is_active: 1,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    delivered = await order(
      member.token,
      [
        { optionId: TAPE, quantity: 1 },
        { optionId: SAMPLE, quantity: 1 },
        { optionId: BOX_1, quantity: 10 },
      ],
      [
        { action: 'prepare' },
        { action: 'ship', courierCode: 'epost', trackingNo: '6000123412345' },
        { action: 'deliver' },
      ],
    );
    paid = await order(member.token, [{ optionId: TAPE, quantity: 1 }], []);
  }, 60_000);
  afterAll(() => server.close());

  const itemOf = (view: OrderView, index: number) => view.items[index]!.itemId;
  const fields = (orderItemId: string, rating = '4') => ({
    orderItemId,
    rating,
    content: '상자가 튼튼하고 테이프도 잘 붙어요. 다음에도 살게요.',
  });

  it('writes the review and its photos together, shown with the product’s reviews', async () => {
    const tape = delivered.items.find((item) => item.itemId === itemOf(delivered, 0))!;
    const reply = okData(
      await create(
        fields(tape.itemId),
        [
          { name: '포장.png', bytes: PNG },
          { name: 'b.png', bytes: PNG },
        ],
        member.token,
      ),
    );
    const photos = reply.photos as Photo[];
    expect(reply.reviewId).toEqual(expect.any(String));
    expect(photos.map((photo) => [photo.fileName, photo.contentType])).toEqual([
      ['포장.png', 'image/png'],
      ['b.png', 'image/png'],
    ]);
    const row = await server.store
      .selectFrom('store_reviews')
      .selectAll()
      .where('id', '=', String(reply.reviewId))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      order_item_id: tape.itemId,
      rating: 4,
      member_id: expect.any(String),
    });
    const product = String(row.product_id);
    const list = okData(await shopGet(server, `/products/${product}/reviews`));
    expect(list).toMatchObject({ averageRating: 4, totalCount: 1 });
    const shown = (list.items as { id: string; photos: Photo[] }[])[0]!;
    expect(shown.id).toBe(reply.reviewId);
    expect(shown.photos.map((photo) => photo.fileId)).toEqual(photos.map((photo) => photo.fileId));
    const image = await fetch(`${server.url}${shown.photos[0]!.url}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    expect(storedFiles()).toBe(2);
  });

  it('refuses a photo that is not an image, and keeps no review', async () => {
    const item = itemOf(delivered, 1);
    const body = await refusedWithoutTrace(
      () =>
        create(
          fields(item),
          [
            { name: 'ok.png', bytes: PNG },
            { name: '견적서.pdf', bytes: PDF },
          ],
          member.token,
        ),
      400,
      'FILE_TYPE_NOT_ALLOWED',
    );
    expect(body.message).toContain('견적서.pdf');
    expect(body.messageEn).toContain('PNG, JPEG, GIF, WebP');
    await refusedWithoutTrace(
      () => create(fields(item), [{ name: 'photo.jpg', bytes: FAKE_JPG }], member.token),
      400,
      'FILE_TYPE_NOT_ALLOWED',
    );
  });

  it('refuses more than five photos and a photo over 10 MB', async () => {
    const item = itemOf(delivered, 1);
    const six = Array.from({ length: 6 }, (_, index) => ({ name: `${index}.png`, bytes: PNG }));
    const body = await refusedWithoutTrace(
      () => create(fields(item), six, member.token),
      400,
      'REVIEW_PHOTO_LIMIT',
    );
    expect(body.message).toContain('5장');
    const large = new Uint8Array(10 * 1024 * 1024 + 1);
    large.set(PNG);
    await refusedWithoutTrace(
      () => create(fields(item), [{ name: 'large.png', bytes: large }], member.token),
      413,
      'ATTACHMENT_TOO_LARGE',
    );
  });

  it('refuses someone else’s order item and an item not yet delivered', async () => {
    await refusedWithoutTrace(
      () => create(fields(itemOf(delivered, 1)), [{ name: 'a.png', bytes: PNG }], other.token),
      403,
      'REVIEW_NOT_ALLOWED',
    );
    await refusedWithoutTrace(
      () => create(fields(itemOf(paid, 0)), [{ name: 'a.png', bytes: PNG }], member.token),
      403,
      'REVIEW_NOT_ALLOWED',
    );
    await refusedWithoutTrace(
      () => create(fields(itemOf(delivered, 1)), [{ name: 'a.png', bytes: PNG }], null),
      401,
      'LOGIN_REQUIRED',
    );
  });

  it('refuses a second review of the same item, with or without photos', async () => {
    const reviewed = itemOf(delivered, 0);
    await refusedWithoutTrace(
      () => create(fields(reviewed, '5'), [{ name: 'again.png', bytes: PNG }], member.token),
      409,
      'REVIEW_EXISTS',
    );
    await refusedWithoutTrace(
      () => shop(server, '/reviews/create', { ...fields(reviewed), rating: 5 }, member.token),
      409,
      'REVIEW_EXISTS',
    );
  });

  it('keeps one review when the same review is sent twice at once', async () => {
    const item = itemOf(delivered, 1);
    const before = { photos: (await photoRows()).length, files: storedFiles() };
    const replies = await Promise.all(
      [0, 1].map(() =>
        create(fields(item, '2'), [{ name: 'twice.png', bytes: PNG }], member.token),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expectError(
      replies.find((reply) => reply.status === 409)!,
      409,
      'REVIEW_EXISTS',
    );
    const rows = (await reviewRows()).filter((row) => row.order_item_id === item);
    expect(rows).toHaveLength(1);
    expect({ photos: (await photoRows()).length, files: storedFiles() }).toEqual({
      photos: before.photos + 1,
      files: before.files + 1,
    });
    // Taken away again so the tests below find the line unreviewed.
    await server.store.deleteFrom('store_files').where('owner_id', '=', rows[0]!.id).execute();
    await server.store.deleteFrom('store_reviews').where('id', '=', rows[0]!.id).execute();
  });

  it('checks the fields as the JSON call does', async () => {
    const item = itemOf(delivered, 1);
    await refusedWithoutTrace(
      () => create(fields(item, '6'), [], member.token),
      400,
      'VALIDATION_FAILED',
    );
    await refusedWithoutTrace(
      () => create({ ...fields(item), content: '   ' }, [], member.token),
      400,
      'CONTENT_EMPTY',
    );
    await refusedWithoutTrace(
      () => create({ ...fields(item), content: '가'.repeat(2001) }, [], member.token),
      400,
      'TEXT_TOO_LONG',
    );
  });

  it('takes a review without photos as multipart, and the JSON call still works', async () => {
    const multipart = okData(await create(fields(itemOf(delivered, 1), '5'), [], member.token));
    expect(multipart.photos).toEqual([]);
    const json = okData(
      await shop(
        server,
        '/reviews/create',
        { orderItemId: itemOf(delivered, 2), rating: 3, content: '보통이에요' },
        member.token,
      ),
    );
    expect(json.reviewId).toEqual(expect.any(String));
  });

  it('lists the member’s own reviews, by order, with their order lines and photos', async () => {
    const mine = okData(
      await shop(server, '/reviews/mine', { orderNo: delivered.orderNo }, member.token),
    );
    const items = mine.items as {
      orderItemId: string;
      orderNo: string;
      rating: number;
      photos: Photo[];
    }[];
    expect(mine.totalCount).toBe(3);
    expect(items.map((item) => item.orderItemId).sort()).toEqual(
      delivered.items.map((item) => item.itemId).sort(),
    );
    expect(items.every((item) => item.orderNo === delivered.orderNo)).toBe(true);
    expect(items.find((item) => item.orderItemId === itemOf(delivered, 0))?.photos).toHaveLength(2);
    const ofPaid = okData(
      await shop(server, '/reviews/mine', { orderNo: paid.orderNo }, member.token),
    );
    expect(ofPaid.totalCount).toBe(0);
    expect(okData(await shop(server, '/reviews/mine', {}, other.token)).totalCount).toBe(0);
    expectError(await shop(server, '/reviews/mine', {}, null), 401, 'LOGIN_REQUIRED');
  });
});
