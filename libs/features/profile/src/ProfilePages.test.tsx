import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@portal/api';
import { GlobalMessageProvider } from '@portal/design-system';
import { GlobalMessageOutlet } from '@portal/design-system/global-message';
import { ProgramProvider } from '@portal/program-config';
import { clearProfile, createSessionStore, SessionProvider } from '@portal/session';
import { program } from 'virtual:portal-program';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { ContactUsPage } from './ContactUsPage.tsx';
import { ProfilePage } from './ProfilePage.tsx';
import { UpdateShippingAddressPage } from './UpdateShippingAddressPage.tsx';

/**
 * The three pages on screen with the session and a fake server at the API boundary: what the
 * patient sees, the §8 texts of each failure, what each call sends, and where the page goes.
 */
const copy = program.copy;

type Json = Record<string, unknown>;
const shipping = { street: '100 Example Street', city: 'Springfield', state: 'IL', postalCode: '62701', addressType: 'Mailing & Shipping', isPrimary: true, isActive: true };
let addresses: Json[] = [];
let sent: { address: Json[]; preferences: Json[] } = { address: [], preferences: [] };
let preferencesStatus = 200;

const profileBody = () => ({
  successful: true,
  hubPatient: true,
  isMultiplePatientProfileExists: false,
  patientProfileDetails: [
    {
      isPWARegistered: true,
      firstName: 'Alex',
      lastName: 'Rivera',
      dob: '1961-04-12',
      phoneNumber: '5555550100',
      emailAddress: 'hub.patient@example.com',
      acticsPatientId: 'AP-1',
      preferredChannelText: true,
      preferredChannelEmail: false,
      contactPointAddresses: addresses,
    },
  ],
});

