// Text users sent (campaign parameters, event props) goes into the operator's HTML report:
// escaped for element text and quoted attributes, and control characters shown as \xHH as in
// the text report, so a stored value can neither add markup nor hide itself.
import { CONTROL_CHARACTERS } from '../../validation/clean-text.ts';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text
    .replace(CONTROL_CHARACTERS, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
    .replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
