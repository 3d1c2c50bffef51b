/**
 * The social sign-in providers of the server, in a module of their own: the site's first
 * download names them (the session and the -99 link memory) without the account calls' schemas.
 */
export const SOCIAL_PROVIDERS = ['kakao', 'naver', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
