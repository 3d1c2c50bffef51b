import { describe, expect, it } from 'vitest';
import { myOrderDetailPath, orderNoOfSubPath } from './myOrderPaths';

/** The my-activity order sub-paths, split after the list's own segment. */
const of = (path: string) => orderNoOfSubPath(path.split('/'));

describe('orderNoOfSubPath', () => {
  it('is undefined for the list itself', () => {
    expect(of('')).toBeUndefined();
    expect(orderNoOfSubPath([])).toBeUndefined();
  });

  it('reads the order number of every detail path the spec names', () => {
    expect(of('detail/20261124000123')).toBe('20261124000123');
    expect(of('cancel/detail/20261124000123')).toBe('20261124000123');
    expect(of('ordermade/detail/box/20261124000123')).toBe('20261124000123');
    expect(of('detail/general/20261124000123')).toBe('20261124000123');
    // The short form of earlier links.
    expect(of('20261124000123')).toBe('20261124000123');
    expect(of('A%2FB')).toBe('A/B');
  });

  it('is null for a path that names no order', () => {
    for (const path of [
      'detail',
      'cancel',
      'cancel/detail',
      'ordermade',
      'ordermade/detail/box',
      'cancel/20261124000123',
      'detail/a/b/c',
      'unknown/20261124000123',
    ])
      expect(of(path), path).toBeNull();
  });

  it('round-trips the addresses the lists link to', () => {
    for (const list of ['order-shipping-list', 'order-cancel-list'] as const) {
      const path = myOrderDetailPath(list, '2026 11/24');
      expect(path.startsWith(`/my-activity/${list}/detail/`)).toBe(true);
      expect(orderNoOfSubPath(path.split('/').slice(3))).toBe('2026 11/24');
    }
  });
});
