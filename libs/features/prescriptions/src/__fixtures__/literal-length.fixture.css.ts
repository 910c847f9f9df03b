// expect-lint: no-restricted-syntax
// A feature's style with literal lengths, in a string and in a template: neither follows the programme's spacing.
import { style } from '@vanilla-extract/css';
import { vars } from '@portal/design-system/theme';

export const card = style({ padding: '1.25rem', borderTop: `1px solid ${vars.color.border.standard}` });
