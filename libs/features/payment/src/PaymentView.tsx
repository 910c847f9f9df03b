import { useState } from 'react';
import { useLocation } from 'react-router';
import type { PossiblePharmacy } from '@portal/api';
import { mentionsSpecialtyPharmacy, normaliseNdc, type ClientAddress, type ClientPrescription } from '@portal/care';
import { Button, FailureView, Heading, Inline, LoadingOverlay, PricingInfo, ServerText, Text, Link } from '@portal/design-system';
import { PharmacyInfo } from '@portal/design-system/accordion';
import { Modal, PricingInfoModal } from '@portal/design-system/modal';
import { formatOutOfPocket, formatServerDate } from '@portal/formats';
import { useCopy, usePharmacyInfo, useProgram } from '@portal/program-config';
import * as styles from './Payment.css.ts';
import { editAddressPath, paymentActionFor } from './rules.ts';

/** The hash that opens the pricing modal on /payment (spec §2 Payment). */
export const PRICING_HASH = '#prescription_pricing';

/** What the pay button is doing. */
export type PayStatus = 'idle' | 'creating' | 'failed';

/** Every state of /payment, as plain data (stories and tests render it without a session). */
export type PaymentViewState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'nothingDue' }
  | { status: 'ready'; prescription: ClientPrescription; shippingAddress: ClientAddress | null; pay: PayStatus };

export interface PaymentViewProps {
  state: PaymentViewState;
  onPay: () => void;
  onReload: () => void;
  pricingOpen: boolean;
  onPricingOpenChange: (open: boolean) => void;
  /** The `updateShippingAddress` feature: the address gets an edit link. */
  canEditAddress: boolean;
}

/** The specialty pharmacy among the prescription's possible pharmacies (§7 notes: its id, or ''). */
export function specialtyPharmacyOf(prescription: ClientPrescription): PossiblePharmacy | null {
  return prescription.possible_pharmacies.find((pharmacy) => mentionsSpecialtyPharmacy(pharmacy.name)) ?? null;
}

function InfoIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
    </svg>
  );
}

function FulfilledBy({ pharmacy }: { pharmacy: PossiblePharmacy | null }) {
  const { copy } = useCopy();
  const info = usePharmacyInfo(pharmacy?.name);
  const [open, setOpen] = useState(false);
  if (!pharmacy) return null;
  return (
    <p className={styles.providerRow}>
      <span>{copy.payment.fulfilledBy}</span>
      {info ? (
        <>
          <button type="button" className={styles.pharmacyButton} aria-haspopup="dialog" onClick={() => setOpen(true)} translate="no">
            {pharmacy.name}
          </button>
          <Modal open={open} onOpenChange={setOpen} title={info.header} closeLabel={copy.common.close} size="wide">
            <PharmacyInfo header={info.header} brief={info.brief} sections={info.sections} headerPlacement="dialogTitle" />
          </Modal>
        </>
      ) : (
        <strong translate="no">{pharmacy.name}</strong>
      )}
    </p>
  );
}

