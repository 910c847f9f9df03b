import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { baseCopy } from '@portal/program-config/copy/en';
import { baseCopyEs } from '@portal/program-config/copy/es';
import { ChunkLoadError } from '../chunks.ts';
import { RouterErrorBoundary } from './RouterErrorBoundary.tsx';

function Broken(): never {
  throw new Error('Cannot read the prescription');
}

function NotDownloaded(): never {
  throw new ChunkLoadError('Loading chunk failed: Failed to fetch dynamically imported module: /assets/Profile-x1.js');
}

describe('RouterErrorBoundary', () => {
  it('shows "Unexpected Application Error!" with the message instead of a white screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RouterErrorBoundary title="Unexpected Application Error!" chunkCopy={baseCopy.chunkError} resetKey="/a">
        <Broken />
      </RouterErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    expect(screen.getByText('Cannot read the prescription')).toBeVisible();
  });

  it('recovers when the patient navigates elsewhere', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <RouterErrorBoundary title="Unexpected Application Error!" chunkCopy={baseCopy.chunkError} resetKey="/a">
        <Broken />
      </RouterErrorBoundary>,
    );
    rerender(
      <RouterErrorBoundary title="Unexpected Application Error!" chunkCopy={baseCopy.chunkError} resetKey="/b">
        <p>Terms of Use</p>
      </RouterErrorBoundary>,
    );
    expect(screen.getByText('Terms of Use')).toBeVisible();
  });

  it('code that could not be downloaded says so in the patient\'s words (never "Loading chunk failed"), with a Try again that reloads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(
      <RouterErrorBoundary title="Unexpected Application Error!" chunkCopy={baseCopy.chunkError} resetKey="/a">
        <NotDownloaded />
      </RouterErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'This page did not load' }).textContent).toBe('This page did not load');
    expect(screen.getByText('Part of this page could not be downloaded. Please check your internet connection and try again.').tagName).toBe('P');
    expect(screen.queryByText(/chunk|Profile-x1/i)).toBeNull();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('in Spanish, the same in Spanish', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RouterErrorBoundary title="Unexpected Application Error!" chunkCopy={baseCopyEs.chunkError} resetKey="/a">
        <NotDownloaded />
      </RouterErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'No se pudo cargar esta página' }).textContent).toBe('No se pudo cargar esta página');
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' }).textContent).toBe('Intentar de nuevo');
    expect(screen.queryByText(/chunk/i)).toBeNull();
  });
});
