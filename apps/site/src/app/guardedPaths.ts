/**
 * Screens that need a member (a guest is sent to sign in): my activity, Q&A and the service-centre
 * screens that write under the member's name (the individual Q&A form, quotation Q&A).
 * Community, notice, customer service contacts and analysis screens stay open to guests
 * (guests may run analyses).
 */
export const memberOnlyPaths = [
  '/my-activity',
  '/my-activity/*',
  '/qna',
  '/qna/*',
  '/estimateQna/:id',
] as const;

/** The guarded service-centre screens, routed in App.tsx behind the guard. */
export const serviceCentreMemberPaths: readonly string[] = ['/qna', '/qna/:id', '/estimateQna/:id'];

/** The guarded screens not built yet: the preparation placeholder, behind the guard. */
export const memberOnlyPlaceholderPaths = memberOnlyPaths.filter(
  (path) =>
    !path.startsWith('/my-activity') &&
    !serviceCentreMemberPaths.includes(path) &&
    path !== '/qna/*',
);
