import { expect, test } from './fixtures';
import { PASSWORD as password, signOut, stored } from './accounts';

test('a guest is sent to sign in, signs up, logs out and signs in again to the guarded page', async ({
  page,
}) => {
  const email = `e2e${Date.now()}@example.com`;

  // The guard: no token, so /qna leads to /login with the requested location.
  await page.goto('/qna');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fqna$/);
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  const guestId = await stored(page, 'nonMemberSession');
  expect(guestId).toMatch(/^guest-\d{10}$/);

  // Sign-up: the form's rules first, then a valid account.
  await page.getByRole('main').getByRole('link', { name: '회원가입' }).click();
  await expect(page).toHaveURL(/\/register\/email$/);
  await page.getByLabel(/^이메일/).fill(email);
  await page.getByLabel(/^비밀번호(?! 확인)/).fill('abc123');
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(
    page.getByText(
      '비밀번호에 영문, 숫자, 특수문자($ @ ! % ^ & * # ? = + ( ) . -)를 하나 이상씩 넣어 주세요.',
    ),
  ).toBeVisible();
  await page.getByLabel(/^비밀번호(?! 확인)/).fill(password);
  await page.getByLabel(/^비밀번호 확인/).fill(password);
  await page.getByLabel(/^이름/).fill('홍길동');
  await page.getByLabel(/^휴대폰 번호/).fill('01012345678');
  await page.getByRole('checkbox', { name: /이용약관/ }).check();
  await page.getByRole('checkbox', { name: /개인정보/ }).check();
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL(/\/registercomplete$/);
  await expect(page.getByRole('heading', { name: '회원가입을 축하합니다' })).toBeVisible();
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  expect(await stored(page, 'token')).toBeTruthy();
  expect(await stored(page, 'nonMemberSession')).toBeNull();

  // Logout: token, account and level go; a new guest session starts.
  // (The header turns as the logout starts; storage is cleared when it ends.)
  await signOut(page);
  expect(await stored(page, 'userLevel')).toBeNull();

  // The sign-up form says at once that the address is taken.
  await page.goto('/register/email');
  await page.getByLabel(/^이메일/).fill(email);
  await page.getByLabel(/^이메일/).blur();
  await expect(
    page.getByText('이미 가입된 이메일입니다. 로그인하거나 다른 이메일을 사용해 주세요.'),
  ).toBeVisible();

  // A wrong password is refused with the server's words.
  await page.goto('/qna');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fqna$/);
  await page.getByLabel(/^이메일/).fill(email);
  await page.getByLabel(/^비밀번호/).fill('wrong1$');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('이메일 또는 비밀번호가 올바르지 않습니다.');
  expect(await stored(page, 'token')).toBeNull();

  // The right one signs in and returns to the guarded page.
  await page.getByLabel(/^비밀번호/).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/qna$/);
  await expect(page.getByRole('heading', { level: 1, name: '1:1 문의' })).toBeVisible();
  expect(await stored(page, 'token')).toBeTruthy();

  // The token survives a reload (checked with the server) and the member stays signed in.
  await page.reload();
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  await expect(page).toHaveURL(/\/qna$/);
});
