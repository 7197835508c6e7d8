import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'react-hot-toast';
import { nextTask } from '@/config/nextTask';
import { TOASTS_CLASS } from '@/config/toasts';

/**
 * The toasts' viewport, mounted after the first paint with react-hot-toast and its styling library (not with
 * next/dynamic, which would add its loader to the guest pages' first load). It is fixed, so nothing moves when it
 * mounts; a toast shown before is kept by react-hot-toast's store and appears then (hooks/ui/toast.ts).
 */
export default function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let active = true;
    // Its script is added in a task of its own, not in the one that runs the page's effects after hydration.
    void nextTask()
      .then(() => import('react-hot-toast'))
      .then(({ Toaster: loaded }) => {
        if (active) setToaster(() => loaded);
      });
    return () => {
      active = false;
    };
  }, []);
  return Toaster ? <Toaster position="bottom-right" containerClassName={TOASTS_CLASS} /> : null;
}
