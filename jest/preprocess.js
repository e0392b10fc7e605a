// Babel for Jest: Gatsby's preset with the automatic JSX runtime from Emotion (so the
// `css` prop works as in the site's build), plus TypeScript.
module.exports = require('babel-jest').default.createTransformer({
  presets: [
    ['babel-preset-gatsby', { reactRuntime: 'automatic', reactImportSource: '@emotion/react' }],
    '@babel/preset-typescript',
  ],
  plugins: ['@emotion/babel-plugin'],
});
