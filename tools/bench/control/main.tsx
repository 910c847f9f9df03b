/**
 * The benchmark's control (tools/bench/bench.mjs): the smallest React app, built by the portal's
 * own Vite and React, so a route's LCP can be read against what the same stack costs at its least.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Hello() {
  return (
    <main>
      <h1>Hello, world</h1>
      <p>A React hello-world, the control of the portal's benchmark.</p>
    </main>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('Failed to find the root element');
createRoot(container).render(
  <StrictMode>
    <Hello />
  </StrictMode>,
);
