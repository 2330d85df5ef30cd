// A socket's frame and join budgets: the shared module's per-connection token bucket (http/rate-limit.ts).
export { TokenBucket as RateLimiter } from '../../http';
