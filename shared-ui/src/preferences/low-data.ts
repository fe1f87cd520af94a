/**
 * Low-data mode in the browser (rules in contracts/low-data.ts): the visitor's choice from the
 * cookie the server reads too, else the browser's Save-Data signal. Every app reads it from this
 * one module (shared-ui is a singleton), and a change made in /settings reaches them at once.
 */
import { useSyncExternalStore } from 'react';
import {
  isLowData,
  LOW_DATA_COOKIE,
  lowDataChoiceIn,
  lowDataSrcSet,
  type LowDataChoice,
} from '../contracts/low-data.ts';
import { LOW_DATA_RENDER_ATTRIBUTE, serverLowData } from '../server/render-state.ts';

interface NetworkInformation extends EventTarget {
  saveData?: boolean;
}

const connection = () =>
  typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: NetworkInformation }).connection;

const CHANGED = 'mijikenda:low-data';
/** A year, like the other choices the device remembers. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The visitor's own choice, or null when the browser decides. */
export function lowDataChoice(): LowDataChoice | null {
  return typeof document === 'undefined' ? null : lowDataChoiceIn(document.cookie);
}

/** Whether low-data mode is on now. */
export function lowDataNow(): boolean {
  if (typeof document === 'undefined') return serverLowData();
  return isLowData(lowDataChoice(), connection()?.saveData === true);
}

/** Turns low-data mode on or off on this device, whatever the browser says; the server is told by the cookie. */
export function chooseLowData(on: boolean): void {
  const secure = window.isSecureContext ? '; Secure' : '';
  document.cookie = `${LOW_DATA_COOKIE}=${on ? 'on' : 'off'}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  connection()?.addEventListener?.('change', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    connection()?.removeEventListener?.('change', onChange);
  };
}

/**
 * What the page was rendered with before it ran here: on the server, the render's choice; in the
 * browser, while hydrating, the choice the server rendered with (marked on the root), so the
 * first render matches the markup. False in the build's prerender.
 */
const renderedLowData = (): boolean =>
  typeof document === 'undefined'
    ? serverLowData()
    : document.getElementById('root')?.hasAttribute(LOW_DATA_RENDER_ATTRIBUTE) === true;

/** Whether low-data mode is on, re-rendering when it changes. */
export function useLowData(): boolean {
  return useSyncExternalStore(subscribe, lowDataNow, renderedLowData);
}

/** A picture's `srcset` as this device should load it: without the widest copies in low-data mode. */
export const deviceSrcSet = (srcset: string): string => (lowDataNow() ? lowDataSrcSet(srcset) : srcset);
