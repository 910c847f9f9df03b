import { style } from '@vanilla-extract/css';

export const centred = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1rem', textAlign: 'center', padding: '2rem 0' });
export const stack = style({ whiteSpace: 'pre-wrap', overflowX: 'auto', maxWidth: '100%', fontSize: '0.8125rem' });
