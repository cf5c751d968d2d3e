import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a payment step is bound to: the order, by its success token, and the session that placed it. */
interface PaymentStepBinding {
  cbdToken: string;
  /** The placing session's id as stores keep it: its SHA-256 (`tokenHash`). */
  sessionHash: string;
}

/**
 * The signed step of a redirect payment: what the shopper's return from the payment page
 * must carry. An HMAC of the order and the placing session with the server's secret
 * (PAYMENT_STEP_SECRET), so neither a holder of the success token in another session nor a guessed
 * or altered step passes. Using a step once is the caller's part (order-placements.ts).
 */
export interface PaymentSteps {
  sign(binding: PaymentStepBinding): string;
  /** Whether `step` is the one `sign` gives for `binding`, compared in constant time. */
  verify(binding: PaymentStepBinding, step: string): boolean;
}

// Names what is signed, so a MAC the secret makes for anything else never passes as a payment step.
const purpose = 'lumen payment step v1';

export function paymentSteps(secret: string | Uint8Array): PaymentSteps {
  // Success tokens and hashes hold no newline: the fields cannot run into each other.
  const sign = (binding: PaymentStepBinding) =>
    createHmac('sha256', secret)
      .update(`${purpose}\n${binding.cbdToken}\n${binding.sessionHash}`)
      .digest('base64url');
  return {
    sign,
    verify(binding, step) {
      const expected = Buffer.from(sign(binding));
      const given = Buffer.from(step);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
