export { Link } from './Link';
export type { LinkProps } from './Link';
export { link as linkClassName } from './Link.css';
