import { useRef, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useFocusWithin } from 'react-aria/useFocusWithin';
import { FieldDescription, FieldError, describedBy, fieldClass, fieldLabelClass, useFieldIds } from '../Field/Field.tsx';
import * as styles from './DateOfBirthField.css.ts';
import { DATE_OF_BIRTH_PART_LENGTH, dateOfBirthParts, parseDateOfBirth, type DateOfBirthPart, type DateOfBirthValue } from './dateOfBirth.ts';

const AUTOCOMPLETE: Record<DateOfBirthPart, string> = { month: 'bday-month', day: 'bday-day', year: 'bday-year' };

export interface DateOfBirthFieldProps {
  /** The group's visible legend, e.g. "Date of birth". */
  label: ReactNode;
  /** Visible label of each box, e.g. { month: 'Month', day: 'Day', year: 'Year' }. */
  partLabels: Record<DateOfBirthPart, string>;
  /** Format hints shown in the empty boxes, e.g. { month: 'MM', day: 'DD', year: 'YYYY' }. */
  partPlaceholders?: Record<DateOfBirthPart, string>;
  value: DateOfBirthValue;
  onChange: (value: DateOfBirthValue) => void;
  /** Focus left the whole group (not when it moves between the boxes). */
  onBlur?: () => void;
  description?: ReactNode;
  /** One message for the group, in a red block beneath the three boxes. */
  errorMessage?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Form names become `${name}-month`, `${name}-day`, `${name}-year`. */
  name?: string;
}

/**
 * Three boxes announced as one group. Typing fills a box and moves on when it is full; Backspace in
 * an empty box goes back; a whole date pasted into any box fills all three.
 */
export function DateOfBirthField({
  label,
  partLabels,
  partPlaceholders,
  value,
  onChange,
  onBlur,
  description,
  errorMessage,
  required = false,
  disabled = false,
  name,
}: DateOfBirthFieldProps) {
  const { id, descriptionId, isInvalid, errorId } = useFieldIds(description, errorMessage);
  const legendId = `${id}-legend`;
  const boxes = useRef<Partial<Record<DateOfBirthPart, HTMLInputElement | null>>>({});
  const { focusWithinProps } = useFocusWithin({ onBlurWithin: () => onBlur?.() });

  const focusPart = (part: DateOfBirthPart | undefined, caret: 'start' | 'end' | 'all') => {
    const box = part ? boxes.current[part] : undefined;
    if (!box) return;
    box.focus();
    if (caret === 'all') box.select();
    else {
      const position = caret === 'start' ? 0 : box.value.length;
      box.setSelectionRange(position, position);
    }
  };

  const neighbour = (part: DateOfBirthPart, step: -1 | 1): DateOfBirthPart | undefined =>
    dateOfBirthParts[dateOfBirthParts.indexOf(part) + step];

  const handleChange = (part: DateOfBirthPart, raw: string) => {
    const whole = part === 'month' ? parseDateOfBirth(raw) : null;
    if (whole) {
      // A browser that pastes or autofills without a paste event (e.g. a keyboard suggestion).
      onChange(whole);
      focusPart('year', 'end');
      return;
    }
    const digits = raw.replace(/\D/g, '').slice(0, DATE_OF_BIRTH_PART_LENGTH[part]);
    if (digits === value[part]) return;
    onChange({ ...value, [part]: digits });
    const box = boxes.current[part];
    const caretAtEnd = !box || box.selectionStart === null || box.selectionStart >= raw.length;
    if (digits.length === DATE_OF_BIRTH_PART_LENGTH[part] && digits.length > value[part].length && caretAtEnd) {
      focusPart(neighbour(part, 1), 'all');
    }
  };

  const handlePaste = (part: DateOfBirthPart, event: ClipboardEvent<HTMLInputElement>) => {
    const whole = parseDateOfBirth(event.clipboardData.getData('text'));
    if (!whole) return;
    event.preventDefault();
    onChange(whole);
    focusPart('year', 'end');
  };

  const handleKeyDown = (part: DateOfBirthPart, event: KeyboardEvent<HTMLInputElement>) => {
    const box = event.currentTarget;
    const atStart = box.selectionStart === 0 && box.selectionEnd === 0;
    const atEnd = box.selectionStart === box.value.length && box.selectionEnd === box.value.length;
    const previous = neighbour(part, -1);
    const next = neighbour(part, 1);
    if (event.key === 'Backspace' && box.value === '' && previous) {
      event.preventDefault();
      focusPart(previous, 'end');
    } else if (event.key === 'ArrowLeft' && atStart && previous) {
      event.preventDefault();
      focusPart(previous, 'end');
    } else if (event.key === 'ArrowRight' && atEnd && next) {
      event.preventDefault();
      focusPart(next, 'start');
    }
  };

  return (
    <div className={fieldClass}>
      <div
        {...focusWithinProps}
        role="group"
        aria-labelledby={legendId}
        aria-describedby={describedBy(descriptionId, errorId)}
        className={fieldClass}
      >
        <span id={legendId} className={fieldLabelClass}>
          {label}
        </span>
        {description ? <FieldDescription id={descriptionId}>{description}</FieldDescription> : null}
        <div className={styles.parts}>
          {dateOfBirthParts.map((part) => {
            const inputId = `${id}-${part}`;
            return (
              <div key={part} className={styles.part}>
                <label htmlFor={inputId} className={styles.partLabel}>
                  {partLabels[part]}
                </label>
                <input
                  ref={(element) => {
                    boxes.current[part] = element;
                  }}
                  id={inputId}
                  name={name ? `${name}-${part}` : undefined}
                  className={part === 'year' ? styles.longBox : styles.shortBox}
                  type="text"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoComplete={AUTOCOMPLETE[part]}
                  placeholder={partPlaceholders?.[part]}
                  value={value[part]}
                  disabled={disabled}
                  aria-required={required || undefined}
                  aria-invalid={isInvalid || undefined}
                  aria-describedby={errorId}
                  aria-errormessage={errorId}
                  onChange={(event) => handleChange(part, event.target.value)}
                  onPaste={(event) => handlePaste(part, event)}
                  onKeyDown={(event) => handleKeyDown(part, event)}
                />
              </div>
            );
          })}
        </div>
      </div>
      <FieldError id={errorId}>{errorMessage}</FieldError>
    </div>
  );
}
