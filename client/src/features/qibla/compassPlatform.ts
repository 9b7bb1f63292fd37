// Which correction compassHeading (compass.ts) applies (spec section 9: only
// Android needs one). iPadOS reports itself as a Mac, hence the touch check.
import type { CompassPlatform } from './compass.ts';

export function compassPlatform(): CompassPlatform {
  const ua = navigator.userAgent;
  if (/android/i.test(ua)) return 'android';
  if (/iphone|ipad|ipod/i.test(ua) || (/macintosh/i.test(ua) && navigator.maxTouchPoints > 1)) return 'ios';
  return 'other';
}
