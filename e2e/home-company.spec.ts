import { expect as baseExpect, test } from '@playwright/test';

/** Lazy chunks and four content calls on a shared, busy machine: more than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The main page, the company pages and the Open API reference
 * against the built site and the real server with its seeded content. The country look-up
 * is answered with `context.route` and every other host is aborted (nothing leaves the
 * machine); the
 * browser's clock is set with Playwright's `page.clock` for the "not today" popup.
 */

const port = Number(process.env.E2E_PORT ?? 4310);
const origin = `http://127.0.0.1:${port}`;
/** The country look-up of the landing language (`IPINFO_URL`, https://ipinfo.io/json). */
const IPINFO = /^https:\/\/ipinfo\.io\//;

test.beforeEach(async ({ context }) => {
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort('internetdisconnected'),
  );
  await context.route(IPINFO, (route) =>
    route.fulfill({
      json: { ip: '203.0.113.7', country: 'KR' },
      headers: { 'access-control-allow-origin': '*' },
    }),
  );
});

const POPUP_TITLE = '신규 가입 이벤트: 첫 달 프리미엄 분석 무료';

/** `hour` o'clock of the machine's local today (the browser's time zone); 24 is the next midnight. */
function today(hour: number) {
  const at = new Date();
  at.setHours(hour, 0, 0, 0);
  return at;
}

test('the main page shows the landing text, announcements, the top banner and the event popup', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const popup = page.getByRole('dialog', { name: POPUP_TITLE });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('img', { name: POPUP_TITLE })).toBeVisible();
  await popup.getByRole('button', { name: '닫기' }).click();
  await expect(popup).toBeHidden();

  await expect(
    page.getByRole('heading', { name: '서비스 점검 안내 (매월 첫째 주 일요일 02:00~04:00)' }),
  ).toBeVisible();
  for (const group of ['비즈니스 전문가', '의사결정자', '데이터 분석가', '연구자와 학계'])
    await expect(page.getByRole('heading', { name: group })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: '분석 바로가기' }).getByRole('link', { name: '요인분석' }),
  ).toHaveAttribute('href', '/services/anal/cause/factor');
  await expect(
    page.getByRole('link', { name: '신뢰도 분석(Cronbach α) 보고하는 법' }),
  ).toBeVisible();

  const banner = page.getByRole('region', { name: '알림 배너' });
  await expect(banner).toContainText('설문 데이터를 올리면 기술통계부터 회귀분석까지 한 번에');
  await banner.getByRole('button', { name: '배너 닫기' }).click();
  await expect(banner).toBeHidden();

  // "close" hides it for this visit only: a reload brings it back.
  await page.reload();
  await expect(page.getByRole('dialog', { name: POPUP_TITLE })).toBeVisible();
});

test('a popup dismissed for today stays hidden after a reload and returns after midnight', async ({
  page,
}) => {
  await page.clock.setFixedTime(today(20));
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: POPUP_TITLE });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
  await expect(popup).toBeHidden();

  // After a reload (and still a minute before midnight) the server still offers the popup, and
  // the page loads everything it would need to open it; it stays closed.
  for (const at of [today(20).getTime(), today(23).getTime() + 59 * 60_000]) {
    await page.clock.setFixedTime(at);
    const offered = page.waitForResponse((response) => response.url().includes('/event_popups'));
    await page.reload();
    expect(
      ((await (await offered).json()) as { dataRes: { mainEventPopups: unknown[] } }).dataRes
        .mainEventPopups,
    ).toHaveLength(1);
    await expect(page.getByText('요인분석 결과표 내보내기 기능이 추가되었습니다')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(popup).toBeHidden();
  }

  // The clock passes local midnight: the popup is back.
  await page.clock.setFixedTime(today(24).getTime() + 1_000);
  await page.reload();
  await expect(page.getByRole('dialog', { name: POPUP_TITLE })).toBeVisible();
});

