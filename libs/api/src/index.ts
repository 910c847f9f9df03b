export {
  createApiClient,
  describeApiError,
  errorTextOf,
  DEFAULT_TIMEOUT_MS,
  GENERIC_FETCH_ERROR,
  type ApiClient,
  type ApiClientOptions,
  type ApiError,
  type ApiResult,
  type RequestOptions,
} from './client.ts';
export { paths } from './paths.ts';
export { emptyResponseSchema, accessTokenResponseSchema } from './schemas.ts';
export {
  sendCode,
  verifyCode,
  renewToken,
  register,
  signInPhone,
  verifySignInResponseSchema,
  registrationResponseSchema,
  type SignInChannel,
  type VerifySignInResponse,
  type RegistrationResponse,
  type RegistrationPayload,
} from './access.ts';
export { readTokenExpiry } from './token.ts';
export {
  fetchProfile,
  toProfileSummary,
  patientProfileResponseSchema,
  serverPrescriptionSchema,
  missingInformationSchema,
  type PatientProfileResponse,
  type PatientProfileDetail,
  type ServerPrescription,
  type MissingInformation,
  type ProfileSummary,
} from './profile.ts';
