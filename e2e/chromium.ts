import path from 'node:path';

/**
 * Debian's Chromium (or CHROME_PATH), started through a script that joins the feature switches of Playwright or
 * chrome-launcher with ours: Chromium would keep only the last `--disable-features`.
 */
export const CHROMIUM_PATH = path.join(__dirname, 'chromium-merged-features.sh');

/** The flags it runs with headless here, for Playwright and for `npm run lighthouse`. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Each new window (each Playwright context) loaded the address bar's suggestion popup as a WebUI page in a
  // renderer of its own: about 1 CPU-s per context on the 2-core machine, beside the page being loaded.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];
