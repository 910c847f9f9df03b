export { Accordion, AccordionItem, accordionHeadingLevels, type AccordionProps, type AccordionItemProps, type AccordionHeadingLevel } from './Accordion.tsx';
// PharmacyInfo is built on the accordion, so it rides on this Radix-backed subpath, not the root.
export * from '../PharmacyInfo/index.ts';
