export { Stack, stackAligns } from './Stack';
export type { StackProps } from './Stack';
