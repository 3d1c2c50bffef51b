import { z } from 'zod';
import { accountResponseSchema, type AccountResponse } from './accounts';
import type { ApiClient, CallOptions } from './client';
import { ApiError, clientError } from './errors';
import {
  getPolicy,
  getPolicyVersions,
  type PolicyContent,
  type PolicyVersionItem,
} from './site-content';

/**
 * The store's services (the server's `store/subscriptions.ts` and
 * `store/ordermade.ts`): regular delivery (subscriptions with a cycle of 1, 2, 4 or 8 weeks,
 * skipped, paused, resumed, cancelled, the payment method changed), the subscription terms
 * with their versions (the company's versioned policies), made-to-order requests quoted by the
 * shop and ordered at the quoted price, and the products a subscription can be made of. Plain
 * JSON `POST`s under `/shop` answered `{ resCode: 200, dataRes }`; a failure throws an
 * `ApiError` with the server's code and both languages.
 */
export const STORE_SERVICES_PATHS = {
  products: '/shop/products',
  product: (id: string) => `/shop/products/${encodeURIComponent(id)}`,
  subscriptionCreate: '/shop/subscriptions/create',
  subscriptionList: '/shop/subscriptions/list',
  subscriptionDetail: '/shop/subscriptions/detail',
  subscriptionAction: (action: SubscriptionAction) => `/shop/subscriptions/${action}`,
  subscriptionPayment: '/shop/subscriptions/payment-method',
  ordermadeCreate: '/shop/ordermade/create',
  ordermadeList: '/shop/ordermade/list',
  ordermadeDetail: '/shop/ordermade/detail',
  ordermadeCancel: '/shop/ordermade/cancel',
  ordermadeOrder: '/shop/ordermade/order',
  ordermadeSubscribe: '/shop/ordermade/subscribe',
  ordermadeFiles: '/shop/ordermade/files',
  adminOrdermadeList: '/shop/admin/ordermade/list',
  adminOrdermadeQuote: '/shop/admin/ordermade/quote',
  estimateCreate: '/shop/estimate/create',
  estimateList: '/shop/estimate/list',
  estimateDetail: '/shop/estimate/detail',
  adminEstimateAnswer: '/shop/admin/estimates/answer',
} as const;

/** Delivery cycles in weeks the server offers. */
export const SUBSCRIPTION_CYCLES = [1, 2, 4, 8] as const;
export type SubscriptionCycle = (typeof SUBSCRIPTION_CYCLES)[number];
/** Days the shop needs before a delivery: the earliest first delivery is today (Korea) + 2. */
export const SUBSCRIPTION_LEAD_DAYS = 2;
/** The first delivery can be chosen up to 60 days ahead. */
export const SUBSCRIPTION_MAX_START_DAYS = 60;
export const SUBSCRIPTION_ACTIONS = ['skip', 'pause', 'resume', 'cancel'] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];
export const SERVICE_PAYMENT_METHODS = ['bank', 'card'] as const;
export type ServicePaymentMethod = (typeof SERVICE_PAYMENT_METHODS)[number];
/** Made-to-order kinds the server takes. */
export const ORDERMADE_KINDS = ['box', 'tape', 'bag', 'other'] as const;
export type OrdermadeKind = (typeof ORDERMADE_KINDS)[number];

/** Server-side error codes used as messages by the request schemas below (the site maps them). */
const REQUIRED = 'REQUIRED';
const INVALID = 'VALIDATION_FAILED';

const line = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min, min > 0 ? REQUIRED : INVALID)
    .max(max, `TEXT_TOO_LONG:${max}`);
const phone = z
  .string()
  .trim()
  .regex(/^[0-9-]{9,20}$/, 'MOBILE_INVALID');
const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, INVALID);

/** A delivery address as the server takes it. */
export const serviceRecipientSchema = z.object({
  name: line(50),
  phone,
  zipcode: z
    .string()
    .trim()
    .regex(/^\d{5,6}$/, 'ZIPCODE_INVALID'),
  address1: line(200),
  address2: line(200, 0),
  memo: line(200, 0),
});
export type ServiceRecipient = z.infer<typeof serviceRecipientSchema>;

