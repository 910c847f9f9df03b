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

export { formatPhoneForDisplay } from '@portal/formats';
