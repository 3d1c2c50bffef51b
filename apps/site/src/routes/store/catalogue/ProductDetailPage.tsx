import { useEffect, useId, useState } from 'react';
import { useLocation } from 'wouter';
import {
  addToCart,
  getCart,
  getProduct,
  isApiError,
  listProductReviews,
  listWishes,
  recordRecentView,
  requestRestock,
  toggleWish,
  type ProductDetail,
  type ProductOption,
} from '@tonggye/api';
import {
  Alert,
  Badge,
  Breadcrumbs,
  Button,
  Container,
  EmptyState,
  Heading,
  Inline,
  PriceTag,
  priceTagMessagesEn,
  priceTagMessagesKo,
  QuantityStepper,
  quantityStepperLabelsEn,
  quantityStepperLabelsKo,
  RadioGroup,
  Stack,
  Text,
  vars,
} from '@tonggye/ui';
import { AppLink } from '../../../app/AppLink';
import { apiClient } from '../../../app/apiClient';
import { loginPathFor } from '../../../app/RequireMember';
import { useIsMember } from '../../../app/SessionContext';
import { useWishMemory } from '../../../app/wishMemory';
import { usePageTitle } from '../../../app/UiStateContext';
import { useAction, useLoad } from '../../my-activity/useRequest';
import {
  ActionFailure,
  formatDate,
  ListSkeleton,
  LoadFailure,
  Pages,
  renderRouterLink,
} from '../../service-centre/parts';
import { localName, serverUrl, useShopText } from './parts';
import { ReviewPhotos } from './ReviewPhotos';
import {
  chooseOption,
  directOrderPath,
  initialSelection,
  maxQuantityFor,
  priceSelection,
  type Selection,
} from './selection';

const REVIEW_PAGE_SIZE = 5;

/**
 * `/product-detail/{id}` (also `sample_box`): pictures, options with stock, printing, quantity
 * with the unit price of its tier, add to cart, buy now, wishes, restock requests for sold-out
 * options, the description and reviews. An unknown id shows a not-found page.
 */
