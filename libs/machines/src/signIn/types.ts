import type { ApiClient, ApiResult, PatientProfileResponse, SignInChannel, VerifySignInResponse } from '@portal/api';
import type { MessageRef } from '../messages.ts';

export type { SignInChannel };

export interface SignInInput {
  /** The session's API client: the machine's calls go through it. */
  api: ApiClient;
  /** The decoded `returnUrl` query value; anything but a same-origin path is dropped. */
  returnUrl: string | null;
  /** The programme's missingInformation feature flag (§3 Config, §4 Missing-information routing). */
  missingInformationEnabled: boolean;
  /**
   * The programme's US_only_phone flag. Carried for the page, which validates the phone with
   * `@portal/validation` before it sends SEND_CODE (the machine owns order, not field rules).
   */
  usOnlyPhone: boolean;
}

export type SignInEvent =
  /** Get code (§2 Login screen). Ignored while a code is being sent. */
  | { type: 'SEND_CODE'; channel: SignInChannel; address: string }
  /** Submit code (§2 Code step). Ignored while verifying (no double submit) and unless 6 digits. */
  | { type: 'SUBMIT_CODE'; code: string }
  /** "Didn't receive a code? Resend code". */
  | { type: 'RESEND' }
  /** Back to the first step to use another number or e-mail. */
  | { type: 'CHANGE_ADDRESS' }
  /**
   * The Verify Profile page registered the patient (§4 Sign-in: "After registration, the profile
   * is fetched"). `token`: the current token if the token lifecycle renewed it meanwhile;
   * `hubPatient`: from the registration answer.
   */
  | { type: 'REGISTERED'; token?: string; hubPatient?: boolean };

/**
 * What routing needs from the patient profile (§3 Patient profile response, §4). The app's
 * fetchProfile actor builds it from the full profile (which it keeps for the pages).
 */
export interface ProfileSummary {
  isPWARegistered: boolean;
  firstName?: string;
  /** Absent when the server sends no missing-information payload. */
  missingInformation?: {
    active: boolean;
    Open_Task: boolean;
    /** The primaryInsurance group is present and saved; an absent group counts as not saved. */
    primaryInsuranceSaved: boolean;
    /**
     * Every insurance group is saved: the primary is present and saved, and so is the secondary
     * when the server sends one (§4's "insurance saved" of the interim rule).
     */
    insuranceSaved: boolean;
  };
}

/**
 * The fetchProfile actor's answer. `ok: true` with `data: null` is "unsuccessful without an error"
 * (§4 Profile fetch failure): the server answered but holds no single usable patient profile.
 */
export type ProfileResult = ApiResult<ProfileSummary | null>;

/** The fetchProfile actor's answer, with the whole profile when there is one (the first page shows it). */
export type FetchedProfile = ProfileResult & { profile?: PatientProfileResponse };

/** The verify-call answer the machine keeps, plus the time the token was issued (actor clock). */
interface VerifiedSession {
  token: string;
  signedInAt: number;
  isPWARegistered: boolean;
  hubPatient: boolean;
  isMultiplePatientProfileExists: boolean;
}

export interface SignInContext {
  /** Not persisted: whoever resumes a stored snapshot gives it again. */
  api: ApiClient;
  returnUrl: string | null;
  missingInformationEnabled: boolean;
  usOnlyPhone: boolean;
  /** 'sms' until the patient chooses: §2 asks for the mobile phone first. */
  channel: SignInChannel;
  /** Phone or e-mail as typed; the API shapes it for the call (`signInPhone`). */
  address: string;
  error: MessageRef | null;
  /** A resend succeeded: the page may say "We sent you a new code." */
  codeResent: boolean;
  /**
   * How many codes the server has turned down (a refusal, not a fault: rules.ts `verifyRefusedCode`).
   * Each one the page starts the code afresh: empty boxes, focus in the first.
   */
  codeRefusals: number;
  session: VerifiedSession | null;
  profile: ProfileSummary | null;
  /** Set after REGISTERED: the default target becomes /onboarding (§4 Sign-in). */
  afterRegistration: boolean;
  destination: { to: string; authenticated: boolean } | null;
}

export interface SignInOutput {
  /** Where the app navigates now. */
  to: string;
  /**
   * A registered patient with a loaded profile (§6 authenticated patient). False for
   * /login-error, /profile-error and "/" (202): the app does not keep the token then.
   */
  authenticated: boolean;
  token: string;
  /** Actor-clock time of the verify answer: the token lifecycle starts from it. */
  signedInAt: number;
  channel: SignInChannel;
  address: string;
  hubPatient: boolean;
  isPWARegistered: boolean;
  isMultiplePatientProfileExists: boolean;
  profile: ProfileSummary | null;
}

/** Emitted when the verify call returns a token, before routing, so the app can start the token lifecycle at once (the Verify Profile page needs a live token). */
export type SignInEmitted = { type: 'tokenIssued'; token: string; signedInAt: number } | { type: 'profileFetched'; profile: PatientProfileResponse };

export interface SendCodeInput {
  api: ApiClient;
  channel: SignInChannel;
  address: string;
}
export interface VerifyCodeInput extends SendCodeInput {
  code: string;
}
export interface FetchProfileInput {
  api: ApiClient;
  token: string;
}

export type { VerifySignInResponse };
