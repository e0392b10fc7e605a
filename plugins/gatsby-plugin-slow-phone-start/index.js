// Gatsby requires a plugin's main file; the plugin's work is in gatsby-node.ts.
