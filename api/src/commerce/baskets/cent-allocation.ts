/**
 * Splits `amount` cents over `weights` in proportion, in whole cents that add up to `amount`
 * exactly (largest remainder; ties go to the earlier entry). A voucher spread over basket lines,
 * or a line total spread over its pieces, never loses or invents a cent.
 */
export function allocateCents(amount: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`An amount in cents must be a whole number from 0, not ${amount}`);
  }
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (weights.length === 0 || total <= 0) {
    if (amount === 0) return weights.map(() => 0);
    throw new RangeError(`Cannot spread ${amount} cents over weights that add up to ${total}`);
  }
  const shares = weights.map((weight) => Math.floor((amount * weight) / total));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = weights
    .map((weight, index) => ({ index, remainder: (amount * weight) % total }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
