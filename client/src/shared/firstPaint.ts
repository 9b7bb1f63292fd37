// Resolves once the first screen has been painted (AppProvider says when). Work that
// would re-render the whole tree waits for it, so that it does not hold back the first
// paint: on a first visit the sign-in over fetch can answer while Home is still rendering.
let markPainted: () => void = () => undefined;

export const firstPaint: Promise<void> = new Promise((resolve) => {
  markPainted = resolve;
});

/** Called once, by AppProvider, in the first task after the first screen's frame. */
export function firstPaintDone(): void {
  markPainted();
}
