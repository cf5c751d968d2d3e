import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * The screenshot comparison: after each `Matrix` story (every variant and state of a component)
 * the rendered story is compared at a mobile and a desktop width with the baselines committed beside
 * the story file, so any visual change shows in review. `vitest run --project storybook -u` writes
 * new baselines after an intended change.
 */
const widths = [
  ['mobile', 375],
  ['desktop', 1280],
] as const;

// Motion and a blinking caret would make two pictures of the same story differ.
const still =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';

// Beyond this a Matrix story should be split; the picture stops here.
const maxHeight = 6000;

const settled = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

afterEach(async ({ task }) => {
  if (task.name !== 'Matrix' || task.result?.state === 'fail') return;
  // A story of a part that exists at one width only names it on its root:
  // `data-screenshot-widths="desktop"`; `"none"` for one that never renders twice alike.
  const only = document.querySelector('[data-screenshot-widths]')?.getAttribute('data-screenshot-widths');
  const style = document.createElement('style');
  style.textContent = still;
  document.head.append(style);
  // The stories after this one run at the width they had before.
  const [initialWidth, initialHeight] = [window.innerWidth, window.innerHeight];
  try {
    for (const [label, width] of widths) {
      if (only && !only.split(' ').includes(label)) continue;
      await page.viewport(width, 900);
      // Layout settles (container queries) and every face in use has loaded before the picture is taken.
      await settled();
      await document.fonts.ready;
      const story = document.getElementById('storybook-root') ?? document.body;
      // A story taller than the window is pictured whole: the window grows to its height, since
      // what lies below the window would come out blank.
      const height = Math.ceil(story.getBoundingClientRect().bottom);
      if (height > 900) {
        await page.viewport(width, Math.min(height, maxHeight));
        await settled();
        await document.fonts.ready;
      }
      await expect(page.elementLocator(story)).toMatchScreenshot(`matrix-${label}`);
    }
  } finally {
    style.remove();
    await page.viewport(initialWidth, initialHeight);
  }
});
