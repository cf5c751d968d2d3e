import type { ReactNode } from 'react';

/** A page's one `h1`, as every page of the shop shows it. */
export function PageHeading({ children }: { children: ReactNode }) {
  return <h1 className="text-3xl font-semibold tracking-tight md:text-4xl">{children}</h1>;
}
