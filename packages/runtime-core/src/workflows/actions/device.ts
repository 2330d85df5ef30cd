/** Geolocation and clipboard write, through the device adapters. */
import { RuntimeCoreError } from '../../errors';
import { ACTION_MESSAGES } from '../action-messages';
import type { ActionHandler } from '../types';
import { fail } from './support';

export const geolocationAction: ActionHandler = async (_action, context) => {
  const geolocation = context.runtime.services.geolocation;
  if (geolocation === undefined) {
    context.log('error', ACTION_MESSAGES.GEOLOCATION_UNAVAILABLE);
    fail('GEOLOCATION_UNAVAILABLE');
  }
  try {
    const { coords, timestamp } = await geolocation.getCurrentPosition();
    return {
      coords: {
        accuracy: coords.accuracy,
        altitude: coords.altitude,
        altitudeAccuracy: coords.altitudeAccuracy,
        heading: coords.heading,
        latitude: coords.latitude,
        longitude: coords.longitude,
        speed: coords.speed,
      },
      timestamp,
    };
  } catch (error) {
    context.log('error', ACTION_MESSAGES.GEOLOCATION_FAILED);
    return fail('GEOLOCATION_FAILED', undefined, error);
  }
};

export const copyClipboardAction: ActionHandler = async (action, context) => {
  const value = context.evaluate(action.value);
  const clipboard = context.runtime.services.clipboard;
  if (clipboard === undefined) throw new RuntimeCoreError('CLIPBOARD_UNAVAILABLE', 'Clipboard is not available.');
  await clipboard.writeText(`${String(value)}`);
  return value;
};
