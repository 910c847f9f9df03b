/** The step icons of the prescription timeline (prescription-experience §4). Decorative. */
export const timelineIconNames = ['prescription', 'insurance', 'savings', 'pharmacy', 'refill', 'payment', 'sent', 'shipped'] as const;
export type TimelineIconName = (typeof timelineIconNames)[number];

const paths: Record<TimelineIconName, string> = {
  prescription: 'M7 3h7l5 5v13H7z M14 3v5h5 M10 13h6 M10 17h6',
  insurance: 'M12 3l7 3v5c0 5-3 8-7 10-4-2-7-5-7-10V6z M9 12l2 2 4-4',
  savings: 'M4 7h16v10H4z M4 10h16 M8 14h3',
  pharmacy: 'M4 10l8-6 8 6v10H4z M12 11v6 M9 14h6',
  refill: 'M20 12a8 8 0 1 1-3-6.2 M20 4v5h-5',
  payment: 'M3 6h18v12H3z M3 10h18 M7 15h4',
  sent: 'M3 12l18-8-6 18-3-7z M12 15l9-11',
  shipped: 'M2 7h12v9H2z M14 10h4l3 3v3h-7 M6 19a2 2 0 1 0 0-.1 M17 19a2 2 0 1 0 0-.1',
};

export function TimelineIcon({ name, size = 20 }: { name: TimelineIconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}
