import { createThemeContract } from '@vanilla-extract/css';
import { themeShape } from '@portal/tokens';

/**
 * The theme contract: CSS variables named by purpose. It emits no CSS itself; each programme
 * fills it with one `createProgramTheme(tokens)` call, and only that programme's theme ships.
 */
export const vars = createThemeContract(themeShape);
