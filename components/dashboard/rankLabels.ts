/** The rank names live in config/ (the dashboard and the compensation plan share them). */
export { RANK_LABELS } from '@/config/rankLabels';
