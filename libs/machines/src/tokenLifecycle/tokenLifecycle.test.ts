import { ASSUMED_TOKEN_LIFETIME_MS, type ApiClient, type ApiResult } from '@portal/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { renewTokenNow } from './tokenLifecycle.machine.ts';
import {
  DEFAULT_ABSOLUTE_LIFETIME_MS,
  INTERACTION_WINDOW_MS,
  RENEW_WINDOW_MS,
  TOKEN_CHECK_INTERVAL_MS,
  canRenewToken,
  hasRecentInteraction,
  isTokenExpired,
  isTokenExpiringSoon,
  persistedSession,
  tokenLifecycleMachine,
} from './tokenLifecycle.machine.ts';
import type { RenewTokenInput, RenewTokenResult, TokenLifecycleEmitted, TokenLifecycleInput } from './types.ts';

/** The renewal is the test's fake: no request goes through this client. */
const api = {} as ApiClient;

/** Sign-in time of every scenario. */
const T0 = Date.UTC(2024, 5, 15, 12, 0, 0);
const MINUTE = 60_000;

type Renew = (input: RenewTokenInput, call: number) => RenewTokenResult | Promise<RenewTokenResult>;
const renewOk: Renew = (_input, call) => ({ ok: true, status: 200, data: { accessToken: `t${call}` } });
const renewFails: Renew = () => ({ ok: false, error: { kind: 'http', status: 401, message: 'Unauthorized' } });

/** Lets the fake renewal's promise settle (the SimulatedClock does not move meanwhile). */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function startLifecycle(input: Partial<TokenLifecycleInput> = {}, renew: Renew = renewOk, startAt = T0) {
  const clock = new SimulatedClock();
  clock.set(startAt);
  const renewals: Array<{ token: string; at: number }> = [];
  const machine = tokenLifecycleMachine.provide({
    actors: {
      renewToken: fromPromise<RenewTokenResult, RenewTokenInput>(async ({ input }) => {
        renewals.push({ token: input.token, at: clock.now() });
        return renew(input, renewals.length);
      }),
    },
  });
  const actor = createActor(machine, {
    input: { api, token: 't0', expiresAt: T0 + ASSUMED_TOKEN_LIFETIME_MS, lastInteraction: T0, ...input },
    clock,
  });
  /** Every change of what the session sees (`observed`), with the clock time it happened at. */
  const visits: Array<{ state: string; at: number }> = [];
  actor.subscribe((snapshot) => {
    const state = observed(snapshot);
    if (visits.at(-1)?.state !== state) visits.push({ state, at: clock.now() });
  });
  const emitted: TokenLifecycleEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();

  /**
   * Moves the clock to `at` (ms after T0) in steps of at most 10 s, letting renewals settle after
   * each. A SimulatedClock runs a timer at the time it is moved to, so steps stay shorter than
   * the 60 s check and the scenario times below fall on step ends.
   */
  async function advanceTo(at: number) {
    while (clock.now() < T0 + at) {
      clock.increment(Math.min(10_000, T0 + at - clock.now()));
      await settle();
    }
  }
  const state = () => observed(actor.getSnapshot());
  return { actor, clock, renewals, visits, emitted, advanceTo, state };
}

/**
 * What the session reads of the machine, never a state's name: once done, its output's reason
 * ('expired', 'lifetime', 'loggedOut'); while running, 'warning' under the `idleWarning` tag,
 * 'renewing' under `renewing`, else 'active'.
 */
function observed(snapshot: SnapshotFrom<typeof tokenLifecycleMachine>): string {
  if (snapshot.status === 'done') return snapshot.output?.reason ?? 'done without a reason';
  if (snapshot.hasTag('idleWarning')) return 'warning';
  if (snapshot.hasTag('renewing')) return 'renewing';
  return 'active';
}

describe('tokenLifecycleMachine: constants (spec §9)', () => {
  it('keeps the spec values', () => {
    expect([TOKEN_CHECK_INTERVAL_MS, RENEW_WINDOW_MS, INTERACTION_WINDOW_MS, ASSUMED_TOKEN_LIFETIME_MS]).toEqual([60_000, 120_000, 300_000, 240_000]);
  });
});

