import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import {
  describeApiError,
  fetchPharmacies,
  updatePharmacy,
  type PharmaciesRequest,
  type PossiblePharmacy,
} from '@portal/api';
import {
  currentPharmacyOf,
  isDrugAddress,
  normaliseNdc,
  pharmaciesRequestFor,
  pharmacySetupFor,
  pharmacySetupForDrug,
  pharmacyUpdateFor,
} from '@portal/care';
import { Button, buttonClass, ErrorBanner, Heading, Inline, LoadingOverlay, Notice, PhoneText, RadioGroupField, Text, Link } from '@portal/design-system';
import { useCopy, useFeature, useProgram } from '@portal/program-config';
import { useApiClient, useProfile, useSessionStore } from '@portal/session';
import * as styles from './Pharmacy.css.ts';
import { pharmacyInstructionsPath, pharmacyPathOf } from '@portal/routes';


interface PharmacyDrug {
  name: string;
  logo?: string;
  alt?: string;
}

/** What /pharmacy/{prescriptionId} shows (spec: prescription-experience §2 My Pharmacy). */
export type PharmacyViewState =
  | { status: 'loading' }
  /** The profile or the pharmacies could not be loaded: the error's text, as plain text (§8). */
  | { status: 'error'; message: string }
  /** The address names none of the patient's prescriptions. */
  | { status: 'unknown' }
  | { status: 'ready'; drug: PharmacyDrug; pharmacies: PossiblePharmacy[]; currentId: string | null; canChange: boolean };

export interface PharmacyViewProps {
  state: PharmacyViewState;
  /** The option chosen (the current pharmacy until the patient picks another). */
  selected: string | null;
  onSelect: (pharmacyId: string) => void;
  onConfirm: () => void;
  submitting?: boolean;
  /** The update call failed: the §8 message shows and the choice stays. */
  updateFailed?: boolean;
  /** Confirm was pressed with nothing chosen. */
  choiceMissing?: boolean;
}

