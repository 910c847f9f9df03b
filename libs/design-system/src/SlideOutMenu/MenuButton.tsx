import type { Ref } from 'react';
import { MenuIcon } from '../icons/MenuIcon.tsx';
import { iconButton } from './MenuButton.css.ts';

export interface MenuButtonProps {
  /** Accessible name, e.g. "Open menu"; the open state is in `aria-expanded`, not in the name. */
  label: string;
  expanded: boolean;
  /** Id of the `SlideOutMenu` panel; referenced only while it is open (it is not in the document otherwise). */
  controls: string;
  onClick: () => void;
  /** Hover or focus: a chance to start loading the panel before the press. */
  onIntent?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The header's menu button. Light on purpose (no Radix): it sits on every signed-in page, while the
 * panel it opens can load when first needed.
 */
export function MenuButton({ label, expanded, controls, onClick, onIntent, ref }: MenuButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={iconButton}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <MenuIcon size={28} />
    </button>
  );
}
