import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_IMAGE_MAX_BYTES, type CardImageFile } from '@portal/validation';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { renderWithProgram } from '@portal/testing/render';
import { exifSegment, metadataLeft, PNG_1X1, structuralJpeg, withJpegSegments } from '@portal/testing/photoMetadata';
import { CARD_IMAGE_CAMERA_ACCEPT, CARD_IMAGE_FILE_ACCEPT, CardImageField, type CardImageFieldProps } from './CardImageField.tsx';

const LABEL = 'Front of primary insurance card';

const pngFile = (name = 'card.png') => new File([PNG_1X1], name, { type: 'image/png' });
const pdfFile = (name = 'card-front.pdf') => new File(['%PDF-1.7\n%âãÏÓ\n'], name, { type: 'application/pdf' });
/** A text file renamed: its name and MIME type say JPEG, its bytes do not. */
const renamedText = () => new File(['hello'], 'card.jpg', { type: 'image/jpeg' });
/** A JPEG whose picture data alone is over 10 MB: no metadata to remove, nothing jsdom can shrink. */
function oversizedJpeg() {
  const jpeg = structuralJpeg();
  return new File([jpeg.subarray(0, jpeg.length - 2), new Uint8Array(CARD_IMAGE_MAX_BYTES + 1), jpeg.subarray(jpeg.length - 2)], 'huge.jpg', { type: 'image/jpeg' });
}

type HarnessProps = Partial<Omit<CardImageFieldProps, 'file' | 'fileName'>> & { initialFile?: CardImageFile | null; initialFileName?: string };

/** The field as the wizard holds it: the file and its name in state, cleared together on Remove. */
function Harness({ initialFile = null, initialFileName = initialFile?.name ?? '', onChange, label = LABEL, ...rest }: HarnessProps) {
  const [file, setFile] = useState<CardImageFile | null>(initialFile);
  const [fileName, setFileName] = useState(initialFileName);
  return (
    <CardImageField
      {...rest}
      label={label}
      file={file}
      fileName={fileName}
      onChange={(next) => {
        onChange?.(next);
        setFile(next);
        setFileName(next?.name ?? '');
      }}
    />
  );
}

function renderField(props: HarnessProps = {}) {
  const onChange = vi.fn<CardImageFieldProps['onChange']>();
  const view = renderWithProgram(<Harness onChange={onChange} {...props} />);
  return { onChange, ...view };
}

const takePhoto = (label = LABEL) => screen.getByLabelText(`Take a photo: ${label}`) as HTMLInputElement;
const chooseFile = (label = LABEL) => screen.getByLabelText(`Choose a file: ${label}`) as HTMLInputElement;
const alertText = () => screen.getByRole('alert').textContent;

const createObjectURL = vi.fn((_blob: Blob) => 'blob:preview-1');
const revokeObjectURL = vi.fn((_url: string) => undefined);

