import { createApiClient, type ApiClient } from '@tonggye/api';
import { DEVELOPMENT_ENVELOPE_KEY } from '@tonggye/api/envelope-key';

/** One client for the whole site: same origin, headers read from localStorage before each call. */
export const apiClient: ApiClient = createApiClient({
  baseURL: import.meta.env.VITE_API_BASE_URL ?? '',
  envelopeKey: __ENVELOPE_KEY__ || DEVELOPMENT_ENVELOPE_KEY,
});
