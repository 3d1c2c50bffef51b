import type { APIRequestContext, Locator } from '@playwright/test';
import {
  ALL_CATEGORIES,
  cancelOrder,
  changeSubscription,
  createApiClient,
  createCommunityPost,
  createCommunityReply,
  createMemoryStorage,
  createOrder,
  createOrdermade,
  createOrdermadeQna,
  createQna,
  createSubscription,
  DEVELOPMENT_ENVELOPE_KEY,
  getAnnouncements,
  getCertificatesAndPatents,
  getCourierCompanies,
  getPolicy,
  getProduct,
  issueCoupon,
  listBoxtapeTypes,
  listCollections,
  listCompanyNews,
  listCouponOffers,
  listFaq,
  listNotices,
  listProducts,
  listSubscribableProducts,
  orderFromOrdermade,
  register,
  subscribeFromOrdermade,
  type ApiClient,
} from '../packages/api/src/index';
import { adminToken } from './admin';
import { expect as baseExpect, test, type Page } from './fixtures';

/**
 * Every store route of the site and every content route (main page, community,
 * service centre, company and preparation pages) opened in Chromium against the built site and
 * the real, seeded server: each shows a piece of data the test reads from the server itself (or
 * creates through the API first), and no not-found, error or load-failure screen. One test per
 * area, no screenshots; every id comes from the seed or from this spec's own API calls, so no
 * other spec's state matters.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const origin = `http://127.0.0.1:${port}`;
const password = 'abc12$';
const key = process.env.ENVELOPE_KEY || DEVELOPMENT_ENVELOPE_KEY;
// Lazy chunks on a shared two-core machine: more than the 5 s default.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 120_000 });

/** What a page must never show when it rendered: not-found, the error screen, a load failure. */
const FAILURE = /페이지를 찾을 수 없습니다|Oops! Something went wrong|불러오지 못했습니다/;

const guest = (): ApiClient =>
  createApiClient({ baseURL: origin, envelopeKey: key, storage: createMemoryStorage() });

let serial = 0;
/** A new member over HTTP; the client carries the member's token. */
async function newMember(
  prefix: string,
): Promise<{ email: string; api: ApiClient; token: string }> {
  serial += 1;
  const email = `${prefix}${Date.now()}${serial}@example.com`;
  const api = guest();
  const answer = await register(api, {
    name: '경로 점검',
    email,
    password,
    mobile: `010${String(Date.now() + serial).slice(-8)}`,
    birth: '',
    gender: '',
    level: 'member',
  });
  expect(answer.resCode, JSON.stringify(answer)).toBe(200);
  const token = answer.token ?? '';
  api.session.saveLogin(token, answer.level, email);
  return { email, api, token };
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel(/^이메일/).fill(email);
  await page.getByLabel(/^비밀번호/).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
}

/** Uncaught errors of the page, to be none at the end of each test. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** Opens `path` and expects what `shown` finds, and no failure screen. */
async function opens(page: Page, path: string, shown: (page: Page) => Locator) {
  await page.goto(path);
  await expect(shown(page), path).toBeVisible();
  await expect(page.getByText(FAILURE), path).toHaveCount(0);
}

const heading1 = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { level: 1, name });
const text = (value: string | RegExp) => (page: Page) => page.getByText(value).first();

/** The shop's own product: one option, 10,000 won, 50 in stock. */
async function newProduct(request: APIRequestContext) {
  const token = await adminToken(request, origin);
  const name = `경로 점검 박스 ${Date.now()}`;
  const answer = await request.post(`${origin}/shop/admin/products/create`, {
    headers: { authorization: token, auth: token },
    data: {
      categoryCode: '01',
      name,
      nameEn: 'Route check box',
      options: [
        {
          name: '단일',
          nameEn: 'Single',
          stock: 50,
          tiers: [{ minQuantity: 1, unitPrice: 10_000 }],
        },
      ],
    },
  });
  const body = (await answer.json()) as {
    resCode: number;
    dataRes: { product: { id: string; options: { id: string }[] } };
  };
  expect(body.resCode, JSON.stringify(body)).toBe(200);
  return { id: body.dataRes.product.id, optionId: body.dataRes.product.options[0]!.id, name };
}

