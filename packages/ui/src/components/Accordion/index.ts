export {
  AccordionRoot,
  AccordionItem,
  AccordionTrigger,
  AccordionContent,
  accordionTypes,
  accordionHeadingLevels,
} from './Accordion';
export type { AccordionTriggerProps, AccordionHeadingLevel } from './Accordion';
// Short names for `import * as Accordion from '…/Accordion'`: <Accordion.Item>, <Accordion.Trigger>.
export {
  AccordionRoot as Root,
  AccordionItem as Item,
  AccordionTrigger as Trigger,
  AccordionContent as Content,
} from './Accordion';