describe('tokenLifecycleMachine: the check every 60 s (spec §4 Session and token)', () => {
  it('does nothing before the first check', async () => {
    const { state, renewals, advanceTo } = startLifecycle();
    await advanceTo(MINUTE - 1);
    expect(state()).toBe('active');
    expect(renewals).toEqual([]);
  });

  it.each([
    ['exactly 2 min left', 1, 0],
    ['2 min + 1 ms left', 0, 1],
  ])('renewal window: %s at the check -> %i renewal(s)', async (_label, expected, extra) => {
    const { renewals, advanceTo, state } = startLifecycle({ expiresAt: T0 + MINUTE + RENEW_WINDOW_MS + extra });
    await advanceTo(MINUTE);
    expect(renewals).toHaveLength(expected);
    expect(state()).toBe('active');
  });

  it.each([
    ['exactly 5 min ago', 'renews', 0, 'active'],
    ['5 min + 1 ms ago', 'warns (no renewal)', 1, 'warning'],
  ])('interaction window: last interaction %s -> %s', async (_label, _verb, extra, expected) => {
    const { renewals, advanceTo, state } = startLifecycle({
      expiresAt: T0 + MINUTE + RENEW_WINDOW_MS,
      lastInteraction: T0 + MINUTE - INTERACTION_WINDOW_MS - extra,
    });
    await advanceTo(MINUTE);
    expect(renewals).toHaveLength(expected === 'active' ? 1 : 0);
    expect(state()).toBe(expected);
  });

  it('replaces the token and counts the new lifetime from the renewal request', async () => {
    const { actor, advanceTo, emitted } = startLifecycle({ expiresAt: T0 + MINUTE + RENEW_WINDOW_MS });
    await advanceTo(MINUTE);
    expect(actor.getSnapshot().context).toMatchObject({ token: 't1', expiresAt: T0 + MINUTE + ASSUMED_TOKEN_LIFETIME_MS, error: null });
    expect(emitted).toEqual([{ type: 'renewed', token: 't1', expiresAt: T0 + MINUTE + ASSUMED_TOKEN_LIFETIME_MS }]);
  });

  it('takes the expiry the renewToken actor reads from the new token when it has one', async () => {
    const { actor, advanceTo } = startLifecycle({ expiresAt: T0 + 3 * MINUTE }, () => ({
      ok: true,
      status: 200,
      data: { accessToken: 'jwt', expiresAt: T0 + 60 * MINUTE },
    }));
    await advanceTo(MINUTE);
    expect(actor.getSnapshot().context.expiresAt).toBe(T0 + 60 * MINUTE);
  });

  it('uses the lifetime given in the input for opaque tokens', async () => {
    const { actor, advanceTo } = startLifecycle({ expiresAt: T0 + 3 * MINUTE, tokenLifetimeMs: 15 * MINUTE });
    await advanceTo(MINUTE);
    expect(actor.getSnapshot().context.expiresAt).toBe(T0 + 16 * MINUTE);
  });

  it('ends with reason "expired" at the first check at or after the expiry', async () => {
    const { actor, advanceTo, visits } = startLifecycle({ expiresAt: T0 + MINUTE, lastInteraction: T0 - 10 * MINUTE });
    await advanceTo(MINUTE);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ reason: 'expired' });
    expect(visits.at(-1)).toEqual({ state: 'expired', at: T0 + MINUTE });
  });

  it('records ACTIVITY without moving the last interaction back', () => {
    const { actor } = startLifecycle();
    actor.send({ type: 'ACTIVITY', at: T0 + 5_000 });
    actor.send({ type: 'ACTIVITY', at: T0 + 1_000 });
    expect(actor.getSnapshot().context.lastInteraction).toBe(T0 + 5_000);
  });
});

