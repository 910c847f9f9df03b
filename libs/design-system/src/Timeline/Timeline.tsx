import { useId, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../a11y.css.ts';
import * as styles from './Timeline.css.ts';
import { TimelineIcon, type TimelineIconName } from './TimelineIcon.tsx';

export const timelineStatuses = ['Pending', 'In Progress', 'Alert', 'Get more info', 'Completed', 'Closed'] as const;
export type TimelineStatus = (typeof timelineStatuses)[number];

export interface TimelineEntry {
  key: string;
  title: string;
  status: TimelineStatus;
  subtitle?: ReactNode;
  readMore?: ReactNode;
  /** No icon when the title is not a known step. */
  icon: TimelineIconName | null;
}

function TimelineRow({ entry, previous, labels }: { entry: TimelineEntry; previous?: TimelineEntry; labels: TimelineLabels }) {
  const [expanded, setExpanded] = useState(false);
  const readMoreId = useId();
  return (
    <li className={`${styles.item} ${styles.itemColours({ status: entry.status, previous: previous?.status ?? entry.status })}`}>
      {previous ? <span className={styles.connector} aria-hidden="true" /> : null}
      <span className={styles.marker} aria-hidden="true">
        {entry.icon ? <TimelineIcon name={entry.icon} /> : null}
      </span>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h3 className={styles.title}>{entry.title}</h3>
          {/* Colour is never the only signal: the status is written out too. */}
          <span className={styles.status}>{labels.status[entry.status]}</span>
        </div>
        {entry.subtitle ? <p className={styles.subtitle}>{entry.subtitle}</p> : null}
        {entry.readMore ? (
          <>
            {expanded ? (
              <p id={readMoreId} className={styles.readMoreText}>
                {entry.readMore}
              </p>
            ) : null}
            <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={expanded ? readMoreId : undefined} onClick={() => setExpanded((open) => !open)}>
              {expanded ? labels.readLess : labels.readMore}
              <span className={visuallyHidden}>{` ${entry.title}`}</span>
            </button>
          </>
        ) : null}
      </div>
    </li>
  );
}

export interface TimelineLabels {
  /** The list's accessible name, e.g. "Prescription status". */
  label: string;
  readMore: string;
  readLess: string;
  status: Record<TimelineStatus, string>;
}

/** The prescription's steps with their status, a gradient line between consecutive steps, and read more/less. */
export function Timeline({ entries, labels }: { entries: TimelineEntry[]; labels: TimelineLabels }) {
  return (
    <ol className={styles.list} aria-label={labels.label}>
      {entries.map((entry, index) => (
        <TimelineRow key={entry.key} entry={entry} previous={entries[index - 1]} labels={labels} />
      ))}
    </ol>
  );
}
