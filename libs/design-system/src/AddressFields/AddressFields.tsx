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
  fixed?: { label: string; value: string };
  disabled?: boolean;
}

/**
 * One address form for every screen that asks for a postal address (the missing-information
 * wizard's address step and the shipping address update): street, optional second line, city,
 * state as a native select and ZIP. Labels, messages and the state list come from the caller,
 * so the design system knows nothing of the programme or of the rules.
 */
export function AddressFields({ value, onChange, idFor, labels, states, errors = {}, fixed, disabled = false }: AddressFieldsProps) {
  return (
    <div className={styles.fields}>
      <TextField
        id={idFor('address1')}
        label={labels.address1}
        value={value.address1}
        onChange={(next) => onChange('address1', next)}
        errorMessage={errors.address1}
        autoComplete="address-line1"
        disabled={disabled}
        required
      />
      <TextField
        id={idFor('address2')}
        label={labels.address2}
        value={value.address2}
        onChange={(next) => onChange('address2', next)}
        errorMessage={errors.address2}
        autoComplete="address-line2"
        disabled={disabled}
      />
      <div className={styles.addressRow}>
        <TextField
          id={idFor('city')}
          label={labels.city}
          value={value.city}
          onChange={(next) => onChange('city', next)}
          errorMessage={errors.city}
          autoComplete="address-level2"
          disabled={disabled}
          required
        />
        <SelectField
          id={idFor('state')}
          label={labels.state}
          value={value.state}
          onChange={(next) => onChange('state', next)}
          options={[{ value: '', label: labels.statePleaseSelect }, ...states]}
          errorMessage={errors.state}
          autoComplete="address-level1"
          disabled={disabled}
          required
        />
        <TextField
          id={idFor('zip')}
          label={labels.zip}
          value={value.zip}
          onChange={(next) => onChange('zip', next)}
          errorMessage={errors.zip}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          disabled={disabled}
          required
        />
      </div>
      {fixed ? (
        <dl className={styles.fixedValue}>
          <dt className={styles.fixedValueTerm}>{fixed.label}</dt>
          <dd className={styles.fixedValueDetail}>{fixed.value}</dd>
        </dl>
      ) : null}
    </div>
  );
}
