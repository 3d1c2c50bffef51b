import { z } from 'zod';

/**
 * Rules of the store's forms, the same as the server's (`apps/server/src/store/orders.ts`), so a
 * person sees them before sending; the server still checks and prices everything. Messages are
 * keys of the `storeForms` catalogue (`useFieldError` shows them in the reader's language).
 */
export const ORDER_PHONE = /^[0-9-]{9,20}$/;
export const ORDER_ZIPCODE = /^\d{5,6}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const ORDER_PASSWORD_MIN = 4;
export const ORDER_PASSWORD_MAX = 20;

const REQUIRED = 'storeForms.required';
const trimmed = z.string().trim();

/**
 * The orderer, the delivery address and the payment of an order or a regular delivery: one field
 * block (`DeliveryFields.tsx`) in the order sheet, the made-to-order order and the subscription
 * forms. A form without an orderer (a subscription) always asks the recipient's name and phone.
 */
export const deliveryShape = {
  ordererName: trimmed,
  ordererPhone: trimmed,
  ordererEmail: trimmed,
  sameAsOrderer: z.boolean(),
  recipientName: trimmed,
  recipientPhone: trimmed,
  zipcode: trimmed,
  address1: trimmed,
  address2: trimmed,
  memo: trimmed,
  /** '' for the shop's own courier. */
  courierCode: z.string(),
  paymentMethod: z.enum(['bank', 'card']),
  depositorName: trimmed,
};
export type DeliveryInput = z.input<z.ZodObject<typeof deliveryShape>>;
export type DeliveryValues = z.output<z.ZodObject<typeof deliveryShape>>;

export const emptyDelivery: DeliveryInput = {
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
};

type Fail = (field: string, message: string) => void;

/** The block's rules (the server's): with an orderer, or a recipient who names themselves. */
export function checkDelivery(form: DeliveryValues, fail: Fail, withOrderer: boolean) {
  if (withOrderer) {
    if (form.ordererName === '') fail('ordererName', REQUIRED);
    if (!ORDER_PHONE.test(form.ordererPhone)) fail('ordererPhone', 'storeForms.sheet.phoneInvalid');
    if (form.ordererEmail !== '' && !EMAIL.test(form.ordererEmail))
      fail('ordererEmail', 'storeForms.sheet.emailInvalid');
  }
  if (!withOrderer || !form.sameAsOrderer) {
    if (form.recipientName === '') fail('recipientName', REQUIRED);
    if (!ORDER_PHONE.test(form.recipientPhone))
      fail('recipientPhone', 'storeForms.sheet.phoneInvalid');
  }
  if (!ORDER_ZIPCODE.test(form.zipcode)) fail('zipcode', 'storeForms.sheet.zipcodeInvalid');
  if (form.address1 === '') fail('address1', REQUIRED);
}

/** Where a delivery goes, as the server takes it: the orderer's name and phone when the same. */
export function deliveryRecipient(form: DeliveryValues, withOrderer = true) {
  const same = withOrderer && form.sameAsOrderer;
  return {
    name: same ? form.ordererName : form.recipientName,
    phone: same ? form.ordererPhone : form.recipientPhone,
    zipcode: form.zipcode,
    address1: form.address1,
    address2: form.address2,
    memo: form.memo,
  };
}

function failOn(context: z.RefinementCtx): Fail {
  return (field, message) => context.addIssue({ code: 'custom', path: [field], message });
}

/**
 * The order sheet: the delivery block, coupon and points (members) and, for a guest, an order
 * password. Every rule is checked in one pass so that all wrong fields show at once.
 */
export function orderSheetSchema(guest: boolean) {
  return z
    .object({
      ...deliveryShape,
      /** '' for no coupon. */
      memberCouponId: z.string(),
      points: z.number().nullable(),
      password: z.string(),
      passwordConfirm: z.string(),
      agree: z.boolean(),
    })
    .superRefine((form, context) => {
      const fail = failOn(context);
      checkDelivery(form, fail, true);
      if (form.points !== null && (!Number.isSafeInteger(form.points) || form.points < 0))
        fail('points', 'storeForms.sheet.pointsInvalid');
      if (guest) {
        if (form.password.length < ORDER_PASSWORD_MIN || form.password.length > ORDER_PASSWORD_MAX)
          fail('password', 'storeForms.sheet.passwordRule');
        else if (form.password !== form.passwordConfirm)
          fail('passwordConfirm', 'storeForms.sheet.passwordMismatch');
      }
      if (!form.agree) fail('agree', 'storeForms.sheet.agreeRequired');
    });
}

export type OrderSheetInput = z.input<ReturnType<typeof orderSheetSchema>>;
export type OrderSheetValues = z.output<ReturnType<typeof orderSheetSchema>>;

export const emptyOrderSheet: OrderSheetInput = {
  ...emptyDelivery,
  memberCouponId: '',
  points: null,
  password: '',
  passwordConfirm: '',
  agree: false,
};

/** Ordering a made-to-order quotation: the delivery block with its orderer, nothing else. */
export const ordermadeOrderFormSchema = z
  .object(deliveryShape)
  .superRefine((form, context) => checkDelivery(form, failOn(context), true));
