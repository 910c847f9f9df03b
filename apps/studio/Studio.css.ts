import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

/**
 * The studio's own look: fixed neutral colours, not the theme's variables, so a draft with an
 * unreadable colour can never make the tool that edits it unreadable (only the previews wear it).
 */
const ink = '#1b2430';
const muted = '#4a5566';
const line = '#c3ccd8';
const focus = '#0b5cad';
const fail = '#a1221b';
const pass = '#1e6b34';
const todo = '#7a4b00';

export const studio = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: '100vh',
  color: ink,
  background: '#f7f8fa',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  fontSize: '0.9375rem',
  lineHeight: 1.45,
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(22rem, 30rem) minmax(0, 1fr)', height: '100vh' } },
});

export const panel = style({
  display: 'grid',
  alignContent: 'start',
  gap: '1.25rem',
  padding: '1rem',
  borderRight: `1px solid ${line}`,
  background: '#ffffff',
  '@media': { 'screen and (min-width: 900px)': { overflowY: 'auto' } },
});

export const previewPane = style({
  display: 'grid',
  alignContent: 'start',
  gap: '1rem',
  padding: '1rem',
  minWidth: 0,
  // The frames are as wide as the phones and the desktop they stand for: they scroll here, never the page.
  overflowX: 'auto',
  '@media': { 'screen and (min-width: 900px)': { overflow: 'auto' } },
});

globalStyle(`${studio} :focus-visible`, { outline: `3px solid ${focus}`, outlineOffset: '2px' });
globalStyle(`${studio} h1, ${studio} h2, ${studio} h3`, { margin: 0, lineHeight: 1.25 });
globalStyle(`${studio} h1`, { fontSize: '1.375rem' });
globalStyle(`${studio} h2`, { fontSize: '1.125rem' });
globalStyle(`${studio} h3`, { fontSize: '1rem' });
globalStyle(`${studio} p`, { margin: 0 });
globalStyle(`${studio} code`, { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.875em', overflowWrap: 'anywhere' });

export const section = style({ display: 'grid', gap: '0.75rem', paddingTop: '1rem', borderTop: `1px solid ${line}` });

export const hint = style({ color: muted, fontSize: '0.875rem' });

export const fieldset = style({ display: 'grid', gap: '0.75rem', margin: 0, padding: '0.75rem', border: `1px solid ${line}`, borderRadius: '6px', minWidth: 0 });

export const legend = style({ padding: '0 0.25rem', fontWeight: 600, overflowWrap: 'anywhere' });

export const field = style({ display: 'grid', gap: '0.25rem', minWidth: 0 });

export const label = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' });

const control = {
  font: 'inherit',
  color: ink,
  background: '#ffffff',
  border: `1px solid #6b7685`,
  borderRadius: '4px',
  padding: '0.375rem 0.5rem',
  minWidth: 0,
} as const;

export const input = style({ ...control, width: '100%' });
globalStyle(`${input}[aria-invalid="true"]`, { borderColor: fail, boxShadow: `0 0 0 1px ${fail}` });

export const select = style({ ...control });

export const colourPicker = style({ inlineSize: '2.75rem', blockSize: '2.25rem', padding: '2px', border: `1px solid #6b7685`, borderRadius: '4px', background: '#ffffff', flexShrink: 0 });

export const tokenRow = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', gap: '0.5rem', alignItems: 'center' });

export const button = style({
  font: 'inherit',
  fontWeight: 600,
  color: '#ffffff',
  background: '#0b5cad',
  border: '1px solid #0b5cad',
  borderRadius: '4px',
  padding: '0.375rem 0.75rem',
  cursor: 'pointer',
});

export const secondaryButton = style([button, { color: '#0b5cad', background: '#ffffff' }]);

export const problem = style({ display: 'grid', gap: '0.25rem', color: fail, fontSize: '0.875rem' });

export const problems = style({ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.25rem', color: fail });

export const status = styleVariants({
  pass: { color: pass, fontWeight: 700 },
  fail: { color: fail, fontWeight: 700 },
  todo: { color: todo, fontWeight: 700 },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '0.875rem' });
globalStyle(`${table} th, ${table} td`, { textAlign: 'left', verticalAlign: 'top', padding: '0.375rem 0.25rem', borderBottom: `1px solid ${line}` });
globalStyle(`${table} caption`, { textAlign: 'left', fontWeight: 600, paddingBottom: '0.25rem' });

export const swatch = style({ display: 'inline-block', inlineSize: '1rem', blockSize: '1rem', border: `1px solid ${line}`, borderRadius: '2px', verticalAlign: 'middle', marginRight: '0.25rem' });

export const scorecard = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '0.5rem' });

export const detail = style({ margin: 0, paddingLeft: '1rem', color: muted, fontSize: '0.875rem', overflowWrap: 'anywhere' });

export const frames = style({ display: 'grid', gap: '1rem', transformOrigin: 'top left' });

export const frameRow = style({ display: 'flex', gap: '1rem', alignItems: 'flex-start' });

export const frame = style({ display: 'grid', gap: '0.25rem', flexShrink: 0 });

export const iframe = style({ display: 'block', height: '40rem', border: `1px solid ${line}`, borderRadius: '4px', background: '#ffffff' });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
