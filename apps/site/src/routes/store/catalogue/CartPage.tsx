import { useState } from 'react';
import { useLocation } from 'wouter';
import {
  getCart,
  getProduct,
  removeCartItems,
  updateCartItem,
  type Cart,
  type CartItem,
  type ProductOption,
} from '@tonggye/api';
import {
  Button,
  Checkbox,
  Container,
  EmptyState,
  Heading,
  Inline,
  QuantityStepper,
  quantityStepperLabelsEn,
  quantityStepperLabelsKo,
  Stack,
  Text,
  vars,
} from '@tonggye/ui';
import { AppLink } from '../../../app/AppLink';
import { apiClient } from '../../../app/apiClient';
import { useIsMember } from '../../../app/SessionContext';
import { usePageTitle } from '../../../app/UiStateContext';
import { useAction, useLoad } from '../../my-activity/useRequest';
import { ActionFailure, ListSkeleton, LoadFailure } from '../../service-centre/parts';
import { serverUrl, useShopText } from './parts';
import { maxQuantityFor, orderSheetPath } from './selection';

/**
 * `/mycart`: the cart of the visitor's identity (a member's, or a guest's by guest id), priced by
 * the server: lines with their option, a quantity stepper saved on the server, removal of one
 * or the selected lines, the totals and shipping as the server reports them, then the order sheet.
 */
export function CartPage() {
  const { t } = useShopText();
  usePageTitle(t('cart.title'));
  const isMember = useIsMember();
  const loaded = useLoad((signal) => getCart(apiClient, {}, { signal }), 'cart');
  // The latest cart: the one a change answered, else the loaded one.
  const [changed, setChanged] = useState<Cart | null>(null);
  const cart = changed ?? loaded.data;
  const [unselected, setUnselected] = useState<ReadonlySet<string>>(new Set());
  const [, navigate] = useLocation();
  // The options' quantity rules (minimum, step, stock), from the lines' products.
  const productIds = [
    ...new Set((cart?.items ?? []).flatMap((item) => (item.productId ? [item.productId] : []))),
  ].sort();
  const rules = useLoad(async (signal) => {
    const products = await Promise.all(
      productIds.map((id) => getProduct(apiClient, id, { signal }).catch(() => null)),
    );
    return new Map(
      products.flatMap(
        (product) => product?.options.map((option) => [option.id, option] as const) ?? [],
      ),
    );
  }, productIds.join(','));
  const update = useAction(async (itemId: string, quantity: number) =>
    setChanged(await updateCartItem(apiClient, { itemId, quantity })),
  );
  const remove = useAction(async (itemIds: string[]) =>
    setChanged(await removeCartItems(apiClient, itemIds)),
  );

  if (loaded.error && !cart)
    return (
      <Container>
        <LoadFailure error={loaded.error} onRetry={loaded.reload} />
      </Container>
    );
  if (!cart)
    return (
      <Container>
        <ListSkeleton rows={6} />
      </Container>
    );

  const selectable = cart.items.filter((item) => item.available);
  const selected = new Set(
    selectable.map((item) => item.itemId).filter((id) => !unselected.has(id)),
  );
  const busy = update.busy || remove.busy;
  return (
    <Container>
      <Stack gap="large">
        <Heading level={1}>{t('cart.title')}</Heading>
        {!isMember ? (
          <Text size="small" tone="muted">
            {t('cart.guestNote')}
          </Text>
        ) : null}
        {cart.items.length === 0 ? (
          <EmptyState
            title={t('cart.empty')}
            description={t('cart.emptyText')}
            action={<AppLink href="/products?lCate=01">{t('cart.shop')}</AppLink>}
          />
        ) : (
          <div
            style={{
              display: 'grid',
              gap: vars.space.xlarge,
              gridTemplateColumns: 'repeat(auto-fit, minmax(20rem, 1fr))',
              alignItems: 'start',
            }}
          >
            <Stack gap="medium">
              <Inline gap="medium" justify="space-between">
                <Checkbox
                  label={t('cart.selectAll', {
                    selected: selected.size,
                    count: selectable.length,
                  })}
                  checked={selectable.length > 0 && selected.size === selectable.length}
                  disabled={selectable.length === 0}
                  onCheckedChange={(checked) =>
                    setUnselected(
                      checked ? new Set() : new Set(selectable.map((item) => item.itemId)),
                    )
                  }
                />
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy || selected.size === 0}
                  onClick={() => void remove.run([...selected])}
                >
                  {t('cart.removeSelected')}
                </Button>
              </Inline>
              <ActionFailure title={t('cart.updateFailed')} error={update.error ?? remove.error} />
              <ul
                aria-label={t('cart.items')}
                style={{
                  listStyle: 'none',
                  margin: 0,
                  padding: 0,
                  display: 'grid',
                  gap: vars.space.medium,
                }}
              >
                {cart.items.map((item) => (
                  <CartLine
                    key={item.itemId}
                    item={item}
                    rule={rules.data?.get(item.optionId)}
                    selected={selected.has(item.itemId)}
                    busy={busy}
                    onSelect={(checked) =>
                      setUnselected((previous) => {
                        const next = new Set(previous);
                        if (checked) next.delete(item.itemId);
                        else next.add(item.itemId);
                        return next;
                      })
                    }
                    onQuantity={(quantity) => void update.run(item.itemId, quantity)}
                    onRemove={() => void remove.run([item.itemId])}
                  />
                ))}
              </ul>
            </Stack>
            <Summary
              cart={cart}
              canOrder={selected.size > 0 && !busy}
              onOrder={() => navigate(orderSheetPath(cart, selected))}
            />
          </div>
        )}
      </Stack>
    </Container>
  );
}

