/**
 * Korea has kept UTC+9 without daylight saving since 1988-10-09. From 1989 on, Korean time is
 * the instant moved by nine hours, read in UTC: no zone database. The first formatter with a
 * time zone loads the zone data, a task of tens of milliseconds on a phone, which a notice list
 * or the main page's announcements would otherwise pay while the visitor waits.
 */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const FIXED_OFFSET_SINCE = Date.UTC(1989, 0, 1);
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Made on first use, for instants before 1989 only (Korea's summer times of 1948–1988). */
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
  const time = date.getTime();
  if (Number.isNaN(time)) return null;
  if (time >= FIXED_OFFSET_SINCE) {
    const seoul = new Date(time + SEOUL_OFFSET_MS);
    return {
      year: String(seoul.getUTCFullYear()),
      month: twoDigits(seoul.getUTCMonth() + 1),
      day: twoDigits(seoul.getUTCDate()),
      hour: twoDigits(seoul.getUTCHours()),
      minute: twoDigits(seoul.getUTCMinutes()),
    };
  }
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
