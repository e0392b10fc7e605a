import path from 'path';
import type { GatsbyConfig } from 'gatsby';
import { serveEditor } from './gatsby/admin/dev-server';
import { sitemapOptions } from './gatsby/sitemap';
import { defaultLanguage, languages } from './src/core/languages';
import { ignoredByTheBuild } from './src/content/content-files';

function yamlTypeName(fileName: string): string {
  const pascal = fileName
    .split(/[^a-zA-Z0-9]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
  return `${pascal}Yaml`;
}

/** The site's public address: canonical URLs, hreflang alternates and the sitemap use it. */
const siteUrl = process.env.SITE_URL ?? 'https://www.noordvliet-cargo.example';

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  // One policy everywhere: every page path ends in a slash (`/about/`, `/nl/about/`).
  trailingSlash: 'always',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  jsxRuntime: 'automatic',
  jsxImportSource: '@emotion/react',
  // The content editor at /admin/ in `gatsby develop` (`npm run cms`), ahead of public/.
  developMiddleware: (app) => serveEditor(app),
  plugins: [
    'gatsby-plugin-emotion',
    'gatsby-plugin-react-helmet',
    'gatsby-plugin-image',
    { resolve: 'gatsby-plugin-sitemap', options: sitemapOptions(siteUrl) },
    {
      resolve: 'gatsby-plugin-sharp',
      options: {
        // Every image in AVIF and WebP with the original format as fallback; a flat
        // dominant-colour placeholder costs a few bytes where a blurred one costs a kilobyte.
        defaults: { formats: ['auto', 'webp', 'avif'], placeholder: 'dominantColor', quality: 72 },
      },
    },
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-transformer-yaml',
      // Every file's type is named after the file (company.yaml → CompanyYaml), whether
      // it holds one object or a list; by default an object file takes its folder's name.
      options: { typeName: ({ node }: { node: { name: string } }) => yamlTypeName(node.name) },
    },
    // The content model's files and nothing else below data/ and locales/: a twin such as
    // news-links.yml, or a file the model does not name, never reaches a page.
    {
      resolve: 'gatsby-source-filesystem',
      options: {
        name: 'data',
        path: path.resolve(__dirname, 'data'),
        ignore: [ignoredByTheBuild(__dirname)],
      },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: {
        name: 'locale',
        path: path.resolve(__dirname, 'locales'),
        ignore: [ignoredByTheBuild(__dirname)],
      },
    },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...languages],
        defaultLanguage,
        fallbackLanguage: defaultLanguage,
        // The plugin's browser-language redirect hurts crawlers (they send no
        // Accept-Language) and causes hydration errors; the header's stored `lang`
        // preference does that job instead.
        redirect: false,
        generateDefaultLanguagePage: false,
        trailingSlash: 'always',
        siteUrl,
        i18nextOptions: {
          interpolation: { escapeValue: false },
          returnNull: false,
        },
      },
    },
  ],
};

export default config;
