/**
 * The toasts the portal shows: react-hot-toast (and its styling library) is fetched with the first toast, or by the
 * Toaster after the first paint, and never weighs on a page's first load. Same calls as react-hot-toast's.
 */
type ToastKind = 'success' | 'error';

function show(kind: ToastKind, message: string): void {
  void import('react-hot-toast').then(({ default: hotToast }) => {
    hotToast[kind](message);
  });
}

const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};

export default toast;
