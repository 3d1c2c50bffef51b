import type { APIRequestContext } from '@playwright/test';
import {
  createApiClient,
  createMemoryStorage,
  DEVELOPMENT_ENVELOPE_KEY,
  register,
} from '../packages/api/src/index';
import { adminToken } from './admin';
import { expect as baseExpect, test, type Page } from './fixtures';

// Lazy pages from the built site on the shared two-core machine: more than the 5 s default.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Product reviews written on the site in Chromium against the built
 * site and the real server: a member buys by bank transfer, the shop confirms the deposit and
 * delivers the order over the administration API, the member writes a 4-star review with a photo
 * from the order's detail in my-activity, finds the item marked as reviewed, and sees the review,
 * its photo (thumbnail, then large) and the average on the product page; then edits the review
 * from my reviews (stars, text, the photo removed) and sees the change and the new average on the
 * product page, and deletes it after a confirmation. The test makes its own product (its reviews
 * and average are this test's alone) and its own member.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const origin = `http://127.0.0.1:${port}`;
const password = 'abc12$';
const key = process.env.ENVELOPE_KEY || DEVELOPMENT_ENVELOPE_KEY;

/**
 * A 48×36 PNG of a brown box (a real image: the server tells the type from the bytes). Made with
 * zlib the way `scripts/make-seed-images.ts` makes the seed's pictures: an 8-bit RGB IHDR, one
 * deflated IDAT of filter-0 rows (a dark border and middle line on cardboard brown), IEND.
 */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAkCAIAAABAJy5dAAAAR0lEQVR42u3WUQkAIBBEwUtiHjNcEpPYyk5W8OdQYWADzM/Ci9HbUwugY9CaeXFAQEBAQEBA9SA9JNC8DAgICAhID8mPL0Abl6u22pzBaRYAAAAASUVORK5CYII=',
  'base64',
);

interface Product {
  id: string;
  name: string;
  options: { id: string; name: string }[];
}

/** A product of one option (12,000 won, 10 in stock), made by the shop for this test. */
async function newProduct(request: APIRequestContext): Promise<Product> {
  const token = await adminToken(request, origin);
  const name = `E2E 리뷰 박스 ${Date.now()}`;
  const answer = await request.post(`${origin}/shop/admin/products/create`, {
    headers: { authorization: token, auth: token },
    data: {
      categoryCode: '01',
      name,
      nameEn: 'E2E review box',
      options: [
        {
          name: '중형',
          nameEn: 'Medium',
          stock: 10,
          tiers: [{ minQuantity: 1, unitPrice: 12_000 }],
        },
      ],
    },
  });
  const body = (await answer.json()) as { resCode: number; dataRes: { product: Product } };
  expect(body.resCode, JSON.stringify(body)).toBe(200);
  return { ...body.dataRes.product, name };
}

/** The shop acts on an order over the administration API (`path` under `/shop/admin/orders`). */
async function adminOrder(request: APIRequestContext, path: string, data: object) {
  const token = await adminToken(request, origin);
  const answer = await request.post(`${origin}/shop/admin/orders/${path}`, {
    headers: { authorization: token, auth: token },
    data,
  });
  const body = (await answer.json()) as { resCode: number };
  expect(body.resCode, JSON.stringify(body)).toBe(200);
}

/** A new member over HTTP with the site's own API client; answers the e-mail and token. */
async function newMember(): Promise<{ email: string; token: string }> {
  const email = `reviews${Date.now()}@example.com`;
  const client = createApiClient({
    baseURL: origin,
    envelopeKey: key,
    storage: createMemoryStorage(),
  });
  const answer = await register(client, {
    name: '리뷰 작성자',
    email,
    password,
    mobile: `010${String(Date.now()).slice(-8)}`,
    birth: '',
    gender: '',
    level: 'member',
  });
  expect(answer.resCode, JSON.stringify(answer)).toBe(200);
  return { email, token: answer.token ?? '' };
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel(/^이메일/).fill(email);
  await page.getByLabel(/^비밀번호/).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
}

