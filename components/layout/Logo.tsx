import Image from 'next/image';
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
      <Image src="/logo.png" alt="" width={36} height={36} priority />
      <span>{siteName}</span>
    </LogoLink>
  );
}
