import { createHash } from 'node:crypto';
import type { InicisConfig } from './config';

/**
 * KG Inicis standard web payment (INIStdPay), the parts the server speaks:
 *
 * 1. `payForm`: the fields the browser posts to the payment window (mid, oid, price, timestamp,
 *    `signature` = SHA-256 of `oid=…&price=…&timestamp=…`, `verification` = SHA-256 of
 *    `oid=…&price=…&signKey=…&timestamp=…`, `mKey` = SHA-256 of the sign key, returnUrl, …).
 * 2. The provider posts the buyer back to `returnUrl` with resultCode, mid, orderNumber,
 *    authToken, authUrl and netCancelUrl.
 * 3. `approvalFields`: the server posts to authUrl (only a host of the allow-list) with mid,
 *    authToken, timestamp, `signature` = SHA-256 of `authToken=…&timestamp=…`,
 *    `verification` = SHA-256 of `authToken=…&signKey=…&timestamp=…`, charset and format=JSON;
 *    the answer carries resultCode '0000', tid, MOID and TotPrice.
 * 4. When the server cannot record an approved payment, it posts the same fields to netCancelUrl.
 */
export const RETURN_PATH = '/shop/order/feedbackFromInicis';

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function paySignature(oid: string, price: number, timestamp: string): string {
  return sha256(`oid=${oid}&price=${price}&timestamp=${timestamp}`);
}

export function payVerification(
  oid: string,
  price: number,
  signKey: string,
  timestamp: string,
): string {
  return sha256(`oid=${oid}&price=${price}&signKey=${signKey}&timestamp=${timestamp}`);
}

export function authSignature(authToken: string, timestamp: string): string {
  return sha256(`authToken=${authToken}&timestamp=${timestamp}`);
}

export function authVerification(authToken: string, signKey: string, timestamp: string): string {
  return sha256(`authToken=${authToken}&signKey=${signKey}&timestamp=${timestamp}`);
}

export interface PayFormOrder {
  orderNo: string;
  total: number;
  goodName: string;
  buyerName: string;
  buyerTel: string;
  buyerEmail: string | null;
}

/** The fields of the payment window's form, signed for this order and amount. */
export function payForm(config: InicisConfig, order: PayFormOrder, now: Date) {
  const timestamp = String(now.getTime());
  return {
    version: '1.0',
    gopaymethod: 'Card',
    mid: config.mid,
    oid: order.orderNo,
    price: String(order.total),
    timestamp,
    use_chkfake: 'Y',
    signature: paySignature(order.orderNo, order.total, timestamp),
    verification: payVerification(order.orderNo, order.total, config.signKey, timestamp),
    mKey: sha256(config.signKey),
    currency: 'WON',
    goodname: order.goodName,
    buyername: order.buyerName,
    buyertel: order.buyerTel,
    buyeremail: order.buyerEmail ?? '',
    returnUrl: `${config.returnBase}${RETURN_PATH}`,
    closeUrl: `${config.siteBase}/order/feedbackFromInicis?result=close&orderNo=${encodeURIComponent(order.orderNo)}`,
    acceptmethod: 'below1000:HPP(1)',
    charset: 'UTF-8',
  };
}

export function approvalFields(config: InicisConfig, authToken: string, now: Date, price: number) {
  const timestamp = String(now.getTime());
  return {
    mid: config.mid,
    authToken,
    timestamp,
    signature: authSignature(authToken, timestamp),
    verification: authVerification(authToken, config.signKey, timestamp),
    charset: 'UTF-8',
    format: 'JSON',
    price: String(price),
  };
}

/** An authUrl or netCancelUrl the server may call: http(s) and a host of the allow-list. */
export function allowedProviderUrl(config: InicisConfig, raw: string | undefined): URL | null {
  if (raw === undefined || raw.length > 500) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  return config.authHosts.includes(url.host.toLowerCase()) ||
    config.authHosts.includes(url.hostname.toLowerCase())
    ? url
    : null;
}

export interface Approval {
  resultCode: string;
  resultMsg: string;
  tid: string;
  moid: string;
  totPrice: number;
  raw: Record<string, unknown>;
}

/** POSTs form fields to a provider URL and reads its JSON answer (null: unreachable or not JSON). */
export async function postToProvider(
  url: URL,
  fields: Record<string, string>,
  timeoutMs: number,
): Promise<Record<string, unknown> | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    const body = (await response.json()) as unknown;
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function readApproval(body: Record<string, unknown> | null): Approval | null {
  if (body === null) return null;
  const text = (name: string) => {
    const value = body[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  const totPrice = Number(text('TotPrice'));
  return {
    resultCode: text('resultCode'),
    resultMsg: text('resultMsg'),
    tid: text('tid'),
    moid: text('MOID'),
    totPrice: Number.isSafeInteger(totPrice) ? totPrice : -1,
    raw: body,
  };
}