function ReadyView({ prescription, shippingAddress, pay, onPay, canEditAddress }: Extract<PaymentViewState, { status: 'ready' }> & Pick<PaymentViewProps, 'onPay' | 'canEditAddress'>) {
  const { copy, t } = useCopy();
  const program = useProgram();
  // The pricing modal's address keeps the payment the page is about.
  const { search } = useLocation();
  const drug = program.drugCatalogue.find((entry) => normaliseNdc(entry.ndc_code) === normaliseNdc(prescription.ndc_code));
  const amount = prescription.paymentInfo?.amount ?? 0;
  const action = paymentActionFor(amount);
  const dosage = prescription.prescribed_dosage.join(', ');
  const prescribed = formatServerDate(prescription.prescription_date, program.language);

  return (
    <div className={styles.card}>
      <Inline gap="small" alignY="center">
        {drug ? <img className={styles.drugLogo} src={drug.logo} alt={drug.alt} width={48} height={48} /> : null}
        <div>
          <h2 className={styles.drugName}>
            <ServerText>{prescription.drug_family}</ServerText>
          </h2>
          <p className={styles.drugDosage}>
            <ServerText>{dosage}</ServerText>
          </p>
          {/* Which of the patient's prescriptions this payment is for, in the words of its card. */}
          {prescribed ? <p className={styles.drugDosage}>{t(copy.prescriptions.prescribedOn, { date: prescribed })}</p> : null}
        </div>
      </Inline>

      <section className={styles.section} aria-labelledby="payment-order-details">
        <h3 id="payment-order-details" className={styles.sectionTitle}>
          {copy.payment.orderDetails}
        </h3>
        <dl className={styles.details}>
          <dt className={styles.term}>{copy.payment.dosage}</dt>
          <dd className={styles.definition}>
            <ServerText>{dosage}</ServerText>
          </dd>
          <dt className={styles.term}>{copy.payment.quantity}</dt>
          <dd className={styles.definition}>{prescription.quantity ?? '—'}</dd>
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="payment-shipping-address">
        <div className={styles.sectionHeader}>
          <h3 id="payment-shipping-address" className={styles.sectionTitle}>
            {copy.payment.shippingAddress}
          </h3>
          {canEditAddress ? (
            <Link className={styles.link} to={editAddressPath(prescription.paymentInfo?.rxPaymentId)} aria-label={copy.payment.editShippingAddress}>
              {copy.payment.edit}
            </Link>
          ) : null}
        </div>
        {shippingAddress ? (
          <address className={styles.address} translate="no">
            {shippingAddress.street}
            <br />
            {`${shippingAddress.city}, ${shippingAddress.state} ${shippingAddress.postalCode}`.trim()}
          </address>
        ) : (
          <Text>{copy.payment.noShippingAddress}</Text>
        )}
      </section>

      <div className={styles.dueBox}>
        <p className={styles.dueIntro}>{copy.payment.dueIntro}</p>
        <div className={styles.amountRow}>
          <span className={styles.amountLabel}>{copy.payment.estimated}</span>
          <span className={styles.amount}>{formatOutOfPocket(amount)}</span>
          <Link className={styles.infoLink} to={{ search, hash: PRICING_HASH }} aria-label={copy.payment.pricingInfo} aria-haspopup="dialog">
            <InfoIcon />
          </Link>
        </div>
      </div>

      <div className={styles.actions}>
        <Button
          variant={action === 'makePayment' ? 'positive' : 'primary'}
          fullWidth
          pending={pay === 'creating'}
          pendingLabel={copy.payment.creating}
          onClick={onPay}
        >
          {action === 'makePayment' ? copy.payment.makePayment : copy.payment.confirmAndProceed}
        </Button>
        <div role="alert">{pay === 'failed' ? <p className={styles.payError}>{copy.payment.createError}</p> : null}</div>
      </div>

      <div className={styles.providers}>
        <FulfilledBy pharmacy={specialtyPharmacyOf(prescription)} />
        <p className={styles.providerRow}>
          <span>{copy.payment.processedBy}</span>
          <strong>{copy.payment.processor}</strong>
        </p>
      </div>
    </div>
  );
}

/** /payment (prescription-experience §2 Payment): one prescription's estimated cost and the pay button. */
export function PaymentView({ state, onPay, onReload, pricingOpen, onPricingOpenChange, canEditAddress }: PaymentViewProps) {
  const { copy } = useCopy();
  switch (state.status) {
    case 'loading':
      return <LoadingOverlay label={copy.common.loading} />;
    case 'error':
      return <FailureView title={copy.failure.title} detail={state.message} body={copy.failure.body} actionLabel={copy.failure.reload} onAction={onReload} />;
    case 'nothingDue':
      return (
        <div className={styles.page}>
          <Heading level="1">{copy.pages.payment}</Heading>
          <Text>{copy.payment.nothingDue}</Text>
          <p>
            <Link className={styles.link} to="/prescriptions">
              {copy.payment.toPrescriptions}
            </Link>
          </p>
        </div>
      );
    case 'ready':
      return (
        <div className={styles.page}>
          <Heading level="1">{copy.pages.payment}</Heading>
          <ReadyView {...state} onPay={onPay} canEditAddress={canEditAddress} />
          <section className={styles.important} aria-labelledby="payment-important">
            <Heading level="2" id="payment-important">
              {copy.payment.importantTitle}
            </Heading>
            <PricingInfo content={copy.pricing} />
          </section>
          <PricingInfoModal open={pricingOpen} onOpenChange={onPricingOpenChange} content={copy.pricing} closeLabel={copy.common.close} />
        </div>
      );
    default:
      return state satisfies never;
  }
}
