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
 * "A member buys by card … gets points": in Chromium against the built site,
 * the real server and the KG Inicis double, a member pays an order by card, the shop ships and
 * delivers it over the administration API, and the member finds the points credited (balance,
 * the earning row with the order number, the order's own note). The product and the member are
 * this spec's own, so no other spec's state matters.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const origin = `http://127.0.0.1:${port}`;
const doubleOrigin = `http://127.0.0.1:${inicisDoublePort}`;
const password = 'abc12$';

test.beforeEach(async ({ context }) => {
  // The payment window is the double's page on its own port (the fixture blocks other hosts).
  await context.route(
    (url) => url.origin === doubleOrigin,
    (route) => route.continue(),
  );
});

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel(/^이메일/).fill(email);
  await page.getByLabel(/^비밀번호/).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
}

test('a member pays by card, the order is delivered and the points are credited', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request, origin);
  const headers = { authorization: token, auth: token };
  const created = await request.post(`${origin}/shop/admin/products/create`, {
    headers,
    data: {
      categoryCode: '01',
      name: `적립 시험 박스 ${Date.now()}`,
      nameEn: 'Points test box',
      options: [
        {
          name: '단일',
          nameEn: 'Single',
          stock: 10,
          tiers: [{ minQuantity: 1, unitPrice: 20_000 }],
        },
      ],
    },
  });
  const product = (
    (await created.json()) as {
      dataRes: { product: { id: string; options: { id: string }[] } };
    }
  ).dataRes.product;
  const email = `points${Date.now()}@example.com`;
  const registered = await register(
    createApiClient({
      baseURL: origin,
      envelopeKey: process.env.ENVELOPE_KEY || DEVELOPMENT_ENVELOPE_KEY,
      storage: createMemoryStorage(),
    }),
    {
      name: '적립 회원',
      email,
      password,
      mobile: `010${String(Date.now()).slice(-8)}`,
      birth: '',
      gender: '',
      level: 'member',
    },
  );
  expect(registered.resCode).toBe(200);

  await signIn(page, email);
  await page.goto('/my-activity/point');
  await expect(page.getByTestId('points-balance')).toHaveText('0원');

  // 3 × 20,000 won by card: free shipping, 1% of the items (600P) on delivery.
  const params = new URLSearchParams({
    product: product.id,
    option: product.options[0]!.id,
    quantity: '3',
  });
  await page.goto(`/order/direct?${params.toString()}`);
  const sheet = page.getByRole('form', { name: '주문서 작성' });
  await sheet.getByLabel(/^우편번호/).fill('06236');
  await sheet.getByLabel(/^주소/).fill('서울특별시 강남구 테헤란로 123');
  await sheet.getByLabel(/^상세 주소/).fill('4층');
  await sheet.getByLabel('택배사 선택').selectOption({ label: 'CJ대한통운' });
  await expect(sheet.getByTestId('order-total')).toHaveText('60,000원');
  await expect(sheet.getByText('배송 완료 시 600P 적립 예정')).toBeVisible();
  await sheet.getByRole('radio', { name: /^신용카드/ }).check();
  await sheet.getByLabel('주문 내용을 확인했으며 결제에 동의합니다.').check();
  await sheet.getByRole('button', { name: '60,000원 결제하기' }).click();
  await expect(page).toHaveURL(`${doubleOrigin}/pay`);
  await page.getByRole('button', { name: '결제하기 / Pay' }).click();
  await expect(page).toHaveURL(/\/orderComplete\?orderNo=\d+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  await expect(page.getByText('카드 결제가 완료되었습니다.')).toBeVisible();

  // Paid but not delivered: nothing credited yet.
  await page.goto('/my-activity/point');
  await expect(page.getByTestId('points-balance')).toHaveText('0원');

  // The shop prepares, ships and delivers it.
  for (const data of [
    { orderNo, action: 'prepare' },
    { orderNo, action: 'ship', courierCode: 'cj', trackingNo: '600099990000' },
    { orderNo, action: 'deliver' },
  ]) {
    const answer = await request.post(`${origin}/shop/admin/orders/transition`, {
      headers,
      data,
    });
    expect(((await answer.json()) as { resCode: number }).resCode, JSON.stringify(data)).toBe(200);
  }

  await page.reload();
  await expect(page.getByTestId('points-balance')).toHaveText('600원');
  const earned = page.getByRole('row').filter({ hasText: orderNo });
  await expect(earned).toContainText('구매 적립');
  await expect(earned).toContainText('+600P');
  await page.goto(`/my-activity/order-shipping-list/${orderNo}`);
  await expect(page.getByText('600P 적립 완료')).toBeVisible();
});
