// Sharing (spec sections 8 and 9): the Web Share sheet where the browser has
// one, the clipboard otherwise. The link is the product's public address,
// never the private /u/{linkId} link, which would hand out the user's space.
import { showToast } from '../ui/toast.ts';
import { t } from '../i18n/i18n.ts';

export function publicLink(path: string): string {
  return `${window.location.origin}${path}`;
}

async function copy(text: string): Promise<void> {
  await navigator.clipboard.writeText(text);
  showToast({ title: t('home.copied'), message: t('home.copiedBody') });
}

export async function shareContent(title: string, text: string, url: string): Promise<void> {
  const full = `${text}\n\n${url}`;
  try {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // Closing the share sheet is the user's choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy(full);
  } catch {
    showToast({ title: t('home.shareFailed'), message: t('home.shareFailedBody'), destructive: true });
  }
}

/**
 * A page's own public address (a mosque page, issue 40 item 1): the share sheet with the
 * address alone, or the address copied as it is, ready to paste into a chat.
 */
export async function shareLink(title: string, url: string): Promise<void> {
  try {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy(url);
  } catch {
    showToast({ title: t('home.shareFailed'), message: t('home.shareFailedBody'), destructive: true });
  }
}
