import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgramProvider } from '@portal/program-config';
import { program } from 'virtual:portal-program';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { LeaveSiteGuard } from './LeaveSiteGuard.tsx';

function Page() {
  return (
    <ProgramProvider program={program}>
      <LeaveSiteGuard />
      <main>
        <a href="https://example.org/help">
          <span>Go to HealthDyne</span>
        </a>
        <a href="/prescriptions">My prescriptions</a>
        <a href={`${window.location.origin}/profile`}>Profile (absolute)</a>
        <a href="tel:+15555550100">Call us</a>
        <a href="mailto:help@example.org">Write to us</a>
        <button>Somewhere else</button>
      </main>
    </ProgramProvider>
  );
}

const title = 'You are leaving example.org';
const external = () => screen.getByRole('link', { name: 'Go to HealthDyne', hidden: true });

/** The leave-site modal has opened; Escape closes it. */
async function closeLeaveModal() {
  await screen.findByRole('dialog', { name: title });
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}
/** An auxclick (1 the middle button, 2 the right one) on the external link; the event, to see if it was stopped. */
function auxClickExternal(button: number) {
  const event = new MouseEvent('auxclick', { bubbles: true, cancelable: true, button });
  external().dispatchEvent(event);
  return event;
}

/** Records whether a click reached the document's bubbling phase undisturbed (the browser would follow it). */
function followedLinks() {
  const followed: string[] = [];
  const listener = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    if (link && !event.defaultPrevented) followed.push(link.getAttribute('href') ?? '');
    event.preventDefault(); // jsdom: no real navigation
  };
  document.addEventListener('click', listener);
  return { followed, stop: () => document.removeEventListener('click', listener) };
}

describe('LeaveSiteGuard', () => {
  // The modal loads lazily; transform it once up front so no test races the first import.
  beforeAll(async () => {
    await import('./LeaveSiteModal.tsx');
  });

  let open: ReturnType<typeof vi.spyOn>;
  let links: ReturnType<typeof followedLinks>;
  beforeEach(() => {
    open = vi.spyOn(window, 'open').mockImplementation(() => null);
    links = followedLinks();
  });
  afterEach(() => links.stop());

  it('given an external link, when it is clicked, asks first instead of leaving', async () => {
    render(<Page />);
    await userEvent.click(screen.getByText('Go to HealthDyne'));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog.textContent).toContain("You're about to exit this site. Do you wish to continue?");
    expect(links.followed).toEqual([]);
    expect(open).not.toHaveBeenCalled();
    await expectNoSeriousAxeViolations();
  });

  it('Continue opens the link in a new tab without opener or referrer and closes the modal', async () => {
    render(<Page />);
    await userEvent.click(external());
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(open).toHaveBeenCalledExactlyOnceWith('https://example.org/help', '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(external()));
    expect(document.body.style.pointerEvents).not.toBe('none');
  });

  it('closing returns focus to the link and leaves the page clickable', async () => {
    render(<Page />);
    await userEvent.click(external());
    await screen.findByRole('dialog', { name: title });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(external()));
    expect(document.body.style.pointerEvents).not.toBe('none');
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
    expect(open).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Somewhere else' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Somewhere else' }));
    await expectNoSeriousAxeViolations();
  });

  it('works the same from the keyboard: Enter on the link, Escape to close, and again', async () => {
    render(<Page />);
    external().focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: title });
    expect(links.followed).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(external()));

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: title })).toBeVisible();
  });

  it('intercepts modified clicks and the middle button too, but not the right button', async () => {
    render(<Page />);
    await userEvent.keyboard('{Control>}');
    await userEvent.click(external());
    await userEvent.keyboard('{/Control}');
    await closeLeaveModal();

    expect(auxClickExternal(1).defaultPrevented).toBe(true);
    await closeLeaveModal();

    expect(auxClickExternal(2).defaultPrevented).toBe(false);
  });

  it('lets same-site, tel: and mailto: links through', async () => {
    render(<Page />);
    for (const name of ['My prescriptions', 'Profile (absolute)', 'Call us', 'Write to us']) {
      fireEvent.click(screen.getByRole('link', { name }));
    }
    expect(links.followed).toEqual(['/prescriptions', `${window.location.origin}/profile`, 'tel:+15555550100', 'mailto:help@example.org']);
    // Give a lazily loaded modal every chance to show up.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sees links added to the page later (one listener on the document)', async () => {
    render(<Page />);
    const late = document.createElement('a');
    late.href = 'https://late.example.net/';
    late.textContent = 'Added later';
    document.body.append(late);
    await userEvent.click(late);
    expect(await screen.findByRole('dialog', { name: 'You are leaving late.example.net' })).toBeVisible();
    late.remove();
  });

  it('stops listening when unmounted', () => {
    const { unmount } = render(<Page />);
    unmount();
    const late = document.createElement('a');
    late.href = 'https://example.org/';
    document.body.append(late);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    late.dispatchEvent(click);
    late.remove();
    expect(links.followed).toEqual(['https://example.org/']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
