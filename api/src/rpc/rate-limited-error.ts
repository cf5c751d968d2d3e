import { AppError } from './app-error.ts';

/** A 429 whose answer carries Retry-After (the RPC router reads `retryAfterSeconds`). */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super('RATE_LIMITED', message);
    this.name = 'RateLimitedError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
