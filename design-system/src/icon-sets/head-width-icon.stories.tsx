import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeadWidthIcon, headWidthKeys, type HeadWidth } from './head-width-icon.tsx';
import { expectDecorativeIcon, expectNamedIcon, iconSetGalleryStory } from './icon-set-gallery.tsx';

/** The German labels of the head widths. */
const germanLabels = {
  narrow: 'Schmal',
  medium: 'Mittel',
  wide: 'Breit',
} satisfies Record<HeadWidth, string>;

const meta = {
  title: 'Design system/Icon sets/Head widths',
  component: HeadWidthIcon,
  args: { headWidth: 'medium', size: 'xl', title: 'Mittel' },
  argTypes: {
    headWidth: { control: 'select', options: headWidthKeys },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof HeadWidthIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every head width with its key and German label, at 48 and 24 px: the gallery and screenshot target. */
export const Matrix: Story = iconSetGalleryStory({
  heading: 'Kopfbreiten',
  keys: headWidthKeys,
  labels: germanLabels,
  icon: (headWidth, size) => <HeadWidthIcon headWidth={headWidth} size={size} />,
});

/** With a title the icon is an image with a name, here in French. */
export const Named: Story = {
  args: { headWidth: 'wide', title: 'Large' },
  play: expectNamedIcon('wide'),
};

/** Without a title the icon is decorative: the visible text beside it names it. */
export const Decorative: Story = {
  args: { title: undefined, size: 'md' },
  render: (args) => (
    <p className="flex items-center gap-2 text-accent">
      <HeadWidthIcon {...args} />
      <span>Für mittlere Kopfbreiten</span>
    </p>
  ),
  play: expectDecorativeIcon('head-width-icon'),
};
