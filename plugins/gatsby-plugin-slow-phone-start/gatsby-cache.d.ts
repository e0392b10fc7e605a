// Gatsby's browser runtime (the site's .cache folder), aliased in ./gatsby-node.ts. The
// boot sequence imports its modules for their side effects only.
declare module 'gatsby-cache/*';
