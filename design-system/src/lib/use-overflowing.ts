import { useCallback, useState, type Ref } from 'react';

/** What a keyboard can move the focus to. */
const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export interface Overflow {
  /** The content is taller than the element: it scrolls. */
  overflowing: boolean;
  /**
   * It scrolls and nothing inside it can take the focus: it must be a tab stop itself so that
   * keyboard users can scroll it (WCAG 2.1.1). With links or buttons inside, focusing those
   * scrolls it, as browsers do for their own keyboard-focusable scrollers.
   */
  needsTabStop: boolean;
}

/**
 * Whether a scrolling panel's (a dialog's or a sheet's body) content overflows it, measured again
 * whenever the panel or one of its children resizes and whenever its content changes (content
 * replacing a loading placeholder). Returns the answer and a callback ref that also passes the
 * node on to `ref`.
 */
export function useOverflowing<T extends HTMLElement>(ref?: Ref<T>) {
  const [overflow, setOverflow] = useState<Overflow>({ overflowing: false, needsTabStop: false });

  const observe = useCallback(
    (node: T | null) => {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
      if (!node) return;
      const measure = () => {
        const overflowing = node.scrollHeight > node.clientHeight + 1;
        const needsTabStop = overflowing && node.querySelector(focusableSelector) === null;
        setOverflow((last) =>
          last.overflowing === overflowing && last.needsTabStop === needsTabStop
            ? last
            : { overflowing, needsTabStop },
        );
      };
      const resizes = new ResizeObserver(measure);
      const observeChildren = () => {
        for (const child of node.children) resizes.observe(child);
        measure();
      };
      const changes = new MutationObserver(observeChildren);
      resizes.observe(node);
      changes.observe(node, { childList: true, subtree: true });
      observeChildren();
      return () => {
        resizes.disconnect();
        changes.disconnect();
      };
    },
    [ref],
  );

  return [overflow, observe] as const;
}