/** What `/shop/subscriptions/create` takes (checked here before sending, the server again). */
export const subscriptionRequestSchema = z.object({
  optionId: z.string().min(1, REQUIRED),
  quantity: z.number(INVALID).int(INVALID).min(1, INVALID).max(100_000, INVALID),
  print: z.boolean(),
  cycleWeeks: z.union(SUBSCRIPTION_CYCLES.map((weeks) => z.literal(weeks))),
  firstDeliveryOn: dateText.optional(),
  paymentMethod: z.enum(SERVICE_PAYMENT_METHODS),
  recipient: serviceRecipientSchema,
  agreeTerms: z.literal(true, 'TERMS_REQUIRED'),
});
export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;

const deliverySchema = z.looseObject({
  itemsTotal: z.number(),
  shippingFee: z.number(),
  total: z.number(),
});

export const subscriptionSchema = z.looseObject({
  subscriptionId: z.string(),
  status: z.enum(['active', 'paused', 'cancelled']),
  /** Null for regular delivery of a made-to-order product (`ordermadeRequestId`). */
  optionId: z.string().nullable(),
  /** Made-to-order: the quoted request delivered and the quoted unit price each cycle is charged. */
  ordermadeRequestId: z.string().nullish(),
  unitPrice: z.number().nullish(),
  productName: z.string().nullable(),
  optionName: z.string().nullable(),
  quantity: z.number(),
  print: z.boolean(),
  cycleWeeks: z.number(),
  /** YYYY-MM-DD; null once cancelled. */
  nextDeliveryOn: z.string().nullable(),
  paymentMethod: z.enum(SERVICE_PAYMENT_METHODS),
  recipient: z.record(z.string(), z.string()),
  termsVersion: z.number().nullable(),
  /** What one delivery costs at today's prices; null when the option is no longer sold. */
  delivery: deliverySchema.nullable(),
  /** The card each cycle is charged to automatically (masked; `store-billing.ts`), or null. */
  billing: z
    .looseObject({ cardMasked: z.string(), cardCode: z.string().nullish(), issuedAt: z.string() })
    .nullish(),
  /** The order made for each delivery date, newest first. */
  cycles: z
    .array(
      z.looseObject({
        deliveryOn: z.string(),
        status: z.string(),
        reason: z.string().nullish(),
        orderNo: z.string().nullish(),
        orderStatus: z.string().nullish(),
      }),
    )
    .nullish(),
  createdAt: z.string(),
  history: z.array(
    z.looseObject({ action: z.string(), from: z.string(), to: z.string(), at: z.string() }),
  ),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
const oneSubscription = z.looseObject({ subscription: subscriptionSchema });

/** What `/shop/ordermade/create` takes. Dimensions are inner sizes in mm (10…5000). */
const mm = z.number(INVALID).int(INVALID).min(10, 'MM_RANGE').max(5000, 'MM_RANGE').nullable();
export const ordermadeRequestSchema = z.object({
  kind: z.enum(ORDERMADE_KINDS, REQUIRED),
  widthMm: mm,
  lengthMm: mm,
  heightMm: mm,
  material: line(100),
  printColors: z.number(INVALID).int(INVALID).min(0, INVALID).max(8, INVALID),
  quantity: z.number(INVALID).int(INVALID).min(1, INVALID).max(1_000_000, INVALID),
  note: line(2000, 0),
});
export type OrdermadeCreateRequest = z.infer<typeof ordermadeRequestSchema>;

export const ordermadeSchema = z.looseObject({
  requestId: z.string(),
  kind: z.string(),
  widthMm: z.number().nullable(),
  lengthMm: z.number().nullable(),
  heightMm: z.number().nullable(),
  material: z.string(),
  printColors: z.number(),
  quantity: z.number(),
  note: z.string(),
  status: z.enum(['requested', 'quoted', 'ordered', 'cancelled']),
  quote: z
    .looseObject({
      unitPrice: z.number(),
      itemsTotal: z.number(),
      note: z.string(),
      validUntil: z.string().nullable(),
      /** Regular delivery may take up to this many times the quantity per delivery. */
      maxMultiple: z.number().optional(),
    })
    .nullable(),
  /** The order made from the quotation, once ordered. */
  orderNo: z.string().nullable(),
  /** The regular delivery the quotation was taken up as (`/subsFromOrdermade`), if so. */
  subscriptionId: z.string().nullish(),
  /** Drawings and images the member added (`/shop/ordermade/files`). */
  files: z
    .array(
      z.looseObject({
        fileId: z.string(),
        fileName: z.string(),
        contentType: z.string(),
        sizeBytes: z.number(),
        url: z.string(),
      }),
    )
    .optional(),
  createdAt: z.string(),
});
export type Ordermade = z.infer<typeof ordermadeSchema>;
const oneOrdermade = z.looseObject({ request: ordermadeSchema });

/** Who orders from a quotation, where it goes, and how it is paid. */
export const ordermadeOrderRequestSchema = z.object({
  paymentMethod: z.enum(SERVICE_PAYMENT_METHODS),
  depositorName: line(50, 0).optional(),
  orderer: z.object({
    name: line(50),
    phone,
    email: z.email('EMAIL_INVALID').max(200).optional(),
  }),
  recipient: serviceRecipientSchema,
});
export type OrdermadeOrderRequest = z.infer<typeof ordermadeOrderRequestSchema>;

/**
 * What `/shop/ordermade/subscribe` takes: regular delivery of a quoted request. The price and the
 * quantity come from the quotation on the server; `multiple` asks for deliveries of that many
 * times the quoted quantity (up to the quotation's `maxMultiple`).
 */
export const ordermadeSubscribeRequestSchema = z.object({
  multiple: z.number(INVALID).int(INVALID).min(1, INVALID).max(100, INVALID),
  cycleWeeks: z.union(SUBSCRIPTION_CYCLES.map((weeks) => z.literal(weeks))),
  firstDeliveryOn: dateText.optional(),
  paymentMethod: z.enum(SERVICE_PAYMENT_METHODS),
  recipient: serviceRecipientSchema,
  agreeTerms: z.literal(true, 'TERMS_REQUIRED'),
});
export type OrdermadeSubscribeRequest = z.infer<typeof ordermadeSubscribeRequestSchema>;

const orderSchema = z.looseObject({
  orderNo: z.string(),
  status: z.string(),
  statusLabel: z.string().optional(),
  statusLabelEn: z.string().optional(),
  paymentMethod: z.enum(SERVICE_PAYMENT_METHODS),
  bankAccount: z.looseObject({}).nullable().optional(),
  itemsTotal: z.number(),
  shippingFee: z.number(),
  total: z.number(),
  items: z.array(
    z.looseObject({
      productName: z.string(),
      optionName: z.string(),
      quantity: z.number(),
      unitPrice: z.number(),
      lineTotal: z.number(),
    }),
  ),
});
/** An order made from a quotation, with what the payment needs next (bank account or card form). */
export interface OrdermadeOrder {
  order: z.infer<typeof orderSchema>;
  payment: Record<string, unknown>;
}

const productCardSchema = z.looseObject({
  id: z.string(),
  alias: z.string().nullish(),
  name: z.string(),
  nameEn: z.string().nullish(),
  summary: z.string().nullish(),
  listPrice: z.number(),
  isSample: z.boolean(),
  imageUrl: z.string(),
});
export type ServiceProductCard = z.infer<typeof productCardSchema>;
const productPageSchema = z.looseObject({
  items: z.array(productCardSchema),
  totalCount: z.number(),
  totalPage: z.number(),
  currentPage: z.number(),
});
const productDetailSchema = productCardSchema.extend({
  options: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      nameEn: z.string().nullish(),
      minQuantity: z.number(),
      quantityStep: z.number(),
      soldOut: z.boolean(),
      printAvailable: z.boolean(),
      printUnitPrice: z.number().nullable(),
      priceTiers: z.array(z.looseObject({ minQuantity: z.number(), unitPrice: z.number() })),
    }),
  ),
});
export type ServiceProduct = z.infer<typeof productDetailSchema>;