test('company news loads the next page below the first', async ({ page }) => {
  await page.goto('/company/company-news');
  await expect(page.getByRole('heading', { level: 1, name: '회사 소식' })).toBeVisible();
  const list = page.getByRole('list', { name: '회사 소식 목록' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByText('전체 6개 중 4개')).toBeVisible();
  const firstTitles = await list.getByRole('heading').allTextContents();

  const answer = page.waitForResponse((response) =>
    response.url().includes('/boards/news?page=2&size=4'),
  );
  await page.getByRole('button', { name: '더 보기' }).click();
  expect((await answer).ok()).toBe(true);
  await expect(list.getByRole('listitem')).toHaveCount(6);
  const titles = await list.getByRole('heading').allTextContents();
  expect(titles.slice(0, 4)).toEqual(firstTitles);
  expect(titles.slice(4)).toEqual(['기업부설연구소 설립', '통계 서비스 정식 출시']);
  await expect(page.getByText('전체 6개를 모두 보았습니다')).toBeVisible();
  await expect(page.getByRole('button', { name: '더 보기' })).toHaveCount(0);
  await expect(list.getByRole('listitem').nth(4)).toBeFocused();
});

test('the terms of service switch version: the text and the label change', async ({ page }) => {
  await page.goto('/member/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
  const select = page.getByLabel('이용약관 버전');
  await expect(select).toHaveValue('2');
  const newest = page.getByRole('region', { name: /^v2 \d{4}\.\d{2}\.\d{2} 본문$/ });
  await expect(newest).toContainText('제3조 (데이터 보관)');
  await expect(select.locator('option')).toHaveText([
    /^v2 \d{4}\.\d{2}\.\d{2}$/,
    /^v1 \d{4}\.\d{2}\.\d{2}$/,
  ]);

  await select.selectOption('1');
  const first = page.getByRole('region', { name: /^v1 \d{4}\.\d{2}\.\d{2} 본문$/ });
  await expect(first).toBeVisible();
  await expect(first).not.toContainText('제3조');
  await expect(first).toContainText('가입 양식을 작성해 회원 가입을 신청합니다');
  await expect(page.locator('p').filter({ hasText: /^v1 \d{4}\.\d{2}\.\d{2}$/ })).toBeVisible();
  await expect(select.locator('option:checked')).toHaveText(/^v1 /);

  // The privacy statement has its own versions.
  await page
    .getByRole('navigation', { name: '회사 정보' })
    .getByRole('link', { name: '개인정보처리방침' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeVisible();
  await expect(page.getByLabel('개인정보처리방침 버전')).toHaveValue('2');
  await expect(page.getByText('소셜 로그인 식별자')).toBeVisible();
});

test('/open-api lists the server calls grouped by tag, in the chosen language', async ({
  page,
}) => {
  await page.goto('/open-api');
  await expect(page.getByRole('heading', { level: 1, name: 'Open API' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'API 키 발급은 준비 중입니다' })).toBeVisible();
  await page.getByRole('button', { name: /^사이트 콘텐츠 \(/ }).click();
  const news = page.getByRole('heading', { name: 'GET /boards/news', exact: true });
  await expect(news).toBeVisible();
  await expect(page.getByText('회사 소식 목록 (쿼리 page 1~100000, size 1~100)')).toBeVisible();
  await page.getByRole('button', { name: /^회원 \(/ }).click();
  await expect(page.getByRole('heading', { name: 'POST /user/login', exact: true })).toBeVisible();

  await page.getByLabel('언어').selectOption('en');
  await expect(page.getByRole('heading', { name: 'API keys are being prepared' })).toBeVisible();
  await expect(
    page.getByText('Company news (query page 1 to 100000, size 1 to 100)'),
  ).toBeVisible();
});

test('company and preparation pages render from the server, in both languages', async ({
  page,
}) => {
  await page.goto('/direction');
  await expect(page.getByRole('heading', { level: 1, name: '오시는 길' })).toBeVisible();
  await expect(page.getByText('서울특별시 마포구 월드컵북로 396, 12층 (상암동)')).toBeVisible();
  await expect(page.getByRole('link', { name: /지도에서 주소 보기/ })).toHaveAttribute(
    'href',
    /^https:\/\/map\.naver\.com\/p\/search\//,
  );
  await page.goto('/member/certificates-and-patents');
  await expect(
    page.getByRole('heading', { name: '설문 데이터의 요인 구조 자동 해석 방법 및 장치' }),
  ).toBeVisible();
  await page.goto('/courier-companies');
  await expect(page.getByRole('link', { name: /CJ대한통운 배송 조회 페이지/ })).toBeVisible();
  await page.goto('/coupon-offers');
  // The store's seeded offers: a visitor signs in to take one.
  await expect(page.getByText('첫 구매 3,000원 할인')).toBeVisible();
  await page.goto('/stats-data');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '통계 데이터 · 준비 중인 서비스입니다',
  );

  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: '회사 소개' })).toBeVisible();
  await expect(page.getByText('누구나 쉽게 쓰는 통계 분석')).toBeVisible();
  await page.getByLabel('언어').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Company' })).toBeVisible();
});

test('the main_center slot shows the seeded ads: pictures at their size, linked, in either language', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('dialog', { name: POPUP_TITLE })
    .getByRole('button', { name: '닫기' })
    .click();
  const ads = page.getByRole('region', { name: '광고', exact: true });
  const links = ads.getByRole('link');
  await expect(links).toHaveCount(2);
  const estimate = links.nth(0);
  // The analysis service's quotation: a Q&A of the consulting type (not the store's `/estimate`).
  await expect(estimate).toHaveAttribute('href', '/qna?category=consulting');
  await expect(estimate).toContainText('광고 논문·보고서 통계 분석 대행, 무료 견적 받기');
  await expect(links.nth(1)).toHaveAttribute('href', '/coupon-offers');
  await expect(links.nth(1)).toContainText('신규 회원 쿠폰 3종, 지금 받아 가세요');
  const picture = estimate.getByRole('img', {
    name: '통계 분석 대행 광고: 무료 견적 받기, 결과표와 해석 보고서까지',
  });
  await expect(picture).toHaveAttribute('loading', 'lazy');
  await expect(picture).toHaveAttribute('width', '960');
  await expect(picture).toHaveAttribute('height', '240');
  // The picture is served by the site and keeps the shape its width and height give.
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(960);
  const box = (await picture.boundingBox())!;
  expect(Math.abs(box.width / box.height - 4)).toBeLessThan(0.05);

  // The ad's link goes inside the site.
  await estimate.click();
  // A guest signs in first, then comes back to the request.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fqna%3Fcategory%3Dconsulting$/);
  await page.goBack();
  // Back on the main page the event popup opens again ("close" is for this view only).
  await page
    .getByRole('dialog', { name: POPUP_TITLE })
    .getByRole('button', { name: '닫기' })
    .click();

  await page.getByLabel('언어').selectOption('en');
  const english = page.getByRole('region', { name: 'Advertisements' });
  await expect(english.getByRole('link')).toHaveCount(2);
  await expect(english).toContainText(
    'Ad Statistics for your thesis or report, done for you: get a free quote',
  );
  await expect(
    english.getByRole('img', { name: 'Coupon ad: three coupons for new members' }),
  ).toHaveAttribute('src', '/images/ads/coupons.png');
  // The landing text for the four target groups, in English too.
  await expect(page.getByRole('heading', { level: 2, name: 'Made for' })).toBeVisible();
  for (const group of [
    'Business professionals',
    'Decision makers',
    'Data analysts',
    'Researchers and academics',
  ])
    await expect(page.getByRole('heading', { name: group })).toBeVisible();
});

test('load more asks for the next page (current page + 1) only after 200 ms', async ({ page }) => {
  await page.clock.install();
  await page.goto('/company/company-news');
  const list = page.getByRole('list', { name: '회사 소식 목록' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt(Date.now() + 1_000);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/boards/news?')) asked.push(request.url());
  });
  await page.getByRole('button', { name: '더 보기' }).click();
  await page.clock.runFor(199);
  // Give a request that had been sent time to reach Playwright.
  await page.waitForTimeout(300);
  expect(asked).toEqual([]);
  const answer = page.waitForResponse((response) =>
    response.url().includes('/boards/news?page=2&size=4'),
  );
  await page.clock.runFor(1);
  expect((await answer).ok()).toBe(true);
  expect(asked).toEqual([`${origin}/boards/news?page=2&size=4`]);
  await expect(list.getByRole('listitem')).toHaveCount(6);
});

test('the sales agent page and every preparation page render, with the preparation notice', async ({
  page,
}) => {
  await page.goto('/sales-agent');
  await expect(page.getByRole('heading', { level: 1, name: '판매 대리점 안내' })).toBeVisible();
  await expect(page.getByText('한빛에듀솔루션 (02-0000-0001)')).toBeVisible();

  const pages = {
    '/stats-data': '통계 데이터',
    '/stats-info': '통계 정보',
    '/services/model': '모형 분석',
    '/services/ai': 'AI 분석',
    '/services/deci': '의사결정 분석',
    '/services/etc': '기타 분석',
    '/mail': '메일 서비스',
    '/location': '위치 기반 서비스',
  };
  for (const [path, name] of Object.entries(pages)) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
      `${name} · 준비 중인 서비스입니다`,
    );
    await expect(page.getByText('더 나은 서비스로 곧 찾아뵙겠습니다.'), path).toBeVisible();
    await expect(page.getByRole('link', { name: '홈으로 돌아가기' }), path).toHaveAttribute(
      'href',
      '/',
    );
  }
  await page.getByLabel('언어').selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Location service · This service is being prepared',
  );
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(`${origin}/`);
});
