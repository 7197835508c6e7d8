import type { ReactNode } from 'react';
import styled from 'styled-components';
import PageFrame from '@/components/ui/PageFrame';
import Stack from '@/components/ui/Stack';
import TextLink from '@/components/ui/TextLink';
import type { TranslationKey } from '@/config/translate';
import { useTranslation } from '@/hooks/useTranslation';

const SeeAlso = styled.p`
  margin: 0;
`;

interface RulesFrameProps {
  title: TranslationKey;
  intro: TranslationKey;
  /** The other rules page. */
  other: { href: string; label: TranslationKey };
  children: ReactNode;
}

/** The frame of the public rules pages (plan, fees): heading, introduction, the sections and a link to the other page. */
export default function RulesFrame({ title, intro, other, children }: RulesFrameProps) {
  const { t } = useTranslation();
  return (
    <main>
      <PageFrame title={title} intro={intro}>
        <Stack>
          {children}
          <SeeAlso>
            <TextLink href={other.href}>{t(other.label)}</TextLink>
          </SeeAlso>
        </Stack>
      </PageFrame>
    </main>
  );
}