export function ProductDetailPage({ id }: { id: string }) {
  const { t, english } = useShopText();
  const product = useLoad((signal) => getProduct(apiClient, id, { signal }), id);
  const title = product.data ? localName(product.data, english) : null;
  const notFound = isApiError(product.error) && product.error.status === 404 ? product.error : null;
  usePageTitle(notFound !== null ? t('detail.notFoundTitle') : title);

  if (notFound)
    return (
      <Container>
        <EmptyState
          title={t('detail.notFoundTitle')}
          description={english ? notFound.messageEn : notFound.message}
          action={<AppLink href="/products">{t('detail.toList')}</AppLink>}
        />
        <Text tone="muted" size="small">
          {t('detail.notFoundText')}
        </Text>
      </Container>
    );
  return (
    <Container>
      {product.error ? <LoadFailure error={product.error} onRetry={product.reload} /> : null}
      {product.data === null && !product.error ? <ListSkeleton rows={8} /> : null}
      {product.data ? <ProductView key={product.data.id} product={product.data} /> : null}
    </Container>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t, english, won } = useShopText();
  const isMember = useIsMember();
  const name = localName(product, english);
  const [selection, setSelection] = useState<Selection | null>(() => initialSelection(product));
  const option = product.options.find((entry) => entry.id === selection?.optionId);
  const price = option && selection ? priceSelection(option, selection) : null;
  const [added, setAdded] = useState(false);
  const [, navigate] = useLocation();
  const cart = useAction(async (line: Selection) => {
    setAdded(false);
    await addToCart(apiClient, line);
    setAdded(true);
  });
  const shipping = useLoad((signal) => getCart(apiClient, {}, { signal }), 'cart');

  // Recently viewed, for members (the server keeps the latest 20).
  useEffect(() => {
    if (!isMember) return;
    recordRecentView(apiClient, product.id).catch(() => undefined);
  }, [isMember, product.id]);

  const priceMessages = english ? priceTagMessagesEn : priceTagMessagesKo;
  const rule = shipping.data?.shippingRule;
  return (
    <Stack gap="xlarge">
      <Breadcrumbs
        ariaLabel={t('common.breadcrumbs')}
        renderLink={renderRouterLink}
        items={[
          { label: t('common.home'), href: '/' },
          {
            label: localName(product.category, english),
            href: `/products?lCate=${encodeURIComponent(product.category.code)}`,
          },
          { label: name },
        ]}
      />
      <div
        style={{
          display: 'grid',
          gap: vars.space.xxlarge,
          gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
          alignItems: 'start',
        }}
      >
        <Gallery product={product} />
        <Stack gap="large">
          <Stack gap="small">
            <Inline gap="small">
              {product.todayShipping ? (
                <Badge tone="brand">{t('common.todayShipping')}</Badge>
              ) : null}
              {product.category.code === '16' ? <Badge>{t('common.exclusive')}</Badge> : null}
              {product.isSample ? <Badge tone="info">{t('common.sample')}</Badge> : null}
            </Inline>
            <Heading level={1}>{name}</Heading>
            <Text tone="muted">{product.summary}</Text>
          </Stack>
          {price && selection ? (
            <PriceTag
              size="large"
              price={price.unitPrice + price.printUnitPrice}
              messages={{
                ...priceMessages,
                amount: (formatted) =>
                  `${t('detail.unitPrice')} ${priceMessages.amount(formatted)}`,
              }}
            />
          ) : null}
          {rule ? (
            <Text size="small" tone="muted">
              {t('detail.shippingRule', { fee: won(rule.fee), freeFrom: won(rule.freeFrom) })}
            </Text>
          ) : null}
          {selection && option ? (
            <OptionForm
              product={product}
              option={option}
              selection={selection}
              onChange={(next) => {
                setAdded(false);
                setSelection(next);
              }}
            />
          ) : null}
          {option && price && selection ? (
            <Stack gap="medium">
              <TierTable option={option} current={price.tierIndex} />
              <dl
                aria-live="polite"
                style={{
                  display: 'grid',
                  gridTemplateColumns: '1fr auto',
                  gap: vars.space.xsmall,
                  margin: 0,
                  padding: vars.space.medium,
                  background: vars.color.surfaceMuted,
                  borderRadius: vars.radius.medium,
                }}
              >
                <dt>{t('detail.unitPrice')}</dt>
                <dd style={{ margin: 0, textAlign: 'end' }} data-testid="unit-price">
                  {won(price.unitPrice)}
                </dd>
                {selection.print ? (
                  <>
                    <dt>{t('detail.printPrice')}</dt>
                    <dd style={{ margin: 0, textAlign: 'end' }}>{won(price.printUnitPrice)}</dd>
                  </>
                ) : null}
                <dt style={{ fontWeight: vars.fontWeight.semibold }}>
                  {t('detail.total')} ({t('common.vatIncluded')})
                </dt>
                <dd
                  style={{ margin: 0, textAlign: 'end', fontWeight: vars.fontWeight.bold }}
                  data-testid="line-total"
                >
                  {won(price.total)}
                </dd>
              </dl>
              <Text size="small" tone="muted">
                {t('detail.totalNote')}
              </Text>
            </Stack>
          ) : null}
          {option && selection && !option.soldOut ? (
            <Inline gap="small">
              <Button
                variant="secondary"
                loading={cart.busy}
                disabled={cart.busy}
                onClick={() => void cart.run(selection)}
              >
                {t('detail.addToCart')}
              </Button>
              <Button onClick={() => navigate(directOrderPath(product, selection))}>
                {t('detail.buyNow')}
              </Button>
              <WishButton productId={product.id} />
            </Inline>
          ) : (
            <WishButton productId={product.id} />
          )}
          {added ? (
            <Alert tone="positive" title={t('detail.added')}>
              <AppLink href="/mycart">{t('detail.goToCart')}</AppLink>
            </Alert>
          ) : null}
          <ActionFailure title={t('detail.actionFailed')} error={cart.error} />
        </Stack>
      </div>
      <section aria-labelledby="product-description">
        <Stack gap="medium">
          <Heading level={2} id="product-description">
            {t('detail.description')}
          </Heading>
          <Text>{product.description || product.summary}</Text>
        </Stack>
      </section>
      <Reviews productId={product.id} />
    </Stack>
  );
}

