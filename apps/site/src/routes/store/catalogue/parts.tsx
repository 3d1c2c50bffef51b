import type { CSSProperties } from 'react';
import { useTranslation } from '@tonggye/analysis-forms';
import type { ProductCardData } from '@tonggye/api';
import {
  ProductCard,
  productCardMessagesEn,
  productCardMessagesKo,
  priceTagMessagesEn,
  priceTagMessagesKo,
  vars,
  type ProductBadge,
} from '@tonggye/ui';
import { renderRouterLink } from '../../service-centre/parts';
import { SHOP_TEXTS } from '../../../i18n/namespaces';
import { formatWon } from '../format';

/**
 * `storeCatalogue.*` catalogue texts (the shop namespace, loaded with the pages showing products), the
 * reader's language and won in it.
 */
export function useShopText() {
  const { t, i18n } = useTranslation(SHOP_TEXTS);
  const english = i18n.language === 'en';
  return {
    t: (key: string, values: Record<string, unknown> = {}) => t(`storeCatalogue.${key}`, values),
    english,
    won: (amount: number) => formatWon(amount, english ? 'en' : 'ko'),
  };
}

/** A name the server gives in both languages, in the reader's. */
export function localName(item: { name: string; nameEn?: string | null }, english: boolean) {
  return english && item.nameEn ? item.nameEn : item.name;
}

/** A server path (`/shop/images/…`) on the API's origin (the same origin unless configured). */
export function serverUrl(path: string): string {
  return `${import.meta.env.VITE_API_BASE_URL ?? ''}${path}`;
}

export function productHref(product: { id: string; alias?: string | null }): string {
  return `/product-detail/${encodeURIComponent(product.alias ?? product.id)}`;
}

export const gridStyle: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
};

/** Product cards in a grid: the lowest unit price ("…부터"), badges for today shipping and samples. */
export function ProductGrid({
  items,
  label,
  headingLevel = 2,
}: {
  items: readonly ProductCardData[];
  label: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t, english } = useShopText();
  const priceMessages = english ? priceTagMessagesEn : priceTagMessagesKo;
  return (
    <ul style={gridStyle} aria-label={label}>
      {items.map((item) => {
        const badges: ProductBadge[] = [];
        if (item.todayShipping) badges.push({ label: t('common.todayShipping'), tone: 'brand' });
        if (item.categoryCode === '16')
          badges.push({ label: t('common.exclusive'), tone: 'neutral' });
        if (item.isSample) badges.push({ label: t('common.sample'), tone: 'info' });
        return (
          <li key={item.id}>
            <ProductCard
              name={localName(item, english)}
              href={productHref(item)}
              imageSrc={serverUrl(item.imageUrl)}
              options={item.summary}
              price={item.listPrice}
              badges={badges}
              headingLevel={headingLevel}
              renderLink={renderRouterLink}
              messages={english ? productCardMessagesEn : productCardMessagesKo}
              priceMessages={{
                amount: (formatted) =>
                  t('common.priceFrom', { price: priceMessages.amount(formatted) }),
              }}
            />
          </li>
        );
      })}
    </ul>
  );
}
