import type { CreateOrderRequest, OrderLineRequest, QuoteRequest } from '@tonggye/api';

/**
 * The order sheet's own logic, free of React: what is bought (from the cart or "buy now"), the
 * form's fields, their checks (the same rules as the server's, so a person sees them before
 * sending) and the request sent. The server still checks everything and prices everything.
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

export interface SheetForm {
  ordererName: string;
  ordererPhone: string;
  ordererEmail: string;
  sameAsOrderer: boolean;
  recipientName: string;
  recipientPhone: string;
  zipcode: string;
  address1: string;
  address2: string;
  memo: string;
  courierCode: string;
  paymentMethod: 'bank' | 'card';
  depositorName: string;
  password: string;
  passwordConfirm: string;
  agree: boolean;
}

export const emptySheet: SheetForm = {
  ordererName: '',
  ordererPhone: '',
  ordererEmail: '',
  sameAsOrderer: true,
  recipientName: '',
  recipientPhone: '',
  zipcode: '',
  address1: '',
  address2: '',
  memo: '',
  courierCode: '',
  paymentMethod: 'bank',
  depositorName: '',
  password: '',
  passwordConfirm: '',
  agree: false,
};

/** Catalogue keys (under `storeOrders.`) of what is wrong, by field. */
export type SheetErrors = Partial<Record<keyof SheetForm, string>>;

const PHONE = /^[0-9-]{9,20}$/;
const ZIPCODE = /^\d{5,6}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkSheet(form: SheetForm, guest: boolean): SheetErrors {
  const errors: SheetErrors = {};
  const required = (field: keyof SheetForm) => {
    const value = form[field];
    if (typeof value === 'string' && value.trim() === '') errors[field] = 'common.required';
  };
  required('ordererName');
  if (!PHONE.test(form.ordererPhone.trim())) errors.ordererPhone = 'sheet.phoneInvalid';
  if (form.ordererEmail.trim() !== '' && !EMAIL.test(form.ordererEmail.trim()))
    errors.ordererEmail = 'sheet.emailInvalid';
  if (!form.sameAsOrderer) {
    required('recipientName');
    if (!PHONE.test(form.recipientPhone.trim())) errors.recipientPhone = 'sheet.phoneInvalid';
  }
  if (!ZIPCODE.test(form.zipcode.trim())) errors.zipcode = 'sheet.zipcodeInvalid';
  required('address1');
  if (guest) {
    if (form.password.length < 4 || form.password.length > 20)
      errors.password = 'sheet.passwordRule';
    else if (form.password !== form.passwordConfirm)
      errors.passwordConfirm = 'sheet.passwordMismatch';
  }
  if (!form.agree) errors.agree = 'sheet.agreeRequired';
  return errors;
}

/** The order request from the form and what the quote priced (the server prices it again). */
export function orderRequest(
  form: SheetForm,
  bought: QuoteRequest,
  guest: boolean,
): CreateOrderRequest {
  const ordererName = form.ordererName.trim();
  const ordererPhone = form.ordererPhone.trim();
  return {
    ...bought,
    paymentMethod: form.paymentMethod,
    depositorName:
      form.paymentMethod === 'bank' && form.depositorName.trim() !== ''
        ? form.depositorName.trim()
        : null,
    orderer: {
      name: ordererName,
      phone: ordererPhone,
      email: form.ordererEmail.trim() === '' ? null : form.ordererEmail.trim(),
    },
    recipient: {
      name: form.sameAsOrderer ? ordererName : form.recipientName.trim(),
      phone: form.sameAsOrderer ? ordererPhone : form.recipientPhone.trim(),
      zipcode: form.zipcode.trim(),
      address1: form.address1.trim(),
      address2: form.address2.trim(),
      memo: form.memo.trim(),
    },
    courierCode: form.courierCode === '' ? null : form.courierCode,
    ...(guest ? { agreeTerms: true, agreePrivacy: true, password: form.password } : {}),
  };
}
