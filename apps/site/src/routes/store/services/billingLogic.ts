import type { BillingForm } from '@tonggye/api';
import { postToPaymentWindow } from '../orders/parts';

/**
 * The pure parts of card regular delivery on the site (`BillingParts.tsx`): the card
 * registration form posted to the payment window as INIStdPay expects (the fields come signed
 * from the server), the provider's verdict read back from the query, a delivery's state.
 */
export function openBillingWindow(form: BillingForm, doc: Document = document) {
  postToPaymentWindow(form, doc);
}

export type BillingVerdict =
  { kind: 'ok' } | { kind: 'close' } | { kind: 'fail'; reason: string } | { kind: 'none' };

/** The server's `billing=ok|fail|close&reason=…` from a page's query (a short code only). */
export function billingVerdict(search: string): BillingVerdict {
  const query = new URLSearchParams(search);
  const result = query.get('billing');
  if (result === 'ok' || result === 'close') return { kind: result };
  if (result !== 'fail') return { kind: 'none' };
  const reason = (query.get('reason') ?? '').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 40);
  return { kind: 'fail', reason: reason || '-' };
}

/** A delivery's state for the member: not ordered, or its order's status. */
export function cycleState(cycle: { status: string; orderStatus?: string | null }): string {
  return cycle.status === 'failed' ? 'failed' : (cycle.orderStatus ?? 'ordered');
}
