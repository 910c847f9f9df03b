import type { Meta, StoryObj } from '@storybook/react-vite';
import { LegalText } from './LegalText.tsx';

const meta = {
  title: 'Design system/LegalText',
  component: LegalText,
  args: {
    content: {
      title: 'Terms of Use',
      dateLine: 'Last updated December 12, 2023',
      intro: 'These terms govern your use of the patient portal. By using the portal you agree to them.',
      sections: [
        { heading: 'Who may use the portal', paragraphs: ['You must be 18 years of age or older.'] },
        { heading: 'Claims and governing law', paragraphs: ['Any claim must be brought within 1 year.', 'These terms are governed by the laws of the State of Wisconsin.'] },
      ],
    },
  },
} satisfies Meta<typeof LegalText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {};
export const InsideAModal: Story = { args: { headingLevel: 2 } };
