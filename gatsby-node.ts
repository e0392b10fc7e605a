/**
 * Gatsby's Node APIs, each handed off to one small module in `gatsby/`.
 */
export { createSchemaCustomization } from './gatsby/schema';
export { createPages } from './gatsby/create-pages';