export type OrdermadeOrderFormValues = z.output<typeof ordermadeOrderFormSchema>;

/** `/orderAgreeNoMember`: both required consents of a guest order. */
export const guestConsentSchema = z.object({
  terms: z.boolean().refine((value) => value, 'storeForms.agree.termsRequired'),
  privacy: z.boolean().refine((value) => value, 'storeForms.agree.privacyRequired'),
});
export type GuestConsentValues = z.output<typeof guestConsentSchema>;

/** `/order-lookup`: a guest's order number and order password. */
export const orderLookupSchema = z.object({
  orderNo: trimmed.min(1, REQUIRED),
  password: z.string().refine((value) => value.trim() !== '', REQUIRED),
});
export type OrderLookupValues = z.output<typeof orderLookupSchema>;

/** What can be made to order and of what (the site's catalogue names them). */
export const ORDERMADE_FORM_KINDS = ['box', 'tape', 'bag', 'other'] as const;
export type OrdermadeFormKind = (typeof ORDERMADE_FORM_KINDS)[number];
export const ORDERMADE_MATERIALS = ['single', 'double', 'kraft', 'white', 'opp', 'etc'] as const;
export type OrdermadeMaterial = (typeof ORDERMADE_MATERIALS)[number];
/** Inner dimensions the server takes, in mm. */
export const ORDERMADE_MM_MIN = 10;
export const ORDERMADE_MM_MAX = 5000;
export const ORDERMADE_QUANTITY_MAX = 1_000_000;
/** Characters of the request note a person types (the server takes 2,000 with the due date). */
export const ORDERMADE_NOTE_MAX = 1900;
export const ORDERMADE_MATERIAL_OTHER_MAX = 80;

/**
 * `/ordermade`: a made-to-order request (the server's rules of `/shop/ordermade/create`): a kind,
 * optional inner dimensions of 10 to 5,000 mm, a material (a free one for "etc"), print colours
 * 0 to 8, a quantity of 1 to 1,000,000, an optional due date, a note and attachments.
 */
export const ordermadeFormSchema = z
  .object({
    kind: z.string(),
    widthMm: z.number().nullable(),
    lengthMm: z.number().nullable(),
    heightMm: z.number().nullable(),
    material: z.enum(ORDERMADE_MATERIALS),
    materialOther: trimmed,
    printColors: z.string(),
    quantity: z.number().nullable(),
    dueDate: z.string().nullable(),
    note: trimmed,
    files: z.array(z.custom<File>()),
  })
  .superRefine((form, context) => {
    const fail = (field: string, message: string) =>
      context.addIssue({ code: 'custom', path: [field], message });
    if (!(ORDERMADE_FORM_KINDS as readonly string[]).includes(form.kind)) fail('kind', REQUIRED);
    for (const field of ['widthMm', 'lengthMm', 'heightMm'] as const) {
      const value = form[field];
      if (
        value !== null &&
        (!Number.isInteger(value) || value < ORDERMADE_MM_MIN || value > ORDERMADE_MM_MAX)
      )
        fail(field, 'storeForms.ordermade.mmRange');
    }
    if (form.material === 'etc' && form.materialOther === '') fail('materialOther', REQUIRED);
    if (form.materialOther.length > ORDERMADE_MATERIAL_OTHER_MAX)
      fail('materialOther', 'storeForms.ordermade.tooLong');
    if (form.quantity === null) fail('quantity', REQUIRED);
    else if (
      !Number.isInteger(form.quantity) ||
      form.quantity < 1 ||
      form.quantity > ORDERMADE_QUANTITY_MAX
    )
      fail('quantity', 'storeForms.ordermade.invalid');
    if (form.note.length > ORDERMADE_NOTE_MAX) fail('note', 'storeForms.ordermade.tooLong');
  })
  .transform((form) => ({
    ...form,
    kind: form.kind as OrdermadeFormKind,
    printColors: Number(form.printColors),
    quantity: form.quantity ?? 0,
  }));
export type OrdermadeFormInput = z.input<typeof ordermadeFormSchema>;
export type OrdermadeFormValues = z.output<typeof ordermadeFormSchema>;

/** A volume quotation request (`/estimate`): product lines, a delivery date, who asks. */
export const ESTIMATE_MAX_LINES = 10;
export const ESTIMATE_QUANTITY_MAX = 100_000;
export const ESTIMATE_COMPANY_MAX = 100;
export const ESTIMATE_MEMO_MAX = 2000;

