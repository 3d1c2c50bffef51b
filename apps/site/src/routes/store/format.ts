import { formatWon as groupWon } from '@tonggye/ui';

/**
 * An amount in won for people to read, shared by the store's pages: VAT-inclusive whole won
 * with thousands separators, '12,900원' in Korean and '₩12,900' in English (the same forms
 * as the kit's PriceTag); a discount reads '-3,000원' / '-₩3,000'. Anything other than 'en'
 * reads as Korean.
 */
export function formatWon(amount: number, language: string): string {
  const grouped = groupWon(Math.abs(amount));
  const sign = Math.round(amount) < 0 ? '-' : '';
  return language === 'en' ? `${sign}₩${grouped}` : `${sign}${grouped}원`;
}
