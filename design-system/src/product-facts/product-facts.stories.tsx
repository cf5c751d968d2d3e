import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductFacts } from './product-facts.tsx';

const meta = {
  title: 'Design system/ProductFacts',
  component: ProductFacts,
  args: {
    caption: 'Produktdetails',
    rows: [
      { key: 'frameWidth', label: 'Fassungsbreite', value: '139 mm' },
      { key: 'lensWidth', label: 'Glasbreite', value: '57 mm' },
      { key: 'bridgeWidth', label: 'Stegbreite', value: '18 mm' },
      { key: 'frameMaterial', label: 'Material', value: 'Acetat' },
      { key: 'faceShape', label: 'Gesichtsform', value: 'Eckig, Herzförmig' },
      { key: 'polarized', label: 'Polarisiert', value: 'Ja' },
    ],
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="w-full max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RowsReadAsNameAndValue: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Produktdetails' });
    await step('Each attribute is a row whose header is its name.', async () => {
      const rows = within(table).getAllByRole('row');
      await expect(rows).toHaveLength(6);
      await expect(within(rows[0]!).getByRole('rowheader', { name: 'Fassungsbreite' })).toBeInTheDocument();
      await expect(within(rows[0]!).getByRole('cell', { name: '139 mm' })).toBeInTheDocument();
    });
  },
};

export const CaptionForScreenReadersOnly: Story = {
  args: {
    caption: 'Szczegóły produktu',
    captionHidden: true,
    rows: [
      { key: 'contactLensType', label: 'Rodzaj soczewek', value: 'Toryczne' },
      { key: 'wearingTime', label: 'Okres noszenia', value: 'Jednodniowe' },
      { key: 'numberOfLenses', label: 'Liczba soczewek', value: '30, 90' },
    ],
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('The table keeps its name while the caption is hidden from view.', async () => {
      const table = canvas.getByRole('table', { name: 'Szczegóły produktu' });
      const caption = table.querySelector('caption')!;
      await expect(caption.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    });
  },
};

export const NoRows: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};
