import { useId, useState } from 'react';
import { showsPaymentBanner, normaliseNdc, type ClientAddress, type ClientPrescription } from '@portal/care';
import { paymentPagePath, pharmacyPathOf } from '@portal/routes';
import { buttonClass, Inline, ServerText, Timeline, visuallyHidden, Link } from '@portal/design-system';
import { formatAmount, formatServerDate } from '@portal/formats';
import { useCopy, useFeature, useProgram } from '@portal/program-config';
import { cardName } from './cardName.ts';
import * as styles from './PrescriptionCard.css.ts';
import { cardStatusOf, finishedTimeline, isShipped, isTransferred, pharmacyActionOf, type CardStatus } from './cardStatus.ts';
import { badgeFor, offersPayment } from './rules.ts';
import { trackingOf } from './shipment.ts';
import { StatusLine } from './StatusLine.tsx';
import { timelineEntries, timelineLabels } from './timeline.tsx';

/** One prescription (prescription-experience §2 My Prescriptions). */
export interface PrescriptionCardProps {
  prescription: ClientPrescription;
  /** A return from the checkout is confirming this card's payment (./paymentReturn.ts). */
  confirming?: boolean;
  /** Where the patient's shipments go: a shipped card shows it. */
  shipTo?: ClientAddress | null;
}

