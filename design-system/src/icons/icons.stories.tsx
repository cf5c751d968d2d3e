import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BasketIcon,
  HeartIcon,
  LockIcon,
  MenuIcon,
  ReserveIcon,
  SearchIcon,
  SignInIcon,
  StoreIcon,
  UserIcon,
} from './header-glyphs.tsx';
import { CheckIcon, CloseIcon, GlobeIcon, PlusIcon, SpinnerIcon } from './icons.tsx';

const icons = {
  GlobeIcon,
  CloseIcon,
  CheckIcon,
  PlusIcon,
  SpinnerIcon,
  SearchIcon,
  StoreIcon,
  ReserveIcon,
  UserIcon,
  SignInIcon,
  HeartIcon,
  BasketIcon,
  MenuIcon,
  LockIcon,
};

const meta = {
  title: 'Design system/Icons',
  component: GlobeIcon,
  args: { className: 'size-6 text-foreground' },
} satisfies Meta<typeof GlobeIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every icon at the sizes the components use: the screenshot target. */
export const Matrix: Story = {
  render: () => (
    <div className="grid grid-cols-[auto_repeat(3,auto)] items-center gap-x-8 gap-y-4 text-sm text-foreground">
      {Object.entries(icons).map(([name, Icon]) => (
        <div key={name} className="contents">
          <span className="text-foreground-muted">{name}</span>
          <Icon className="size-4" />
          <Icon className="size-5" />
          <Icon className="size-6 text-accent" />
        </div>
      ))}
    </div>
  ),
};
