import { useEffect, useRef, useState, type ChangeEvent, type ClipboardEvent, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useFocusWithin } from 'react-aria/useFocusWithin';
import { FieldDescription, FieldError, describedBy, fieldClass, fieldLabelClass, useFieldIds } from '../Field/Field.tsx';
import * as styles from './OtpField.css.ts';
import { CODE_LENGTH } from '@portal/validation';
import {
  codeFromSlots,
  extractOtpDigits,
  fillSlots,
  firstEmptySlot,
  slotsFromCode,
  withSlot,
  type OtpSlots,
} from './otpCode.ts';

export interface OtpFieldProps {
  /** Visible label that names the group, e.g. "Verification code". */
  label: ReactNode;
  /**
   * Says which box it is, e.g. `(position, total) => \`digit ${position} of ${total}\``. Each box's
   * name is the field's visible label followed by it ("Verification code, digit 1 of 6"), so the
   * name contains the label a voice-control user reads out (WCAG 2.5.3 Label in Name).
   */
  digitLabel: (position: number, total: number) => string;
  /** 0 to 6 digits. */
  value: string;
  onChange: (value: string) => void;
  /** Once each time the code becomes complete (the 6th digit typed, or a whole code pasted). */
  onComplete?: (value: string) => void;
  /**
   * spec: access-and-identity §2 Code step: "the first box takes focus when shown". Not named
   * `autoFocus`, which jsx-a11y/no-autofocus forbids on any element, where it is rarely right.
   */
  focusOnMount?: boolean;
  description?: ReactNode;
  /** When set, every box is aria-invalid and this shows in a red block beneath. */
  errorMessage?: ReactNode;
  disabled?: boolean;
  /** Submits the code with a form under this name (a hidden input). */
  name?: string;
  /** Focus left the six boxes. */
  onBlur?: () => void;
}

function inputData(event: ChangeEvent<HTMLInputElement>): { data: string | null; inputType: string } {
  const native = event.nativeEvent;
  return {
    data: 'data' in native && typeof native.data === 'string' ? native.data : null,
    inputType: 'inputType' in native && typeof native.inputType === 'string' ? native.inputType : '',
  };
}

/**
 * The one-time code as six single-digit boxes, announced as one labelled group.
 *
 * spec: access-and-identity §2 Code step: digits only, one per box, typing moves to the next box,
 * Backspace on an empty box clears the previous one and moves back, capped at 6. Beyond the spec:
 * a code pasted or autofilled into any box fills all six, typing into a full box replaces its digit,
 * arrow keys move between boxes, and only one box is in the Tab order so Tab leaves the field.
 */
