import { useEffect, useRef } from 'react';
import type { FocusEvent, FormEvent, ReactNode, Ref } from 'react';
import { useObjectRef } from 'react-aria/useObjectRef';
import { useTextField } from 'react-aria/useTextField';
import { FieldDescription, FieldError, fieldClass, fieldInputClass, fieldLabelClass, hasFieldError } from '../Field/Field.tsx';
import * as styles from './TextField.css.ts';
import { adoptTextTypedBeforeHydration } from './typedBeforeHydration.ts';

export const textFieldTypes = ['text', 'email', 'tel', 'password', 'search', 'url'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export type TextFieldInputMode = 'none' | 'text' | 'tel' | 'url' | 'email' | 'numeric' | 'decimal' | 'search';

export interface TextFieldProps {
  /** Visible label. */
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Help text under the label, read after the label. */
  description?: ReactNode;
  /** When set, the field is invalid and this shows in a red block beneath the input. */
  errorMessage?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  type?: TextFieldType;
  inputMode?: TextFieldInputMode;
  autoComplete?: string;
  placeholder?: string;
  name?: string;
  id?: string;
  maxLength?: number;
  enterKeyHint?: 'enter' | 'done' | 'go' | 'next' | 'previous' | 'search' | 'send';
  autoCapitalize?: 'off' | 'none' | 'on' | 'sentences' | 'words' | 'characters';
  spellCheck?: 'true' | 'false';
  /** Raw input event, before `onChange` (masked inputs read `inputType` from it). */
  onInput?: (event: FormEvent<HTMLInputElement>) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input on react-aria's useTextField: the label, description and error are tied to
 * the input (aria-describedby, plus aria-errormessage and aria-invalid in error), and `required`
 * is announced with aria-required rather than the browser's own validation bubble.
 */
export function TextField({
  label,
  value,
  description,
  errorMessage,
  required = false,
  disabled = false,
  type = 'text',
  ref,
  ...inputOptions
}: TextFieldProps) {
  const inputRef = useObjectRef(ref);
  const valueAtMount = useRef(value);
  useEffect(() => adoptTextTypedBeforeHydration(inputRef.current, valueAtMount.current), [inputRef]);
  const isInvalid = hasFieldError(errorMessage);
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    {
      ...inputOptions,
      label,
      value,
      description,
      errorMessage: isInvalid ? errorMessage : undefined,
      isInvalid,
      isRequired: required,
      isDisabled: disabled,
      type,
    },
    inputRef,
  );
  return (
    <div className={`${fieldClass} ${styles.root}`}>
      <label {...labelProps} className={fieldLabelClass}>
        {label}
      </label>
      {description ? <FieldDescription id={descriptionProps.id}>{description}</FieldDescription> : null}
      <input
        {...inputProps}
        ref={inputRef}
        className={fieldInputClass}
        aria-errormessage={isInvalid ? errorMessageProps.id : undefined}
      />
      <FieldError id={errorMessageProps.id}>{errorMessage}</FieldError>
    </div>
  );
}