describe('tokenLifecycleMachine: a 240 s mock token from sign-in (spec §7, §9)', () => {
  it('an active patient is renewed at every 2-minutes-left check and never expires', async () => {
    const { actor, renewals, visits, advanceTo } = startLifecycle();
    for (let at = 0; at <= 10 * MINUTE; at += 30_000) {
      await advanceTo(at);
      actor.send({ type: 'ACTIVITY', at: T0 + at });
    }
    // Ticks at 60, 120, 180, 240 s...: 2 min left at 120 s, then every 2 min after each renewal.
    expect(renewals.map(({ at }) => (at - T0) / 1000)).toEqual([120, 240, 360, 480, 600]);
    expect(renewals.map(({ token }) => token)).toEqual(['t0', 't1', 't2', 't3', 't4']);
    expect(visits.map(({ state }) => state)).not.toContain('warning');
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.expiresAt).toBe(T0 + 10 * MINUTE + ASSUMED_TOKEN_LIFETIME_MS);
  });

  it('an idle patient is renewed while the sign-in is recent, then warned at least 60 s ahead, then expires', async () => {
    const { actor, renewals, visits, advanceTo } = startLifecycle();
    await advanceTo(10 * MINUTE);
    // The sign-in itself is the last interaction: it is within 5 min at the 120 s and 240 s checks.
    expect(renewals.map(({ at }) => (at - T0) / 1000)).toEqual([120, 240]);
    const expiresAt = T0 + 240_000 + ASSUMED_TOKEN_LIFETIME_MS; // the token renewed at 240 s
    const warning = visits.find(({ state }) => state === 'warning');
    expect(warning?.at).toBe(T0 + 360_000);
    expect(expiresAt - warning!.at).toBeGreaterThanOrEqual(60_000);
    // Signed out at the instant the dialog counted down to, not at a later check.
    expect(visits.at(-1)).toEqual({ state: 'expired', at: expiresAt });
    expect(actor.getSnapshot().output).toEqual({ reason: 'expired' });
  });

  it.each([120_001, 150_000, 179_999, 180_000, 180_001, 240_000])(
    'an idle patient whose token expires %i ms after start is warned at least 60 s ahead',
    async (lifetime) => {
      const { visits, advanceTo, renewals } = startLifecycle({ expiresAt: T0 + lifetime, lastInteraction: T0 - 10 * MINUTE });
      await advanceTo(lifetime);
      const warning = visits.find(({ state }) => state === 'warning');
      expect(renewals).toEqual([]);
      expect(T0 + lifetime - warning!.at).toBeGreaterThanOrEqual(60_000);
      expect(visits.at(-1)).toEqual({ state: 'expired', at: T0 + lifetime });
    },
  );
});

