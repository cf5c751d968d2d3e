import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  PaymentMethodIcon,
  paymentMethodIconKeys,
  type PaymentMethodIconKey,
} from './payment-method-icon.tsx';
import { expectDecorativeIcon, expectNamedIcon, iconSetGalleryStory } from './icon-set-gallery.tsx';

/** The German names of the payment methods, as the checkout shows them beside the icons. */
const germanLabels = {
  paypal_instant: 'PayPal',
  klarna_paylater: 'Klarna – Später bezahlen',
  ratepay_invoice: 'Ratepay – Kauf auf Rechnung',
  computop_creditcard_visa: 'Kreditkarte (Visa)',
  computop_creditcard_mastercard: 'Kreditkarte (Mastercard)',
  computop_creditcard_amex: 'Kreditkarte (American Express)',
  ratepay_directdebit: 'Ratepay – Lastschrift',
  accounting: 'Kauf auf Rechnung',
  payu: 'PayU',
  blik: 'BLIK',
  twint: 'TWINT',
  p24: 'Przelewy24',
  cash_on_delivery: 'Nachnahme',
  sofort: 'Sofortüberweisung',
} satisfies Record<PaymentMethodIconKey, string>;

const meta = {
  title: 'Design system/Icon sets/Payment methods',
  component: PaymentMethodIcon,
  args: { method: 'klarna_paylater', size: 'xl', title: 'Klarna – Später bezahlen' },
  argTypes: {
    method: { control: 'select', options: paymentMethodIconKeys },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof PaymentMethodIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every payment method with its key and German name, at 48 and 24 px: the gallery and screenshot target. */
export const Matrix: Story = iconSetGalleryStory({
  heading: 'Zahlungsarten',
  keys: paymentMethodIconKeys,
  labels: germanLabels,
  icon: (method, size) => <PaymentMethodIcon method={method} size={size} />,
});

/** With a title the icon is an image with a name, here in Polish. */
export const Named: Story = {
  args: { method: 'blik', title: 'Płatność kodem BLIK' },
  play: expectNamedIcon('blik'),
};

/** Without a title the icon is decorative: the visible text beside it names it. */
export const Decorative: Story = {
  args: { title: undefined, size: 'md' },
  render: (args) => (
    <p className="flex items-center gap-2 text-accent">
      <PaymentMethodIcon {...args} />
      <span>Klarna – Später bezahlen</span>
    </p>
  ),
  play: expectDecorativeIcon('payment-method-icon'),
};
