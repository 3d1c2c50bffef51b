import { expect as baseExpect, test, type Page } from './fixtures';
import { adminToken } from './admin';

/**
 * The store's catalogue and cart in Chromium against the real server and
 * its seeded catalogue: category lists and the named presets, search kept in the address,
 * product detail with options and quantity tiers, the guest cart merged into the member's on
 * sign-up, the sample box, an unknown product, and a member's wish and restock request on an
 * option the spec sold out itself. Accounts are new per run (unique e-mails); no stock number
 * another spec could change is relied on.
 */

async function signUp(page: Page, prefix: string): Promise<string> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `${prefix}${stamp}@example.com`;
  await page.goto('/register/email');
  await page.getByLabel(/^이메일/).fill(email);
  await page.getByLabel(/^비밀번호(?! 확인)/).fill('abc12$');
  await page.getByLabel(/^비밀번호 확인/).fill('abc12$');
  await page.getByLabel(/^이름/).fill('김포장');
  await page.getByLabel(/^휴대폰 번호/).fill(`016${stamp.slice(-8)}`);
  await page.getByRole('checkbox', { name: /이용약관/ }).check();
  await page.getByRole('checkbox', { name: /개인정보/ }).check();
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL(/\/registercomplete$/);
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  return email;
}

/** This shared machine is slow to load a page's chunks: give each look a little longer. */
const expect = baseExpect.configure({ timeout: 20_000 });

const SEEDED_BOXES = [
  '택배박스 A형 (골판지 3겹)',
  '이중골 튼튼 박스 (5겹)',
  '조립식 피자형 박스 (화이트)',
];

/** Every card of the list carries the today-shipping badge. */
async function expectOnlyTodayShipping(page: Page) {
  const grid = productGrid(page);
  await expect(grid.getByRole('heading', { name: '택배박스 A형 (골판지 3겹)' })).toBeVisible();
  const cards = await grid.getByRole('heading').count();
  expect(cards).toBeGreaterThanOrEqual(2);
  await expect(grid.getByText('오늘출발', { exact: true })).toHaveCount(cards);
}

function productGrid(page: Page, name = '상품 목록') {
  return page.getByRole('list', { name });
}

