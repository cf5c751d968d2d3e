import type { Logger } from 'pino';
import type { Queryable } from '../db/db.ts';

/** The mails of the shop's services besides the account mails of `accounts/` (migration 0011). */
type ShopMailKind =
  'newsletter_confirmation' | 'subscription_cancelled' | 'appointment_booked' | 'order_confirmation';

export interface ShopMail {
  shopId: number;
  recipient: string;
  kind: ShopMailKind;
  subject: string;
  body: string;
  /**
   * For a mail sent once per thing, that thing (an order confirmation: the order's id): a mail of
   * the same kind and key in the shop is queued once, however often it is asked for (migration 0022).
   */
  onceKey?: string;
}

/**
 * Writes a mail to `mail_outbox` for the sender to pick up, and logs that it was queued, as the
 * account mails are (accounts/mail-outbox.ts, whose `kind` covers the account mails only): the
 * outbox row, never the body, whose link (a newsletter confirmation, a cancellation) acts for the
 * recipient. Answers whether it queued the mail: false when a mail with its `onceKey` is queued
 * already (one statement, so two requests at once queue it once).
 */
export async function queueShopMail(q: Queryable, logger: Logger, mail: ShopMail): Promise<boolean> {
  const { rows } = await q.query<{ id: number }>(
    `insert into mail_outbox (shop_id, recipient, kind, subject, body, once_key) values ($1, $2, $3, $4, $5, $6)
     on conflict (shop_id, kind, once_key) where once_key is not null do nothing
     returning id`,
    [mail.shopId, mail.recipient, mail.kind, mail.subject, mail.body, mail.onceKey ?? null],
  );
  const queued = rows[0];
  if (!queued) return false;
  logger.info({ mail: { outboxId: queued.id, shopId: mail.shopId, kind: mail.kind } }, 'mail queued');
  return true;
}

/**
 * An absolute link into the shop. Local hosts (`de-de.localhost:3000`) serve plain http; every
 * deployed domain serves https.
 */
export function shopLink(shopHost: string, pathAndQuery: string): string {
  const scheme = /^[^:]*\.localhost(:\d+)?$/.test(shopHost) ? 'http' : 'https';
  return `${scheme}://${shopHost}${pathAndQuery}`;
}
