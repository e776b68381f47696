/**
 * Leaving the app for another page (payment). An object so tests can replace
 * it: jsdom cannot navigate.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
