import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { profileFor } from '@portal/api-mocks';
import { GlobalMessageProvider } from '@portal/design-system';
import { GlobalMessageOutlet } from '@portal/design-system/global-message';
import { ProgramProvider } from '@portal/program-config';
import { createSessionStore, SessionProvider } from '@portal/session';
import { program as bisp } from 'virtual:portal-program';
import { PAYMENT_KEY_PREFIX } from '@portal/machines';
import { PaymentReturn } from './PaymentReturn.tsx';

type Json = Record<string, unknown>;
const copy = bisp.copy;

/** The hub patient's profile, with PAY-1001 paid or still due. */
function profile(paid: boolean): Json {
  const base = profileFor('hubPatient', true) as { patientProfileDetails: { prescriptions: Json[] }[] };
  const [patient] = base.patientProfileDetails;
  return {
    ...base,
    patientProfileDetails: [
      {
        ...patient,
        prescriptions: patient!.prescriptions.map((prescription) =>
          prescription.prescriptionId === 'RX-1001' && paid
            ? { ...prescription, pharmacyDistributionCenter: 'HealthDyne Specialty Pharmacy', rxPayments: [{ amount: 25, status: 'Paid', acticsTransactionOutcome: 'Original', rxPaymentId: 'PAY-1001' }] }
            : prescription,
        ),
      },
    ],
  };
}

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

/** Answers each profile read with the next of `paidOnRead` (the last one repeats). */
function stubProfile(paidOnRead: boolean[]) {
  const reads: Headers[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    reads.push(new Headers(init.headers));
    const paid = paidOnRead[Math.min(reads.length - 1, paidOnRead.length - 1)] ?? false;
    return new Response(JSON.stringify(profile(paid)), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return reads;
}

function renderReturn(outcome: 'success' | 'failure') {
  const store = createSessionStore({ channel: null });
  store.authenticate({ token: 'token-1', expiresAt: Date.now() + 240_000, signedInAt: Date.now() });
  render(
    <ProgramProvider program={bisp}>
      <GlobalMessageProvider>
        <SessionProvider baseUrl="http://portal.test" onEnd={() => undefined} store={store}>
          <MemoryRouter initialEntries={[`/prescriptions?transaction=${outcome}&tab=1`]}>
            <GlobalMessageOutlet dismissLabel={copy.globalMessage.dismiss} />
            <PaymentReturn outcome={outcome} />
            <Address />
          </MemoryRouter>
        </SessionProvider>
      </GlobalMessageProvider>
    </ProgramProvider>,
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem(`${PAYMENT_KEY_PREFIX}PAY-1001`, 'key-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('PaymentReturn (spec §4 Payment return)', () => {
  it('transaction=failure: "Payment Failed" without polling; transaction leaves the address; the key is forgotten', async () => {
    const reads = stubProfile([false]);
    renderReturn('failure');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(copy.payment.failureTitle);
    expect(alert.textContent).toContain(copy.payment.failureBody);
    await waitFor(() => expect(address()).toBe('/prescriptions?tab=1'));
    expect(reads).toHaveLength(0);
    expect(sessionStorage.getItem(`${PAYMENT_KEY_PREFIX}PAY-1001`)).toBeNull();
  });

  it('transaction=success, settled on the second poll: "Payment Successful"; each poll bypasses caches', async () => {
    const reads = stubProfile([false, true]);
    renderReturn('success');
    await waitFor(() => expect(screen.getByText(copy.payment.successTitle)).toBeVisible(), { timeout: 3000 });
    expect(screen.getByText(copy.payment.successBody)).toBeVisible();
    expect(reads).toHaveLength(2);
    expect(reads.every((headers) => headers.get('Cache-Control') === 'no-cache')).toBe(true);
    await waitFor(() => expect(address()).toBe('/prescriptions?tab=1'));
  });

  it('never settled after 3 tries: the info message with the programme phone, never a failure', async () => {
    const reads = stubProfile([false]);
    renderReturn('success');
    await waitFor(() => expect(screen.getByText(copy.payment.confirmingTitle)).toBeVisible(), { timeout: 4000 });
    expect(screen.queryByText(copy.payment.failureTitle)).toBeNull();
    expect(screen.getByText(/555-0150/)).toBeVisible();
    expect(reads).toHaveLength(3);
  });
});
