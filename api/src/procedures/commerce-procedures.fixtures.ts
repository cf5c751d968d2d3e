/**
 * The api over real HTTP with its commerce backend beside it, as production runs them: the seeded
 * catalogue behind loopback TLS (the conformance suite's storefront), reached through the
 * unmodified SDK with the §9 retry rule installed. One per test file. Test support.
 */
import { RpcErrorBodySchema, rpcContract } from '@lumen/domain';
import type { RpcName, RpcPayload, RpcResponse } from '@lumen/domain';
import { expect } from 'vitest';
import { createCommerceClients } from '../commerce-client/commerce-clients.ts';
import { installHttpRetries } from '../commerce-client/http-retries.ts';
import { startSeededStorefront } from '../commerce/conformance/seeded-storefront.fixtures.ts';
import type { SeedExpectations } from '../commerce/conformance/seed-expectations.fixtures.ts';
import { noDatabase } from '../commerce/testing/commerce-test-server.ts';
import { createCapturingLogger, startTestApi } from '../testing/test-api.ts';
import type { TestApi } from '../testing/test-api.ts';

export interface CommerceProcedures {
  api: TestApi;
  expected: SeedExpectations;
  /** The api's log lines. */
  logs: Record<string, unknown>[];
  /** Calls `name` for the shop and answers its body, checked against the call's response schema. */
  call<N extends RpcName>(name: N, payload: RpcPayload<N>, shopId?: number): Promise<RpcResponse<N>>;
  /** Calls `name` expecting an error answer; answers status and the contract's error body. */
  fail(name: string, payload: unknown, shopId?: number): Promise<CallFailure>;
  close(): Promise<void>;
}

export interface CallFailure {
  status: number;
  requestId: string | null;
  error: ReturnType<typeof RpcErrorBodySchema.parse>['error'];
}

export async function startCommerceProcedures(): Promise<CommerceProcedures> {
  installHttpRetries({ delayMs: 0 });
  const storefront = await startSeededStorefront();
  const { logger, lines } = createCapturingLogger();
  // The api never touches its database for these calls: every read goes through the SDK.
  const api = await startTestApi({
    db: noDatabase,
    logger,
    commerce: createCommerceClients({ host: storefront.baseUrl }),
  });
  return {
    api,
    expected: storefront.expected,
    logs: lines,
    async call(name, payload, shopId = 1001) {
      const response = await api.rpc(name, { shopId, body: { payload } });
      const body: unknown = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(200);
      return rpcContract[name].response.parse(body) as RpcResponse<typeof name>;
    },
    async fail(name, payload, shopId = 1001) {
      const response = await api.rpc(name, { shopId, body: { payload } });
      expect(response.status).toBeGreaterThanOrEqual(400);
      const { error } = RpcErrorBodySchema.parse(await response.json());
      const requestId = response.headers.get('x-request-id');
      expect(error.requestId).toBe(requestId);
      return { status: response.status, requestId, error };
    },
    async close() {
      await api.close();
      await storefront.close();
    },
  };
}
