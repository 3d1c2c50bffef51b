/** Made on first use: a formatter with a time zone loads zone data, a long moment on a phone. */
let seoulFormat: Intl.DateTimeFormat | null = null;
function seoulParts(): Intl.DateTimeFormat {
  seoulFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return seoulFormat;
}

/** A date-time without zone ('2024-03-05', '2024-03-05 14:30:00') is already Korean local time. */
const localPattern = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

interface DateParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

function partsOf(value: string | Date): DateParts | null {
  if (typeof value === 'string') {
    const local = localPattern.exec(value.trim());
    if (local) {
      const [, year = '', month = '', day = '', hour = '00', minute = '00'] = local;
      return { year, month, day, hour, minute };
    }
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(
    seoulParts()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

/**
 * The service's date format 'YYYY.MM.DD' (spec: version dates, board and comment dates), in
 * Korean time for instants with a zone. An unreadable value is returned unchanged.
 */
export function formatDotDate(value: string | Date): string {
  const parts = partsOf(value);
  if (!parts) return typeof value === 'string' ? value : '';
  return `${parts.year}.${parts.month}.${parts.day}`;
}

/** 'YYYY.MM.DD HH:mm' in Korean time, for comments. */
export function formatDotDateTime(value: string | Date): string {
  const parts = partsOf(value);
  if (!parts) return typeof value === 'string' ? value : '';
  return `${parts.year}.${parts.month}.${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The machine-readable value for `<time dateTime>`: the input when it is a string. */
export function dateTimeAttribute(value: string | Date): string {
  return typeof value === 'string' ? value : value.toISOString();
}
