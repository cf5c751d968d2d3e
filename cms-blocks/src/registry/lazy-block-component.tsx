import { lazy, useState, type ComponentType, type ReactNode } from 'react';

/** A block component whose code loads when a page first renders it. */
export type LazyBlockComponent<TProps> = ((props: TProps) => ReactNode) & {
  /** Loads the code now; renders after it are synchronous. */
  preload: () => Promise<void>;
};

const loaders: (() => Promise<void>)[] = [];

/**
 * A block's component, loaded when a page first renders the block. The registry holds every
 * block's schema, but a page shows a few blocks: the sliders, forms and interactive tools of the
 * blocks a page does not show stay out of its script (the bundle budget). The server
 * renders them in full, and the browser hydrates each once its chunk has arrived. Once loaded (or
 * preloaded), it renders synchronously, like the component itself.
 */
export function lazyBlockComponent<TModule extends Record<TName, ComponentType<never>>, TName extends string>(
  load: () => Promise<TModule>,
  name: TName,
): LazyBlockComponent<TModule[TName] extends ComponentType<infer TProps> ? TProps : never> {
  type Props = TModule[TName] extends ComponentType<infer TProps> ? TProps : never;
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module[name] as ComponentType<Props>;
      },
      (error: unknown) => {
        // A chunk that failed to arrive (a new build, a dropped connection) is fetched again by the next preload.
        loading = undefined;
        throw error;
      },
    ));
  // React's own lazy component for a block rendered before its code arrived: on the server it
  // suspends the stream, in the browser it holds the block's server HTML until hydration can go on.
  const Pending = lazy(async () => {
    await preload();
    return { default: Loaded as ComponentType<Props> };
  });
  function LazyBlock(props: Props) {
    // Chosen once per rendered block: switching from one to the other would mount the block anew.
    const [Component] = useState<ComponentType<Props>>(() => Loaded ?? Pending);
    return <Component {...(props as Props & object)} />;
  }
  LazyBlock.displayName = `Lazy(${name})`;
  loaders.push(preload);
  return Object.assign(LazyBlock, { preload });
}

/** Loads every lazy block component: for tests and stories, which render a block and look at it at once. */
export async function preloadBlockComponents(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}