export const estimateFormSchema = z
  .object({
    lines: z.array(
      z.object({ productId: z.string(), optionId: z.string(), quantity: z.number().nullable() }),
    ),
    desiredOn: z.string().nullable(),
    companyName: trimmed,
    memo: trimmed,
  })
  .superRefine((form, context) => {
    const fail = (path: (string | number)[], message: string) =>
      context.addIssue({ code: 'custom', path, message });
    form.lines.forEach((line, index) => {
      if (line.optionId === '') fail(['lines', index, 'optionId'], REQUIRED);
      if (line.quantity === null) fail(['lines', index, 'quantity'], REQUIRED);
      else if (
        !Number.isInteger(line.quantity) ||
        line.quantity < 1 ||
        line.quantity > ESTIMATE_QUANTITY_MAX
      )
        fail(['lines', index, 'quantity'], 'storeForms.ordermade.invalid');
    });
    if (form.desiredOn === null) fail(['desiredOn'], REQUIRED);
    if (form.companyName === '') fail(['companyName'], REQUIRED);
    else if (form.companyName.length > ESTIMATE_COMPANY_MAX)
      fail(['companyName'], 'storeForms.ordermade.tooLong');
    if (form.memo.length > ESTIMATE_MEMO_MAX) fail(['memo'], 'storeForms.ordermade.tooLong');
  })
  .transform((form) => ({
    items: form.lines.map((line) => ({ optionId: line.optionId, quantity: line.quantity ?? 0 })),
    desiredOn: form.desiredOn ?? '',
    companyName: form.companyName,
    memo: form.memo,
  }));
export type EstimateFormInput = z.input<typeof estimateFormSchema>;
export type EstimateFormValues = z.output<typeof estimateFormSchema>;

/** One option of a product a subscription can be made of (the server's quantity rule). */
export interface SubscriptionOptionChoice {
  value: string;
  label: string;
  soldOut: boolean;
  minQuantity: number;
  quantityStep: number;
  /** What logo print adds per piece, or null where the option is not printed. */
  printUnitPrice: number | null;
}

/** What a regular delivery is of: a product's option and quantity, or a quotation's multiple. */
export type SubscriptionItem =
  | { kind: 'product'; options: readonly SubscriptionOptionChoice[] }
  | { kind: 'ordermade'; quantity: number; maxMultiple: number };

export interface SubscriptionRules {
  item: SubscriptionItem;
  /** Delivery cycles in weeks the server offers. */
  cycles: readonly number[];
  /** The first delivery's range the server takes, as YYYY-MM-DD. */
  firstDateMin: string;
  firstDateMax: string;
}

/** The most pieces of one option per delivery (the server's line limit). */
export const SUBSCRIPTION_QUANTITY_MAX = 100_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `/subscription/{from}` and `/subsFromOrdermade/{ordId}`: regular delivery with the server's rules
 * of `/shop/subscriptions/create` and `/shop/ordermade/subscribe` (an option with its least
 * quantity and step, or a multiple of the quoted quantity; a cycle; the first delivery inside the
 * range; the delivery block without an orderer; the terms agreed). The values come out as the
 * request's parts; the page sends those its call takes.
 */
export function subscriptionFormSchema(rules: SubscriptionRules) {
  return z
    .object({
      ...deliveryShape,
      optionId: z.string(),
      quantity: z.number().nullable(),
      print: z.boolean(),
      multiple: z.string(),
      cycleWeeks: z.string(),
      firstDeliveryOn: z.string().nullable(),
      agreeTerms: z.boolean(),
    })
    .superRefine((form, context) => {
      const fail = failOn(context);
      const { item } = rules;
      if (item.kind === 'product') {
        const option = item.options.find((candidate) => candidate.value === form.optionId);
        if (option === undefined) fail('optionId', REQUIRED);
        const min = option?.minQuantity ?? 1;
        const step = option?.quantityStep ?? 1;
        if (form.quantity === null) fail('quantity', REQUIRED);
        else if (
          !Number.isSafeInteger(form.quantity) ||
          form.quantity < min ||
          form.quantity > SUBSCRIPTION_QUANTITY_MAX ||
          (form.quantity - min) % step !== 0
        )
          fail('quantity', 'storeForms.subscription.quantityInvalid');
      } else {
        const multiple = Number(form.multiple);
        if (!Number.isInteger(multiple) || multiple < 1 || multiple > item.maxMultiple)
          fail('multiple', 'storeForms.ordermade.invalid');
      }
      if (!rules.cycles.includes(Number(form.cycleWeeks))) fail('cycleWeeks', REQUIRED);
      const first = form.firstDeliveryOn ?? '';
      if (first === '') fail('firstDeliveryOn', REQUIRED);
      else if (!DAY.test(first) || first < rules.firstDateMin || first > rules.firstDateMax)
        fail('firstDeliveryOn', 'storeForms.subscription.firstDateRange');
      checkDelivery(form, fail, false);
      if (!form.agreeTerms) fail('agreeTerms', 'storeForms.subscription.agreeRequired');
    })
    .transform((form) => ({
      optionId: form.optionId,
      quantity: form.quantity ?? 0,
      print: form.print,
      multiple: Number(form.multiple),
      cycleWeeks: Number(form.cycleWeeks),
      firstDeliveryOn: form.firstDeliveryOn ?? '',
      paymentMethod: form.paymentMethod,
      recipient: deliveryRecipient(form, false),
      agreeTerms: true as const,
    }));
}
export type SubscriptionFormInput = z.input<ReturnType<typeof subscriptionFormSchema>>;
export type SubscriptionFormValues = z.output<ReturnType<typeof subscriptionFormSchema>>;
