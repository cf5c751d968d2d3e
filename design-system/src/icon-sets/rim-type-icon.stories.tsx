import type { Meta, StoryObj } from '@storybook/react-vite';
import { RimTypeIcon, rimTypeKeys, type RimType } from './rim-type-icon.tsx';
import { expectDecorativeIcon, expectNamedIcon, iconSetGalleryStory } from './icon-set-gallery.tsx';

/** The German labels of the rim types. */
const germanLabels = {
  full_rim: 'Vollrand',
  nylor: 'Nylor',
  rimless: 'Randlos',
  inline_grooves: 'Gerillt',
} satisfies Record<RimType, string>;

const meta = {
  title: 'Design system/Icon sets/Rim types',
  component: RimTypeIcon,
  args: { rimType: 'nylor', size: 'xl', title: 'Nylor' },
  argTypes: {
    rimType: { control: 'select', options: rimTypeKeys },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof RimTypeIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every rim type with its key and German label, at 48 and 24 px: the gallery and screenshot target. */
export const Matrix: Story = iconSetGalleryStory({
  heading: 'Randarten',
  keys: rimTypeKeys,
  labels: germanLabels,
  icon: (rimType, size) => <RimTypeIcon rimType={rimType} size={size} />,
});

/** With a title the icon is an image with a name, here in Czech. */
export const Named: Story = {
  args: { rimType: 'rimless', title: 'Bezobroučkové' },
  play: expectNamedIcon('rimless'),
};

/** Without a title the icon is decorative: the visible text beside it names it. */
export const Decorative: Story = {
  args: { title: undefined, size: 'md' },
  render: (args) => (
    <p className="flex items-center gap-2 text-accent">
      <RimTypeIcon {...args} />
      <span>Nylor</span>
    </p>
  ),
  play: expectDecorativeIcon('rim-type-icon'),
};