/** The page as props, so every state shows in Storybook and tests without a session. */
export function PharmacyView({ state, selected, onSelect, onConfirm, submitting = false, updateFailed = false, choiceMissing = false }: PharmacyViewProps) {
  const { copy, t } = useCopy();
  if (state.status === 'loading') return <LoadingOverlay label={copy.common.loading} />;

  const heading = <Heading level="1">{copy.pharmacy.title}</Heading>;
  // Every page of a prescription's pharmacy leads back to the list it was opened from.
  const back = (
    <Inline gap="small">
      <Link to="/prescriptions" className={buttonClass({ variant: 'secondary' })}>
        {copy.pharmacy.backToPrescriptions}
      </Link>
    </Inline>
  );
  if (state.status === 'error') {
    return (
      <div className={styles.page}>
        {heading}
        <div role="alert">
          <Text>{state.message}</Text>
        </div>
        {back}
      </div>
    );
  }
  if (state.status === 'unknown') {
    return (
      <div className={styles.page}>
        {heading}
        <section className={styles.panel} aria-labelledby="pharmacy-unknown">
          <Heading level="2" id="pharmacy-unknown">
            {copy.pharmacy.unknownTitle}
          </Heading>
          <Text>{copy.pharmacy.unknownBody}</Text>
          <Inline gap="small">
            <Link to="/prescriptions" className={buttonClass()}>
              {copy.pharmacy.backToPrescriptions}
            </Link>
          </Inline>
        </section>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  const choosing = state.canChange && state.pharmacies.length > 0;
  return (
    <div className={styles.page}>
      {heading}
      <Inline gap="small" alignY="center">
        {state.drug.logo ? <img className={styles.drugLogo} src={state.drug.logo} alt={state.drug.alt ?? ''} width={48} height={48} /> : null}
        <h2 className={styles.drugName} translate="no">
          {state.drug.name}
        </h2>
      </Inline>
      {choosing ? (
        // The list is the patient's own way to choose; the spec's call to start a transfer follows
        // it, for a pharmacy the list does not have, rather than standing above it unexplained.
        <>
          <Text>{copy.pharmacy.chooseIntro}</Text>
          <form className={styles.panel} onSubmit={submit} noValidate>
            <RadioGroupField
              label={copy.pharmacy.chooseLabel}
              orientation="vertical"
              name="pharmacy"
              value={selected}
              onChange={onSelect}
              errorMessage={choiceMissing && !selected ? copy.pharmacy.chooseRequired : undefined}
              options={state.pharmacies.map((pharmacy) => ({
                value: pharmacy.pharmacy_id,
                label: (
                  <>
                    <span translate="no">{pharmacy.name}</span>
                    {pharmacy.pharmacy_id === state.currentId ? (
                      <>
                        {' '}
                        <span className={styles.currentTag}>{copy.pharmacy.current}</span>
                      </>
                    ) : null}
                  </>
                ),
              }))}
            />
            <ErrorBanner>{updateFailed ? copy.pharmacy.updateError : null}</ErrorBanner>
            <Inline gap="small">
              <Button type="submit" pending={submitting} pendingLabel={copy.common.pending}>
                {copy.pharmacy.confirm}
              </Button>
            </Inline>
          </form>
          <Text>
            <PhoneText text={t(copy.pharmacy.transferOther)} />
          </Text>
        </>
      ) : (
        <>
          <Text>
            <PhoneText text={t(copy.pharmacy.transfer)} />
          </Text>
          <Text>{state.canChange ? copy.pharmacy.noPharmacies : copy.pharmacy.noChange}</Text>
        </>
      )}
      <Notice tone="info" as="p">
        {copy.pharmacy.note}
      </Notice>
      {back}
    </div>
  );
}

type PharmaciesLoad = { key: string } & ({ status: 'success'; pharmacies: PossiblePharmacy[] } | { status: 'error'; message: string });

/**
 * /pharmacy/{prescriptionId}: the profile (the session's 300 s cache), then the possible pharmacies
 * from the pharmacies call, or the prescription's own list when its referral id is null (§5, §7).
 * Confirm sends the update, reloads the profile past the cache and goes to the instructions. An old
 * address, /pharmacy/{ndc_code}, is replaced by its prescription's own (0036's rule picks which),
 * so the drug leaves the history entry.
 */
export function PharmacyPage() {
  const { prescriptionId = '' } = useParams();
  const profile = useProfile();
  const paymentEnabled = useFeature('payment');
  const program = useProgram();
  const { copy } = useCopy();
  const api = useApiClient();
  const store = useSessionStore();
  const navigate = useNavigate();

  const setup = useMemo(
    () => (profile.status === 'success' ? pharmacySetupFor(profile.profile, prescriptionId, copy.timeline, program.language) : null),
    [profile, prescriptionId, copy, program.language],
  );
  const renamed = useMemo(() => {
    if (profile.status !== 'success' || setup || !isDrugAddress(prescriptionId)) return null;
    const drugs = pharmacySetupForDrug(profile.profile, prescriptionId, paymentEnabled, copy.timeline, program.language);
    return drugs ? pharmacyPathOf(drugs.prescription) : null;
  }, [profile, setup, prescriptionId, paymentEnabled, copy, program.language]);
  const request = setup ? pharmaciesRequestFor(setup) : null;
  const requestKey = request ? JSON.stringify(request) : null;

  const [loaded, setLoaded] = useState<PharmaciesLoad | null>(null);
  useEffect(() => {
    if (!requestKey) return;
    const { referralRecordId, body } = JSON.parse(requestKey) as { referralRecordId: string; body: PharmaciesRequest };
    const token = store.get().token;
    if (!token) return;
    let current = true;
    void fetchPharmacies(api, token, referralRecordId, body).then((result) => {
      if (!current) return;
      setLoaded(result.ok ? { key: requestKey, status: 'success', pharmacies: result.data } : { key: requestKey, status: 'error', message: describeApiError(result.error, copy.errors) });
    });
    return () => {
      current = false;
    };
  }, [requestKey, api, store, copy]);

  const [chosen, setChosen] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [updateFailed, setUpdateFailed] = useState(false);
  const [choiceMissing, setChoiceMissing] = useState(false);
  const inFlight = useRef(false);

  let state: PharmacyViewState;
  if (profile.status === 'loading') state = { status: 'loading' };
  else if (profile.status === 'error') state = { status: 'error', message: profile.message };
  else if (!setup) state = { status: 'unknown' };
  else if (requestKey && loaded?.key !== requestKey) state = { status: 'loading' };
  else if (requestKey && loaded?.status === 'error') state = { status: 'error', message: loaded.message };
  else {
    const pharmacies = requestKey && loaded?.status === 'success' ? loaded.pharmacies : setup.prescription.possible_pharmacies;
    const entry = program.drugCatalogue.find((drug) => normaliseNdc(drug.ndc_code) === normaliseNdc(setup.prescription.ndc_code));
    state = {
      status: 'ready',
      drug: entry ? { name: `${entry.name} ${entry.strength}`, logo: entry.logo, alt: entry.alt } : { name: setup.prescription.drug_family || setup.prescription.ndc_code },
      pharmacies,
      currentId: currentPharmacyOf(setup, pharmacies)?.pharmacy_id ?? null,
      canChange: setup.prescription.allowDispensePharmacyChange,
    };
  }

  const selected = chosen ?? (state.status === 'ready' ? state.currentId : null);

  const confirm = async () => {
    if (inFlight.current || state.status !== 'ready' || !setup) return;
    const choice = state.pharmacies.find((pharmacy) => pharmacy.pharmacy_id === selected);
    if (!choice) {
      setChoiceMissing(true);
      return;
    }
    const token = store.get().token;
    inFlight.current = true;
    setSubmitting(true);
    setUpdateFailed(false);
    const result = token ? await updatePharmacy(api, token, pharmacyUpdateFor(setup, choice)) : null;
    inFlight.current = false;
    if (!result?.ok) {
      setSubmitting(false);
      setUpdateFailed(true);
      return;
    }
    // The choice shows on My Prescriptions at once: the profile is reloaded past its 300 s cache.
    profile.reload();
    void navigate(pharmacyInstructionsPath(choice.name));
  };

  // Replace, not push: Back must not return to the address that names the drug.
  if (renamed) return <Navigate to={renamed} replace />;
  return (
    <PharmacyView
      state={state}
      selected={selected}
      onSelect={(id) => {
        setChosen(id);
        setChoiceMissing(false);
      }}
      onConfirm={() => void confirm()}
      submitting={submitting}
      updateFailed={updateFailed}
      choiceMissing={choiceMissing}
    />
  );
}
