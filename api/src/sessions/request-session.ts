import type { Request, Response } from 'express';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from './session-cookie.ts';
import { anonymousCollectionKeys, randomToken } from './session-store.ts';
import type { Session, SessionStore } from './session-store.ts';
import { isStoreModeRequest } from './store-mode.ts';

/**
 * The basket and wishlist keys a session shows its visitor; basket-and-wishlist/ decides which keys a
 * customer's are, the session only keeps them.
 */
type SessionCollectionKeys = Pick<Session, 'basketKey' | 'wishlistKey'>;

export interface SessionSettings {
  /** Sliding expiry: a session ends this long after its last use. */
  maxAgeMs: number;
  /**
   * §2 store mode (a branch's shared tablet, cookie `lumen_store`, store-mode.ts): a session with a
   * customer ends this long after its last call there, so nobody stays signed in on the tablet. An
   * anonymous session keeps `maxAgeMs`.
   */
  storeModeIdleMs: number;
}

// Moving the expiry is a write: done at most once per day of use, not on every call.
const extendAfterMs = 24 * 60 * 60 * 1000;

/** The session of one RPC call, as handlers see it (`RpcContext.session`). */
export interface RequestSession {
  /** The visitor's live session for this shop, or undefined; never creates one. */
  find(): Promise<Session | undefined>;
  /**
   * The visitor's session, created on first use with its cookie and a fresh anonymous basket and
   * wishlist (random keys).
   */
  get(): Promise<Session>;
  /**
   * Starts the anonymous session of a visitor without one (`find` said so) under keys its first
   * change has already used, so that session and cookie are written only once that change took
   * place (basket-and-wishlist/first-add.ts).
   */
  startWith(keys: SessionCollectionKeys): Promise<Session>;
  /**
   * Binds a customer to the session under a new id (no fixation: the old id is deleted), with the
   * customer's own basket and wishlist (`keys`, collection-keys.ts), the same on every device. The
   * anonymous ones stay where they are: merging them is basket-and-wishlist/'s job
   * (`signInMergingBaskets`), which reads them from the session before calling this.
   */
  signIn(customerId: number, keys: SessionCollectionKeys): Promise<Session>;
  /** Deletes the session and its cookie; the next call starts an anonymous one with fresh keys. */
  signOut(): Promise<void>;
  /** Ends every session of the customer, on every device (password reset or change). */
  endCustomerSessions(customerId: number): Promise<void>;
}

export function requestSession(deps: {
  store: SessionStore;
  settings: SessionSettings;
  shopId: number;
  req: Request;
  res: Response;
}): RequestSession {
  const { store, settings, shopId, req, res } = deps;
  // undefined: not looked up yet; null: looked up, none.
  let loaded: Session | null | undefined;

  const storeMode = isStoreModeRequest(req);
  /**
   * How long a session with this customer lives after this call: in store mode a signed-in one only
   * the idle time, every call moving its end (a write each time: tablet traffic is small).
   */
  const idleLimited = (customerId: number | null) => storeMode && customerId !== null;
  const lifetimeMs = (customerId: number | null) =>
    idleLimited(customerId) ? settings.storeModeIdleMs : settings.maxAgeMs;

  async function find(): Promise<Session | undefined> {
    if (loaded !== undefined) return loaded ?? undefined;
    const id = readSessionCookie(req);
    // The stores find no session whose expiry has passed: an idle tablet's customer is gone.
    const found = id === undefined ? undefined : await store.find(id);
    // A cookie of another shop's session (a shared parent domain) is not this shop's visitor.
    if (!found || found.shopId !== shopId) {
      loaded = null;
      return undefined;
    }
    // Store mode moves the end on every call, and cuts a longer one (signed in before store mode).
    // Outside it, a customer's session with no more than the idle time left is not stretched: it
    // may be a tablet's whose store-mode cookie went with a browser restart (rarely, a session's
    // own last minutes after a month unused, which then ends on time).
    const remainingMs = found.expiresAt.getTime() - Date.now();
    const slide =
      idleLimited(found.customerId) ||
      (remainingMs < settings.maxAgeMs - extendAfterMs &&
        (found.customerId === null || remainingMs > settings.storeModeIdleMs));
    if (slide) {
      const lifetime = lifetimeMs(found.customerId);
      found.expiresAt = new Date(Date.now() + lifetime);
      await store.extend(found.id, found.expiresAt);
      writeSessionCookie(req, res, found.id, lifetime);
    }
    loaded = found;
    return found;
  }

  async function start(from: Pick<Session, 'basketKey' | 'wishlistKey' | 'customerId'>): Promise<Session> {
    const lifetime = lifetimeMs(from.customerId);
    const session: Session = {
      id: randomToken(),
      shopId,
      ...from,
      expiresAt: new Date(Date.now() + lifetime),
    };
    await store.insert(session);
    writeSessionCookie(req, res, session.id, lifetime);
    loaded = session;
    return session;
  }

  return {
    find,
    async get() {
      return (await find()) ?? start({ ...anonymousCollectionKeys(), customerId: null });
    },
    async startWith(keys) {
      if (loaded) throw new Error('The visitor has a session already: a new one would orphan it');
      return start({ basketKey: keys.basketKey, wishlistKey: keys.wishlistKey, customerId: null });
    },
    async signIn(customerId, keys) {
      const previous = await find();
      if (previous) await store.delete(previous.id);
      return start({ basketKey: keys.basketKey, wishlistKey: keys.wishlistKey, customerId });
    },
    async signOut() {
      const current = await find();
      if (current) await store.delete(current.id);
      loaded = null;
      clearSessionCookie(req, res);
    },
    endCustomerSessions: (customerId) => store.deleteForCustomer(customerId),
  };
}