describe('tokenLifecycleMachine: the idle warning (WCAG 2.2.1)', () => {
  const idle = { expiresAt: T0 + MINUTE + 90_000, lastInteraction: T0 - 10 * MINUTE };

  it('STAY_SIGNED_IN renews now and counts as an interaction', async () => {
    const { actor, renewals, advanceTo, state } = startLifecycle(idle);
    await advanceTo(MINUTE);
    expect(state()).toBe('warning');
    expect(actor.getSnapshot().hasTag('idleWarning')).toBe(true);
    await advanceTo(MINUTE + 20_000);
    actor.send({ type: 'STAY_SIGNED_IN' });
    expect(actor.getSnapshot().hasTag('renewing')).toBe(true);
    await advanceTo(MINUTE + 21_000);
    expect(state()).toBe('active');
    expect(renewals).toEqual([{ token: 't0', at: T0 + MINUTE + 20_000 }]);
    expect(actor.getSnapshot().context).toMatchObject({
      token: 't1',
      lastInteraction: T0 + MINUTE + 20_000,
      expiresAt: T0 + MINUTE + 20_000 + ASSUMED_TOKEN_LIFETIME_MS,
    });
    // The old expiry passes without effect.
    await advanceTo(idle.expiresAt - T0 + 1);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('is not dismissed by ACTIVITY (the dialog taking focus is not the patient)', async () => {
    const { actor, advanceTo, state } = startLifecycle(idle);
    await advanceTo(MINUTE);
    actor.send({ type: 'ACTIVITY', at: T0 + MINUTE });
    await advanceTo(MINUTE + 30_000);
    expect(state()).toBe('warning');
  });

  it('signs out when the patient chooses to', async () => {
    const { actor, advanceTo } = startLifecycle(idle);
    await advanceTo(MINUTE);
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().output).toEqual({ reason: 'loggedOut' });
  });
});

describe('tokenLifecycleMachine: renewal failure (spec §8)', () => {
  it('keeps the old token, sets the tokenRenewal message and retries at the next check', async () => {
    let renew = renewFails;
    const { actor, renewals, advanceTo, emitted } = startLifecycle({ expiresAt: T0 + 3 * MINUTE }, (input, call) => renew(input, call));
    await advanceTo(MINUTE);
    expect(actor.getSnapshot().context).toMatchObject({ token: 't0', expiresAt: T0 + 3 * MINUTE, error: { section: 'errors', key: 'tokenRenewal' } });
    expect(observed(actor.getSnapshot())).toBe('active');
    expect(emitted).toEqual([{ type: 'renewalFailed', error: { kind: 'http', status: 401, message: 'Unauthorized' } }]);

    renew = renewOk;
    await advanceTo(2 * MINUTE);
    expect(renewals).toHaveLength(2);
    expect(actor.getSnapshot().context).toMatchObject({ token: 't2', error: null });
  });

  it('expires when every renewal fails', async () => {
    const { actor, advanceTo, renewals } = startLifecycle({ expiresAt: T0 + 3 * MINUTE }, renewFails);
    for (let at = 0; at < 3 * MINUTE; at += 20_000) {
      await advanceTo(at);
      actor.send({ type: 'ACTIVITY', at: T0 + at });
    }
    await advanceTo(3 * MINUTE);
    expect(renewals.map(({ at }) => (at - T0) / 1000)).toEqual([60, 120]);
    expect(actor.getSnapshot().output).toEqual({ reason: 'expired' });
  });

  it('renews through the API client it is given; a client that throws is a failed renewal', async () => {
    const clock = new SimulatedClock();
    clock.set(T0);
    const request = vi.fn(async () => {
      throw new Error('offline');
    });
    const actor = createActor(tokenLifecycleMachine, { input: { api: { request } as unknown as ApiClient, token: 't0', expiresAt: T0 + 2 * MINUTE, lastInteraction: T0 }, clock }).start();
    expect(actor.getSnapshot().hasTag('renewing')).toBe(true);
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ token: 't0', error: { section: 'errors', key: 'tokenRenewal' } });
  });
});

describe('tokenLifecycleMachine: renew before a pay session (spec §4)', () => {
  it('RENEW_NOW renews outside the windows and resolves with the new token', async () => {
    const { actor, renewals } = startLifecycle({ lastInteraction: T0 - 10 * MINUTE });
    await expect(renewTokenNow(actor)).resolves.toEqual({ ok: true, token: 't1', expiresAt: T0 + ASSUMED_TOKEN_LIFETIME_MS });
    expect(renewals).toHaveLength(1);
  });

  it('answers a RENEW_NOW sent during a renewal with that renewal', async () => {
    const { actor, renewals } = startLifecycle();
    actor.send({ type: 'RENEW_NOW' });
    await expect(renewTokenNow(actor)).resolves.toMatchObject({ ok: true, token: 't1' });
    expect(renewals).toHaveLength(1);
  });

  it('resolves with the failure when the renewal fails', async () => {
    const { actor } = startLifecycle({}, renewFails);
    await expect(renewTokenNow(actor)).resolves.toMatchObject({ ok: false, reason: 'failed' });
  });

  it('ends the session instead of renewing a token that has already run out', async () => {
    // A device that slept (or a throttled background tab): the time has moved on, the 60 s check
    // has not fired yet, and the patient presses Pay.
    const simulated = new SimulatedClock();
    simulated.set(T0);
    let slept = 0;
    const clock = {
      setTimeout: (fn: () => void, ms: number) => simulated.setTimeout(fn, ms),
      clearTimeout: (id: number) => simulated.clearTimeout(id),
      now: () => simulated.now() + slept,
    };
    const renewals: string[] = [];
    const machine = tokenLifecycleMachine.provide({
      actors: {
        renewToken: fromPromise<RenewTokenResult, RenewTokenInput>(async ({ input }) => {
          renewals.push(input.token);
          return renewOk(input, renewals.length);
        }),
      },
    });
    const actor = createActor(machine, { input: { api, token: 't0', expiresAt: T0 + 4 * MINUTE, lastInteraction: T0 }, clock }).start();
    expect(observed(actor.getSnapshot())).toBe('active');
    slept = 5 * MINUTE;
    await expect(renewTokenNow(actor)).resolves.toEqual({ ok: false, reason: 'ended' });
    expect(renewals).toEqual([]);
    expect(actor.getSnapshot().output).toEqual({ reason: 'expired' });
    await expect(renewTokenNow(actor)).resolves.toEqual({ ok: false, reason: 'ended' });
  });
});