export function OtpField({
  label,
  digitLabel,
  value,
  onChange,
  onComplete,
  focusOnMount = false,
  description,
  errorMessage,
  disabled = false,
  name,
  onBlur,
}: OtpFieldProps) {
  const { id, descriptionId, isInvalid, errorId } = useFieldIds(description, errorMessage);
  const labelId = `${id}-label`;
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const code = extractOtpDigits(value);
  // The slots keep a cleared box in its place (1 2 _ 4 5 6) while the value is just the digits;
  // when the value changes from outside (e.g. cleared after a wrong code), the value wins.
  const [edited, setEdited] = useState<OtpSlots>(() => slotsFromCode(code));
  const slots = codeFromSlots(edited) === code ? edited : slotsFromCode(code);
  // Focus moved from an event handler runs onFocus before React renders the new slots.
  const committedSlots = useRef<OtpSlots | null>(null);
  const { focusWithinProps } = useFocusWithin({ onBlurWithin: () => onBlur?.() });
  const tabStop = firstEmptySlot(slots) ?? CODE_LENGTH - 1;

  useEffect(() => {
    if (focusOnMount) boxes.current[0]?.focus();
  }, [focusOnMount]);

  const focusBox = (index: number, current: OtpSlots) => {
    const box = boxes.current[index];
    if (!box) return;
    committedSlots.current = current;
    box.focus();
    committedSlots.current = null;
  };

  const commit = (next: OtpSlots, focus?: number) => {
    setEdited(next);
    const nextCode = codeFromSlots(next);
    if (nextCode !== code) {
      onChange(nextCode);
      // Fired from the edit itself, not an effect: once per completion, also under StrictMode.
      if (nextCode.length === CODE_LENGTH) onComplete?.(nextCode);
    }
    if (focus !== undefined) focusBox(focus, next);
  };

  const typeDigit = (index: number, digit: string) => {
    commit(withSlot(slots, index, digit), Math.min(index + 1, CODE_LENGTH - 1));
  };

  const fill = (index: number, text: string) => {
    if (extractOtpDigits(text) === '') return;
    const filled = fillSlots(slots, index, text);
    commit(filled.slots, filled.focus);
  };

  const handleChange = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const current = slots[index] ?? '';
    const { data, inputType } = inputData(event);
    if (data !== null && inputType.startsWith('insert')) {
      // What was typed or inserted, whatever was in the box: a digit replaces the box's digit.
      const inserted = data.replace(/\D/g, '');
      if (inserted.length === 1) typeDigit(index, inserted);
      else if (inserted.length > 1) fill(index, inserted);
      return;
    }
    // No insertion data: a deletion, an autofill that set the whole value, or an IME.
    const digits = event.target.value.replace(/\D/g, '');
    if (digits === '') {
      if (event.target.value === '' && current !== '') commit(withSlot(slots, index, ''));
    } else if (digits.length === 1) {
      if (digits !== current) typeDigit(index, digits);
    } else if (digits.length === 2 && current !== '' && digits.includes(current)) {
      typeDigit(index, digits.startsWith(current) ? digits.charAt(1) : digits.charAt(0));
    } else {
      fill(index, digits);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const hasModifier = event.ctrlKey || event.metaKey || event.altKey;
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (slots[index]) commit(withSlot(slots, index, ''));
        else if (index > 0) commit(withSlot(slots, index - 1, ''), index - 1);
        return;
      case 'Delete':
        event.preventDefault();
        commit(withSlot(slots, index, ''));
        return;
      case 'ArrowLeft':
        event.preventDefault();
        if (index > 0) focusBox(index - 1, slots);
        return;
      case 'ArrowRight':
        event.preventDefault();
        if (index < CODE_LENGTH - 1) focusBox(index + 1, slots);
        return;
      case 'Home':
        event.preventDefault();
        focusBox(0, slots);
        return;
      case 'End':
        event.preventDefault();
        focusBox(tabStop, slots);
        return;
      default:
        // Stop a letter from flashing into the box before the change handler drops it.
        if (event.key.length === 1 && !/\d/.test(event.key) && !hasModifier) event.preventDefault();
    }
  };

  const handleFocus = (index: number, event: FocusEvent<HTMLInputElement>) => {
    const current = committedSlots.current ?? slots;
    const empty = firstEmptySlot(current);
    // While the code is being typed in order, a click on a later empty box goes to the next empty one.
    if (empty !== undefined && index > empty && current.slice(empty).every((digit) => digit === '')) {
      focusBox(empty, current);
      return;
    }
    // Selected, so that typing replaces the digit on every platform.
    event.target.select();
  };

  return (
    <div {...focusWithinProps} className={fieldClass}>
      <label id={labelId} htmlFor={`${id}-0`} className={fieldLabelClass}>
        {label}
      </label>
      {description ? <FieldDescription id={descriptionId}>{description}</FieldDescription> : null}
      <div role="group" aria-labelledby={labelId} aria-describedby={describedBy(descriptionId, errorId)} className={styles.boxes}>
        {slots.map((digit, index) => (
          <input
            // The boxes are positions; they never reorder.
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            id={`${id}-${index}`}
            className={styles.box}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            // The first box takes the code the phone offers from the SMS; the others must not.
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`${label}, ${digitLabel(index + 1, CODE_LENGTH)}`}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy(descriptionId, errorId)}
            tabIndex={index === tabStop ? 0 : -1}
            disabled={disabled}
            value={digit}
            onChange={(event) => handleChange(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onFocus={(event) => handleFocus(index, event)}
          />
        ))}
      </div>
      <FieldError id={errorId}>{errorMessage}</FieldError>
      {name ? <input type="hidden" name={name} value={code} /> : null}
    </div>
  );
}
