// A lazily loaded screen that can be loaded again (issue 30). React.lazy keeps a failed
// import for good, so after a lost connection the screen could never come back without a
// reload. Here a failed import is kept only until `retryFailedScreens` (the error
// boundary's 'Try again', or the connection returning); the next render imports it again.
// It must be kept until then: React renders a rejected screen once more to read the
// error, and forgetting it at once would start a new import each time, forever.
import { use, type ComponentType } from 'react';

const failed = new Set<() => void>();

export function retryFailedScreens(): void {
  for (const forget of failed) forget();
  failed.clear();
}

export function retryableLazy(load: () => Promise<{ default: ComponentType }>): ComponentType {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const forget = () => {
    loading = null;
  };
  return function LazyScreen() {
    loading ??= load().catch((error: unknown) => {
      failed.add(forget);
      throw error;
    });
    const { default: Screen } = use(loading);
    return <Screen />;
  };
}
