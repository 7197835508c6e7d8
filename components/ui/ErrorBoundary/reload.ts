/**
 * The reset action of the error screen. An object rather than a bare function so tests can spy on
 * it: jsdom's window.location cannot be replaced.
 */
export const pageReloader = {
  reloadPage(): void {
    window.location.reload();
  },
};
