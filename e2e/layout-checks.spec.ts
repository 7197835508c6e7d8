import { expect, test, type Page } from '@playwright/test';
import { measureLayout } from './layout-checks';

/*
 * The route walk's reading check (measureLayout) on pages this test serves itself: it names a value a copy button
 * covers, texts drawn over each other, a value its box cuts off and a word broken in two, and passes a page whose
 * parts only sit close together.
 */

async function show(page: Page, origin: string, body: string): Promise<void> {
  await page.route(`${origin}/__layout`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Layout</title><style>body{font:16px sans-serif;margin:8px}</style></head><body>${body}</body></html>`,
    }),
  );
  await page.goto('/__layout');
}

test('a copy button drawn over its value, and two texts over each other, are overlaps', async ({ page, baseURL }) => {
  await show(
    page,
    baseURL!,
    `<dl style="width:200px"><dd style="position:relative;margin:0">0123456789012345
       <button style="position:absolute;left:40px;top:0">Copy</button></dd></dl>
     <p style="position:relative">Account name<span style="position:absolute;left:20px;top:2px">NGUYEN VAN A</span></p>`,
  );
  const { overlaps } = await measureLayout(page);
  expect(overlaps).toContain('text "0123456789012345" overlaps <button> "Copy"');
  expect(overlaps).toContain('text "Account name" overlaps text "NGUYEN VAN A"');
});

test('a value cut to nothing, and a hard clip, are clipped; an ellipsis that leaves the value readable is not', async ({ page, baseURL }) => {
  await show(
    page,
    baseURL!,
    `<div style="display:flex;width:120px"><span style="min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap">0123</span>
       <span style="flex-shrink:0;white-space:nowrap">456789 and more text</span></div>
     <div style="width:60px;overflow:hidden;white-space:nowrap">Vietcombank Joint Stock</div>
     <div style="width:150px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap">https://portal.example/sign-up?ref=ABCDEF</div>`,
  );
  const { clipped } = await measureLayout(page);
  expect(clipped).toHaveLength(2);
  expect(clipped[0]).toMatch(/^<span> "0123" shows 0x/);
  expect(clipped[1]).toMatch(/^<div> "Vietcombank Joint Stock" shows 60x/);
});

test('a word broken across lines is named; a break at a space or a hyphen is not', async ({ page, baseURL }) => {
  await show(
    page,
    baseURL!,
    `<p style="width:50px;overflow-wrap:anywhere">Vietcombank</p>
     <p style="width:60px">Ngân hàng TMCP</p>
     <p style="width:70px">anti-phishing well-known</p>`,
  );
  const { brokenWords } = await measureLayout(page);
  expect(brokenWords).toEqual(['"Vietcombank" in <p> "Vietcombank"']);
});

test('parts that sit close together, a label wrapping its checkbox, a field icon and a link card are no fault', async ({ page, baseURL }) => {
  await show(
    page,
    baseURL!,
    `<label><input type="checkbox"> Remember me</label>
     <div style="position:relative;width:240px"><input style="width:100%;height:40px;box-sizing:border-box" aria-label="Password">
       <button style="position:absolute;right:2px;top:2px;height:36px" aria-label="Show password">👁</button></div>
     <a href="/x" style="display:block;width:240px"><h2>Starter</h2><p>1 TiB · 100 USDT</p></a>
     <p style="position:relative;height:20px"><span class="sr" style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">Hidden words</span>Shown words</p>
     <div style="display:flex;gap:8px"><span>0123456789</span><button>Copy</button></div>`,
  );
  expect(await measureLayout(page)).toEqual({ overlaps: [], clipped: [], brokenWords: [] });
});
