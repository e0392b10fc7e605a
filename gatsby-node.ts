/**
 * Gatsby's Node APIs, each handed off to one small module in `gatsby/`.
 */
export { onPreBootstrap, onPreInit } from './gatsby/validate-content';
export { createResolvers, createSchemaCustomization } from './gatsby/schema';
export { createPages } from './gatsby/create-pages';
export { onPostBuild } from './gatsby/post-build';
export { onCreateWebpackConfig } from './gatsby/webpack';
