import { bodyLimit } from 'hono/body-limit';
import type { AppConfig } from '../config';
import { ApiError, formatBytes } from '../errors';

/** Limit of the small `{ encryptedData }` bodies of every route but the upload. */
export function jsonBodyLimit(config: AppConfig) {
  return bodyLimit({
    maxSize: config.jsonLimitBytes,
    onError: () => {
      throw new ApiError('BODY_TOO_LARGE');
    },
  });
}

/** Room for the multipart framing around an uploaded image (boundaries, part headers). */
const MULTIPART_FRAMING_BYTES = 64 * 1024;

/**
 * An image upload's limit (board post images, profile pictures): `bodyLimit` refuses a body past
 * the image limit plus the framing while it arrives, and `tooLarge()` is the same 413
 * IMAGE_TOO_LARGE for an image part found too large after parsing.
 */
export function imageUploadLimit(limitBytes: number) {
  const tooLarge = () => new ApiError('IMAGE_TOO_LARGE', { limit: formatBytes(limitBytes) });
  return {
    tooLarge,
    bodyLimit: bodyLimit({
      maxSize: limitBytes + MULTIPART_FRAMING_BYTES,
      onError: () => {
        throw tooLarge();
      },
    }),
  };
}
