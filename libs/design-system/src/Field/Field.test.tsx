import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldError, describedBy, hasFieldError } from './Field.tsx';

describe('FieldError', () => {
  it('given a message, shows it as a block with a decorative icon', () => {
    render(<FieldError id="zip-error">Please enter your ZIP code</FieldError>);
    const message = screen.getByText('Please enter your ZIP code');
    const block = message.closest('#zip-error');
    expect(block).not.toBeNull();
    expect(block?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('given the text variant, shows the message without the icon', () => {
    render(<FieldError id="terms-error" variant="text">You must read and agree to the terms of use.</FieldError>);
    expect(screen.getByText('You must read and agree to the terms of use.').closest('#terms-error')?.querySelector('svg')).toBeNull();
  });

  it.each([[undefined], [null], [''], [false]])('given no message (%j), renders nothing', (message) => {
    const { container } = render(<FieldError id="e">{message}</FieldError>);
    expect(container.childElementCount).toBe(0);
  });
});

describe('field helpers', () => {
  it('describedBy joins present ids only', () => {
    expect(describedBy('a', undefined, false, '', 'b')).toBe('a b');
    expect(describedBy(undefined, null)).toBeUndefined();
  });

  it('hasFieldError is true only for a message', () => {
    expect(hasFieldError('Invalid email')).toBe(true);
    expect(hasFieldError('')).toBe(false);
    expect(hasFieldError(undefined)).toBe(false);
  });
});