/** The answer's data when `resCode` is 200, else an `ApiError` with the server's code and words. */
function checked<S extends z.ZodType>(answer: AccountResponse, schema: S): z.output<S> {
  if (answer.resCode !== 200) {
    const fallback = clientError('SERVER_ERROR', answer, answer.resCode);
    const code = (answer as { code?: unknown }).code;
    throw new ApiError({
      status: answer.resCode,
      code: typeof code === 'string' ? code : String(answer.resCode),
      message: answer.message ?? fallback.message,
      messageEn: answer.messageEn ?? answer.message ?? fallback.messageEn,
    });
  }
  const parsed = schema.safeParse(answer.dataRes ?? {});
  if (!parsed.success) throw clientError('INVALID_RESPONSE', parsed.error, answer.resCode);
  return parsed.data;
}

async function call<S extends z.ZodType>(
  client: ApiClient,
  path: string,
  body: Record<string, unknown> | null,
  schema: S,
  options?: CallOptions,
): Promise<z.output<S>> {
  const answer = await client.plain(
    path,
    body === null ? { method: 'GET' } : { method: 'POST', body },
    accountResponseSchema,
    options,
  );
  return checked(answer, schema);
}

/** The products a subscription can be made of (samples excluded), one page. */
export async function listSubscribableProducts(
  client: ApiClient,
  request: { page?: number; size?: number } = {},
  options?: CallOptions,
): Promise<ServiceProductCard[]> {
  const query = new URLSearchParams({
    page: String(request.page ?? 1),
    size: String(request.size ?? 50),
    sort: 'popular',
  });
  const data = await call(
    client,
    `${STORE_SERVICES_PATHS.products}?${query.toString()}`,
    null,
    productPageSchema,
    options,
  );
  return data.items.filter((item) => !item.isSample);
}

