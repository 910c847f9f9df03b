/**
 * spec: prescription-experience §2 Responsive breakpoints. Mobile-first: styles are written for a
 * small phone and widened at these minimum widths.
 */
export const breakpoints = {
  /** small mobile is up to 380px */
  mobile: 381,
  /** tablet 768-1199px */
  tablet: 768,
  /** content column becomes 45rem from 900px */
  content: 900,
  wide: 1064,
  /** desktop 1200px and above; content 60rem */
  desktop: 1200,
} as const;

export const media = {
  mobile: `screen and (min-width: ${breakpoints.mobile}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  content: `screen and (min-width: ${breakpoints.content}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;
