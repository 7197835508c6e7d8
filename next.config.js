// @ts-check
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS config file */
const { writeFileSync } = require('node:fs');
const { join, relative } = require('node:path');

const isDev = process.env.NODE_ENV !== 'production';

/** `next start`: the phase whose server mails links (server/config.ts reads PUBLIC_URL the same way). */
const PHASE_PRODUCTION_SERVER = 'phase-production-server';

const PUBLIC_URL_REQUIRED =
  "PUBLIC_URL is not set. In production (NODE_ENV=production) set PUBLIC_URL to the portal's public address, " +
  'e.g. PUBLIC_URL=https://portal.example.com: the links the server e-mails (password reset) are built from it, ' +
  "never from the request's Host.";

function apiOrigin() {
  const url = process.env.NEXT_PUBLIC_API_URL;
  if (!url || url.startsWith('/')) return '';
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self'${isDev ? " 'unsafe-eval' 'unsafe-inline'" : ''}`,
  // styled-components injects <style> tags at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self' ${apiOrigin()}${isDev ? ' ws:' : ''}`.trim(),
  // The service worker (public/sw.js) and the web app manifest come from this origin only.
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** HSTS for one year in production (the API of `npm run api` sends the same: server/http/strict-transport-security.ts). */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The headers of every answer; HSTS only in production, where the portal is served over HTTPS (never in
 * development, where a browser would remember it for localhost).
 * @param {boolean} production
 */
function securityHeaders(production) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
    ...(production ? [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }] : []),
  ];
}

/**
 * Writes `.next/client-chunk-modules.json` after a client build: each chunk file with its modules and
 * their sizes before minification, so `npm run size` can tell our own code from the libraries.
 */
class ChunkModulesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap('ChunkModulesPlugin', (compilation) => {
      const root = compiler.context;
      /** @param {any} module @returns {{ name: string; size: number }[]} */
      const flatten = (module) =>
        module.modules
          ? [...module.modules].flatMap(flatten)
          : [{ name: relative(root, module.nameForCondition?.() ?? module.identifier()), size: module.size() }];
      /** @type {Record<string, { name: string; size: number }[]>} */
      const modulesByFile = {};
      for (const chunk of compilation.chunks) {
        const modules = compilation.chunkGraph.getChunkModules(chunk).flatMap(flatten);
        for (const file of chunk.files) if (file.endsWith('.js')) modulesByFile[file] = modules;
      }
      writeFileSync(join(compilation.outputOptions.path ?? '.next', 'client-chunk-modules.json'), JSON.stringify(modulesByFile));
    });
  }
}

/**
 * Marks the chunks of a page's first load (framework, main, the app, the page and their shared chunks; not the
 * chunks fetched later) for V8's eager compilation: Chromium then compiles their functions on a background
 * thread as the file streams in, instead of on the main thread at each function's first call, which made most of
 * the scripts' evaluation time on a phone. The comment must open the file, so it is added after minification.
 * @param {typeof import('webpack')} webpack
 */
function firstLoadCompileHint(webpack) {
  return new webpack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    entryOnly: true,
    test: /\.js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  webpack(config, { isServer, dev, webpack }) {
    if (!isServer && !dev) config.plugins.push(new ChunkModulesPlugin(), firstLoadCompileHint(webpack));
    // The icon modules only define components, but webpack cannot prove their JSX pure: flagged free of side effects,
    // a page's bundle holds the icons it uses, not every icon the kit's barrel re-exports.
    config.module.rules.push({ test: /[\\/]components[\\/]ui[\\/]Icon[\\/]/, sideEffects: false });
    return config;
  },
  reactStrictMode: true,
  poweredByHeader: false,
  generateEtags: false,
  compiler: { styledComponents: true },
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders(!isDev) },
      // The operator console is for nobody's search results (its pages also say so in a meta tag).
      { source: '/ops/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
      { source: '/ops', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
      // The service worker is checked for updates on every visit; it may control the whole site from /sw.js.
      { source: '/sw.js', headers: [{ key: 'Cache-Control', value: 'no-cache' }, { key: 'Service-Worker-Allowed', value: '/' }] },
    ];
  },
};

/**
 * `next start` in production refuses to start without PUBLIC_URL (the build does not need it).
 * @param {string} phase
 * @returns {import('next').NextConfig}
 */
module.exports = (phase) => {
  if (phase === PHASE_PRODUCTION_SERVER && process.env.NODE_ENV === 'production' && !process.env.PUBLIC_URL?.trim()) {
    console.error(`[portal] ${PUBLIC_URL_REQUIRED}`);
    process.exit(1);
  }
  return nextConfig;
};
