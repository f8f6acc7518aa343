/*
 * After signing in, the Sign In button that had focus is gone; focus moves to the account menu's
 * button that takes its place in the header (decision 024), not to the page body. The menu's code
 * may still be loading when the dialog closes, so the request waits for the button to register.
 */
let pending = false;
let trigger: HTMLElement | null = null;

export function focusAccountMenu() {
  if (trigger?.isConnected) {
    trigger.focus();
    pending = false;
  } else {
    pending = true;
  }
}

export function registerAccountMenuTrigger(element: HTMLElement | null) {
  trigger = element;
  if (element && pending) {
    pending = false;
    element.focus();
  }
}
