import { useEffect, useState } from 'react';

/**
 * Code of the page's shell that the first paint does not need: its module loads on
 * first use in the browser, in a chunk of its own. Unlike `React.lazy` a part renders synchronously
 * once loaded, without a Suspense boundary: the server loads every part before it renders, and the
 * browser loads a part the server's HTML shows before it hydrates, so both render the same HTML.
 */
export interface LazyPart<T extends object> {
  /** Loads the module once; a failed load may be tried again. */
  load: () => Promise<T>;
  /** The module once loaded. */
  current: () => T | undefined;
}

export function lazyPart<T extends object>(importModule: () => Promise<T>): LazyPart<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      pending ??= importModule().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
  };
}

/**
 * The part's module once loaded: starts loading it while `wanted` and renders again when it came.
 * A part that fails to load (a new build replaced its chunk) stays away, as without JavaScript.
 */
export function useLazyPart<T extends object>(part: LazyPart<T>, wanted: boolean): T | undefined {
  const [, setLoaded] = useState<T | undefined>(part.current);
  const module = part.current();
  useEffect(() => {
    if (!wanted || module) return;
    let mounted = true;
    part.load().then(
      (loaded) => {
        if (mounted) setLoaded(loaded);
      },
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [part, wanted, module]);
  return module;
}
