import { createHash, randomBytes } from 'node:crypto';

/** A visitor's server-side session. */
export interface Session {
  /** The cookie value: 256 random bits, base64url. Stores keep only its hash. */
  id: string;
  shopId: number;
  /**
   * The basket and wishlist this session's visitor sees (checkout orders this basket): random keys
   * of its own while anonymous, the customer's own keys once signed in (basket-and-wishlist/).
   */
  basketKey: string;
  wishlistKey: string;
  /** The signed-in (or guest) customer; null for an anonymous visitor. */
  customerId: number | null;
  expiresAt: Date;
}

/** Where sessions live: PostgreSQL by default; a Redis store can implement the same contract. */
export interface SessionStore {
  insert(session: Session): Promise<void>;
  /** The session with this id, unless it has expired. */
  find(id: string): Promise<Session | undefined>;
  /** Sliding expiry: moves the end of an existing session. */
  extend(id: string, expiresAt: Date): Promise<void>;
  delete(id: string): Promise<void>;
  /** Ends every session of a customer (after a password reset). */
  deleteForCustomer(customerId: number): Promise<void>;
  /** Drops expired sessions; the answer is how many. */
  purgeExpired(): Promise<number>;
}

/** A fresh random token: 256 bits, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A new anonymous visitor's basket and wishlist keys: random, so nobody can guess another visitor's. */
export function anonymousCollectionKeys(): { basketKey: string; wishlistKey: string } {
  return { basketKey: randomToken(), wishlistKey: randomToken() };
}

/** What stores keep instead of a secret token: its SHA-256, hex. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
