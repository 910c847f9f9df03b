import { useId, type ReactNode } from 'react';
import { AlertCircleIcon } from '../icons/AlertCircleIcon.tsx';
import * as styles from './Field.css.ts';

export const fieldErrorVariants = ['block', 'text'] as const;
export type FieldErrorVariant = (typeof fieldErrorVariants)[number];

/** Class for a text input (also used by the phone, date-of-birth and code boxes). */
export const fieldInputClass = styles.input;
export const fieldClass = styles.field;
export const fieldLabelClass = styles.label;

/** An error is shown (and the field is invalid) only when there is text to show. */
export function hasFieldError(errorMessage: ReactNode): boolean {
  return errorMessage !== undefined && errorMessage !== null && errorMessage !== false && errorMessage !== '';
}

/**
 * The ids of a hand-built field (several boxes under one label): a base for its parts, and the
 * description and error ids when there is a description or an error to show.
 */
export function useFieldIds(description: ReactNode, errorMessage: ReactNode) {
  const id = useId();
  const isInvalid = hasFieldError(errorMessage);
  return {
    id,
    descriptionId: description ? `${id}-description` : undefined,
    isInvalid,
    errorId: isInvalid ? `${id}-error` : undefined,
  };
}

/** Joins the ids of the elements that describe a control, skipping absent ones. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}

export interface FieldDescriptionProps {
  id?: string;
  children: ReactNode;
}

export function FieldDescription({ id, children }: FieldDescriptionProps) {
  return (
    <p id={id} className={styles.description}>
      {children}
    </p>
  );
}

export interface FieldErrorProps {
  id?: string;
  /** `block`: red block with an icon (every text field); `text`: red text only (the checkboxes). */
  variant?: FieldErrorVariant;
  children?: ReactNode;
}

/**
 * The error beneath a field. Not a live region: the control points at it with aria-describedby
 * (and is aria-invalid), so it is read when the control is focused; the form's ErrorBox announces.
 * Renders nothing without a message.
 */
export function FieldError({ id, variant = 'block', children }: FieldErrorProps) {
  if (!hasFieldError(children)) return null;
  return (
    <div id={id} className={styles.error({ variant })}>
      {variant === 'block' ? (
        <span className={styles.errorIcon}>
          <AlertCircleIcon size={16} />
        </span>
      ) : null}
      <span>{children}</span>
    </div>
  );
}
