export { Badge, badgeTones, badgeEmphases } from './Badge';
export type { BadgeProps, BadgeTone, BadgeEmphasis } from './Badge';
