/**
 * The pharmacy calls of /pharmacy/{prescriptionId} (prescription-experience §7): the pharmacies a
 * prescription may go to, and the update of its pharmacy. Which prescription the page is about and
 * what each call is sent are the portal's rules: `@portal/care` (pharmacy.ts).
 */
import { z } from './zod.ts';
import type { ApiClient, ApiResult } from './client.ts';
import { paths } from './paths.ts';
import { emptyResponseSchema } from './schemas.ts';

/** §7: "pharmacies list of pharmacyDistributionCenterId, pharmacyDistributionCenter". */
export const pharmaciesResponseSchema = z.object({
  pharmacies: z.array(
    z.object({
      pharmacyDistributionCenterId: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
      pharmacyDistributionCenter: z.string(),
    }),
  ),
});

/** A pharmacy a prescription may go to, as the profile's possiblePharmacies and the pharmacies call name it (§2). */
export interface PossiblePharmacy {
  pharmacy_id: string;
  name: string;
}

/** The possible pharmacies as the page lists them (pharmacy_id and name, §2). */
export function toPossiblePharmacies(response: z.output<typeof pharmaciesResponseSchema>): PossiblePharmacy[] {
  return response.pharmacies.map((pharmacy) => ({ pharmacy_id: pharmacy.pharmacyDistributionCenterId, name: pharmacy.pharmacyDistributionCenter }));
}

/** Body of POST prescriptions/{referralRecordId}/pharmacies (§7). */
export interface PharmaciesRequest {
  drugNdc: string;
  dob: string;
  rxBin: string;
  outcomeReason: string;
  verificationSource: string;
}

/** Body of PATCH prescriptions (§7). */
export interface PharmacyUpdate {
  pharmacyDistributionCenterId: string;
  pharmacyDistributionCenter: string;
  acticsPatientEnrollmentId: string;
  acticsPharmacyReferralRecordId: string;
}

export function fetchPharmacies(client: ApiClient, token: string, referralRecordId: string, body: PharmaciesRequest): Promise<ApiResult<PossiblePharmacy[]>> {
  return client
    .request({ method: 'POST', path: () => paths.pharmacies(referralRecordId), schema: pharmaciesResponseSchema, token, body })
    .then((result) => (result.ok ? { ...result, data: toPossiblePharmacies(result.data) } : result));
}

/** PATCH prescriptions: the response is "not shown" (§7), so any 200 is success. */
export function updatePharmacy(client: ApiClient, token: string, body: PharmacyUpdate): Promise<ApiResult<unknown>> {
  return client.request({ method: 'PATCH', path: paths.prescriptions, schema: emptyResponseSchema, token, body });
}