test('a member reviews a delivered item with a photo, edits and deletes the review', async ({
  page,
  request,
}) => {
  // Sign-in, order sheet, the shop's four steps, the review, the product page, edit and delete.
  test.setTimeout(180_000);
  const product = await newProduct(request);
  const member = await newMember();
  const added = await request.post(`${origin}/shop/cart/add`, {
    headers: { authorization: member.token, auth: member.token },
    data: { optionId: product.options[0]!.id, quantity: 1 },
  });
  expect(((await added.json()) as { resCode: number }).resCode).toBe(200);

  // The member orders from the cart by bank transfer (the order sheet's default).
  await signIn(page, member.email);
  await page.goto('/ordersheet');
  const sheet = page.getByRole('form', { name: '주문서 작성' });
  await sheet.getByLabel(/^우편번호/).fill('06236');
  await sheet.getByLabel(/^주소/).fill('서울특별시 강남구 테헤란로 123');
  await sheet.getByLabel(/^상세 주소/).fill('4층');
  await sheet.getByLabel('택배사 선택').selectOption({ label: 'CJ대한통운' });
  // 12,000 won under 50,000: 3,000 won shipping.
  await expect(sheet.getByTestId('order-total')).toHaveText('15,000원');
  await sheet.getByLabel('주문 내용을 확인했으며 결제에 동의합니다.').check();
  await sheet.getByRole('button', { name: '15,000원 결제하기' }).click();
  await expect(page).toHaveURL(/\/orderComplete\?orderNo=\d+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';

  // Not delivered yet: nothing to review.
  await page.goto(`/my-activity/order-shipping-list/${orderNo}`);
  await expect(page.getByRole('heading', { name: `주문번호 ${orderNo}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: '상품 리뷰' })).toHaveCount(0);

  // The shop confirms the deposit, prepares, ships and delivers the order.
  await adminOrder(request, 'confirm-bank', { orderNo });
  await adminOrder(request, 'transition', { orderNo, action: 'prepare' });
  await adminOrder(request, 'transition', {
    orderNo,
    action: 'ship',
    courierCode: 'cj',
    trackingNo: '600098765432',
  });
  await adminOrder(request, 'transition', { orderNo, action: 'deliver' });

  await page.reload();
  await expect(page.getByText('배송완료').first()).toBeVisible();
  const itemName = `${product.name} 중형`;
  const line = page.getByTestId('review-line').filter({ hasText: itemName });
  await line.getByRole('button', { name: `${itemName} 리뷰 쓰기` }).click();

  const dialog = page.getByRole('dialog', { name: '리뷰 쓰기' });
  await expect(dialog.getByText(itemName)).toBeVisible();
  // Too short, without stars: both refused before anything is sent.
  await dialog.getByLabel(/^리뷰 내용/).fill('좋아요');
  await dialog.getByRole('button', { name: '리뷰 등록' }).click();
  await expect(dialog.getByText('별점을 골라 주세요.')).toBeVisible();
  await expect(dialog.getByText('리뷰는 10자 이상 써 주세요.')).toBeVisible();

  await dialog.getByRole('radio', { name: '4점 · 좋아요' }).check();
  const text = '박스가 단단하고 크기가 딱 맞아요. 포장도 깔끔했습니다.';
  await dialog.getByLabel(/^리뷰 내용/).fill(text);
  await expect(dialog.getByText(`${[...text].length} / 2,000자 (최소 10자)`)).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: '박스 사진.png',
    mimeType: 'image/png',
    buffer: PHOTO,
  });
  await expect(dialog.getByRole('img', { name: '박스 사진.png 미리보기' })).toBeVisible();
  await dialog.getByRole('button', { name: '리뷰 등록' }).click();

  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByText('리뷰를 등록했습니다. 상품 후기에서 확인할 수 있습니다.'),
  ).toBeVisible();
  // The item now says its review is written, with the stars given.
  await expect(line.getByRole('button', { name: /리뷰 쓰기/ })).toHaveCount(0);
  await expect(line.getByText('별점 4점')).toBeVisible();
  await line.getByRole('link', { name: `작성한 리뷰 · ${itemName}` }).click();

  // The product page shows the review, its photo and the average of this product's reviews.
  await expect(page).toHaveURL(new RegExp(`/product-detail/${product.id}$`));
  const reviews = page.getByRole('region', { name: /상품 후기/ });
  await expect(reviews.getByRole('heading', { name: '상품 후기 (1)' })).toBeVisible();
  await expect(reviews.getByText('평균 별점 4.0점 (5점 만점)')).toBeVisible();
  const review = reviews.getByRole('list', { name: '후기 목록' }).getByRole('listitem').first();
  await expect(review.getByText(text)).toBeVisible();
  await expect(review.getByText('별점 4점')).toBeVisible();
  const thumb = review.getByRole('button', { name: /후기 사진 1 크게 보기$/ });
  await expect(thumb).toBeVisible();
  await expect
    .poll(() => thumb.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(48);
  await thumb.click();
  const large = page.getByRole('dialog', { name: /후기 사진 1$/ });
  const image = large.getByRole('img', { name: /후기 사진 1$/ });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(36);
  await page.keyboard.press('Escape');
  await expect(large).toHaveCount(0);
  await expect(thumb).toBeFocused();

  // Back on the order, the review stays written (it came from the server, not the page's memory).
  await page.goto(`/my-activity/order-shipping-list/${orderNo}`);
  await expect(line.getByRole('link', { name: `작성한 리뷰 · ${itemName}` })).toBeVisible();
  await expect(line.getByRole('button', { name: /리뷰 쓰기/ })).toHaveCount(0);

  // My reviews in my activity: the review with its order and photo.
  await page.getByRole('navigation').getByRole('link', { name: '내 리뷰' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '내 리뷰' })).toBeVisible();
  const mine = page.getByTestId('my-review').filter({ hasText: itemName });
  await expect(mine.getByText(text)).toBeVisible();
  await expect(mine.getByRole('link', { name: `주문 ${orderNo}` })).toBeVisible();
  await expect(mine.getByRole('button', { name: '내 후기 사진 1 크게 보기' })).toBeVisible();

  // The member edits the review from my reviews: new stars and text, the photo removed.
  await mine.getByRole('button', { name: `${itemName} 리뷰 수정` }).click();
  const edit = page.getByRole('dialog', { name: '리뷰 수정' });
  await expect(edit.getByRole('radio', { name: '4점 · 좋아요' })).toBeChecked();
  await expect(edit.getByLabel(/^리뷰 내용/)).toHaveValue(text);
  const posted = edit.getByRole('img', { name: '올린 사진 박스 사진.png' });
  await expect.poll(() => posted.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
  await edit.getByRole('button', { name: '올린 사진 박스 사진.png 빼기' }).click();
  await expect(posted).toHaveCount(0);
  await edit.getByRole('radio', { name: '2점 · 그저 그래요' }).check();
  const edited = '다시 써 보니 상자 모서리가 눌려서 왔어요. 별점을 낮춥니다.';
  await edit.getByLabel(/^리뷰 내용/).fill(edited);
  await edit.getByRole('button', { name: '수정 저장' }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByText('리뷰를 수정했습니다.')).toBeVisible();
  await expect(mine.getByText(edited)).toBeVisible();
  await expect(mine.getByText(text)).toHaveCount(0);
  await expect(mine.getByText('별점 2점')).toBeVisible();
  await expect(mine.getByText(/^수정 /)).toBeVisible();
  await expect(mine.getByRole('button', { name: /내 후기 사진/ })).toHaveCount(0);

  // The product page shows the edited review and the average follows; the photo is gone.
  await page.goto(`/product-detail/${product.id}`);
  await expect(reviews.getByRole('heading', { name: '상품 후기 (1)' })).toBeVisible();
  await expect(reviews.getByText('평균 별점 2.0점 (5점 만점)')).toBeVisible();
  await expect(review.getByText(edited)).toBeVisible();
  await expect(review.getByText('별점 2점')).toBeVisible();
  await expect(reviews.getByText(text)).toHaveCount(0);
  await expect(review.getByRole('button', { name: /후기 사진 1 크게 보기$/ })).toHaveCount(0);

  // Deleted after the confirmation (cancelled once first), it leaves my reviews and the product.
  await page.goto('/my-activity/product-reviews');
  await mine.getByRole('button', { name: `${itemName} 리뷰 삭제` }).click();
  const confirm = page.getByRole('alertdialog', { name: '리뷰를 삭제할까요?' });
  await expect(confirm.getByText(`${itemName} 리뷰와 사진이 지워지며`)).toBeVisible();
  await confirm.getByRole('button', { name: '취소' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(mine.getByText(edited)).toBeVisible();
  await mine.getByRole('button', { name: `${itemName} 리뷰 삭제` }).click();
  await confirm.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('리뷰를 삭제했습니다.')).toBeVisible();
  await expect(mine).toHaveCount(0);
  await expect(page.getByText('아직 쓴 리뷰가 없습니다')).toBeVisible();
  await page.goto(`/product-detail/${product.id}`);
  await expect(reviews.getByRole('heading', { name: '상품 후기 (0)' })).toBeVisible();
  await expect(reviews.getByText('아직 작성된 후기가 없습니다.')).toBeVisible();
  await expect(reviews.getByText(edited)).toHaveCount(0);
});
