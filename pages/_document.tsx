import Document, { Head, Html, Main, NextScript } from 'next/document';
import type { DocumentContext, DocumentInitialProps } from 'next/document';
import { EMBEDDED_TABLE_ID } from '@/components/i18n/embeddedTable';
import { embeddedTableJson } from '@/components/i18n/usedTexts';
import { RecordUsedKeys } from '@/components/i18n/usedKeys';
import { GLOBAL_CSS } from '@/components/ui/theme/globalCss';
import { RememberingServerStyleSheet } from '@/ssr/remembering-style-sheet';

interface PortalDocumentProps extends DocumentInitialProps {
  /** The texts the page's render used, as the JSON of the embedded table. */
  usedTexts: string;
}

// Collects styled-components styles and the texts used during the server render, so the first paint is
// styled and the browser hydrates with the same texts.
export default class PortalDocument extends Document<PortalDocumentProps> {
  static async getInitialProps(ctx: DocumentContext): Promise<PortalDocumentProps> {
    const sheet = new RememberingServerStyleSheet();
    const usedKeys = new Set<string>();
    const renderPage = ctx.renderPage;
    try {
      ctx.renderPage = () =>
        renderPage({
          enhanceApp: (App) => (props) =>
            sheet.collectStyles(
              <RecordUsedKeys keys={usedKeys}>
                <App {...props} />
              </RecordUsedKeys>,
            ),
        });
      const initialProps = await Document.getInitialProps(ctx);
      return { ...initialProps, styles: [initialProps.styles, sheet.getStyleElement()], usedTexts: embeddedTableJson(usedKeys) };
    } finally {
      sheet.seal();
    }
  }

  render() {
    return (
      <Html lang="vi">
        <Head>
          <style id="global-css" dangerouslySetInnerHTML={{ __html: GLOBAL_CSS }} />
          {/* The logo of the full-page loader, the first picture of every page. */}
          <link rel="preload" href="/logo.svg" as="image" type="image/svg+xml" />
          <meta name="theme-color" content="#0090FF" />
          {/* The installable portal (PWA): its manifest, icon, and the service worker of push alerts and the offline page. */}
          <link rel="manifest" href="/manifest.webmanifest" />
          <link rel="apple-touch-icon" href="/icons/icon-192.png" />
          <script src="/sw-register.js" defer />
          {/* No first paint before the page's HTML is parsed to its end (Next's data script follows the app's
              HTML): a paint of the header or the top of the page alone would be followed by the scripts, and only
              then by the rest of the first screen (Chromium 124+; others ignore it). */}
          <link rel="expect" href="#__NEXT_DATA__" {...{ blocking: 'render' }} />
          {/* Data, not a script (CSP allows it): the texts of the first render, see components/i18n/embeddedTable.ts. */}
          <script id={EMBEDDED_TABLE_ID} type="application/json" dangerouslySetInnerHTML={{ __html: this.props.usedTexts }} />
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
