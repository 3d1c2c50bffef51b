import { describe, expect, it } from 'vitest';
import { StoreError } from '../src/store/errors';
import {
  CUSTOMER_ACTIONS,
  nextStatus,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  TRANSITIONS,
  type OrderAction,
  type OrderStatus,
} from '../src/store/state';

/**
 * The order state machine, written out again by hand: every (status, action) pair the shop may
 * take and where it leads. Anything not listed must be refused, for the shop and the buyer.
 */
const ALLOWED: [OrderStatus, OrderAction, OrderStatus][] = [
  ['ordered', 'pay', 'paid'],
  ['paid', 'prepare', 'preparing'],
  ['preparing', 'ship', 'shipped'],
  ['shipped', 'deliver', 'delivered'],
  ['ordered', 'cancel', 'cancelled'],
  ['paid', 'cancel', 'cancelled'],
  ['preparing', 'cancel', 'cancelled'],
  ['ordered', 'partial_cancel', 'ordered'],
  ['paid', 'partial_cancel', 'paid'],
  ['preparing', 'partial_cancel', 'preparing'],
  ['ordered', 'expire', 'expired'],
  ['shipped', 'refund', 'refunded'],
  ['delivered', 'refund', 'refunded'],
];

/** What the buyer may do alone: cancel (whole or part) before the shop starts preparing. */
const CUSTOMER: [OrderStatus, OrderAction][] = [
  ['ordered', 'cancel'],
  ['paid', 'cancel'],
  ['ordered', 'partial_cancel'],
  ['paid', 'partial_cancel'],
];

function refusal(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(StoreError);
    return (error as StoreError).code;
  }
}

describe('order state machine', () => {
  for (const from of ORDER_STATUSES)
    for (const action of ORDER_ACTIONS) {
      const allowed = ALLOWED.find(([f, a]) => f === from && a === action);
      const customer = CUSTOMER.some(([f, a]) => f === from && a === action);
      it(`${from} --${action}--> ${allowed ? allowed[2] : 'refused'} (buyer: ${customer ? 'may' : 'may not'})`, () => {
        if (allowed) expect(nextStatus(from, action, 'shop')).toBe(allowed[2]);
        else expect(refusal(() => nextStatus(from, action, 'shop'))).toBe('TRANSITION_NOT_ALLOWED');
        if (customer) expect(nextStatus(from, action, 'customer')).toBe(allowed?.[2]);
        else
          expect(refusal(() => nextStatus(from, action, 'customer'))).toBe(
            'TRANSITION_NOT_ALLOWED',
          );
      });
    }

  it('has exactly the listed transitions in its table', () => {
    const table = Object.entries(TRANSITIONS).flatMap(([action, moves]) =>
      Object.entries(moves).map(([from, to]) => `${from} ${action} ${to}`),
    );
    expect(table.sort()).toEqual(ALLOWED.map(([f, a, t]) => `${f} ${a} ${t}`).sort());
    const customer = Object.entries(CUSTOMER_ACTIONS).flatMap(([action, froms]) =>
      (froms ?? []).map((from) => `${from} ${action}`),
    );
    expect(customer.sort()).toEqual(CUSTOMER.map(([f, a]) => `${f} ${a}`).sort());
  });

  it('refuses an unknown status', () => {
    expect(refusal(() => nextStatus('lost', 'pay', 'shop'))).toBe('TRANSITION_NOT_ALLOWED');
  });
});
