import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InicisConfig } from '../src/store/config';
import {
  authSignature,
  authVerification,
  paySignature,
  payVerification,
  sha256,
} from '../src/store/inicis';

/**
 * A local stand-in for KG Inicis's standard web payment (INIStdPay), speaking the protocol over
 * real HTTP (a test double at the edge, never a mock of our own code):
 *
 * - `POST /pay` (the payment window): checks mid, signature, verification and mKey of the form
 *   the site posts, then answers an HTML page whose form posts the buyer back to `returnUrl`
 *   with resultCode '0000', orderNumber, authToken, authUrl and netCancelUrl (`?format=json`
 *   answers those fields as JSON instead, for tests that post them themselves).
 * - `POST /auth` (authUrl): checks signature and verification of the approval request and
 *   answers JSON with resultCode, tid, MOID and TotPrice; the same token approves to the same
 *   tid again (so a replay can be seen to pay once).
 * - `POST /netcancel` (netCancelUrl): checks the same hashes and records the cancellation.
 * - `POST /api/v1/refund` (INIAPI): `Refund` (the whole payment) or `PartialRefund` (`price`
 *   back, `confirmPrice` left), checking hashData (SHA-512 with the API key) and the amounts
 *   against what the tid was approved for and refunded so far; answers resultCode '00' or a
 *   refusal (unknown tid, bad hash, already refunded, wrong amounts, a repeat of a refund already
 *   made (the same tid and msg), or `refundResultCode`); `refundDelayMs` holds the answer after
 *   the refund is made.
 * - Billing keys: a `/pay` form with `acceptmethod` BILLAUTH(Card) (returnUrl ending in
 *   `billing/feedbackFromInicis`) is a card registration; its `/auth` answer carries
 *   `CARD_BillKey` (random, the same for a replayed token) and a masked `CARD_Num`.
 * - `POST /api/v1/billing` (INIAPI billing): type Billing, paymethod Card, checking hashData
 *   (SHA-512 of API key + type + paymethod + timestamp + clientIp + mid + moid + price + billKey)
 *   and the key; charges `price` under a new tid (refundable like any payment) or answers
 *   `billingResultCode` (a declined card).
 *
 * Start it by hand for the site's end-to-end tests with `scripts/inicis-double.ts`.
 */
