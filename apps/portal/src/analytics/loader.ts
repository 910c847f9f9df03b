/**
 * Loads the tag manager and the analytics tag (loaded lazily after the first render, so they cost
 * the landing page nothing) and is the only code that writes to `dataLayer`. Every push goes
 * through `pageViewFor` (pageView.ts): a route pattern, a title from copy and the programme code.
 */
import type { AnalyticsPlan, PageView } from './pageView.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const TAG_MANAGER_URL = 'https://www.googletagmanager.com/gtm.js';
export const ANALYTICS_URL = 'https://www.googletagmanager.com/gtag/js';

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** Injects the scripts; returns how a page view is sent. */
export function startAnalytics(plan: AnalyticsPlan): (view: PageView) => void {
  const dataLayer = (window.dataLayer = window.dataLayer ?? []);
  // gtag's own calling convention: it reads `arguments` objects from dataLayer.
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  }
  if (plan.tagManagerId) {
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`${TAG_MANAGER_URL}?id=${encodeURIComponent(plan.tagManagerId)}`);
  }
  if (plan.analyticsId) {
    addScript(`${ANALYTICS_URL}?id=${encodeURIComponent(plan.analyticsId)}`);
    gtag('js', new Date());
    // No automatic page view: the tag would read the real address and title itself.
    gtag('config', plan.analyticsId, { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false, page_location: `${window.location.origin}/` });
  }
  return (view) => {
    if (plan.analyticsId) {
      gtag('set', { page_location: view.page_location, page_path: view.page_path, page_title: view.page_title, page_referrer: '' });
      gtag('event', 'page_view', { page_location: view.page_location, page_path: view.page_path, page_title: view.page_title, program_code: view.program_code });
    }
    if (plan.tagManagerId) dataLayer.push({ ...view });
  };
}
