import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { buttonClass, FieldError, fieldLabelClass, visuallyHidden } from '@portal/design-system';
import { useCopy } from '@portal/program-config';
import { cardImageTooLarge, checkCardImage, type CardImageFile, type CardImageKind } from '@portal/validation';
import * as styles from './CardImageField.css.ts';
import { prepareCardImage } from './downscale.ts';

/** What "Take a photo" offers: the camera on a phone (the back one), the image picker elsewhere. */
export const CARD_IMAGE_CAMERA_ACCEPT = 'image/*';
/** What "Choose a file" offers: the kinds `checkCardImage` accepts, by MIME type and by extension. */
export const CARD_IMAGE_FILE_ACCEPT = 'image/jpeg,image/png,image/heic,image/heif,application/pdf,.heic,.heif,.pdf,.jpg,.jpeg,.png';

export interface CardImageFieldProps {
  /** Visible label, unique on the page, e.g. "Front of primary insurance card". It is part of every control's name. */
  label: string;
  /** The photo in memory (chosen in this visit), or null. */
  file: CardImageFile | null;
  /**
   * The image name the form holds. Non-empty while `file` is null: the server already has this
   * image on file ("On file: <name>", with Replace and Remove).
   */
  fileName: string;
  /**
   * An accepted file (downscaled when it was a large photo), or null when the patient removes the
   * photo: the owner then clears both `file` and `fileName`. A refused file never reaches it.
   */
  onChange: (file: File | null) => void;
  /** The form rule's message (e.g. "Please upload front of insurance card"): the red block beneath, and the field is invalid. */
  errorMessage?: string;
  /**
   * Names the two file inputs (`name`) and their test ids (`<name>-take-photo`, `<name>-choose-file`),
   * e.g. "primaryInsuranceFront". Optional: the inputs are also reachable by their labels.
   */
  name?: string;
  /**
   * Receives the element that takes focus when this field is the first in error: "Take a photo"
   * while there is no image, "Replace" while there is one.
   */
  ref?: Ref<HTMLElement>;
  /**
   * How an accepted file is made ready to keep (shrunk, its metadata removed); by default
   * `prepareCardImage`. A file it cannot prepare (it rejects) is refused. For tests and stories.
   */
  prepareFile?: (file: File, kind: CardImageKind) => Promise<File>;
}

type FocusTarget = 'takePhoto' | 'replace';

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** A PDF is shown as a document; anything else is tried as an image first. */
function isPdf(file: CardImageFile): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}

/**
 * The photo of one side of an insurance card (missing-information wizard, insurance step).
 *
 * With no image: "Take a photo" (the phone's camera) and "Choose a file", each a native file input
 * inside a label styled as a button, so the keyboard, screen readers and test tools
 * (`setInputFiles`) reach the input itself. A chosen file is checked by its first bytes and size
 * (`checkCardImage`): a refused one is announced at once and changes nothing else; an accepted one
 * is downscaled when it is a large photo, loses its metadata (EXIF: where it was taken) and is
 * handed to `onChange`. With an image: its preview (or
 * a document icon and its name), then Replace (the same two choices again) and Remove.
 */