const server = setupServer(
  http.get(`*${paths.profile}`, () => HttpResponse.json(profileBody())),
  http.put(`*${paths.address}`, async ({ request }) => {
    const body = (await request.json()) as Json;
    sent.address.push(body);
    const address = body.address as Json;
    if (address.zipCode === '00000') return HttpResponse.json({ errorDescription: 'Invalid address' }, { status: 400 });
    addresses = [...addresses, { street: address.street, city: address.city, state: address.state, postalCode: address.zipCode, addressType: 'Shipping', isPrimary: true, isActive: true }];
    return HttpResponse.json({});
  }),
  http.post(`*${paths.consentPreferences}`, async ({ request }) => {
    sent.preferences.push((await request.json()) as Json);
    return HttpResponse.json({}, { status: preferencesStatus });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' } as never));
beforeEach(() => {
  addresses = [shipping];
  sent = { address: [], preferences: [] };
  preferencesStatus = 200;
  clearProfile();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The shipping address form opened from /profile, with "9 New Road" typed over the street. */
async function openFormWithNewStreet() {
  const user = userEvent.setup();
  renderAt('/update-shipping-address?returnUrl=/profile');
  const street = await screen.findByRole('textbox', { name: copy.missingInformation.address1 });
  await user.clear(street);
  await user.type(street, '9 New Road');
  return { user, street };
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(path: string, features: Partial<Record<'updateShippingAddress', boolean>> = {}) {
  const store = createSessionStore({ channel: null });
  store.authenticate({ token: 'token', expiresAt: Date.now() + 240_000, signedInAt: Date.now() });
  const configured = { ...program, features: { ...program.features, updateShippingAddress: { enabled: features.updateShippingAddress ?? true } } };
  return render(
    <ProgramProvider program={configured}>
      <GlobalMessageProvider>
        <MemoryRouter initialEntries={[path]}>
          <SessionProvider baseUrl="" store={store} onEnd={() => undefined}>
            <GlobalMessageOutlet dismissLabel={copy.globalMessage.dismiss} />
            <Routes>
              <Route path="/profile" element={<ProfilePage />} />
              <Route path="/contact-us" element={<ContactUsPage />} />
              <Route path="/update-shipping-address" element={<UpdateShippingAddressPage />} />
              <Route path="*" element={<p>elsewhere</p>} />
            </Routes>
            <Where />
          </SessionProvider>
        </MemoryRouter>
      </GlobalMessageProvider>
    </ProgramProvider>,
  );
}

const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('/profile', () => {
  it('shows the personal information in the display formats, with the edit link', async () => {
    renderAt('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: copy.pages.profile })).toBeVisible();
    expect(detail(copy.profile.fullName).textContent).toBe('Alex Rivera');
    expect(detail(copy.profile.dob).textContent).toBe('04/12/1961');
    expect(detail(copy.profile.mobile).textContent).toBe('1 (555) 555-0100');
    expect(detail(copy.profile.email).textContent).toBe('hub.patient@example.com');
    expect(detail(copy.profile.primaryAddress).textContent).toBe('100 Example StreetSpringfield, IL 62701');
    expect(within(detail(copy.profile.shippingAddress)).getByRole('link', { name: copy.profile.editShippingAddress }).getAttribute('href')).toBe('/update-shipping-address?returnUrl=/profile');
    await expectNoSeriousAxeViolations();
  });

  it('says plainly when no address qualifies as shipping address, and has no edit link without the feature', async () => {
    addresses = [{ ...shipping, addressType: 'Mailing' }];
    renderAt('/profile', { updateShippingAddress: false });
    await screen.findByRole('heading', { level: 1, name: copy.pages.profile });
    expect(detail(copy.profile.shippingAddress).textContent).toBe(copy.profile.noShippingAddress);
    expect(screen.queryByRole('link', { name: copy.profile.editShippingAddress })).toBeNull();
  });
});

describe('communication preferences', () => {
  it('saves the changed choice with the pending button, then says so', async () => {
    const user = userEvent.setup();
    renderAt('/profile');
    const email = await screen.findByRole('checkbox', { name: copy.preferences.email });
    const sms = screen.getByRole('checkbox', { name: copy.preferences.sms });
    expect((sms as HTMLInputElement).checked).toBe(true);
    expect((email as HTMLInputElement).checked).toBe(false);
    await user.click(email);
    expect(screen.getByText(copy.preferences.unsaved)).toBeVisible();
    await user.click(screen.getByRole('button', { name: copy.preferences.save }));
    expect(await screen.findByText(new RegExp(copy.preferences.savedHeader))).toBeVisible();
    expect(sent.preferences).toEqual([{ isSMSPreferredCommunicationChannel: true, isEmailPreferredCommunicationChannel: true }]);
    expect((email as HTMLInputElement).checked).toBe(true);
    await expectNoSeriousAxeViolations();
  });

  it('no channel at all: a dialog warns of no updates; keeping a channel saves nothing', async () => {
    const user = userEvent.setup();
    renderAt('/profile');
    const sms = await screen.findByRole('checkbox', { name: copy.preferences.sms });
    await user.click(sms);
    await user.click(screen.getByRole('button', { name: copy.preferences.save }));
    const dialog = await screen.findByRole('dialog', { name: 'Get no updates?' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'With neither text messages nor e-mail, you will get no updates about your prescriptions: not when a refill is ready, a payment is due or your medicine ships.',
    );
    await expectNoSeriousAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Keep a way to reach me' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.preferences).toEqual([]);
    expect(screen.queryByText(new RegExp(copy.preferences.savedHeader))).toBeNull();
    // The choice on screen is still "neither", unsaved: the patient can tick a box or save again.
    expect(screen.getByText(copy.preferences.unsaved).textContent).toBe(copy.preferences.unsaved);
  });

  it('no channel at all, confirmed: saved, and the message says the patient chose no updates', async () => {
    const user = userEvent.setup();
    renderAt('/profile');
    const sms = await screen.findByRole('checkbox', { name: copy.preferences.sms });
    await user.click(sms);
    await user.click(screen.getByRole('button', { name: copy.preferences.save }));
    const dialog = await screen.findByRole('dialog', { name: 'Get no updates?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save with no updates' }));
    const status = await screen.findByText(/Preferences saved/);
    expect(status.textContent).toBe(
      'Preferences saved. You chose no updates: we will not text or e-mail you about your prescriptions. You can choose a way to hear from us here at any time.',
    );
    expect(sent.preferences).toEqual([{ isSMSPreferredCommunicationChannel: false, isEmailPreferredCommunicationChannel: false }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on failure shows the §8 text and the previous choice again', async () => {
    preferencesStatus = 500;
    const user = userEvent.setup();
    renderAt('/profile');
    const email = await screen.findByRole('checkbox', { name: copy.preferences.email });
    await user.click(email);
    expect((email as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: copy.preferences.save }));
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred while updating your communication preferences.  Please try again.');
    expect((email as HTMLInputElement).checked).toBe(false);
    await expectNoSeriousAxeViolations();
  });
});

describe('/update-shipping-address', () => {
  it('is prefilled from the shipping address, with the country fixed to United States', async () => {
    renderAt('/update-shipping-address?returnUrl=/profile');
    const street = await screen.findByRole('textbox', { name: copy.missingInformation.address1 });
    expect((street as HTMLInputElement).value).toBe('100 Example Street');
    expect((screen.getByRole('combobox', { name: copy.missingInformation.state }) as HTMLSelectElement).value).toBe('IL');
    expect((screen.getByRole('textbox', { name: copy.missingInformation.zip }) as HTMLInputElement).value).toBe('62701');
    expect(screen.getByText('United States')).toBeVisible();
    await expectNoSeriousAxeViolations();
  });

  it('splits the street at its first comma as the wizard does, and saving it unchanged sends the same street line', async () => {
    addresses = [{ ...shipping, street: '100 Example Street, Apt 4, Rear' }];
    const user = userEvent.setup();
    renderAt('/update-shipping-address?returnUrl=/profile');
    const street = await screen.findByRole('textbox', { name: copy.missingInformation.address1 });
    expect((street as HTMLInputElement).value).toBe('100 Example Street');
    expect((screen.getByRole('textbox', { name: copy.missingInformation.address2 }) as HTMLInputElement).value).toBe('Apt 4, Rear');
    await user.click(screen.getByRole('button', { name: copy.shippingAddress.save }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/profile'));
    expect(sent.address[0]).toEqual({ address: { street: '100 Example Street, Apt 4, Rear', city: 'Springfield', state: 'IL', zipCode: '62701', country: 'United States' } });
  });

  it('shows the wizard address messages and focuses the first field in error; nothing is sent', async () => {
    const user = userEvent.setup();
    renderAt('/update-shipping-address?returnUrl=/profile');
    const city = await screen.findByRole('textbox', { name: copy.missingInformation.city });
    await user.clear(city);
    await user.clear(screen.getByRole('textbox', { name: copy.missingInformation.zip }));
    await user.click(screen.getByRole('button', { name: copy.shippingAddress.save }));
    expect(screen.getByText(copy.validation.cityRequired)).toBeVisible();
    expect(screen.getByText(copy.validation.wizardZipRequired)).toBeVisible();
    expect(document.activeElement).toBe(city);
    expect(sent.address).toHaveLength(0);
    await expectNoSeriousAxeViolations();
    await user.type(city, 'Chicago');
    expect(screen.queryByText(copy.validation.cityRequired)).toBeNull();
  });

  it('on failure shows the §8 text and keeps every entry', async () => {
    const { user, street } = await openFormWithNewStreet();
    await user.type(screen.getByRole('textbox', { name: copy.missingInformation.address2 }), 'Unit 2');
    const zip = screen.getByRole('textbox', { name: copy.missingInformation.zip });
    await user.clear(zip);
    await user.type(zip, '00000');
    await user.click(screen.getByRole('button', { name: copy.shippingAddress.save }));
    expect((await screen.findByText(copy.shippingAddress.failure)).textContent).toBe('Invalid address. Please check the format and enter a valid address.');
    expect(sent.address[0]).toEqual({ address: { street: '9 New Road, Unit 2', city: 'Springfield', state: 'IL', zipCode: '00000', country: 'United States' } });
    expect((street as HTMLInputElement).value).toBe('9 New Road');
    expect((zip as HTMLInputElement).value).toBe('00000');
    expect(screen.getByTestId('where').textContent).toBe('/update-shipping-address');
    await expectNoSeriousAxeViolations();
  });

  it('on success goes back to a same-origin return URL with a message, the new address already shown', async () => {
    const { user } = await openFormWithNewStreet();
    await user.click(screen.getByRole('button', { name: copy.shippingAddress.save }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/profile'));
    expect(screen.getByText(copy.shippingAddress.successHeader)).toBeVisible();
    expect(detail(copy.profile.shippingAddress).textContent).toContain('9 New Road');
  });

  it.each(['//evil.example', 'https://evil.example/profile', ''])('returnUrl %j falls back to /profile', async (returnUrl) => {
    const user = userEvent.setup();
    renderAt(`/update-shipping-address?returnUrl=${encodeURIComponent(returnUrl)}`);
    await screen.findByRole('textbox', { name: copy.missingInformation.address1 });
    expect(screen.getByRole('link', { name: copy.shippingAddress.cancel }).getAttribute('href')).toBe('/profile');
    await user.click(screen.getByRole('button', { name: copy.shippingAddress.save }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/profile'));
  });
});

describe('/contact-us', () => {
  it('has the questions line with the programme phone as a tap-to-call link and the hours', async () => {
    renderAt('/contact-us');
    const link = screen.getByRole('link', { name: '1 (555) 555-0150' });
    expect(link.getAttribute('href')).toBe('tel:+15555550150');
    expect(link.parentElement?.textContent).toBe('Questions? Call us at 1 (555) 555-0150, Monday-Friday 9:00 AM-6:00 PM ET.');
    await expectNoSeriousAxeViolations();
  });
});
