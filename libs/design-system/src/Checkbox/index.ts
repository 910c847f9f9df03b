export { Checkbox, TOOLTIP_HOVER_DELAY_MS, type CheckboxProps, type CheckboxTooltip } from './Checkbox.tsx';
