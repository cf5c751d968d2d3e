import type { Meta, StoryObj } from '@storybook/react-vite';
import { FrameColorIcon } from './frame-color-icon.tsx';
import { frameColorKeys, type FrameColor } from './frame-colors.ts';
import { expectDecorativeIcon, expectNamedIcon, iconSetGalleryStory } from './icon-set-gallery.tsx';

/** The German labels of the frame colours. */
const germanLabels = {
  black: 'Schwarz',
  havana: 'Havanna',
  tortoise: 'Schildpatt',
  brown: 'Braun',
  gold: 'Gold',
  silver: 'Silber',
  gunmetal: 'Gunmetal',
  grey: 'Grau',
  blue: 'Blau',
  navy: 'Dunkelblau',
  green: 'Grün',
  red: 'Rot',
  burgundy: 'Bordeaux',
  pink: 'Rosa',
  purple: 'Lila',
  white: 'Weiß',
  transparent: 'Transparent',
  beige: 'Beige',
} satisfies Record<FrameColor, string>;

const meta = {
  title: 'Design system/Icon sets/Frame colours',
  component: FrameColorIcon,
  args: { color: 'tortoise', size: 'xl', title: 'Schildpatt' },
  argTypes: {
    color: { control: 'select', options: frameColorKeys },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof FrameColorIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every frame colour with its key and German label, at 48 and 24 px: the gallery and screenshot target. */
export const Matrix: Story = iconSetGalleryStory({
  heading: 'Fassungsfarben',
  keys: frameColorKeys,
  labels: germanLabels,
  icon: (color, size) => <FrameColorIcon color={color} size={size} />,
});

/** With a title the swatch is an image with a name, here in French. */
export const Named: Story = {
  args: { color: 'havana', title: 'Havane' },
  play: expectNamedIcon('havana'),
};

/** Without a title the icon is decorative: the visible text beside it names it. */
export const Decorative: Story = {
  args: { title: undefined, size: 'md' },
  render: (args) => (
    <p className="flex items-center gap-2 text-accent">
      <FrameColorIcon {...args} />
      <span>Schildpatt</span>
    </p>
  ),
  play: expectDecorativeIcon('frame-color-icon'),
};
