import type { APIRequestContext } from '@playwright/test';
import {
  createApiClient,
  createMemoryStorage,
  DEVELOPMENT_ENVELOPE_KEY,
  register,
} from '../packages/api/src/index';
import { inicisDoublePort } from '../playwright.config';
import { adminToken } from './admin';
import { expect as baseExpect, test, type Locator, type Page } from './fixtures';

// Lazy pages from the built site on the shared two-core machine: more than the 5 s default.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Card regular delivery in Chromium against the built site, the real
 * server and the KG Inicis double: a member subscribes by card, registers the card in the
 * double's BILLAUTH window, comes back to the completion page with the masked card; the shop
 * runs the due cycles (the audited administrator call) and the member finds the cycle's order
 * paid automatically on the subscription's detail and in the order itself. The product is made
 * over the administration API (known price and stock) and the member is new, so no other spec's
 * state matters.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const origin = `http://127.0.0.1:${port}`;
const doubleOrigin = `http://127.0.0.1:${inicisDoublePort}`;
const password = 'abc12$';
const key = process.env.ENVELOPE_KEY || DEVELOPMENT_ENVELOPE_KEY;

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context }) => {
  // The payment window is the double's page on its own port (the fixture blocks other hosts).
  await context.route(
    (url) => url.origin === doubleOrigin,
    (route) => route.continue(),
  );
});

async function admin(request: APIRequestContext, path: string, data: object) {
  const token = await adminToken(request, origin);
  const answer = await request.post(`${origin}/shop/admin/${path}`, {
    headers: { authorization: token, auth: token },
    data,
  });
  const body = (await answer.json()) as { resCode: number; dataRes: Record<string, unknown> };
  expect(body.resCode, JSON.stringify(body)).toBe(200);
  return body.dataRes;
}

async function newMember(): Promise<string> {
  const email = `billing${Date.now()}@example.com`;
  const client = createApiClient({
    baseURL: origin,
    envelopeKey: key,
    storage: createMemoryStorage(),
  });
  const answer = await register(client, {
    name: '카드 정기',
    email,
    password,
    mobile: `010${String(Date.now()).slice(-8)}`,
    birth: '',
    gender: '',
    level: 'member',
  });
  expect(answer.resCode, JSON.stringify(answer)).toBe(200);
  return email;
}

function fact(scope: Page | Locator, label: string) {
  const page = 'goto' in scope ? scope : scope.page();
  return scope
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
}

test('a member subscribes by card, registers it in the Inicis window and the cycle is charged automatically', async ({
  page,
  request,
}) => {
  const { product } = (await admin(request, 'products/create', {
    categoryCode: '01',
    name: `E2E 정기 상자 ${Date.now()}`,
    nameEn: 'E2E regular tape',
    options: [
      {
        name: '1박스',
        nameEn: 'One box',
        stock: 20,
        tiers: [{ minQuantity: 1, unitPrice: 20_000 }],
      },
    ],
  })) as { product: { id: string } };
  const email = await newMember();
  await page.goto('/login');
  await page.getByLabel(/^이메일/).fill(email);
  await page.getByLabel(/^비밀번호/).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();

  await page.goto(`/subscription/${product.id}`);
  await page.getByRole('radio', { name: '2주마다' }).check();
  await page.getByLabel('받는 분').fill('카드 정기');
  await page.getByLabel('연락처').fill('010-1234-5678');
  await page.getByLabel('우편번호').fill('04524');
  await page
    .getByRole('textbox', { name: '주소', exact: true })
    .fill('서울특별시 중구 세종대로 110');
  await page.getByLabel('상세 주소').fill('3층');
  await page.getByRole('radio', { name: /^신용카드/ }).check();
  await page.getByRole('checkbox', { name: /정기배송 이용약관.*동의합니다/ }).check();
  await page.getByRole('button', { name: '정기배송 신청하기' }).click();

  // The double's BILLAUTH window: one delivery's price shown (20,000 + 3,000 shipping).
  await expect(page).toHaveURL(`${doubleOrigin}/pay`);
  await expect(page.getByText('23000원')).toBeVisible();
  await page.getByRole('button', { name: '결제하기 / Pay' }).click();

  await expect(page).toHaveURL(/\/subsComplete\?id=[^&]+&billing=ok$/);
  const subscriptionId = new URL(page.url()).searchParams.get('id') ?? '';
  await expect(
    page.getByText('카드가 등록되었습니다. 배송 주기마다 이 카드로 자동 결제됩니다.'),
  ).toBeVisible();
  await expect(fact(page, '등록 카드')).toContainText('9490-****-****-1234');
  await expect(fact(page, '결제 수단')).toContainText('신용카드');

  // The shop runs the due cycles now (the first delivery is due at once).
  await admin(request, 'subscriptions/run-due', {});

  await page.goto(`/my-activity/subs-shipping-list/detail/${encodeURIComponent(subscriptionId)}`);
  await expect(page.getByRole('heading', { name: '정기배송 상세' })).toBeVisible();
  await expect(fact(page, '등록 카드').first()).toContainText('9490-****-****-1234');
  // The cycle's order, paid with the registered card, and the card's registration in the history.
  const orderLink = page.getByRole('link', { name: /^주문 \d+ 보기$/ });
  await expect(orderLink).toHaveCount(1);
  await expect(page.getByRole('listitem').filter({ has: orderLink })).toContainText('결제 완료');
  await expect(page.getByText(/· 자동 결제 카드 등록$/)).toBeVisible();
  const orderNo = /\d+/.exec((await orderLink.textContent()) ?? '')?.[0] ?? '';
  await orderLink.click();
  await expect(page.getByRole('heading', { name: `주문번호 ${orderNo}` })).toBeVisible();
  await expect(page.getByText('결제완료').first()).toBeVisible();
});
