import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  margin: 0,
  paddingLeft: '1.25rem',
});
