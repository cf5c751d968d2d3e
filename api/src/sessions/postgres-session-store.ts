import type { Queryable } from '../db/db.ts';
import { tokenHash } from './session-store.ts';
import type { Session, SessionStore } from './session-store.ts';

interface SessionRow {
  shop_id: number;
  basket_key: string;
  wishlist_key: string;
  customer_id: number | null;
  expires_at: Date;
}

/** Sessions in the `sessions` table, found by the hash of their id. */
export function postgresSessionStore(db: Queryable): SessionStore {
  return {
    async insert(session) {
      await db.query(
        `insert into sessions (id_hash, shop_id, basket_key, wishlist_key, customer_id, expires_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [
          tokenHash(session.id),
          session.shopId,
          session.basketKey,
          session.wishlistKey,
          session.customerId,
          session.expiresAt,
        ],
      );
    },
    async find(id) {
      const { rows } = await db.query<SessionRow>(
        `select shop_id, basket_key, wishlist_key, customer_id, expires_at
         from sessions where id_hash = $1 and expires_at > $2`,
        // The app's clock, not the database's: the expiry was set by it too.
        [tokenHash(id), new Date()],
      );
      const row = rows[0];
      if (!row) return undefined;
      const session: Session = {
        id,
        shopId: row.shop_id,
        basketKey: row.basket_key,
        wishlistKey: row.wishlist_key,
        customerId: row.customer_id,
        expiresAt: row.expires_at,
      };
      return session;
    },
    async extend(id, expiresAt) {
      await db.query('update sessions set expires_at = $2 where id_hash = $1', [tokenHash(id), expiresAt]);
    },
    async delete(id) {
      await db.query('delete from sessions where id_hash = $1', [tokenHash(id)]);
    },
    async deleteForCustomer(customerId) {
      await db.query('delete from sessions where customer_id = $1', [customerId]);
    },
    async purgeExpired() {
      const { rowCount } = await db.query('delete from sessions where expires_at <= $1', [new Date()]);
      return rowCount;
    },
  };
}
