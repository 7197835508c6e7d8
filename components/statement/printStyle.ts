import { createGlobalStyle } from 'styled-components';

/**
 * The statement on paper (or saved as PDF): only the statement, opened by its letterhead (the site's footer, which
 * says the same, is left out), black on white, no menus, bars or buttons; a card is not split across pages when it
 * fits on one, a long table repeats its header on each page.
 */
const StatementPrintStyle = createGlobalStyle`
  @media print {
    @page { margin: 14mm 12mm; }
    html, body { background: #fff !important; }
    body * { color: #000 !important; box-shadow: none !important; text-shadow: none !important; }
    header, nav, aside, footer, [data-no-print] { display: none !important; }
    /* The letterhead opens the paper: the page's own heading and introduction stay on screen. */
    main#main > div > h1, main#main > div > h1 + p { display: none !important; }
    main#main { margin: 0 !important; padding: 0 !important; min-height: 0 !important; }
    main#main > div { max-width: none; padding: 0; }
    main#main section { background: #fff !important; padding: 0 0 12px; border-radius: 0; break-inside: avoid; page-break-inside: avoid; }
    main#main section.long { break-inside: auto; page-break-inside: auto; }
    main#main thead { display: table-header-group; }
    main#main tr { break-inside: avoid; page-break-inside: avoid; }
    main#main th, main#main td { border-color: #999 !important; padding: 4px 6px; }
    main#main h1, main#main h2 { break-after: avoid; page-break-after: avoid; }
    a { text-decoration: none; }
  }
`;

export default StatementPrintStyle;
