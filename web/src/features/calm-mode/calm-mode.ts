import { CALM_MODE_ATTRIBUTE, CALM_MODE_STORAGE_KEY } from '@common/calm-mode';
import { useSyncExternalStore } from 'react';

/*
 * Calm mode's one source of truth is the attribute on <html> (set before the first paint by the
 * inline script in index.html, decision 026); this device remembers it in localStorage.
 */
const listeners = new Set<() => void>();

export function isCalmModeOn(): boolean {
  return document.documentElement.getAttribute(CALM_MODE_ATTRIBUTE) === 'on';
}

/** Turns calm mode on or off on this page and remembers it for this device. */
export function applyCalmMode(on: boolean) {
  if (on) document.documentElement.setAttribute(CALM_MODE_ATTRIBUTE, 'on');
  else document.documentElement.removeAttribute(CALM_MODE_ATTRIBUTE);
  try {
    localStorage.setItem(CALM_MODE_STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    /* Storage refused (private mode): calm mode still holds for this page. */
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCalmMode(): boolean {
  return useSyncExternalStore(subscribe, isCalmModeOn, () => false);
}
