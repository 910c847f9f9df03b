import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paidPrescription } from '@portal/care';
import { paymentsUnderWay, startPaySession } from '@portal/machines';
import { PAYMENT_QUERY } from '@portal/routes';
import { useFeature, useProgram } from '@portal/program-config';
import { useApiClient, usePatientData, useProfile } from '@portal/session';
import { useSessionRoot } from '@portal/session/actors';
import { PaymentView, PRICING_HASH, specialtyPharmacyOf, type PaymentViewState, type PayStatus } from './PaymentView.tsx';

/** /payment: the patient's data, the pricing modal on its hash, and the pay session. */
export function PaymentPage() {
  const patient = usePatientData();
  const { reload } = useProfile();
  const program = useProgram();
  const canEditAddress = useFeature('updateShippingAddress');
  const api = useApiClient();
  const root = useSessionRoot();
  const location = useLocation();
  const navigate = useNavigate();
  const [pay, setPay] = useState<PayStatus>('idle');

  // Back from the checkout may restore this page from the back/forward cache with the button
  // still busy: make it usable again (the same pay session is resumed by its key).
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setPay('idle');
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  let state: PaymentViewState;
  if (patient.status === 'loading') state = { status: 'loading' };
  else if (patient.status === 'error') state = { status: 'error', message: patient.message };
  else {
    // The card's payment from the address, else one whose checkout the patient left (Cancel, Back).
    const chosen = new URLSearchParams(location.search).get(PAYMENT_QUERY);
    const prescription = paidPrescription(patient.data.prescriptions, [chosen, ...paymentsUnderWay(sessionStorage)]);
    state = prescription ? { status: 'ready', prescription, shippingAddress: patient.data.patientDetails.shippingAddress ?? patient.data.patientDetails.address, pay } : { status: 'nothingDue' };
  }

  // §2 Payment: the info icon goes to /payment#prescription_pricing, and that address opens the modal.
  const pricingOpen = location.hash === PRICING_HASH;
  const onPricingOpenChange = useCallback(
    (open: boolean) => navigate({ pathname: location.pathname, search: location.search, hash: open ? PRICING_HASH : '' }, { replace: true }),
    [navigate, location.pathname, location.search],
  );

  const prescription = state.status === 'ready' ? state.prescription : null;
  const onPay = useCallback(async () => {
    const paymentInfo = prescription?.paymentInfo;
    if (!prescription || !paymentInfo) return;
    setPay('creating');
    const outcome = await startPaySession(
      root,
      {
        rxPaymentId: paymentInfo.rxPaymentId,
        amount: paymentInfo.amount,
        pharmacyDistributionCenterId: specialtyPharmacyOf(prescription)?.pharmacy_id ?? '',
      },
      {
        api,
        storage: sessionStorage,
        allowlist: { hosts: program.checkoutHosts ?? [], mock: program.baseUrl === '', origin: window.location.origin },
      },
    );
    switch (outcome.kind) {
      case 'redirect':
        // The button stays busy until the checkout page replaces this one.
        window.location.assign(outcome.url);
        return;
      case 'confirmed':
        // Nothing to pay: the same return as a paid checkout (fresh data, then the success message).
        navigate('/prescriptions?transaction=success');
        return;
      case 'failed':
        setPay('failed');
        return;
      default:
        return outcome satisfies never;
    }
  }, [prescription, root, api, program, navigate]);

  return (
    <PaymentView
      state={state}
      onPay={() => void onPay()}
      onReload={reload}
      pricingOpen={pricingOpen}
      onPricingOpenChange={onPricingOpenChange}
      canEditAddress={canEditAddress}
    />
  );
}
