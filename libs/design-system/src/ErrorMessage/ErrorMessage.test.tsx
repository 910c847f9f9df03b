import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { ErrorBanner, ErrorBox } from './ErrorMessage.tsx';

describe('ErrorBox and ErrorBanner', () => {
  it.each([
    ['ErrorBox', ErrorBox],
    ['ErrorBanner', ErrorBanner],
  ])('%s is a polite alert that stays mounted when empty, so a later message is announced', async (_name, Component) => {
    const { rerender } = render(<Component />);
    const region = screen.getByRole('alert');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    rerender(<Component>That code wasn't quite right, try entering it again.</Component>);
    expect(screen.getByRole('alert')).toBe(region);
    expect(region.textContent).toBe("That code wasn't quite right, try entering it again.");
    await expectNoSeriousAxeViolations();
  });

  it('the banner has the alert-circle icon, hidden from screen readers', () => {
    render(<ErrorBanner>Please try again later.</ErrorBanner>);
    const icon = screen.getByRole('alert').querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
  });

  it('renders server text as text, never as HTML', () => {
    render(<ErrorBox>{'<img src=x onerror=alert(1)>'}</ErrorBox>);
    expect(screen.getByRole('alert').querySelector('img')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
