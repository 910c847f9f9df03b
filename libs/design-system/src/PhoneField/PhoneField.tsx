import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { applyInternationalPhoneEdit, applyUsPhoneEdit, formatUsPhone, normaliseInternationalPhone } from './phoneMask.ts';

export interface PhoneFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode' | 'onChange' | 'onInput' | 'maxLength' | 'ref' | 'placeholder'> {
  /**
   * spec: access-and-identity §2 Phone step (the US_only_phone feature): `true` masks the input as
   * (NXX) XXX-XXXX; `false` is a free international input with a forced leading +.
   */
  usOnly: boolean;
  /**
   * An example of each shape; the field shows the one of its mode. Both are required so that no
   * caller can put the US example, "(123) 456-7890", beside an input that wants a leading + (or
   * the reverse): the example always matches what the field accepts.
   */
  placeholders: { us: string; international: string };
  /** The text as shown. A seed in another shape (`+15555550100`) is shown masked. */
  value: string;
  /** The masked text, and its digits only (US: at most 10, without the country code). */
  onChange: (value: string, digits: string) => void;
}

/**
 * A phone input that formats as the patient types. The caret stays after the same digit when the
 * mask inserts or removes separators, and pasting `+1 555 555 0100` into the US field keeps only
 * the national number.
 */
export function PhoneField({ usOnly, placeholders, value, onChange, autoComplete, ...rest }: PhoneFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const lastInputType = useRef('');
  const [caretRequest, setCaretRequest] = useState<{ position: number } | null>(null);
  const text = usOnly ? formatUsPhone(value).text : normaliseInternationalPhone(value);

  // Runs after the masked value is in the DOM (React puts the caret at the end when it sets it).
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caretRequest && input && input.ownerDocument.activeElement === input) {
      input.setSelectionRange(caretRequest.position, caretRequest.position);
    }
  }, [caretRequest]);

  const handleChange = (raw: string) => {
    const caret = inputRef.current?.selectionStart ?? raw.length;
    const edit = usOnly ? applyUsPhoneEdit(raw, caret, text, lastInputType.current) : applyInternationalPhoneEdit(raw, caret);
    lastInputType.current = '';
    if (edit.text !== text) onChange(edit.text, edit.digits);
    setCaretRequest({ position: edit.caret });
  };

  return (
    <TextField
      {...rest}
      ref={inputRef}
      type="tel"
      inputMode="tel"
      placeholder={usOnly ? placeholders.us : placeholders.international}
      // `tel` in both modes: the only autofill token HTML allows on type="tel" (tel-national is for
      // text inputs). A full number the browser fills in (+1 555…) is cut to the national one by the US mask.
      autoComplete={autoComplete ?? 'tel'}
      value={text}
      onInput={(event: FormEvent<HTMLInputElement>) => {
        const native = event.nativeEvent;
        lastInputType.current = 'inputType' in native && typeof native.inputType === 'string' ? native.inputType : '';
      }}
      onChange={handleChange}
    />
  );
}
