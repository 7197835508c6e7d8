import { lazyComponent } from './lazyComponent';

/**
 * The route progress bar, fetched once the page has hydrated: it only matters from the first navigation on, so its
 * code (and its styled component) stays out of every page's first load.
 */
const LazyRouteProgressBar = lazyComponent(() => import('./RouteProgressBar'));

export default LazyRouteProgressBar;
