import {
  createApiClient,
  createMemoryStorage,
  DEVELOPMENT_ENVELOPE_KEY,
  register,
} from '../packages/api/src/index';
import { adminToken } from './admin';
import type { Locator } from '@playwright/test';
import { expect as baseExpect, test, type Page } from './fixtures';

// Pages load lazily from the built site; on the shared two-core machine a first load under
// other builds and tests takes longer than Playwright's 5 s default.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Regular delivery and made-to-order in Chromium against the built
 * site, the real server and the seeded catalogue: (a) a member subscribes, skips the next
 * delivery (it moves by one cycle), pauses and cancels; (b) a member asks for a made-to-order
 * box, the shop quotes it over the admin API, the member finds the quotation in
 * quotation-inquiry-history, orders it by bank transfer and then takes the same quotation up as a
 * regular delivery at the quoted price (seen in subs-shipping-list); (c) a quotation allowing
 * twice the quantity becomes a regular delivery of the double quantity.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const origin = `http://127.0.0.1:${port}`;
const password = 'abc12$';
const key = process.env.ENVELOPE_KEY || DEVELOPMENT_ENVELOPE_KEY;

// Each test walks several lazily loaded pages on the shared two-core machine.
test.describe.configure({ timeout: 120_000 });

/** The smallest PNG (1x1), as a drawing. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let counter = 0;
/** A new member with a unique e-mail, created over HTTP with the site's own API client. */
async function newMember(prefix: string): Promise<string> {
  counter += 1;
  const email = `${prefix}${Date.now()}${counter}@example.com`;
  const client = createApiClient({
    baseURL: origin,
    envelopeKey: key,
    storage: createMemoryStorage(),
  });
  const answer = await register(client, {
    name: '정기 배송',
    email,
    password,
    mobile: '01012345678',
    birth: '',
    gender: '',
    level: 'member',
  });
  expect(answer.resCode).toBe(200);
  return email;
}

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel(/^이메일/).fill(email);
  await page.getByLabel(/^비밀번호/).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
}

/** 'YYYY.MM.DD' plus some days. */
function plusDays(dotted: string, days: number): string {
  const at = Date.parse(`${dotted.replaceAll('.', '-')}T00:00:00Z`) + days * 86_400_000;
  return new Date(at).toISOString().slice(0, 10).replaceAll('-', '.');
}

/** A label–value row of the fact lists in `scope`, found by its label. */
function fact(scope: Page | Locator, label: string) {
  const page = 'goto' in scope ? scope : scope.page();
  return scope
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
}

async function fillAddress(page: Page, withContact: boolean) {
  if (withContact) {
    await page.getByLabel('받는 분').fill('정기 배송');
    await page.getByLabel('연락처').fill('010-1234-5678');
  }
  await page.getByLabel('우편번호').fill('04524');
  await page
    .getByRole('textbox', { name: '주소', exact: true })
    .fill('서울특별시 중구 세종대로 110');
  await page.getByLabel('상세 주소').fill('3층');
}

