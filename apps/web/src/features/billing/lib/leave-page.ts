/** Full-page navigations of the billing flow (to the provider's pages, and the reload after activation), kept apart so tests can watch them. */
export const leavePage = {
  goTo: (url: string) => window.location.assign(url),
  reload: () => window.location.reload(),
};
