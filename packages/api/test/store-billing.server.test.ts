import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInicisDouble, type InicisDouble } from '../../../apps/server/test/inicis-double';
import {
  startTestServerProcess,
  type TestServerProcess,
} from '../../../apps/server/test/server-process';
import {
  changePaymentWithBilling,
  createApiClient,
  createMemoryStorage,
  getSubscription,
  isApiError,
  register,
  startSubscriptionBilling,
  subscribeWithBilling,
  type ApiClient,
} from '../src';

/**
 * Card regular delivery calls against the real server started as its own
 * process with the seeded catalogue and card payment through the INIStdPay double.
 */
const KEY = 'store-billing-test-envelope-key';
const SITE = 'https://site.example';
let server: TestServerProcess | undefined;
let double: InicisDouble | undefined;
let baseURL = '';

beforeAll(async () => {
  double = await startInicisDouble();
  server = await startTestServerProcess({
    entry: 'start',
    name: 'api-store-billing',
    env: {
      ENVELOPE_KEY: KEY,
      INICIS_MID: double.mid,
      INICIS_SIGN_KEY: double.signKey,
      INICIS_PAY_URL: `${double.url}/pay`,
      INICIS_AUTH_HOSTS: double.host,
      INICIS_RETURN_BASE: 'http://127.0.0.1:9',
      INICIS_SITE_BASE: SITE,
      INICIS_API_KEY: double.apiKey,
      INICIS_API_URL: double.refundUrl,
      INICIS_BILLING_URL: double.billingUrl,
    },
  });
  baseURL = server.url;
}, 45_000);

afterAll(async () => {
  await server?.stop();
  await double?.close();
});

let counter = 0;
async function member(): Promise<ApiClient> {
  const client = createApiClient({ baseURL, envelopeKey: KEY, storage: createMemoryStorage() });
  counter += 1;
  const email = `billing${Date.now()}${counter}@example.com`;
  const answer = await register(client, {
    name: '박정기',
    email,
    password: 'abc12$',
    mobile: `0107${String(Date.now()).slice(-6)}${counter}`,
    birth: '1990-03-01',
    gender: 'male',
    level: 'member',
  });
  if (!answer.token) throw new Error(`sign-up refused: ${answer.message}`);
  client.session.saveLogin(answer.token, answer.level, email);
  return client;
}

const request = (paymentMethod: 'bank' | 'card') => ({
  optionId: 'prd-tape-opp-o1',
  quantity: 1,
  print: false,
  cycleWeeks: 4 as const,
  paymentMethod,
  recipient: {
    name: '박정기',
    phone: '010-2222-3333',
    zipcode: '06236',
    address1: '서울특별시 강남구 테헤란로 123',
    address2: '5층',
    memo: '',
  },
  agreeTerms: true as const,
});

/** The provider's return, posted as the payment window would; answers the redirect. */
async function registerCard(fields: Record<string, string>): Promise<string> {
  const back = await double!.pay(fields);
  const response = await fetch(`${baseURL}/shop/subscriptions/billing/feedbackFromInicis`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(back),
    redirect: 'manual',
  });
  await response.text();
  return response.headers.get('location') ?? '';
}

describe('card regular delivery calls', () => {
  it('subscribes by card with the registration form and shows only the masked card', async () => {
    const client = await member();
    const { subscription, billing } = await subscribeWithBilling(client, request('card'));
    expect(subscription.billing).toBeNull();
    expect(billing?.payUrl).toBe(`${double!.url}/pay`);
    expect(billing?.fields.acceptmethod).toContain('BILLAUTH(Card)');
    expect(await registerCard(billing!.fields)).toBe(
      `${SITE}/subsComplete?id=${subscription.subscriptionId}&billing=ok`,
    );
    const after = await getSubscription(client, subscription.subscriptionId);
    expect(after.billing?.cardMasked).toBe('9490-****-****-1234');
    expect(JSON.stringify(after)).not.toContain(double!.billKeys.at(-1)!);
  });

  it('changes bank to card through the form, and registers a new card again', async () => {
    const client = await member();
    const { subscription, billing } = await subscribeWithBilling(client, request('bank'));
    expect(billing).toBeNull();
    const changed = await changePaymentWithBilling(client, subscription.subscriptionId, 'card');
    expect(changed.subscription.paymentMethod).toBe('card');
    expect(await registerCard(changed.billing!.fields)).toContain('billing=ok');
    const again = await startSubscriptionBilling(client, subscription.subscriptionId);
    expect(again.fields.oid).not.toBe(changed.billing!.fields.oid);
    const other = await member();
    const error = await startSubscriptionBilling(other, subscription.subscriptionId).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isApiError(error) && error.code).toBe('SUBSCRIPTION_NOT_FOUND');
  });
});
