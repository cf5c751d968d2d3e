import { getShopByCode, type ShopCode } from '@lumen/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { iconProps, type IconProps } from '../icons/icons.tsx';
import { DeliveryEstimate, type DeliveryEstimateProps } from './delivery-estimate.tsx';

function TruckIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <path d="M3 6h11v10H3z" />
      <path d="M14 9h4l3 3.5V16h-7" />
      <circle cx="7" cy="17.5" r="1.75" />
      <circle cx="17.5" cy="17.5" r="1.75" />
    </svg>
  );
}

const sentences: Record<string, (dates: string) => string> = {
  de: (dates) => `Lieferung ${dates}`,
  fr: (dates) => `Livraison ${dates}`,
  it: (dates) => `Consegna ${dates}`,
  pl: (dates) => `Dostawa ${dates}`,
  cs: (dates) => `Doručení ${dates}`,
};

const meta = {
  title: 'Design system/DeliveryEstimate',
  component: DeliveryEstimate,
  args: {
    deliveryDate: { min: '2025-11-24', max: '2025-11-26' },
    shop: getShopByCode('de-de'),
    label: (dates: string) => `Lieferung ${dates}`,
    size: 'md',
    icon: <TruckIcon />,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    shop: { control: false },
    label: { control: false },
    icon: { control: false },
  },
} satisfies Meta<typeof DeliveryEstimate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const windows: { name: string; deliveryDate: DeliveryEstimateProps['deliveryDate'] }[] = [
  { name: 'same month', deliveryDate: { min: '2025-11-24', max: '2025-11-26' } },
  { name: 'across months', deliveryDate: { min: '2025-11-28', max: '2025-12-02' } },
  { name: 'one day', deliveryDate: { min: '2025-11-25', max: '2025-11-25' } },
];

const codes: ShopCode[] = ['de-de', 'de-at', 'de-ch', 'fr-ch', 'it-ch', 'it-it', 'pl-pl', 'cs-cz'];

/** Every shop's locale for a window within a month, across months and of one day, in both sizes: the screenshot target. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <div className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-[auto_repeat(3,auto)]">
      <span className="hidden sm:block" />
      {windows.map(({ name }) => (
        <span key={name} className="hidden font-semibold text-foreground-muted sm:block">
          {name}
        </span>
      ))}
      {codes.map((code) => {
        const shop = getShopByCode(code);
        return (
          <div key={code} className="contents">
            <span className="font-semibold text-foreground-muted">{code}</span>
            {windows.map(({ name, deliveryDate }) => (
              <DeliveryEstimate
                key={name}
                {...args}
                shop={shop}
                label={sentences[shop.language] ?? args.label}
                deliveryDate={deliveryDate}
              />
            ))}
          </div>
        );
      })}
      <span className="font-semibold text-foreground-muted">sm, weekday</span>
      <DeliveryEstimate
        {...args}
        size="sm"
        dateFormat={{ weekday: 'short', day: 'numeric', month: 'long' }}
        className="sm:col-span-3"
      />
    </div>
  ),
};

export const LocaleRanges: Story = {
  render: (args) => (
    <div className="flex flex-col gap-2">
      {(['de-de', 'fr-ch', 'pl-pl'] as const).map((code) => {
        const shop = getShopByCode(code);
        return (
          <DeliveryEstimate
            key={code}
            {...args}
            // The Swiss shops write numbers as de-CH does (their intlLocaleOverwrite), not dates.
            shop={code === 'fr-ch' ? { ...shop, intlLocaleOverwrite: 'de-CH' } : shop}
            label={sentences[shop.language] ?? args.label}
            data-testid={code}
          />
        );
      })}
      <DeliveryEstimate
        {...args}
        deliveryDate={{ min: '2025-11-28', max: '2025-12-02' }}
        data-testid="across"
      />
      <DeliveryEstimate
        {...args}
        deliveryDate={{ min: '2025-11-25', max: '2025-11-25' }}
        data-testid="one-day"
      />
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('German writes the shared month once: "Lieferung 24.–26. November".', async () => {
      await expect(canvas.getByTestId('de-de')).toHaveTextContent('Lieferung 24.–26. November');
    });
    await step(
      'French (with a de-CH number format) and Polish name months in their own language.',
      async () => {
        await expect(canvas.getByTestId('fr-ch')).toHaveTextContent('Livraison 24–26 novembre');
        await expect(canvas.getByTestId('pl-pl')).toHaveTextContent('Dostawa 24–26 listopada');
      },
    );
    await step('A window across two months names both.', async () => {
      await expect(canvas.getByTestId('across')).toHaveTextContent('Lieferung 28. November – 2. Dezember');
    });
    await step('A window of one day is one date.', async () => {
      await expect(canvas.getByTestId('one-day')).toHaveTextContent('Lieferung 25. November');
    });
    await step('The icon is decoration, hidden from screen readers.', async () => {
      const icon = canvas.getByTestId('de-de').querySelector('[data-slot="delivery-estimate-icon"]');
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
    });
  },
};

export const TimestampsInTheShopsZone: Story = {
  args: {
    deliveryDate: { min: '2025-11-24T00:30:00+01:00', max: '2025-11-26T18:00:00+01:00' },
    timeZone: 'Europe/Vienna',
    shop: getShopByCode('de-at'),
  },
  play: async ({ canvasElement, step }) => {
    await step(
      'Half past midnight in Vienna is still 24 November there, though it is 23 November in UTC.',
      async () => {
        await expect(canvasElement.querySelector('[data-slot="delivery-estimate"]')).toHaveTextContent(
          'Lieferung 24.–26. November',
        );
      },
    );
  },
};

export const OnAPhone: Story = {
  args: {
    shop: getShopByCode('cs-cz'),
    label: (dates: string) => `Předpokládané doručení vaší objednávky: ${dates}`,
    deliveryDate: { min: '2025-11-28', max: '2025-12-02' },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement, step }) => {
    const line = canvasElement.querySelector('[data-slot="delivery-estimate"]');
    await step('At 375 px a long sentence wraps inside the screen, the icon beside it.', async () => {
      await expect((line?.getBoundingClientRect().right ?? 0) <= 375).toBe(true);
      await expect(line?.querySelector('svg')?.getBoundingClientRect().width).toBe(20);
    });
  },
};
