// Which errors mean 'a file of the app did not arrive' (issue 30): a failed dynamic import,
// or Vite's preload of a chunk's CSS or JS ('Unable to preload CSS for /assets/…').
// These heal by loading again once the connection is back; a page that already tried a
// reload for them in this tab does not reload again (at most once).
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS|Failed to fetch/i;
const RELOADED = 'pc-chunk-reload';

export function isChunkError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** Reloads the page, unless this tab already did so for a missing file: true when it reloads. */
export function reloadOnce(): boolean {
  try {
    if (sessionStorage.getItem(RELOADED)) return false;
    sessionStorage.setItem(RELOADED, String(Date.now()));
  } catch {
    return false; // storage refused: never risk a reload loop
  }
  location.reload();
  return true;
}
