import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { program } from 'virtual:portal-program';
import { formatCopy, type Copy } from '@portal/program-config';
import type { CardImageFile } from '@portal/validation';
import { CardImageField, type CardImageFieldProps } from './CardImageField.tsx';

/**
 * The card-photo control of the missing-information wizard's insurance step (one side of one
 * card). Each story holds the file in state as the wizard does, so Take a photo, Choose a file,
 * Replace and Remove all work here. Texts come from the programme's copy (PORTAL_PROGRAM).
 */
const { copy } = program;
const LABEL = copy.missingInformation.primaryFront;

// The preview gives the theme and the programme context; the column is as wide as the wizard's.
const withWizardColumn: Decorator = (Story) => (
  <div style={{ maxWidth: '30rem' }}>
    <Story />
  </div>
);

/** The field with its file in state, as the wizard holds it; every change also reaches the `onChange` action. */
function StatefulField(props: CardImageFieldProps) {
  const [file, setFile] = useState<CardImageFile | null>(props.file);
  const [fileName, setFileName] = useState(props.fileName);
  return (
    <CardImageField
      {...props}
      file={file}
      fileName={fileName}
      onChange={(next) => {
        props.onChange(next);
        setFile(next);
        setFileName(next?.name ?? '');
      }}
    />
  );
}

/**
 * A card-like PNG drawn on a canvas (shapes only, no text: fonts differ between machines), so the
 * preview story needs no network and no binary fixture.
 */
async function sampleCardPng(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 400;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#e8eef7';
  context.fillRect(0, 0, 640, 400);
  context.fillStyle = '#1f4e8c';
  context.fillRect(0, 0, 640, 84);
  context.fillStyle = '#ffffff';
  context.fillRect(32, 28, 180, 28);
  context.fillStyle = '#9fb3cf';
  for (const [y, width] of [
    [130, 320],
    [180, 240],
    [230, 280],
    [280, 200],
  ] as const) {
    context.fillRect(32, y, width, 22);
  }
  context.fillStyle = '#c9a227';
  context.fillRect(480, 300, 120, 70);
  const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((result) => (result ? resolve(result) : reject(new Error('toBlob failed'))), 'image/png'));
  return new File([blob], 'IMG_0042.png', { type: 'image/png' });
}

const samplePdf = () => new File(['%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n'], 'insurance-card-front.pdf', { type: 'application/pdf' });

const meta = {
  title: 'Missing information/Card image',
  component: CardImageField,
  decorators: [withWizardColumn],
  parameters: { layout: 'padded' },
  args: { label: LABEL, file: null, fileName: '', name: 'primaryInsuranceFront', onChange: fn() },
  // A File cannot be edited as a control; the stories make theirs in `loaders`.
  argTypes: { file: { control: false }, prepareFile: { control: false }, ref: { control: false } },
  render: (args, { loaded }) => {
    const file = (loaded.file as File | undefined) ?? args.file;
    return <StatefulField key={`${file?.name ?? ''}-${args.fileName}`} {...args} file={file} />;
  },
} satisfies Meta<typeof CardImageField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No image yet: Take a photo (the phone's camera) and Choose a file. */
export const Empty: Story = {};

/** Next was pressed without a photo: the form rule's message beneath, the controls invalid. */
export const WithError: Story = { args: { errorMessage: copy.validation.insuranceFrontRequired } };

/** A photo was taken: its preview, then Replace and Remove. */
export const ImagePreview: Story = { loaders: [async () => ({ file: await sampleCardPng() })] };

/** A PDF was chosen: a document icon and its name instead of a preview. */
export const PdfFile: Story = { loaders: [async () => ({ file: samplePdf() })] };

/** The server already has this side's image; no photo was taken in this visit. */
export const OnFile: Story = { args: { fileName: 'primary-front-2024-06-11.jpg' } };

/** A text file renamed card.jpg was chosen: refused by its content, announced, nothing else changes. */
export const Rejected: Story = {
  play: async ({ canvas, userEvent, loaded }) => {
    // The toolbar language's texts (.storybook/preview.tsx loads them).
    const texts = (loaded as { copy: Copy }).copy;
    const input = canvas.getByLabelText(formatCopy(texts.cardImage.controlName, { action: texts.cardImage.chooseFile, label: texts.missingInformation.primaryFront }));
    await userEvent.upload(input, new File(['hello'], 'card.jpg', { type: 'image/jpeg' }));
    await canvas.findByText(formatCopy(texts.validation.cardImageNotAccepted, { name: 'card.jpg' }));
  },
};
