/** Clipboard and geolocation behind small adapters (browser implementations and test doubles). */

export interface ClipboardAdapter {
  writeText(text: string): Promise<void>;
}

export interface GeoPosition {
  coords: {
    accuracy: number;
    altitude: number | null;
    altitudeAccuracy: number | null;
    heading: number | null;
    latitude: number;
    longitude: number;
    speed: number | null;
  };
  timestamp: number;
}

export interface GeolocationAdapter {
  getCurrentPosition(): Promise<GeoPosition>;
}

interface BrowserNavigator {
  clipboard?: { writeText(text: string): Promise<void> };
  geolocation?: {
    getCurrentPosition(success: (position: GeoPosition) => void, failure: (error: unknown) => void): void;
  };
}

function browserNavigator(): BrowserNavigator | undefined {
  return (globalThis as { navigator?: BrowserNavigator }).navigator;
}

export function browserClipboard(): ClipboardAdapter | undefined {
  const clipboard = browserNavigator()?.clipboard;
  return clipboard ? { writeText: (text) => clipboard.writeText(text) } : undefined;
}

export function browserGeolocation(): GeolocationAdapter | undefined {
  const geolocation = browserNavigator()?.geolocation;
  if (!geolocation) return undefined;
  return {
    getCurrentPosition: () => new Promise<GeoPosition>((resolve, reject) => geolocation.getCurrentPosition(resolve, reject)),
  };
}

export function createMemoryClipboard(): ClipboardAdapter & { texts: string[] } {
  const texts: string[] = [];
  return {
    texts,
    writeText: (text) => {
      texts.push(text);
      return Promise.resolve();
    },
  };
}

export function createFixedGeolocation(position: GeoPosition | Error): GeolocationAdapter {
  return {
    getCurrentPosition: () => (position instanceof Error ? Promise.reject(position) : Promise.resolve(position)),
  };
}
