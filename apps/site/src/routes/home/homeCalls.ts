/**
 * The main page's server calls, loaded in their own chunk when the page first asks: their
 * answers are read with zod schemas, and the landing text above them needs neither, so zod is
 * not part of the main page's first download (under 150 KB gzip).
 */
export { getAdSlot, getAnnouncements, getEventPopups, getRecommendedItems } from '@tonggye/api';
