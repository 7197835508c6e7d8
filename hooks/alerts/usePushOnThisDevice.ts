import { useCallback, useEffect, useState } from 'react';
import toast from '@/hooks/ui/toast';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useTranslation } from '@/hooks/useTranslation';
import { getPushKey, removePushSubscription, savePushSubscription } from '@/services/alerts';

/** Push on this browser: not possible here, blocked by the member, off, on, or being changed. */
export type PushState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on' | 'busy';

const SERVICE_WORKER = '/sw.js';

const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER, { scope: '/' });
  return navigator.serviceWorker.ready;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  return existing ? existing.pushManager.getSubscription() : null;
}

/** Whether this browser can have push, and whether it is subscribed now. */
async function pushStateOfThisBrowser(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  try {
    return (await currentSubscription()) ? 'on' : 'off';
  } catch {
    return 'off';
  }
}

/** Turns web push on or off for this browser: the browser's subscription, kept by the server for the member. */
export function usePushOnThisDevice() {
  const { t } = useTranslation();
  const { errorMessage } = useServerErrors();
  const [state, setState] = useState<PushState>('checking');

  useEffect(() => {
    let live = true;
    void pushStateOfThisBrowser().then((found) => live && setState(found));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = useCallback(async () => {
    setState('busy');
    try {
      if ((await Notification.requestPermission()) !== 'granted') {
        setState(Notification.permission === 'denied' ? 'blocked' : 'off');
        return;
      }
      const ready = await registration();
      const subscription =
        (await ready.pushManager.getSubscription()) ?? (await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: await getPushKey() }));
      const { endpoint, keys } = subscription.toJSON();
      await savePushSubscription({ endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } });
      setState('on');
      toast.success(t('Push notifications are on for this device'));
    } catch (error) {
      setState('off');
      toast.error(error instanceof DOMException ? t('This browser could not turn push notifications on.') : errorMessage(error));
    }
  }, [errorMessage, t]);

  const turnOff = useCallback(async () => {
    setState('busy');
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await removePushSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setState('off');
      toast.success(t('Push notifications are off for this device'));
    } catch (error) {
      setState('on');
      toast.error(errorMessage(error));
    }
  }, [errorMessage, t]);

  return { state, turnOn, turnOff };
}
