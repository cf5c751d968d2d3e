import type { ReactNode } from 'react';
import { useHydrated } from '../page/use-hydrated.ts';

/**
 * Keeps a form's controls disabled until React owns them. The shop's forms only work with scripts
 * (the api speaks JSON), and what a shopper types or picks in a control that is not hydrated yet is
 * reset by hydration: better a control that waits a moment than one that forgets.
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  // `contents`: the fieldset only disables; its children lay out as the form's own.
  return (
    <fieldset disabled={!hydrated} className="contents">
      {children}
    </fieldset>
  );
}
