/** The pages of `/member/{id}` (the company pages); any other id is not found. */
export const MEMBER_PAGE_IDS = [
  'certificates-and-patents',
  'terms-of-service',
  'privacy-statement',
] as const;
export type MemberPageId = (typeof MEMBER_PAGE_IDS)[number];
