import LogoMark from '@/components/ui/LogoMark';
import styled from 'styled-components';
import PrefetchLink from '@/components/ui/PrefetchLink';
import { useSiteSettings } from '@/hooks/useSiteSettings';

const LogoLink = styled(PrefetchLink)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: ${({ theme }) => theme.colors.text};
  font-size: 20px;
  font-weight: 800;
  text-decoration: none;

  ${({ theme }) => theme.mediaQueries.mobileOnly} {
    min-width: 44px;
    min-height: 44px;
  }

  span {
    display: none;
    ${({ theme }) => theme.mediaQueries.sm} {
      display: inline;
    }
  }
`;

/** The logo and site name, linking to `href` (home for visitors, the dashboard for members). */
export default function Logo({ href }: { href: string }) {
  const { siteName } = useSiteSettings();
  return (
    <LogoLink href={href} aria-label={siteName}>
      <LogoMark size={36} />
      <span>{siteName}</span>
    </LogoLink>
  );
}
