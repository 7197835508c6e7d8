import { useEffect, useState } from 'react';

type Loaded = { url: string; objectUrl: string | null; failed: boolean };

/**
 * An image that needs the caller's credentials (a ticket's): fetched as a blob by `load`, shown through an object
 * URL that is revoked when the image changes or leaves.
 */
export function useImageObjectUrl(url: string, load: (url: string) => Promise<Blob>): { objectUrl: string | null; failed: boolean } {
  const [loaded, setLoaded] = useState<Loaded>({ url, objectUrl: null, failed: false });
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    load(url).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        if (live) setLoaded({ url, objectUrl, failed: false });
        else URL.revokeObjectURL(objectUrl);
      },
      () => live && setLoaded({ url, objectUrl: null, failed: true }),
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, load]);
  return loaded.url === url ? loaded : { objectUrl: null, failed: false };
}