function Gallery({ product }: { product: ProductDetail }) {
  const { t, english } = useShopText();
  const [shown, setShown] = useState(0);
  const name = localName(product, english);
  const images = product.images.length > 0 ? product.images : [product.imageUrl];
  return (
    <section aria-label={t('detail.images')}>
      <Stack gap="small">
        <img
          src={serverUrl(images[shown] ?? product.imageUrl)}
          alt={t('detail.imageAlt', { name, n: shown + 1 })}
          width={480}
          height={480}
          style={{
            display: 'block',
            width: '100%',
            height: 'auto',
            borderRadius: vars.radius.medium,
            background: vars.color.surfaceMuted,
          }}
        />
        {images.length > 1 ? (
          <Inline gap="small">
            {images.map((src, index) => (
              <button
                key={src}
                type="button"
                aria-label={t('detail.thumbnail', { n: index + 1 })}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
                style={{
                  padding: 0,
                  border: `2px solid ${index === shown ? vars.color.brandText : vars.color.border}`,
                  borderRadius: vars.radius.small,
                  background: 'none',
                  cursor: 'pointer',
                }}
              >
                <img
                  src={serverUrl(src)}
                  alt=""
                  width={64}
                  height={64}
                  style={{ display: 'block' }}
                />
              </button>
            ))}
          </Inline>
        ) : null}
      </Stack>
    </section>
  );
}

