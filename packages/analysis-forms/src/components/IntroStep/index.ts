export { IntroStep, ACCEPTED_FILE_TYPES, DEFAULT_MAX_UPLOAD_BYTES } from './IntroStep';
export type { IntroStepProps } from './IntroStep';
