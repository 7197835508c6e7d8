import { domMax } from 'framer-motion';

// Drag (with the layout code it needs) is only used by the phone sheet, so it is loaded on demand.
export default domMax;
