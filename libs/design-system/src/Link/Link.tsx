import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path in the portal, or a partial location such as `{ hash: '#pricing' }`. */
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a page of the portal: a real `<a href>` (so it opens in a new tab, can be copied and is
 * announced as a link) whose plain click navigates inside the app. Built from react-router's own
 * `useHref` and `useLinkClickHandler`, which is all its `<Link>` does for a portal without
 * framework-mode route prefetching; react-router's `<Link>` would also bring that prefetching
 * code into the landing page (2 KB gzip). The caller's `onClick` runs first and may prevent the
 * navigation. Modified clicks (Ctrl, ⌘, middle button) and a `target` other than `_self` are left
 * to the browser, as with any link.
 */
export function Link({ to, replace, onClick, target, ref, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { ...(replace === undefined ? {} : { replace }), ...(target === undefined ? {} : { target }) });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...rest} ref={ref} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}
