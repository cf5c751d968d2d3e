import type { RequestSession } from '../sessions/request-session.ts';
import { emptyCollectionKeys } from './collection-keys.ts';
import type { CollectionKeys } from './collection-keys.ts';

/**
 * The basket and wishlist a read shows: the session's, or for a visitor without a session the
 * backend's empty ones (collection-keys.ts), without making a session for a mere look.
 */
export async function keysToRead(session: RequestSession): Promise<CollectionKeys> {
  return (await session.find()) ?? emptyCollectionKeys;
}

/** The basket and wishlist a change goes to: the visitor gets a session on the first change. */
export async function keysToChange(session: RequestSession): Promise<CollectionKeys> {
  return session.get();
}
