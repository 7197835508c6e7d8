import Document, { Head, Html, Main, NextScript } from 'next/document';
import type { DocumentContext, DocumentInitialProps } from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import { EMBEDDED_TABLE_ID } from '@/components/i18n/embeddedTable';
import defaultTable from '@/locales/vi-VN.json';

// `<` escaped so that no text of the table can close the block.
const embeddedTableJson = JSON.stringify(defaultTable).replace(/</g, '\\u003c');

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
          {/* Data, not a script (CSP allows it): the text of the first render, see components/i18n/embeddedTable.ts. */}
          <script id={EMBEDDED_TABLE_ID} type="application/json" dangerouslySetInnerHTML={{ __html: embeddedTableJson }} />
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
