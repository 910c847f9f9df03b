import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { useArgs } from 'storybook/preview-api';
import { fn } from 'storybook/test';
import { MenuButton } from './MenuButton.tsx';
import { SlideOutMenu, SlideOutMenuGroup, SlideOutMenuItem, SlideOutMenuSeparator } from './SlideOutMenu.tsx';

interface StoryArgs {
  open: boolean;
  title: string;
  current: string;
  withPayment: boolean;
  withFillHistory: boolean;
  onOpenChange: (open: boolean) => void;
}

const mainItems = (args: StoryArgs) =>
  [
    'Prescriptions',
    ...(args.withPayment ? ['Payment'] : []),
    ...(args.withFillHistory ? ['Fill History'] : []),
    'Tutorial',
  ];
const accountItems = ['Profile', 'Contact Us', 'Logout'];

const meta = {
  title: 'Design system/SlideOutMenu',
  // No Payment or Fill History item where the toolbar programme has payment off, as in the portal's
  // menu (`flags`: .storybook/preview.tsx, libs/testing/src/storyFlags.ts).
  parameters: { layout: 'fullscreen', flags: { args: { withPayment: 'payment', withFillHistory: 'payment' } } },
  args: {
    open: true,
    title: 'Welcome Alex',
    current: 'Prescriptions',
    withPayment: true,
    withFillHistory: true,
    onOpenChange: fn(),
  },
  argTypes: {
    current: { control: 'select', options: ['Prescriptions', 'Payment', 'Fill History', 'Tutorial', ...accountItems] },
  },
  // Controlled by the `open` arg: the menu button toggles it, closing (X, Escape, outside) writes it back.
  render: function Render(args) {
    const [, updateArgs] = useArgs<StoryArgs>();
    const id = useId();
    const setOpen = (open: boolean) => {
      args.onOpenChange(open);
      updateArgs({ open });
    };
    const item = (label: string) => (
      <SlideOutMenuItem key={label}>
        <a href={`#${label.toLowerCase().replace(/ /g, '-')}`} aria-current={label === args.current ? 'page' : undefined} onClick={() => setOpen(false)}>
          {label}
        </a>
      </SlideOutMenuItem>
    );
    return (
      <>
        <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '0.5rem 1rem', borderBottom: '1px solid #ddd' }}>
          <MenuButton label="Open menu" expanded={args.open} controls={id} onClick={() => setOpen(!args.open)} />
        </div>
        <SlideOutMenu open={args.open} onOpenChange={setOpen} id={id} title={args.title} closeLabel="Close menu" navLabel="Main menu">
          <SlideOutMenuGroup>{mainItems(args).map(item)}</SlideOutMenuGroup>
          <SlideOutMenuSeparator />
          <SlideOutMenuGroup>{accountItems.map(item)}</SlideOutMenuGroup>
        </SlideOutMenu>
      </>
    );
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A prescription with payment info and a HealthDyne pharmacy: every item where the programme has payment. */
export const AllItems: Story = {};

/** Payment off, or nothing to pay and no HealthDyne pharmacy: no Payment, no Fill History, in every programme. */
export const WithoutPaymentItems: Story = { args: { withPayment: false, withFillHistory: false } };

/** Closed: only the header's menu button. */
export const Closed: Story = { args: { open: false } };