/** Options as radios (a sold-out one disabled, with its restock request), printing and quantity. */
function OptionForm({
  product,
  option,
  selection,
  onChange,
}: {
  product: ProductDetail;
  option: ProductOption;
  selection: Selection;
  onChange: (next: Selection) => void;
}) {
  const { t, english, won } = useShopText();
  const groupName = useId();
  const sizeText = (entry: ProductOption) =>
    entry.widthMm !== null && entry.lengthMm !== null && entry.heightMm !== null
      ? t('detail.size', { w: entry.widthMm, l: entry.lengthMm, h: entry.heightMm })
      : null;
  return (
    <Stack gap="medium">
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend style={{ fontWeight: vars.fontWeight.semibold, marginBottom: vars.space.small }}>
          {t('detail.option')}
        </legend>
        <ul
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: vars.space.small,
          }}
        >
          {product.options.map((entry) => {
            const label = localName(entry, english);
            const size = sizeText(entry);
            const checked = entry.id === selection.optionId;
            return (
              <li
                key={entry.id}
                style={{
                  border: `1px solid ${checked ? vars.color.brandText : vars.color.border}`,
                  borderRadius: vars.radius.medium,
                  padding: `${vars.space.small} ${vars.space.medium}`,
                  opacity: entry.soldOut ? 0.85 : 1,
                }}
              >
                <Inline gap="medium" justify="space-between">
                  <label style={{ display: 'flex', gap: vars.space.small, alignItems: 'center' }}>
                    <input
                      type="radio"
                      name={groupName}
                      value={entry.id}
                      checked={checked}
                      disabled={entry.soldOut}
                      onChange={() => onChange(chooseOption(selection, entry))}
                    />
                    <span>
                      {entry.soldOut ? t('detail.optionSoldOut', { name: label }) : label}
                      {size ? (
                        <span
                          style={{ color: vars.color.textMuted, fontSize: vars.fontSize.small }}
                        >
                          {' '}
                          · {size}
                        </span>
                      ) : null}
                    </span>
                  </label>
                  <span style={{ fontSize: vars.fontSize.small, color: vars.color.textMuted }}>
                    {entry.soldOut
                      ? t('common.soldOut')
                      : `${won(entry.priceTiers[0]?.unitPrice ?? 0)} · ${t('detail.stock', {
                          stock: entry.stock.toLocaleString('ko-KR'),
                        })}`}
                  </span>
                </Inline>
                {entry.soldOut ? <RestockRequest optionId={entry.id} /> : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
      {!option.soldOut ? (
        <>
          {option.printAvailable && option.printUnitPrice !== null ? (
            <RadioGroup
              legend={t('detail.print')}
              value={selection.print ? 'print' : 'none'}
              options={[
                { value: 'none', label: t('detail.printNone') },
                {
                  value: 'print',
                  label: t('detail.printAdd', { price: won(option.printUnitPrice) }),
                },
              ]}
              onChange={(value) => onChange({ ...selection, print: value === 'print' })}
            />
          ) : null}
          <QuantityStepper
            label={t('detail.quantity')}
            value={selection.quantity}
            min={option.minQuantity}
            step={option.quantityStep}
            max={maxQuantityFor(option)}
            description={t('detail.quantityRule', {
              min: option.minQuantity,
              step: option.quantityStep,
            })}
            labels={english ? quantityStepperLabelsEn : quantityStepperLabelsKo}
            onChange={(quantity) => onChange({ ...selection, quantity })}
          />
        </>
      ) : null}
    </Stack>
  );
}

/** The option's quantity tiers with the unit price of each, the one in use marked. */
function TierTable({ option, current }: { option: ProductOption; current: number }) {
  const { t, won } = useShopText();
  if (option.priceTiers.length === 0) return null;
  const cell = { padding: `${vars.space.xsmall} ${vars.space.small}`, textAlign: 'start' } as const;
  return (
    <table
      style={{
        borderCollapse: 'collapse',
        width: '100%',
        fontSize: vars.fontSize.small,
      }}
    >
      <caption
        style={{
          textAlign: 'start',
          fontWeight: vars.fontWeight.semibold,
          paddingBottom: vars.space.xsmall,
        }}
      >
        {t('detail.tiers')}
      </caption>
      <tbody>
        {option.priceTiers.map((tier, index) => (
          <tr
            key={tier.minQuantity}
            aria-current={index === current ? 'true' : undefined}
            style={{
              borderTop: `1px solid ${vars.color.border}`,
              background: index === current ? vars.color.surfaceMuted : undefined,
              fontWeight: index === current ? vars.fontWeight.semibold : undefined,
            }}
          >
            <th scope="row" style={{ ...cell, fontWeight: 'inherit' }}>
              {t('detail.tierRow', { min: tier.minQuantity.toLocaleString('ko-KR') })}
            </th>
            <td style={cell}>{won(tier.unitPrice)}</td>
            <td style={{ ...cell, color: vars.color.brandText }}>
              {index === current ? t('detail.tierCurrent') : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function WishButton({ productId }: { productId: string }) {
  const { t } = useShopText();
  const isMember = useIsMember();
  const [location] = useLocation();
  const wishes = useLoad(
    (signal) => (isMember ? listWishes(apiClient, { signal }) : Promise.resolve([])),
    `wishes:${isMember}`,
  );
  // The `userWishes` slice shows the heart at once; the server's list, once here, wins (only
  // the member's own answer: a list still loading may hold the guest's empty one).
  const wishMemory = useWishMemory();
  const { remember } = wishMemory;
  const listed = isMember && !wishes.loading ? wishes.data : null;
  useEffect(() => {
    if (listed) remember(listed.map((item) => item.id));
  }, [listed, remember]);
  const [wished, setWished] = useState<boolean | null>(null);
  const current =
    wished ??
    (listed
      ? listed.some((item) => item.id === productId)
      : (wishMemory.remembered?.has(productId) ?? false));
  const toggle = useAction(async () => {
    const now = await toggleWish(apiClient, productId);
    setWished(now);
    wishMemory.set(productId, now);
  });
  if (!isMember)
    return (
      <Text size="small">
        <AppLink href={loginPathFor(location, '')}>♡ {t('detail.wish')}</AppLink>{' '}
        <span style={{ color: vars.color.textMuted }}>{t('detail.wishLogin')}</span>
      </Text>
    );
  return (
    <>
      <Button
        variant="ghost"
        aria-pressed={current}
        loading={toggle.busy}
        disabled={toggle.busy || (wishes.loading && wishMemory.remembered === null)}
        onClick={() => void toggle.run()}
      >
        {current ? `♥ ${t('detail.wished')}` : `♡ ${t('detail.wish')}`}
      </Button>
      <ActionFailure title={t('detail.actionFailed')} error={toggle.error} />
    </>
  );
}

/** A sold-out option: members ask for a restock notice; guests are offered sign-in. */
function RestockRequest({ optionId }: { optionId: string }) {
  const { t } = useShopText();
  const isMember = useIsMember();
  const [location] = useLocation();
  const request = useAction(() => requestRestock(apiClient, optionId));
  return (
    <div style={{ marginTop: vars.space.small }}>
      <Stack gap="small">
        <Text size="small" tone="muted">
          {t('detail.soldOutText')}
        </Text>
        {isMember ? (
          request.done ? (
            <Alert tone="positive">{t('detail.restockDone')}</Alert>
          ) : (
            <div>
              <Button
                size="sm"
                variant="secondary"
                loading={request.busy}
                disabled={request.busy}
                onClick={() => void request.run()}
              >
                {t('detail.restock')}
              </Button>
            </div>
          )
        ) : (
          <Text size="small">
            {t('detail.restockLogin')}{' '}
            <AppLink href={loginPathFor(location, '')}>{t('detail.login')}</AppLink>
          </Text>
        )}
        <ActionFailure title={t('detail.actionFailed')} error={request.error} />
      </Stack>
    </div>
  );
}

function Reviews({ productId }: { productId: string }) {
  const { t } = useShopText();
  const [page, setPage] = useState(1);
  const reviews = useLoad(
    (signal) =>
      listProductReviews(apiClient, productId, { page, size: REVIEW_PAGE_SIZE }, { signal }),
    `${productId}:${page}`,
  );
  const data = reviews.data;
  return (
    <section aria-labelledby="product-reviews">
      <Stack gap="medium">
        <Heading level={2} id="product-reviews">
          {t('reviews.title')}
          {data ? ` (${data.totalCount})` : ''}
        </Heading>
        {reviews.error ? <LoadFailure error={reviews.error} onRetry={reviews.reload} /> : null}
        {reviews.loading && !data ? <ListSkeleton rows={3} /> : null}
        {data && data.averageRating !== null ? (
          <Text weight="strong">
            <span aria-hidden="true">{stars(data.averageRating)} </span>
            {t('reviews.average', { rating: data.averageRating.toFixed(1) })}
          </Text>
        ) : null}
        {data && data.totalCount === 0 ? (
          <EmptyState title={t('reviews.empty')} description={t('reviews.emptyText')} />
        ) : null}
        {data && data.items.length > 0 ? (
          <ul
            aria-label={t('reviews.list')}
            style={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gap: vars.space.medium,
            }}
          >
            {data.items.map((review) => (
              <li
                key={review.id}
                style={{
                  borderBottom: `1px solid ${vars.color.border}`,
                  paddingBottom: vars.space.medium,
                }}
              >
                <Stack gap="xsmall">
                  <Text size="small">
                    <span aria-hidden="true">{stars(review.rating)} </span>
                    <span>{t('reviews.rating', { rating: review.rating })}</span>
                    {' · '}
                    {review.nickname} ·{' '}
                    <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
                  </Text>
                  <Text>{review.content}</Text>
                  <ReviewPhotos photos={review.photos} nickname={review.nickname} />
                </Stack>
              </li>
            ))}
          </ul>
        ) : null}
        {data ? (
          <Pages
            page={data.currentPage}
            pageCount={data.totalPage}
            onPageChange={setPage}
            label={t('common.pages')}
          />
        ) : null}
      </Stack>
    </section>
  );
}

function stars(rating: number): string {
  const full = Math.round(rating);
  return '★'.repeat(full) + '☆'.repeat(Math.max(0, 5 - full));
}
