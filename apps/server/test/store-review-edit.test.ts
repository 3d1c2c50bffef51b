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
  TAPE,
  type OrderView,
  type StoreServer,
} from './store-helpers';

// A real 1×1 PNG and a file that is not an image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

interface Photo {
  fileId: string;
  fileName: string;
  url: string;
}

/**
 * A member edits and deletes their own review (`/shop/reviews/update`, `/shop/reviews/delete`):
 * only the author (someone else's id answers like a missing one), photos kept by id and added
 * in the same call within the five-photo limit, all or nothing, the product's average following.
 */
describe('store reviews edited and deleted by their author', () => {
  let server: StoreServer;
  let member: Awaited<ReturnType<typeof newMember>>;
  let other: Awaited<ReturnType<typeof newMember>>;
  let admin: Awaited<ReturnType<typeof newAdmin>>;
  let mine: OrderView;
  let theirs: OrderView;
  const dir = mkdtempSync(join(tmpdir(), 'tonggye-review-edit-test-'));
  // The review photos in the test server's (local) object store.
  const storedFiles = () => {
    try {
      return readdirSync(join(server.config.datasetFileDir!, STORE_FILE_AREA)).length;
    } catch {
      return 0;
    }
  };

  async function multipart(
    path: string,
    fields: Record<string, string | string[]>,
    files: { name: string; bytes: Uint8Array }[],
    credential: string | null,
  ): Promise<Reply<Record<string, unknown>>> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields))
      for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
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

  async function order(credential: string, optionId: string): Promise<OrderView> {
    const created = orderOf(
      await shop(server, '/order/create', memberOrder([{ optionId, quantity: 1 }]), credential),
    );
    okData(
      await shop(server, '/admin/orders/confirm-bank', { orderNo: created.orderNo }, admin.token),
    );
    for (const step of [
      { action: 'prepare' },
      { action: 'ship', courierCode: 'epost', trackingNo: '6000123412345' },
      { action: 'deliver' },
    ])
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

  /** Writes a review of the order's first line, with photos; answers its id and photos. */
  async function review(
    view: OrderView,
    credential: string,
    rating: number,
    photos: string[] = [],
  ): Promise<{ reviewId: string; photos: Photo[] }> {
    const reply = okData(
      await multipart(
        '/reviews/create',
        {
          orderItemId: view.items[0]!.itemId,
          rating: String(rating),
          content: '처음 쓴 후기입니다. 상자가 튼튼해요.',
        },
        photos.map((name) => ({ name, bytes: PNG })),
        credential,
      ),
    );
    return { reviewId: String(reply.reviewId), photos: reply.photos as Photo[] };
  }

  async function row(reviewId: string) {
    return server.store
      .selectFrom('store_reviews')
      .selectAll()
      .where('id', '=', reviewId)
      .executeTakeFirst();
  }
  async function photoIds(reviewId: string) {
    const rows = await server.store
      .selectFrom('store_files')
      .select('id')
      .where('owner_kind', '=', 'review')
      .where('owner_id', '=', reviewId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((one) => one.id);
  }
  async function average(productId: string) {
    const list = okData(await shopGet(server, `/products/${productId}/reviews`));
    return { averageRating: list.averageRating, totalCount: list.totalCount };
  }
  async function status(url: string) {
    return (await fetch(`${server.url}${url}`)).status;
  }
  /** Runs a refused update and proves the review, its photo rows and files stayed as they were. */
  async function refusedWithoutTrace(
    reviewId: string,
    call: () => Promise<Reply<Record<string, unknown>>>,
    status: number,
    code: string,
  ) {
    const before = {
      row: await row(reviewId),
      photos: await photoIds(reviewId),
      files: storedFiles(),
    };
    const body = expectError(await call(), status, code);
    expect({
      row: await row(reviewId),
      photos: await photoIds(reviewId),
      files: storedFiles(),
    }).toEqual(before);
    return body;
  }

  const productOf = async (reviewId: string) => String((await row(reviewId))!.product_id);

  beforeAll(async () => {
    server = await startStoreServer({ profileImageDir: join(dir, 'profile-images') });
    member = await newMember(server, { user_name: '고침왕' });
    other = await newMember(server, { user_name: '남의손' });
    admin = await newAdmin(server);
    await server.db
      .insertInto('site_couriers')
      .values({
        id: 'c-review-edit',
        name: '우체국택배',
        code: 'epost',
        tracking_url: 'https://t.example/{invoice}',
        sort_order: 0,
        is_active: 1,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    mine = await order(member.token, TAPE);
    theirs = await order(other.token, TAPE);
  }, 60_000);
  afterAll(() => server.close());

  it('changes the rating and text, records updatedAt and moves the product’s average', async () => {
    const own = await review(mine, member.token, 2);
    const others = await review(theirs, other.token, 4);
    const product = await productOf(own.reviewId);
    expect(await average(product)).toEqual({ averageRating: 3, totalCount: 2 });
    expect((await row(own.reviewId))!.updated_at).toBeNull();

    const reply = okData(
      await shop(
        server,
        '/reviews/update',
        { reviewId: own.reviewId, rating: 5, content: '  다시 써 보니 정말 좋은 테이프예요.  ' },
        member.token,
      ),
    );
    expect(reply).toMatchObject({
      reviewId: own.reviewId,
      rating: 5,
      content: '다시 써 보니 정말 좋은 테이프예요.',
      updatedAt: expect.any(String),
    });
    expect(await average(product)).toEqual({ averageRating: 4.5, totalCount: 2 });
    const list = okData(await shopGet(server, `/products/${product}/reviews`));
    expect(
      (list.items as { id: string; content: string; rating: number }[]).find(
        (one) => one.id === own.reviewId,
      ),
    ).toMatchObject({ rating: 5, content: '다시 써 보니 정말 좋은 테이프예요.' });
    const listed = okData(await shop(server, '/reviews/mine', {}, member.token));
    const item = (listed.items as { reviewId: string; updatedAt: string | null }[]).find(
      (one) => one.reviewId === own.reviewId,
    );
    expect(item?.updatedAt).toBe(reply.updatedAt);
    // The other member's review is untouched.
    expect((await row(others.reviewId))!).toMatchObject({ rating: 4, updated_at: null });

    // Deleted, it leaves the average; the other review alone makes it.
    okData(await shop(server, '/reviews/delete', { reviewId: own.reviewId }, member.token));
    expect(await row(own.reviewId)).toBeUndefined();
    expect(await average(product)).toEqual({ averageRating: 4, totalCount: 1 });
    expect(okData(await shop(server, '/reviews/mine', {}, member.token)).totalCount).toBe(0);
    // The line can be reviewed again, as if never reviewed.
    await review(mine, member.token, 3);
    expect(await average(product)).toEqual({ averageRating: 3.5, totalCount: 2 });
  });

  it('answers someone else’s review as a missing one, a guest with 401, and changes nothing', async () => {
    const others = (
      okData(await shop(server, '/reviews/mine', {}, other.token)).items as { reviewId: string }[]
    )[0]!.reviewId;
    const edit = { reviewId: others, rating: 1, content: '남의 후기를 고쳐 봅니다.' };
    const foreign = await refusedWithoutTrace(
      others,
      () => shop(server, '/reviews/update', edit, member.token),
      404,
      'REVIEW_NOT_FOUND',
    );
    const missing = expectError(
      await shop(server, '/reviews/update', { ...edit, reviewId: 'no-such-review' }, member.token),
      404,
      'REVIEW_NOT_FOUND',
    );
    expect(foreign).toEqual(missing);
    const foreignPhoto = await refusedWithoutTrace(
      others,
      () =>
        multipart(
          '/reviews/update',
          { ...edit, rating: '1' },
          [{ name: 'a.png', bytes: PNG }],
          member.token,
        ),
      404,
      'REVIEW_NOT_FOUND',
    );
    expect(foreignPhoto).toEqual(missing);
    const foreignDelete = await refusedWithoutTrace(
      others,
      () => shop(server, '/reviews/delete', { reviewId: others }, member.token),
      404,
      'REVIEW_NOT_FOUND',
    );
    expect(foreignDelete).toEqual(
      expectError(
        await shop(server, '/reviews/delete', { reviewId: 'no-such-review' }, member.token),
        404,
        'REVIEW_NOT_FOUND',
      ),
    );
    expect(foreign.message).toBe('후기를 찾을 수 없습니다.');
    await refusedWithoutTrace(
      others,
      () => shop(server, '/reviews/update', edit, null),
      401,
      'LOGIN_REQUIRED',
    );
    await refusedWithoutTrace(
      others,
      () => shop(server, '/reviews/delete', { reviewId: others }, null),
      401,
      'LOGIN_REQUIRED',
    );
    // An administrator is not the author either: the member routes are the author's.
    await refusedWithoutTrace(
      others,
      () => shop(server, '/reviews/delete', { reviewId: others }, admin.token),
      404,
      'REVIEW_NOT_FOUND',
    );
  });

  it('keeps some photos by id, removes the others with their files and adds new ones', async () => {
    const own = (
      okData(await shop(server, '/reviews/mine', {}, member.token)).items as { reviewId: string }[]
    )[0]!.reviewId;
    // Starts with three photos.
    const start = okData(
      await multipart(
        '/reviews/update',
        { reviewId: own, rating: '3', content: '사진을 세 장 올립니다.' },
        ['a.png', 'b.png', 'c.png'].map((name) => ({ name, bytes: PNG })),
        member.token,
      ),
    ).photos as Photo[];
    expect(start.map((photo) => photo.fileName)).toEqual(['a.png', 'b.png', 'c.png']);
    const filesBefore = storedFiles();

    // Keeps a and c (one field, repeated), adds d and e.
    const next = okData(
      await multipart(
        '/reviews/update',
        {
          reviewId: own,
          rating: '4',
          content: '사진을 바꿨습니다.',
          keepPhotoIds: [start[0]!.fileId, start[2]!.fileId],
        },
        ['d.png', 'e.png'].map((name) => ({ name, bytes: PNG })),
        member.token,
      ),
    ).photos as Photo[];
    expect(next.map((photo) => photo.fileName)).toEqual(['a.png', 'c.png', 'd.png', 'e.png']);
    expect(next[0]!.fileId).toBe(start[0]!.fileId);
    expect(storedFiles()).toBe(filesBefore + 1);
    expect(await status(start[1]!.url)).toBe(404);
    expect(await status(start[0]!.url)).toBe(200);
    expect(await status(next[3]!.url)).toBe(200);

    // JSON without keepPhotoIds keeps every photo; comma-separated ids in a form work too.
    okData(
      await shop(
        server,
        '/reviews/update',
        { reviewId: own, rating: 4, content: '사진은 그대로 둡니다.' },
        member.token,
      ),
    );
    expect(await photoIds(own)).toEqual(next.map((photo) => photo.fileId));
    const two = okData(
      await multipart(
        '/reviews/update',
        {
          reviewId: own,
          rating: '4',
          content: '사진을 두 장만 남깁니다.',
          keepPhotoIds: `${next[1]!.fileId},${next[3]!.fileId}`,
        },
        [],
        member.token,
      ),
    ).photos as Photo[];
    expect(two.map((photo) => photo.fileName)).toEqual(['c.png', 'e.png']);

    // An empty list removes them all, and their files.
    const files = storedFiles();
    const none = okData(
      await shop(
        server,
        '/reviews/update',
        { reviewId: own, rating: 4, content: '사진을 모두 뺐습니다.', keepPhotoIds: [] },
        member.token,
      ),
    );
    expect(none.photos).toEqual([]);
    expect(await photoIds(own)).toEqual([]);
    expect(storedFiles()).toBe(files - 2);
    expect(await status(two[0]!.url)).toBe(404);
  });

  it('refuses bad input and bad photos with a readable message, half-writing nothing', async () => {
    const own = (
      okData(await shop(server, '/reviews/mine', {}, member.token)).items as { reviewId: string }[]
    )[0]!.reviewId;
    const kept = okData(
      await multipart(
        '/reviews/update',
        { reviewId: own, rating: '4', content: '사진 두 장과 함께.' },
        ['a.png', 'b.png'].map((name) => ({ name, bytes: PNG })),
        member.token,
      ),
    ).photos as Photo[];
    const fields = {
      reviewId: own,
      rating: '1',
      content: '이 수정은 남지 않아야 합니다.',
      keepPhotoIds: kept.map((photo) => photo.fileId),
    };

    const notImage = await refusedWithoutTrace(
      own,
      () =>
        multipart(
          '/reviews/update',
          fields,
          [
            { name: 'ok.png', bytes: PNG },
            { name: '견적서.pdf', bytes: PDF },
          ],
          member.token,
        ),
      400,
      'FILE_TYPE_NOT_ALLOWED',
    );
    expect(notImage.message).toContain('견적서.pdf');
    // Two kept and four new make six.
    const tooMany = await refusedWithoutTrace(
      own,
      () =>
        multipart(
          '/reviews/update',
          fields,
          ['1', '2', '3', '4'].map((name) => ({ name: `${name}.png`, bytes: PNG })),
          member.token,
        ),
      400,
      'REVIEW_PHOTO_LIMIT',
    );
    expect(tooMany.message).toContain('5장');
    // A photo of another review cannot be "kept" into this one.
    const otherPhoto = okData(
      await multipart(
        '/reviews/update',
        {
          reviewId: (
            okData(await shop(server, '/reviews/mine', {}, other.token)).items as {
              reviewId: string;
            }[]
          )[0]!.reviewId,
          rating: '4',
          content: '다른 회원의 사진입니다.',
        },
        [{ name: 'theirs.png', bytes: PNG }],
        other.token,
      ),
    ).photos as Photo[];
    const unknown = await refusedWithoutTrace(
      own,
      () =>
        multipart(
          '/reviews/update',
          { ...fields, keepPhotoIds: [kept[0]!.fileId, otherPhoto[0]!.fileId] },
          [{ name: 'new.png', bytes: PNG }],
          member.token,
        ),
      400,
      'REVIEW_PHOTO_UNKNOWN',
    );
    expect(unknown.message).toContain(otherPhoto[0]!.fileId);
    expect(unknown.messageEn).toContain('not one of this review');

    const json = { reviewId: own, rating: 3, content: '고친 내용입니다.' };
    await refusedWithoutTrace(
      own,
      () => shop(server, '/reviews/update', { ...json, rating: 6 }, member.token),
      400,
      'VALIDATION_FAILED',
    );
    await refusedWithoutTrace(
      own,
      () => shop(server, '/reviews/update', { ...json, rating: '5' }, member.token),
      400,
      'VALIDATION_FAILED',
    );
    const empty = await refusedWithoutTrace(
      own,
      () => shop(server, '/reviews/update', { ...json, content: '   ' }, member.token),
      400,
      'CONTENT_EMPTY',
    );
    expect(empty.message).toMatch(/[\uAC00-\uD7A3]/);
    await refusedWithoutTrace(
      own,
      () => shop(server, '/reviews/update', { ...json, content: '가'.repeat(2001) }, member.token),
      400,
      'TEXT_TOO_LONG',
    );
    await refusedWithoutTrace(
      own,
      () => multipart('/reviews/update', { ...fields, rating: 'five' }, [], member.token),
      400,
      'VALIDATION_FAILED',
    );
    await refusedWithoutTrace(
      own,
      () => shop(server, '/reviews/update', { rating: 3, content: '아이디 없음' }, member.token),
      400,
      'VALIDATION_FAILED',
    );
    await refusedWithoutTrace(
      own,
      () => shop(server, '/reviews/delete', {}, member.token),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('deletes the review with its photo rows and files', async () => {
    const own = (
      okData(await shop(server, '/reviews/mine', {}, member.token)).items as {
        reviewId: string;
        photos: Photo[];
      }[]
    )[0]!;
    expect(own.photos).toHaveLength(2);
    const product = await productOf(own.reviewId);
    const before = await average(product);
    const files = storedFiles();
    expect(
      okData(await shop(server, '/reviews/delete', { reviewId: own.reviewId }, member.token)),
    ).toEqual({ reviewId: own.reviewId, deleted: true });
    expect(await row(own.reviewId)).toBeUndefined();
    expect(await photoIds(own.reviewId)).toEqual([]);
    expect(storedFiles()).toBe(files - 2);
    for (const photo of own.photos) expect(await status(photo.url)).toBe(404);
    expect(await average(product)).toEqual({
      averageRating: 4,
      totalCount: Number(before.totalCount) - 1,
    });
    // A second delete finds nothing.
    expectError(
      await shop(server, '/reviews/delete', { reviewId: own.reviewId }, member.token),
      404,
      'REVIEW_NOT_FOUND',
    );
  });
});
