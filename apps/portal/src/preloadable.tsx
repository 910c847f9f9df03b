import { lazy, type ComponentType } from 'react';

export type Preloadable<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A component loaded on demand that can be asked for early: `preload` starts its download
 * (main.tsx, for what a signed-in tab's first page shows), and once the code is here it renders at
 * once instead of through `lazy`. A suspended `lazy` is revealed no sooner than 300 ms after its
 * fallback showed (React's Suspense throttle), which the patient would wait for with the code
 * already there: the page, or the header's menu popping in after the page.
 *
 * One attempt, as `lazy` makes: a failure stands (the error boundary shows it, "Try again"
 * reloads), so code that failed or timed out in main.tsx's wait is not waited for a second time.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().then((Component) => (Loaded = Component)));
  const Lazy = lazy(() => preload().then((Component) => ({ default: Component })));
  const OnDemand = (props: P) => (Loaded ? <Loaded {...props} /> : <Lazy {...props} />);
  return Object.assign(OnDemand, { preload });
}
