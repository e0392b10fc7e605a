// The Content-Security-Policy for a build: exactly what the site needs. Scripts come from
// the site's own origin (the analytics script) or are the pages' own inline ones
// (src/lib/page-scripts.ts), each allowed by its SHA-256 hash.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { filesBelow } from '../files';

/**
 * Inline scripts the browser runs or reads under the policy: scripts, and the Speculation
 * Rules, which script-src allows by hash too (not JSON-LD or other data blocks).
 */
// An attribute named src, not one that ends so (a page script's `data-src`).
const inlineScripts = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const isExecutable = (attributes: string) => {
  const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
  return !type || ['module', 'text/javascript', 'speculationrules'].includes(type);
};

/** The sorted, distinct `'sha256-…'` sources of every inline script below `publicDir`. */
export async function inlineScriptHashes(publicDir: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const file of (await filesBelow(publicDir)).filter((name) => name.endsWith('.html'))) {
    const html = await readFile(file, 'utf8');
    for (const [, attributes, body] of html.matchAll(inlineScripts)) {
      if (isExecutable(attributes))
        hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** The origin of the map frame, if data/company.yaml sets one. */
async function mapsOrigin(projectDir: string): Promise<string | null> {
  const company = parse(await readFile(path.join(projectDir, 'data/company.yaml'), 'utf8'));
  return company.mapsEmbedSrc ? new URL(company.mapsEmbedSrc).origin : null;
}

export async function contentSecurityPolicy(projectDir: string, publicDir: string) {
  const hashes = await inlineScriptHashes(publicDir);
  const frame = await mapsOrigin(projectDir);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`,
    // Emotion's styles and the style attributes of React and gatsby-plugin-image.
    "style-src 'self' 'unsafe-inline'",
    // Images are the site's own; gatsby-plugin-image sizes placeholders with data: SVGs.
    "img-src 'self' data:",
    "font-src 'self'",
    // The analytics beacon on the site's own origin.
    "connect-src 'self'",
    `frame-src ${frame ?? "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join('; ');
}
