import { DEFAULT_TABLE_GLOBAL, defaultTableScript, defaultTableScriptSrc, DEFAULT_TABLE_SCRIPT_PATH } from '@/config/defaultTableScript';
import vietnamese from '@/locales/vi-VN.json';

describe("the default language's table script (public/locales/vi-VN.js)", () => {
  it('sets the global of the first render to the whole table, every text intact', () => {
    const scope: Record<string, unknown> = {};
    // The script of the file, run as the browser runs it (`self` is the page's global object).
    new Function('self', defaultTableScript(vietnamese))(scope);
    expect(scope[DEFAULT_TABLE_GLOBAL]).toEqual(vietnamese);
  });

  it('is addressed with a version that changes with its text', () => {
    const src = defaultTableScriptSrc(vietnamese);
    expect(src.startsWith(`${DEFAULT_TABLE_SCRIPT_PATH}?v=`)).toBe(true);
    expect(defaultTableScriptSrc({ ...vietnamese, Home: 'Nhà' })).not.toBe(src);
    expect(defaultTableScriptSrc(vietnamese)).toBe(src);
  });
});
