import type { ContrastUse } from './contrast.ts';
import type { ColorTokenPath } from './shape.ts';

/**
 * The foreground/background token pairs the portal's styles actually put together, in one place,
 * so the Storybook tokens page (Foundations/Tokens) can show each programme's contrast for them.
 * Add a pair here when a style puts a colour on a background it was not on before.
 */
export interface ContrastPair {
  foreground: ColorTokenPath;
  background: ColorTokenPath;
  /** For a translucent background: what it is painted over (the worst case for its text). */
  over?: ColorTokenPath;
  /** Text (4.5:1), large text (3:1), or a UI part or state: a border, a focus ring, a control (3:1). */
  use: ContrastUse;
  /** Where the portal uses it. */
  usedFor: string;
}

export const contrastPairs: readonly ContrastPair[] = [
  // Text
  { foreground: 'color.foreground.text', background: 'color.background.body', use: 'text', usedFor: 'Page text and headings' },
  { foreground: 'color.foreground.text', background: 'color.background.surface', use: 'text', usedFor: 'Text in cards, fields, dialogs and the menu' },
  { foreground: 'color.foreground.text', background: 'color.background.surfaceMuted', use: 'text', usedFor: 'Important notes, hovered menu items' },
  { foreground: 'color.foreground.text', background: 'color.background.infoSoft', use: 'text', usedFor: 'Wizard note, amount due' },
  { foreground: 'color.foreground.secondary', background: 'color.background.body', use: 'text', usedFor: 'Secondary text on the page' },
  { foreground: 'color.foreground.secondary', background: 'color.background.surface', use: 'text', usedFor: 'Descriptions, placeholders, footer, timeline subtitles' },
  { foreground: 'color.foreground.secondary', background: 'color.background.surfaceMuted', use: 'text', usedFor: 'Landing disclaimers, disabled fields' },
  { foreground: 'color.foreground.link', background: 'color.background.body', use: 'text', usedFor: 'Links on the page' },
  { foreground: 'color.foreground.link', background: 'color.background.surface', use: 'text', usedFor: 'Links in cards, skip link, link buttons' },
  { foreground: 'color.foreground.onBrand', background: 'color.background.brand', use: 'text', usedFor: 'Public header, ticked checkbox' },
  { foreground: 'color.foreground.onBrand', background: 'color.background.positive', use: 'text', usedFor: 'Positive button (Make Payment)' },
  { foreground: 'color.foreground.onBrand', background: 'color.background.overlay', over: 'color.background.surface', use: 'text', usedFor: 'Loading overlay message' },
  { foreground: 'color.background.surface', background: 'color.foreground.text', use: 'text', usedFor: 'Checkbox tooltip (inverted)' },
  { foreground: 'color.foreground.critical', background: 'color.background.body', use: 'text', usedFor: 'Field error text on the page' },
  { foreground: 'color.foreground.critical', background: 'color.background.surface', use: 'text', usedFor: 'Field error text in a card, payment error' },
  { foreground: 'color.foreground.critical', background: 'color.background.criticalSoft', use: 'text', usedFor: 'Error messages and banners' },
  { foreground: 'color.foreground.positive', background: 'color.background.body', use: 'text', usedFor: 'Code resent notice' },
  { foreground: 'color.foreground.positive', background: 'color.background.positiveSoft', use: 'text', usedFor: 'Success message, current pharmacy tag' },
  { foreground: 'color.foreground.info', background: 'color.background.infoSoft', use: 'text', usedFor: 'Info message, pricing link' },
  { foreground: 'color.button.primaryForeground', background: 'color.button.primaryBackground', use: 'text', usedFor: 'Primary button' },
  { foreground: 'color.button.primaryForeground', background: 'color.button.primaryBackgroundHover', use: 'text', usedFor: 'Primary button, hovered' },
  { foreground: 'color.button.primaryForegroundDisabled', background: 'color.button.primaryBackgroundDisabled', use: 'text', usedFor: 'Primary button, disabled' },
  { foreground: 'color.button.secondaryForeground', background: 'color.button.secondaryBackground', use: 'text', usedFor: 'Secondary button' },
  { foreground: 'color.button.secondaryForeground', background: 'color.button.secondaryBackgroundHover', use: 'text', usedFor: 'Secondary button, hovered' },
  { foreground: 'color.button.secondaryForegroundDisabled', background: 'color.button.secondaryBackground', use: 'text', usedFor: 'Secondary button, disabled' },
  { foreground: 'color.status.completed', background: 'color.background.surface', use: 'text', usedFor: 'Timeline status: Completed' },
  { foreground: 'color.status.inProgress', background: 'color.background.surface', use: 'text', usedFor: 'Timeline status: In Progress' },
  { foreground: 'color.status.pending', background: 'color.background.surface', use: 'text', usedFor: 'Timeline status: Pending' },
  { foreground: 'color.status.alert', background: 'color.background.surface', use: 'text', usedFor: 'Timeline status: Alert' },
  { foreground: 'color.status.getMoreInfo', background: 'color.background.surface', use: 'text', usedFor: 'Timeline status: Get more info' },
  { foreground: 'color.status.closed', background: 'color.background.surface', use: 'text', usedFor: 'Timeline status: Closed' },
  // UI parts and states
  { foreground: 'color.border.field', background: 'color.background.surface', use: 'ui', usedFor: 'Field, checkbox and radio borders' },
  { foreground: 'color.background.critical', background: 'color.background.surface', use: 'ui', usedFor: 'Invalid field border' },
  { foreground: 'color.background.brand', background: 'color.background.surface', use: 'ui', usedFor: 'Ticked checkbox, chosen radio' },
  { foreground: 'color.button.secondaryBorder', background: 'color.button.secondaryBackground', use: 'ui', usedFor: 'Secondary button border' },
  { foreground: 'color.border.focus', background: 'color.background.body', use: 'ui', usedFor: 'Focus ring on the page' },
  { foreground: 'color.border.focus', background: 'color.background.surface', use: 'ui', usedFor: 'Focus ring in cards and dialogs' },
  { foreground: 'color.border.focus', background: 'color.background.brand', use: 'ui', usedFor: 'Focus ring in the public header' },
  { foreground: 'color.progress.current', background: 'color.background.body', use: 'ui', usedFor: 'Current step (tutorial dots, wizard progress)' },
];