beforeEach(() => {
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('CardImageField: the empty field', () => {
  it('offers Take a photo (camera) and Choose a file, each named with the field label, in a labelled group', async () => {
    renderField({ name: 'primaryInsuranceFront' });
    const group = screen.getByRole('group', { name: LABEL });
    expect(within(group).getByText('Take a photo')).toBeVisible();
    expect(within(group).getByText('Choose a file')).toBeVisible();

    const camera = takePhoto();
    expect(camera.type).toBe('file');
    expect(camera.accept).toBe(CARD_IMAGE_CAMERA_ACCEPT);
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(camera.getAttribute('data-testid')).toBe('primaryInsuranceFront-take-photo');

    const picker = chooseFile();
    expect(picker.type).toBe('file');
    expect(picker.accept).toBe('image/jpeg,image/png,image/heic,image/heif,application/pdf,.heic,.heif,.pdf,.jpg,.jpeg,.png');
    expect(picker.accept).toBe(CARD_IMAGE_FILE_ACCEPT);
    expect(picker.hasAttribute('capture')).toBe(false);
    expect(picker.getAttribute('data-testid')).toBe('primaryInsuranceFront-choose-file');

    expect(group.hasAttribute('data-invalid')).toBe(false);
    expect(alertText()).toBe('');
    await expectNoSeriousAxeViolations();
  });

  it('the front and the back of a card have controls with different names', () => {
    renderWithProgram(
      <>
        <Harness label="Front of primary insurance card" />
        <Harness label="Back of primary insurance card" />
      </>,
    );
    expect(takePhoto('Front of primary insurance card')).not.toBe(takePhoto('Back of primary insurance card'));
    expect(chooseFile('Back of primary insurance card')).toBeTruthy();
  });

  it('both controls are reached with Tab, in order', async () => {
    renderField();
    await userEvent.tab();
    expect(document.activeElement).toBe(takePhoto());
    await userEvent.tab();
    expect(document.activeElement).toBe(chooseFile());
  });

  it('the ref receives Take a photo, to be focused when this field is the first in error', () => {
    let element: HTMLElement | null = null;
    renderField({ ref: (node) => void (element = node) });
    expect(element).toBe(takePhoto());
  });
});

describe('CardImageField: a refused file', () => {
  it('a text file renamed card.jpg is refused by its content, announced at once; onChange is not called', async () => {
    const { onChange } = renderField();
    await userEvent.upload(chooseFile(), renamedText());
    await waitFor(() => expect(alertText()).toBe('card.jpg is not a JPEG, PNG, HEIC or PDF image'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).toBeNull();
    // The message describes the controls, which are invalid now.
    const message = screen.getByText('card.jpg is not a JPEG, PNG, HEIC or PDF image');
    const messageId = message.closest('[id]')!.id;
    expect(chooseFile().getAttribute('aria-describedby')).toContain(messageId);
    expect(chooseFile().getAttribute('aria-invalid')).toBe('true');
    // The input was cleared, so the same file can be picked again.
    expect(chooseFile().value).toBe('');
    expect(chooseFile().files).toHaveLength(0);
    await expectNoSeriousAxeViolations();
  });

  it('a JPEG over 10 MB that cannot be made smaller gets the size message', async () => {
    const { onChange } = renderField();
    await userEvent.upload(takePhoto(), oversizedJpeg());
    await waitFor(() => expect(alertText()).toBe('huge.jpg is larger than 10 MB'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a camera photo over 10 MB is shrunk first, and what is kept (under 10 MB) is accepted', async () => {
    const shrunk = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'huge.jpg', { type: 'image/jpeg' });
    const prepareFile = vi.fn(async () => shrunk);
    const { onChange } = renderField({ prepareFile });
    await userEvent.upload(takePhoto(), oversizedJpeg());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(shrunk));
    expect(prepareFile).toHaveBeenCalledTimes(1);
    expect(alertText()).toBe('');
  });

  it('a photo that cannot be cleaned of its metadata (its bytes cannot be walked) is refused, never sent as it is', async () => {
    const { onChange } = renderField();
    await userEvent.upload(takePhoto(), new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0, 40, ...new TextEncoder().encode('Exif')])], 'IMG_0042.JPG', { type: 'image/jpeg' }));
    await waitFor(() => expect(alertText()).toBe('IMG_0042.JPG is not a JPEG, PNG, HEIC or PDF image'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('a prepareFile that fails refuses the file (the original is never kept)', async () => {
    const prepareFile = vi.fn(async () => {
      throw new Error('canvas and bytes both failed');
    });
    const { onChange } = renderField({ prepareFile });
    await userEvent.upload(chooseFile(), pngFile());
    await waitFor(() => expect(alertText()).toBe('card.png is not a JPEG, PNG, HEIC or PDF image'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a good file after a refused one clears the message', async () => {
    const { onChange } = renderField();
    await userEvent.upload(chooseFile(), renamedText());
    await waitFor(() => expect(alertText()).not.toBe(''));
    await userEvent.upload(chooseFile(), pngFile());
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(alertText()).toBe('');
  });

  it('while replacing, a refused file leaves the previous photo in place', async () => {
    const previous = pngFile('first.png');
    const { onChange } = renderField({ initialFile: previous });
    await userEvent.click(screen.getByRole('button', { name: `Replace: ${LABEL}` }));
    await userEvent.upload(chooseFile(), renamedText());
    await waitFor(() => expect(alertText()).toBe('card.jpg is not a JPEG, PNG, HEIC or PDF image'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: `Preview of ${LABEL}` })).toBeVisible();
    expect(screen.getByText('first.png')).toBeVisible();
  });
});

describe('CardImageField: an accepted file', () => {
  it('a PNG (real header bytes) is handed to onChange and shown as a preview from an object URL', async () => {
    const { onChange } = renderField();
    const png = pngFile();
    await userEvent.upload(chooseFile(), png);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    // jsdom cannot decode it, so it is not downscaled: the same file.
    expect(onChange).toHaveBeenCalledWith(png);

    const preview = screen.getByRole('img', { name: `Preview of ${LABEL}` }) as HTMLImageElement;
    expect(createObjectURL).toHaveBeenCalledWith(png);
    expect(preview.getAttribute('src')).toBe('blob:preview-1');
    expect(screen.getByText('card.png')).toBeVisible();
    // The choices are gone; focus moved from the input that went to Replace, and the change was announced.
    expect(screen.queryByLabelText(`Choose a file: ${LABEL}`)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `Replace: ${LABEL}` }));
    expect(screen.getByRole('status').textContent).toBe('card.png added');
    await expectNoSeriousAxeViolations();
  });

  it('a camera photo with GPS EXIF is handed over without it (where, when and with what it was taken)', async () => {
    const { onChange } = renderField();
    const photo = new File([withJpegSegments(structuralJpeg(), exifSegment({ orientation: 6, little: true }))], 'IMG_0042.JPG', { type: 'image/jpeg' });
    expect(metadataLeft(new Uint8Array(await photo.arrayBuffer()))).toEqual(['camera make', 'GPS latitude', 'date taken']);
    await userEvent.upload(takePhoto(), photo);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const kept = onChange.mock.calls[0]![0]!;
    expect(kept.name).toBe('IMG_0042.JPG');
    expect(metadataLeft(new Uint8Array(await kept.arrayBuffer()))).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('IMG_0042.JPG added');
  });

  it('hands over the prepared (downscaled) file, not the chosen one', async () => {
    const smaller = new File(['jpeg'], 'card.jpg', { type: 'image/jpeg' });
    const prepareFile = vi.fn(async () => smaller);
    const { onChange } = renderField({ prepareFile });
    await userEvent.upload(takePhoto(), pngFile());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(smaller));
    expect(prepareFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'card.png' }), 'png');
  });

  it('a PDF shows a document icon and its name, no image', async () => {
    const { onChange } = renderField();
    const pdf = pdfFile();
    await userEvent.upload(chooseFile(), pdf);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(pdf));
    expect(screen.getByText('card-front.pdf')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('an image the browser cannot show (HEIC outside Safari) falls back to the document icon and its name', async () => {
    const heic = new File([new Uint8Array([0, 0, 0, 24, ...'ftypheic'].map((value) => (typeof value === 'string' ? value.charCodeAt(0) : value)))], 'IMG_0042.HEIC', { type: 'image/heic' });
    renderField({ initialFile: heic });
    const preview = screen.getByRole('img', { name: `Preview of ${LABEL}` });
    act(() => {
      preview.dispatchEvent(new Event('error'));
    });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('IMG_0042.HEIC')).toBeVisible();
  });

  it('revokes the object URL when the file changes and when the field goes', async () => {
    const { onChange, unmount } = renderField({ initialFile: pngFile('first.png') });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    createObjectURL.mockReturnValueOnce('blob:preview-2');
    await userEvent.click(screen.getByRole('button', { name: `Replace: ${LABEL}` }));
    await userEvent.upload(chooseFile(), pngFile('second.png'));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.getByRole('img').getAttribute('src')).toBe('blob:preview-2');
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });
});