test('a member subscribes, skips the next delivery, pauses and cancels', async ({ page }) => {
  const email = await newMember('subs');
  await logIn(page, email);

  await page.goto('/subscription');
  await expect(page.getByRole('heading', { level: 1, name: '정기배송' })).toBeVisible();
  // The subscription terms come with their version selector.
  await expect(page.getByRole('combobox', { name: '약관 버전' })).toHaveValue(/\d+/);
  await expect(page.locator('[role="region"][aria-label="정기배송 이용약관"]')).toBeVisible();
  const products = page.locator('section[aria-labelledby="subscription-products"]');
  const first = products.getByRole('heading', { level: 3 }).first();
  const productName = (await first.textContent()) ?? '';
  expect(productName).not.toBe('');
  await first.getByRole('link').click();

  await expect(page).toHaveURL(/\/subscription\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 2, name: productName })).toBeVisible();
  await page.getByRole('radio', { name: '2주마다' }).check();
  await fillAddress(page, true);
  // Without the terms the form says so and sends nothing.
  await page.getByRole('button', { name: '정기배송 신청하기' }).click();
  await expect(page.getByText('정기배송 약관에 동의해 주세요.')).toBeVisible();
  await page.getByRole('checkbox', { name: /정기배송 이용약관.*동의합니다/ }).check();
  await expect(page.getByText('1회 결제 예상액')).toBeVisible();
  await page.getByRole('button', { name: '정기배송 신청하기' }).click();

  await expect(page).toHaveURL(/\/subsComplete\?id=/);
  await expect(page.getByRole('heading', { name: '정기배송 신청이 완료되었습니다' })).toBeVisible();
  const nextRow = fact(page, '다음 배송일');
  await expect(nextRow).toContainText(/\d{4}\.\d{2}\.\d{2}/);
  const next = /\d{4}\.\d{2}\.\d{2}/.exec((await nextRow.textContent()) ?? '')?.[0] ?? '';
  await expect(fact(page, '배송 주기')).toContainText('2주마다');

  await page.getByRole('link', { name: '정기배송 관리' }).click();
  await expect(page.getByRole('heading', { name: '정기배송 상세' })).toBeVisible();
  await expect(fact(page, '다음 배송일')).toContainText(next);
  await page.getByRole('button', { name: '다음 배송 건너뛰기' }).click();
  const skipped = plusDays(next, 14);
  await expect(
    page.getByText(`다음 배송을 건너뛰었습니다. 다음 배송일은 ${skipped}입니다.`),
  ).toBeVisible();
  await expect(fact(page, '다음 배송일')).toContainText(skipped);

  await page.getByRole('button', { name: '일시정지' }).click();
  await expect(page.getByText('정기배송을 일시정지했습니다.')).toBeVisible();
  await expect(page.getByRole('button', { name: '다시 시작' })).toBeVisible();
  // Reloaded from the server, the pause holds.
  await page.reload();
  await expect(page.getByText('일시정지', { exact: true }).first()).toBeVisible();

  await page.getByRole('link', { name: '정기배송 해지' }).click();
  await expect(page).toHaveURL(/\/my-activity\/subs-shipping-list\/cancel\//);
  await page.getByRole('button', { name: '해지하기' }).click();
  await expect(page).toHaveURL(/\/my-activity\/subs-shipping-list\/cancel-detail\//);
  await expect(page.getByRole('heading', { name: '해지된 정기배송' })).toBeVisible();
  await expect(page.getByText('해지', { exact: true }).first()).toBeVisible();

  await page.getByRole('link', { name: '목록으로' }).click();
  await page.getByRole('tab', { name: '해지 내역' }).click();
  await expect(page.getByRole('heading', { name: productName })).toBeVisible();
  await page.getByRole('tab', { name: '이용 중' }).click();
  await expect(page.getByText('정기배송 내역이 없습니다.')).toBeVisible();
});

