import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { GlobalMessage, GLOBAL_MESSAGE_AUTO_HIDE_MS } from './GlobalMessage.tsx';
import { GlobalMessageProvider, useGlobalMessage } from './GlobalMessageContext.tsx';
import { GlobalMessageOutlet } from './GlobalMessageOutlet.tsx';

afterEach(() => vi.useRealTimers());

const success = { type: 'success' as const, header: 'Payment Successful', description: 'We will notify you when your prescription has been processed.' };

describe('GlobalMessage', () => {
  it('given a message, it scrolls the page to the top and hides itself after 8000 ms', () => {
    vi.useFakeTimers();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const onHide = vi.fn();
    render(<GlobalMessage message={success} onHide={onHide} dismissLabel="Dismiss message" />);
    expect(screen.getByText('Payment Successful')).toBeVisible();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    act(() => vi.advanceTimersByTime(GLOBAL_MESSAGE_AUTO_HIDE_MS - 1));
    expect(onHide).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onHide).toHaveBeenCalledTimes(1);
    expect(GLOBAL_MESSAGE_AUTO_HIDE_MS).toBe(8000);
  });

  it('a keepScroll message leaves the scroll position alone', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<GlobalMessage message={{ ...success, keepScroll: true }} onHide={() => undefined} dismissLabel="Dismiss message" />);
    expect(screen.getByText('Payment Successful')).toBeVisible();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it.each(['success', 'info', 'error'] as const)('a %s message is announced and passes axe', async (type) => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<GlobalMessage message={{ type, header: 'Header', description: 'Description' }} onHide={() => undefined} dismissLabel="Dismiss message" />);
    expect(screen.getByRole(type === 'error' ? 'alert' : 'status').textContent).toContain('Description');
    await expectNoSeriousAxeViolations();
  });

  it('through the provider, a page shows a message and the patient can dismiss it', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    function Page() {
      const { showMessage } = useGlobalMessage();
      return <button onClick={() => showMessage({ type: 'error', header: 'Payment Failed', description: 'Please try again later.' })}>Pay</button>;
    }
    render(
      <GlobalMessageProvider>
        <GlobalMessageOutlet dismissLabel="Dismiss message" />
        <Page />
      </GlobalMessageProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('alert').textContent).toContain('Payment Failed');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('Payment Failed')).toBeNull();
  });
});
