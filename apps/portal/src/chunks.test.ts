import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS, ChunkLoadError, isChunkLoadError, loadChunk } from './chunks.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), removeItem: (key: string) => void values.delete(key), values };
}
const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://portal.example/assets/Page-abc.js'));

afterEach(() => vi.useRealTimers());

describe('loadChunk (§8 "Loading chunk failed", §9 120 s)', () => {
  it('a chunk that loads is returned; it leaves the reload mark alone (another chunk may be failing: no loop)', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '1000');
    const reload = vi.fn();
    await expect(loadChunk(() => Promise.resolve('page'), { storage, reload })).resolves.toBe('page');
    expect(storage.values.get(CHUNK_RELOAD_KEY)).toBe('1000');
    expect(reload).not.toHaveBeenCalled();
  });

  it('the first failure reloads the page once (a stale deploy) and never settles meanwhile', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const settled = vi.fn();
    void loadChunk(failing, { storage, reload, now: () => 5_000 }).then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.values.get(CHUNK_RELOAD_KEY)).toBe('5000');
    expect(settled).not.toHaveBeenCalled();
  });

  it('a failure again right after that reload is a ChunkLoadError: no reload loop', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '5000');
    const reload = vi.fn();
    const error = await loadChunk(failing, { storage, reload, now: () => 5_000 + 3_000 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a failure long after the last automatic reload reloads again', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '5000');
    const reload = vi.fn();
    void loadChunk(failing, { storage, reload, now: () => 5_000 + CHUNK_RELOAD_WINDOW_MS });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a chunk with no answer fails after 120 s, not before', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    // Right after an automatic reload, so the time-out surfaces as the error rather than another reload.
    storage.setItem(CHUNK_RELOAD_KEY, '5000');
    const outcome = loadChunk(() => new Promise<never>(() => undefined), { storage, reload: vi.fn(), now: () => 6_000 }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    const early = await Promise.race([outcome, Promise.resolve('pending')]);
    expect(early).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://portal.example/assets/a.js',
    'Importing a module script failed.',
    'error loading dynamically imported module: https://portal.example/assets/a.js',
    'Unable to preload CSS for /assets/a.css',
  ])('%j (an engine’s own message)', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('any other error is not one', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
