import { useCallback, useEffect, useMemo, useState } from 'react';
import { fetchFillHistory } from '@portal/api';
import { fillHistoryQueryFor, normaliseNdc, serverLinkOf, toFillEntries, type FillEntry } from '@portal/care';
import { FailureView, Heading, LoadingOverlay, ServerText, Text, visuallyHidden } from '@portal/design-system';
import { Accordion, AccordionItem } from '@portal/design-system/accordion';
import { formatAmount, formatTransactionDate, type Language } from '@portal/formats';
import { useCopy, useProgram } from '@portal/program-config';
import { useApiClient, usePatientData, useSessionStore } from '@portal/session';
import * as styles from './FillHistory.css.ts';

/** What /fill-history shows (spec: prescription-experience §2 Fill History, §8). */
export type FillHistoryViewState = { status: 'loading' } | { status: 'error'; onReload: () => void } | { status: 'success'; fills: FillEntry[] };

/** Accordion titles are the fill dates; a second fill on one date gets "(2)" so the titles stay distinct. */
export function fillTitles(fills: FillEntry[], undated: string, language: Language = 'en'): string[] {
  const seen = new Map<string, number>();
  return fills.map((fill) => {
    const date = formatTransactionDate(fill.transactionDateTime, language) || undated;
    const count = (seen.get(date) ?? 0) + 1;
    seen.set(date, count);
    return count === 1 ? date : `${date} (${count})`;
  });
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{children}</dd>
    </>
  );
}

function FillDetails({ fill }: { fill: FillEntry }) {
  const { copy } = useCopy();
  const program = useProgram();
  const text = copy.fillHistory;
  const prescription = fill.prescription;
  const drug = prescription ? program.drugCatalogue.find((entry) => normaliseNdc(entry.ndc_code) === normaliseNdc(prescription.ndc_code)) : undefined;
  const drugName = drug ? `${drug.name} ${drug.strength}` : (prescription?.drug_family ?? '');
  // A drug's, a pharmacy's or a parcel's name is in no language: a page translation leaves it be.
  const orNotAvailable = (value: string | null | undefined) => (value ? <span translate="no">{value}</span> : text.notAvailable);
  // The server's words are English on a page of any language; "N/A" is the portal's.
  const fromServer = (value: string | null | undefined) => (value ? <ServerText>{value}</ServerText> : text.notAvailable);
  // The server's link only when it is https on one of the programme's receipt hosts, not the
  // portal's (so the leave-site modal asks first); anything else shows no receipt link at all.
  const receipt = serverLinkOf(fill.receiptUrl, { portalHost: window.location.host, hosts: program.receiptHosts ?? [] });
  return (
    <div className={styles.fill}>
      <dl className={styles.details}>
        <Detail term={text.prescription}>{orNotAvailable(drugName)}</Detail>
        <Detail term={text.dose}>{fromServer(prescription?.prescribed_dosage.join(', '))}</Detail>
        <Detail term={text.quantity}>{orNotAvailable(prescription?.quantity)}</Detail>
        <Detail term={text.pharmacy}>{orNotAvailable(fill.pharmacy)}</Detail>
      </dl>
      <h3 className={styles.sectionTitle}>{text.transactionDetails}</h3>
      <dl className={styles.details}>
        <Detail term={text.date}>{orNotAvailable(formatTransactionDate(fill.transactionDateTime, program.language))}</Detail>
        <Detail term={text.payment}>{text.paid}</Detail>
        <Detail term={text.amount}>${formatAmount(fill.amount)}</Detail>
      </dl>
      {receipt ? (
        // Another host goes through the leave-site modal (the guard listens for every link).
        <a className={styles.receipt} href={receipt} target="_blank" rel="noopener noreferrer">
          {text.viewReceipt}
          <span className={visuallyHidden}> {copy.pharmacyInstructions.newTab}</span>
        </a>
      ) : null}
      <h3 className={styles.sectionTitle}>{text.shippingDetails}</h3>
      <dl className={styles.details}>
        <Detail term={text.fillStatus}>{fromServer(fill.fillStatus)}</Detail>
        <Detail term={text.tracking}>{orNotAvailable(fill.trackingNumber)}</Detail>
      </dl>
    </div>
  );
}

/** The page as props, so each state shows in Storybook and tests without a session. */
export function FillHistoryView({ state, defaultOpen }: { state: FillHistoryViewState; defaultOpen?: string }) {
  const { copy } = useCopy();
  const { language } = useProgram();
  if (state.status === 'loading') return <LoadingOverlay label={copy.common.loading} />;
  if (state.status === 'error') {
    return <FailureView title={copy.failure.title} body={copy.failure.body} actionLabel={copy.failure.reload} onAction={state.onReload} />;
  }
  const titles = fillTitles(state.fills, copy.fillHistory.undated, language);
  return (
    <div className={styles.page}>
      <Heading level="1">{copy.fillHistory.title}</Heading>
      {state.fills.length === 0 ? (
        <Text>{copy.fillHistory.empty}</Text>
      ) : (
        // One open at a time, and the open one closes again (§2, §4): Radix single + collapsible.
        <Accordion defaultValue={defaultOpen}>
          {state.fills.map((fill, index) => (
            <AccordionItem key={fill.id} value={fill.id} title={titles[index] ?? ''} headingLevel="2">
              <FillDetails fill={fill} />
            </AccordionItem>
          ))}
        </Accordion>
      )}
    </div>
  );
}

type Load = { status: 'loading' } | { status: 'error' } | { status: 'success'; fills: FillEntry[] };

/**
 * /fill-history: the patient data (the session's cache), then the fills, fetched only when the
 * intake case id and the pharmacy referral record id both exist (§4); without them the list is
 * empty. "Reload site" on the error screen fetches again.
 */
export function FillHistoryPage() {
  const patient = usePatientData();
  const api = useApiClient();
  const store = useSessionStore();
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<{ key: string } & Load>({ key: '', status: 'loading' });

  const prescriptions = patient.status === 'success' ? patient.data.prescriptions : null;
  const intakeCaseId = patient.status === 'success' ? patient.data.intakeCaseId : null;
  const query = useMemo(() => (prescriptions ? fillHistoryQueryFor(prescriptions, intakeCaseId) : null), [prescriptions, intakeCaseId]);
  const key = query ? `${query.intakeCaseId}|${query.acticsPharmacyReferralRecordId}|${attempt}` : '';

  useEffect(() => {
    if (!query || !prescriptions) return;
    const token = store.get().token;
    if (!token) return;
    let current = true;
    void fetchFillHistory(api, token, query).then((result) => {
      if (!current) return;
      setLoad(result.ok ? { key, status: 'success', fills: toFillEntries(result.data, prescriptions, query) } : { key, status: 'error' });
    });
    return () => {
      current = false;
    };
  }, [key, query, prescriptions, api, store]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  let state: FillHistoryViewState;
  if (patient.status === 'loading') state = { status: 'loading' };
  else if (patient.status === 'error') state = { status: 'error', onReload: patient.reload };
  else if (!query) state = { status: 'success', fills: [] };
  else if (load.key !== key || load.status === 'loading') state = { status: 'loading' };
  else if (load.status === 'error') state = { status: 'error', onReload: reload };
  else state = { status: 'success', fills: load.fills };
  return <FillHistoryView state={state} />;
}
