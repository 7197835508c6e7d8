import { domAnimation, type FeatureBundle } from 'framer-motion';
import { useEffect, useState } from 'react';

let dragFeatures: FeatureBundle | null = null;

/**
 * `domAnimation` (animations, exit, tap/hover/focus) is enough for the centred dialog; the phone
 * sheet also needs `drag`, which lives in `domMax` and is fetched the first time a phone asks.
 */
export function useMotionFeatures(needsDrag: boolean): FeatureBundle {
  const [loaded, setLoaded] = useState(dragFeatures);

  useEffect(() => {
    if (!needsDrag || loaded) return undefined;
    let live = true;
    import('./dragFeatures')
      .then(({ default: features }) => {
        dragFeatures = features;
        if (live) setLoaded(features);
      })
      .catch(() => undefined); // Offline: the sheet still works, without the swipe.
    return () => {
      live = false;
    };
  }, [needsDrag, loaded]);

  return needsDrag && loaded ? loaded : domAnimation;
}
