/**
 * The communication preferences section as a small state: what the server holds (`saved`), what
 * is on screen (`choice`) and where the save is. spec: prescription-experience §7 POST
 * consentPreferences, §8 "Communication preferences failure". Nothing is saved on a toggle: the
 * patient changes the boxes, then presses Save, sees it pending, then the outcome. On failure the
 * boxes show the previous (saved) choice again, with the error.
 *
 * No channel at all means the patient hears nothing about a prescription (a refill, a payment due,
 * a shipment). That choice is allowed, but only after the section has said so and the patient has
 * confirmed it: Save on "neither" asks first (`confirmingNone`), and only the confirmation saves.
 */
import type { CommunicationPreferences } from '@portal/api';

type PreferencesStatus = 'idle' | 'confirmingNone' | 'saving' | 'saved' | 'failed';

export interface PreferencesState {
  saved: CommunicationPreferences;
  choice: CommunicationPreferences;
  status: PreferencesStatus;
}

export type PreferencesEvent =
  | { type: 'TOGGLE'; channel: keyof CommunicationPreferences; value: boolean }
  | { type: 'SAVE' }
  /** The patient confirms that they want no updates at all. */
  | { type: 'CONFIRM_NONE' }
  /** The patient keeps a way to be reached: back to the boxes, nothing saved. */
  | { type: 'CANCEL_NONE' }
  | { type: 'SAVED' }
  | { type: 'FAILED' };

export function initialPreferences(saved: CommunicationPreferences): PreferencesState {
  return { saved, choice: saved, status: 'idle' };
}

export const isDirty = (state: PreferencesState): boolean => state.choice.sms !== state.saved.sms || state.choice.email !== state.saved.email;

/** Neither texts nor e-mails: the patient gets no updates. */
export const choosesNoUpdates = (choice: CommunicationPreferences): boolean => !choice.sms && !choice.email;

export function preferencesReducer(state: PreferencesState, event: PreferencesEvent): PreferencesState {
  switch (event.type) {
    case 'TOGGLE':
      // The boxes hold still while a save runs: what is sent is what is shown.
      if (state.status === 'saving') return state;
      return { ...state, choice: { ...state.choice, [event.channel]: event.value }, status: 'idle' };
    case 'SAVE':
      if (state.status === 'saving' || state.status === 'confirmingNone' || !isDirty(state)) return state;
      return { ...state, status: choosesNoUpdates(state.choice) ? 'confirmingNone' : 'saving' };
    case 'CONFIRM_NONE':
      return state.status === 'confirmingNone' ? { ...state, status: 'saving' } : state;
    case 'CANCEL_NONE':
      return state.status === 'confirmingNone' ? { ...state, status: 'idle' } : state;
    case 'SAVED':
      return state.status === 'saving' ? { saved: state.choice, choice: state.choice, status: 'saved' } : state;
    case 'FAILED':
      return state.status === 'saving' ? { saved: state.saved, choice: state.saved, status: 'failed' } : state;
    default:
      return event satisfies never;
  }
}
