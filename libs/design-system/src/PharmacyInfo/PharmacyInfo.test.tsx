import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { Modal } from '../Modal/Modal.tsx';
import { healthDyneExample } from './fixtures.ts';
import { PharmacyInfo } from './PharmacyInfo.tsx';

describe('PharmacyInfo', () => {
  it('given content, shows the header, the brief and one collapsed section per entry', async () => {
    render(<PharmacyInfo {...healthDyneExample} />);
    expect(screen.getByRole('heading', { level: 2, name: 'HealthDyne Specialty Pharmacy' })).toBeVisible();
    expect(screen.getByText('A specialty pharmacy that ships your medication to your door.')).toBeVisible();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Delivery', 'Pharmacist support', 'Payment']);
    for (const button of screen.getAllByRole('button')) expect(button.getAttribute('aria-expanded')).toBe('false');
    await expectNoSeriousAxeViolations();
  });

  it('when a section title is pressed, shows its text; another section closes the first', async () => {
    render(<PharmacyInfo {...healthDyneExample} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delivery' }));
    expect(screen.getByRole('region', { name: 'Delivery' }).textContent).toBe('Most medications arrive in 1-4 days, with free shipping.');
    await userEvent.click(screen.getByRole('button', { name: 'Pharmacist support' }));
    expect(screen.getByRole('region', { name: 'Pharmacist support' }).textContent).toBe('Pharmacists are available 24/7 to answer your questions.');
    expect(screen.queryByRole('region', { name: 'Delivery' })).toBeNull();
    await expectNoSeriousAxeViolations();
  });

  it('places the header at the given level, sections one below', () => {
    render(<PharmacyInfo {...healthDyneExample} headingLevel="3" />);
    expect(screen.getByRole('heading', { level: 3, name: 'HealthDyne Specialty Pharmacy' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  });

  it('in a Modal, the header is the dialog title and is not repeated; closing leaves the page clickable', async () => {
    function PharmacyModal() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>About HealthDyne</button>
          <Modal open={open} onOpenChange={setOpen} title={healthDyneExample.header} closeLabel="Close">
            <PharmacyInfo {...healthDyneExample} headerPlacement="dialogTitle" />
          </Modal>
        </>
      );
    }
    render(<PharmacyModal />);
    const opener = screen.getByRole('button', { name: 'About HealthDyne' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'HealthDyne Specialty Pharmacy' });
    expect(screen.getAllByText('HealthDyne Specialty Pharmacy')).toHaveLength(1);
    expect(dialog.querySelectorAll('h3')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Payment' }));
    expect(screen.getByRole('region', { name: 'Payment' })).toBeVisible();
    await expectNoSeriousAxeViolations();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(document.body.style.pointerEvents).not.toBe('none');
  });
});
