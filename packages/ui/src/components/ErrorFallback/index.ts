export { ErrorFallback, errorFallbackMessageKo } from './ErrorFallback';
export type { ErrorFallbackProps } from './ErrorFallback';
