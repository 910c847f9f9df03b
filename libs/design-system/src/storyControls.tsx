import type { ComponentType, ReactElement } from 'react';
import { useArgs } from 'storybook/preview-api';

/**
 * What the design system's stories of form controls share (and the feature stories that show a
 * control): Storybook only, never in the barrel a page imports. They sit with the components so
 * that the design system's stories need nothing from a layer above it.
 */

/**
 * The render of a controlled component's stories: its change callback still reaches the story's
 * action and writes the new value back to `arg`, so the story behaves as the component does in a
 * form. `maxWidth` sets the column a form gives the field.
 */
export function writingBack<P extends object>(Component: ComponentType<P>, handler: keyof P, arg: keyof P, maxWidth?: string) {
  return function Render(args: P): ReactElement {
    const [, updateArgs] = useArgs<P>();
    const change = (next: unknown, ...rest: unknown[]) => {
      (args[handler] as (...values: unknown[]) => void)(next, ...rest);
      updateArgs({ [arg]: next } as Partial<P>);
    };
    const element = <Component {...args} {...{ [handler]: change }} />;
    return maxWidth ? <div style={{ maxWidth }}>{element}</div> : element;
  };
}

/**
 * A form control's stories: a padded canvas, and its error message as a text control. Parts to put
 * in the story file's meta object, which must stay an object literal: Storybook's indexer reads it
 * without running the file.
 */
export const formControlParameters = { layout: 'padded' } as const;
export const formControlArgTypes = { errorMessage: { control: 'text' } } as const;

/** The text form fields' stories: as any form control's, with the label and description as text controls too. */
export const formFieldArgTypes = { ...formControlArgTypes, label: { control: 'text' }, description: { control: 'text' } } as const;
