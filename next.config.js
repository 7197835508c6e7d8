// @ts-check
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS config file */
const { writeFileSync } = require('node:fs');
const { join, relative } = require('node:path');

const isDev = process.env.NODE_ENV !== 'production';

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
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

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

/** @type {import('next').NextConfig} */
const nextConfig = {
  webpack(config, { isServer, dev }) {
    if (!isServer && !dev) config.plugins.push(new ChunkModulesPlugin());
    return config;
  },
  reactStrictMode: true,
  poweredByHeader: false,
  compiler: { styledComponents: true },
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: contentSecurityPolicy },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
      },
    ];
  },
};

module.exports = nextConfig;
