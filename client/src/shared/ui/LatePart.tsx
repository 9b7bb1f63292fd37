// A part of a screen that arrives after it, in a chunk of its own (Home's notes, extra
// times and ledger): Suspense shows `fallback` meanwhile. Its chunk is asked for again until
// it arrives (lazyPart.ts); if the part fails all the same (it throws while rendering), it
// shows nothing instead of taking the whole screen down with it, until the next load.
import { Component, Suspense, type ReactNode } from 'react';

interface LatePartProps {
  children: ReactNode;
  fallback?: ReactNode;
}

export class LatePart extends Component<LatePartProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Part of the screen failed to load', error);
  }

  override render() {
    if (this.state.failed) return null;
    return <Suspense fallback={this.props.fallback ?? null}>{this.props.children}</Suspense>;
  }
}
