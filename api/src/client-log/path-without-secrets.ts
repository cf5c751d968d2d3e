/**
 * Query parameters that carry a proof: reset and verification links, the success page's order
 * token and payment step, the editor preview's token. A page's log message names its address, and
 * the log must never become a place to collect such proofs.
 */
const secretParameter = /token|^cbd$|^step$|^_storyblok|password|^code$/i;

/**
 * The page address a client log names, with the values of proof-carrying parameters withheld and
 * without its fragment (pages put tokens there too, and no fragment helps to find a fault).
 */
export function pathWithoutSecrets(path: string): string {
  const [address = ''] = path.split('#', 1);
  const queryStart = address.indexOf('?');
  if (queryStart === -1) return address;
  const query = new URLSearchParams(address.slice(queryStart + 1));
  for (const name of new Set(query.keys())) {
    if (secretParameter.test(name)) query.set(name, 'withheld');
  }
  return `${address.slice(0, queryStart)}?${query.toString()}`;
}
