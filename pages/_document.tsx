import Document, { Head, Html, Main, NextScript } from 'next/document';
import type { DocumentContext, DocumentInitialProps } from 'next/document';
import { ServerStyleSheet } from 'styled-components';

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
          {/* The default language's table, fetched by the language provider as soon as it mounts. */}
          <link rel="preload" href="/locales/vi-VN.json" as="fetch" crossOrigin="anonymous" />
          {/* The logo of the full-page loader, the first picture of every page. */}
          <link rel="preload" href="/logo.svg" as="image" type="image/svg+xml" />
          <meta name="theme-color" content="#0090FF" />
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
