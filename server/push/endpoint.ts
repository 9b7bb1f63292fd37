// Which push endpoints the server will call (decisions.md 23): only the
// browsers' push services, so a subscription can never make the server call
// an arbitrary address (SSRF). `https://*.notify.windows.com` allows its
// subdomains; anything else must match an origin exactly.
export function isAllowedEndpoint(endpoint: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return allowedOrigins.some((allowed) => {
    const wildcard = /^https:\/\/\*\.(.+)$/.exec(allowed);
    if (!wildcard) return url.origin === allowed;
    const suffix = `.${wildcard[1]}`;
    return url.port === '' && url.hostname.endsWith(suffix) && url.hostname.length > suffix.length;
  });
}
