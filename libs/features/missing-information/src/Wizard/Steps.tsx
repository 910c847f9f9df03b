import { PhoneField, SelectField, TextField } from '@portal/design-system';
import { useCopy } from '@portal/program-config';
import { genderOptions, usStates, type GenderOption, type WizardErrors, type WizardFieldPath, type WizardForm } from '@portal/validation';
import type { WizardEvent } from '@portal/machines';
import { fieldId } from './fields.ts';
import * as styles from './Wizard.css.ts';

export interface StepBodyProps {
  form: WizardForm;
  errors: WizardErrors;
  send: (event: WizardEvent) => void;
}

/** The text of a field's error, or undefined. */
export function useErrorText(errors: WizardErrors): (path: WizardFieldPath) => string | undefined {
  const { copy } = useCopy();
  return (path) => {
    const key = errors[path];
    return key ? copy.validation[key] : undefined;
  };
}

/** §2 Address step: address1, address2 (optional), city, state (a select), ZIP. */
export function AddressStep({ form, errors, send }: StepBodyProps) {
  const { copy } = useCopy();
  const text = copy.missingInformation;
  const error = useErrorText(errors);
  const { address } = form;
  return (
    <div className={styles.fields}>
      <TextField
        id={fieldId('address.address1')}
        label={text.address1}
        value={address.address1}
        onChange={(value) => send({ type: 'CHANGE', field: 'address.address1', value })}
        errorMessage={error('address.address1')}
        autoComplete="address-line1"
        required
      />
      <TextField
        id={fieldId('address.address2')}
        label={text.address2}
        value={address.address2}
        onChange={(value) => send({ type: 'CHANGE', field: 'address.address2', value })}
        autoComplete="address-line2"
      />
      <div className={styles.addressRow}>
        <TextField
          id={fieldId('address.city')}
          label={text.city}
          value={address.city}
          onChange={(value) => send({ type: 'CHANGE', field: 'address.city', value })}
          errorMessage={error('address.city')}
          autoComplete="address-level2"
          required
        />
        <SelectField
          id={fieldId('address.state')}
          label={text.state}
          value={address.state}
          onChange={(value) => send({ type: 'CHANGE', field: 'address.state', value })}
          options={[{ value: '', label: text.statePleaseSelect }, ...usStates.map((state) => ({ value: state.code, label: state.name }))]}
          errorMessage={error('address.state')}
          autoComplete="address-level1"
          required
        />
        <TextField
          id={fieldId('address.zip')}
          label={text.zip}
          value={address.zip}
          onChange={(value) => send({ type: 'CHANGE', field: 'address.zip', value })}
          errorMessage={error('address.zip')}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          required
        />
      </div>
    </div>
  );
}

/** §2 Phone step: masked per US_only_phone; an empty phone stays empty. */
export function PhoneStep({ form, errors, send, usOnlyPhone }: StepBodyProps & { usOnlyPhone: boolean }) {
  const { copy } = useCopy();
  const error = useErrorText(errors);
  return (
    <PhoneField
      id={fieldId('phone')}
      usOnly={usOnlyPhone}
      label={copy.missingInformation.phone}
      value={form.phone}
      onChange={(value) => send({ type: 'CHANGE', field: 'phone', value })}
      errorMessage={error('phone')}
      autoComplete="tel"
      {...(usOnlyPhone ? { placeholder: copy.signIn.phonePlaceholder } : {})}
      required
    />
  );
}

export function EmailStep({ form, errors, send }: StepBodyProps) {
  const { copy } = useCopy();
  const error = useErrorText(errors);
  return (
    <TextField
      id={fieldId('email')}
      type="email"
      inputMode="email"
      label={copy.missingInformation.email}
      value={form.email}
      onChange={(value) => send({ type: 'CHANGE', field: 'email', value })}
      errorMessage={error('email')}
      autoComplete="email"
      autoCapitalize="none"
      spellCheck="false"
      required
    />
  );
}

/** The label of each gender option (§2: Please select, Male, Female, Intersex, Prefer not to say). */
export function useGenderLabels(): Record<GenderOption, string> {
  const text = useCopy().copy.missingInformation;
  return {
    '': text.genderPleaseSelect,
    Male: text.genderMale,
    Female: text.genderFemale,
    Intersex: text.genderIntersex,
    'Prefer not to say': text.genderPreferNotToSay,
  };
}

export function GenderStep({ form, errors, send }: StepBodyProps) {
  const { copy } = useCopy();
  const error = useErrorText(errors);
  const labels = useGenderLabels();
  return (
    <SelectField
      id={fieldId('gender')}
      label={copy.missingInformation.gender}
      value={form.gender}
      onChange={(value) => send({ type: 'CHANGE_GENDER', value: value as GenderOption })}
      options={genderOptions.map((option) => ({ value: option, label: labels[option] }))}
      errorMessage={error('gender')}
      autoComplete="sex"
      required
    />
  );
}
