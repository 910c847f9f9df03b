/** Amounts (prescription-experience §5). */

/** Two decimals, e.g. 12.5 -> "12.50"; non-numbers -> "0.00". */
export function formatAmount(value: number | string | null | undefined): string {
  const number = Number(value);
  return Number.isFinite(number) ? number.toFixed(2) : '0.00';
}

/**
 * §2 Payment: "Estimated* out-of-pocket" as `$` and two decimals, `$0.00` when not above 0 where
 * the spec shows "0.00": an amount always carries its sign (decision 0061).
 */
export function formatOutOfPocket(amount: number): string {
  return `$${formatAmount(Math.max(amount, 0))}`;
}
