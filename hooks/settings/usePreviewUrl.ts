import { useCallback, useEffect, useRef, useState } from 'react';

export interface Preview {
  file: Blob;
  url: string;
}

/**
 * An object URL for the chosen file, made when it is chosen: choosing another file (or none)
 * revokes the previous URL, and the last one is revoked on unmount.
 */
export function usePreviewUrl(): [Preview | null, (file: Blob | null) => void] {
  const [preview, setPreview] = useState<Preview | null>(null);
  const owned = useRef<{ url: string | null }>({ url: null });

  const show = useCallback((file: Blob | null) => {
    const box = owned.current;
    if (box.url) URL.revokeObjectURL(box.url);
    box.url = file ? URL.createObjectURL(file) : null;
    setPreview(file && box.url ? { file, url: box.url } : null);
  }, []);

  useEffect(() => {
    const box = owned.current;
    return () => {
      if (box.url) URL.revokeObjectURL(box.url);
      box.url = null;
    };
  }, []);

  return [preview, show];
}
