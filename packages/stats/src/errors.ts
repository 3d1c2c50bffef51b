import type { StatsErrorDetails } from './types';

/**
 * An input error: the request or the file is wrong, not the engine. Carries a
 * stable code and a readable message in Korean and English.
 */
export class StatsInputError extends Error {
  override name = 'StatsInputError';
  readonly code: string;
  readonly messageKo: string;
  readonly details: StatsErrorDetails;

  constructor(code: string, messageKo: string, messageEn: string, details: StatsErrorDetails = {}) {
    super(messageEn);
    this.code = code;
    this.messageKo = messageKo;
    this.details = details;
  }
}
