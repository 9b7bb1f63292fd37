// Sockets of ended sessions close (issue 31): logout, 'sign out other devices', a new
// private link and deletion publish `sessionsEnded` through the shared pub/sub, so
// the instance holding a socket hears it wherever the session was ended. The client
// reconnects at once, as whoever its cookie now says (no one, for an ended session).
import type { WebSocket } from 'ws';
import type { LivePubSub } from '../domain/events/events.ts';

/** Close code: 4403, which graphql-ws clients retry (4401 would make them give up for good). */
export const CLOSE_SESSION_ENDED = 4403;

export function watchEndedSessions(pubsub: LivePubSub) {
  const bySession = new Map<string, Set<WebSocket>>();
  let watching = false;
  let stopped = false;
  /**
   * Subscribed with the first socket that has a session, not at start: an instance that never
   * holds one sends Redis nothing. The subscription ends with the pub/sub's own close (ending
   * it earlier would send an UNSUBSCRIBE that the disconnect right after cuts off).
   */
  const watch = () => {
    if (watching) return;
    watching = true;
    void (async () => {
      for await (const { sessionIds } of pubsub.subscribe('sessionsEnded')) {
        if (stopped) break;
        for (const id of sessionIds) {
          for (const socket of bySession.get(id) ?? []) socket.close(CLOSE_SESSION_ENDED, 'Session ended');
        }
      }
    })();
  };
  return {
    /** The socket acts for this session from now on. */
    register(sessionId: string, socket: WebSocket) {
      watch();
      let sockets = bySession.get(sessionId);
      if (!sockets) bySession.set(sessionId, (sockets = new Set()));
      sockets.add(socket);
      socket.once('close', () => {
        sockets.delete(socket);
        if (sockets.size === 0 && bySession.get(sessionId) === sockets) bySession.delete(sessionId);
      });
    },
    stop: () => {
      stopped = true;
    },
  };
}
