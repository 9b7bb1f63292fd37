// A key per create (issue 30; server/domain/idempotency/once.ts): the same content sent
// again — a retry after a lost answer, a second tap — carries the same key, so the server
// answers with what the first created instead of creating it twice. New content, or a
// create that went through (`done`), gets a new key.
import { useRef } from 'react';

export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts (https, localhost); a LAN address over http is not one.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function useIdempotencyKey() {
  const last = useRef<{ content: string; key: string } | null>(null);
  return {
    keyFor(content: unknown): string {
      const json = JSON.stringify(content);
      if (last.current?.content !== json) last.current = { content: json, key: newIdempotencyKey() };
      return last.current.key;
    },
    done() {
      last.current = null;
    },
  };
}
