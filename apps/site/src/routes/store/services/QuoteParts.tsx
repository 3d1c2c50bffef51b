import type { Ordermade } from '@tonggye/api';
import { Facts, formatDay, shippingFor, useServicesText } from './parts';

/** What the member asked for: kind, inner size, material, print, quantity, notes. */
export function RequestFacts({ request }: { request: Ordermade }) {
  const { t } = useServicesText();
  const size = [request.widthMm, request.lengthMm, request.heightMm];
  return (
    <Facts
      rows={[
        [t('quote.kind'), t(`kinds.${request.kind}.name`)],
        [
          t('quote.size'),
          size.every((value) => value === null)
            ? t('common.none')
            : t('common.mm', { value: size.map((value) => value ?? '–').join(' × ') }),
        ],
        [t('quote.material'), request.material],
        [
          t('quote.print'),
          request.printColors === 0
            ? t('ordermade.printNone')
            : t('ordermade.printCount', { count: request.printColors }),
        ],
        [t('quote.quantity'), t('common.pieces', { count: request.quantity })],
        ...(request.note ? ([[t('quote.note'), request.note]] as const) : []),
        ...(request.files && request.files.length > 0
          ? ([[t('quote.files'), request.files.map((file) => file.fileName).join(', ')]] as const)
          : []),
      ]}
    />
  );
}

/** The shop's quotation: unit price, totals with the shipping rule, validity, staff note. */
export function QuoteFacts({ request }: { request: Ordermade }) {
  const { t, won } = useServicesText();
  const quote = request.quote;
  if (quote === null) return null;
  const shipping = shippingFor(quote.itemsTotal);
  return (
    <Facts
      rows={[
        [t('quote.unitPrice'), won(quote.unitPrice)],
        [t('quote.itemsTotal'), won(quote.itemsTotal)],
        [t('quote.shipping'), won(shipping)],
        [t('quote.total'), `${won(quote.itemsTotal + shipping)} (${t('common.vatIncluded')})`],
        [t('quote.validUntil'), formatDay(quote.validUntil)],
        ...(quote.note ? ([[t('quote.shopNote'), quote.note]] as const) : []),
        ...(request.orderNo ? ([[t('quote.orderNo'), request.orderNo]] as const) : []),
      ]}
    />
  );
}

/** Whether a quotation can still be ordered now. */
export function quoteExpired(request: Ordermade, now = new Date()): boolean {
  const until = request.quote?.validUntil;
  return until !== null && until !== undefined && Date.parse(until) < now.getTime();
}
