import { useCallback, useReducer } from 'react';
import { updateConsentPreferences, type CommunicationPreferences } from '@portal/api';
import { Button, Checkbox, ErrorBox, Heading, Inline, Text } from '@portal/design-system';
import { Modal } from '@portal/design-system/modal';
import { useCopy } from '@portal/program-config';
import { useApiClient, useRefreshProfile, useSessionStore } from '@portal/session';
import { choosesNoUpdates, initialPreferences, isDirty, preferencesReducer, type PreferencesEvent, type PreferencesState } from './preferences.ts';
import * as styles from './profile.css.ts';

export interface PreferencesViewProps {
  state: PreferencesState;
  send: (event: PreferencesEvent) => void;
  onSave: () => void;
}

/** The section as props, so Storybook and tests show every state without a server. */
export function PreferencesView({ state, send, onSave }: PreferencesViewProps) {
  const { copy } = useCopy();
  const text = copy.preferences;
  const saving = state.status === 'saving';
  return (
    <section className={styles.section} aria-labelledby="preferences-title">
      <Heading level="2" id="preferences-title">
        {text.title}
      </Heading>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <fieldset className={styles.checkboxes}>
          <legend className={styles.legend}>{text.intro}</legend>
          <Checkbox isSelected={state.choice.sms} isDisabled={saving} onChange={(value) => send({ type: 'TOGGLE', channel: 'sms', value })} name="sms">
            {text.sms}
          </Checkbox>
          <Checkbox isSelected={state.choice.email} isDisabled={saving} onChange={(value) => send({ type: 'TOGGLE', channel: 'email', value })} name="email">
            {text.email}
          </Checkbox>
        </fieldset>
        <ErrorBox>{state.status === 'failed' ? text.failure : null}</ErrorBox>
        <Inline gap="medium" alignY="center">
          <Button type="submit" pending={saving} pendingLabel={text.saving} disabled={!saving && !isDirty(state)}>
            {text.save}
          </Button>
          <div role="status">
            {state.status === 'saved' ? (
              <p className={styles.status}>
                {text.savedHeader}. {choosesNoUpdates(state.saved) ? text.savedNoneBody : text.savedBody}
              </p>
            ) : null}
            {state.status === 'idle' && isDirty(state) ? <Text tone="secondary">{text.unsaved}</Text> : null}
          </div>
        </Inline>
      </form>
      <Modal
        open={state.status === 'confirmingNone'}
        onOpenChange={(open) => {
          if (!open) send({ type: 'CANCEL_NONE' });
        }}
        title={text.noneTitle}
        description={text.noneWarning}
        closeLabel={copy.common.close}
        actions={
          <>
            <Button variant="secondary" onClick={() => send({ type: 'CANCEL_NONE' })}>
              {text.noneCancel}
            </Button>
            <Button onClick={onSave}>{text.noneConfirm}</Button>
          </>
        }
      />
    </section>
  );
}

/** The section wired to the session: POST consentPreferences, then the cached profile refreshed. */
export function PreferencesSection({ saved }: { saved: CommunicationPreferences }) {
  const [state, send] = useReducer(preferencesReducer, saved, initialPreferences);
  const api = useApiClient();
  const store = useSessionStore();
  const refresh = useRefreshProfile();
  const onSave = useCallback(async () => {
    if (state.status === 'saving' || !isDirty(state)) return;
    // No channel at all is saved only once the patient has confirmed it in the dialog.
    if (choosesNoUpdates(state.choice) && state.status !== 'confirmingNone') {
      send({ type: 'SAVE' });
      return;
    }
    const token = store.get().token;
    if (!token) return;
    send({ type: state.status === 'confirmingNone' ? 'CONFIRM_NONE' : 'SAVE' });
    const result = await updateConsentPreferences(api, token, state.choice);
    send({ type: result.ok ? 'SAVED' : 'FAILED' });
    // The profile cache must not show the old choice on the next visit within 300 s.
    if (result.ok) void refresh();
  }, [api, store, state, refresh]);
  return <PreferencesView state={state} send={send} onSave={() => void onSave()} />;
}
