import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import type { IconSetIconProps } from './icon-set-svg.tsx';

/*
 * The gallery the icon-set stories share (not exported from the package): every key of a set
 * with its German label, at the 24 px grid size and at the content-block size, on the page
 * background and on a muted surface, so that a set is seen, compared and screenshot as a whole.
 */

type GalleryProps<Key extends string> = {
  /** The set's name, as the gallery's heading and the list's name. */
  heading: string;
  keys: readonly Key[];
  /** German label of each key. */
  labels: Record<Key, string>;
  /** Draws one key at one size. */
  icon: (key: Key, size: NonNullable<IconSetIconProps['size']>) => ReactNode;
};

function IconSetGallery<Key extends string>({ heading, keys, labels, icon }: GalleryProps<Key>) {
  return (
    <section lang="de" aria-label={heading} className="flex w-full max-w-5xl flex-col gap-4 text-foreground">
      <h2 className="text-lg font-semibold">{heading}</h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fill,minmax(10rem,1fr))]">
        {keys.map((key) => (
          <li
            key={key}
            data-key={key}
            className="flex flex-col gap-3 rounded-md border border-border bg-surface p-3"
          >
            <div className="flex items-end gap-3">
              <span className="grid size-16 place-items-center rounded-sm bg-surface-muted">
                {icon(key, 'xl')}
              </span>
              <span className="grid size-10 place-items-center">{icon(key, 'md')}</span>
            </div>
            <div className="flex flex-col">
              <span className="text-sm font-semibold break-words hyphens-auto">{labels[key]}</span>
              <code className="font-mono text-xs break-all text-foreground-muted">{key}</code>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The gallery's play: each key's tile holds its label and two drawn, decorative icons. */
async function expectEveryKeyDrawn<Key extends string>(
  canvasElement: HTMLElement,
  keys: readonly Key[],
  labels: Record<Key, string>,
) {
  const tiles = canvasElement.querySelectorAll<HTMLElement>('li[data-key]');
  await expect(tiles).toHaveLength(keys.length);
  for (const key of keys) {
    const tile = canvasElement.querySelector<HTMLElement>(`li[data-key="${key}"]`);
    await expect(tile).not.toBeNull();
    if (!tile) continue;
    await expect(within(tile).getByText(labels[key])).toBeVisible();
    const icons = tile.querySelectorAll(`svg[data-value="${key}"]`);
    await expect(icons).toHaveLength(2);
    for (const svg of icons) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      // Drawn: the icon has shapes inside it and takes up room on the page.
      await expect(svg.querySelector('path, circle, rect, ellipse')).not.toBeNull();
      await expect(svg.getBoundingClientRect().width).toBeGreaterThan(0);
    }
  }
}

interface PlayContext {
  args: { title?: string | undefined };
  canvasElement: HTMLElement;
  step: (label: string, play: () => Promise<void>) => Promise<void> | void;
}

/**
 * The `Matrix` story of an icon set: its gallery (the screenshot target), and a play checking that
 * every key draws its icon.
 */
export function iconSetGalleryStory<Key extends string>(gallery: GalleryProps<Key>) {
  return {
    parameters: { layout: 'padded' },
    render: () => <IconSetGallery {...gallery} />,
    play: async ({ canvasElement, step }: Omit<PlayContext, 'args'>) => {
      await step(
        'Every key of the set draws its icon, hidden from assistive technology beside its label.',
        async () => {
          await expectEveryKeyDrawn(canvasElement, gallery.keys, gallery.labels);
        },
      );
    },
  };
}

/** The play of a `Named` story: a titled icon is an image named by its title. */
export function expectNamedIcon(value: string) {
  return async ({ args, canvasElement, step }: PlayContext) => {
    await step('A titled icon is an image named by its title.', async () => {
      const icon = within(canvasElement).getByRole('img', { name: args.title });
      await expect(icon).toHaveAttribute('data-value', value);
      await expect(icon).not.toHaveAttribute('aria-hidden');
    });
  };
}

/** The play of a `Decorative` story: without a title the icon is hidden and drawn in the text colour. */
export function expectDecorativeIcon(slot: string) {
  return async ({ canvasElement, step }: PlayContext) => {
    await step(
      'An icon without a title is hidden from assistive technology and drawn in the text colour.',
      async () => {
        await expect(within(canvasElement).queryByRole('img')).toBeNull();
        const icon = canvasElement.querySelector(`svg[data-slot="${slot}"]`);
        await expect(icon).toHaveAttribute('aria-hidden', 'true');
        await expect(icon).toHaveAttribute('stroke', 'currentColor');
      },
    );
  };
}
