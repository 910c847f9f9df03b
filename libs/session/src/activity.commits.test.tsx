import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Profiler, useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalMessageProvider } from '@portal/design-system';
import { ProgramProvider } from '@portal/program-config';
import { program } from 'virtual:portal-program';
import { ACTIVITY_THROTTLE_MS } from './activity.ts';
import { RUNTIME_LATEST_MS, SessionProvider } from './SessionProvider.tsx';
import { createSessionStore } from './store.ts';
import type { SessionRoot, TokenLifecycleActorRef } from '@portal/machines';
import { useSessionRoot } from './sessionActor.ts';
import { hostedWithin } from '@portal/testing/hostedWithin';

/**
 * Activity tracking costs nothing (the session's runtime records clicks, keys, scrolls, touches and
 * focus for the token renewal rule): while a signed-in patient scrolls, types and clicks for
 * several seconds, React commits nothing because of it. Commits are counted with the Profiler API
 * around the whole signed-in tree; only the patient's own typing (a controlled field) may commit.
 */
let system: SessionRoot | null = null;

function Page() {
  const running = useSessionRoot();
  useEffect(() => {
    system = running;
  }, [running]);
  const [text, setText] = useState('');
  return (
    <main>
      <h1>My Prescriptions</h1>
      <button type="button">Read more</button>
      <label>
        Note
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
    </main>
  );
}

afterEach(() => vi.useRealTimers());

describe('activity tracking', () => {
  it('scrolling, typing and clicking for seconds causes no React commit of its own', async () => {
    const store = createSessionStore({ channel: null });
    store.authenticate({ token: 'token', expiresAt: Date.now() + 240_000, signedInAt: Date.now() });
    const commits: string[] = [];
    // The runtime loads once the page has had an answer, at the latest RUNTIME_LATEST_MS after the
    // session is active (SessionProvider.tsx); this page makes no call.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(
      <ProgramProvider program={program}>
        <GlobalMessageProvider>
          <Profiler id="signed-in" onRender={(_id, phase) => commits.push(phase)}>
            <SessionProvider baseUrl="" store={store} onEnd={() => undefined}>
              <Page />
            </SessionProvider>
          </Profiler>
        </GlobalMessageProvider>
      </ProgramProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RUNTIME_LATEST_MS);
    });
    vi.useRealTimers();
    // The lazily loaded runtime is running: its token lifecycle has registered. Then the clock is
    // the test's, so seconds of activity pass at once.
    let actor: TokenLifecycleActorRef | null = null;
    void hostedWithin<TokenLifecycleActorRef>(system, 'tokenLifecycle', 5_000).then((running) => (actor = running));
    await waitFor(() => expect(actor).not.toBeNull());
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const activities: number[] = [];
    actor!.subscribe((snapshot) => activities.push(snapshot.context.lastInteraction));
    commits.length = 0;

    // 12 s of a patient at work: a scroll, a click and a focus every 200 ms (no typing yet).
    const button = screen.getByRole('button', { name: 'Read more' });
    for (let step = 0; step < 60; step += 1) {
      fireEvent.scroll(window);
      fireEvent.click(button);
      fireEvent.focusIn(button);
      fireEvent.keyDown(button, { key: 'Tab' });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(200);
      });
    }
    expect(activities.length, 'the activity reached the token lifecycle').toBeGreaterThanOrEqual(Math.floor(12_000 / ACTIVITY_THROTTLE_MS));
    expect(commits, 'commits while scrolling and clicking').toEqual([]);

    // Typing into a field commits for the field itself, once per keystroke, and nothing more.
    const field = screen.getByRole('textbox', { name: 'Note' });
    for (const text of ['A', 'Al', 'Ale']) {
      fireEvent.keyDown(field, { key: text.at(-1) });
      fireEvent.change(field, { target: { value: text } });
    }
    expect(commits).toEqual(['update', 'update', 'update']);
  });
});
