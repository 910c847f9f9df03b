import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { Timeline, timelineStatuses, type TimelineEntry, type TimelineLabels } from './Timeline.tsx';

const labels: TimelineLabels = {
  label: 'Prescription status',
  readMore: 'more',
  readLess: 'less',
  status: { Pending: 'Pending', 'In Progress': 'In Progress', Alert: 'Alert', 'Get more info': 'Get more info', Completed: 'Completed', Closed: 'Closed' },
};

const entries: TimelineEntry[] = timelineStatuses.map((status, index) => ({
  key: status,
  title: `Step ${index + 1}`,
  status,
  icon: index === 0 ? null : 'prescription',
  subtitle: `Subtitle ${index + 1}`,
  ...(index === 2 ? { readMore: 'Your plan does not cover the medication.' } : {}),
}));

describe('Timeline', () => {
  it('lists every step with its status written out, not only as colour', async () => {
    render(<Timeline entries={entries} labels={labels} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(6);
    timelineStatuses.forEach((status, index) => expect(items[index]!.textContent).toContain(status));
    await expectNoSeriousAxeViolations();
  });

  it('draws no line before the first item and one before each later item', () => {
    render(<Timeline entries={entries} labels={labels} />);
    const items = screen.getAllByRole('listitem');
    const lines = (item: HTMLElement) => item.querySelectorAll('span[aria-hidden="true"]').length;
    expect(lines(items[0]!)).toBe(1); // the marker only
    expect(lines(items[1]!)).toBe(2); // line + marker
  });

  it('read more expands and collapses, labelled more / less', async () => {
    render(<Timeline entries={entries} labels={labels} />);
    const toggle = screen.getByRole('button', { name: /^more\s*Step 3$/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Your plan does not cover the medication.')).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByText('Your plan does not cover the medication.')).toBeVisible();
    expect(screen.getByRole('button', { name: /^less\s*Step 3$/ }).getAttribute('aria-expanded')).toBe('true');
    await expectNoSeriousAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: /^less\s*Step 3$/ }));
    expect(screen.queryByText('Your plan does not cover the medication.')).toBeNull();
  });

  it('an unknown step has no icon', () => {
    render(<Timeline entries={entries} labels={labels} />);
    expect(screen.getAllByRole('listitem')[0]!.querySelector('svg')).toBeNull();
    expect(screen.getAllByRole('listitem')[1]!.querySelector('svg')).not.toBeNull();
  });
});
