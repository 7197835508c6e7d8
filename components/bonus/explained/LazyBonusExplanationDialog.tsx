import { lazyComponent } from '@/components/ui/lazyComponent';

/** The dialog and framer-motion are fetched when a bonus is first explained, not with the page. */
const LazyBonusExplanationDialog = lazyComponent(() => import('./BonusExplanationDialog'));

export default LazyBonusExplanationDialog;
