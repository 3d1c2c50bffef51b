/**
 * Starts the INIStdPay test double (`test/inicis-double.ts`) for the site's end-to-end tests:
 *
 *   pnpm --filter @tonggye/server exec tsx scripts/inicis-double.ts [port]
 *
 * It prints the environment the server needs to pay through it, e.g.
 *
 *   INICIS_MID=INIpayTest INICIS_SIGN_KEY=<random> INICIS_PAY_URL=http://127.0.0.1:<port>/pay
 *   INICIS_AUTH_HOSTS=127.0.0.1:<port> INICIS_RETURN_BASE=<server origin> INICIS_SITE_BASE=<site>
 *   INICIS_API_KEY=<random> INICIS_API_URL=http://127.0.0.1:<port>/api/v1/refund
 *
 * The sign key is random per run (or `INICIS_SIGN_KEY` when set), never a real merchant's key.
 * `INICIS_REFUND_DELAY_MS` holds every refund answer that long (a slow provider).
 * The site posts the fields of `POST /shop/order/pay` as a form to INICIS_PAY_URL; the double's
 * page posts the buyer back to the server's returnUrl.
 */
import { startInicisDouble } from '../test/inicis-double';

const port = Number(process.argv[2] ?? process.env.INICIS_DOUBLE_PORT ?? 0);
const double = await startInicisDouble({
  port: Number.isSafeInteger(port) ? port : 0,
  signKey: process.env.INICIS_SIGN_KEY?.trim() || undefined,
});
// A slow refund answer (ms), to see a card refund shown as 처리 중 (processing) until it is done.
const refundDelayMs = Number(process.env.INICIS_REFUND_DELAY_MS ?? 0);
if (Number.isSafeInteger(refundDelayMs) && refundDelayMs > 0) double.refundDelayMs = refundDelayMs;
process.stdout.write(
  [
    `INICIS_MID=${double.mid}`,
    `INICIS_SIGN_KEY=${double.signKey}`,
    `INICIS_PAY_URL=${double.url}/pay`,
    `INICIS_AUTH_HOSTS=${double.host}`,
    `INICIS_API_KEY=${double.apiKey}`,
    `INICIS_API_URL=${double.refundUrl}`,
    `INICIS_BILLING_URL=${double.billingUrl}`,
    '',
  ].join('\n'),
);
const stop = () => void double.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
