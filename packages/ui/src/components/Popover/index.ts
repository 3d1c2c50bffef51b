export {
  PopoverRoot,
  PopoverTrigger,
  PopoverAnchor,
  PopoverClose,
  PopoverContent,
  popoverSides,
  // Short names for `import * as Popover from '…/Popover'`: <Popover.Root>, <Popover.Content>.
  PopoverRoot as Root,
  PopoverTrigger as Trigger,
  PopoverAnchor as Anchor,
  PopoverClose as Close,
  PopoverContent as Content,
} from './Popover';
export type { PopoverContentProps, PopoverSide } from './Popover';
