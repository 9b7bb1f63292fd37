// What bench:push's devices are, shared by the bench (run.ts) and its fake push service
// (fakeService.ts) without importing the service: that module starts an HTTPS server when
// loaded, so importing it into the bench started a second one there (and kept the bench's
// event loop alive after its last run).
export const KEY_PAIRS = 64;
export const isGone = (i: number) => i % 100 === 99;
export const isLimitedOnce = (i: number) => i % 50 === 7;

export interface FakeServiceReport {
  /** Per device: when its first 201 went out (ms since the epoch), or 0. */
  firstDelivered: number[];
  /** 201s beyond the first, per run. */
  duplicates: number;
  /** When the first request of the run arrived. */
  firstRequestAt: number;
  statuses: Record<string, number>;
  /** TLS connections the servers opened (keep-alive keeps this near the concurrency). */
  connections: number;
  decrypted: { ok: number; wrong: number };
  cpuMs: number;
}
