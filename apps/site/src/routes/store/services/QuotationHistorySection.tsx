import { useState } from 'react';
import {
  cancelOrdermade,
  getEstimate,
  listEstimates,
  listMyQna,
  listOrdermade,
  type EstimateListItem,
  type Ordermade,
} from '@tonggye/api';
import { Alert, Badge, Button, Card, EmptyState, Heading, Inline, Stack, Text } from '@tonggye/ui';
import { apiClient } from '../../../app/apiClient';
import { AppLink } from '../../../app/AppLink';
import { useAction, useLoad } from '../../my-activity/useRequest';
import {
  ActionFailure,
  Facts,
  formatDay,
  LoadFailure,
  Loading,
  OrdermadeBadge,
  useServicesText,
} from './parts';
import { OrdermadeSubscriptionNote } from './OrdermadeSubscriptionNote';
import { QuoteFacts, quoteExpired, RequestFacts } from './QuoteParts';

/**
 * `/my-activity/quotation-inquiry-history`: the member's made-to-order requests with the shop's
 * quotation (order it, subscribe to it, or withdraw the request), and their volume quotation
 * questions with the answer's state.
 */
export function QuotationHistorySection() {
  const { t } = useServicesText();
  const [version, setVersion] = useState(0);
  const list = useLoad((signal) => listOrdermade(apiClient, { signal }), `om-${version}`);
  return (
    <Stack gap="large">
      <Heading level={1}>{t('myQuotes.title')}</Heading>
      <section aria-labelledby="quotes-ordermade">
        <Stack gap="medium">
          <Heading level={2} id="quotes-ordermade">
            {t('myQuotes.ordermadeTitle')}
          </Heading>
          {list.error ? <LoadFailure error={list.error} onRetry={list.reload} /> : null}
          {list.loading && !list.data ? <Loading /> : null}
          {list.data && list.data.length === 0 ? (
            <EmptyState
              title={t('myQuotes.empty')}
              action={<AppLink href="/ordermade">{t('myQuotes.request')}</AppLink>}
            />
          ) : null}
          {list.data?.map((request) => (
            <RequestCard
              key={request.requestId}
              request={request}
              onChanged={() => setVersion((value) => value + 1)}
            />
          ))}
        </Stack>
      </section>
      <Estimates />
      <EstimateQuestions />
    </Stack>
  );
}