/** One product with its options and price tiers (id or alias). */
export async function getServiceProduct(
  client: ApiClient,
  id: string,
  options?: CallOptions,
): Promise<ServiceProduct> {
  const data = await call(
    client,
    STORE_SERVICES_PATHS.product(id),
    null,
    z.looseObject({ product: productDetailSchema }),
    options,
  );
  return data.product;
}

/** The unit price of a quantity from an option's tiers (the highest tier reached). */
export function tierUnitPrice(
  tiers: readonly { minQuantity: number; unitPrice: number }[],
  quantity: number,
): number | null {
  let price: number | null = null;
  for (const tier of [...tiers].sort((a, b) => a.minQuantity - b.minQuantity))
    if (quantity >= tier.minQuantity) price = tier.unitPrice;
  return price ?? tiers[0]?.unitPrice ?? null;
}

/** Every published version of the subscription terms, newest first. */
export function getSubscriptionTermsVersions(
  client: ApiClient,
  options?: CallOptions,
): Promise<PolicyVersionItem[]> {
  return getPolicyVersions(client, 'subscription', options);
}

/** One version of the subscription terms with its text; the newest without `version`. */
export function getSubscriptionTerms(
  client: ApiClient,
  request: { version?: number } = {},
  options?: CallOptions,
): Promise<PolicyContent> {
  return getPolicy(client, 'subscription', request, options);
}

export async function createSubscription(
  client: ApiClient,
  request: SubscriptionRequest,
  options?: CallOptions,
): Promise<Subscription> {
  const data = await call(
    client,
    STORE_SERVICES_PATHS.subscriptionCreate,
    { ...request },
    oneSubscription,
    options,
  );
  return data.subscription;
}

/** The member's subscriptions, newest first: all, the running ones, or the cancelled ones. */
export async function listSubscriptions(
  client: ApiClient,
  request: { view?: 'all' | 'active' | 'cancel' } = {},
  options?: CallOptions,
): Promise<Subscription[]> {
  const data = await call(
    client,
    STORE_SERVICES_PATHS.subscriptionList,
    { view: request.view ?? 'all' },
    z.looseObject({ subscriptions: z.array(subscriptionSchema) }),
    options,
  );
  return data.subscriptions;
}

export async function getSubscription(
  client: ApiClient,
  subscriptionId: string,
  options?: CallOptions,
): Promise<Subscription> {
  const data = await call(
    client,
    STORE_SERVICES_PATHS.subscriptionDetail,
    { subscriptionId },
    oneSubscription,
    options,
  );
  return data.subscription;
}

/**
 * Skip (the next date moves one cycle on), pause, resume (the next date moves to the first
 * cycle date that can still be prepared) or cancel; answers the subscription after the change.
 */
export async function changeSubscription(
  client: ApiClient,
  subscriptionId: string,
  action: SubscriptionAction,
  options?: CallOptions,
): Promise<Subscription> {
  const data = await call(
    client,
    STORE_SERVICES_PATHS.subscriptionAction(action),
    { subscriptionId },
    oneSubscription,
    options,
  );
  return data.subscription;
}

export async function changeSubscriptionPayment(
  client: ApiClient,
  subscriptionId: string,
  paymentMethod: ServicePaymentMethod,
  options?: CallOptions,
): Promise<Subscription> {
  const data = await call(
    client,
    STORE_SERVICES_PATHS.subscriptionPayment,
    { subscriptionId, paymentMethod },
    oneSubscription,
    options,
  );
  return data.subscription;
}

