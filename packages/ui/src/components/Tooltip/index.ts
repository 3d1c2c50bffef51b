export {
  TooltipProvider,
  TooltipRoot,
  TooltipTrigger,
  TooltipContent,
  tooltipSides,
  // Short names for `import * as Tooltip from '…/Tooltip'`: <Tooltip.Root>, <Tooltip.Content>.
  TooltipProvider as Provider,
  TooltipRoot as Root,
  TooltipTrigger as Trigger,
  TooltipContent as Content,
} from './Tooltip';
export type { TooltipRootProps, TooltipContentProps, TooltipSide } from './Tooltip';
