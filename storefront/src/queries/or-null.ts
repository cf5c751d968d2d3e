import { RpcError } from '@lumen/domain';

/** An answer of NOT_FOUND is a value here (null), so loaders decide what a missing thing means. */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof RpcError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
