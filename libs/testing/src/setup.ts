// Matchers that say what a patient sees (toBeVisible, toHaveTextContent, toHaveAccessibleName…).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  globalThis.sessionStorage?.clear();
});
