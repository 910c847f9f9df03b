import { createProgramTheme } from '@portal/design-system/theme';
import tokens from './theme.json';

export const themeClass = createProgramTheme(tokens, 'bisp');
