import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SHIPPING_COUNTRY, toAddressUpdatePayload, updateShippingAddress } from '@portal/api';
import type { ClientAddress } from '@portal/care';
import { AddressFields, Button, ErrorBox, Heading, Inline, Text, buttonClass, useGlobalMessage, type AddressFieldName, type AddressFieldsValue, Link } from '@portal/design-system';
import { safeReturnPath } from '@portal/machines';
import { useCopy } from '@portal/program-config';
import { useApiClient, usePatientData, useRefreshProfile, useSessionStore } from '@portal/session';
import { addressFields, joinAddress, splitAddress, usStateCode, usStates, validateAddress, type AddressErrors } from '@portal/validation';
import { PatientDataPending } from './PatientDataPending.tsx';
import * as styles from './profile.css.ts';
import { routes } from '@portal/routes';

/** §2: "It is reached with a returnUrl, for example /profile or /payment"; /profile when none is usable. */
const DEFAULT_RETURN_PATH = routes.profile;

type AddressFormStatus = 'editing' | 'saving' | 'failed';

const addressFieldId = (field: AddressFieldName) => `shipping-address-${field}`;

/**
 * The form's starting values: the current shipping address (§5 rule), or empty. The server keeps
 * one street line; it is split as the wizard splits it (access-and-identity §3: at the first
 * comma), so "100 Example Street, Apt 4" opens as street and apartment, and saving unchanged
 * sends the same line back.
 */
function addressFormFrom(address: ClientAddress | null): AddressFieldsValue {
  return { ...splitAddress(address?.street ?? ''), city: address?.city ?? '', state: usStateCode(address?.state ?? ''), zip: address?.postalCode ?? '' };
}

/** The street of the payload: the wizard's join, the second line after a comma (the call has one street field, §7). */
const streetOf = (form: AddressFieldsValue) => joinAddress(form);

export interface UpdateShippingAddressViewProps {
  value: AddressFieldsValue;
  errors: AddressErrors;
  status: AddressFormStatus;
  /** Where Cancel leads: the safe return path. */
  cancelTo: string;
  onChange: (field: AddressFieldName, value: string) => void;
  onSubmit: () => void;
}

/** The screen as props (the spec shows no body: street, city, state, ZIP, the country fixed, §2, §5). */
export function UpdateShippingAddressView({ value, errors, status, cancelTo, onChange, onSubmit }: UpdateShippingAddressViewProps) {
  const { copy } = useCopy();
  const labels = copy.missingInformation;
  const text = copy.shippingAddress;
  const saving = status === 'saving';
  return (
    <div className={styles.page}>
      <Heading level="1">{copy.pages.updateShippingAddress}</Heading>
      <Text>{text.intro}</Text>
      <form
        className={`${styles.section} ${styles.form}`}
        noValidate
        aria-labelledby="shipping-address-form"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Heading level="2" id="shipping-address-form">
          {copy.profile.shippingAddress}
        </Heading>
        <AddressFields
          value={value}
          onChange={onChange}
          idFor={addressFieldId}
          labels={{ address1: labels.address1, address2: labels.address2, city: labels.city, state: labels.state, zip: labels.zip, statePleaseSelect: labels.statePleaseSelect }}
          states={usStates.map((state) => ({ value: state.code, label: state.name }))}
          errors={Object.fromEntries(addressFields.map((field) => [field, errors[field] ? copy.validation[errors[field]] : undefined]))}
          fixed={{ label: text.country, value: SHIPPING_COUNTRY, lang: 'en' }}
        />
        <ErrorBox id="shipping-address-failure">{status === 'failed' ? text.failure : null}</ErrorBox>
        <Inline gap="medium" alignY="center">
          <Button type="submit" pending={saving} pendingLabel={text.saving}>
            {text.save}
          </Button>
          <Link to={cancelTo} className={buttonClass({ variant: 'secondary' })}>
            {text.cancel}
          </Link>
        </Inline>
      </form>
    </div>
  );
}

function UpdateShippingAddressForm({ initial, returnTo }: { initial: AddressFieldsValue; returnTo: string }) {
  const { copy } = useCopy();
  const api = useApiClient();
  const store = useSessionStore();
  const refresh = useRefreshProfile();
  const navigate = useNavigate();
  const { showMessage } = useGlobalMessage();
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<AddressFormStatus>('editing');

  const onChange = useCallback(
    (field: AddressFieldName, next: string) => {
      setValue((current) => {
        const updated = { ...current, [field]: next };
        // Once the patient has tried to save, messages follow the entries as they are corrected.
        if (submitted) setErrors(validateAddress(updated));
        return updated;
      });
    },
    [submitted],
  );

  const onSubmit = useCallback(async () => {
    if (status === 'saving') return;
    setSubmitted(true);
    const found = validateAddress(value);
    setErrors(found);
    const first = addressFields.find((field) => found[field]);
    if (first) {
      document.getElementById(addressFieldId(first))?.focus();
      return;
    }
    const token = store.get().token;
    if (!token) return;
    setStatus('saving');
    const result = await updateShippingAddress(api, token, toAddressUpdatePayload({ street: streetOf(value), city: value.city, state: value.state, zipCode: value.zip }));
    if (!result.ok) {
      // §8; every entry stays as typed.
      setStatus('failed');
      return;
    }
    // The new address shows at once on the return page (/profile, /payment): no stale cache.
    await refresh();
    showMessage({ type: 'success', header: copy.shippingAddress.successHeader, description: copy.shippingAddress.successBody });
    void navigate(returnTo);
  }, [status, value, store, api, refresh, showMessage, copy, navigate, returnTo]);

  return <UpdateShippingAddressView value={value} errors={errors} status={status} cancelTo={returnTo} onChange={onChange} onSubmit={() => void onSubmit()} />;
}

/** /update-shipping-address?returnUrl=…: prefilled from the current shipping address. */
export function UpdateShippingAddressPage() {
  const patient = usePatientData();
  const { copy } = useCopy();
  const { search } = useLocation();
  // The one same-origin rule of sign-in (access-and-identity §4): `//evil.example` falls back.
  const returnTo = safeReturnPath(new URLSearchParams(search).get('returnUrl')) ?? DEFAULT_RETURN_PATH;
  if (patient.status !== 'success') return <PatientDataPending patient={patient} title={copy.pages.updateShippingAddress} />;
  return <UpdateShippingAddressForm initial={addressFormFrom(patient.data.patientDetails.shippingAddress)} returnTo={returnTo} />;
}