export function CardImageField({ label, file, fileName, onChange, errorMessage, name, ref, prepareFile = prepareCardImage }: CardImageFieldProps) {
  const { copy, t } = useCopy();
  const text = copy.cardImage;
  const labelId = useId();
  const errorId = useId();
  const rejectionId = useId();
  const choicesId = useId();

  const [replacing, setReplacing] = useState(false);
  const [rejection, setRejection] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** The file whose preview the browser could not show (e.g. HEIC outside Safari). */
  const [unviewable, setUnviewable] = useState<CardImageFile | null>(null);

  const takePhotoInput = useRef<HTMLInputElement | null>(null);
  const replaceButton = useRef<HTMLButtonElement | null>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);
  /** Each pick counts up; the result of an older pick (or of one after unmount) is dropped. */
  const pick = useRef(0);
  const mounted = useRef(true);

  const view = file ? 'file' : fileName ? 'onFile' : 'empty';
  const showChoices = view === 'empty' || replacing;
  const hasError = Boolean(errorMessage);
  const isInvalid = hasError || rejection !== null;
  const describedBy = [rejection ? rejectionId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;
  const controlName = (action: string) => t(text.controlName, { action, label });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Focus follows the patient's action once the view it needs is on screen: a removed photo leaves
  // "Take a photo" focused, a kept one "Replace" (the input that had focus is gone by then).
  useEffect(() => {
    const target = pendingFocus.current === 'takePhoto' ? takePhotoInput.current : pendingFocus.current === 'replace' ? replaceButton.current : null;
    if (!target) return;
    pendingFocus.current = null;
    target.focus();
  });

  const setTakePhotoInput = useCallback(
    (element: HTMLInputElement | null) => {
      takePhotoInput.current = element;
      if (view === 'empty') assignRef(ref, element);
    },
    [ref, view],
  );
  const setReplaceButton = useCallback(
    (element: HTMLButtonElement | null) => {
      replaceButton.current = element;
      if (view !== 'empty') assignRef(ref, element);
    },
    [ref, view],
  );

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    // Cleared at once, so that choosing the same file again is a change too.
    input.value = '';
    if (!chosen) return;
    const current = ++pick.current;
    const isCurrent = () => mounted.current && current === pick.current;
    setRejection(null);
    setAnnouncement('');
    // What the file is decides first; its size is the size of what is kept, after a large photo
    // was shrunk (a 12 MB camera photo becomes about 0.5 MB).
    const check = await checkCardImage(chosen, { checkSize: false });
    if (!isCurrent()) return;
    if (!check.ok) {
      setRejection(t(copy.validation[check.error], { name: chosen.name }));
      return;
    }
    setAnnouncement(t(text.preparing, { name: chosen.name }));
    // A photo that could not be cleaned of where it was taken is not kept: never the original.
    const prepared = await prepareFile(chosen, check.kind).catch(() => null);
    if (!isCurrent()) return;
    if (!prepared) {
      setAnnouncement('');
      setRejection(t(copy.validation.cardImageNotAccepted, { name: chosen.name }));
      return;
    }
    if (cardImageTooLarge(prepared)) {
      setAnnouncement('');
      setRejection(t(copy.validation.cardImageTooLarge, { name: chosen.name }));
      return;
    }
    setReplacing(false);
    setAnnouncement(t(text.added, { name: prepared.name }));
    pendingFocus.current = 'replace';
    onChange(prepared);
  }

  function remove() {
    pick.current += 1;
    setReplacing(false);
    setRejection(null);
    setAnnouncement('');
    pendingFocus.current = 'takePhoto';
    onChange(null);
  }

  function toggleReplace() {
    if (replacing) {
      setReplacing(false);
      setRejection(null);
      return;
    }
    setReplacing(true);
    pendingFocus.current = 'takePhoto';
  }

  function cancelReplace() {
    pick.current += 1;
    setReplacing(false);
    setRejection(null);
    setAnnouncement('');
    pendingFocus.current = 'replace';
  }

  const inputProps = {
    type: 'file' as const,
    className: visuallyHidden,
    onChange: choose,
    'aria-describedby': describedBy,
    'aria-invalid': isInvalid || undefined,
  };

  return (
    // aria-invalid is not an attribute of a group (ARIA 1.2): the file inputs carry it.
    <div role="group" aria-labelledby={labelId} data-invalid={isInvalid || undefined} className={styles.root}>
      <span id={labelId} className={fieldLabelClass}>
        {label}
      </span>

      {file ? (
        <div className={styles.preview}>
          {/* The file's name is the patient's own, in no language: a browser's page translation leaves it as it is. */}
          {isPdf(file) || unviewable === file ? (
            <DocumentRow verbatim>{file.name}</DocumentRow>
          ) : (
            <>
              <ObjectUrlImage file={file} alt={t(text.previewAlt, { label })} onError={() => setUnviewable(file)} />
              <span className={styles.fileName} translate="no">
                {file.name}
              </span>
            </>
          )}
        </div>
      ) : view === 'onFile' ? (
        <div className={styles.preview}>
          <DocumentRow>{t(text.onFile, { name: fileName })}</DocumentRow>
        </div>
      ) : null}

      {view !== 'empty' ? (
        <div className={styles.actions}>
          <button
            ref={setReplaceButton}
            type="button"
            className={`${buttonClass({ variant: 'secondary' })} ${styles.action}`}
            aria-label={controlName(text.replace)}
            aria-expanded={replacing}
            aria-controls={replacing ? choicesId : undefined}
            onClick={toggleReplace}
          >
            {text.replace}
          </button>
          <button type="button" className={`${buttonClass({ variant: 'secondary' })} ${styles.action}`} aria-label={controlName(text.remove)} onClick={remove}>
            {text.remove}
          </button>
        </div>
      ) : null}

      {showChoices ? (
        <div id={choicesId} className={styles.actions}>
          <label className={`${buttonClass({ variant: 'primary' })} ${styles.choice}`}>
            <input
              {...inputProps}
              ref={setTakePhotoInput}
              accept={CARD_IMAGE_CAMERA_ACCEPT}
              capture="environment"
              aria-label={controlName(text.takePhoto)}
              name={name}
              data-testid={name ? `${name}-take-photo` : undefined}
            />
            <CameraIcon />
            {text.takePhoto}
          </label>
          <label className={`${buttonClass({ variant: 'secondary' })} ${styles.choice}`}>
            <input
              {...inputProps}
              accept={CARD_IMAGE_FILE_ACCEPT}
              aria-label={controlName(text.chooseFile)}
              name={name}
              data-testid={name ? `${name}-choose-file` : undefined}
            />
            <FileIcon />
            {text.chooseFile}
          </label>
          {replacing ? (
            <button type="button" className={`${buttonClass({ variant: 'secondary' })} ${styles.action}`} aria-label={controlName(text.cancelReplace)} onClick={cancelReplace}>
              {text.cancelReplace}
            </button>
          ) : null}
        </div>
      ) : null}

      <div role="alert" className={styles.alertSlot}>
        {rejection ? <FieldError id={rejectionId}>{rejection}</FieldError> : null}
      </div>
      <FieldError id={errorId}>{errorMessage}</FieldError>
      <p role="status" className={visuallyHidden}>
        {announcement}
      </p>
    </div>
  );
}

