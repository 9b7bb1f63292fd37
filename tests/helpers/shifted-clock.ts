// Preloaded (node --import) into a server process that a test spawns with SHIFTED_CLOCK_MS:
// the process's wall clock (Date.now(), new Date()) runs that many milliseconds ahead of the
// real one; timers are untouched, so time passes at its real pace. A test that waits for
// something due on a whole minute (a prayer reminder) sets the server's clock a few seconds
// before one instead of waiting up to a minute for the real clock to get there.
const shift = Number(process.env.SHIFTED_CLOCK_MS ?? 0);

if (Number.isFinite(shift) && shift !== 0) {
  const RealDate = Date;
  const ShiftedDate = function (this: unknown, ...args: unknown[]) {
    if (!new.target) return new RealDate(RealDate.now() + shift).toString();
    return args.length === 0 ? new RealDate(RealDate.now() + shift) : new (RealDate as new (...a: unknown[]) => Date)(...args);
  } as unknown as DateConstructor;
  Object.setPrototypeOf(ShiftedDate, RealDate);
  Object.defineProperty(ShiftedDate, 'prototype', { value: RealDate.prototype });
  ShiftedDate.now = () => RealDate.now() + shift;
  globalThis.Date = ShiftedDate;
}
