import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { Checkbox, type CheckboxProps } from './Checkbox.tsx';

type HarnessProps = Partial<Omit<CheckboxProps, 'isSelected'>> & { initiallySelected?: boolean };

function Harness({ initiallySelected = false, onChange, children = 'I am a resident of the United States', ...props }: HarnessProps) {
  const [isSelected, setSelected] = useState(initiallySelected);
  return (
    <>
      <Checkbox
        {...props}
        isSelected={isSelected}
        onChange={(next) => {
          setSelected(next);
          onChange?.(next);
        }}
      >
        {children}
      </Checkbox>
      <button type="button">Elsewhere</button>
    </>
  );
}

const residency = () => screen.getByRole('checkbox', { name: 'I am a resident of the United States' }) as HTMLInputElement;

describe('Checkbox', () => {
  it('when its label is clicked, then it toggles', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByText('I am a resident of the United States'));
    expect(residency().checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByText('I am a resident of the United States'));
    expect(residency().checked).toBe(false);
    await expectNoSeriousAxeViolations();
  });

  it('when Space is pressed on it, then it toggles', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(document.activeElement).toBe(residency());
    await user.keyboard(' ');
    expect(residency().checked).toBe(true);
  });

  it('given a link in the label, when the link is pressed, then it acts and the box does not toggle', async () => {
    const user = userEvent.setup();
    const openTerms = vi.fn();
    const onChange = vi.fn();
    render(
      <Harness onChange={onChange}>
        I have read and agree to the{' '}
        <button type="button" onClick={openTerms}>
          terms of use
        </button>
      </Harness>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I have read and agree to the terms of use' }) as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: 'terms of use' }));
    expect(openTerms).toHaveBeenCalledTimes(1);
    expect(checkbox.checked).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByText(/I have read and agree to the/));
    expect(checkbox.checked).toBe(true);
  });

  it('given an anchor in the label, when it is clicked, then the box does not toggle and the link is not blocked', async () => {
    const user = userEvent.setup();
    const onLinkClick = vi.fn((event: MouseEvent) => event.defaultPrevented);
    render(
      <Harness>
        I agree to the <a href="#terms" onClick={(event) => onLinkClick(event.nativeEvent)}>terms of use</a>
      </Harness>,
    );
    await user.click(screen.getByRole('link', { name: 'terms of use' }));
    expect(onLinkClick).toHaveReturnedWith(false);
    expect((screen.getByRole('checkbox', { name: 'I agree to the terms of use' }) as HTMLInputElement).checked).toBe(false);
  });

  it('given an element with role link in the label, when it is pressed, then the box does not toggle', async () => {
    const user = userEvent.setup();
    const openTerms = vi.fn();
    render(
      <Harness>
        I agree to the{' '}
        <span role="link" tabIndex={0} onClick={openTerms} onKeyDown={openTerms}>
          terms of use
        </span>
      </Harness>,
    );
    await user.click(screen.getByRole('link', { name: 'terms of use' }));
    expect(openTerms).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('checkbox', { name: 'I agree to the terms of use' }) as HTMLInputElement).checked).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1));
    await user.click(screen.getByText(/I agree to the/));
    expect((screen.getByRole('checkbox', { name: 'I agree to the terms of use' }) as HTMLInputElement).checked).toBe(true);
  });

  it('given required, it is announced as required', () => {
    render(<Harness isRequired />);
    expect(residency().getAttribute('aria-required')).toBe('true');
  });

  it('given an error, it is invalid and described by the red text beneath', async () => {
    const message = 'You must be a resident of the United States, (including DC, Puerto Rico, Guam or US Virgin Islands).';
    render(<Harness isRequired errorMessage={message} />);
    const errorId = screen.getByText(message).closest('[id]')?.id ?? '';
    expect(residency().getAttribute('aria-invalid')).toBe('true');
    expect(residency().getAttribute('aria-describedby')).toContain(errorId);
    await expectNoSeriousAxeViolations();
  });

  it('given disabled, clicking does not toggle', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness isDisabled initiallySelected onChange={onChange} />);
    await user.click(screen.getByText('I am a resident of the United States'));
    expect(residency().checked).toBe(true);
    expect(residency().disabled).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
    await expectNoSeriousAxeViolations();
  });

  describe('with a tooltip', () => {
    const tooltip = { content: 'We can only support patients living in the US.', triggerLabel: 'About US residency' };

    it('when the info button is pressed, then the tooltip shows and describes it; a second press hides it', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Harness tooltip={tooltip} onChange={onChange} />);
      const info = screen.getByRole('button', { name: 'About US residency' });
      expect(screen.queryByRole('tooltip')).toBeNull();
      await user.click(info);
      const shown = screen.getByRole('tooltip');
      expect(shown.textContent).toBe(tooltip.content);
      expect(info.getAttribute('aria-describedby')).toBe(shown.id);
      expect(onChange).not.toHaveBeenCalled();
      await expectNoSeriousAxeViolations();
      await user.click(info);
      expect(screen.queryByRole('tooltip')).toBeNull();
    });

    it('when the info button gets keyboard focus, then the tooltip shows, and Escape hides it', async () => {
      const user = userEvent.setup();
      render(<Harness tooltip={tooltip} />);
      await user.tab();
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'About US residency' }));
      expect(screen.getByRole('tooltip').textContent).toBe(tooltip.content);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('tooltip')).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'About US residency' }));
    });

    it('when the pointer rests on the info button, then the tooltip shows, and leaves when it leaves', async () => {
      const user = userEvent.setup();
      render(<Harness tooltip={tooltip} />);
      // The mouse arrives from elsewhere on the page (react-aria tells hover from focus by it).
      await user.hover(screen.getByRole('button', { name: 'Elsewhere' }));
      await user.hover(screen.getByRole('button', { name: 'About US residency' }));
      expect(await screen.findByRole('tooltip')).toBeVisible();
      await user.unhover(screen.getByRole('button', { name: 'About US residency' }));
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    });
  });
});

