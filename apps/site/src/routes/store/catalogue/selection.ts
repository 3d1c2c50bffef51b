import {
  unitPriceForQuantity,
  type Cart,
  type ProductDetail,
  type ProductOption,
} from '@tonggye/api';

/** The most units of one option on one line (the server's `MAX_LINE_QUANTITY`). */
export const MAX_LINE_QUANTITY = 100_000;

/** What the visitor has chosen on a product page. */
export interface Selection {
  optionId: string;
  quantity: number;
  print: boolean;
}

/** The price of a selection from the server's tiers, shown while choosing (the server prices again). */
export interface SelectionPrice {
  unitPrice: number;
  printUnitPrice: number;
  total: number;
  /** Index into `option.priceTiers` of the tier that applies. */
  tierIndex: number;
}

/** The first option that can be ordered (else the first), at its minimum quantity, unprinted. */
export function initialSelection(product: ProductDetail): Selection | null {
  const option = product.options.find((entry) => !entry.soldOut) ?? product.options[0];
  if (!option) return null;
  return { optionId: option.id, quantity: option.minQuantity, print: false };
}

/** The largest quantity on the option's step grid not above its stock and the line limit. */
export function maxQuantityFor(option: ProductOption): number {
  const cap = Math.min(option.stock, MAX_LINE_QUANTITY);
  if (cap < option.minQuantity) return option.minQuantity;
  return (
    option.minQuantity +
    Math.floor((cap - option.minQuantity) / option.quantityStep) * option.quantityStep
  );
}

/** Moves to another option: the quantity kept when it fits the option's rules, else its minimum. */
export function chooseOption(selection: Selection, option: ProductOption): Selection {
  const fits =
    selection.quantity >= option.minQuantity &&
    selection.quantity <= maxQuantityFor(option) &&
    (selection.quantity - option.minQuantity) % option.quantityStep === 0;
  return {
    optionId: option.id,
    quantity: fits ? selection.quantity : option.minQuantity,
    print: selection.print && option.printAvailable,
  };
}

export function priceSelection(option: ProductOption, selection: Selection): SelectionPrice | null {
  const unitPrice = unitPriceForQuantity(option.priceTiers, selection.quantity);
  if (unitPrice === null) return null;
  const printUnitPrice =
    selection.print && option.printUnitPrice !== null ? option.printUnitPrice : 0;
  let tierIndex = 0;
  option.priceTiers.forEach((tier, index) => {
    if (tier.minQuantity <= selection.quantity) tierIndex = index;
  });
  return {
    unitPrice,
    printUnitPrice,
    total: selection.quantity * (unitPrice + printUnitPrice),
    tierIndex,
  };
}

/**
 * "바로 구매": the order sheet for one line, `/order/direct?product=…&option=…&quantity=…`
 * (`&print=1` when printing is chosen); the order pages read these and the server prices them.
 */
export function directOrderPath(product: { id: string }, selection: Selection): string {
  const params = new URLSearchParams({
    product: product.id,
    option: selection.optionId,
    quantity: String(selection.quantity),
  });
  if (selection.print) params.set('print', '1');
  return `/order/direct?${params.toString()}`;
}

/**
 * Where "주문하기" goes: `/ordersheet` for every orderable line, `/ordersheet?items=…` (cart item
 * ids, comma separated) when the visitor picked only some of them.
 */
export function orderSheetPath(cart: Cart, selected: ReadonlySet<string>): string {
  const available = cart.items.filter((item) => item.available).map((item) => item.itemId);
  const chosen = available.filter((id) => selected.has(id));
  if (chosen.length === available.length) return '/ordersheet';
  return `/ordersheet?${new URLSearchParams({ items: chosen.join(',') }).toString()}`;
}