export interface InicisDouble {
  url: string;
  /** host:port of the double, for `INICIS_AUTH_HOSTS`. */
  host: string;
  mid: string;
  signKey: string;
  approvals: { authToken: string; tid: string; oid: string; price: number }[];
  authCalls: number;
  netCancels: { authToken: string; oid: string }[];
  /** Answer this TotPrice instead of the paid one (a provider that disagrees). */
  tamperPrice: number | null;
  /** Answer this resultCode from /auth (e.g. a declined card). */
  authResultCode: string;
  /** The INIAPI key (random per run) and the refund endpoint, for the server's config. */
  apiKey: string;
  refundUrl: string;
  /** Refunds made: type, original tid, amount back and what stays charged. */
  refunds: { type: string; tid: string; price: number; remains: number }[];
  /** Refund calls received (made or refused). */
  refundCalls: number;
  /** Answer this resultCode from the refund API instead of refunding (a refusal). */
  refundResultCode: string;
  /**
   * Hold every refund answer this long AFTER the refund is made (a slow provider; longer than the
   * server's timeout: an answer lost on the way back).
   */
  refundDelayMs: number;
  /** The INIAPI billing endpoint, the keys issued and the charges made through it. */
  billingUrl: string;
  billKeys: string[];
  billings: { moid: string; price: number; tid: string; billKey: string }[];
  /** Billing calls received (charged or refused). */
  billingCalls: number;
  /** Answer this resultCode from the billing API instead of charging (a declined card). */
  billingResultCode: string;
  /** Starts a payment as the window would and answers the fields it posts back. */
  pay(fields: Record<string, string>): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/**
 * The server's Inicis settings pointing at `double` (payment window, approval hosts, INIAPI refund
 * and billing), with `extra` on top.
 */
export function inicisConfigFor(
  double: InicisDouble,
  extra: Partial<InicisConfig> = {},
): InicisConfig {
  return {
    mid: double.mid,
    signKey: double.signKey,
    payUrl: `${double.url}/pay`,
    returnBase: 'http://127.0.0.1',
    siteBase: 'https://site.example',
    authHosts: [double.host],
    timeoutMs: 5000,
    apiKey: double.apiKey,
    apiUrl: double.refundUrl,
    billingUrl: double.billingUrl,
    ...extra,
  };
}

function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () =>
      resolve(Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))),
    );
    request.on('error', reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export async function startInicisDouble(
  options: { mid?: string; signKey?: string; apiKey?: string; port?: number } = {},
): Promise<InicisDouble> {
  const mid = options.mid ?? 'INIpayTest';
  // A random key per run: no key of any real merchant is ever in the repository.
  const signKey = options.signKey ?? randomBytes(18).toString('base64url');
  const apiKey = options.apiKey ?? randomBytes(12).toString('base64url');
  // Per approved tid: the approved price and what has been refunded so far.
  const charged = new Map<string, { price: number; refunded: number; count: number }>();
  const pending = new Map<string, { oid: string; price: number; billing: boolean }>();
  const issuedKeys = new Map<string, string>();
  const approved = new Map<string, string>();
  // tid + msg of every refund made: the same request again is a repeat, never a second refund.
  const refundedRequests = new Set<string>();
  let base = '';

  const double: InicisDouble = {
    url: '',
    host: '',
    mid,
    signKey,
    approvals: [],
    authCalls: 0,
    netCancels: [],
    tamperPrice: null,
    authResultCode: '0000',
    apiKey,
    refundUrl: '',
    refunds: [],
    refundCalls: 0,
    refundResultCode: '00',
    refundDelayMs: 0,
    billingUrl: '',
    billKeys: [],
    billings: [],
    billingCalls: 0,
    billingResultCode: '00',
    async pay(fields) {
      const response = await fetch(`${base}/pay?format=json`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
      return (await response.json()) as Record<string, string>;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const checkAuthHashes = (form: Record<string, string>): string | null => {
    if (form.mid !== mid) return 'mid';
    const token = form.authToken ?? '';
    const timestamp = form.timestamp ?? '';
    if (form.signature !== authSignature(token, timestamp)) return 'signature';
    if (form.verification !== authVerification(token, signKey, timestamp)) return 'verification';
    return null;
  };

  const refund = (form: Record<string, string>): Record<string, string> => {
    const type = form.type ?? '';
    const partial = type === 'PartialRefund';
    if (type !== 'Refund' && !partial) return { resultCode: '01', resultMsg: 'bad type' };
    if (form.mid !== mid) return { resultCode: '01', resultMsg: 'bad mid' };
    const plain =
      apiKey +
      type +
      (form.paymethod ?? '') +
      (form.timestamp ?? '') +
      (form.clientIp ?? '') +
      mid +
      (form.tid ?? '') +
      (partial ? `${form.price ?? ''}${form.confirmPrice ?? ''}` : '');
    if (form.hashData !== createHash('sha512').update(plain, 'utf8').digest('hex'))
      return { resultCode: '01', resultMsg: 'hashData mismatch' };
    if (!/^\d{14}$/.test(form.timestamp ?? ''))
      return { resultCode: '01', resultMsg: 'bad timestamp' };
    const entry = charged.get(form.tid ?? '');
    if (entry === undefined) return { resultCode: '01', resultMsg: '거래 없음 (no such tid)' };
    const request = `${form.tid ?? ''}\n${form.msg ?? ''}`;
    if (refundedRequests.has(request))
      return { resultCode: '01', resultMsg: '이미 처리된 취소 요청 (repeated request)' };
    if (double.refundResultCode !== '00')
      return { resultCode: double.refundResultCode, resultMsg: '취소 거절 (refused)' };
    const left = entry.price - entry.refunded;
    if (left <= 0) return { resultCode: '01', resultMsg: '이미 취소된 거래 (already cancelled)' };
    const now = new Date(Date.now() + 9 * 3600_000).toISOString().replace(/[-:T]/g, '');
    if (!partial) {
      if (entry.refunded > 0)
        return {
          resultCode: '01',
          resultMsg: '부분취소 거래는 전체취소 불가 (partially cancelled)',
        };
      entry.refunded = entry.price;
      entry.count += 1;
      refundedRequests.add(request);
      double.refunds.push({ type, tid: form.tid!, price: entry.price, remains: 0 });
      return {
        resultCode: '00',
        resultMsg: '정상처리되었습니다.',
        cancelDate: now.slice(0, 8),
        cancelTime: now.slice(8, 14),
      };
    }
    const price = Number(form.price);
    const confirmPrice = Number(form.confirmPrice);
    if (!Number.isSafeInteger(price) || price <= 0 || price > left)
      return { resultCode: '01', resultMsg: '취소 금액 오류 (bad price)' };
    if (confirmPrice !== left - price)
      return { resultCode: '01', resultMsg: '승인 요청 금액 불일치 (confirmPrice mismatch)' };
    entry.refunded += price;
    entry.count += 1;
    refundedRequests.add(request);
    double.refunds.push({ type, tid: form.tid!, price, remains: confirmPrice });
    return {
      resultCode: '00',
      resultMsg: '정상처리되었습니다.',
      tid: `StdpayCARDPRTC${Date.now()}${randomBytes(4).toString('hex')}`,
      prtcTid: form.tid!,
      prtcPrice: String(price),
      prtcRemains: String(confirmPrice),
      prtcCnt: String(entry.count),
      cancelDate: now.slice(0, 8),
      cancelTime: now.slice(8, 14),
    };
  };

  const bill = (form: Record<string, string>): Record<string, string> => {
    if (form.type !== 'Billing' || form.paymethod !== 'Card')
      return { resultCode: '01', resultMsg: 'bad type' };
    if (form.mid !== mid) return { resultCode: '01', resultMsg: 'bad mid' };
    const plain =
      apiKey +
      form.type +
      form.paymethod +
      (form.timestamp ?? '') +
      (form.clientIp ?? '') +
      mid +
      (form.moid ?? '') +
      (form.price ?? '') +
      (form.billKey ?? '');
    if (form.hashData !== createHash('sha512').update(plain, 'utf8').digest('hex'))
      return { resultCode: '01', resultMsg: 'hashData mismatch' };
    if (!/^\d{14}$/.test(form.timestamp ?? ''))
      return { resultCode: '01', resultMsg: 'bad timestamp' };
    if (!double.billKeys.includes(form.billKey ?? ''))
      return { resultCode: '01', resultMsg: '빌링키 없음 (unknown billKey)' };
    const price = Number(form.price);
    if (!Number.isSafeInteger(price) || price <= 0)
      return { resultCode: '01', resultMsg: '금액 오류 (bad price)' };
    if (double.billingResultCode !== '00')
      return { resultCode: double.billingResultCode, resultMsg: '한도초과 (declined)' };
    const tid = `StdpayBILLINIpayTest${Date.now()}${randomBytes(4).toString('hex')}`;
    charged.set(tid, { price, refunded: 0, count: 0 });
    double.billings.push({ moid: form.moid ?? '', price, tid, billKey: form.billKey! });
    const now = new Date(Date.now() + 9 * 3600_000).toISOString().replace(/[-:T]/g, '');
    return {
      resultCode: '00',
      resultMsg: '정상처리되었습니다.',
      tid,
      price: String(price),
      payDate: now.slice(0, 8),
      payTime: now.slice(8, 14),
      payAuthCode: randomBytes(4).toString('hex').toUpperCase(),
      cardCode: '11',
      cardQuota: '00',
    };
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', base);
      const form = request.method === 'POST' ? await readForm(request) : {};
      if (url.pathname === '/pay') {
        const price = Number(form.price);
        const timestamp = form.timestamp ?? '';
        const oid = form.oid ?? '';
        const bad =
          form.mid !== mid
            ? 'mid'
            : form.signature !== paySignature(oid, price, timestamp)
              ? 'signature'
              : form.verification !== payVerification(oid, price, signKey, timestamp)
                ? 'verification'
                : form.mKey !== sha256(signKey)
                  ? 'mKey'
                  : !form.returnUrl?.endsWith('order/feedbackFromInicis') &&
                      !form.returnUrl?.endsWith('billing/feedbackFromInicis')
                    ? 'returnUrl'
                    : null;
        if (bad !== null) {
          json(response, 400, { resultCode: 'V801', resultMsg: `bad ${bad}` });
          return;
        }
        const authToken = randomBytes(24).toString('base64url');
        const isBilling = /BILLAUTH\(card\)/i.test(form.acceptmethod ?? '');
        if (isBilling !== (form.returnUrl ?? '').endsWith('billing/feedbackFromInicis')) {
          json(response, 400, { resultCode: 'V801', resultMsg: 'bad acceptmethod' });
          return;
        }
        pending.set(authToken, { oid, price, billing: isBilling });
        const back = {
          resultCode: '0000',
          resultMsg: '성공',
          mid,
          orderNumber: oid,
          authToken,
          authUrl: `${base}/auth`,
          netCancelUrl: `${base}/netcancel`,
          charset: 'UTF-8',
          returnUrl: form.returnUrl!,
        };
        if (url.searchParams.get('format') === 'json') {
          json(response, 200, back);
          return;
        }
        const inputs = Object.entries(back)
          .filter(([name]) => name !== 'returnUrl')
          .map(
            ([name, value]) =>
              `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
          )
          .join('');
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>INIStdPay double</title></head>` +
            `<body><h1>결제 테스트 (INIStdPay double)</h1><p>${escapeHtml(form.goodname ?? '')} ${price}원</p>` +
            `<form id="back" method="post" action="${escapeHtml(back.returnUrl)}">${inputs}` +
            `<button type="submit">결제하기 / Pay</button></form></body></html>`,
        );
        return;
      }
      if (url.pathname === '/auth') {
        double.authCalls += 1;
        const bad = checkAuthHashes(form);
        const token = form.authToken ?? '';
        const payment = pending.get(token);
        if (bad !== null || payment === undefined) {
          json(response, 200, { resultCode: 'V802', resultMsg: `refused: ${bad ?? 'token'}` });
          return;
        }
        if (double.authResultCode !== '0000') {
          json(response, 200, { resultCode: double.authResultCode, resultMsg: 'declined' });
          return;
        }
        if (payment.billing) {
          // A card registration: the key, the same for a replayed token; nothing is charged.
          let billKey = issuedKeys.get(token);
          if (billKey === undefined) {
            billKey = `BK${randomBytes(16).toString('hex')}`;
            issuedKeys.set(token, billKey);
            double.billKeys.push(billKey);
          }
          json(response, 200, {
            resultCode: '0000',
            resultMsg: '정상처리되었습니다.',
            tid: `StdpayBILL${mid}${token.slice(0, 12)}`,
            MOID: payment.oid,
            TotPrice: String(payment.price),
            payMethod: 'Card',
            CARD_BillKey: billKey,
            CARD_Num: '94906000****1234',
            CARD_Code: '11',
          });
          return;
        }
        let tid = approved.get(token);
        if (tid === undefined) {
          tid = `StdpayCARDINIpayTest${Date.now()}${randomBytes(4).toString('hex')}`;
          approved.set(token, tid);
          charged.set(tid, { price: double.tamperPrice ?? payment.price, refunded: 0, count: 0 });
          double.approvals.push({ authToken: token, tid, oid: payment.oid, price: payment.price });
        }
        json(response, 200, {
          resultCode: '0000',
          resultMsg: '정상처리되었습니다.',
          tid,
          MOID: payment.oid,
          TotPrice: String(double.tamperPrice ?? payment.price),
          payMethod: 'Card',
          applDate: '20260101',
          applTime: '120000',
        });
        return;
      }
      if (url.pathname === '/netcancel') {
        const bad = checkAuthHashes(form);
        const payment = pending.get(form.authToken ?? '');
        if (bad !== null || payment === undefined) {
          json(response, 200, { resultCode: 'V803', resultMsg: `refused: ${bad ?? 'token'}` });
          return;
        }
        double.netCancels.push({ authToken: form.authToken!, oid: payment.oid });
        json(response, 200, { resultCode: '0000', resultMsg: '망취소 성공' });
        return;
      }
      if (url.pathname === '/api/v1/billing') {
        double.billingCalls += 1;
        json(response, 200, bill(form));
        return;
      }
      if (url.pathname === '/api/v1/refund') {
        double.refundCalls += 1;
        const answer = refund(form);
        if (double.refundDelayMs > 0)
          await new Promise((resolve) => setTimeout(resolve, double.refundDelayMs));
        json(response, 200, answer);
        return;
      }
      json(response, 404, { resultCode: '404', resultMsg: 'not found' });
    })().catch(() => json(response, 500, { resultCode: '500' }));
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve()),
  );
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  double.url = base;
  double.host = `127.0.0.1:${port}`;
  double.refundUrl = `${base}/api/v1/refund`;
  double.billingUrl = `${base}/api/v1/billing`;
  return double;
}
