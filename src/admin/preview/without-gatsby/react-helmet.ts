// `react-helmet` in the editor's preview: a page's head is not the editor's to change.
export const Helmet = () => null;