describe('tokenLifecycleMachine: logout and restore (spec §3 Session, §4)', () => {
  it('LOGOUT during a renewal ends the session at once', async () => {
    const { actor } = startLifecycle({}, () => new Promise<ApiResult<{ accessToken: string }>>(() => {}));
    actor.send({ type: 'RENEW_NOW' });
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().output).toEqual({ reason: 'loggedOut' });
  });

  it.each<[string, number, number, string]>([
    ['a fresh session', ASSUMED_TOKEN_LIFETIME_MS, 0, 'active'],
    ['an idle session with 90 s left', 90_000, -10 * MINUTE, 'warning'],
    ['an active session with 90 s left', 90_000, -MINUTE, 'active'],
    ['a session that ran out while the tab was closed', -1, -MINUTE, 'expired'],
  ])('restored at load, %s is checked at once', async (_label, left, lastInteraction, expected) => {
    const before = startLifecycle();
    before.actor.stop();
    const saved = JSON.parse(JSON.stringify(persistedSession(before.actor.getSnapshot().context))) as Required<TokenLifecycleInput>;
    const restoredAt = T0 + 5 * MINUTE;
    const { state, renewals } = startLifecycle(
      { ...saved, expiresAt: restoredAt + left, lastInteraction: restoredAt + lastInteraction },
      renewOk,
      restoredAt,
    );
    await settle();
    expect(state()).toBe(expected);
    expect(renewals).toHaveLength(expected === 'active' && left < RENEW_WINDOW_MS ? 1 : 0);
  });
});

describe('tokenLifecycleMachine: LOGOUT from every state ends the session (spec §4 "Logout clears state")', () => {
  const never = () => new Promise<RenewTokenResult>(() => {});
  const states: Array<[string, Partial<TokenLifecycleInput>, (started: ReturnType<typeof startLifecycle>) => Promise<void>]> = [
    ['active', {}, async () => {}],
    ['warning', { expiresAt: T0 + MINUTE + 90_000, lastInteraction: T0 - 10 * MINUTE }, async ({ advanceTo }) => advanceTo(MINUTE)],
    ['renewing', { expiresAt: T0 + 2 * MINUTE }, async () => {}],
    ['renewing (asked for before a pay session)', {}, async ({ actor }) => actor.send({ type: 'RENEW_NOW' })],
  ];

  it.each(states)('from %s', async (state, input, reach) => {
    const started = startLifecycle(input, never);
    await reach(started);
    expect(started.state()).toBe(state.split(' ')[0]);
    const renewalsBefore = started.renewals.length;
    started.actor.send({ type: 'LOGOUT' });
    expect(started.actor.getSnapshot().status).toBe('done');
    expect(started.actor.getSnapshot().output).toEqual({ reason: 'loggedOut' });
    // Nothing runs after it: no check, no renewal, no expiry.
    await started.advanceTo(10 * MINUTE);
    expect(started.renewals).toHaveLength(renewalsBefore);
    expect(started.actor.getSnapshot().output).toEqual({ reason: 'loggedOut' });
    expect(started.emitted).toEqual([]);
  });

  it('an expired session stays expired (its output does not change)', async () => {
    const { actor, advanceTo } = startLifecycle({ expiresAt: T0 + MINUTE, lastInteraction: T0 - 10 * MINUTE });
    await advanceTo(MINUTE);
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().output).toEqual({ reason: 'expired' });
  });

  it('a renewal answering after LOGOUT does not bring the session back', async () => {
    let answer!: (result: RenewTokenResult) => void;
    const { actor, emitted } = startLifecycle({ expiresAt: T0 + 2 * MINUTE }, () => new Promise<RenewTokenResult>((resolve) => (answer = resolve)));
    await settle();
    actor.send({ type: 'LOGOUT' });
    answer({ ok: true, status: 200, data: { accessToken: 'late' } });
    await settle();
    expect(actor.getSnapshot().output).toEqual({ reason: 'loggedOut' });
    expect(actor.getSnapshot().context.token).toBe('t0');
    expect(emitted).toEqual([]);
  });
});

