import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import * as styles from './Accordion.css.ts';

export const accordionHeadingLevels = ['2', '3', '4', '5', '6'] as const;
export type AccordionHeadingLevel = (typeof accordionHeadingLevels)[number];

export interface AccordionProps {
  /** `AccordionItem`s. */
  children: ReactNode;
  /** The open item (controlled); '' when all are closed. */
  value?: string;
  /** The item open at first (uncontrolled). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

/**
 * One open section at a time, and the open one can be closed again (spec: prescription-experience
 * §2 Modals, the pharmacy information accordions). Radix gives the disclosure semantics
 * (`aria-expanded`, `aria-controls`, region labelled by its trigger) and the keyboard: Enter and
 * Space toggle, Arrow Up / Down, Home and End move between triggers.
 */
export function Accordion({ children, value, defaultValue, onValueChange }: AccordionProps) {
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      className={styles.root}
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
    >
      {children}
    </RadixAccordion.Root>
  );
}

export interface AccordionItemProps {
  /** Unique within its accordion. */
  value: string;
  title: string;
  /** Level of the heading that wraps the trigger: one below the heading the accordion sits under. */
  headingLevel?: AccordionHeadingLevel;
  children: ReactNode;
}

export function AccordionItem({ value, title, headingLevel = '3', children }: AccordionItemProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Item value={value} className={styles.item}>
      <RadixAccordion.Header asChild>
        <Heading className={styles.header}>
          <RadixAccordion.Trigger className={styles.trigger}>
            <span>{title}</span>
            <ChevronDownIcon className={styles.chevron} />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content}>
        <div className={styles.contentInner}>{children}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  );
}

/** Decorative: the trigger's `aria-expanded` carries the state. */
function ChevronDownIcon({ className }: { className: string }) {
  return (
    <svg className={className} width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <polyline points="6 9 12 15 18 9" />
    </svg>
  );
}
