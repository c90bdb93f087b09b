/**
 * A QR code drawn as SVG from uqr's module matrix (no innerHTML): error-correction level H and a quiet zone
 * of 4 modules, at a fixed size in CSS pixels. Loaded lazily with the QR panel.
 */
import { encode } from 'uqr';
import { useMemo } from 'react';
import { QR_SIZE_PX } from '../../../machines/deposit-constants';

/** Modules of light border around the code (the QR standard's quiet zone). */
const QR_QUIET_ZONE = 4;

export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(text, { ecc: 'H', border: QR_QUIET_ZONE });
    let d = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { size: qr.size, path: d };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={QR_SIZE_PX}
      height={QR_SIZE_PX}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-ecc="H"
      data-quiet-zone={QR_QUIET_ZONE}
      style={{ display: 'block', width: QR_SIZE_PX, height: QR_SIZE_PX, background: '#fff' }}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
