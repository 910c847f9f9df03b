import { style } from '@vanilla-extract/css';

export const logoLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: '44px', borderRadius: '4px' });
export const logo = style({ display: 'block', height: '40px', width: 'auto' });
export const reading = style({ maxWidth: '42rem' });
