export { TabsRoot, TabsList, TabsTrigger, TabsContent, tabsActivationModes } from './Tabs';
export type { TabsListProps, TabsActivationMode } from './Tabs';
// Short names for `import * as Tabs from '…/Tabs'`: <Tabs.Root>, <Tabs.List>, <Tabs.Trigger>.
export {
  TabsRoot as Root,
  TabsList as List,
  TabsTrigger as Trigger,
  TabsContent as Content,
} from './Tabs';
