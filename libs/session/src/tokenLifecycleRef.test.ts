import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TokenLifecycleActorRef } from '@portal/machines';
import { registerTokenLifecycle, runningTokenLifecycle, TOKEN_LIFECYCLE_WAIT_MS } from './tokenLifecycleRef.ts';

const actor = (name: string) => ({ id: name }) as unknown as TokenLifecycleActorRef;
const unregister: Array<() => void> = [];
afterEach(() => {
  while (unregister.length) unregister.pop()!();
  vi.useRealTimers();
});

describe('the running token lifecycle', () => {
  it('is handed over at once when the session runtime is running', async () => {
    const running = actor('running');
    unregister.push(registerTokenLifecycle(running));
    await expect(runningTokenLifecycle()).resolves.toBe(running);
  });

  it('a pay pressed right after a reload waits for the lazily loaded runtime instead of failing', async () => {
    const pending = runningTokenLifecycle();
    const late = actor('late');
    unregister.push(registerTokenLifecycle(late));
    await expect(pending).resolves.toBe(late);
  });

  it('gives up with null when no runtime registers in time (its chunk never loaded)', async () => {
    vi.useFakeTimers();
    const pending = runningTokenLifecycle();
    vi.advanceTimersByTime(TOKEN_LIFECYCLE_WAIT_MS);
    await expect(pending).resolves.toBeNull();
    // A runtime that comes later is not handed to the caller that gave up, but to the next one.
    const late = actor('later');
    unregister.push(registerTokenLifecycle(late));
    await expect(runningTokenLifecycle()).resolves.toBe(late);
  });

  it('after the runtime stops (sign-out), callers wait again', async () => {
    vi.useFakeTimers();
    registerTokenLifecycle(actor('stopped'))();
    const pending = runningTokenLifecycle();
    vi.advanceTimersByTime(TOKEN_LIFECYCLE_WAIT_MS);
    await expect(pending).resolves.toBeNull();
  });
});
