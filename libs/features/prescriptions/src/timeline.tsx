import type { TimelineItem } from '@portal/care';
import { PhoneText, ServerText, type TimelineEntry, type TimelineLabels } from '@portal/design-system';
import type { Copy } from '@portal/program-config';
import { stepIcons } from './rules.ts';

/** A timeline text with its phone numbers as links; the server's own words marked as English. */
const text = (value: string, fromServer: boolean | undefined) => (fromServer ? <ServerText><PhoneText text={value} /></ServerText> : <PhoneText text={value} />);

/** `steps`: the steps' titles in the patient's language. */
export function timelineEntries(items: TimelineItem[], steps: Copy['timeline']['steps']): TimelineEntry[] {
  return items
    .filter((item) => item.visible)
    .map((item, index) => ({
      key: `${item.step}-${index}`,
      title: steps[item.step],
      status: item.status,
      icon: stepIcons[item.step],
      // The pharmacy step's subtitle is the pharmacy's name, in no language: a page translation leaves it be.
      ...(item.subtitle ? { subtitle: item.step === 'pharmacySelected' && !item.serverText?.subtitle ? <span translate="no">{item.subtitle}</span> : text(item.subtitle, item.serverText?.subtitle) } : {}),
      ...(item.read_more ? { readMore: text(item.read_more, item.serverText?.read_more) } : {}),
    }));
}

export function timelineLabels(copy: Copy): TimelineLabels {
  return {
    label: copy.prescriptions.statusLabel,
    readMore: copy.timeline.readMore,
    readLess: copy.timeline.readLess,
    status: {
      Pending: copy.timeline.statusPending,
      'In Progress': copy.timeline.statusInProgress,
      Alert: copy.timeline.statusAlert,
      'Get more info': copy.timeline.statusGetMoreInfo,
      Completed: copy.timeline.statusCompleted,
      Closed: copy.timeline.statusClosed,
    },
  };
}
