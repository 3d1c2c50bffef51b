import { DatabaseSync } from 'node:sqlite';
import { resolve } from 'node:path';
import {
  createNoticeComment,
  createOrdermadeQna,
  createQna,
  deleteNoticeComment,
  listNoticeComments,
  type ApiClient,
} from '../packages/api/src/index';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { newMember as newAccount, signedInClient, signIn as signInOnScreen } from './accounts';

// Pages load lazily from the built site; on the shared two-core machine a first load under
// other builds and tests takes longer than Playwright's 5 s default.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The service centre in Chromium against the built site and the real server:
 * the notice list's cached tab, page and scroll coming back after a notice, notice comments,
 * the FAQ search, and the guarded one-to-one Q&A with an attachment.
 *
 * The seed has three notices in 'update'; twelve more are written through the administration
 * API (`/admin/service/notices/create`) by a member made administrator in the e2e server's
 * SQLite file, so that tab has two pages of ten.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const origin = `http://127.0.0.1:${port}`;

/** A new member, created over HTTP with the site's own API client; returns the e-mail. */
async function newMember(prefix: string): Promise<string> {
  return (await newAccount({ prefix, name: '고객 센터' })).email;
}

/** A client signed in as `email`. */
const signedIn = (email: string): Promise<ApiClient> => signedInClient(email);

/** Makes a member an administrator in the e2e server's own database, as an operator would. */
function makeAdmin(email: string) {
  const db = new DatabaseSync(resolve(`test-results/e2e-data-${port}/app.sqlite`));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    expect(db.prepare("UPDATE users SET level = 'admin' WHERE email = ?").run(email).changes).toBe(
      1,
    );
  } finally {
    db.close();
  }
}

/** Signs in on the login form the page shows (the guard's, with its way back). */
const signIn = (page: Page, email: string) => signInOnScreen(page, email, { goto: false });

const IPINFO = /^https:\/\/ipinfo\.io\//;

// Nothing leaves the machine: the country look-up is answered, any other host is aborted.
// (By hand: e2e/fixtures.ts's automatic fixture is named like Playwright's own `offline`
// option and fails to register on this Playwright version.)
test.beforeEach(async ({ context }) => {
  await context.route(
    (url) => url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:',
    (route) => route.abort('internetdisconnected'),
  );
  await context.route(IPINFO, (route) =>
    route.fulfill({
      json: { ip: '203.0.113.7', country: 'KR' },
      headers: { 'access-control-allow-origin': '*' },
    }),
  );
});

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test.beforeAll(async ({ request }) => {
  const email = await newMember('notice-admin');
  makeAdmin(email);
  const token = (await signedIn(email)).session.getToken() ?? '';
  for (let n = 1; n <= 12; n++) {
    const answer = await request.post('/admin/service/notices/create', {
      headers: { authorization: token, auth: token },
      data: {
        categoryId: 'update',
        title: `업데이트 소식 ${String(n).padStart(2, '0')}`,
        content: `<p>업데이트 소식 ${n}번의 내용입니다.</p>`,
      },
    });
    expect(answer.status()).toBe(200);
  }
});

