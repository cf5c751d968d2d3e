import type { Preview } from '@storybook/react-vite';
import { preloadBlockComponents } from '../cms-blocks/src/registry/lazy-block-component.tsx';
import './storybook.css';

const preview: Preview = {
  // Every story renders in the shop's typefaces, not in a fallback that is swapped out a moment
  // later: screenshots and play functions that measure text see the final layout. The faces are
  // the @font-face rules of storybook.css; a browser would otherwise load each only once it is used.
  loaders: [
    async () => {
      await Promise.all([...document.fonts].map((face) => face.load()));
    },
    // Content blocks load their components lazily in the shop; a story renders them at once.
    preloadBlockComponents,
  ],
  parameters: {
    // An axe violation fails the story's test, in Vitest and in the Storybook UI alike.
    a11y: { test: 'error' },
    controls: { expanded: true },
    layout: 'centered',
    // The phone width the spec names (§9 accountMenuMobile) and two desktop widths around the header breakpoint.
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        wide: { name: 'Wide 1920', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