function CartLine({
  item,
  rule,
  selected,
  busy,
  onSelect,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  /** The option's quantity rules once known. */
  rule: ProductOption | undefined;
  selected: boolean;
  busy: boolean;
  onSelect: (checked: boolean) => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { t, english, won } = useShopText();
  const name =
    (english ? item.productNameEn : item.productName) ?? item.productName ?? item.optionId;
  const optionName = (english ? item.optionNameEn : item.optionName) ?? item.optionName ?? '';
  const problem = item.problem
    ? t(
        `cart.problems.${['OUT_OF_STOCK', 'OPTION_NOT_FOUND', 'QUANTITY_INVALID', 'PRINT_NOT_OFFERED'].includes(item.problem) ? item.problem : 'other'}`,
      )
    : null;
  return (
    <li
      data-testid="cart-line"
      style={{
        display: 'grid',
        gridTemplateColumns: 'auto 5rem 1fr',
        gap: vars.space.medium,
        alignItems: 'start',
        padding: vars.space.medium,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.medium,
      }}
    >
      <Checkbox
        label={t('cart.select', { name })}
        checked={selected}
        disabled={!item.available}
        onCheckedChange={onSelect}
      />
      {item.productId ? (
        <img
          src={serverUrl(`/shop/images/${encodeURIComponent(item.productId)}/1.svg`)}
          alt=""
          width={80}
          height={80}
          style={{ borderRadius: vars.radius.small, background: vars.color.surfaceMuted }}
        />
      ) : (
        <span />
      )}
      <Stack gap="small">
        <Heading level={2}>
          {item.productId ? (
            <AppLink href={`/product-detail/${encodeURIComponent(item.productId)}`}>{name}</AppLink>
          ) : (
            name
          )}
        </Heading>
        <Text size="small" tone="muted">
          {t('cart.option', { option: optionName })}
          {item.print ? ` · ${t('cart.print')}` : ''}
        </Text>
        {item.unitPrice !== undefined ? (
          <Text size="small">
            {t('cart.unitPrice', { price: won(item.unitPrice + (item.printUnitPrice ?? 0)) })}
          </Text>
        ) : null}
        {problem ? (
          <Text size="small" tone="critical">
            {t('cart.unavailable', { reason: problem })}
          </Text>
        ) : null}
        <Inline gap="medium" align="flex-end" justify="space-between">
          {/* The stepper once the option's rules are known (a guess would be refused). */}
          {rule ? (
            <QuantityStepper
              label={t('cart.quantity', { name })}
              value={item.quantity}
              min={rule.minQuantity}
              step={rule.quantityStep}
              max={Math.max(maxQuantityFor(rule), item.quantity)}
              onChange={(quantity) => (busy ? undefined : onQuantity(quantity))}
              labels={english ? quantityStepperLabelsEn : quantityStepperLabelsKo}
            />
          ) : (
            <Text size="small">{item.quantity.toLocaleString('ko-KR')}</Text>
          )}
          <Stack gap="xsmall">
            <Text size="small" tone="muted">
              {t('cart.lineTotal')}
            </Text>
            <Text weight="strong">
              <span data-testid="cart-line-total">
                {item.lineTotal !== undefined ? won(item.lineTotal) : '-'}
              </span>
            </Text>
          </Stack>
        </Inline>
        <div>
          <Button variant="ghost" size="sm" disabled={busy} onClick={onRemove}>
            {t('cart.removeItem', { name })}
          </Button>
        </div>
      </Stack>
    </li>
  );
}

function Summary({
  cart,
  canOrder,
  onOrder,
}: {
  cart: Cart;
  canOrder: boolean;
  onOrder: () => void;
}) {
  const { t, won } = useShopText();
  const row = { margin: 0, textAlign: 'end' } as const;
  return (
    <section
      aria-labelledby="cart-summary"
      style={{
        padding: vars.space.large,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.medium,
        background: vars.color.surfaceMuted,
      }}
    >
      <Stack gap="medium">
        <Heading level={2} id="cart-summary">
          {t('cart.summary')}
        </Heading>
        <dl
          aria-live="polite"
          style={{
            display: 'grid',
            gridTemplateColumns: '1fr auto',
            gap: vars.space.small,
            margin: 0,
          }}
        >
          <dt>{t('cart.itemsTotal')}</dt>
          <dd style={row} data-testid="cart-items-total">
            {won(cart.itemsTotal)}
          </dd>
          <dt>{t('cart.shippingFee')}</dt>
          <dd style={row} data-testid="cart-shipping">
            {cart.shippingFee === 0 ? t('cart.free') : won(cart.shippingFee)}
          </dd>
          <dt style={{ fontWeight: vars.fontWeight.bold }}>
            {t('cart.total')} ({t('common.vatIncluded')})
          </dt>
          <dd style={{ ...row, fontWeight: vars.fontWeight.bold }} data-testid="cart-total">
            {won(cart.total)}
          </dd>
        </dl>
        {cart.shippingRule ? (
          <Text size="small" tone="muted">
            {t('detail.shippingRule', {
              fee: won(cart.shippingRule.fee),
              freeFrom: won(cart.shippingRule.freeFrom),
            })}
          </Text>
        ) : null}
        <Button size="lg" disabled={!canOrder} onClick={onOrder}>
          {t('cart.order')}
        </Button>
        <Text size="small" tone="muted">
          {t('cart.orderNote')}
        </Text>
      </Stack>
    </section>
  );
}