describe('tokenLifecycleMachine: the rules as functions (spec §4: expired, within 2 min, interacted within 5 min)', () => {
  const times = (left: number, idle: number) => ({ checkedAt: T0, expiresAt: T0 + left, lastInteraction: T0 - idle });

  it.each([
    [0, true],
    [-1, true],
    [1, false],
  ])('with %i ms left the token is expired: %s', (left, expired) => {
    expect(isTokenExpired(times(left, 0))).toBe(expired);
  });

  it.each([
    [RENEW_WINDOW_MS + 1, false],
    [RENEW_WINDOW_MS, true],
    [1, true],
    [0, false], // expired, not expiring soon
  ])('with %i ms left it expires soon: %s', (left, soon) => {
    expect(isTokenExpiringSoon(times(left, 0))).toBe(soon);
  });

  it.each([
    [INTERACTION_WINDOW_MS, true],
    [INTERACTION_WINDOW_MS + 1, false],
    [0, true],
  ])('an interaction %i ms ago is recent: %s', (idle, recent) => {
    expect(hasRecentInteraction(times(MINUTE, idle))).toBe(recent);
  });

  it.each([
    ['expiring soon and recent', RENEW_WINDOW_MS, 0, true],
    ['expiring soon and idle', RENEW_WINDOW_MS, INTERACTION_WINDOW_MS + 1, false],
    ['not expiring soon and recent', RENEW_WINDOW_MS + 1, 0, false],
    ['expired and recent', 0, 0, false],
  ])('renews when %s: %s', (_label, left, idle, renews) => {
    expect(canRenewToken(times(left, idle))).toBe(renews);
  });
});

