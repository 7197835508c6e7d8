export { default } from './ErrorBoundary';
export { default as ErrorScreen } from './ErrorScreen';
export { pageReloader } from './reload';
export { createTrackingId } from './trackingId';
