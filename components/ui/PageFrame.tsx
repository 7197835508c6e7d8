import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { TranslationKey } from '@/config/translate';
import { useTranslation } from '@/hooks/useTranslation';
import PageTitle from './PageTitle';

const Frame = styled.div`
  max-width: 1080px;
  margin: 0 auto;
  padding: 24px 16px 32px;

  ${({ theme }) => theme.mediaQueries.md} {
    padding: 32px 24px;
  }
`;

const Heading = styled.h1`
  margin: 0 0 4px;
  font-size: 24px;
`;

const Intro = styled.p`
  margin: 0 0 20px;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

interface PageFrameProps {
  title: TranslationKey;
  intro?: TranslationKey;
  children?: ReactNode;
}

/** The frame of a member page: its document title, heading and short introduction. */
export default function PageFrame({ title, intro, children }: PageFrameProps) {
  const { t } = useTranslation();
  return (
    <Frame>
      <PageTitle title={title} />
      <Heading>{t(title)}</Heading>
      {intro && <Intro>{t(intro)}</Intro>}
      {children}
    </Frame>
  );
}
