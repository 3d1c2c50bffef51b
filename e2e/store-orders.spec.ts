import type { APIRequestContext } from '@playwright/test';
import {
  createApiClient,
  createMemoryStorage,
  DEVELOPMENT_ENVELOPE_KEY,
  register,
} from '../packages/api/src/index';
import { inicisDoublePort } from '../playwright.config';
import { adminToken } from './admin';
import { expect as baseExpect, test, type Page } from './fixtures';

// Lazy pages from the built site on the shared two-core machine: more than the 5 s default.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The store's orders and payments in Chromium against the built site, the
 * real server and the KG Inicis double (playwright.config.ts starts it and gives the server its
 * `INICIS_*` environment): a guest buys by bank transfer and looks the order up once the shop has
 * confirmed the deposit; a member pays by card through the double, sees the points the order earns,
 * cancels one line before shipping and finds the refund in order-cancel-list; a failed card
 * payment shows the failure page. Each test creates its own product (known prices and stock) over
 * the administration API and its own accounts, so no other spec's state matters.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const origin = `http://127.0.0.1:${port}`;
const doubleOrigin = `http://127.0.0.1:${inicisDoublePort}`;
const password = 'abc12$';
const key = process.env.ENVELOPE_KEY || DEVELOPMENT_ENVELOPE_KEY;

interface Product {
  id: string;
  name: string;
  options: { id: string; name: string }[];
}

