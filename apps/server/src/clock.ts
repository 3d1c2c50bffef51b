let last = 0;

/**
 * Now as ISO-8601 text, strictly increasing within this process, so rows created
 * in the same millisecond still sort newest first by `created_at`.
 */
export function isoNow(): string {
  last = Math.max(Date.now(), last + 1);
  return new Date(last).toISOString();
}
