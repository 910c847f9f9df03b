import { setupServer } from 'msw/node';
import { setMockDelay } from './delay.ts';
import { handlers } from './handlers.ts';

/** The same handlers for unit tests in Node, with no delay. */
export function createMockServer() {
  setMockDelay(0);
  return setupServer(...handlers);
}
