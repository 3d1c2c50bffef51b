import { SOCIAL_PROVIDERS, type SocialProvider } from '@tonggye/api';

/** Where to return after a social sign-in (the guard's redirect), kept across the provider's pages. */
const RETURN_KEY = 'socialReturnTo';

export function isSocialProvider(value: string | undefined): value is SocialProvider {
  return SOCIAL_PROVIDERS.some((provider) => provider === value);
}

export function rememberSocialReturn(path: string): void {
  try {
    sessionStorage.setItem(RETURN_KEY, path);
  } catch {
    // Storage blocked: the visitor lands on the home page instead.
  }
}

/** The remembered path, once (it is removed as it is read). */
export function takeSocialReturn(): string | null {
  try {
    const value = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
    return value;
  } catch {
    return null;
  }
}
