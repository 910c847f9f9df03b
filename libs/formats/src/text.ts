/** "bvOutcomeReason" -> "Bv Outcome Reason"; "insuranceCheck" -> "Insurance Check". */
export function splitCamelCase(value: string): string {
  const spaced = value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