/** A made-to-order request (files are not taken by the server yet). */
export async function createOrdermade(
  client: ApiClient,
  request: OrdermadeCreateRequest,
  options?: CallOptions,
): Promise<Ordermade> {
  const data = await call(
    client,
    STORE_SERVICES_PATHS.ordermadeCreate,
    { ...request },
    oneOrdermade,
    options,
  );
  return data.request;
}

/** What the server takes as a made-to-order drawing: PDF (Illustrator's PDF-compatible AI), PNG, JPEG. */
export const ORDERMADE_FILE_EXTENSIONS = ['.pdf', '.ai', '.png', '.jpg', '.jpeg'] as const;
/** At most five files of 10 MB each per request, added while it waits for a quote. */
export const ORDERMADE_FILE_MAX_FILES = 5;
export const ORDERMADE_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Adds drawings or images to a request that waits for its quotation (all or none are kept). */
export async function uploadOrdermadeFiles(
  client: ApiClient,
  requestId: string,
  files: readonly File[],
  options?: CallOptions,
): Promise<Ordermade> {
  const form = new FormData();
  form.set('requestId', requestId);
  for (const file of files) form.append('files', file, file.name);
  const answer = await client.plain(
    STORE_SERVICES_PATHS.ordermadeFiles,
    { method: 'POST', body: form },
    accountResponseSchema,
    options,
  );
  return checked(answer, oneOrdermade).request;
}

/** The member's made-to-order requests with their quotations, newest first. */
export async function listOrdermade(
  client: ApiClient,
  options?: CallOptions,
): Promise<Ordermade[]> {
  const data = await call(
    client,
    STORE_SERVICES_PATHS.ordermadeList,
    {},
    z.looseObject({ requests: z.array(ordermadeSchema) }),
    options,
  );
  return data.requests;
}

export async function getOrdermade(
  client: ApiClient,
  requestId: string,
  options?: CallOptions,
): Promise<Ordermade> {
  const data = await call(
    client,
    STORE_SERVICES_PATHS.ordermadeDetail,
    { requestId },
    oneOrdermade,
    options,
  );
  return data.request;
}

/** Withdraws a request that is not ordered yet. */
export async function cancelOrdermade(
  client: ApiClient,
  requestId: string,
  options?: CallOptions,
): Promise<Ordermade> {
  const data = await call(
    client,
    STORE_SERVICES_PATHS.ordermadeCancel,
    { requestId },
    oneOrdermade,
    options,
  );
  return data.request;
}

/** Orders a quoted request at the quoted price (the server takes the amounts from the quote). */
export async function orderFromOrdermade(
  client: ApiClient,
  requestId: string,
  request: OrdermadeOrderRequest,
  options?: CallOptions,
): Promise<OrdermadeOrder> {
  return call(
    client,
    STORE_SERVICES_PATHS.ordermadeOrder,
    { requestId, ...request },
    z.looseObject({ order: orderSchema, payment: z.record(z.string(), z.unknown()) }),
    options,
  );
}

/**
 * Takes a quoted request up as regular delivery at the quoted price; answers the subscription
 * and the request (now 'ordered', with `subscriptionId`).
 */
export async function subscribeFromOrdermade(
  client: ApiClient,
  requestId: string,
  request: OrdermadeSubscribeRequest,
  options?: CallOptions,
): Promise<{ subscription: Subscription; request: Ordermade }> {
  return call(
    client,
    STORE_SERVICES_PATHS.ordermadeSubscribe,
    { requestId, ...request },
    z.looseObject({ subscription: subscriptionSchema, request: ordermadeSchema }),
    options,
  );
}

/** Administration: every request, or those of one status. */
export async function adminListOrdermade(
  client: ApiClient,
  request: { status?: Ordermade['status'] } = {},
  options?: CallOptions,
): Promise<Ordermade[]> {
  const data = await call(
    client,
    STORE_SERVICES_PATHS.adminOrdermadeList,
    { ...request },
    z.looseObject({ requests: z.array(ordermadeSchema) }),
    options,
  );
  return data.requests;
}

/** Administration: quotes (or re-quotes) a unit price valid for some days (default 14). */
export async function adminQuoteOrdermade(
  client: ApiClient,
  request: {
    requestId: string;
    unitPrice: number;
    note?: string;
    validDays?: number;
    /** Regular delivery may take up to this many times the quantity (default 1). */
    maxMultiple?: number;
  },
  options?: CallOptions,
): Promise<Ordermade> {
  const data = await call(
    client,
    STORE_SERVICES_PATHS.adminOrdermadeQuote,
    { ...request },
    oneOrdermade,
    options,
  );
  return data.request;
}

