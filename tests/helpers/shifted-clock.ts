// Preloaded (node --import) into a server process that a test spawns with SHIFTED_CLOCK_MS:
// the process's wall clock (Date.now(), new Date()) runs that many milliseconds ahead of the
// real one; timers are untouched, so time passes at its real pace. The test may move the
// clock later over the process's IPC channel ({ clockShiftMs }), answered with
// { clockShifted }: a test that waits for something due on a whole minute (a prayer
// reminder) sets everything up on the real clock, then puts the servers' clocks a moment
// before the due time, so neither a slow set-up nor the real minute decides when it comes.
let shift = Number(process.env.SHIFTED_CLOCK_MS ?? 0);
if (!Number.isFinite(shift)) shift = 0;

const RealDate = Date;
const ShiftedDate = function (this: unknown, ...args: unknown[]) {
  if (!new.target) return new RealDate(RealDate.now() + shift).toString();
  return args.length === 0 ? new RealDate(RealDate.now() + shift) : new (RealDate as new (...a: unknown[]) => Date)(...args);
} as unknown as DateConstructor;
Object.setPrototypeOf(ShiftedDate, RealDate);
Object.defineProperty(ShiftedDate, 'prototype', { value: RealDate.prototype });
ShiftedDate.now = () => RealDate.now() + shift;
globalThis.Date = ShiftedDate;

if (process.send && process.channel) {
  process.on('message', (message: { clockShiftMs?: unknown }) => {
    if (typeof message?.clockShiftMs !== 'number' || !Number.isFinite(message.clockShiftMs)) return;
    shift = message.clockShiftMs;
    process.send?.({ clockShifted: shift });
  });
  // The channel must not keep a server alive that is otherwise done (SIGTERM's drain).
  process.channel.unref();
}