describe('CardImageField: Replace and Remove', () => {
  it('Remove calls onChange(null) and leaves focus on Take a photo of the empty field', async () => {
    const { onChange } = renderField({ initialFile: pngFile() });
    await userEvent.click(screen.getByRole('button', { name: `Remove: ${LABEL}` }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.activeElement).toBe(takePhoto());
  });

  it('Replace opens the two choices (focus on Take a photo); Cancel closes them and returns to Replace', async () => {
    renderField({ initialFile: pngFile() });
    const replace = screen.getByRole('button', { name: `Replace: ${LABEL}` });
    expect(replace.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText(`Take a photo: ${LABEL}`)).toBeNull();

    await userEvent.click(replace);
    expect(replace.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(takePhoto());
    expect(chooseFile()).toBeTruthy();
    expect(document.getElementById(replace.getAttribute('aria-controls')!)?.contains(takePhoto())).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: `Cancel: ${LABEL}` }));
    expect(screen.queryByLabelText(`Take a photo: ${LABEL}`)).toBeNull();
    expect(document.activeElement).toBe(replace);
  });

  it('with a file, the ref receives Replace', () => {
    let element: HTMLElement | null = null;
    renderField({ initialFile: pngFile(), ref: (node) => void (element = node) });
    expect(element).toBe(screen.getByRole('button', { name: `Replace: ${LABEL}` }));
  });
});

describe('CardImageField: an image the server already has', () => {
  it('shows "On file: <name>" with Replace and Remove, and no preview', async () => {
    const { onChange } = renderField({ initialFileName: 'front-2024.jpg' });
    expect(screen.getByText('On file: front-2024.jpg')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByLabelText(`Take a photo: ${LABEL}`)).toBeNull();
    await expectNoSeriousAxeViolations();

    await userEvent.click(screen.getByRole('button', { name: `Replace: ${LABEL}` }));
    await userEvent.upload(chooseFile(), pngFile('new-front.png'));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('On file: front-2024.jpg')).toBeNull();
    expect(screen.getByText('new-front.png')).toBeVisible();
  });

  it('Remove clears it', async () => {
    const { onChange } = renderField({ initialFileName: 'front-2024.jpg' });
    await userEvent.click(screen.getByRole('button', { name: `Remove: ${LABEL}` }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.queryByText('On file: front-2024.jpg')).toBeNull();
    expect(document.activeElement).toBe(takePhoto());
  });
});

describe("CardImageField: the form rule's error", () => {
  it('shows the message beneath, marks the group and its file inputs invalid and describes the inputs with it', async () => {
    renderField({ errorMessage: 'Please upload front of insurance card' });
    const message = screen.getByText('Please upload front of insurance card');
    const group = screen.getByRole('group', { name: LABEL });
    expect(group.contains(message)).toBe(true);
    // Beneath the controls.
    expect(chooseFile().compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(group.hasAttribute('data-invalid')).toBe(true);
    const messageId = message.closest('[id]')!.id;
    for (const input of [takePhoto(), chooseFile()]) {
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(messageId);
    }
    // Not a live region itself: the form's error summary announces, as for TextField.
    expect(message.closest('[role="alert"]')).toBeNull();
    await expectNoSeriousAxeViolations();
  });
});
