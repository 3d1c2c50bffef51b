/**
 * Settings of the store. Read from the environment by `loadStoreConfig` (called from
 * `config.ts`); `loadStoreConfig({})` is the defaults below with card payment off.
 *
 * | variable | meaning | default |
 * |---|---|---|
 * | `STORE_SHIPPING_FEE` | shipping fee in won | 3000 |
 * | `STORE_FREE_SHIPPING_FROM` | items total (after nothing) from which shipping is free | 50000 |
 * | `STORE_POINTS_PERMILLE` | points earned on delivery, per mille of the paid items | 10 (1%) |
 * | `STORE_BANK_NAME`, `STORE_BANK_ACCOUNT`, `STORE_BANK_HOLDER` | the fixed account for bank transfer | a sample account |
 * | `STORE_BANK_PAY_DAYS` | days a bank-transfer order waits for the deposit | 3 |
 * | `STORE_CARD_PAY_MINUTES` | minutes a card order waits for the payment | 30 |
 * | `INICIS_MID`, `INICIS_SIGN_KEY` | the merchant id and sign key (never committed; test keys too) | unset: card off |
 * | `INICIS_PAY_URL` | the standard payment page/script the browser opens | Inicis's production script |
 * | `INICIS_RETURN_BASE` | public origin of this server; returnUrl = base + `/shop/order/feedbackFromInicis` | required with a mid |
 * | `INICIS_SITE_BASE` | the site's origin the buyer is sent back to | INICIS_RETURN_BASE |
 * | `INICIS_AUTH_HOSTS` | comma-separated host names authUrl/netCancelUrl may point at | `stdpay.inicis.com,fcstdpay.inicis.com,ksstdpay.inicis.com` |
 * | `INICIS_API_KEY` | the INIAPI key for refunds (never committed); unset: a paid card order cannot be cancelled | unset |
 * | `INICIS_API_URL` | the INIAPI refund endpoint (`refund` / partial refund) | `https://iniapi.inicis.com/api/v1/refund` |
 * | `INICIS_CLIENT_IP` | this server's address as registered with Inicis (`clientIp` of INIAPI calls) | 127.0.0.1 |
 * | `INICIS_BILLING_URL` | the INIAPI billing endpoint (card regular delivery, `billing.ts`) | INICIS_API_URL's folder + `/billing` |
 * | `INICIS_BILLKEY_SECRET` | the secret billing keys are encrypted with at rest (never committed) | derived from INICIS_SIGN_KEY |
 */
export interface InicisConfig {
  mid: string;
  signKey: string;
  payUrl: string;
  returnBase: string;
  siteBase: string;
  authHosts: string[];
  timeoutMs: number;
  /** INIAPI (refunds, see `refunds.ts`): the API key; missing: card refunds are refused. */
  apiKey?: string | null;
  apiUrl?: string;
  clientIp?: string;
  /** INIAPI billing (card regular delivery, `billing.ts`): the endpoint and the at-rest key. */
  billingUrl?: string;
  billKeySecret?: string;
}

export interface StoreConfig {
  shippingFee: number;
  freeShippingFrom: number;
  pointsPermille: number;
  /** Smallest number of points that may be spent on one order. */
  pointsMinUse: number;
  bank: { bank: string; account: string; holder: string };
  bankPayMs: number;
  cardPayMs: number;
  inicis: InicisConfig | null;
}

export const DEFAULT_INICIS_AUTH_HOSTS = [
  'stdpay.inicis.com',
  'fcstdpay.inicis.com',
  'ksstdpay.inicis.com',
];

export const DEFAULT_INIAPI_REFUND_URL = 'https://iniapi.inicis.com/api/v1/refund';

export const defaultStoreConfig: StoreConfig = {
  shippingFee: 3000,
  freeShippingFrom: 50_000,
  pointsPermille: 10,
  pointsMinUse: 100,
  bank: { bank: '예시은행', account: '000-0000-0000-00', holder: '(주)통계 샘플' },
  bankPayMs: 3 * 24 * 60 * 60 * 1000,
  cardPayMs: 30 * 60 * 1000,
  inicis: null,
};

function whole(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number, got "${text}"`);
  return value;
}

function origin(name: string, text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) URL, got "${text}"`);
  return text.replace(/\/+$/, '');
}

export function loadStoreConfig(env: Record<string, string | undefined>): StoreConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  const mid = value('INICIS_MID');
  const signKey = value('INICIS_SIGN_KEY');
  let inicis: InicisConfig | null = null;
  if (mid !== undefined || signKey !== undefined) {
    if (mid === undefined || signKey === undefined)
      throw new Error('INICIS_MID and INICIS_SIGN_KEY are set together');
    const returnBase = value('INICIS_RETURN_BASE');
    if (returnBase === undefined)
      throw new Error(
        'INICIS_RETURN_BASE (this server’s public origin) is required with INICIS_MID',
      );
    inicis = {
      mid,
      signKey,
      payUrl: origin(
        'INICIS_PAY_URL',
        value('INICIS_PAY_URL') ?? 'https://stdpay.inicis.com/stdjs/INIStdPay.js',
      ),
      returnBase: origin('INICIS_RETURN_BASE', returnBase),
      siteBase: origin('INICIS_SITE_BASE', value('INICIS_SITE_BASE') ?? returnBase),
      authHosts: (value('INICIS_AUTH_HOSTS')?.split(',') ?? DEFAULT_INICIS_AUTH_HOSTS)
        .map((host) => host.trim().toLowerCase())
        .filter((host) => host !== ''),
      timeoutMs: 15_000,
      apiKey: value('INICIS_API_KEY') ?? null,
      apiUrl: origin('INICIS_API_URL', value('INICIS_API_URL') ?? DEFAULT_INIAPI_REFUND_URL),
      clientIp: value('INICIS_CLIENT_IP') ?? '127.0.0.1',
      billingUrl: origin(
        'INICIS_BILLING_URL',
        value('INICIS_BILLING_URL') ??
          (value('INICIS_API_URL') ?? DEFAULT_INIAPI_REFUND_URL).replace(
            /\/refund\/?$/,
            '/billing',
          ),
      ),
      billKeySecret: value('INICIS_BILLKEY_SECRET') ?? undefined,
    };
  }
  return {
    shippingFee: whole(
      'STORE_SHIPPING_FEE',
      env.STORE_SHIPPING_FEE,
      defaultStoreConfig.shippingFee,
    ),
    freeShippingFrom: whole(
      'STORE_FREE_SHIPPING_FROM',
      env.STORE_FREE_SHIPPING_FROM,
      defaultStoreConfig.freeShippingFrom,
    ),
    pointsPermille: whole(
      'STORE_POINTS_PERMILLE',
      env.STORE_POINTS_PERMILLE,
      defaultStoreConfig.pointsPermille,
    ),
    pointsMinUse: defaultStoreConfig.pointsMinUse,
    bank: {
      bank: value('STORE_BANK_NAME') ?? defaultStoreConfig.bank.bank,
      account: value('STORE_BANK_ACCOUNT') ?? defaultStoreConfig.bank.account,
      holder: value('STORE_BANK_HOLDER') ?? defaultStoreConfig.bank.holder,
    },
    bankPayMs: whole('STORE_BANK_PAY_DAYS', env.STORE_BANK_PAY_DAYS, 3) * 24 * 60 * 60 * 1000,
    cardPayMs: whole('STORE_CARD_PAY_MINUTES', env.STORE_CARD_PAY_MINUTES, 30) * 60 * 1000,
    inicis,
  };
}