/**
 * An image shown from a `blob:` URL made for this file, and revoked when the file changes or the
 * preview goes. The URL is set on the element directly: it exists only while the effect does.
 */
function ObjectUrlImage({ file, alt, onError }: { file: CardImageFile; alt: string; onError: () => void }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (!element || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    element.src = url;
    return () => {
      element.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [file]);
  return <img ref={image} alt={alt} className={styles.image} onError={onError} />;
}

/** `verbatim`: the text is a name in no language (a file's), which a page translation leaves be. */
function DocumentRow({ children, verbatim = false }: { children: string; verbatim?: boolean }) {
  return (
    <div className={styles.document}>
      <span className={styles.documentIcon}>
        <DocumentIcon />
      </span>
      <span className={styles.fileName} translate={verbatim ? 'no' : undefined}>
        {children}
      </span>
    </div>
  );
}

/** Decorative: the text beside each icon carries the meaning. */
function DocumentIcon() {
  return (
    <svg width={32} height={32} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
      <polyline points="14 2 14 8 20 8" />
      <line x1="8" y1="13" x2="16" y2="13" />
      <line x1="8" y1="17" x2="13" y2="17" />
    </svg>
  );
}

function CameraIcon() {
  return (
    <svg className={styles.icon} width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2z" />
      <circle cx="12" cy="13" r="4" />
    </svg>
  );
}

function FileIcon() {
  return (
    <svg className={styles.icon} width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
      <polyline points="17 8 12 3 7 8" />
      <line x1="12" y1="3" x2="12" y2="15" />
    </svg>
  );
}