test('notice list: a notice on page 2 of another tab, then Back and the back link restore tab, page and scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 560 });
  await page.goto('/notice');
  await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
  const tab = page.getByRole('tab', { name: '업데이트' });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: '2 페이지' }).click();
  await expect(page.getByRole('button', { name: '2 페이지' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const list = page.getByRole('list', { name: '공지사항 목록' });
  const links = list.getByRole('link');
  await expect(links).toHaveCount(5);
  const last = links.last();
  const title = (await last.textContent()) ?? '';
  await last.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 120));
  const y = await scrollY(page);
  expect(y).toBeGreaterThan(100);
  await last.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/notice\/[^/]+$/);

  // The browser's Back: the same tab, page, rows and scroll position.
  await page.goBack();
  await expect(page.getByRole('tab', { name: '업데이트' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('button', { name: '2 페이지' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(list.getByRole('link', { name: title })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(y);

  // The page's own back link does the same.
  await list.getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: '목록으로' }).click();
  await expect(page).toHaveURL(`${origin}/notice`);
  await expect(page.getByRole('tab', { name: '업데이트' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('button', { name: '2 페이지' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect.poll(() => scrollY(page)).toBe(y);

  // Another tab starts again at page 1, at the top.
  await page.getByRole('tab', { name: '이벤트' }).click();
  await expect(page.getByRole('button', { name: '2 페이지' })).toHaveCount(0);
  await expect.poll(() => scrollY(page)).toBe(0);

  // Leaving the notice area resets the cache: back on /notice, the first tab shows.
  await page.getByRole('tab', { name: '업데이트' }).click();
  await page.getByRole('button', { name: '2 페이지' }).click();
  // In-app navigation (the router follows pushState + popstate), so the UI state stays loaded.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/faq');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState(null, '', '/notice');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('tab', { name: '전체' })).toHaveAttribute('aria-selected', 'true');
});

test('notice comments: a guest is asked to sign in; a member writes one and deletes it', async ({
  page,
}) => {
  const email = await newMember('commenter');
  await page.goto('/notice/seed-notice-06');
  await expect(
    page.getByRole('heading', { level: 1, name: '신규 회원 분석 이용권 증정 이벤트' }),
  ).toBeVisible();
  await expect(page.getByText('댓글은 회원만 쓸 수 있습니다.')).toBeVisible();
  await page.getByRole('link', { name: '로그인하고 댓글 쓰기' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fnotice%2Fseed-notice-06$/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/notice\/seed-notice-06$/);

  // An empty comment is refused before any call; a real one appears as the member's own.
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page.getByText('댓글 내용을 입력해 주세요.')).toBeVisible();
  const text = `공지 댓글 ${Date.now()}`;
  await page.getByLabel('댓글 쓰기', { exact: true }).fill(text);
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page.getByText('댓글을 등록했습니다.')).toBeVisible();
  const comments = page.getByRole('list', { name: '댓글' });
  const mine = comments.getByRole('listitem').filter({ hasText: text });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('내 댓글')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '댓글 1' })).toBeVisible();
  await expect(page.getByLabel('댓글 쓰기', { exact: true })).toHaveValue('');

  await mine.getByRole('button', { name: /삭제/ }).click();
  const dialog = page.getByRole('alertdialog', { name: '댓글을 삭제할까요?' });
  await dialog.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('댓글을 삭제했습니다.')).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: '댓글 0' })).toBeVisible();

  // A failed delete shows its own error: the comment went elsewhere (another device) meanwhile.
  const second = `두 번째 댓글 ${Date.now()}`;
  await page.getByLabel('댓글 쓰기', { exact: true }).fill(second);
  await page.getByRole('button', { name: '등록' }).click();
  const row = comments.getByRole('listitem').filter({ hasText: second });
  await expect(row).toBeVisible();
  const elsewhere = await signedIn(email);
  const listed = await listNoticeComments(elsewhere, {
    noticeId: 'seed-notice-06',
    page: 1,
    size: 50,
  });
  const gone = listed.items.find((comment) => comment.contents.includes(second));
  expect(gone).toBeDefined();
  await deleteNoticeComment(elsewhere, gone?.id ?? '');
  await row.getByRole('button', { name: /삭제/ }).click();
  await dialog.getByRole('button', { name: '삭제' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '댓글을 삭제하지 못했습니다' }),
  ).toBeVisible();
  await expect(page.getByText(/댓글을 찾을 수 없습니다/)).toBeVisible();
  await expect(page.getByText(second)).toHaveCount(0);
});

test('FAQ: categories in tabs and a search that finds a seeded entry', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeVisible();
  await page.getByRole('tab', { name: '데이터 업로드' }).click();
  await expect(
    page.getByRole('button', { name: '어떤 파일 형식을 올릴 수 있나요?' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '비밀번호를 잊어버렸어요.' })).toHaveCount(0);

  const search = page.getByRole('search', { name: '자주 묻는 질문 검색' });
  await search.getByRole('searchbox').fill('비밀번호');
  await search.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.getByRole('heading', { name: /'비밀번호' 검색 결과 \d+건/ })).toBeVisible();
  const question = page.getByRole('button', { name: '비밀번호를 잊어버렸어요.' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/가입한 이메일로 인증번호를 받아/)).toBeVisible();

  await search.getByRole('searchbox').fill('없는낱말zzz');
  await search.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.getByText('검색 결과가 없습니다.')).toBeVisible();
});

