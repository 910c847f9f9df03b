/**
 * A prerendered page (the sign-in page) shows its fields before the app has loaded; what a patient
 * types in that moment lives in the input alone, and React, hydrating, keeps it on screen but not
 * in the form's state, so it would be lost on the next keystroke or submitted as empty. On mount,
 * an input whose text differs from the form's value hands that text to the form as the patient's
 * own input event (through the prototype's setter, so React's value tracker sees a change).
 * Nothing happens on a page rendered in the browser: there the two always agree.
 */
export function adoptTextTypedBeforeHydration(input: HTMLInputElement | null, value: string | undefined): void {
  if (!input || value === undefined || input.value === value) return;
  const typed = input.value;
  input.value = value;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, typed);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
