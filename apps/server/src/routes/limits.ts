import { bodyLimit } from 'hono/body-limit';
import type { AppConfig } from '../config';
import { ApiError } from '../errors';

/** Limit of the small `{ encryptedData }` bodies of every route but the upload. */
export function jsonBodyLimit(config: AppConfig) {
  return bodyLimit({
    maxSize: config.jsonLimitBytes,
    onError: () => {
      throw new ApiError('BODY_TOO_LARGE');
    },
  });
}
