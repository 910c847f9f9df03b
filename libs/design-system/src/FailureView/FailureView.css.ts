import { style } from '@vanilla-extract/css';

export const failure = style({ display: 'grid', justifyItems: 'start', gap: '1rem', padding: '1rem 0' });
