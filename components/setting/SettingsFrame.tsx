import type { ReactNode } from 'react';
import styled from 'styled-components';
import Card from '@/components/ui/Card';
import PageFrame from '@/components/ui/PageFrame';
import type { TranslationKey } from '@/config/translate';
import SettingsTabs from './SettingsTabs';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  min-width: 0;
`;

interface SettingsFrameProps {
  title: TranslationKey;
  intro: TranslationKey;
  /** Children that bring their own cards (SectionCard), stacked; otherwise they go in one card. */
  plain?: boolean;
  children?: ReactNode;
}

export default function SettingsFrame({ title, intro, plain = false, children }: SettingsFrameProps) {
  return (
    <PageFrame title={title} intro={intro}>
      <SettingsTabs />
      {children && (plain ? <Stack>{children}</Stack> : <Card>{children}</Card>)}
    </PageFrame>
  );
}