const recipient = {
  name: '경로 점검',
  phone: '010-1234-5678',
  zipcode: '04524',
  address1: '서울특별시 중구 세종대로 110',
  address2: '3층',
  memo: '',
};

test('main page: announcements, top banner and recommended products from the server', async ({
  page,
}) => {
  const errors = pageErrors(page);
  const [announcement] = await getAnnouncements(guest(), { limit: 1 });
  expect(announcement).toBeDefined();
  await opens(page, '/', (p) => p.getByRole('heading', { name: announcement!.title }));
  await expect(page.getByRole('list', { name: '추천 상품' }).getByRole('heading')).not.toHaveCount(
    0,
  );
  expect(errors).toEqual([]);
});

test('community: hub, board, post with its reply and the editor of one’s own post', async ({
  page,
}) => {
  const errors = pageErrors(page);
  const member = await newMember('routecommunity');
  const title = `경로 점검 글 ${Date.now()}`;
  const post = await createCommunityPost(member.api, {
    title,
    content: '<p>경로 점검 본문</p>',
  });
  await createCommunityReply(member.api, { postId: post.id, contents: '경로 점검 댓글' });

  await opens(page, '/qaiclink', (p) =>
    p.getByRole('list', { name: '최근 글' }).getByRole('link', { name: title }),
  );
  await opens(page, '/qaiclink/free-board', (p) =>
    p.getByRole('list', { name: '자유게시판 글 목록' }).getByRole('link', { name: title }),
  );
  await opens(page, `/qaiclink/free-board/detail?id=${post.id}`, heading1(title));
  await expect(page.getByRole('list', { name: '댓글 목록' })).toContainText('경로 점검 댓글');
  await signIn(page, member.email);
  await page.goto(`/qaiclink/free-board/write?id=${post.id}`);
  await expect(page.getByRole('textbox', { name: '제목', exact: true })).toHaveValue(title);
  await expect(page.getByText(FAILURE)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('service centre: hub, FAQ, notices, standalone page, and the guarded Q&A pages', async ({
  page,
}) => {
  const errors = pageErrors(page);
  const api = guest();
  const notice = (await listNotices(api, { category: ALL_CATEGORIES, page: 1, size: 1 })).items[0];
  const faq = (await listFaq(api, { category: ALL_CATEGORIES, page: 1, size: 1 })).items[0];
  expect(notice && faq).toBeTruthy();

  await opens(page, '/service-center', text(notice!.title));
  await opens(page, '/faq', (p) => p.getByRole('button', { name: faq!.question }));
  await opens(page, '/notice', (p) =>
    p.getByRole('list', { name: '공지사항 목록' }).getByRole('link', { name: notice!.title }),
  );
  await opens(page, `/notice/${notice!.id}`, heading1(notice!.title));
  await opens(page, '/standalone/guide-t-test', heading1('t-검정 따라 하기'));

  const member = await newMember('routecentre');
  const question = await createQna(member.api, {
    categoryId: 'etc',
    title: `경로 점검 문의 ${Date.now()}`,
    contents: '경로 점검 문의 내용',
  });
  const estimate = await createOrdermadeQna(member.api, {
    contents: '경로 점검 견적 문의',
    name: '경로 점검',
    email: member.email,
    phone: '010-1234-5678',
    productName: '경로 점검 인쇄 박스',
    quantity: 300,
  });
  await signIn(page, member.email);
  await opens(page, '/qna', (p) =>
    p.getByRole('list', { name: '내 문의 목록' }).getByText(question.title),
  );
  await opens(page, `/qna/${question.id}`, heading1(question.title));
  await opens(page, '/customerService', heading1('고객 상담 안내'));
  await opens(page, `/estimateQna/${estimate.id}`, text('경로 점검 견적 문의'));
  expect(errors).toEqual([]);
});

test('company pages: about, directions, news, certificates, terms, privacy, coupons, couriers, sales agent', async ({
  page,
}) => {
  const errors = pageErrors(page);
  const api = guest();
  const news = (await listCompanyNews(api, { page: 1, size: 4 })).items[0];
  const { patents } = await getCertificatesAndPatents(api);
  const [courier] = await getCourierCompanies(api);
  const [coupon] = await listCouponOffers(api);
  expect(news && patents[0] && courier && coupon).toBeTruthy();

  await opens(page, '/about-us', text('누구나 쉽게 쓰는 통계 분석'));
  await opens(page, '/direction', text('서울특별시 마포구 월드컵북로 396, 12층 (상암동)'));
  await opens(page, '/company/company-news', (p) =>
    p.getByRole('list', { name: '회사 소식 목록' }).getByRole('heading', { name: news!.title }),
  );
  await opens(page, '/member/certificates-and-patents', (p) =>
    p.getByRole('heading', { name: patents[0]!.title }),
  );
  await opens(page, '/member/terms-of-service', (p) =>
    p.getByRole('region', { name: /^v\d+ \d{4}\.\d{2}\.\d{2} 본문$/ }),
  );
  await opens(page, '/member/privacy-statement', text('소셜 로그인 식별자'));
  await opens(page, '/coupon-offers', text(coupon!.name));
  await opens(page, '/courier-companies', text(courier!.name));
  await opens(page, '/sales-agent', text('한빛에듀솔루션 (02-0000-0001)'));
  expect(errors).toEqual([]);
});

test('preparation pages show their notice; /open-api renders the server’s OpenAPI document', async ({
  page,
  request,
}) => {
  const errors = pageErrors(page);
  const document = (await (await request.get(`${origin}/openapi.json`)).json()) as {
    paths: Record<string, unknown>;
  };
  expect(Object.keys(document.paths)).toContain('/boards/news');
  await opens(page, '/open-api', heading1('Open API'));
  await page.getByRole('button', { name: /^사이트 콘텐츠 \(/ }).click();
  await expect(page.getByRole('heading', { name: 'GET /boards/news', exact: true })).toBeVisible();
  // No content yet by design: the 'preparation service' notice.
  for (const path of [
    '/stats-data',
    '/stats-info',
    '/services/model',
    '/services/ai',
    '/services/deci',
    '/services/etc',
    '/mail',
    '/location',
  ])
    await opens(page, path, heading1(/· 준비 중인 서비스입니다$/));
  expect(errors).toEqual([]);
});

test('store catalogue: categories, presets, product, sample box, collection, search, box tapes, cart', async ({
  page,
}) => {
  const errors = pageErrors(page);
  const api = guest();
  const first = async (query: Parameters<typeof listProducts>[1]) =>
    (await listProducts(api, query)).items[0]!.name;
  const grid = (name: string) => (p: Page) =>
    p.getByRole('list', { name: '상품 목록' }).getByRole('heading', { name, exact: true });
  const box = (await listProducts(api, { lCate: '01' })).items[0]!;
  await opens(page, '/products?lCate=01', grid(box.name));
  await opens(
    page,
    '/products?lCate=01&filterOther=2',
    grid(await first({ lCate: '01', filterOther: '2' })),
  );
  await opens(page, '/products?lCate=16', grid(await first({ lCate: '16' })));
  await opens(page, `/product-detail/${box.id}`, heading1(box.name));
  const sample = await getProduct(api, 'sample_box');
  await opens(page, '/product-detail/sample_box', heading1(sample.name));
  const [collection] = await listCollections(api);
  await opens(page, `/collection-product/${collection!.id}`, heading1(collection!.name));
  await opens(
    page,
    `/product-search?keyword=${encodeURIComponent('테이프')}`,
    grid(await first({ keyword: '테이프' })),
  );
  const [tape] = await listBoxtapeTypes(api);
  await opens(page, '/boxtapeType', text(tape!.name));

  // The guest's cart holds what the product page put there.
  await page.goto(`/product-detail/${box.id}`);
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(page.getByText('장바구니에 담았습니다.')).toBeVisible();
  await opens(page, '/mycart', (p) => p.getByTestId('cart-line').filter({ hasText: box.name }));
  expect(errors).toEqual([]);
});

test('store orders: consent, order sheets, order complete and the Inicis failure return', async ({
  page,
  request,
}) => {
  const errors = pageErrors(page);
  const product = await newProduct(request);
  const member = await newMember('routeorders');
  const added = await request.post(`${origin}/shop/cart/add`, {
    headers: { authorization: member.token, auth: member.token },
    data: { optionId: product.optionId, quantity: 2 },
  });
  expect(((await added.json()) as { resCode: number }).resCode).toBe(200);
  const order = async (paymentMethod: 'bank' | 'card') =>
    (
      await createOrder(member.api, {
        items: [{ optionId: product.optionId, quantity: 1 }],
        paymentMethod,
        orderer: { name: '경로 점검', phone: '010-1234-5678' },
        recipient,
      })
    ).order.orderNo;
  const bankOrder = await order('bank');
  const cardOrder = await order('card');

  // A guest is asked to consent first; the terms link goes to the terms.
  const direct = `/order/direct?${new URLSearchParams({
    product: product.id,
    option: product.optionId,
    quantity: '3',
  }).toString()}`;
  await opens(page, direct, heading1('비회원 주문'));
  await expect(page).toHaveURL(/\/orderAgreeNoMember\?next=/);
  // It shows the server's current terms and privacy statement to consent to.
  const privacy = await getPolicy(guest(), 'privacy');
  await expect(
    page.getByRole('group', {
      name: new RegExp(`^개인정보처리방침 v${privacy.version} \\d{4}\\.`),
    }),
  ).toContainText('소셜 로그인 식별자');
  await expect(page.getByRole('group', { name: /^이용약관 v\d+ / })).toContainText(
    '제3조 (데이터 보관)',
  );

  await signIn(page, member.email);
  const sheetShows = (p: Page) =>
    p.getByRole('form', { name: '주문서 작성' }).getByText(product.name).first();
  await opens(page, '/ordersheet', sheetShows);
  await expect(page.getByTestId('order-total')).toHaveText('23,000원');
  await opens(page, '/order/cart', sheetShows);
  await opens(page, direct, sheetShows);
  await expect(page.getByTestId('order-total')).toHaveText('33,000원');
  await opens(page, '/orderAgreeNoMember', heading1('비회원 주문'));
  await opens(page, `/orderComplete?orderNo=${bankOrder}`, text(bankOrder));
  await expect(page.getByText(product.name).first()).toBeVisible();

  // The payment window posts a declined card back to the server, which sends the buyer on.
  await page.evaluate(
    ({ action, orderNo }) => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = action;
      for (const [name, value] of Object.entries({ resultCode: 'V013', orderNumber: orderNo })) {
        const input = document.createElement('input');
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { action: `${origin}/shop/order/feedbackFromInicis`, orderNo: cardOrder },
  );
  await expect(page).toHaveURL(/\/order\/feedbackFromInicis\?result=fail&reason=V013&orderNo=/);
  await expect(heading1('결제하지 못했습니다')(page)).toBeVisible();
  await expect(page.getByText(cardOrder)).toBeVisible();
  await expect(page.getByText(FAILURE)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('store services: regular delivery, made-to-order, quotations and their complete pages', async ({
  page,
  request,
}) => {
  const errors = pageErrors(page);
  const member = await newMember('routeservices');
  const [subscribable] = await listSubscribableProducts(member.api);
  expect(subscribable).toBeDefined();
  const product = await newProduct(request);
  const subscription = await createSubscription(member.api, {
    optionId: product.optionId,
    quantity: 5,
    print: false,
    cycleWeeks: 4,
    paymentMethod: 'bank',
    recipient,
    agreeTerms: true,
  });
  const made = await createOrdermade(member.api, {
    kind: 'tape',
    widthMm: null,
    lengthMm: null,
    heightMm: null,
    material: '경로 점검 OPP 48mm',
    printColors: 1,
    quantity: 200,
    note: '',
  });
  const token = await adminToken(request, origin);
  const quoted = await request.post(`${origin}/shop/admin/ordermade/quote`, {
    headers: { authorization: token, auth: token },
    data: { requestId: made.requestId, unitPrice: 1_234 },
  });
  expect(quoted.status()).toBe(200);

  await signIn(page, member.email);
  await opens(page, '/subscription', (p) =>
    p.getByRole('heading', { level: 3, name: subscribable!.name }),
  );
  await opens(page, `/subscription/${product.id}`, (p) =>
    p.getByRole('heading', { level: 2, name: product.name }),
  );
  await opens(page, '/subscription/ordermade', text('경로 점검 OPP 48mm'));
  await opens(page, `/subsComplete?id=${subscription.subscriptionId}`, text(product.name));
  // The member's own requests, as the server lists them, on both made-to-order pages.
  const mine = (p: Page) =>
    p.getByRole('list', { name: '내 제작 요청' }).getByText(/경로 점검 OPP 48mm · 200개/);
  await opens(page, '/ordermade', mine);
  await opens(page, '/ordermadeDetail/box', mine);
  await expect(heading1('맞춤 박스 주문제작')(page)).toBeVisible();
  await opens(page, `/ordermadeComplete?id=${made.requestId}`, text('경로 점검 OPP 48mm'));
  // 200 × 1,234 won, as the shop quoted it.
  await opens(page, `/orderFromOrdermade/${made.requestId}`, text('246,800원'));
  await opens(page, `/subsFromOrdermade/${made.requestId}`, text('1,234원'));
  await opens(page, '/estimate', heading1('대량 구매 견적 요청'));
  await expect(
    page.getByRole('combobox', { name: '상품', exact: true }).locator('option', {
      hasText: subscribable!.name,
    }),
  ).toHaveCount(1);

  const ordered = await orderFromOrdermade(member.api, made.requestId, {
    paymentMethod: 'bank',
    orderer: { name: '경로 점검', phone: '010-1234-5678' },
    recipient,
  });
  await opens(page, `/orderCompleteFromOrderMade?orderNo=${ordered.order.orderNo}`, (p) =>
    p.getByText(ordered.order.orderNo).first(),
  );
  const subscribed = await subscribeFromOrdermade(member.api, made.requestId, {
    multiple: 1,
    cycleWeeks: 8,
    paymentMethod: 'bank',
    recipient,
    agreeTerms: true,
  });
  await opens(
    page,
    `/subsCompleteFromOrderMade?id=${subscribed.subscription.subscriptionId}`,
    text('246,800원'),
  );
  expect(errors).toEqual([]);
});

/** A member with a product of this spec's own to order (orders, reviews, subscriptions in my activity). */
async function memberWithProduct(request: APIRequestContext, prefix: string) {
  return { product: await newProduct(request), member: await newMember(prefix) };
}

test('my activity, orders: lists and every order detail path', async ({ page, request }) => {
  const errors = pageErrors(page);
  const { product, member } = await memberWithProduct(request, 'routeorderlist');
  const placed = async () =>
    (
      await createOrder(member.api, {
        items: [{ optionId: product.optionId, quantity: 1 }],
        paymentMethod: 'bank',
        orderer: { name: '경로 점검', phone: '010-1234-5678' },
        recipient,
      })
    ).order.orderNo;
  const open = await placed();
  const cancelled = await placed();
  await cancelOrder(member.api, { orderNo: cancelled });
  const made = await createOrdermade(member.api, {
    kind: 'box',
    widthMm: 300,
    lengthMm: 200,
    heightMm: 150,
    material: '경로 점검 이중골',
    printColors: 0,
    quantity: 100,
    note: '',
  });
  const token = await adminToken(request, origin);
  const quoted = await request.post(`${origin}/shop/admin/ordermade/quote`, {
    headers: { authorization: token, auth: token },
    data: { requestId: made.requestId, unitPrice: 900 },
  });
  expect(quoted.status()).toBe(200);
  const madeOrder = (
    await orderFromOrdermade(member.api, made.requestId, {
      paymentMethod: 'bank',
      orderer: { name: '경로 점검', phone: '010-1234-5678' },
      recipient,
    })
  ).order.orderNo;

  await signIn(page, member.email);
  const orderHeading = (orderNo: string) => (p: Page) =>
    p.getByRole('heading', { level: 2, name: `주문번호 ${orderNo}` });
  const mine = '/my-activity/order-shipping-list';
  await opens(page, mine, (p) => p.getByTestId('my-order').getByRole('link', { name: open }));
  // The list links to the spec's detail path.
  await page.getByTestId('my-order').getByRole('link', { name: open }).click();
  await expect(page).toHaveURL(`${origin}${mine}/detail/${open}`);
  await expect(orderHeading(open)(page)).toBeVisible();
  await opens(page, `${mine}/cancel/detail/${open}`, orderHeading(open));
  await opens(page, `${mine}/ordermade/detail/box/${madeOrder}`, orderHeading(madeOrder));
  await opens(page, `${mine}/${open}`, orderHeading(open));
  await opens(page, '/my-activity/order-cancel-list', (p) =>
    p.getByTestId('my-order').getByRole('link', { name: cancelled }),
  );
  await opens(
    page,
    `/my-activity/order-cancel-list/detail/general/${cancelled}`,
    orderHeading(cancelled),
  );
  await page.goto(`${mine}/detail`);
  await expect(page.getByText('페이지를 찾을 수 없습니다')).toBeVisible();
  expect(errors).toEqual([]);
});

test('my activity, services: regular deliveries, quotations, coupons and points', async ({
  page,
  request,
}) => {
  const errors = pageErrors(page);
  const { product, member } = await memberWithProduct(request, 'routemine');
  await createOrdermade(member.api, {
    kind: 'box',
    widthMm: 300,
    lengthMm: 200,
    heightMm: 150,
    material: '경로 점검 이중골',
    printColors: 0,
    quantity: 100,
    note: '',
  });
  const subscribe = () =>
    createSubscription(member.api, {
      optionId: product.optionId,
      quantity: 2,
      print: false,
      cycleWeeks: 2,
      paymentMethod: 'bank',
      recipient,
      agreeTerms: true,
    });
  const running = await subscribe();
  const ended = await subscribe();
  await changeSubscription(member.api, ended.subscriptionId, 'cancel');
  const [coupon] = await listCouponOffers(member.api);
  await issueCoupon(member.api, coupon!.couponId);

  await signIn(page, member.email);
  const subs = '/my-activity/subs-shipping-list';
  await opens(page, subs, text(product.name));
  await opens(page, `${subs}/detail/${running.subscriptionId}`, text(product.name));
  await opens(page, `${subs}/cancel/${running.subscriptionId}`, text(product.name));
  await opens(page, `${subs}/cancel-detail/${ended.subscriptionId}`, text(product.name));
  await opens(page, '/my-activity/quotation-inquiry-history', text('경로 점검 이중골'));
  await opens(page, '/my-activity/coupon', (p) =>
    p.getByTestId('my-coupon').filter({ hasText: coupon!.name }),
  );
  await opens(page, '/my-activity/point', (p) => p.getByTestId('points-balance'));
  expect(errors).toEqual([]);
});
