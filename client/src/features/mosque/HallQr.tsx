// The mosque's public page as a QR code on the prayer-hall screen (issue 44 item 1): a
// worshipper follows the mosque from their phone. Always /m/{slug}, never a private
// /u/ link. Drawn as one SVG path from uqr's module matrix (no markup injected).
import { encode } from 'uqr';
import { useMemo } from 'react';

export function HallQr({ url, label }: { url: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(url, { ecc: 'M', border: 2 });
    let d = '';
    qr.data.forEach((row, y) => row.forEach((dark, x) => dark && (d += `M${x} ${y}h1v1h-1z`)));
    return { size: qr.size, path: d };
  }, [url]);
  return (
    <figure data-testid="hall-qr" data-url={url} style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <figcaption>{label}</figcaption>
    </figure>
  );
}
