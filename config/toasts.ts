/** The class of react-hot-toast's container: the page-wide CSS places it, the browser tests find toasts by it. */
export const TOASTS_CLASS = 'filhub-toasts';
