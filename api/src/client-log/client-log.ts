import type { RpcContext, RpcInput } from '../rpc/define-procedure.ts';
import { pathWithoutSecrets } from './path-without-secrets.ts';

export type ClientLogMessage = RpcInput<'logMessage'>;

/**
 * §7 logMessage: a page's error or warning, written to `client_log` (to be queried) and to the
 * server log at its own level, tagged as the client's so it is never taken for a server fault.
 */
export async function storeClientLog(message: ClientLogMessage, ctx: RpcContext): Promise<void> {
  const path = message.path === undefined ? undefined : pathWithoutSecrets(message.path);
  await ctx.db.query(
    `insert into client_log (shop_id, level, message, path, context, request_id)
     values ($1, $2, $3, $4, $5::jsonb, $6)`,
    [
      ctx.shop.shopId,
      message.level,
      message.message,
      path ?? null,
      message.context === undefined ? null : JSON.stringify(message.context),
      ctx.requestId,
    ],
  );
  const line = {
    source: 'client',
    client: { path, context: message.context },
  };
  switch (message.level) {
    case 'error':
      ctx.logger.error(line, message.message);
      break;
    case 'warn':
      ctx.logger.warn(line, message.message);
      break;
    case 'info':
      ctx.logger.info(line, message.message);
      break;
  }
}
