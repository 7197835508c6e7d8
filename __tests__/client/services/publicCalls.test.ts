import { http as handle, HttpResponse } from 'msw';
import { getPrices } from '@/services/coin';
import { getBanks } from '@/services/payment';
import { findSetting, getSettings } from '@/services/setting';
import { banks, prices, webSettings } from '../../setup/fixtures';
import { apiUrl } from '../../setup/handlers';
import { server } from '../../setup/server';

describe('public calls', () => {
  it('answers the token prices', async () => {
    await expect(getPrices()).resolves.toEqual(prices);
  });

  it('answers the banks', async () => {
    await expect(getBanks()).resolves.toEqual(banks);
  });

  it('answers the settings of a group and finds one by name', async () => {
    const settings = await getSettings('WEB');

    expect(settings).toEqual(webSettings);
    expect(findSetting(settings, 'faviconUri')).toBe('/logo.png');
    expect(findSetting(settings, 'hotline')).toBeUndefined();
  });

  it('answers empty settings when the call fails', async () => {
    server.use(
      handle.get(apiUrl('public/setting/list/:group'), () =>
        HttpResponse.json({ statusCode: 500, message: 'Boom' }, { status: 500 }),
      ),
    );

    await expect(getSettings('CONTACT')).resolves.toEqual([]);
  });
});
