import { paymentMethodKeys, type PaymentMethodKey } from '@lumen/domain';
import type { ReactNode } from 'react';
import { IconSetSvg, type IconSetIconProps } from './icon-set-svg.tsx';

/**
 * The payment methods the icon set draws: the checkout's payment keys (§9, `@lumen/domain`) and
 * Sofort, which §2's icon set names but no market of the checkout offers.
 */
export const paymentMethodIconKeys = [...paymentMethodKeys, 'sofort'] as const;
export type PaymentMethodIconKey = PaymentMethodKey | 'sofort';

/*
 * The shop's own glyphs for how a customer pays, never a provider's logo: a card for the card
 * brands, a document for invoices, a bank for direct debit, and for the payment providers the
 * thing each is used through (a wallet, a calendar for "pay later", a QR code, a phone code). The
 * provider's name belongs in the text beside the icon.
 */
const card = (
  <>
    <rect x={2.5} y={5.5} width={19} height={13} rx={2} />
    <path d="M2.5 9.5h19M6 14.5h4" />
  </>
);

const invoice = (
  <>
    <path d="M14 3H7a1.5 1.5 0 0 0-1.5 1.5v15A1.5 1.5 0 0 0 7 21h10a1.5 1.5 0 0 0 1.5-1.5V7.5Z" />
    <path d="M14 3v4.5h4.5M8.5 11.5h7M8.5 14.5h7M8.5 17.5h4" />
  </>
);

const glyphs: Record<PaymentMethodIconKey, ReactNode> = {
  computop_creditcard_visa: card,
  computop_creditcard_mastercard: card,
  computop_creditcard_amex: card,
  accounting: invoice,
  // An invoice paid later: the document with a clock in its corner.
  ratepay_invoice: (
    <>
      <path d="M11 21H7a1.5 1.5 0 0 1-1.5-1.5v-15A1.5 1.5 0 0 1 7 3h7l4.5 4.5V10" />
      <path d="M14 3v4.5h4.5M8.5 11.5h3.5M8.5 14.5h2" />
      <circle cx={16.5} cy={16.5} r={4.5} />
      <path d="M16.5 14.5v2l1.25 1.25" />
    </>
  ),
  // Direct debit: drawn from the bank account.
  ratepay_directdebit: (
    <>
      <path d="M3.5 9 12 4l8.5 5Z" />
      <path d="M6 12v5M10 12v5M14 12v5M18 12v5M3.5 20h17" />
    </>
  ),
  // A digital wallet.
  paypal_instant: (
    <>
      <path d="M18.5 7.5V6A1.5 1.5 0 0 0 17 4.5H5.5a2 2 0 0 0 0 4" />
      <path d="M3.5 6.5v11a2 2 0 0 0 2 2h14a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1h-14a2 2 0 0 1-2-2" />
      <path d="M20.5 11.5h-3a1.5 1.5 0 0 0 0 3h3" />
    </>
  ),
  // Pay later: a calendar with a later day marked.
  klarna_paylater: (
    <>
      <rect x={3.5} y={5} width={17} height={15.5} rx={2} />
      <path d="M3.5 9.5h17M8 3v4M16 3v4M7.5 13h.01M12 13h.01M7.5 16.5h.01M12 16.5h.01" />
      <circle cx={16.25} cy={15.25} r={1.75} />
    </>
  ),
  // An online payment: a laptop confirming it.
  payu: (
    <>
      <rect x={4.5} y={4.5} width={15} height={11} rx={1.5} />
      <path d="M2.5 19.5h19M9.5 10.25 11.25 12l3.25-3.25" />
    </>
  ),
  // A code typed into the phone.
  blik: (
    <>
      <rect x={6.5} y={2.5} width={11} height={19} rx={2} />
      <path d="M11 5.5h2M9.5 12h.01M12 12h.01M14.5 12h.01M11 18.5h2" />
    </>
  ),
  // A QR code scanned with the phone.
  twint: (
    <>
      <rect x={3.5} y={3.5} width={6.5} height={6.5} rx={1} />
      <rect x={14} y={3.5} width={6.5} height={6.5} rx={1} />
      <rect x={3.5} y={14} width={6.5} height={6.5} rx={1} />
      <path d="M6.75 6.75h.01M17.25 6.75h.01M6.75 17.25h.01M14 14h2.5v2.5M20.5 14v.01M14 20.5h.01M17.25 20.5h3.25V17.5" />
    </>
  ),
  // A bank transfer: money going one way, goods the other.
  p24: (
    <>
      <path d="M4 8.5h15M15.5 5l3.5 3.5-3.5 3.5" />
      <path d="M20 15.5H5M8.5 12 5 15.5 8.5 19" />
    </>
  ),
  // An instant transfer: an arrow at speed.
  sofort: (
    <>
      <path d="M9 12h11.5M17 8.5l3.5 3.5-3.5 3.5" />
      <path d="M3 8.5h4M2 12h3.5M3 15.5h4" />
    </>
  ),
  // Cash paid on delivery: a banknote.
  cash_on_delivery: (
    <>
      <rect x={2.5} y={6.5} width={19} height={11} rx={1.5} />
      <circle cx={12} cy={12} r={2.5} />
      <path d="M6 12h.01M18 12h.01" />
    </>
  ),
};

/** Props of `PaymentMethodIcon`: the payment method to draw, the size and an optional accessible name. */
export type PaymentMethodIconProps = IconSetIconProps & {
  /** The checkout's payment key (`paypal_instant`, `twint` …) or `sofort`. */
  method: PaymentMethodIconKey;
};

/** A payment method of the §2 icon set "payment methods", as the shop's own glyph, not a logo. */
export function PaymentMethodIcon({ method, ...props }: PaymentMethodIconProps) {
  return (
    <IconSetSvg slot="payment-method-icon" value={method} {...props}>
      {() => glyphs[method]}
    </IconSetSvg>
  );
}