test('a made-to-order request is quoted by the shop and ordered by bank transfer', async ({
  page,
  request,
}) => {
  const email = await newMember('ordermade');
  await logIn(page, email);

  await page.goto('/ordermadeDetail/box');
  await expect(page.getByRole('heading', { level: 1, name: '맞춤 박스 주문제작' })).toBeVisible();
  // The form comes preset to the kind of the page.
  await expect(page.getByRole('combobox', { name: '제작 품목' })).toHaveValue('box');
  await page.getByLabel('가로 W (mm)').fill('300');
  await page.getByLabel('세로 D (mm)').fill('200');
  await page.getByLabel('높이 H (mm)').fill('5');
  await page.getByRole('combobox', { name: '재질·원단' }).selectOption('double');
  await page.getByRole('combobox', { name: '인쇄 도수' }).selectOption('2');
  await page.getByLabel('수량').fill('500');
  await page.getByLabel('요청 사항').fill('로고 2도 인쇄, 상단 개폐');
  await page
    .getByLabel('도면·디자인 파일 파일 선택')
    .setInputFiles({ name: '도면.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('list', { name: '도면·디자인 파일' })).toContainText('도면.png');
  await page.getByRole('button', { name: '견적 요청하기' }).click();
  // 5 mm is below what can be made: refused on the page, nothing sent.
  await expect(page.getByText('치수는 10mm에서 5,000mm 사이로 입력해 주세요.')).toBeVisible();
  await page.getByLabel('높이 H (mm)').fill('150');
  await page.getByRole('button', { name: '견적 요청하기' }).click();

  await expect(page).toHaveURL(/\/ordermadeComplete\?id=/);
  await expect(page.getByRole('heading', { name: '제작 요청이 접수되었습니다' })).toBeVisible();
  await expect(fact(page, '내측 치수')).toContainText('300 × 200 × 150mm');
  await expect(fact(page, '첨부 파일')).toContainText('도면.png');
  const requestId = new URL(page.url()).searchParams.get('id') ?? '';
  expect(requestId).not.toBe('');

  // The shop quotes it over the admin API, as the company would.
  const token = await adminToken(request, origin);
  const headers = { authorization: token, auth: token };
  const waiting = await request.post(`${origin}/shop/admin/ordermade/list`, {
    headers,
    data: { status: 'requested' },
  });
  const listed = (await waiting.json()) as { dataRes: { requests: { requestId: string }[] } };
  expect(listed.dataRes.requests.map((item) => item.requestId)).toContain(requestId);
  const quoted = await request.post(`${origin}/shop/admin/ordermade/quote`, {
    headers,
    data: { requestId, unitPrice: 830, note: '2도 인쇄 포함 단가입니다.', validDays: 7 },
  });
  expect(quoted.status()).toBe(200);

  await page.goto('/my-activity/quotation-inquiry-history');
  await expect(page.getByRole('heading', { level: 1, name: '견적 문의 내역' })).toBeVisible();
  const card = page.getByRole('region', { name: '견적 내용' });
  await expect(page.getByText('견적 도착', { exact: true })).toBeVisible();
  await expect(fact(card, '견적 단가')).toContainText('830원');
  await expect(fact(card, '제작 금액')).toContainText('415,000원');
  await expect(fact(card, '배송비')).toContainText('0원');
  await expect(fact(card, '담당자 안내')).toContainText('2도 인쇄 포함 단가입니다.');
  await page.getByRole('link', { name: '이 견적으로 주문하기' }).click();

  await expect(page).toHaveURL(new RegExp(`/orderFromOrdermade/${requestId}$`));
  await page.getByLabel('이름').fill('정기 배송');
  await page.getByLabel('휴대폰 번호').fill('010-1234-5678');
  await fillAddress(page, false);
  await expect(page.getByRole('radio', { name: '무통장 입금' })).toBeChecked();
  await page.getByLabel('입금자명').fill('정기배송');
  await page.getByRole('button', { name: '415,000원 주문하기' }).click();

  await expect(page).toHaveURL(/\/orderCompleteFromOrderMade\?orderNo=/);
  await expect(page.getByRole('heading', { name: '주문이 완료되었습니다' })).toBeVisible();
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  await expect(fact(page, '주문번호')).toContainText(orderNo);
  await expect(fact(page, '결제 금액')).toContainText('415,000원');
  await expect(page.getByRole('heading', { name: '입금 계좌' })).toBeVisible();
  await expect(fact(page, '입금자명')).toContainText('정기배송');

  // The history now shows the request as ordered, with its order number.
  await page.goto('/my-activity/quotation-inquiry-history');
  await expect(page.getByText('주문 완료', { exact: true })).toBeVisible();
  await expect(fact(page, '주문번호')).toContainText(orderNo);
  await expect(page.getByRole('link', { name: '이 견적으로 주문하기' })).toHaveCount(0);

  // After the first lot, the same quotation becomes a regular delivery at the quoted price.
  await page.getByRole('link', { name: '정기배송으로 신청' }).click();
  await expect(page).toHaveURL(new RegExp(`/subsFromOrdermade/${requestId}$`));
  await page.getByRole('radio', { name: '8주마다' }).check();
  await fillAddress(page, true);
  await expect(page.getByRole('radio', { name: '무통장 입금' })).toBeChecked();
  await page.getByRole('checkbox', { name: /정기배송 이용약관.*동의합니다/ }).check();
  const form = page.getByRole('form', { name: '주문제작 정기배송 신청' });
  await expect(fact(form, '견적 단가')).toContainText('830원');
  await expect(fact(form, '1회 결제 예상액')).toContainText('415,000원');
  await page.getByRole('button', { name: '정기배송 시작하기' }).click();
  await expect(page).toHaveURL(/\/subsCompleteFromOrderMade\?id=/);
  await expect(
    page.getByRole('heading', { name: '주문제작 정기배송이 시작되었습니다' }),
  ).toBeVisible();
  await expect(fact(page, '배송 주기')).toContainText('8주마다');
  await expect(fact(page, '1회 배송 금액')).toContainText('415,000원');

  await page.goto('/my-activity/subs-shipping-list');
  await expect(page.getByRole('heading', { name: /주문제작 box/ })).toBeVisible();
  // The request says it is on regular delivery, with the way to it.
  await page.goto('/my-activity/quotation-inquiry-history');
  await expect(page.getByText('정기배송 중', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '정기배송으로 신청' })).toHaveCount(0);
  await page.getByRole('link', { name: '정기배송 보기' }).click();
  await expect(page).toHaveURL(/\/my-activity\/subs-shipping-list\/detail\//);
  await expect(page.getByRole('heading', { name: '정기배송 상세' })).toBeVisible();
});

test('a volume quotation is answered by the shop', async ({ page, request }) => {
  const email = await newMember('estimate');
  await logIn(page, email);

  await page.goto('/estimate');
  await expect(page.getByRole('heading', { level: 1, name: '대량 구매 견적 요청' })).toBeVisible();
  const product = page.getByRole('combobox', { name: '상품', exact: true });
  await expect(product.locator('option')).not.toHaveCount(1);
  const productName = (await product.locator('option').nth(1).textContent()) ?? '';
  await product.selectOption({ index: 1 });
  const option = page.getByRole('combobox', { name: '옵션' });
  await expect(option.locator('option')).not.toHaveCount(1);
  await option.selectOption({ index: 1 });
  // Choosing the option presets a volume (ten times its minimum).
  await expect(page.getByLabel('수량')).not.toHaveValue('');
  const quantity = Number(await page.getByLabel('수량').inputValue());
  const desired = new Date(Date.now() + (9 * 24 + 10 * 24) * 3_600_000)
    .toISOString()
    .slice(0, 10)
    .replaceAll('-', '.');
  await page.getByLabel('납품 희망일').fill(desired);
  await page.getByLabel('회사명').fill('(주)박스상사');
  await page.getByLabel('요청 사항').fill('매월 납품받고 싶습니다.');
  await page.getByRole('button', { name: '견적 요청 보내기' }).click();
  await expect(page.getByText('견적 요청을 보냈습니다')).toBeVisible();

  // The shop answers over the admin API with a price for the line.
  const token = await adminToken(request, origin);
  const memberToken = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const mine = await request.post(`${origin}/shop/estimate/list`, {
    headers: { authorization: memberToken, auth: memberToken },
    data: {},
  });
  const estimateId = ((await mine.json()) as { dataRes: { items: { estimateId: string }[] } })
    .dataRes.items[0]?.estimateId;
  const detail = await request.post(`${origin}/shop/estimate/detail`, {
    headers: { authorization: memberToken, auth: memberToken },
    data: { estimateId },
  });
  const line = (
    (await detail.json()) as {
      dataRes: { estimate: { items: { itemId: string; listUnitPrice: number }[] } };
    }
  ).dataRes.estimate.items[0];
  const quotedUnit = Math.max(1, (line?.listUnitPrice ?? 0) - 5);
  const answered = await request.post(`${origin}/shop/admin/estimates/answer`, {
    headers: { authorization: token, auth: token },
    data: {
      estimateId,
      items: [{ itemId: line?.itemId, unitPrice: quotedUnit }],
      validUntil: desired.replaceAll('.', '-'),
      note: '대량 할인 단가입니다.',
    },
  });
  expect(answered.status()).toBe(200);

  await page.getByRole('link', { name: '견적 문의 내역 보기' }).click();
  await expect(page).toHaveURL(/\/my-activity\/quotation-inquiry-history$/);
  const volume = page.getByRole('region', { name: productName });
  await expect(volume.getByText('견적 완료', { exact: true })).toBeVisible();
  await volume.getByRole('button', { name: '견적 보기' }).click();
  await expect(fact(volume, '견적 합계')).toContainText(
    `${(quotedUnit * quantity).toLocaleString('ko-KR')}원`,
  );
  await expect(fact(volume, '담당자 안내')).toContainText('대량 할인 단가입니다.');
});

test('made-to-order pages render, and a quotation becomes a regular delivery', async ({
  page,
  request,
}) => {
  const email = await newMember('subsmade');
  await logIn(page, email);
  const token = await adminToken(request, origin);
  const memberToken = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';

  // Every store-services page a visitor can open renders the server's data.
  await page.goto('/ordermade');
  await expect(page.getByRole('heading', { level: 1, name: '주문제작' })).toBeVisible();
  await page.getByRole('link', { name: '자세히 보기' }).nth(1).click();
  await expect(page).toHaveURL(/\/ordermadeDetail\/tape$/);
  await expect(page.getByRole('combobox', { name: '제작 품목' })).toHaveValue('tape');
  await page.goto('/ordermadeDetail/unknown');
  await expect(page.getByText('페이지를 찾을 수 없습니다')).toBeVisible();

  // A made-to-order request, quoted by the shop, then taken up as a regular delivery.
  const created = await request.post(`${origin}/shop/ordermade/create`, {
    headers: { authorization: memberToken, auth: memberToken },
    data: { kind: 'tape', material: 'OPP 48mm', printColors: 1, quantity: 200, note: '' },
  });
  const requestId = ((await created.json()) as { dataRes: { request: { requestId: string } } })
    .dataRes.request.requestId;
  const quoted = await request.post(`${origin}/shop/admin/ordermade/quote`, {
    headers: { authorization: token, auth: token },
    data: { requestId, unitPrice: 1500, maxMultiple: 2 },
  });
  expect(quoted.status()).toBe(200);
  await page.goto('/subscription/ordermade');
  await page.getByRole('link', { name: '정기배송으로 신청' }).click();
  await expect(page).toHaveURL(new RegExp(`/subsFromOrdermade/${requestId}$`));
  await expect(fact(page, '제작 금액')).toContainText('300,000원');
  // The quotation allows twice the quantity per delivery.
  await page.getByRole('combobox', { name: '배송마다 받을 수량' }).selectOption('2');
  await page.getByRole('radio', { name: '4주마다' }).check();
  await fillAddress(page, true);
  await expect(fact(page, '1회 결제 예상액')).toContainText('600,000원');
  // Without the terms the form says so and sends nothing.
  await page.getByRole('button', { name: '정기배송 시작하기' }).click();
  await expect(page.getByText('정기배송 약관에 동의해 주세요.')).toBeVisible();
  await page.getByRole('checkbox', { name: /정기배송 이용약관.*동의합니다/ }).check();
  await page.getByRole('button', { name: '정기배송 시작하기' }).click();
  await expect(page).toHaveURL(/\/subsCompleteFromOrderMade\?id=/);
  await expect(
    page.getByRole('heading', { name: '주문제작 정기배송이 시작되었습니다' }),
  ).toBeVisible();
  await expect(fact(page, '수량')).toContainText('400개');
  await expect(fact(page, '견적 단가')).toContainText('1,500원');
  await expect(fact(page, '1회 배송 금액')).toContainText('600,000원');

  // Listed with the member's regular deliveries.
  await page.getByRole('link', { name: '정기배송 관리' }).click();
  await expect(page.getByRole('heading', { name: '정기배송 상세' })).toBeVisible();
  await page.goto('/my-activity/subs-shipping-list');
  await expect(page.getByRole('heading', { name: /주문제작 tape \(OPP 48mm\)/ })).toBeVisible();
});
