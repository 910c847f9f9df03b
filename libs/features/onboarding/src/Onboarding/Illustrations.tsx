import type { ReactNode } from 'react';
import { art, illustration } from './Onboarding.css.ts';

/** Decorative: the slide's heading and text carry the meaning, so assistive technology skips these. */
function Drawing({ children }: { children: ReactNode }) {
  return (
    <svg className={illustration} viewBox="0 0 200 140" width="200" height="140" aria-hidden="true" focusable="false">
      <circle className={art.backdrop} cx="100" cy="70" r="64" />
      {children}
    </svg>
  );
}

/** Slide 1, "You're in!": a tick in a badge with confetti. */
export function WelcomeIllustration() {
  return (
    <Drawing>
      <circle className={art.brand} cx="100" cy="70" r="36" />
      <path className={art.onBrand} d="M84 71 l11 11 l22 -24" />
      <circle className={art.accent} cx="46" cy="34" r="5" />
      <circle className={art.accent} cx="158" cy="110" r="6" />
      <circle className={art.info} cx="160" cy="30" r="4" />
      <circle className={art.positive} cx="40" cy="106" r="4" />
      <rect className={art.accent} x="146" y="56" width="12" height="5" rx="2" transform="rotate(-30 152 58)" />
      <rect className={art.info} x="36" y="66" width="12" height="5" rx="2" transform="rotate(25 42 68)" />
    </Drawing>
  );
}

/** Slide 2, "Review your prescription": a prescription sheet with a confirmed status. */
export function PrescriptionIllustration() {
  return (
    <Drawing>
      <rect className={art.surface} x="66" y="20" width="64" height="92" rx="6" />
      <rect className={art.outline} x="66" y="20" width="64" height="92" rx="6" />
      <rect className={art.brand} x="78" y="32" width="22" height="6" rx="3" />
      <rect className={art.line} x="78" y="48" width="40" height="5" rx="2.5" />
      <rect className={art.line} x="78" y="60" width="34" height="5" rx="2.5" />
      <rect className={art.line} x="78" y="72" width="40" height="5" rx="2.5" />
      <rect className={art.line} x="78" y="84" width="26" height="5" rx="2.5" />
      <circle className={art.positive} cx="130" cy="104" r="18" />
      <path className={art.onBrand} d="M121 104 l6 6 l12 -13" />
    </Drawing>
  );
}

/** Slide 3, "Make payment": a payment card and a coin. */
export function PaymentIllustration() {
  return (
    <Drawing>
      <rect className={art.brand} x="44" y="36" width="104" height="66" rx="9" />
      <rect className={art.accent} x="44" y="50" width="104" height="12" />
      <rect className={art.surface} x="56" y="74" width="20" height="14" rx="3" />
      <rect className={art.line} x="84" y="80" width="40" height="5" rx="2.5" />
      <circle className={art.accent} cx="148" cy="100" r="20" />
      <circle className={art.surface} cx="148" cy="100" r="13" />
      <rect className={art.accent} x="145" y="92" width="6" height="16" rx="3" />
    </Drawing>
  );
}

/** Slide 4, "Delivered to your door": a parcel in front of a house. */
export function DeliveryIllustration() {
  return (
    <Drawing>
      <path className={art.brand} d="M52 64 L100 26 L148 64 Z" />
      <rect className={art.surface} x="62" y="62" width="76" height="52" />
      <rect className={art.outline} x="62" y="62" width="76" height="52" />
      <rect className={art.info} x="88" y="78" width="24" height="36" rx="2" />
      <rect className={art.accent} x="116" y="90" width="40" height="30" rx="3" />
      <rect className={art.brand} x="132" y="90" width="8" height="30" />
    </Drawing>
  );
}
