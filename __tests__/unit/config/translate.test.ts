import { translate } from '@/config/translate';

const table = {
  Home: 'Trang chủ',
  'Minimum amount is %value%': 'Số lượng tối thiểu là %value%',
  'Sent %amount% to %name%': 'Đã gửi %amount% cho %name%',
};

describe('translate', () => {
  it('answers the translation of a key', () => {
    expect(translate(table, 'Home')).toBe('Trang chủ');
  });

  it('falls back to the key when it is missing', () => {
    expect(translate(table, 'Dashboard')).toBe('Dashboard');
    expect(translate({}, 'Minimum amount is %value%', { value: '$10' })).toBe('Minimum amount is $10');
  });

  it('replaces every %name% placeholder with its value', () => {
    expect(translate(table, 'Sent %amount% to %name%', { amount: 12.5, name: 'demo' })).toBe('Đã gửi 12.5 cho demo');
  });

  it('keeps the placeholder when the value is null, undefined or not given', () => {
    expect(translate(table, 'Sent %amount% to %name%', { amount: null, name: undefined })).toBe(
      'Đã gửi %amount% cho %name%',
    );
    expect(translate(table, 'Minimum amount is %value%', {})).toBe('Số lượng tối thiểu là %value%');
  });

  it('replaces zero and empty strings', () => {
    expect(translate(table, 'Sent %amount% to %name%', { amount: 0, name: '' })).toBe('Đã gửi 0 cho ');
  });
});
