import type { ReactNode } from 'react';
import { useHydrated } from '../page/use-hydrated.ts';

/**
 * Keeps a form's controls disabled until React owns them. The shop's forms only work with scripts
 * (the api speaks JSON), and what a shopper types or picks in a control that is not hydrated yet is
 * reset by hydration: better a control that waits a moment than one that forgets.
 */
export function UntilHydrated({ children, className }: { children: ReactNode; className?: string }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={className ?? 'contents'}>
      {children}
    </fieldset>
  );
}