export function PrescriptionCard({ prescription, confirming = false, shipTo = null }: PrescriptionCardProps) {
  const { copy, t } = useCopy();
  const program = useProgram();
  const paymentEnabled = useFeature('payment');
  const [open, setOpen] = useState(false);
  const detailsId = useId();

  // §3: the catalogue entry is found by NDC, both sides normalised.
  const drug = program.drugCatalogue.find((entry) => normaliseNdc(entry.ndc_code) === normaliseNdc(prescription.ndc_code));
  const name = drug ? `${drug.name} ${drug.strength}` : `${prescription.drug_family} 2.5mcg`.trim();
  const beingConfirmed = confirming && showsPaymentBanner(prescription, paymentEnabled);
  const banner = !beingConfirmed && offersPayment(prescription, paymentEnabled);
  const transferred = isTransferred(prescription);
  const shipped = !transferred && isShipped(prescription);
  const tracking = shipped ? trackingOf(prescription.trackingNumber, program.carriers) : null;
  const status: CardStatus = cardStatusOf(prescription, { paymentEnabled, confirming, trackable: tracking !== null });
  // Paying chose the specialty pharmacy: while that payment is confirmed, no other choice is offered.
  const pharmacyAction = beingConfirmed ? null : pharmacyActionOf(prescription, paymentEnabled);
  // A transferred card shows only what happened: its pending steps will never move (decision 0054).
  const timeline = transferred ? finishedTimeline(prescription.prescription_timeline) : prescription.prescription_timeline;
  const badge = badgeFor(prescription.status);
  const amount = prescription.paymentInfo?.amount ?? 0;
  const prescribed = formatServerDate(prescription.prescription_date, program.language);
  // The heading shows the drug; the card's name adds what tells it apart from the others (WCAG 2.4.6).
  const accessibleName = cardName(prescription, name, { template: copy.prescriptions.cardName, steps: copy.timeline.steps, language: program.language }, t);
  // Controls that act on this card only carry its name after their visible text (which stays first: WCAG 2.5.3).
  const ofThisCard = <span className={visuallyHidden}>, {accessibleName}</span>;

  return (
    <article className={styles.card} aria-label={accessibleName}>
      <Inline gap="small" alignY="center">
        {drug ? <img className={styles.drugLogo} src={drug.logo} alt={drug.alt} width={48} height={48} /> : null}
        <div className={styles.title}>
          <h2 className={styles.drugName} translate="no">
            {name}
          </h2>
          {/* Cards of one drug look alike: the prescription date tells them apart, as the card's name does. */}
          {prescribed ? <p className={styles.prescribed}>{t(copy.prescriptions.prescribedOn, { date: prescribed })}</p> : null}
        </div>
        {badge ? (
          <span className={styles.badge({ badge })}>
            {badge === 'ACTIVE' ? copy.prescriptions.badgeActive : copy.prescriptions.badgeTransferred}
          </span>
        ) : null}
      </Inline>

      <StatusLine status={status} />

      <div>
        <button type="button" className={styles.detailsToggle} aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((current) => !current)}>
          <span>{copy.prescriptions.details}</span>
          <span className={styles.toggleHint}>{open ? copy.prescriptions.less : copy.prescriptions.more}</span>
          {ofThisCard}
        </button>
        <div id={detailsId} hidden={!open}>
          <dl className={styles.details}>
            <dt className={styles.term}>{copy.prescriptions.prescriptionDate}</dt>
            <dd className={styles.definition}>{formatServerDate(prescription.prescription_date, program.language)}</dd>
            <dt className={styles.term}>{copy.prescriptions.prescriber}</dt>
            <dd className={styles.definition}>{prescription.prescriber}</dd>
            <dt className={styles.term}>{copy.prescriptions.dosage}</dt>
            <dd className={styles.definition}>
              <ServerText>{prescription.prescribed_dosage.join(', ')}</ServerText>
            </dd>
            {prescription.quantity !== null ? (
              <>
                <dt className={styles.term}>{copy.prescriptions.quantity}</dt>
                <dd className={styles.definition}>{prescription.quantity}</dd>
              </>
            ) : null}
            <dt className={styles.term}>{copy.prescriptions.remainingRefills}</dt>
            <dd className={styles.definition}>{prescription.remainingRefills ?? 0}</dd>
          </dl>
        </div>
      </div>

      {beingConfirmed ? (
        // §4 Payment return: what was just paid is never offered again while it is confirmed.
        <div className={styles.banner} role="status">
          <p className={styles.bannerText}>
            <strong>{copy.payment.confirmingTitle}. </strong>
            {copy.prescriptions.confirmingBody}
          </p>
        </div>
      ) : banner ? (
        <div className={styles.banner}>
          <p className={styles.bannerText}>
            <strong>{copy.prescriptions.paymentDueTitle}. </strong>
            {amount > 0 ? t(copy.prescriptions.paymentDueBody, { amount: `$${formatAmount(amount)}` }) : copy.prescriptions.confirmBody}
          </p>
          {/* §4: the payment page shows, and pays, this card's payment. */}
          <Link to={paymentPagePath(prescription.paymentInfo?.rxPaymentId ?? '')} className={buttonClass()}>
            {amount > 0 ? copy.prescriptions.payNow : copy.prescriptions.confirmAndProceed}
            {ofThisCard}
          </Link>
        </div>
      ) : null}

      {shipped ? (
        <section className={styles.shipment} aria-label={`${copy.prescriptions.shipmentTitle}${accessibleName ? `, ${accessibleName}` : ''}`}>
          <h3 className={styles.shipmentTitle}>{copy.prescriptions.shipmentTitle}</h3>
          <dl className={styles.details}>
            {prescription.shipmentDate ? (
              <>
                <dt className={styles.term}>{copy.prescriptions.shippedOn}</dt>
                <dd className={styles.definition}>{formatServerDate(prescription.shipmentDate, program.language)}</dd>
              </>
            ) : null}
            {tracking ? (
              <>
                <dt className={styles.term}>{copy.prescriptions.carrier}</dt>
                <dd className={styles.definition} translate="no">
                  {tracking.carrier}
                </dd>
              </>
            ) : null}
            {prescription.trackingNumber ? (
              <>
                <dt className={styles.term}>{copy.prescriptions.trackingNumber}</dt>
                <dd className={styles.definition} translate="no">
                  {prescription.trackingNumber}
                </dd>
              </>
            ) : null}
            {shipTo ? (
              <>
                <dt className={styles.term}>{copy.prescriptions.shipTo}</dt>
                <dd className={styles.definition} translate="no">
                  {shipTo.street}
                  <br />
                  {`${shipTo.city}, ${shipTo.state} ${shipTo.postalCode}`.trim()}
                </dd>
              </>
            ) : null}
          </dl>
          {tracking ? (
            // An external page: the leave-site modal intercepts the click (prescription-experience §2).
            <a className={styles.trackLink} href={tracking.url} target="_blank" rel="noopener noreferrer">
              {t(copy.prescriptions.trackPackage, { carrier: tracking.carrier })}
              {ofThisCard}
            </a>
          ) : null}
        </section>
      ) : null}

      {timeline.length > 0 ? <Timeline entries={timelineEntries(timeline, copy.timeline.steps)} labels={timelineLabels(copy)} /> : null}

      {pharmacyAction ? (
        <Inline gap="small">
          {/* This card's prescription, by its id: the address never names the drug. */}
          <Link to={pharmacyPathOf(prescription)} className={buttonClass({ variant: 'secondary' })}>
            {/* A card that already shows its pharmacy offers to change it, not to set one up. */}
            {pharmacyAction === 'change' ? copy.prescriptions.changePharmacy : copy.prescriptions.setUpPharmacy}
            {ofThisCard}
          </Link>
        </Inline>
      ) : null}
    </article>
  );
}
