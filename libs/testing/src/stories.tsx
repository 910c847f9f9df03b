import { MemoryRouter } from 'react-router';
import type { Decorator } from '@storybook/react-vite';

/**
 * Storybook's preview gives the programme (theme and ProgramProvider) but no router (the app does):
 * a story of a page that links inside the portal renders in a memory router of its own.
 */
export function inMemoryRouter(initialEntries?: string[]): Decorator {
  return (Story) => (
    <MemoryRouter initialEntries={initialEntries}>
      <Story />
    </MemoryRouter>
  );
}

/** A portal page's stories: a padded canvas, in a router of their own (see `inMemoryRouter`). */
export function pageInRouter(initialEntries?: string[]) {
  return { decorators: [inMemoryRouter(initialEntries)], parameters: { layout: 'padded' } };
}

/** The controls of a form control's stories (`writingBack`, `formControlArgTypes`, …) are the design system's: `@portal/design-system/story-controls`. */
