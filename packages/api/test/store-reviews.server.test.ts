import { describe, expect, it } from 'vitest';
import {
  createOrder,
  createProductReview,
  deleteReview,
  getOrder,
  listMyReviews,
  listProductReviews,
  REVIEW_PHOTO_MAX_FILES,
  updateReview,
  type ApiClient,
  type StoreOrder,
} from '../src';
import { PNG, refusal, testServer } from './server-client';

/**
 * Reviews written with their photos against the real server, started as its own process the way
 * `pnpm serve` starts it: a member's bank-transfer order is confirmed and delivered by the seeded
 * administrator, then reviewed once per line with photos; refusals keep nothing.
 */
const TAPE = 'prd-tape-opp-o1';
const SAMPLE = 'prd-sample-box-o1';
const server = testServer({
  name: 'api-store-reviews',
  envelopeKey: 'store-reviews-test-envelope-key',
  entry: 'start',
});

const orderer = { name: '홍길동', phone: '010-1234-5678', email: 'buyer@example.com' };
const recipient = {
  name: '김철수',
  phone: '010-9876-5432',
  zipcode: '06236',
  address1: '서울특별시 강남구 테헤란로 123',
  address2: '4층',
  memo: '문 앞',
};

async function admin(path: string, body: object) {
  const answer = await server.adminPost(`/shop/admin/orders/${path}`, body);
  const json = (await answer.json()) as { resCode: number };
  expect(json.resCode, JSON.stringify(json)).toBe(200);
}

/** A member order of the tape and the sample kit, paid, shipped and delivered by the shop. */
async function deliveredOrder(client: ApiClient): Promise<StoreOrder> {
  const { order } = await createOrder(client, {
    items: [
      { optionId: TAPE, quantity: 1 },
      { optionId: SAMPLE, quantity: 1 },
    ],
    paymentMethod: 'bank',
    orderer,
    recipient,
  });
  await admin('confirm-bank', { orderNo: order.orderNo });
  await admin('transition', { orderNo: order.orderNo, action: 'prepare' });
  await admin('transition', {
    orderNo: order.orderNo,
    action: 'ship',
    courierCode: 'cj',
    trackingNo: '600012345678',
  });
  await admin('transition', { orderNo: order.orderNo, action: 'deliver' });
  return getOrder(client, { orderNo: order.orderNo });
}

const photo = (name: string) => new File([PNG], name, { type: 'image/png' });

