import type { Meta, StoryObj } from '@storybook/react-vite';
import { programmeSources } from './sources.ts';
import { Studio } from './Studio.tsx';

/**
 * The programme studio (apps/studio/README.md). Not a screen of the portal: the visual check
 * leaves it out (`skip-visual`; its previews are the stories it checks already), and
 * apps/portal-e2e/visual/studio.spec.ts tries it as a designer would, axe included.
 */
const meta = {
  title: 'Studio/Programme studio',
  component: Studio,
  tags: ['skip-visual', '!autodocs'],
  parameters: { layout: 'fullscreen', controls: { disable: true }, a11y: { test: 'error' }, chromatic: { disableSnapshot: true } },
  args: { sources: programmeSources },
} satisfies Meta<typeof Studio>;

export default meta;

/** Opens on the toolbar's programme; "Start from" picks another or a new one. */
export const ProgrammeStudio: StoryObj<typeof meta> = {
  name: 'Programme studio',
  render: (args, { globals }) => <Studio key={String(globals.program)} sources={args.sources} startFrom={typeof globals.program === 'string' ? globals.program : undefined} />,
};
