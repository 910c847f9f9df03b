import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { Box, Inline, Notice, Stack, noticeTones } from './Layout.tsx';

describe('Notice', () => {
  it.each(noticeTones)('a %s note that was on the page from the start is read in place, not announced', async (tone) => {
    render(<Notice tone={tone}>Your pharmacy will call you.</Notice>);
    expect(screen.getByText('Your pharmacy will call you.')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await expectNoSeriousAxeViolations();
  });

  it.each(['info', 'positive', 'neutral'] as const)('a live %s note is announced politely, as a status', (tone) => {
    render(<Notice tone={tone} live>Your payment is being confirmed.</Notice>);
    expect(screen.getByRole('status')).toHaveTextContent('Your payment is being confirmed.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a live critical note interrupts, as an alert', () => {
    render(<Notice tone="critical" live>We could not take your payment.</Notice>);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not take your payment.');
  });
});

describe('Box', () => {
  it('renders the element asked for, with its attributes, and keeps layout props off the DOM', () => {
    render(
      <Box as="section" aria-label="Pharmacy" padding="gutter" background="surface" data-testid="box">
        Text
      </Box>,
    );
    const box = screen.getByRole('region', { name: 'Pharmacy' });
    expect(box.tagName).toBe('SECTION');
    expect(box).not.toHaveAttribute('padding');
    expect(box).not.toHaveAttribute('background');
  });
});

describe('Stack and Inline', () => {
  it('keep their children in reading order, as a list when asked', () => {
    render(
      <Stack as="ul" gap="small">
        <li>First</li>
        <li>
          <Inline as="span">Second</Inline>
        </li>
      </Stack>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['First', 'Second']);
  });
});
