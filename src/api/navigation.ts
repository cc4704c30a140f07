/**
 * Navigation for code outside React (the API client). The app installs the router's navigate
 * function at start; until then a full page load does the job.
 */
type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => {
  window.location.assign(to);
};

/** Installs the function that moves the app to another path. */
export function setNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

/** Moves the app to `to` without reloading it. */
export function navigateTo(to: string): void {
  navigateImpl(to);
}
