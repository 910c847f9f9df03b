import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, SessionProvider, type SessionStore } from '@portal/session';
import { LogoutPage } from './Outcomes.tsx';

const stores: SessionStore[] = [];
const tab = (channel: string) => {
  const store = createSessionStore({ channel: new BroadcastChannel(channel) });
  stores.push(store);
  return store;
};
afterEach(() => {
  while (stores.length) stores.pop()!.dispose();
});

function openLogout(store: SessionStore, onEnd: () => void) {
  render(
    <MemoryRouter initialEntries={['/logout']}>
      <SessionProvider baseUrl="" store={store} onEnd={onEnd}>
        <LogoutPage />
      </SessionProvider>
    </MemoryRouter>,
  );
}

describe('/logout', () => {
  it('signed in here: ends the session as a logout and signs the other tabs out', async () => {
    const here = tab('logout-page-signed-in');
    const there = tab('logout-page-signed-in');
    for (const store of [here, there]) store.authenticate({ token: 't', expiresAt: Date.now() + 60_000, signedInAt: Date.now() });
    const onEnd = vi.fn();
    openLogout(here, onEnd);
    expect(onEnd).toHaveBeenCalledWith('logout', 'authenticated');
    await waitFor(() => expect(there.get().status).toBe('anonymous'));
  });

  it('with nothing left in this tab (the host\'s Clear-Site-Data emptied its storage before the page ran): the other tabs are still signed out, and the page ends as a logout', async () => {
    const here = tab('logout-page-cleared');
    const there = tab('logout-page-cleared');
    there.authenticate({ token: 't', expiresAt: Date.now() + 60_000, signedInAt: Date.now() });
    const onEnd = vi.fn();
    openLogout(here, onEnd);
    expect(onEnd).toHaveBeenCalledWith('logout', 'anonymous');
    await waitFor(() => expect(there.get().status).toBe('anonymous'));
  });
});
