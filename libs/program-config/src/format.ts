export type CopyValues = Record<string, string | number>;

/**
 * Fills `{name}` placeholders. An unknown placeholder stays visible as written, so a missing value
 * shows up in review instead of silently vanishing.
 */
export function formatCopy(template: string, values: CopyValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** 5555550150 -> 1 (555) 555-0150; spec: prescription-experience §5 display formats. */
export function formatPhoneForDisplay(phone: string | null | undefined): string {
  if (phone == null) return '';
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 10) return phone;
  return `1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
