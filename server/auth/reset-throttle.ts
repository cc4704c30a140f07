import { createFailureCounts, digest, type FailureCounts } from './login-throttle';

/**
 * Failed password resets (a token that is unknown, used or expired) counted per client address
 * over a window. At the limit, resets from that address answer 429 until the window ends, so
 * reset tokens cannot be guessed at speed. The token is checked before the new password is
 * hashed, so a refused reset costs one indexed read, never a hash. With `REDIS_URL` the counts
 * are shared by every server process.
 */

export interface ResetThrottleLimits {
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_RESET_LIMITS: ResetThrottleLimits = {
  perAddress: 10,
  windowMs: 15 * 60 * 1000,
};

export class ResetThrottle {
  constructor(
    private readonly counts: FailureCounts,
    private readonly limits: ResetThrottleLimits = DEFAULT_RESET_LIMITS,
  ) {}

  /** Milliseconds until this address may try a reset; 0: now. Redis away: not held up. */
  async waitMs(address: string, onError: (error: unknown) => void = () => {}): Promise<number> {
    try {
      const { count, expiresInMs } = await this.counts.read(digest('address', address));
      return count >= this.limits.perAddress ? expiresInMs : 0;
    } catch (error) {
      onError(error);
      return 0;
    }
  }

  async failed(address: string, onError: (error: unknown) => void = () => {}): Promise<void> {
    await this.counts.add(digest('address', address), this.limits.windowMs).catch(onError);
  }

  close(): Promise<void> {
    return this.counts.close();
  }
}

export function createResetThrottle(
  redisUrl: string | undefined,
  secretKey: string,
  limits: ResetThrottleLimits = DEFAULT_RESET_LIMITS,
): ResetThrottle {
  return new ResetThrottle(createFailureCounts(redisUrl, secretKey, 'reset-failures'), limits);
}
