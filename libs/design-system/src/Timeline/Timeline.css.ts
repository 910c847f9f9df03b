import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

const statusColour = createVar();
const previousColour = createVar();

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

const colours = {
  Pending: vars.color.status.pending,
  'In Progress': vars.color.status.inProgress,
  Alert: vars.color.status.alert,
  'Get more info': vars.color.status.getMoreInfo,
  Completed: vars.color.status.completed,
  Closed: vars.color.status.closed,
} as const;

const variantsSetting = (variable: string) =>
  Object.fromEntries(Object.entries(colours).map(([status, colour]) => [status, { vars: { [variable]: colour } }])) as Record<keyof typeof colours, { vars: Record<string, string> }>;

/** Status colours come from the theme; the line's gradient runs from the previous item's status. */
export const itemColours = recipe({
  variants: {
    status: variantsSetting(statusColour),
    previous: variantsSetting(previousColour),
  },
});

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '2.5rem 1fr',
  columnGap: '0.75rem',
  paddingBottom: '1.25rem',
  selectors: { '&:last-child': { paddingBottom: 0 } },
});

/** The line from the previous item: a gradient from its status colour to this one's. */
export const connector = style({
  position: 'absolute',
  left: 'calc(1.25rem - 2px)',
  top: '-1.25rem',
  height: '1.25rem',
  width: '4px',
  borderRadius: '2px',
  background: `linear-gradient(to bottom, ${previousColour}, ${statusColour})`,
});

export const marker = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: '50%',
  border: `3px solid ${statusColour}`,
  color: statusColour,
  background: vars.color.background.surface,
});

export const body = style({ minWidth: 0, paddingTop: '0.25rem' });

export const titleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '0.25rem 0.75rem' });

export const title = style({ margin: 0, fontSize: '1rem', fontWeight: 700, color: vars.color.foreground.text });

export const status = style({ fontSize: '0.8125rem', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em', color: statusColour });

export const subtitle = style({ margin: '0.25rem 0 0', whiteSpace: 'pre-line', color: vars.color.foreground.secondary, overflowWrap: 'anywhere' });

export const readMoreText = style({ margin: '0.5rem 0 0', whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const toggle = style({
  marginTop: '0.25rem',
  minHeight: '44px',
  padding: '0 0.25rem',
  marginLeft: '-0.25rem',
  border: 0,
  background: 'transparent',
  color: vars.color.foreground.link,
  fontFamily: vars.font.body,
  fontSize: '0.9375rem',
  fontWeight: 700,
  textDecoration: 'underline',
  cursor: 'pointer',
});