describe('store reviews client', () => {
  it('writes a review with photos in one call; the product and my reviews show it', async () => {
    const { client } = await server.member({ name: '박후기' });
    const order = await deliveredOrder(client);
    expect(order.status).toBe('delivered');
    const tape = order.items.find((item) => item.optionId === TAPE)!;
    const created = await createProductReview(client, {
      orderItemId: tape.itemId,
      rating: 4,
      content: '테이프가 잘 붙고 끊기지 않아요.',
      photos: [photo('상자.png'), photo('테이프.png')],
    });
    expect(created.photos.map((one) => one.fileName)).toEqual(['상자.png', '테이프.png']);

    const reviews = await listProductReviews(server.guest(), tape.productId, { size: 50 });
    const shown = reviews.items.find((review) => review.id === created.reviewId);
    expect(shown).toMatchObject({ rating: 4, nickname: '박*기' });
    expect(shown?.photos.map((one) => one.url)).toEqual(created.photos.map((one) => one.url));
    expect(reviews.averageRating).not.toBeNull();
    const image = await fetch(`${server.url}${created.photos[0]!.url}`);
    expect(image.headers.get('content-type')).toBe('image/png');

    const mine = await listMyReviews(client, { orderNo: order.orderNo });
    expect(mine.totalCount).toBe(1);
    expect(mine.items[0]).toMatchObject({
      reviewId: created.reviewId,
      orderItemId: tape.itemId,
      orderNo: order.orderNo,
      rating: 4,
      hidden: false,
    });
    expect(mine.items[0]?.photos).toHaveLength(2);

    const again = await refusal(
      createProductReview(client, { orderItemId: tape.itemId, rating: 5, content: '또' }),
    );
    expect(again).toMatchObject({ status: 409, code: 'REVIEW_EXISTS' });
    expect(again.message).toContain('이미');
  });

  it('refuses photos that are not images, too many photos and someone else’s line, keeping nothing', async () => {
    const { client } = await server.member();
    const order = await deliveredOrder(client);
    const sample = order.items.find((item) => item.optionId === SAMPLE)!;
    const notImage = await refusal(
      createProductReview(client, {
        orderItemId: sample.itemId,
        rating: 5,
        content: '좋아요',
        photos: [photo('ok.png'), new File(['%PDF-1.4\n'], 'doc.pdf')],
      }),
    );
    expect(notImage).toMatchObject({ status: 400, code: 'FILE_TYPE_NOT_ALLOWED' });
    expect(notImage.message).toContain('doc.pdf');
    expect(notImage.messageEn).toContain('PNG');
    const tooMany = await refusal(
      createProductReview(client, {
        orderItemId: sample.itemId,
        rating: 5,
        content: '좋아요',
        photos: Array.from({ length: REVIEW_PHOTO_MAX_FILES + 1 }, (_, i) => photo(`${i}.png`)),
      }),
    );
    expect(tooMany).toMatchObject({ status: 400, code: 'REVIEW_PHOTO_LIMIT' });
    const stranger = await server.member();
    const foreign = await refusal(
      createProductReview(stranger.client, {
        orderItemId: sample.itemId,
        rating: 1,
        content: '남의 주문',
      }),
    );
    expect(foreign).toMatchObject({ status: 403, code: 'REVIEW_NOT_ALLOWED' });
    expect((await listMyReviews(client, { orderNo: order.orderNo })).totalCount).toBe(0);
    // Nothing was kept, so the line can still be reviewed, without photos too.
    const plain = await createProductReview(client, {
      orderItemId: sample.itemId,
      rating: 5,
      content: '샘플 구성이 알차요',
    });
    expect(plain.photos).toEqual([]);
    expect((await listMyReviews(client)).items.map((review) => review.reviewId)).toEqual([
      plain.reviewId,
    ]);
  });

  it('refuses a line that is not delivered yet, and a guest', async () => {
    const { client } = await server.member();
    const { order } = await createOrder(client, {
      items: [{ optionId: SAMPLE, quantity: 1 }],
      paymentMethod: 'bank',
      orderer,
      recipient,
    });
    const early = await refusal(
      createProductReview(client, {
        orderItemId: order.items[0]!.itemId,
        rating: 3,
        content: '아직 안 왔어요',
      }),
    );
    expect(early).toMatchObject({ status: 403, code: 'REVIEW_NOT_ALLOWED' });
    expect(early.messageEn).toMatch(/delivered/);
    const guest = await refusal(listMyReviews(server.guest()));
    expect(guest.status).toBe(401);
  });

  it('edits a review (rating, text, photos kept and added) and deletes it, the author only', async () => {
    const { client } = await server.member({ name: '최수정' });
    const order = await deliveredOrder(client);
    const tape = order.items.find((item) => item.optionId === TAPE)!;
    const created = await createProductReview(client, {
      orderItemId: tape.itemId,
      rating: 2,
      content: '처음에는 별로였어요.',
      photos: [photo('a.png'), photo('b.png')],
    });

    const updated = await updateReview(client, {
      reviewId: created.reviewId,
      rating: 5,
      content: '다시 써 보니 아주 좋아요.',
      keepPhotoIds: [created.photos[1]!.fileId],
      photos: [photo('c.png')],
    });
    expect(updated).toMatchObject({ reviewId: created.reviewId, rating: 5 });
    expect(updated.photos.map((one) => one.fileName)).toEqual(['b.png', 'c.png']);
    const removed = await fetch(`${server.url}${created.photos[0]!.url}`);
    expect(removed.status).toBe(404);
    const [mine] = (await listMyReviews(client, { orderNo: order.orderNo })).items;
    expect(mine).toMatchObject({
      rating: 5,
      content: '다시 써 보니 아주 좋아요.',
      updatedAt: updated.updatedAt,
    });
    const shown = (await listProductReviews(server.guest(), tape.productId, { size: 50 })).items;
    expect(shown.find((review) => review.id === created.reviewId)).toMatchObject({
      rating: 5,
      content: '다시 써 보니 아주 좋아요.',
    });

    // Keeping none removes every photo.
    const bare = await updateReview(client, {
      reviewId: created.reviewId,
      rating: 4,
      content: '사진 없이 다시 씁니다.',
      keepPhotoIds: [],
    });
    expect(bare.photos).toEqual([]);

    // Someone else: the same 404 as a review that does not exist; the review is unchanged.
    const stranger = await server.member();
    const foreign = await refusal(
      updateReview(stranger.client, {
        reviewId: created.reviewId,
        rating: 1,
        content: '남의 리뷰를 고칩니다.',
        keepPhotoIds: [],
      }),
    );
    expect(foreign).toMatchObject({ status: 404, code: 'REVIEW_NOT_FOUND' });
    expect(await refusal(deleteReview(stranger.client, created.reviewId))).toMatchObject({
      status: 404,
      code: 'REVIEW_NOT_FOUND',
      message: foreign.message,
    });
    expect((await listMyReviews(client)).items[0]).toMatchObject({ rating: 4 });
    expect(await refusal(deleteReview(server.guest(), created.reviewId))).toMatchObject({
      status: 401,
    });

    await deleteReview(client, created.reviewId);
    expect((await listMyReviews(client)).totalCount).toBe(0);
    const after = (await listProductReviews(server.guest(), tape.productId, { size: 50 })).items;
    expect(after.some((review) => review.id === created.reviewId)).toBe(false);
    expect(await refusal(deleteReview(client, created.reviewId))).toMatchObject({
      status: 404,
      code: 'REVIEW_NOT_FOUND',
    });
  });
});
