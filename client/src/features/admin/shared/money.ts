/** '149.50' → 14950 paise; null for anything but a positive amount in rupees with at most two decimals. */
export function paiseOf(rupees: string): number | null {
  const text = rupees.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const paise = Math.round(Number(text) * 100);
  return paise > 0 ? paise : null;
}
