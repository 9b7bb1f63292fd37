// Open WebSockets per client address (WS_MAX_SOCKETS_PER_ADDRESS), counted in this
// process: each instance caps what it holds, which bounds its own memory.
export function createAddressCounter(max: number) {
  const open = new Map<string, number>();
  return {
    /** Takes a slot for the address; false (nothing taken) when it already holds `max`. */
    acquire(address: string): boolean {
      const count = open.get(address) ?? 0;
      if (count >= max) return false;
      open.set(address, count + 1);
      return true;
    },
    release(address: string) {
      const count = (open.get(address) ?? 1) - 1;
      if (count <= 0) open.delete(address);
      else open.set(address, count);
    },
  };
}
