export { Timeline, timelineStatuses, type TimelineEntry, type TimelineLabels, type TimelineStatus } from './Timeline.tsx';
export { TimelineIcon, timelineIconNames, type TimelineIconName } from './TimelineIcon.tsx';
