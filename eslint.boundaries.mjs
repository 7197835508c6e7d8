// The layers and the one direction their imports may run (docs/architecture.md has the picture).
// A file outside every element (tests, scripts, e2e, root configs) is not checked.
import boundaries from 'eslint-plugin-boundaries';

const layer = (type, pattern) => ({ type, pattern, partialMatch: false });

/**
 * The client's features: each folder of components/ but the kit (ui) and the shared pieces (shared) is a feature
 * of its own. A feature imports its own files, the kit, the shared pieces and the layers below; of another feature
 * only the files listed here, the whole pieces it shows on other features' pages (a card, a dialog, a frame). A
 * building block two features use goes to components/shared/ instead. Files, not index.ts barrels: a barrel
 * would bring all a feature exports into the page (or the lazy chunk) that wants one card.
 */
export const FEATURE_ENTRIES = {
  auth: ['AuthProvider.tsx'],
  bonus: ['BonusChart.tsx', 'ExplainBonusButton.tsx', 'explained/LazyBonusExplanationDialog.tsx'],
  i18n: ['LanguageProvider.tsx'],
  layout: ['MemberLayout.tsx', 'PublicLayout.tsx'],
  network: ['ReferralLinkCard.tsx'],
  notifications: ['NotificationBell.tsx', 'LazyNotificationsFeed.tsx'],
  order: ['MiningSummaryCard.tsx', 'ProductGrid.tsx'],
  setting: ['SettingsFrame.tsx'],
  wallet: ['WalletBalances.tsx'],
  'wallet-connect': ['WalletConnect.tsx', 'types.ts'],
};

/** What a feature and the shared pieces may import besides (a feature: its own files and other features' entries). */
const CLIENT_BELOW = ['shared', 'ui', 'hooks', 'state', 'contract', 'config', 'locales'];

/** Which layers each layer may import; everything else is an error. */
export const ALLOWED_IMPORTS = {
  contract: ['contract'],
  config: ['config', 'contract', 'locales'],
  locales: [],
  state: ['state', 'contract', 'config'],
  services: ['services', 'contract', 'config'],
  hooks: ['hooks', 'services', 'state', 'contract', 'config', 'locales'],
  ui: ['ui', 'hooks', 'state', 'contract', 'config'],
  shared: CLIENT_BELOW,
  pages: ['pages', 'feature', 'shared', 'ui', 'ssr', 'contract', 'config', 'locales'],
  'api-route': ['server-root'],
  ssr: ['ssr', 'server-root', 'contract', 'config'],
  'server-root': ['server-root', 'server-routes', 'server-operations', 'server-domain', 'server-db', 'server-http', 'server-mail', 'server-storage', 'contract', 'config'],
  'server-routes': ['server-routes', 'server-operations', 'server-domain', 'server-db', 'server-http', 'server-mail', 'server-storage', 'server-root', 'contract', 'config'],
  'server-http': ['server-http', 'server-domain', 'server-db', 'server-root', 'contract', 'config'],
  'server-operations': ['server-operations', 'server-domain', 'server-db', 'server-http', 'server-mail', 'server-storage', 'contract', 'config'],
  'server-mail': ['server-mail', 'server-domain', 'server-db', 'server-root', 'contract', 'config'],
  'server-storage': ['server-storage', 'server-domain', 'contract', 'config'],
  'server-domain': ['server-domain', 'contract', 'config'],
  'server-db': ['server-db', 'contract', 'config'],
};

export const boundariesConfig = [
  // SQL lives in server/db: drizzle-orm and the tables (server/db/schema, server/db/tables) are imported nowhere
  // else; a use case, route or middleware calls a function of server/db. A table's enum type may be named.
  {
    files: ['server/**/*.{ts,tsx}', 'ssr/**/*.{ts,tsx}', 'pages/api/**/*.{ts,tsx}'],
    ignores: ['server/db/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'SQL lives in server/db: call one of its functions.' },
            {
              regex: '(^|/)db/(schema|tables)(/|$)',
              allowTypeImports: true,
              message: 'The tables are read and written in server/db only: call one of its functions.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        layer('contract', 'contract/**'),
        layer('config', 'config/**'),
        layer('locales', 'locales/**'),
        layer('state', 'state/**'),
        layer('services', 'services/**'),
        layer('hooks', 'hooks/**'),
        layer('ui', 'components/ui/**'),
        layer('shared', 'components/shared/**'),
        { type: 'feature', pattern: 'components/*', capture: ['feature'], partialMatch: false },
        layer('api-route', 'pages/api/**'),
        layer('pages', 'pages/**'),
        layer('ssr', 'ssr/**'),
        layer('server-routes', 'server/routes/**'),
        layer('server-http', 'server/http/**'),
        layer('server-operations', 'server/operations/**'),
        layer('server-mail', 'server/mail/**'),
        layer('server-storage', 'server/storage/**'),
        layer('server-domain', 'server/domain/**'),
        layer('server-db', 'server/db/**'),
        layer('server-root', 'server/*'),
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...Object.entries(ALLOWED_IMPORTS).map(([from, to]) => ({
              from: { element: { type: from } },
              allow: { to: { element: { types: { anyOf: to } } } },
            })),
            // A feature: its own files, and of another feature only its entries.
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { types: { anyOf: CLIENT_BELOW } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', captured: { feature: '{{from.captured.feature}}' } } } },
            },
            ...Object.entries(FEATURE_ENTRIES).map(([feature, files]) => ({
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', captured: { feature }, fileInternalPath: files } } },
            })),
            // The domain's rules name the records they read; queries may return those types, and nothing else of it.
            {
              from: { element: { type: 'server-db' } },
              allow: { dependency: { kind: 'type' }, to: { element: { type: 'server-domain' } } },
            },
          ],
        },
      ],
    },
  },
  // No module imports one that imports it back, however far round: a cycle is a piece split in the wrong place,
  // and which of its modules loads first decides what the others see as undefined. eslint-plugin-import is the one
  // Next's lint config already loads, with the TypeScript resolver that follows the @/ paths.
  {
    files: ['**/*.{ts,tsx}'],
    // Packages are not read for their imports: a cycle inside a package is not ours, and reading them is most of the cost.
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
];
