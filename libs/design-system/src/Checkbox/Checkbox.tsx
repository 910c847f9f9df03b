import { useId, useRef, useState, type ReactNode } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useCheckbox } from 'react-aria/useCheckbox';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useTooltip, useTooltipTrigger } from 'react-aria/useTooltipTrigger';
import { useToggleState } from 'react-stately/useToggleState';
import { useTooltipTriggerState } from 'react-stately/useTooltipTriggerState';
import { visuallyHidden } from '../a11y.css.ts';
import { FieldError, hasFieldError } from '../Field/Field.tsx';
import * as styles from './Checkbox.css.ts';

/** How long the pointer rests on the info button before its tooltip shows. */
export const TOOLTIP_HOVER_DELAY_MS = 300;

export interface CheckboxTooltip {
  /** The text shown in the tooltip. */
  content: ReactNode;
  /** Accessible name of the info button, e.g. "More about US residency". */
  triggerLabel: string;
}

export interface CheckboxProps {
  /**
   * The label. It may hold a link or button (e.g. "terms of use" opening a modal): pressing that
   * does not toggle the box. Use a real `<a href>` or `<button>` for it.
   */
  children: ReactNode;
  /**
   * The box's name, where the label holds a link or button: browsers read a button inside a label
   * with a space on each side ("agree to the terms of use ."), so give the sentence whole, exactly
   * as it shows (the name must contain the visible words, WCAG 2.5.3).
   */
  accessibleName?: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  /** spec: access-and-identity §5 "The checkbox widget is always required". */
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Red text beneath (spec §2: the checkboxes have "a simpler error display"). */
  errorMessage?: ReactNode;
  /** An info button beside the label that shows this on hover, focus or press. */
  tooltip?: CheckboxTooltip;
  name?: string;
  value?: string;
  onBlur?: () => void;
}

/**
 * A native checkbox (react-aria useCheckbox), visually hidden behind a custom box that shows the
 * focus ring, selection and error state. The label is a plain `<label>` around it: the browser
 * does not activate a label from a link or button inside it, so a terms link stays a link.
 */
export function Checkbox({
  children,
  accessibleName,
  isSelected,
  onChange,
  isRequired = false,
  isDisabled = false,
  errorMessage,
  tooltip,
  name,
  value,
  onBlur,
}: CheckboxProps) {
  const errorId = useId();
  const isInvalid = hasFieldError(errorMessage);
  const inputRef = useRef<HTMLInputElement>(null);
  const fromLabelLink = useRef(false);
  // Browsers do not toggle the box from a real link or button inside the label, but they do from
  // an element that only has role="link" (a router or react-aria Link without href), and testing
  // tools do from an <a>: a change that follows a click on one of those is dropped.
  const change = (next: boolean) => {
    if (!fromLabelLink.current) onChange(next);
  };
  const state = useToggleState({ isSelected, onChange: change, isDisabled });
  const { inputProps } = useCheckbox(
    {
      children,
      isSelected,
      onChange: change,
      isRequired,
      isDisabled,
      isInvalid,
      name,
      value,
      onBlur,
      'aria-label': accessibleName,
      'aria-describedby': isInvalid ? errorId : undefined,
      'aria-errormessage': isInvalid ? errorId : undefined,
    },
    state,
    inputRef,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const flag = (on: boolean) => (on ? '' : undefined);

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <label
          className={styles.label}
          data-disabled={flag(isDisabled)}
          onClickCapture={(event) => {
            const target = event.target instanceof Element ? event.target : null;
            const link = target?.closest('a, button, [role="link"], [role="button"]');
            if (!link || !event.currentTarget.contains(link)) return;
            fromLabelLink.current = true;
            // Cleared after this click and the label's forwarded click, in a later task.
            setTimeout(() => {
              fromLabelLink.current = false;
            }, 0);
          }}
        >
          <input {...mergeProps(inputProps, focusProps)} ref={inputRef} className={visuallyHidden} />
          <span
            className={styles.box}
            aria-hidden="true"
            data-selected={flag(state.isSelected)}
            data-focus-visible={flag(isFocusVisible)}
            data-invalid={flag(isInvalid)}
            data-disabled={flag(isDisabled)}
          >
            <CheckIcon />
          </span>
          <span className={styles.labelText}>{children}</span>
        </label>
        {tooltip ? <InfoTooltip {...tooltip} /> : null}
      </div>
      <FieldError id={errorId} variant="text">
        {errorMessage}
      </FieldError>
    </div>
  );
}

/**
 * react-aria's tooltip opens on hover and keyboard focus; a press (touch, click, Enter) also
 * opens it here, and a second press closes it, because touch screens have neither hover nor
 * focus-visible. Escape closes it (react-aria listens on the document while it is open).
 */
function InfoTooltip({ content, triggerLabel }: CheckboxTooltip) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [openedByPress, setOpenedByPress] = useState(false);
  const state = useTooltipTriggerState({ delay: TOOLTIP_HOVER_DELAY_MS, shouldCloseOnPress: false });
  const { triggerProps, tooltipProps: triggerTooltipProps } = useTooltipTrigger({ shouldCloseOnPress: false }, state, triggerRef);
  const { tooltipProps } = useTooltip({}, state);

  const togglePinned = () => {
    if (state.isOpen && openedByPress) {
      setOpenedByPress(false);
      state.close(true);
    } else {
      setOpenedByPress(true);
      state.open(true);
    }
  };

  return (
    <>
      <button
        {...mergeProps(triggerProps, { onClick: togglePinned })}
        ref={triggerRef}
        type="button"
        className={styles.infoButton}
        aria-label={triggerLabel}
      >
        <InfoIcon />
      </button>
      {state.isOpen ? (
        <span {...mergeProps(triggerTooltipProps, tooltipProps)} className={styles.tooltip}>
          {content}
        </span>
      ) : null}
    </>
  );
}

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <polyline points="20 6 9 17 4 12" />
    </svg>
  );
}

function InfoIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" />
      <line x1="12" y1="16" x2="12" y2="12" />
      <line x1="12" y1="8" x2="12.01" y2="8" />
    </svg>
  );
}
