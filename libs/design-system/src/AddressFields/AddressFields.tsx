import { SelectField, type SelectOption } from '../SelectField/SelectField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './AddressFields.css.ts';

/** The fields of a US postal address, in screen order. */
export const addressFieldNames = ['address1', 'address2', 'city', 'state', 'zip'] as const;
export type AddressFieldName = (typeof addressFieldNames)[number];
export type AddressFieldsValue = Record<AddressFieldName, string>;

export interface AddressFieldsProps {
  value: AddressFieldsValue;
  onChange: (field: AddressFieldName, value: string) => void;
  /** The DOM id of each input, so a form can move focus to the first field in error. */
  idFor: (field: AddressFieldName) => string;
  labels: Record<AddressFieldName, string> & { statePleaseSelect: string };
  /** The state select's options in order (value = the code sent, label = what the patient reads). */
  states: readonly SelectOption[];
  /** Error text per field; a field without one is valid. */
  errors?: Partial<Record<AddressFieldName, string>>;
  /** A value the patient cannot change, shown as text after the fields (the country). */
  /** A value the patient cannot change (the country); `lang` when it is not in the page's language (the API's English). */
  fixed?: { label: string; value: string; lang?: string };
  disabled?: boolean;
}

/**
 * One address form for every screen that asks for a postal address (the missing-information
 * wizard's address step and the shipping address update): street, optional second line, city,
 * state as a native select and ZIP. Labels, messages and the state list come from the caller,
 * so the design system knows nothing of the programme or of the rules.
 */
export function AddressFields({ value, onChange, idFor, labels, states, errors = {}, fixed, disabled = false }: AddressFieldsProps) {
  // What every field of the address takes alike: its id, label, value, change and error.
  const field = (name: AddressFieldName) => ({
    id: idFor(name),
    label: labels[name],
    value: value[name],
    onChange: (next: string) => onChange(name, next),
    errorMessage: errors[name],
    disabled,
  });
  return (
    <div className={styles.fields}>
      <TextField {...field('address1')} autoComplete="address-line1" required />
      <TextField {...field('address2')} autoComplete="address-line2" />
      <div className={styles.addressRow}>
        <TextField {...field('city')} autoComplete="address-level2" required />
        <SelectField
          {...field('state')}
          options={[{ value: '', label: labels.statePleaseSelect }, ...states]}
          autoComplete="address-level1"
          required
        />
        <TextField {...field('zip')} autoComplete="postal-code" inputMode="numeric" maxLength={10} required />
      </div>
      {fixed ? (
        <dl className={styles.fixedValue}>
          <dt className={styles.fixedValueTerm}>{fixed.label}</dt>
          <dd className={styles.fixedValueDetail} lang={fixed.lang}>
            {fixed.value}
          </dd>
        </dl>
      ) : null}
    </div>
  );
}
