import type { ReactNode, Ref } from 'react';
import { useField } from 'react-aria/useField';
import { useObjectRef } from 'react-aria/useObjectRef';
import { FieldDescription, FieldError, fieldClass, fieldInputClass, fieldLabelClass, hasFieldError } from '../Field/Field.tsx';
import * as styles from './SelectField.css.ts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** In order; an option with value '' is the "Please select" prompt. */
  options: readonly SelectOption[];
  description?: ReactNode;
  /** When set, the field is invalid and this shows in a red block beneath the select. */
  errorMessage?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  name?: string;
  id?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native `<select>`: on a phone it opens the system's own picker, which is the one
 * older patients know, and it needs no script to be keyboard- and screen-reader-usable. react-aria's
 * useField ties the label, description and error to it as TextField does.
 */
export function SelectField({ label, value, onChange, options, description, errorMessage, required = false, disabled = false, autoComplete, name, id, ref }: SelectFieldProps) {
  const selectRef = useObjectRef(ref);
  const isInvalid = hasFieldError(errorMessage);
  const { labelProps, fieldProps, descriptionProps, errorMessageProps } = useField({
    label,
    description,
    errorMessage: isInvalid ? errorMessage : undefined,
    isInvalid,
    ...(id ? { id } : {}),
  });
  return (
    <div className={fieldClass}>
      <label {...labelProps} className={fieldLabelClass}>
        {label}
      </label>
      {description ? <FieldDescription id={descriptionProps.id}>{description}</FieldDescription> : null}
      <div className={styles.wrapper}>
        <select
          {...fieldProps}
          ref={selectRef}
          className={`${fieldInputClass} ${styles.select}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required={required}
          aria-required={required || undefined}
          aria-invalid={isInvalid || undefined}
          aria-errormessage={isInvalid ? errorMessageProps.id : undefined}
          disabled={disabled}
          autoComplete={autoComplete}
          name={name}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg className={styles.chevron} width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
          <polyline points="6 9 12 15 18 9" />
        </svg>
      </div>
      <FieldError id={errorMessageProps.id}>{errorMessage}</FieldError>
    </div>
  );
}
