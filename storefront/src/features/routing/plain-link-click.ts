/**
 * The anchor an event happened in, when the page itself may follow it: a link in this window
 * (no other target) that is no download. Links opening elsewhere are the browser's.
 */
export function ownWindowAnchorOf(event: Event): HTMLAnchorElement | undefined {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  return anchor;
}

/**
 * Whether a click is one the page may take over: the primary button, no modifier key (those open
 * tabs and windows) and nobody before has taken it.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
