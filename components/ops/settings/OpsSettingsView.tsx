import PageFrame from '@/components/ui/PageFrame';
import QueryState from '@/components/ui/QueryState';
import SectionCard from '@/components/ui/SectionCard';
import Stack from '@/components/ui/Stack';
import type { SettingGroup } from '@/contract/enums';
import { useOpsSettings } from '@/hooks/ops/useOpsSettings';
import { useTranslation } from '@/hooks/useTranslation';
import SettingRow from './SettingRow';
import TokenSettingsForm from './TokenSettingsForm';

const GROUP_TITLES: Record<SettingGroup, 'Website' | 'Contact links' | 'Bank account' | 'Money-out rules'> = {
  WEB: 'Website',
  CONTACT: 'Contact links',
  BANKING: 'Bank account',
  SECURITY: 'Money-out rules',
};

/** /ops/settings (admin): the setting groups and the tokens, each change validated by the server and kept in its history. */
export default function OpsSettingsView() {
  const { t } = useTranslation();
  const settings = useOpsSettings();
  return (
    <PageFrame title="Settings" intro="Each change is checked, saved on its own and recorded in the audit log with its value before and after.">
      <QueryState query={settings} errorText="The settings could not be loaded.">
        {(data) => (
          <Stack>
            {data.groups.map(({ group, settings: rows }) => (
              <SectionCard key={group} title={t(GROUP_TITLES[group])}>
                {rows.map((setting) => (
                  <SettingRow key={setting.name} group={group} name={setting.name} value={setting.value} banks={data.banks} />
                ))}
              </SectionCard>
            ))}
            <h2>{t('Tokens: prices, fees and minimums')}</h2>
            {data.tokens.map((token) => (
              <TokenSettingsForm key={token.code} token={token} />
            ))}
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
