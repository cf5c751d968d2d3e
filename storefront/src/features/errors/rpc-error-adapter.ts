import { createSerializationAdapter } from '@tanstack/react-router';
import { RpcError } from '@lumen/domain';

/**
 * Brings an `RpcError` of the server's render over to the browser as an `RpcError`: the error page
 * chooses its text by the status (§8), and it must choose the same one when it hydrates. The code
 * and status travel; the message stays generic (it is for logs, never for the page) and no stack
 * or request detail leaves the server.
 */
export const rpcErrorAdapter = createSerializationAdapter({
  key: 'lumen-rpc-error',
  test: (value): value is RpcError => value instanceof RpcError,
  toSerializable: (error) => ({ code: error.code, status: error.status }),
  fromSerializable: ({ code, status }) =>
    new RpcError({ code, status, message: `The api answered ${status}` }),
});
