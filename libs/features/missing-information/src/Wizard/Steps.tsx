import { AddressFields, PhoneField, SelectField, TextField } from '@portal/design-system';
import { useCopy } from '@portal/program-config';
import { addressFields, genderOptions, usStates, type GenderOption, type WizardErrors, type WizardFieldPath, type WizardForm } from '@portal/validation';
import type { WizardEvent } from '@portal/machines';
import { fieldId } from './fields.ts';

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

/** §2 Address step: address1, address2 (optional), city, state (a select), ZIP: the shared address form. */
export function AddressStep({ form, errors, send }: StepBodyProps) {
  const { copy } = useCopy();
  const text = copy.missingInformation;
  const error = useErrorText(errors);
  return (
    <AddressFields
      value={form.address}
      onChange={(field, value) => send({ type: 'CHANGE', field: `address.${field}`, value })}
      idFor={(field) => fieldId(`address.${field}`)}
      labels={{ address1: text.address1, address2: text.address2, city: text.city, state: text.state, zip: text.zip, statePleaseSelect: text.statePleaseSelect }}
      states={usStates.map((state) => ({ value: state.code, label: state.name }))}
      errors={Object.fromEntries(addressFields.map((field) => [field, error(`address.${field}`)]))}
    />
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
      placeholders={{ us: copy.signIn.phonePlaceholder, international: copy.signIn.phonePlaceholderInternational }}
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
