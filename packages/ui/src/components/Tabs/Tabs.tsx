import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import * as styles from './Tabs.css';

/** Automatic shows a panel as soon as its tab gets focus; manual waits for Enter or Space. */
export const tabsActivationModes = ['automatic', 'manual'] as const;
export type TabsActivationMode = (typeof tabsActivationModes)[number];

const cx = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** Holds the selected tab (`value`/`onValueChange`, or `defaultValue`). */
export function TabsRoot({ className, ...rest }: ComponentProps<typeof RadixTabs.Root>) {
  return <RadixTabs.Root className={cx(styles.root, className)} {...rest} />;
}

export interface TabsListProps extends ComponentProps<typeof RadixTabs.List> {
  /** Names the tab list for screen readers, e.g. '결과 보기'. */
  'aria-label': string;
}

/** The row of tabs: arrow keys move between them, Home and End jump to the ends. */
export function TabsList({ className, ...rest }: TabsListProps) {
  return <RadixTabs.List className={cx(styles.list, className)} {...rest} />;
}

export function TabsTrigger({ className, ...rest }: ComponentProps<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={cx(styles.trigger, className)} {...rest} />;
}

/** The panel of one tab; it is a Tab stop of its own so a panel without controls can be read. */
export function TabsContent({ className, ...rest }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cx(styles.content, className)} {...rest} />;
}
