/**
 * The order detail sub-paths of my activity: `order-shipping-list` has
 * `detail/{ordId}`, `cancel/detail/{ordId}` and the made-to-order `ordermade/detail/{type}/{ordId}`;
 * `order-cancel-list` has `detail/{type}/{ordId}`. The short `{ordId}` of earlier links stays valid.
 */

/** The order number a sub-path below the list names; `undefined` for the list itself, null for no known path. */
export function orderNoOfSubPath(segments: readonly string[]): string | null | undefined {
  const parts = segments.filter((part) => part !== '');
  if (parts.length === 0) return undefined;
  const last = decodeURIComponent(parts[parts.length - 1] ?? '');
  const known =
    // {ordId}
    (parts.length === 1 && !['detail', 'cancel', 'ordermade'].includes(last)) ||
    // detail/{ordId}, detail/{type}/{ordId}
    (parts[0] === 'detail' && (parts.length === 2 || parts.length === 3)) ||
    // cancel/detail/{ordId}
    (parts[0] === 'cancel' && parts[1] === 'detail' && parts.length === 3) ||
    // ordermade/detail/{type}/{ordId}
    (parts[0] === 'ordermade' && parts[1] === 'detail' && parts.length === 4);
  return known && last !== '' ? last : null;
}

/** The address of an order's detail below one of the two lists (the spec's `detail/{ordId}`). */
export function myOrderDetailPath(
  list: 'order-shipping-list' | 'order-cancel-list',
  orderNo: string,
): string {
  return `/my-activity/${list}/detail/${encodeURIComponent(orderNo)}`;
}
