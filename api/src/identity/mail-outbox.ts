import type { Logger } from 'pino';
import type { Queryable } from '../db/db.ts';
import type { TokenPurpose } from './account-tokens.ts';
import type { MailText } from './account-mails.ts';

/**
 * No mail server is configured: a mail is written to `mail_outbox`, for a sender to
 * pick up. The log says that a mail was queued and which outbox row holds it, never its body: the
 * link in it signs whoever follows it in (a reset, a verification), and logs travel far wider than
 * the mail. A developer reads the link from the outbox (`select body from mail_outbox where id = …`).
 */
export async function queueMail(
  q: Queryable,
  logger: Logger,
  mail: MailText & { shopId: number; recipient: string; kind: TokenPurpose },
): Promise<void> {
  const { rows } = await q.query<{ id: number }>(
    'insert into mail_outbox (shop_id, recipient, kind, subject, body) values ($1, $2, $3, $4, $5) returning id',
    [mail.shopId, mail.recipient, mail.kind, mail.subject, mail.body],
  );
  logger.info({ mail: { outboxId: rows[0]?.id, shopId: mail.shopId, kind: mail.kind } }, 'mail queued');
}
