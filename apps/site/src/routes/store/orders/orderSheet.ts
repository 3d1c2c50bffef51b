import type { CreateOrderRequest, OrderLineRequest, QuoteRequest } from '@tonggye/api';
import type { OrderSheetValues } from '@tonggye/analysis-forms';

/**
 * The order sheet's own logic, free of React: what is bought (from the cart or "buy now") and
 * the request sent. The form's fields and their checks are `OrderSheetForm` and
 * `orderSheetSchema` of @tonggye/analysis-forms. The server still checks and prices everything.
 */

/** `/order/direct?product=…&option=…&quantity=…[&print=1]`: the one line bought now, or null. */
export function directLine(search: string): OrderLineRequest | null {
  const query = new URLSearchParams(search);
  const optionId = query.get('option')?.trim() ?? '';
  const quantity = Number(query.get('quantity') ?? '1');
  if (optionId === '' || !Number.isSafeInteger(quantity) || quantity < 1) return null;
  const print = query.get('print');
  return { optionId, quantity, print: print === '1' || print === 'true' };
}

/** The order request from the form and what the quote priced (the server prices it again). */
export function orderRequest(
  form: OrderSheetValues,
  bought: QuoteRequest,
  guest: boolean,
): CreateOrderRequest {
  return {
    ...bought,
    paymentMethod: form.paymentMethod,
    depositorName:
      form.paymentMethod === 'bank' && form.depositorName !== '' ? form.depositorName : null,
    orderer: {
      name: form.ordererName,
      phone: form.ordererPhone,
      email: form.ordererEmail === '' ? null : form.ordererEmail,
    },
    recipient: {
      name: form.sameAsOrderer ? form.ordererName : form.recipientName,
      phone: form.sameAsOrderer ? form.ordererPhone : form.recipientPhone,
      zipcode: form.zipcode,
      address1: form.address1,
      address2: form.address2,
      memo: form.memo,
    },
    courierCode: form.courierCode === '' ? null : form.courierCode,
    ...(guest ? { agreeTerms: true, agreePrivacy: true, password: form.password } : {}),
  };
}