/** The smallest PNG (1x1). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('Q&A (guarded): sign in first, ask with an attachment, the answer area waits; the server refuses a fake file in both languages', async ({
  page,
}) => {
  const email = await newMember('asker');
  await page.goto('/qna');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fqna$/);
  await signIn(page, email);
  await expect(page).toHaveURL(`${origin}/qna`);
  await expect(page.getByRole('heading', { level: 1, name: '1:1 문의' })).toBeVisible();
  await expect(page.getByText('아직 남긴 문의가 없습니다.')).toBeVisible();

  const title = `첨부 문의 ${Date.now()}`;
  await page.getByLabel(/^문의 유형/).selectOption({ label: '이용 문의' });
  await page.getByLabel(/^제목/).fill(title);
  await page.getByLabel(/^문의 내용/).fill('화면을 첨부합니다.\n확인 부탁드립니다.');
  await page
    .getByLabel('첨부 파일 파일 선택')
    .setInputFiles({ name: '화면.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('list', { name: '첨부 파일' })).toContainText('화면.png');
  await page.getByRole('button', { name: '문의 등록' }).click();
  await expect(page.getByText('문의를 등록했습니다.')).toBeVisible();
  // The form is empty again after the question went.
  await expect(page.getByLabel(/^제목/)).toHaveValue('');
  await expect(page.getByLabel(/^문의 내용/)).toHaveValue('');
  await expect(page.getByRole('list', { name: '첨부 파일' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: '내 문의 목록' })).toContainText(title);

  await page.getByRole('link', { name: '등록한 문의 보기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const answer = page.getByRole('region', { name: '답변' });
  await expect(answer).toContainText('답변 대기');
  await expect(answer).toContainText('답변을 기다리고 있습니다.');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '화면.png 내려받기' }).click();
  expect((await download).suggestedFilename()).toBe('화면.png');

  // Back on the form: empty, and a file whose content is not what its name says is refused.
  await page.getByRole('link', { name: '문의 목록으로' }).click();
  await expect(page.getByText('문의를 등록했습니다.')).toHaveCount(0);
  await expect(page.getByLabel(/^제목/)).toHaveValue('');
  await page.getByLabel(/^문의 유형/).selectOption({ label: '기타' });
  await page.getByLabel(/^제목/).fill('가짜 그림');
  await page.getByLabel(/^문의 내용/).fill('내용');
  await page.getByLabel('첨부 파일 파일 선택').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('MZ not really a picture'),
  });
  await page.getByRole('button', { name: '문의 등록' }).click();
  await expect(page.getByText(/첨부할 수 없는 파일입니다 \(fake\.png\)/)).toBeVisible();
  await page.getByLabel('언어').selectOption('en');
  await expect(page.getByText(/cannot be attached \(fake\.png\)/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'One-to-one questions' })).toBeVisible();
});

test('estimate Q&A (guarded): the member reads their quotation thread; another id is the server not-found', async ({
  page,
}) => {
  const email = await newMember('estimate');
  const api = await signedIn(email);
  const asked = await createOrdermadeQna(api, {
    contents: '로고 인쇄 박스 견적 부탁드립니다.',
    name: '고객 센터',
    email,
    phone: '010-1234-5678',
    productName: '인쇄 박스',
    quantity: 500,
  });
  await page.goto(`/estimateQna/${asked.id}`);
  await signIn(page, email);
  await expect(page).toHaveURL(new RegExp(`/estimateQna/${asked.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: '견적·주문제작 문의' })).toBeVisible();
  await expect(page.getByText('인쇄 박스', { exact: true })).toBeVisible();
  await expect(page.getByText('로고 인쇄 박스 견적 부탁드립니다.')).toBeVisible();
  await expect(page.getByRole('region', { name: '답변' })).toContainText('답변 대기');

  await page.goto('/estimateQna/00000000-0000-4000-8000-000000000000');
  await expect(
    page.getByText('문의를 찾을 수 없습니다. 삭제되었거나 내가 쓴 문의가 아닙니다.'),
  ).toBeVisible();
});

test('service-centre hub, customer service and a standalone page', async ({ page }) => {
  const email = await newMember('hub');
  await page.goto('/service-center');
  await expect(page.getByRole('heading', { level: 1, name: '고객센터' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '자주 묻는 질문' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '공지사항' })).toBeVisible();
  await expect(page.getByRole('link', { name: '1:1 문의하기' })).toBeVisible();
  // Contacts need no sign-in; the Q&A form does.
  await page.getByRole('link', { name: '상담 안내 자세히 보기' }).click();
  await expect(page).toHaveURL(`${origin}/customerService`);
  await expect(page.getByRole('heading', { level: 1, name: '고객 상담 안내' })).toBeVisible();
  await page.getByRole('link', { name: '1:1 문의 남기기' }).click();
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: '1:1 문의' })).toBeVisible();

  await page.goto('/standalone/guide-t-test');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('안내');
  await page.goto('/standalone/no-such-page');
  await expect(page.getByText('페이지를 찾을 수 없습니다')).toBeVisible();
});

test('notice comments page by ten, and a new comment shows on the last page', async ({ page }) => {
  const email = await newMember('pager');
  const api = await signedIn(email);
  const stamp = Date.now();
  const written: string[] = [];
  for (let n = 1; n <= 11; n++) {
    const text = `페이지 댓글 ${stamp} ${String(n).padStart(2, '0')}`;
    await createNoticeComment(api, { noticeId: 'seed-notice-05', contents: text });
    written.push(text);
  }
  await page.goto('/login');
  await signIn(page, email);
  await page.goto('/notice/seed-notice-05');
  await expect(page.getByRole('heading', { level: 2, name: '댓글 11' })).toBeVisible();
  const rows = page.getByRole('list', { name: '댓글' }).getByRole('listitem');
  await expect(rows).toHaveCount(10);
  const pages = page.getByRole('navigation', { name: '댓글 페이지 이동' });
  await expect(pages.getByRole('button', { name: '1 페이지' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const first = await rows.allTextContents();
  await pages.getByRole('button', { name: '2 페이지' }).click();
  await expect(rows).toHaveCount(1);
  const second = await rows.allTextContents();
  // Every comment once, across the two pages.
  for (const text of written)
    expect(
      [...first, ...second].filter((row) => row.includes(text)),
      text,
    ).toHaveLength(1);

  await pages.getByRole('button', { name: '1 페이지' }).click();
  await expect(rows).toHaveCount(10);
  const newest = `페이지 댓글 ${stamp} 12`;
  await page.getByLabel('댓글 쓰기', { exact: true }).fill(newest);
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '댓글 12' })).toBeVisible();
  await expect(pages.getByRole('button', { name: '2 페이지' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: newest })).toBeVisible();
});

test('Q&A detail shows the answer once an administrator has written it', async ({
  page,
  request,
}) => {
  const email = await newMember('answered');
  const asked = await createQna(await signedIn(email), {
    categoryId: 'etc',
    title: `답변 확인 ${Date.now()}`,
    contents: '답변이 보이는지 확인합니다.',
  });
  const adminEmail = await newMember('qna-admin');
  makeAdmin(adminEmail);
  const token = (await signedIn(adminEmail)).session.getToken() ?? '';
  const answered = await request.post('/admin/service/qna/answer', {
    headers: { authorization: token, auth: token },
    data: { id: asked.id, answer: '<p>확인했습니다. <strong>답변드립니다.</strong></p>' },
  });
  expect(answered.status()).toBe(200);

  await page.goto(`/qna/${asked.id}`);
  await signIn(page, email);
  await expect(page).toHaveURL(new RegExp(`/qna/${asked.id}$`));
  const answer = page.getByRole('region', { name: '답변' });
  await expect(answer).toContainText('확인했습니다. 답변드립니다.');
  await expect(answer.locator('strong')).toHaveText('답변드립니다.');
  await expect(answer).toContainText(/답변일 /);
  await expect(answer).not.toContainText('답변을 기다리고 있습니다.');
  await expect(page.getByText('답변 완료').first()).toBeVisible();
});
