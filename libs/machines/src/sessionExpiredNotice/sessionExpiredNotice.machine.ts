/**
 * The session-expired message on /login. spec: access-and-identity §4 Session and token ("An
 * expired or idle session resets state and shows '…', cleared after 30 seconds"), §2 Login screen
 * ("Shows the session-expired message in red if one is set"), §9.
 *
 * Its own small actor at app level, because the message outlives the session that expired: the
 * token lifecycle ends, the app resets state and goes to /login, and the message stays 30 s while
 * the patient may already be typing a number.
 */
import { setup } from 'xstate';
import type { MessageRef } from '../messages.ts';

/** §4/§9: the message is shown for 30 seconds. */
export const SESSION_EXPIRED_MESSAGE_MS = 30_000;

export const sessionExpiredMessage = { section: 'errors', key: 'sessionExpired' } as const satisfies MessageRef;

export type SessionExpiredNoticeEvent =
  /** The token lifecycle ended with reason 'expired'. Showing it again restarts the 30 s. */
  | { type: 'SHOW' }
  /** E.g. the patient signed in again. */
  | { type: 'DISMISS' };

export const sessionExpiredNoticeMachine = setup({
  types: {
    events: {} as SessionExpiredNoticeEvent,
  },
  delays: {
    SESSION_EXPIRED_MESSAGE: SESSION_EXPIRED_MESSAGE_MS,
  },
}).createMachine({
  id: 'sessionExpiredNotice',
  initial: 'hidden',
  states: {
    hidden: {
      on: { SHOW: 'shown' },
    },
    shown: {
      after: { SESSION_EXPIRED_MESSAGE: 'hidden' },
      on: {
        SHOW: { target: 'shown', reenter: true },
        DISMISS: 'hidden',
      },
    },
  },
});
