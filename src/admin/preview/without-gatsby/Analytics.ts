// The site's analytics in the editor's preview: none (an editor typing is no page view).
export const Analytics = () => null;
