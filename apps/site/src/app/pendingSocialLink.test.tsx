import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetPendingSocialLink,
  PENDING_SOCIAL_LINK_KEY,
  pendingLinkOf,
  readPendingSocialLink,
  rememberPendingSocialLink,
} from './pendingSocialLink';

const snsInfo = { provider: 'kakao', providerId: 'k-1', email: 'member@example.com', name: null };

afterEach(() => sessionStorage.clear());

describe('pendingLinkOf', () => {
  it('takes the provider, ticket and e-mail of a -99 answer', () => {
    expect(pendingLinkOf(-99, { linkTicket: 'tk', snsInfo })).toEqual({
      provider: 'kakao',
      linkTicket: 'tk',
      email: 'member@example.com',
    });
  });

  it('offers nothing for another answer, a missing ticket or an unknown provider', () => {
    expect(pendingLinkOf(2, { linkTicket: 'tk', snsInfo })).toBeNull();
    expect(pendingLinkOf(null, null)).toBeNull();
    expect(pendingLinkOf(-99, { linkTicket: null, snsInfo })).toBeNull();
    expect(pendingLinkOf(-99, { linkTicket: 'tk', snsInfo: { provider: 'line' } })).toBeNull();
    expect(pendingLinkOf(-99, { linkTicket: 'tk', snsInfo: null })).toBeNull();
  });
});

describe('the pending link in the tab', () => {
  it('is kept, read back and forgotten', () => {
    rememberPendingSocialLink({ provider: 'naver', linkTicket: 'tk', email: null });
    expect(readPendingSocialLink()).toEqual({ provider: 'naver', linkTicket: 'tk', email: null });
    forgetPendingSocialLink();
    expect(readPendingSocialLink()).toBeNull();
  });

  it('ignores damaged or foreign content without failing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sessionStorage.setItem(PENDING_SOCIAL_LINK_KEY, '{not json');
    expect(readPendingSocialLink()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    sessionStorage.setItem(PENDING_SOCIAL_LINK_KEY, JSON.stringify({ provider: 'kakao' }));
    expect(readPendingSocialLink()).toBeNull();
    sessionStorage.setItem(PENDING_SOCIAL_LINK_KEY, 'null');
    expect(readPendingSocialLink()).toBeNull();
    warn.mockRestore();
  });
});
