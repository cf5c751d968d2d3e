import type { Logger } from 'pino';
import type { Queryable } from '../db/db.ts';
import type { TokenPurpose } from './account-tokens.ts';
import type { MailText } from './account-mails.ts';

/**
 * No mail server is configured (issue 5): a mail is written to `mail_outbox`, for a sender to
 * pick up, and logged so that a developer can follow the link.
 */
export async function queueMail(
  q: Queryable,
  logger: Logger,
  mail: MailText & { shopId: number; recipient: string; kind: TokenPurpose },
): Promise<void> {
  await q.query(
    'insert into mail_outbox (shop_id, recipient, kind, subject, body) values ($1, $2, $3, $4, $5)',
    [mail.shopId, mail.recipient, mail.kind, mail.subject, mail.body],
  );
  logger.info(
    { mail: { to: mail.recipient, kind: mail.kind, subject: mail.subject, body: mail.body } },
    'mail queued',
  );
}
