/**
 * The patient's own updates (prescription-experience §7): the shipping address (PUT
 * /patient/address) and the preferred channels (POST /patient/consentPreferences). The spec does
 * not show either response, so any body of a 200 is success and nothing of it is read.
 */
import type { ApiClient, ApiResult } from './client.ts';
import { paths } from './paths.ts';
import { emptyResponseSchema } from './schemas.ts';

/** §5: "The country is always United States." */
export const SHIPPING_COUNTRY = 'United States';

export interface ShippingAddressInput {
  street: string;
  city: string;
  /** The state's USPS code, as the state select sends it. */
  state: string;
  zipCode: string;
}

export interface AddressUpdatePayload {
  address: ShippingAddressInput & { country: typeof SHIPPING_COUNTRY };
  email?: string;
  phone?: string;
}

/**
 * The body of PUT /patient/address. Email and phone are optional in §7 and sent only when the
 * caller has them (the patient did not edit them here, so none are invented).
 */
export function toAddressUpdatePayload(address: ShippingAddressInput, contact: { email?: string | null; phone?: string | null } = {}): AddressUpdatePayload {
  return {
    address: { street: address.street.trim(), city: address.city.trim(), state: address.state, zipCode: address.zipCode.trim(), country: SHIPPING_COUNTRY },
    ...(contact.email ? { email: contact.email } : {}),
    ...(contact.phone ? { phone: contact.phone } : {}),
  };
}

export function updateShippingAddress(client: ApiClient, token: string, payload: AddressUpdatePayload): Promise<ApiResult<unknown>> {
  return client.request({ method: 'PUT', path: paths.address, schema: emptyResponseSchema, token, body: payload });
}

export interface CommunicationPreferences {
  /** Text messages (the profile's preferPhone / preferredChannelText). */
  sms: boolean;
  /** E-mail (the profile's preferEmailAddress / preferredChannelEmail). */
  email: boolean;
}

export function toConsentPreferencesPayload({ sms, email }: CommunicationPreferences) {
  return { isSMSPreferredCommunicationChannel: sms, isEmailPreferredCommunicationChannel: email };
}

export function updateConsentPreferences(client: ApiClient, token: string, preferences: CommunicationPreferences): Promise<ApiResult<unknown>> {
  return client.request({ method: 'POST', path: paths.consentPreferences, schema: emptyResponseSchema, token, body: toConsentPreferencesPayload(preferences) });
}
