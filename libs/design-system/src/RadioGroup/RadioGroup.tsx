import { createContext, useContext, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useRadio, useRadioGroup } from 'react-aria/useRadioGroup';
import { useRadioGroupState, type RadioGroupState } from 'react-stately/useRadioGroupState';
import { FieldDescription, FieldError, fieldLabelClass, hasFieldError } from '../Field/Field.tsx';
import * as styles from './RadioGroup.css.ts';

export interface RadioOption {
  value: string;
  label: ReactNode;
}

/** What `ref` gives: focus moves to the chosen option, or the first when none is chosen. */
export interface RadioGroupHandle {
  focus: () => void;
}

export interface RadioGroupFieldProps {
  /** The question, e.g. "Do you have health insurance?" (the group's label). */
  label: ReactNode;
  /** The chosen option's value, or null while unanswered. */
  value: string | null;
  onChange: (value: string) => void;
  options: readonly RadioOption[];
  description?: ReactNode;
  errorMessage?: ReactNode;
  required?: boolean;
  /** Options side by side (a short yes/no) rather than one under the other. */
  orientation?: 'horizontal' | 'vertical';
  name?: string;
  ref?: Ref<RadioGroupHandle>;
}

const RadioContext = createContext<RadioGroupState | null>(null);

/**
 * A labelled group of native radios on react-aria's useRadioGroup: arrow keys move the choice,
 * Tab enters the group on the chosen option, the question is the group's name and the error is
 * tied to it (aria-describedby, aria-invalid) and shown in a red block beneath, as with TextField.
 */
export function RadioGroupField({ label, value, onChange, options, description, errorMessage, required = false, orientation = 'horizontal', name, ref }: RadioGroupFieldProps) {
  const isInvalid = hasFieldError(errorMessage);
  const props = {
    label,
    value,
    onChange,
    description,
    errorMessage: isInvalid ? errorMessage : undefined,
    isInvalid,
    isRequired: required,
    orientation,
    ...(name ? { name } : {}),
  };
  const state = useRadioGroupState(props);
  const { radioGroupProps, labelProps, descriptionProps, errorMessageProps } = useRadioGroup(props, state);
  const groupRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    focus: () => {
      const radios = [...(groupRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])];
      (radios.find((radio) => radio.checked) ?? radios[0])?.focus();
    },
  }));
  return (
    <div {...radioGroupProps} ref={groupRef} className={styles.group}>
      <span {...labelProps} className={fieldLabelClass}>
        {label}
      </span>
      {description ? <FieldDescription id={descriptionProps.id}>{description}</FieldDescription> : null}
      <div className={styles.options[orientation]}>
        <RadioContext.Provider value={state}>
          {options.map((option) => (
            <Radio key={option.value} value={option.value} invalid={isInvalid}>
              {option.label}
            </Radio>
          ))}
        </RadioContext.Provider>
      </div>
      <FieldError id={errorMessageProps.id}>{errorMessage}</FieldError>
    </div>
  );
}

function Radio({ value, invalid, children }: { value: string; invalid: boolean; children: ReactNode }) {
  const state = useContext(RadioContext)!;
  const inputRef = useRef<HTMLInputElement>(null);
  const { inputProps, isSelected } = useRadio({ value, children }, state, inputRef);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <label className={styles.option} data-selected={isSelected || undefined}>
      {/* The native radio lies invisibly over the whole tile: a tap anywhere on it is a tap on the radio. */}
      <input {...mergeProps(inputProps, focusProps)} ref={inputRef} className={styles.input} />
      <span
        className={styles.circle}
        aria-hidden="true"
        data-selected={isSelected || undefined}
        data-invalid={invalid || undefined}
        data-focus-visible={isFocusVisible || undefined}
      />
      <span>{children}</span>
    </label>
  );
}
