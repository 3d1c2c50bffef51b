import { formatDotDate } from '@tonggye/ui';

/** YYYY.MM.DD in Korean time, as every date of the service is shown. */
export function formatDate(iso: string): string {
  return formatDotDate(iso);
}
