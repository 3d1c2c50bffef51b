import type { LoginValues, SignUpValues } from '../accounts/schemas';
import type { LoginAnswer, SessionUserProfile } from './session';

/** Values the session machine's tests share: a member's profile, form values, a success. */
export const testProfile: SessionUserProfile = {
  name: '홍길동',
  nickname: '길동',
  id: '7',
  userUuid: 'u-7',
  userProfile: null,
};

/** Sign-in values the forms' rules accept. */
export const testLogin: LoginValues = { email: 'hong@example.kr', password: 'secret1!' };

/** Sign-up values the forms' rules accept. */
export const testSignUp: SignUpValues = {
  email: 'new@example.kr',
  password: 'abc12$',
  passwordConfirm: 'abc12$',
  name: '새 회원',
  mobile: '01012345678',
  birth: '',
  gender: '',
  agreeTerms: true,
  agreePrivacy: true,
};

/** What the server answers to an accepted sign-in or sign-up. */
export const testAccepted: LoginAnswer = {
  resCode: 200,
  token: 'tok-new',
  level: 'member',
  user: testProfile,
};

/** A promise the test settles by hand, to look at the machine while a call is under way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
