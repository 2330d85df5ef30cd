/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in between. Continuations
 * of promises run in the task that settled them: without a break, building the site, hydrating and the first page load
 * chain into a few long tasks (what Lighthouse counts as blocking time). A timer is the smallest way: in a hidden tab
 * it may wait up to a second, which nobody sees, and runs at once when the tab is shown.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
