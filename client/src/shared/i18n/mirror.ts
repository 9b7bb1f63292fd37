// Icons that point a way (back, previous, next) turn round in right-to-left languages.
import type { CSSProperties } from 'react';

export const flip = (dir: 'ltr' | 'rtl'): CSSProperties | undefined => (dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined);
