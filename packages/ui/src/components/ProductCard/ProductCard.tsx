import type { ReactNode } from 'react';
import type { RenderLinkProps } from '../AppShell';
import { Badge } from '../Badge';
import type { BadgeTone } from '../Badge';
import { PriceTag } from '../PriceTag';
import type { PriceTagMessages, PriceTagProps } from '../PriceTag';
import * as styles from './ProductCard.css';

export const productImageRatios = ['1:1', '4:3', '3:4'] as const;
export type ProductImageRatio = (typeof productImageRatios)[number];

export interface ProductBadge {
  label: string;
  /** 'brand' for 오늘출발, 'delivery' (regular-delivery blue) for 정기배송. */
  tone?: BadgeTone;
}

export interface ProductCardMessages {
  /** Name of the wish toggle; aria-pressed says whether the product is in the wish list. */
  wish: (productName: string) => string;
  soldOut: string;
}

export const productCardMessagesKo: ProductCardMessages = {
  wish: (productName) => `${productName} 찜하기`,
  soldOut: '품절',
};

export const productCardMessagesEn: ProductCardMessages = {
  wish: (productName) => `Save ${productName} to wish list`,
  soldOut: 'Sold out',
};

export interface ProductCardProps {
  name: string;
  href: string;
  imageSrc: string;
  /** Only when the photo says more than the name; the default '' marks it decorative. */
  imageAlt?: string;
  imageRatio?: ProductImageRatio;
  /** Short options summary, e.g. '3가지 크기 · 100매'. */
  options?: string;
  price: PriceTagProps['price'];
  listPrice?: PriceTagProps['listPrice'];
  unitPrice?: PriceTagProps['unitPrice'];
  regularDeliveryPrice?: PriceTagProps['regularDeliveryPrice'];
  badges?: readonly ProductBadge[];
  /** Shows the wish toggle; the app stores the wish. */
  wished?: boolean;
  onWishChange?: (wished: boolean) => void;
  soldOut?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** Lets the site render its router's link; a plain <a> by default. */
  renderLink?: (props: RenderLinkProps) => ReactNode;
  messages?: Partial<ProductCardMessages>;
  priceMessages?: Partial<PriceTagMessages>;
}

const defaultRenderLink = ({ children, ...props }: RenderLinkProps) => <a {...props}>{children}</a>;

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path
        d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0112 7.3a4.4 4.4 0 017.5 2.6C19.5 15.4 12 20 12 20z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A store product in a grid: photo at a fixed ratio, badges, name (the link, stretched over the
 * card), options, price and a wish toggle. Sold out greys the photo and says so in words.
 */
export function ProductCard({
  name,
  href,
  imageSrc,
  imageAlt = '',
  imageRatio = '1:1',
  options,
  price,
  listPrice,
  unitPrice,
  regularDeliveryPrice,
  badges = [],
  wished,
  onWishChange,
  soldOut = false,
  headingLevel = 3,
  renderLink = defaultRenderLink,
  messages,
  priceMessages,
}: ProductCardProps) {
  const text = { ...productCardMessagesKo, ...messages };
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card({ soldOut })}>
      <div className={`${styles.media} ${styles.ratio[imageRatio]}`}>
        <img className={styles.image} src={imageSrc} alt={imageAlt} loading="lazy" />
        {soldOut ? (
          <span className={styles.soldOutMark}>
            <Badge tone="neutral" emphasis="solid">
              {text.soldOut}
            </Badge>
          </span>
        ) : null}
      </div>
      {onWishChange ? (
        <button
          type="button"
          className={styles.wish}
          aria-label={text.wish(name)}
          aria-pressed={Boolean(wished)}
          onClick={() => onWishChange(!wished)}
        >
          <HeartIcon filled={Boolean(wished)} />
        </button>
      ) : null}
      <div className={styles.body}>
        {badges.length > 0 ? (
          <ul className={styles.badges}>
            {badges.map((badge) => (
              <li key={badge.label}>
                <Badge tone={badge.tone ?? 'neutral'}>{badge.label}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <Heading className={styles.name}>
          {renderLink({ href, className: styles.nameLink, children: name })}
        </Heading>
        {options ? <p className={styles.options}>{options}</p> : null}
        <PriceTag
          price={price}
          listPrice={listPrice}
          unitPrice={unitPrice}
          regularDeliveryPrice={regularDeliveryPrice}
          messages={priceMessages}
        />
      </div>
    </article>
  );
}