/** A product of two options (20,000 and 5,000 won, 10 of each in stock), made by the shop. */
async function newProduct(request: APIRequestContext): Promise<Product> {
  const token = await adminToken(request, origin);
  const name = `E2E 주문 박스 ${Date.now()}`;
  const answer = await request.post(`${origin}/shop/admin/products/create`, {
    headers: { authorization: token, auth: token },
    data: {
      categoryCode: '01',
      name,
      nameEn: 'E2E order box',
      options: [
        {
          name: '대형',
          nameEn: 'Large',
          stock: 10,
          tiers: [{ minQuantity: 1, unitPrice: 20_000 }],
        },
        {
          name: '소형',
          nameEn: 'Small',
          stock: 10,
          tiers: [{ minQuantity: 1, unitPrice: 5_000 }],
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

let counter = 0;
/** A new member over HTTP with the site's own API client; answers the e-mail and token. */
async function newMember(): Promise<{ email: string; token: string }> {
  counter += 1;
  const email = `orders${Date.now()}${counter}@example.com`;
  const client = createApiClient({
    baseURL: origin,
    envelopeKey: key,
    storage: createMemoryStorage(),
  });
  const answer = await register(client, {
    name: '카드 구매자',
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

/** The delivery part of the order sheet (the orderer's name and phone given by `orderer`). */
async function fillSheet(page: Page, orderer?: { name: string; phone: string }) {
  const sheet = page.getByRole('form', { name: '주문서 작성' });
  if (orderer) {
    await sheet.getByLabel(/^이름/).fill(orderer.name);
    await sheet.getByLabel(/^휴대폰 번호/).fill(orderer.phone);
  }
  await sheet.getByLabel(/^우편번호/).fill('06236');
  await sheet.getByLabel(/^주소/).fill('서울특별시 강남구 테헤란로 123');
  await sheet.getByLabel(/^상세 주소/).fill('4층');
  await sheet.getByLabel('택배사 선택').selectOption({ label: 'CJ대한통운' });
  return sheet;
}

/** A guest's "buy now" through the consent page to the order sheet. */
async function guestToSheet(page: Page, product: Product, option: number, quantity: number) {
  const params = new URLSearchParams({
    product: product.id,
    option: product.options[option]!.id,
    quantity: String(quantity),
  });
  await page.goto(`/order/direct?${params.toString()}`);
  await expect(page.getByRole('heading', { level: 1, name: '비회원 주문' })).toBeVisible();
  await page.getByRole('button', { name: '비회원으로 주문하기' }).click();
  await expect(page.getByText('필수 항목에 모두 동의해 주세요.')).toBeVisible();
  await page.getByLabel('이용약관에 동의합니다 (필수)').check();
  await page.getByLabel('개인정보 수집·이용에 동의합니다 (필수)').check();
  await page.getByRole('button', { name: '비회원으로 주문하기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '주문서 작성' })).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  // The payment window is the double's page on its own port (the fixture blocks other hosts).
  await context.route(
    (url) => url.origin === doubleOrigin,
    (route) => route.continue(),
  );
});

test('a guest buys by bank transfer, the shop confirms it and the guest looks the paid order up', async ({
  page,
  request,
}) => {
  const product = await newProduct(request);
  await guestToSheet(page, product, 1, 2);
  const sheet = await fillSheet(page, { name: '비회원 구매자', phone: '010-1111-2222' });
  // 2 × 5,000 won: under 50,000 won, so 3,000 won shipping, as the server quotes it.
  await expect(sheet.getByTestId('order-total')).toHaveText('13,000원');
  await sheet.getByRole('textbox', { name: '주문 비밀번호', exact: true }).fill('pw1234');
  await sheet.getByRole('textbox', { name: '주문 비밀번호 확인', exact: true }).fill('pw1234');
  await sheet.getByLabel('주문 내용을 확인했으며 결제에 동의합니다.').check();
  await sheet.getByRole('button', { name: '13,000원 결제하기' }).click();

  await expect(page).toHaveURL(/\/orderComplete\?orderNo=\d+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  await expect(
    page.getByRole('heading', { level: 1, name: '주문이 접수되었습니다' }),
  ).toBeVisible();
  await expect(page.getByText('입금 안내')).toBeVisible();
  await expect(page.getByText('000-0000-0000-00')).toBeVisible();
  await expect(page.getByText('입금 기한', { exact: true })).toBeVisible();

  await adminOrder(request, 'confirm-bank', { orderNo });

  // Another visit: from the sign-in page to the look-up, with the number and the password.
  await page.goto('/login');
  await page.getByRole('link', { name: '비회원 주문 조회' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '비회원 주문 조회' })).toBeVisible();
  const form = page.getByRole('form', { name: '비회원 주문 조회' });
  await form.getByLabel(/^주문번호/).fill(orderNo);
  await form.getByLabel(/^주문 비밀번호/).fill('wrong-1');
  await form.getByRole('button', { name: '조회하기' }).click();
  await expect(
    page.getByText('주문을 찾을 수 없습니다. 주문번호와 비밀번호를 확인해 주세요.'),
  ).toBeVisible();
  await form.getByLabel(/^주문 비밀번호/).fill('pw1234');
  await form.getByRole('button', { name: '조회하기' }).click();
  await expect(page.getByRole('heading', { name: `주문번호 ${orderNo}` })).toBeVisible();
  await expect(page.getByText('결제완료').first()).toBeVisible();
  await expect(page.getByTestId('order-item')).toContainText(`${product.name} 소형`);
  await expect(page.getByTestId('order-total')).toHaveText('13,000원');
  await expect(page.getByText('발송 후 운송장 번호가 표시됩니다.')).toBeVisible();

  // The shop ships it with the chosen courier: the look-up shows the tracking link.
  await adminOrder(request, 'transition', { orderNo, action: 'prepare' });
  await adminOrder(request, 'transition', {
    orderNo,
    action: 'ship',
    courierCode: 'cj',
    trackingNo: '600012345678',
  });
  await page.getByRole('button', { name: '다른 주문 조회' }).click();
  await form.getByLabel(/^주문번호/).fill(orderNo);
  await form.getByLabel(/^주문 비밀번호/).fill('pw1234');
  await form.getByRole('button', { name: '조회하기' }).click();
  await expect(page.getByText('배송중').first()).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'CJ대한통운 600012345678 배송 조회' }),
  ).toHaveAttribute('href', 'https://trace.cjlogistics.com/next/tracking.html?wblNo=600012345678');
  // Shipped: no cancelling any more.
  await expect(page.getByRole('button', { name: '전체 주문 취소' })).toHaveCount(0);
});

test('a member pays by card through Inicis, sees the points, cancels a line and finds the refund', async ({
  page,
  request,
}) => {
  // The longest path (sign-in, card window, cancellation, two lists) on a shared machine.
  test.setTimeout(120_000);
  const product = await newProduct(request);
  const member = await newMember();
  for (const [option, quantity] of [
    [0, 2],
    [1, 3],
  ] as const) {
    const added = await request.post(`${origin}/shop/cart/add`, {
      headers: { authorization: member.token, auth: member.token },
      data: { optionId: product.options[option]!.id, quantity },
    });
    expect(((await added.json()) as { resCode: number }).resCode).toBe(200);
  }
  await signIn(page, member.email);
  await page.goto('/ordersheet');
  await expect(page.getByRole('heading', { level: 1, name: '주문서 작성' })).toBeVisible();
  const sheet = await fillSheet(page);
  // The member's name and mobile come from the profile.
  await expect(sheet.getByLabel(/^이름/).first()).toHaveValue('카드 구매자');
  // 2 × 20,000 + 3 × 5,000 = 55,000 won: free shipping; 1% earned on delivery.
  await expect(sheet.getByTestId('order-total')).toHaveText('55,000원');
  await expect(sheet.getByText('배송 완료 시 550P 적립 예정')).toBeVisible();
  await sheet.getByRole('radio', { name: /^신용카드/ }).check();
  await sheet.getByLabel('주문 내용을 확인했으며 결제에 동의합니다.').check();
  await sheet.getByRole('button', { name: '55,000원 결제하기' }).click();

  // The double's payment window (a real form POST of the server's signed fields).
  await expect(page).toHaveURL(`${doubleOrigin}/pay`);
  await expect(page.getByText('55000원')).toBeVisible();
  await page.getByRole('button', { name: '결제하기 / Pay' }).click();

  await expect(page).toHaveURL(/\/orderComplete\?orderNo=\d+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  await expect(
    page.getByRole('heading', { level: 1, name: '주문이 완료되었습니다' }),
  ).toBeVisible();
  await expect(page.getByText('카드 결제가 완료되었습니다.')).toBeVisible();
  await expect(page.getByText('이 주문으로 배송 완료 시 550P가 적립됩니다.')).toBeVisible();

  await page.getByRole('link', { name: '주문 내역 보기' }).click();
  await expect(page.getByRole('heading', { name: `주문번호 ${orderNo}` })).toBeVisible();
  await page.getByLabel(`${product.name} 소형 취소 선택`).check();
  await page.getByRole('button', { name: '선택 상품 취소' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '취소하기' }).click();
  // 40,000 won stay: under 50,000, so shipping 3,000 comes back; 55,000 − 43,000 refunded.
  await expect(page.getByText('취소되었습니다. 환불 금액: 12,000원')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('43,000원');

  await page.goto('/my-activity/order-cancel-list');
  await expect(page.getByRole('heading', { level: 1, name: '취소·환불 내역' })).toBeVisible();
  const row = page.getByTestId('my-order').filter({ hasText: orderNo });
  await expect(row).toContainText('43,000원');
  await expect(row).toContainText('12,000원');
  await expect(row).toContainText('결제완료');
  await row.getByRole('link', { name: orderNo }).click();
  await expect(page.getByRole('heading', { name: '환불 내역' })).toBeVisible();
  await expect(page.getByText(/12,000원 환불/)).toBeVisible();
});

test('a failed card payment shows the failure page with the way back to the order sheet', async ({
  page,
  request,
}) => {
  const product = await newProduct(request);
  await guestToSheet(page, product, 0, 1);
  const sheet = await fillSheet(page, { name: '실패 구매자', phone: '010-3333-4444' });
  await expect(sheet.getByTestId('order-total')).toHaveText('23,000원');
  await sheet.getByRole('textbox', { name: '주문 비밀번호', exact: true }).fill('pw5678');
  await sheet.getByRole('textbox', { name: '주문 비밀번호 확인', exact: true }).fill('pw5678');
  await sheet.getByRole('radio', { name: /^신용카드/ }).check();
  await sheet.getByLabel('주문 내용을 확인했으며 결제에 동의합니다.').check();
  await sheet.getByRole('button', { name: '23,000원 결제하기' }).click();
  await expect(page).toHaveURL(`${doubleOrigin}/pay`);
  // The card is declined: the window posts a failing result code back.
  await page
    .locator('input[name="resultCode"]')
    .evaluate((input: HTMLInputElement) => (input.value = 'V013'));
  await page.getByRole('button', { name: '결제하기 / Pay' }).click();

  await expect(page).toHaveURL(/\/order\/feedbackFromInicis\?result=fail&reason=V013/);
  await expect(page.getByRole('heading', { level: 1, name: '결제하지 못했습니다' })).toBeVisible();
  await expect(page.getByText('사유: 결제사에서 결제를 완료하지 못했습니다 (V013).')).toBeVisible();
  await expect(page.getByRole('link', { name: '주문서로 돌아가기' })).toBeVisible();
  await expect(page.getByRole('button', { name: '다시 결제하기' })).toBeVisible();
  // In English too.
  await page.getByLabel('언어').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'The payment failed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the order sheet' })).toBeVisible();
});

test('a member takes a coupon on the offers page and the order sheet re-quotes with it', async ({
  page,
  request,
}) => {
  const product = await newProduct(request);
  const member = await newMember();
  await page.goto('/coupon-offers');
  const welcome = page.getByTestId('coupon-offer').filter({ hasText: '첫 구매 3,000원 할인' });
  await expect(welcome.getByRole('link', { name: '로그인하고 쿠폰 받기' })).toBeVisible();
  await signIn(page, member.email);
  await page.goto('/coupon-offers');
  await welcome.getByRole('button', { name: /^쿠폰 받기/ }).click();
  await expect(page.getByText('쿠폰을 받았습니다. 주문서에서 사용할 수 있습니다.')).toBeVisible();
  await expect(welcome.getByText('받은 쿠폰')).toBeVisible();
  await page.goto('/my-activity/coupon');
  await expect(
    page.getByTestId('my-coupon').filter({ hasText: '첫 구매 3,000원 할인' }),
  ).toContainText('사용 가능');

  const params = new URLSearchParams({
    product: product.id,
    option: product.options[0]!.id,
    quantity: '2',
  });
  await page.goto(`/order/direct?${params.toString()}`);
  const sheet = page.getByRole('form', { name: '주문서 작성' });
  // 40,000 won of items + 3,000 shipping; the coupon (from 30,000 won) takes 3,000 off.
  await expect(sheet.getByTestId('order-total')).toHaveText('43,000원');
  await sheet
    .getByLabel('쿠폰')
    .selectOption({ label: '첫 구매 3,000원 할인 (최소 주문 30,000원)' });
  await expect(sheet.getByTestId('order-total')).toHaveText('40,000원');
  await expect(sheet.getByText('-3,000원')).toBeVisible();
  // Points beyond the balance: the server refuses the quote and says why.
  await sheet.getByLabel(/^사용할 적립금/).fill('500');
  await expect(
    sheet.getByText('사용 가능한 적립금(0원)보다 많이 사용할 수 없습니다.'),
  ).toBeVisible();
  await expect(sheet.getByRole('button', { name: /결제하기/ })).toBeDisabled();
  await sheet.getByLabel(/^사용할 적립금/).fill('0');
  await expect(sheet.getByRole('button', { name: '40,000원 결제하기' })).toBeEnabled();
});
