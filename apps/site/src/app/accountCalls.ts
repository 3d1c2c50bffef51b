/**
 * The account calls of the session machine (`sessionActors.ts`), loaded when the machine first
 * makes one: their answers are read with zod schemas, and a guest's first page makes none, so
 * zod stays out of the site's first download. The sign-in page's easy sign-in start comes from
 * here too, for the same reason.
 */
export {
  checkToken,
  getUserInfo,
  login,
  logout,
  register,
  socialLogin,
  socialLoginStart,
} from '@tonggye/api';
