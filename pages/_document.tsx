import Document, { Head, Html, Main, NextScript } from 'next/document';
import type { DocumentContext, DocumentInitialProps } from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import { defaultTableScriptSrc } from '@/config/defaultTableScript';
import defaultTable from '@/locales/vi-VN.json';

/** The static script of the default language's table, with the version of its text (computed once). */
const defaultTableSrc = defaultTableScriptSrc(defaultTable);

// Collects styled-components styles during the server render so the first paint is styled.
export default class PortalDocument extends Document {
  static async getInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps> {
    const sheet = new ServerStyleSheet();
    const renderPage = ctx.renderPage;
    try {
      ctx.renderPage = () =>
        renderPage({ enhanceApp: (App) => (props) => sheet.collectStyles(<App {...props} />) });
      const initialProps = await Document.getInitialProps(ctx);
      return { ...initialProps, styles: [initialProps.styles, sheet.getStyleElement()] };
    } finally {
      sheet.seal();
    }
  }

  render() {
    return (
      <Html lang="vi">
        <Head>
          {/* The logo of the full-page loader, the first picture of every page. */}
          <link rel="preload" href="/logo.svg" as="image" type="image/svg+xml" />
          <meta name="theme-color" content="#0090FF" />
          {/* No first paint before the member page's content is parsed: a paint of the header alone
              would be followed by the scripts, and only then by the page (Chromium 124+; others ignore it). */}
          <link rel="expect" href="#main" {...{ blocking: 'render' }} />
          {/* The text of the first render (components/i18n/embeddedTable.ts): a static script the browser keeps
              between pages; deferred, so it runs before the page's own (deferred) scripts and blocks no paint. */}
          <script src={defaultTableSrc} defer />
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
