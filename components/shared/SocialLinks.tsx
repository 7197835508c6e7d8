import styled from 'styled-components';
import { FacebookIcon, TelegramIcon, YoutubeIcon, ZaloIcon } from '@/components/ui/Icon';
import { useSettings } from '@/hooks/useSettings';

const ICONS = { facebook: FacebookIcon, telegram: TelegramIcon, youtube: YoutubeIcon, zalo: ZaloIcon } as const;
const NAMES = { facebook: 'Facebook', telegram: 'Telegram', youtube: 'YouTube', zalo: 'Zalo' } as const;

const Row = styled.ul`
  display: flex;
  gap: 8px;
  list-style: none;
  margin: 0;
  padding: 8px 4px;

  /* A thumb's size: 44x44 px, 8 px apart (the icon stays 20 px). */
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  a:hover { color: ${({ theme }) => theme.colors.primaryDark}; }
  svg { width: 20px; height: 20px; }
`;

const isKnown = (name: string): name is keyof typeof ICONS => name in ICONS;

/** The social links of settings CONTACT (https only, opened in a new tab). */
export default function SocialLinks() {
  const { data = [] } = useSettings('CONTACT');
  const links = data.filter((setting) => isKnown(setting.name) && setting.value.startsWith('https://'));
  if (links.length === 0) return null;
  return (
    <Row>
      {links.map(({ name, value }) => {
        if (!isKnown(name)) return null;
        const Icon = ICONS[name];
        return (
          <li key={name}>
            <a href={value} target="_blank" rel="noopener noreferrer" aria-label={NAMES[name]}>
              <Icon />
            </a>
          </li>
        );
      })}
    </Row>
  );
}