describe('tokenLifecycleMachine: the patient asks to stay signed in or to renew', () => {
  it('STAY_SIGNED_IN while active renews now and counts as an interaction', async () => {
    const { actor, renewals, advanceTo } = startLifecycle({ lastInteraction: T0 - 10 * MINUTE });
    await advanceTo(20_000);
    actor.send({ type: 'STAY_SIGNED_IN' });
    await settle();
    expect(renewals).toEqual([{ token: 't0', at: T0 + 20_000 }]);
    expect(actor.getSnapshot().context).toMatchObject({ token: 't1', lastInteraction: T0 + 20_000 });
  });

  it('RENEW_NOW from the idle warning renews without counting as an interaction', async () => {
    const lastInteraction = T0 - 10 * MINUTE;
    const { actor, renewals, advanceTo, state } = startLifecycle({ expiresAt: T0 + MINUTE + 90_000, lastInteraction });
    await advanceTo(MINUTE);
    expect(state()).toBe('warning');
    actor.send({ type: 'RENEW_NOW' });
    await settle();
    expect(renewals).toHaveLength(1);
    expect(state()).toBe('active');
    expect(actor.getSnapshot().context).toMatchObject({ token: 't1', lastInteraction });
  });

  it('during a renewal, activity and "stay signed in" are recorded and do not start a second renewal', async () => {
    let answer!: (result: RenewTokenResult) => void;
    const { actor, renewals, advanceTo, clock } = startLifecycle({ expiresAt: T0 + 2 * MINUTE }, () => new Promise<RenewTokenResult>((resolve) => (answer = resolve)));
    await settle();
    expect(actor.getSnapshot().hasTag('renewing')).toBe(true);
    actor.send({ type: 'ACTIVITY', at: T0 + 1_000 });
    expect(actor.getSnapshot().context.lastInteraction).toBe(T0 + 1_000);
    clock.increment(2_000);
    actor.send({ type: 'STAY_SIGNED_IN' });
    actor.send({ type: 'RENEW_NOW' });
    expect(actor.getSnapshot().context.lastInteraction).toBe(T0 + 2_000);
    answer({ ok: true, status: 200, data: { accessToken: 'fresh' } });
    await advanceTo(3_000);
    expect(renewals).toHaveLength(1);
    expect(actor.getSnapshot().context.token).toBe('fresh');
  });

  it('a renewToken actor that throws is reported as a failure without an API error', async () => {
    const { actor, emitted } = startLifecycle({ expiresAt: T0 + 2 * MINUTE }, () => {
      throw new Error('boom');
    });
    await settle();
    expect(emitted).toEqual([{ type: 'renewalFailed', error: null }]);
    expect(actor.getSnapshot().context.error).toEqual({ section: 'errors', key: 'tokenRenewal' });
    await expect(renewTokenNow(actor)).resolves.toEqual({ ok: false, reason: 'failed', error: null });
  });

  it('a successful renewal clears the renewal message', async () => {
    let renew = renewFails;
    const { actor, advanceTo } = startLifecycle({ expiresAt: T0 + 3 * MINUTE }, (input, call) => renew(input, call));
    await advanceTo(MINUTE);
    expect(actor.getSnapshot().context.error).not.toBeNull();
    renew = renewOk;
    await expect(renewTokenNow(actor)).resolves.toMatchObject({ ok: true });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('persistedSession (spec §3: the token is kept in session storage)', () => {
  it('keeps the token, its expiry, the last interaction and the lifetime, and nothing else', () => {
    const { actor } = startLifecycle({ tokenLifetimeMs: 15 * MINUTE });
    expect(persistedSession(actor.getSnapshot().context)).toEqual({
      token: 't0',
      expiresAt: T0 + ASSUMED_TOKEN_LIFETIME_MS,
      lastInteraction: T0,
      tokenLifetimeMs: 15 * MINUTE,
      sessionStartedAt: T0,
      absoluteLifetimeMs: DEFAULT_ABSOLUTE_LIFETIME_MS,
    });
  });

  it('a session started without a lifetime uses the mock token lifetime of 240 s', () => {
    const { actor } = startLifecycle();
    expect(actor.getSnapshot().context.tokenLifetimeMs).toBe(ASSUMED_TOKEN_LIFETIME_MS);
  });
});

describe('tokenLifecycleMachine: the absolute session lifetime (ASVS 4.0.3 3.3.4; security review: twenty chained renewals all succeeded)', () => {
  const HOUR = 60 * MINUTE;

  /** An active patient: an interaction every 30 s until `until` (ms after T0). */
  async function activeUntil(run: ReturnType<typeof startLifecycle>, until: number) {
    for (let at = 0; at <= until; at += 30_000) {
      await run.advanceTo(at);
      if (run.actor.getSnapshot().status !== 'active') return;
      run.actor.send({ type: 'ACTIVITY', at: T0 + at });
    }
  }

  it('is 12 hours unless the programme says otherwise', () => {
    expect(DEFAULT_ABSOLUTE_LIFETIME_MS).toBe(12 * HOUR);
    const { actor } = startLifecycle();
    expect(actor.getSnapshot().context).toMatchObject({ sessionStartedAt: T0, absoluteLifetimeMs: 12 * HOUR, sessionEndsAt: T0 + 12 * HOUR });
  });

  it('an active patient is renewed until the lifetime, then signed out at that instant with reason "lifetime": no renewal at or after it', async () => {
    const run = startLifecycle({ absoluteLifetimeMs: 30 * MINUTE });
    await activeUntil(run, 40 * MINUTE);
    const renewedAt = run.renewals.map(({ at }) => (at - T0) / MINUTE);
    // Every 2 min while active (the 20 chained renewals the review saw all succeed), and none from the 30th minute.
    expect(renewedAt).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28]);
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.actor.getSnapshot().output).toEqual({ reason: 'lifetime' });
    expect(run.visits.at(-1)).toEqual({ state: 'lifetime', at: T0 + 30 * MINUTE });
  });

  it('with the default lifetime, a session that began 12 h ago ends even though its token is fresh and the patient active', async () => {
    const run = startLifecycle({ sessionStartedAt: T0 - 12 * HOUR + 90_000, expiresAt: T0 + ASSUMED_TOKEN_LIFETIME_MS });
    await activeUntil(run, 5 * MINUTE);
    expect(run.visits.at(-1)).toEqual({ state: 'lifetime', at: T0 + 90_000 });
    expect(run.renewals).toEqual([]);
  });

  it('ends at the instant between two 60 s checks, not at the next check', async () => {
    const run = startLifecycle({ absoluteLifetimeMs: 90_000, lastInteraction: T0 });
    await run.advanceTo(5 * MINUTE);
    expect(run.visits.map(({ state, at }) => [state, (at - T0) / 1000])).toEqual([
      ['active', 0],
      ['lifetime', 90],
    ]);
  });

  it('counts from the session\'s start, not from the last interaction or a renewal', async () => {
    const run = startLifecycle({ sessionStartedAt: T0 - 29 * MINUTE, absoluteLifetimeMs: 30 * MINUTE, lastInteraction: T0 });
    await activeUntil(run, 3 * MINUTE);
    expect(run.visits.at(-1)).toEqual({ state: 'lifetime', at: T0 + MINUTE });
  });

  it('a session restored after its lifetime ends at once (the first check, at start), before any renewal', async () => {
    const run = startLifecycle({ sessionStartedAt: T0 - 13 * HOUR, expiresAt: T0 + 60_000 });
    await settle();
    expect(run.actor.getSnapshot().output).toEqual({ reason: 'lifetime' });
    expect(run.renewals).toEqual([]);
  });

  it('the lifetime wins over a token expiring at the same instant (the message says why: the lifetime)', async () => {
    const run = startLifecycle({ sessionStartedAt: T0, absoluteLifetimeMs: 2 * MINUTE, expiresAt: T0 + 2 * MINUTE, lastInteraction: T0 - 10 * MINUTE });
    await run.advanceTo(3 * MINUTE);
    expect(run.visits.at(-1)).toEqual({ state: 'lifetime', at: T0 + 2 * MINUTE });
  });

  it('the idle warning ends at the lifetime when it comes before the token\'s expiry; "Stay signed in" after it renews nothing', async () => {
    const run = startLifecycle({ sessionStartedAt: T0, absoluteLifetimeMs: MINUTE + 30_000, expiresAt: T0 + MINUTE + 90_000, lastInteraction: T0 - 10 * MINUTE });
    await run.advanceTo(MINUTE);
    expect(run.state()).toBe('warning');
    await run.advanceTo(MINUTE + 30_000);
    expect(run.visits.at(-1)).toEqual({ state: 'lifetime', at: T0 + MINUTE + 30_000 });
    run.actor.send({ type: 'STAY_SIGNED_IN' });
    expect(run.renewals).toEqual([]);
  });

  it('RENEW_NOW (before a pay session) after the lifetime renews nothing and says the session ended', async () => {
    const run = startLifecycle({ sessionStartedAt: T0 - 12 * HOUR + 30_000 });
    await run.advanceTo(20_000);
    expect(run.state()).toBe('active');
    run.clock.set(T0 + 30_000); // the tab slept past the lifetime: no timer ran yet
    await expect(renewTokenNow(run.actor)).resolves.toEqual({ ok: false, reason: 'ended' });
    expect(run.renewals).toEqual([]);
    expect(run.actor.getSnapshot().output).toEqual({ reason: 'lifetime' });
  });
});
