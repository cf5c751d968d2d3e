import type { Logger } from 'pino';
import type { Queryable } from '../db/db.ts';

/** The mails of the shop's services besides the account mails of `accounts/` (migration 0011). */
type ShopMailKind = 'newsletter_confirmation' | 'subscription_cancelled' | 'appointment_booked';

export interface ShopMail {
  shopId: number;
  recipient: string;
  kind: ShopMailKind;
  subject: string;
  body: string;
}

/**
 * Writes a mail to `mail_outbox` for the sender to pick up, and logs that it was queued, as the
 * account mails are (accounts/mail-outbox.ts, whose `kind` covers the account mails only): the
 * outbox row, never the body, whose link (a newsletter confirmation, a cancellation) acts for the
 * recipient.
 */
export async function queueShopMail(q: Queryable, logger: Logger, mail: ShopMail): Promise<void> {
  const { rows } = await q.query<{ id: number }>(
    'insert into mail_outbox (shop_id, recipient, kind, subject, body) values ($1, $2, $3, $4, $5) returning id',
    [mail.shopId, mail.recipient, mail.kind, mail.subject, mail.body],
  );
  logger.info({ mail: { outboxId: rows[0]?.id, shopId: mail.shopId, kind: mail.kind } }, 'mail queued');
}

/**
 * An absolute link into the shop. Local hosts (`de-de.localhost:3000`) serve plain http; every
 * deployed domain serves https.
 */
export function shopLink(shopHost: string, pathAndQuery: string): string {
  const scheme = /^[^:]*\.localhost(:\d+)?$/.test(shopHost) ? 'http' : 'https';
  return `${scheme}://${shopHost}${pathAndQuery}`;
}
