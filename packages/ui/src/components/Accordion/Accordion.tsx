import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ComponentProps } from 'react';
import * as styles from './Accordion.css';

/** `single`: one answer open at a time (the FAQ); `multiple`: any number. */
export const accordionTypes = ['single', 'multiple'] as const;
export const accordionHeadingLevels = [2, 3, 4] as const;
export type AccordionHeadingLevel = (typeof accordionHeadingLevels)[number];

const cx = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** Holds which items are open; `type="single" collapsible` lets the open one close again. */
export function AccordionRoot({ className, ...rest }: ComponentProps<typeof RadixAccordion.Root>) {
  return <RadixAccordion.Root className={cx(styles.root, className)} {...rest} />;
}

export function AccordionItem({ className, ...rest }: ComponentProps<typeof RadixAccordion.Item>) {
  return <RadixAccordion.Item className={cx(styles.item, className)} {...rest} />;
}

export interface AccordionTriggerProps extends ComponentProps<typeof RadixAccordion.Trigger> {
  /** Heading level of the question, to fit the page outline (h3 by default). */
  level?: AccordionHeadingLevel;
}

/** The question: a button inside a heading, so screen readers can list and jump between them. */
export function AccordionTrigger({
  level = 3,
  className,
  children,
  ...rest
}: AccordionTriggerProps) {
  const Heading = `h${level}` as const;
  return (
    <RadixAccordion.Header asChild>
      <Heading className={styles.header}>
        <RadixAccordion.Trigger className={cx(styles.trigger, className)} {...rest}>
          {children}
          <svg
            className={styles.chevron}
            viewBox="0 0 16 16"
            width="1em"
            height="1em"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M3.5 6l4.5 4.5L12.5 6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </RadixAccordion.Trigger>
      </Heading>
    </RadixAccordion.Header>
  );
}

/** The answer: a region named by its question. */
export function AccordionContent({
  className,
  ...rest
}: ComponentProps<typeof RadixAccordion.Content>) {
  return <RadixAccordion.Content className={cx(styles.content, className)} {...rest} />;
}
