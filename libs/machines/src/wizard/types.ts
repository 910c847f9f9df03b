import type { ApiClient, ApiResult } from '@portal/api';
import type {
  CardImageFile,
  CardImageFiles,
  InsuranceSet,
  MissingInformationData,
  WizardErrors,
  WizardFieldPath,
  WizardForm,
  WizardStep,
  WizardTextField,
} from '@portal/validation';
import type { MessageRef } from '../messages.ts';

/** Where the wizard is: a route of §2 (start, a step, review). */
export type WizardPlace = 'start' | WizardStep | 'review';

/** What the post needs besides the form: the session's API client, the token of the moment, the patient's ids. */
interface WizardPost {
  api: ApiClient;
  /** The session's token when the post is made (it may have been renewed since the wizard opened); null once it ended. */
  token: () => string | null;
  acticsPatientId: string | null;
  intakeCaseId: string | null;
  programCode: string;
}

export interface WizardInput {
  post: WizardPost;
  /** The server payload of the patient profile (§3). */
  missingInformation: MissingInformationData;
  /** The programme's US_only_phone flag (§5 Phone). */
  usOnlyPhone: boolean;
  /** The route the wizard opens on (deep link or reload); start when absent. */
  at?: WizardPlace;
  /** What the patient typed before a reload or a re-login; files do not survive it. */
  draft?: WizardForm;
}

export type WizardEvent =
  /** "Start" on /missing-information-start. */
  | { type: 'START' }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  /** An edit link on review: that step, then straight back to review. */
  | { type: 'EDIT'; step: WizardStep }
  /** The route changed under the wizard (browser back/forward, a typed URL). */
  | { type: 'SHOW'; at: WizardPlace }
  | { type: 'CHANGE'; field: WizardTextField; value: string }
  | { type: 'CHANGE_GENDER'; value: WizardForm['gender'] }
  /** "Do you have health insurance?" */
  | { type: 'ANSWER_INSURANCE'; hasInsurance: boolean }
  | { type: 'ADD_SECONDARY' }
  | { type: 'REMOVE_SECONDARY' }
  /** A card photo that passed `checkCardImage`, or null to remove it. */
  | { type: 'SET_CARD_IMAGE'; set: InsuranceSet; side: 'frontImage' | 'backImage'; file: CardImageFile | null }
  | { type: 'SUBMIT' };

export interface WizardContext {
  post: WizardPost;
  /** The payload as the server sent it: the post is built on it. */
  server: MissingInformationData;
  steps: WizardStep[];
  /** The step on screen while in `step`; the last one shown otherwise. */
  current: WizardStep | null;
  form: WizardForm;
  /** The card photos, in memory only: files cannot go into a stored draft. */
  files: CardImageFiles;
  usOnlyPhone: boolean;
  /** The errors of the step on screen, shown since the last failed Next. */
  errors: WizardErrors;
  /** The field to focus after a failed Next; `attempt` changes on each one so focus moves again. */
  focus: { field: WizardFieldPath; attempt: number } | null;
  /** The step was opened from review: Next (and Back) return there. */
  returnToReview: boolean;
  /** §8 "Missing-information post not ok". */
  submitError: MessageRef | null;
  /** A draft named card photos whose files are gone: the insurance step asks for them again. */
  cardImagesDropped: boolean;
  /** The place last asked for (input.at, SHOW), before `resolvePlace` puts it on the list. */
  requested: WizardPlace;
}

/** What the submit actor gets: the payload to post and the files to attach (§4 Insurance submit, §7). */
export interface SubmitMissingInformationInput {
  post: WizardPost;
  missingInformation: MissingInformationData;
  files: CardImageFiles;
}

export type SubmitMissingInformationResult = ApiResult<unknown>;
