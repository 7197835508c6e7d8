import type { ReactNode } from 'react';
import Card from '@/components/app/Card';
import PageFrame from '@/components/app/PageFrame';
import type { TranslationKey } from '@/config/translate';
import SettingsTabs from './SettingsTabs';

interface SettingsFrameProps {
  title: TranslationKey;
  intro: TranslationKey;
  children?: ReactNode;
}

export default function SettingsFrame({ title, intro, children }: SettingsFrameProps) {
  return (
    <PageFrame title={title} intro={intro}>
      <SettingsTabs />
      {children && <Card>{children}</Card>}
    </PageFrame>
  );
}
