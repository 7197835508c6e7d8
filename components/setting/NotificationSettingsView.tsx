import SettingsFrame from './SettingsFrame';
import AlertPreferencesCard from './notifications/AlertPreferencesCard';
import PushDeviceCard from './notifications/PushDeviceCard';

/** /setting/notifications: the team alerts per event and channel, and push on this device. */
export default function NotificationSettingsView() {
  return (
    <SettingsFrame title="Notifications" intro="How you hear of your team: in the portal, by e-mail, or by push on your devices." plain>
      <AlertPreferencesCard />
      <PushDeviceCard />
    </SettingsFrame>
  );
}
