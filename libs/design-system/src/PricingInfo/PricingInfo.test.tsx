import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { Modal } from '../Modal/Modal.tsx';
import { PricingInfo, type PricingInfoContent } from './PricingInfo.tsx';

const content: PricingInfoContent = {
  estimate: 'The amount shown is an estimate.',
  higher: 'If the final price is higher, we contact you.',
  lower: 'If the final price is lower, the difference is refunded.',
  processing: 'HealthDyne begins processing after your payment.',
};

describe('PricingInfo', () => {
  it('lists the four pricing statements in the spec order', async () => {
    render(<PricingInfo content={content} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([content.estimate, content.higher, content.lower, content.processing]);
    await expectNoSeriousAxeViolations();
  });

  it('takes the whole pricing copy (its title goes to the Modal) and closes back to the page', async () => {
    function PricingModal() {
      const [open, setOpen] = useState(false);
      const copy = { title: 'Prescription Pricing', ...content };
      return (
        <>
          <button onClick={() => setOpen(true)}>See more information about payments</button>
          <Modal open={open} onOpenChange={setOpen} title={copy.title} closeLabel="Close">
            <PricingInfo content={copy} />
          </Modal>
        </>
      );
    }
    render(<PricingModal />);
    const opener = screen.getByRole('button', { name: 'See more information about payments' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Prescription Pricing' });
    expect(dialog.querySelectorAll('li')).toHaveLength(4);
    await expectNoSeriousAxeViolations();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(document.body.style.pointerEvents).not.toBe('none');
  });
});
