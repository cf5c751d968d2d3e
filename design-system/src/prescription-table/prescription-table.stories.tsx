import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PrescriptionTable } from './prescription-table.tsx';

const meta = {
  title: 'Design system/PrescriptionTable',
  component: PrescriptionTable,
  args: {
    caption: 'Gleitsicht 2026',
    columns: [
      { field: 'sphere', label: 'SPH', accessibleLabel: 'Sphäre in Dioptrien' },
      { field: 'cylinder', label: 'ZYL', accessibleLabel: 'Zylinder in Dioptrien' },
      { field: 'axis', label: 'Achse', accessibleLabel: 'Achse in Grad' },
      { field: 'addition', label: 'ADD', accessibleLabel: 'Addition in Dioptrien' },
      { field: 'pd', label: 'PD', accessibleLabel: 'Pupillendistanz in Millimetern' },
    ],
    eyes: [
      { label: 'Rechts (R)', values: { sphere: -1.75, cylinder: null, pd: 32 } },
      { label: 'Links (L)', values: { sphere: -2.25, cylinder: -0.75, axis: 170, addition: 2, pd: 31.5 } },
    ],
    className: 'max-w-md',
  },
} satisfies Meta<typeof PrescriptionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ReadAsAnOpticianWritesIt: Story = {
  play: async ({ canvasElement, step }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Gleitsicht 2026' });
    const rows = within(table).getAllByRole('row');
    await step('Each column says in full what its abbreviation means.', async () => {
      await expect(within(table).getByRole('columnheader', { name: 'Sphäre in Dioptrien' })).toBeVisible();
      await expect(within(table).getByRole('columnheader', { name: 'Achse in Grad' })).toBeVisible();
    });
    await step('§5 formats: sign and two decimals, a dash for none, two for not chosen.', async () => {
      await expect(rows[1]).toHaveTextContent(/Rechts \(R\)\s*-1,75\s*-\s*--\s*--\s*32,0/);
      await expect(rows[2]).toHaveTextContent(/Links \(L\)\s*-2,25\s*-0,75\s*170°?\s*\+2,00\s*31,5/);
    });
  },
};
