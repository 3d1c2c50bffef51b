export { Button, buttonVariants, buttonSizes } from './Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './Button';