test('a guest browses categories, presets and search, prices options by tier, fills the cart and keeps it on sign-up', async ({
  page,
}) => {
  test.setTimeout(120_000);

  // The box category, then the today-shipping preset and the exclusive category, titled as such.
  await page.goto('/products?lCate=01');
  await expect(page.getByRole('heading', { level: 1, name: '박스' })).toBeVisible();
  await expect(page).toHaveTitle(/^박스 \|/);
  // Other specs may add boxes of their own: the seeded ones are there, no other category's.
  const boxes = productGrid(page);
  for (const name of SEEDED_BOXES)
    await expect(boxes.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(boxes.getByRole('heading', { name: /단독|테이프/ })).toHaveCount(0);

  await page.getByRole('checkbox', { name: '오늘출발 상품만 보기' }).check();
  await expect(page).toHaveURL(/\/products\?lCate=01&filterOther=2$/);
  await expect(page.getByRole('heading', { level: 1, name: '오늘출발 박스' })).toBeVisible();
  await expect(boxes.getByRole('heading', { name: '이중골 튼튼 박스 (5겹)' })).toHaveCount(0);
  await expectOnlyTodayShipping(page);
  // The preset's own address shows the same.
  await page.goto('/products?lCate=01&filterOther=2');
  await expect(page).toHaveTitle(/^오늘출발 박스 \|/);
  await expect(
    productGrid(page).getByRole('heading', { name: '이중골 튼튼 박스 (5겹)' }),
  ).toHaveCount(0);
  await expectOnlyTodayShipping(page);

  await page.goto('/products?lCate=16');
  await expect(page.getByRole('heading', { level: 1, name: '단독 상품' })).toBeVisible();
  await expect(
    productGrid(page).getByRole('heading', { name: '[단독] 크라프트 선물 박스 세트' }),
  ).toBeVisible();

  // Sorting by price is in the address too: the dearest box first.
  await page.goto('/products?lCate=01');
  await page.getByLabel('정렬').selectOption('priceDesc');
  await expect(page).toHaveURL(/sort=priceDesc/);
  // Lowest unit prices: double-wall 1,000원, pizza 490원, A type 260원.
  await expect
    .poll(async () => {
      const names = await productGrid(page).getByRole('heading').allTextContents();
      return names.filter((name) => SEEDED_BOXES.includes(name));
    })
    .toEqual([
      '이중골 튼튼 박스 (5겹)',
      '조립식 피자형 박스 (화이트)',
      '택배박스 A형 (골판지 3겹)',
    ]);

  // Search: the query lives in the address, so Back returns to the earlier results.
  await page.goto('/product-search');
  await page.getByRole('searchbox', { name: '상품 검색' }).fill('테이프');
  await page.getByRole('searchbox', { name: '상품 검색' }).press('Enter');
  await expect(page).toHaveURL(/\/product-search\?keyword=%ED%85%8C%EC%9D%B4%ED%94%84$/);
  await expect(page.getByText(/'테이프' 검색 결과 \d+개/)).toBeVisible();
  await expect(
    productGrid(page).getByRole('heading', { name: 'OPP 투명 박스테이프 48mm' }),
  ).toBeVisible();
  await expect(
    productGrid(page).getByRole('heading', { name: '로고 인쇄 박스테이프' }),
  ).toBeVisible();
  await expect(productGrid(page).getByRole('heading', { name: /택배박스/ })).toHaveCount(0);
  await page.getByRole('searchbox', { name: '상품 검색' }).fill('박스');
  await page.getByRole('searchbox', { name: '상품 검색' }).press('Enter');
  await expect(page.getByText(/'박스' 검색 결과 \d+개/)).toBeVisible();
  await page.goBack();
  await expect(page.getByText(/'테이프' 검색 결과 \d+개/)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: '상품 검색' })).toHaveValue('테이프');

  // A product: choose the 2호 size and a quantity; the unit price follows the server's tiers.
  await page.goto('/products?lCate=01');
  await productGrid(page)
    .getByRole('link', { name: /택배박스 A형/ })
    .click();
  await expect(page).toHaveURL(/\/product-detail\/prd-box-a-type$/);
  await expect(
    page.getByRole('heading', { level: 1, name: '택배박스 A형 (골판지 3겹)' }),
  ).toBeVisible();
  await page.getByRole('radio', { name: /^2호/ }).check();
  const unit = page.getByTestId('unit-price');
  const total = page.getByTestId('line-total');
  await expect(unit).toHaveText('420원');
  await expect(total).toHaveText('4,200원');
  const quantity = page.getByRole('spinbutton', { name: '수량' });
  await quantity.fill('100');
  await quantity.press('Enter');
  await expect(unit).toHaveText('380원');
  await expect(total).toHaveText('38,000원');
  await expect(page.getByRole('row', { name: /100개 이상/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.getByRole('button', { name: '수량 늘리기' }).click();
  await expect(quantity).toHaveValue('110');
  await expect(total).toHaveText('41,800원');
  // Buy now carries the choice to the order sheet's address.
  await expect(page.getByRole('button', { name: '바로 구매' })).toBeEnabled();

  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(page.getByText('장바구니에 담았습니다.')).toBeVisible();
  await page.getByRole('link', { name: '장바구니 보기' }).click();
  await expect(page).toHaveURL(/\/mycart$/);
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('택배박스 A형 (골판지 3겹)');
  await expect(line).toContainText('옵션: 2호');
  await expect(page.getByTestId('cart-items-total')).toHaveText('41,800원');
  await expect(page.getByTestId('cart-shipping')).toHaveText('3,000원');
  await expect(page.getByTestId('cart-total')).toHaveText('44,800원');

  // The stepper saves on the server: 120 units cross 50,000 won, so shipping becomes free.
  const cartQuantity = line.getByRole('spinbutton');
  await line.getByRole('button', { name: /수량 늘리기/ }).click();
  await expect(cartQuantity).toHaveValue('120');
  await expect(page.getByTestId('cart-items-total')).toHaveText('45,600원');
  await cartQuantity.fill('140');
  await cartQuantity.press('Enter');
  await expect(page.getByTestId('cart-items-total')).toHaveText('53,200원');
  await expect(page.getByTestId('cart-shipping')).toHaveText('무료');
  await page.reload();
  await expect(page.getByTestId('cart-line').getByRole('spinbutton')).toHaveValue('140');

  // Sign up: the guest's cart is now the member's.
  await signUp(page, 'shopcart');
  await page.goto('/mycart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText('옵션: 2호');
  await expect(page.getByTestId('cart-line').getByRole('spinbutton')).toHaveValue('140');
  await expect(page.getByTestId('cart-total')).toHaveText('53,200원');
  await expect(
    page.getByText('비회원 장바구니는 이 브라우저에 저장됩니다.', { exact: false }),
  ).toHaveCount(0);

  // Ordering goes to the order sheet; removing the line empties the cart.
  await page.getByRole('button', { name: /택배박스 A형 .* 삭제/ }).click();
  await expect(page.getByText('장바구니가 비어 있습니다.')).toBeVisible();
});

test('the sample box renders, an unknown product is a clear not-found page, and the store pages show the server’s data', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/product-detail/sample_box');
  await expect(page.getByRole('heading', { level: 1, name: '박스 샘플 키트' })).toBeVisible();
  await expect(page.getByTestId('unit-price')).toHaveText('3,000원');
  await expect(page.getByRole('img', { name: '박스 샘플 키트 이미지 1' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /상품 후기/ })).toBeVisible();

  await page.goto('/product-detail/no-such-product');
  await expect(page.getByText('상품을 찾을 수 없습니다', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^상품을 찾을 수 없습니다 \|/);
  await page.getByRole('link', { name: '상품 목록으로' }).click();
  await expect(page).toHaveURL(/\/products$/);
  // An unknown category says so in the server's words.
  await page.goto('/products?lCate=99');
  await expect(page.getByText('상품 분류를 찾을 수 없습니다 (lCate: 99).')).toBeVisible();

  await page.goto('/collection-product/col-starter');
  await expect(page.getByRole('heading', { level: 1, name: '처음 창업 패키지' })).toBeVisible();
  await expect(productGrid(page, '처음 창업 패키지').getByRole('heading')).toHaveCount(4);

  await page.goto('/boxtapeType');
  await expect(page.getByRole('heading', { level: 1, name: '박스테이프 종류' })).toBeVisible();
  await page.getByRole('link', { name: 'OPP 투명 상품 보기' }).click();
  await expect(page).toHaveURL(/\/product-detail\/prd-tape-opp$/);

  // The main page's recommended products, paged from 1.
  await page.goto('/');
  const recommended = page.getByRole('list', { name: '추천 상품' });
  await expect(recommended.getByRole('heading')).toHaveCount(4);
  await expect(recommended.getByRole('heading').first()).toHaveText('택배박스 A형 (골판지 3겹)');
  await page
    .getByRole('navigation', { name: '추천 상품 페이지' })
    .getByRole('button', { name: '2 페이지' })
    .click();
  await expect(recommended.getByRole('heading').first()).toHaveText(
    '[단독] 크라프트 선물 박스 세트',
  );

  // The same product in English: the server's English names, won written the English way.
  await page.goto('/product-detail/sample_box');
  await page.getByRole('combobox', { name: '언어' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Box sample kit' })).toBeVisible();
  await expect(page.getByTestId('unit-price')).toHaveText('₩3,000');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
});

test('a member wishes a product and asks for a restock notice on a sold-out option', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A product of this spec's own, with one option sold out.
  const token = await adminToken(request, baseURL ?? '');
  const created = await request.post(`${baseURL}/shop/admin/products/create`, {
    headers: { authorization: token, auth: token },
    data: {
      categoryCode: '03',
      name: `재입고 시험 완충재 ${Date.now()}`,
      nameEn: 'Restock test cushioning',
      summary: '품절 옵션이 있는 시험 상품',
      options: [
        { name: '대형', nameEn: 'Large', stock: 50, tiers: [{ minQuantity: 1, unitPrice: 2000 }] },
        { name: '소형', nameEn: 'Small', stock: 0, tiers: [{ minQuantity: 1, unitPrice: 1000 }] },
      ],
    },
  });
  const body = (await created.json()) as { dataRes: { product: { id: string; name: string } } };
  const product = body.dataRes.product;

  // A guest sees the sold-out option disabled and is offered sign-in for the notice.
  await page.goto(`/product-detail/${product.id}`);
  await expect(page.getByRole('radio', { name: /소형 \(품절\)/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /^대형/ })).toBeChecked();
  await expect(page.getByText('재입고 알림은 로그인 후 신청할 수 있습니다.')).toBeVisible();

  await signUp(page, 'shopwish');
  await page.goto(`/product-detail/${product.id}`);
  await page.getByRole('button', { name: '재입고 알림 신청' }).click();
  await expect(page.getByText('재입고 알림을 신청했습니다.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: /찜하기/ }).click();
  await expect(page.getByRole('button', { name: /찜한 상품/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/my-activity/favourite-items');
  await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  await page.goto('/my-activity/recently-product-view');
  await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
  await page.goto('/my-activity/request-stocking-notification');
  await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  await expect(page.getByText(/입고 대기 중/)).toBeVisible();
});