/** A volume quotation request for catalogue options (`/estimate`). */
export const estimateRequestSchema = z.object({
  items: z
    .array(
      z.object({
        optionId: z.string().min(1, REQUIRED),
        quantity: z.number(INVALID).int(INVALID).min(1, INVALID).max(100_000, INVALID),
      }),
    )
    .min(1, REQUIRED)
    .max(50, INVALID),
  desiredOn: dateText,
  companyName: line(100),
  memo: line(2000, 0),
});
export type EstimateRequest = z.infer<typeof estimateRequestSchema>;

const estimateSchema = z.looseObject({
  estimateId: z.string(),
  status: z.enum(['requested', 'answered']),
  statusLabel: z.string(),
  statusLabelEn: z.string(),
  companyName: z.string(),
  desiredOn: z.string(),
  memo: z.string(),
  items: z.array(
    z.looseObject({
      itemId: z.string(),
      productId: z.string(),
      optionId: z.string(),
      productName: z.string(),
      optionName: z.string(),
      quantity: z.number(),
      listUnitPrice: z.number(),
      listLineTotal: z.number(),
      quotedUnitPrice: z.number().nullable(),
      quotedLineTotal: z.number().nullable(),
    }),
  ),
  listTotal: z.number(),
  quotedTotal: z.number().nullable(),
  answer: z
    .looseObject({
      note: z.string(),
      validUntil: z.string().nullable(),
      answeredAt: z.string().nullable(),
      expired: z.boolean(),
    })
    .nullable(),
  createdAt: z.string(),
});
export type Estimate = z.infer<typeof estimateSchema>;
const estimateListItemSchema = z.looseObject({
  estimateId: z.string(),
  status: z.enum(['requested', 'answered']),
  statusLabel: z.string(),
  statusLabelEn: z.string(),
  companyName: z.string(),
  desiredOn: z.string(),
  validUntil: z.string().nullable(),
  answeredAt: z.string().nullable(),
  firstItemName: z.string(),
  lineCount: z.number(),
  createdAt: z.string(),
});
export type EstimateListItem = z.infer<typeof estimateListItemSchema>;
const estimatePageSchema = z.looseObject({
  items: z.array(estimateListItemSchema),
  totalCount: z.number(),
  totalPage: z.number(),
  currentPage: z.number(),
});
export type EstimateListPage = z.infer<typeof estimatePageSchema>;
const oneEstimate = z.looseObject({ estimate: estimateSchema });

/** Asks the shop for volume prices of catalogue options (members). */
export async function createEstimate(
  client: ApiClient,
  request: EstimateRequest,
  options?: CallOptions,
): Promise<Estimate> {
  const data = await call(
    client,
    STORE_SERVICES_PATHS.estimateCreate,
    { ...request },
    oneEstimate,
    options,
  );
  return data.estimate;
}

/** The member's volume quotations, newest first, one page (from 1). */
export function listEstimates(
  client: ApiClient,
  request: { page?: number; size?: number; status?: Estimate['status'] } = {},
  options?: CallOptions,
): Promise<EstimateListPage> {
  return call(
    client,
    STORE_SERVICES_PATHS.estimateList,
    {
      page: request.page ?? 1,
      size: request.size ?? 10,
      ...(request.status ? { status: request.status } : {}),
    },
    estimatePageSchema,
    options,
  );
}

/** One quotation with its lines and, once answered, the quoted prices. */
export async function getEstimate(
  client: ApiClient,
  estimateId: string,
  options?: CallOptions,
): Promise<Estimate> {
  const data = await call(
    client,
    STORE_SERVICES_PATHS.estimateDetail,
    { estimateId },
    oneEstimate,
    options,
  );
  return data.estimate;
}

/** Administration: a unit price for every line and the date the prices hold through. */
export async function adminAnswerEstimate(
  client: ApiClient,
  request: {
    estimateId: string;
    items: { itemId: string; unitPrice: number }[];
    validUntil: string;
    note?: string;
  },
  options?: CallOptions,
): Promise<Estimate> {
  const data = await call(
    client,
    STORE_SERVICES_PATHS.adminEstimateAnswer,
    { ...request },
    oneEstimate,
    options,
  );
  return data.estimate;
}

/** Korea's date (UTC+9) of an instant, YYYY-MM-DD. */
export function koreanDate(at: Date): string {
  return new Date(at.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** YYYY-MM-DD plus some days. */
export function addDaysTo(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
