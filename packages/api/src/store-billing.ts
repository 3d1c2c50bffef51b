import { z } from 'zod';
import { accountResponseSchema } from './accounts';
import type { ApiClient, CallOptions } from './client';
import { ApiError, clientError } from './errors';
import {
  subscriptionSchema,
  type ServicePaymentMethod,
  type Subscription,
  type SubscriptionRequest,
} from './store-services';

/**
 * Card regular delivery (the server's `store/billing.ts`): a card subscription
 * registers its card in KG Inicis's payment window (BILLAUTH) and each delivery's order is then
 * charged automatically. The server prepares the signed form (`BillingForm`); the browser posts
 * it to `payUrl` and the provider sends the buyer back through the server to the site
 * (`/subsComplete?id=…&billing=ok|fail` or the subscription's detail). The billing key itself
 * never reaches the browser; a subscription shows only `billing.cardMasked`.
 */
export const STORE_BILLING_PATHS = {
  subscriptionCreate: '/shop/subscriptions/create',
  subscriptionPayment: '/shop/subscriptions/payment-method',
  billingStart: '/shop/subscriptions/billing/start',
} as const;

export const billingFormSchema = z.looseObject({
  payUrl: z.string(),
  fields: z.record(z.string(), z.string()),
});
/** The fields to post to the payment window (never built in the browser). */
export type BillingForm = z.infer<typeof billingFormSchema>;

const withBilling = z.looseObject({
  subscription: subscriptionSchema,
  billing: billingFormSchema.nullish(),
});
export interface SubscriptionWithBilling {
  subscription: Subscription;
  /** The card registration form (card subscriptions with card payment on), else null. */
  billing: BillingForm | null;
}

async function call<S extends z.ZodType>(
  client: ApiClient,
  path: string,
  body: Record<string, unknown>,
  schema: S,
  options?: CallOptions,
): Promise<z.output<S>> {
  const answer = await client.plain(path, { method: 'POST', body }, accountResponseSchema, options);
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

/** Subscribes; a card subscription also answers the card registration form. */
export async function subscribeWithBilling(
  client: ApiClient,
  request: SubscriptionRequest,
  options?: CallOptions,
): Promise<SubscriptionWithBilling> {
  const data = await call(
    client,
    STORE_BILLING_PATHS.subscriptionCreate,
    { ...request },
    withBilling,
    options,
  );
  return { subscription: data.subscription, billing: data.billing ?? null };
}

/** Changes the payment method; a change to card also answers the card registration form. */
export async function changePaymentWithBilling(
  client: ApiClient,
  subscriptionId: string,
  paymentMethod: ServicePaymentMethod,
  options?: CallOptions,
): Promise<SubscriptionWithBilling> {
  const data = await call(
    client,
    STORE_BILLING_PATHS.subscriptionPayment,
    { subscriptionId, paymentMethod },
    withBilling,
    options,
  );
  return { subscription: data.subscription, billing: data.billing ?? null };
}

/** The card registration form again (a new card, or after a refusal). */
export async function startSubscriptionBilling(
  client: ApiClient,
  subscriptionId: string,
  options?: CallOptions,
): Promise<BillingForm> {
  const data = await call(
    client,
    STORE_BILLING_PATHS.billingStart,
    { subscriptionId },
    z.looseObject({ billing: billingFormSchema }),
    options,
  );
  return data.billing;
}
