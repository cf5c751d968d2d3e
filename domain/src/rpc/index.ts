export * from './rpc-contract.ts';
export * from './rpc-error.ts';
export * from './rpc-client.ts';
