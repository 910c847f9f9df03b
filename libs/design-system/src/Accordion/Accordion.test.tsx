import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { Accordion, AccordionItem } from './Accordion.tsx';

function Sections({ defaultValue }: { defaultValue?: string }) {
  return (
    <Accordion defaultValue={defaultValue}>
      <AccordionItem value="delivery" title="Delivery">
        <p>Most medications arrive in 1-4 days.</p>
      </AccordionItem>
      <AccordionItem value="support" title="Pharmacist support">
        <p>Pharmacists are available 24/7.</p>
      </AccordionItem>
      <AccordionItem value="payment" title="Payment">
        <p>Savings are applied before you pay.</p>
      </AccordionItem>
    </Accordion>
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });
const expanded = (name: string) => trigger(name).getAttribute('aria-expanded');

describe('Accordion', () => {
  it('given closed sections, shows each title as a button inside a heading, all collapsed', async () => {
    render(<Sections />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Delivery', 'Pharmacist support', 'Payment']);
    for (const name of ['Delivery', 'Pharmacist support', 'Payment']) expect(expanded(name)).toBe('false');
    expect(screen.queryByText('Most medications arrive in 1-4 days.')).toBeNull();
    await expectNoSeriousAxeViolations();
  });

  it('when a title is clicked, opens its section as a region named by the title; clicking again closes it', async () => {
    render(<Sections />);
    await userEvent.click(trigger('Delivery'));
    expect(expanded('Delivery')).toBe('true');
    const region = screen.getByRole('region', { name: 'Delivery' });
    expect(region.textContent).toBe('Most medications arrive in 1-4 days.');
    expect(trigger('Delivery').getAttribute('aria-controls')).toBe(region.id);
    await expectNoSeriousAxeViolations();

    await userEvent.click(trigger('Delivery'));
    expect(expanded('Delivery')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('keeps one section open at a time', async () => {
    render(<Sections defaultValue="delivery" />);
    expect(expanded('Delivery')).toBe('true');
    await userEvent.click(trigger('Payment'));
    expect(expanded('Payment')).toBe('true');
    expect(expanded('Delivery')).toBe('false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('toggles with Enter and Space, and moves between titles with the arrow keys, Home and End', async () => {
    render(<Sections />);
    await userEvent.tab();
    expect(document.activeElement).toBe(trigger('Delivery'));

    await userEvent.keyboard('{Enter}');
    expect(expanded('Delivery')).toBe('true');
    await userEvent.keyboard(' ');
    expect(expanded('Delivery')).toBe('false');

    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(trigger('Pharmacist support'));
    await userEvent.keyboard(' ');
    expect(expanded('Pharmacist support')).toBe('true');

    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(trigger('Payment'));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(trigger('Delivery'));
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(trigger('Payment'));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(trigger('Delivery'));
    await expectNoSeriousAxeViolations();
  });

  it('takes the heading level that fits the page outline', () => {
    render(
      <Accordion>
        <AccordionItem value="a" title="Delivery" headingLevel="4">
          <p>Text</p>
        </AccordionItem>
      </Accordion>,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Delivery' })).toBeVisible();
  });

  it('can be controlled', async () => {
    const changes: string[] = [];
    render(
      <Accordion value="support" onValueChange={(value) => changes.push(value)}>
        <AccordionItem value="delivery" title="Delivery">
          <p>Text</p>
        </AccordionItem>
        <AccordionItem value="support" title="Pharmacist support">
          <p>Text</p>
        </AccordionItem>
      </Accordion>,
    );
    expect(expanded('Pharmacist support')).toBe('true');
    await userEvent.click(trigger('Delivery'));
    expect(changes).toEqual(['delivery']);
    // Controlled: nothing changes until the owner passes the new value.
    expect(expanded('Pharmacist support')).toBe('true');
  });
});