function RequestCard({ request, onChanged }: { request: Ordermade; onChanged: () => void }) {
  const { t } = useServicesText();
  const withdraw = useAction(() => cancelOrdermade(apiClient, request.requestId));
  const orderable = request.status === 'quoted' && !quoteExpired(request);
  const id = encodeURIComponent(request.requestId);
  return (
    <Card title={`${t(`kinds.${request.kind}.name`)} · ${request.material}`}>
      <Stack gap="small">
        <Inline gap="small" align="center">
          <OrdermadeBadge status={request.status} />
          <Text size="small">
            {t('myQuotes.requestedAt')} {formatDay(request.createdAt)}
          </Text>
          <OrdermadeSubscriptionNote request={request} />
        </Inline>
        <RequestFacts request={request} />
        {request.quote ? (
          <section aria-label={t('quote.title')}>
            <Text weight="strong">{t('quote.title')}</Text>
            <QuoteFacts request={request} />
          </section>
        ) : (
          <Text tone="muted">{t('quote.waiting')}</Text>
        )}
        {request.status === 'quoted' && !orderable ? (
          <Alert tone="caution">{t('fromOrdermade.expired')}</Alert>
        ) : null}
        <ActionFailure error={withdraw.error} />
        <Inline gap="medium" align="center">
          {orderable ? (
            <>
              <AppLink href={`/orderFromOrdermade/${id}`}>{t('myQuotes.order')}</AppLink>
              <AppLink href={`/subsFromOrdermade/${id}`}>{t('myQuotes.subscribe')}</AppLink>
            </>
          ) : null}
          {request.status === 'requested' || request.status === 'quoted' ? (
            <Button
              variant="ghost"
              size="sm"
              loading={withdraw.busy}
              onClick={() => void withdraw.run().then((done) => done && onChanged())}
            >
              {t('myQuotes.withdraw')}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </Card>
  );
}

/** The member's volume quotations (`/shop/estimate/list`), each opened with its prices. */
function Estimates() {
  const { t } = useServicesText();
  const list = useLoad((signal) => listEstimates(apiClient, { size: 20 }, { signal }), 'est');
  return (
    <section aria-labelledby="quotes-volume">
      <Stack gap="medium">
        <Heading level={2} id="quotes-volume">
          {t('myQuotes.estimatesTitle')}
        </Heading>
        {list.error ? <LoadFailure error={list.error} onRetry={list.reload} /> : null}
        {list.loading && !list.data ? <Loading /> : null}
        {list.data && list.data.items.length === 0 ? (
          <EmptyState
            title={t('myQuotes.estimatesEmpty')}
            action={<AppLink href="/estimate">{t('myQuotes.estimate')}</AppLink>}
          />
        ) : null}
        {list.data?.items.map((item) => (
          <EstimateCard key={item.estimateId} item={item} />
        ))}
      </Stack>
    </section>
  );
}

function EstimateCard({ item }: { item: EstimateListItem }) {
  const { t } = useServicesText();
  const [open, setOpen] = useState(false);
  const title =
    item.lineCount > 1
      ? `${item.firstItemName} ${t('estimate.more', { count: item.lineCount - 1 })}`
      : item.firstItemName;
  return (
    <Card title={title}>
      <Stack gap="small">
        <Inline gap="small" align="center">
          <Badge tone={item.status === 'answered' ? 'positive' : 'info'}>
            {t(`estimate.status.${item.status}`)}
          </Badge>
          <Text size="small">
            {t('myQuotes.requestedAt')} {formatDay(item.createdAt)}
          </Text>
          <Text size="small">
            {t('myQuotes.desiredOn')} {formatDay(item.desiredOn)}
          </Text>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? t('estimate.close') : t('estimate.open')}
          </Button>
        </Inline>
        {open ? <EstimateDetail id={item.estimateId} /> : null}
      </Stack>
    </Card>
  );
}

function EstimateDetail({ id }: { id: string }) {
  const { t, won } = useServicesText();
  const detail = useLoad((signal) => getEstimate(apiClient, id, { signal }), id);
  if (detail.error) return <LoadFailure error={detail.error} onRetry={detail.reload} />;
  if (!detail.data) return <Loading />;
  const data = detail.data;
  return (
    <Stack gap="small">
      <ul>
        {data.items.map((line) => (
          <li key={line.itemId}>
            <Text>
              {line.productName} · {line.optionName} ·{' '}
              {t('common.pieces', { count: line.quantity })}
              {' · '}
              {t('estimate.listUnit')} {won(line.listUnitPrice)}
              {line.quotedUnitPrice !== null
                ? ` → ${t('estimate.quotedUnit')} ${won(line.quotedUnitPrice)}`
                : ''}
            </Text>
          </li>
        ))}
      </ul>
      <Facts
        rows={[
          [t('estimate.listTotal'), won(data.listTotal)],
          ...(data.quotedTotal !== null
            ? ([[t('estimate.quotedTotal'), won(data.quotedTotal)]] as const)
            : []),
          ...(data.answer
            ? ([
                [t('estimate.validUntil'), formatDay(data.answer.validUntil)],
                ...(data.answer.note ? ([[t('estimate.note'), data.answer.note]] as const) : []),
              ] as const)
            : []),
        ]}
      />
      {data.answer?.expired ? <Alert tone="caution">{t('estimate.expired')}</Alert> : null}
      {data.answer === null ? <Text tone="muted">{t('quote.waiting')}</Text> : null}
    </Stack>
  );
}

/** The member's made-to-order questions (e.g. a made-to-order regular delivery), from Q&A. */
function EstimateQuestions() {
  const { t } = useServicesText();
  const list = useLoad(
    (signal) => listMyQna(apiClient, { page: 1, size: 50 }, { signal }),
    'estimates',
  );
  const items = list.data?.items.filter((item) => item.kind === 'ordermade') ?? [];
  return (
    <section aria-labelledby="quotes-estimates">
      <Stack gap="medium">
        <Heading level={2} id="quotes-estimates">
          {t('myQuotes.questionsTitle')}
        </Heading>
        {list.error ? <LoadFailure error={list.error} onRetry={list.reload} /> : null}
        {list.loading && !list.data ? <Loading /> : null}
        {list.data && items.length === 0 ? <Text tone="muted">{t('common.none')}</Text> : null}
        {items.length > 0 ? (
          <ul aria-label={t('myQuotes.questionsTitle')}>
            {items.map((item) => (
              <li key={item.id}>
                <Inline gap="small" align="center">
                  <Badge tone={item.status === 'answered' ? 'positive' : 'neutral'}>
                    {item.status === 'answered' ? t('myQuotes.answered') : t('myQuotes.waiting')}
                  </Badge>
                  <AppLink href={`/estimateQna/${encodeURIComponent(item.id)}`}>
                    {item.title}
                  </AppLink>
                  <Text size="small">{formatDay(item.createdAt)}</Text>
                </Inline>
              </li>
            ))}
          </ul>
        ) : null}
      </Stack>
    </section>
  );
}
