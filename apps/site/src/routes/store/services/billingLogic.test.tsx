import { describe, expect, it, vi } from 'vitest';
import { billingVerdict, cycleState, openBillingWindow } from './billingLogic';

/** Card regular delivery on the site: the provider's verdict, the cycle states, the form post. */
describe('card regular delivery page logic', () => {
  it('reads the verdict the server redirects with, keeping only a short code', () => {
    expect(billingVerdict('?id=s1&billing=ok')).toEqual({ kind: 'ok' });
    expect(billingVerdict('billing=close')).toEqual({ kind: 'close' });
    expect(billingVerdict('?billing=fail&reason=APPROVAL_V802')).toEqual({
      kind: 'fail',
      reason: 'APPROVAL_V802',
    });
    // Whatever else a link carries is not shown as is.
    expect(billingVerdict('?billing=fail&reason=%3Cb%3Ehi%3C%2Fb%3E')).toEqual({
      kind: 'fail',
      reason: 'bhib',
    });
    expect(billingVerdict('?billing=fail')).toEqual({ kind: 'fail', reason: '-' });
    expect(billingVerdict('?id=s1')).toEqual({ kind: 'none' });
    expect(billingVerdict('?billing=maybe')).toEqual({ kind: 'none' });
  });

  it('names a delivery by its order’s status, or as not ordered', () => {
    expect(cycleState({ status: 'ordered', orderStatus: 'paid' })).toBe('paid');
    expect(cycleState({ status: 'ordered', orderStatus: null })).toBe('ordered');
    expect(cycleState({ status: 'failed', orderStatus: null })).toBe('failed');
  });

  it('posts the server’s signed fields to the payment window as a form', () => {
    const doc = document.implementation.createHTMLDocument('pay');
    const submit = vi
      .spyOn(HTMLFormElement.prototype, 'submit')
      .mockImplementation(function (this: HTMLFormElement) {});
    try {
      openBillingWindow(
        {
          payUrl: 'https://stdpay.example/pay',
          fields: { oid: 'BA1', acceptmethod: 'BILLAUTH(Card):centerCd(Y)', price: '23000' },
        },
        doc,
      );
      const form = doc.querySelector('form')!;
      expect(form.method).toBe('post');
      expect(form.action).toBe('https://stdpay.example/pay');
      expect(Object.fromEntries(new FormData(form))).toEqual({
        oid: 'BA1',
        acceptmethod: 'BILLAUTH(Card):centerCd(Y)',
        price: '23000',
      });
      expect(submit).toHaveBeenCalledTimes(1);
    } finally {
      submit.mockRestore();
    }
  });
});
