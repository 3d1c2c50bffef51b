import { expect as baseExpect, type Page } from './fixtures';
import {
  createApiClient,
  createMemoryStorage,
  DEVELOPMENT_ENVELOPE_KEY,
  login,
  register,
  type ApiClient,
  type SignUpRequest,
} from '../packages/api/src/index';

/**
 * Accounts for the end-to-end specs: members made over HTTP with the site's own API client,
 * and signing in and out on the site's screens. The server under test is the one of
 * `playwright.config.ts` unless a spec runs its own (pass its origin).
 */

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
/** The key the site is built with and the server started with. */
export const ENVELOPE_KEY = process.env.ENVELOPE_KEY || DEVELOPMENT_ENVELOPE_KEY;
/** A password the sign-up rules accept (6 to 15 characters with a letter, a digit and a sign). */
export const PASSWORD = 'abc12$';

/** The shared two-core machine is slow: a screen's chunk and answer may take a while. */
const expect = baseExpect.configure({ timeout: 15_000 });

let serial = 0;
/** An address no other test of the run uses. */
export function uniqueEmail(prefix: string): string {
  serial += 1;
  return `${prefix}${Date.now()}${serial}${Math.floor(Math.random() * 1000)}@example.com`;
}

/** The site's API client over HTTP, with storage of its own (`initial`: e.g. a guest id). */
export function apiClient(origin = E2E_ORIGIN, initial: Record<string, string> = {}): ApiClient {
  return createApiClient({
    baseURL: origin,
    envelopeKey: ENVELOPE_KEY,
    storage: createMemoryStorage(initial),
  });
}

export type NewMember = Omit<SignUpRequest, 'signupTicket'> & {
  password: string;
  /** Signed in as the new member (its storage holds the token). */
  client: ApiClient;
};

/**
 * A new member, signed up over HTTP (`prefix` names the address); the answer must be a
 * success. Every field can be given; the rest are plain defaults.
 */
export async function newMember(
  options: Partial<Omit<SignUpRequest, 'signupTicket'>> & { prefix?: string; origin?: string } = {},
): Promise<NewMember> {
  const { prefix = 'member', origin = E2E_ORIGIN, ...fields } = options;
  const request = {
    name: '테스트 회원',
    email: uniqueEmail(prefix),
    password: PASSWORD,
    mobile: '01012345678',
    birth: '',
    gender: '',
    level: 'member',
    ...fields,
  } satisfies SignUpRequest;
  const client = apiClient(origin);
  const answer = await register(client, request);
  expect(answer.resCode).toBe(200);
  client.session.saveLogin(answer.token ?? '', answer.level, request.email);
  return { ...request, client };
}

/** An API client signed in as `email` (a new login, so a token of its own). */
export async function signedInClient(
  email: string,
  { password = PASSWORD, origin = E2E_ORIGIN }: { password?: string; origin?: string } = {},
): Promise<ApiClient> {
  const client = apiClient(origin);
  const answer = await login(client, { email, password });
  expect(answer.resCode).toBe(200);
  client.session.saveLogin(answer.token ?? '', answer.level, email);
  return client;
}

/** A value of the page's local storage (`token`, `nonMemberSession`, `userLevel`…). */
export function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

const SCREEN = {
  ko: { email: /^이메일/, password: /^비밀번호/, signIn: '로그인', signOut: '로그아웃' },
  en: { email: /^E-mail/, password: /^Password/, signIn: 'Sign in', signOut: 'Sign out' },
} as const;

/**
 * Signs in on `/login` (or on the login form already shown, with `goto: false`) and waits for
 * the header's sign-out button.
 */
export async function signIn(
  page: Page,
  email: string,
  {
    password = PASSWORD,
    goto = true,
    remember = false,
    language = 'ko',
  }: { password?: string; goto?: boolean; remember?: boolean; language?: 'ko' | 'en' } = {},
): Promise<void> {
  const screen = SCREEN[language];
  if (goto) await page.goto('/login');
  await page.getByLabel(screen.email).fill(email);
  await page.getByLabel(screen.password).fill(password);
  if (remember) await page.getByRole('checkbox', { name: '아이디(이메일) 저장' }).check();
  await page.getByRole('button', { name: screen.signIn, exact: true }).click();
  await expect(page.getByRole('button', { name: screen.signOut })).toBeVisible();
}

/**
 * Signs out from the header and waits until the stored session is a new guest's (the header
 * changes as the logout starts; storage is cleared when it ends).
 */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
  await expect.poll(() => stored(page, 'token')).toBeNull();
  await expect.poll(() => stored(page, 'nonMemberSession')).toMatch(/^guest-\d{10}$/);
}

/** Signs up on `/register/email` with a new address; the member is signed in afterwards. */
export async function signUpOnScreen(
  page: Page,
  {
    email = uniqueEmail('screen'),
    password = PASSWORD,
    name = '홍길동',
    mobile = `011${String(Date.now()).slice(-8)}`,
  }: { email?: string; password?: string; name?: string; mobile?: string } = {},
): Promise<string> {
  await page.goto('/register/email');
  await page.getByLabel(/^이메일/).fill(email);
  await page.getByLabel(/^비밀번호(?! 확인)/).fill(password);
  await page.getByLabel(/^비밀번호 확인/).fill(password);
  await page.getByLabel(/^이름/).fill(name);
  await page.getByLabel(/^휴대폰 번호/).fill(mobile);
  await page.getByRole('checkbox', { name: /이용약관/ }).check();
  await page.getByRole('checkbox', { name: /개인정보/ }).check();
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL(/\/registercomplete$/);
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  return email;
}
