import { useId } from 'react';
import type { ReactNode } from 'react';

/**
 * A titled part of a page (sign-in, checkout confirmation, account pages): a bordered surface whose
 * `h2` names it, so a screen reader's list of regions finds it by its title.
 */
export function Panel({ title, children, slot }: { title: string; children: ReactNode; slot?: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-slot={slot}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
