import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { program, themeClass } from 'virtual:portal-program';
import { portalRoot } from '@portal/design-system';
import { App } from './App.tsx';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Failed to find the root element');

  // Radix portals render outside the app's tree, so the theme class goes on <html>.
  document.documentElement.classList.add(themeClass, portalRoot);
  document.documentElement.lang = 'en';

  // Mock mode: the worker must answer before the first call, so it starts before render.
  // __PORTAL_MOCK__ is a build-time constant; a production build drops this branch and its chunk.
  if (__PORTAL_MOCK__) {
    const { startMockWorker } = await import('@portal/api-mocks/browser');
    await startMockWorker({ delayMs: __PORTAL_MOCK_DELAY_MS__ });
  }

  createRoot(container).render(
    <StrictMode>
      <App program={program} />
    </StrictMode>,
  );
}

void start();
