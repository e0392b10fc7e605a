import type { GatsbyBrowser } from 'gatsby';
import { trackPageView } from './src/analytics/analytics';

// Runs on the first page and after every client-side navigation.
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  trackPageView(location.pathname);
};
