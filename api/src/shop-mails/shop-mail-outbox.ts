import type { Logger } from 'pino';
import type { Queryable } from '../db/db.ts';

/** The mails of the shop's services besides the account mails of `accounts/` (migration 0011). */
export type ShopMailKind = 'newsletter_confirmation' | 'subscription_cancelled';

export interface ShopMail {
  shopId: number;
  recipient: string;
  kind: ShopMailKind;
  subject: string;
  body: string;
}

/**
 * Writes a mail to `mail_outbox` for the sender to pick up, and logs it, as the account mails are
 * (accounts/mail-outbox.ts, whose `kind` covers the account mails only).
 */
export async function queueShopMail(q: Queryable, logger: Logger, mail: ShopMail): Promise<void> {
  await q.query(
    'insert into mail_outbox (shop_id, recipient, kind, subject, body) values ($1, $2, $3, $4, $5)',
    [mail.shopId, mail.recipient, mail.kind, mail.subject, mail.body],
  );
  // No mail server is configured: the log is where a developer follows the link.
  logger.info(
    { mail: { to: mail.recipient, kind: mail.kind, subject: mail.subject, body: mail.body } },
    'mail queued',
  );
}

/**
 * An absolute link into the shop. Local hosts (`de-de.localhost:3000`) serve plain http; every
 * deployed domain serves https.
 */
export function shopLink(shopHost: string, pathAndQuery: string): string {
  const scheme = /^[^:]*\.localhost(:\d+)?$/.test(shopHost) ? 'http' : 'https';
  return `${scheme}://${shopHost}${pathAndQuery}`;
}
