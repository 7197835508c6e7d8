import { useEffect, useState } from 'react';

const QR_OPTIONS = { margin: 1, width: 192, errorCorrectionLevel: 'M' } as const;

interface Drawn {
  text: string;
  dataUrl: string | null;
}

/**
 * A `data:` PNG of `text` as a QR code. `qrcode` is imported on demand, so it stays out of the
 * page's first load. `failed` when it could not be drawn (the secret is still shown as text).
 */
export function useQrDataUrl(text: string | null): { dataUrl: string | null; failed: boolean } {
  const [drawn, setDrawn] = useState<Drawn | null>(null);

  useEffect(() => {
    if (!text) return;
    let current = true;
    import('qrcode')
      .then(({ toDataURL }) => toDataURL(text, QR_OPTIONS))
      .then(
        (dataUrl) => current && setDrawn({ text, dataUrl }),
        (error: unknown) => {
          console.error('QR code', error);
          if (current) setDrawn({ text, dataUrl: null });
        },
      );
    return () => {
      current = false;
    };
  }, [text]);

  const mine = drawn && drawn.text === text ? drawn : null;
  return { dataUrl: mine?.dataUrl ?? null, failed: Boolean(mine && !mine.dataUrl) };
}
