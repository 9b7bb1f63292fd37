// The device's position, only where the user has ALREADY granted location (issue 43 item 5):
// the permission is read first (navigator.permissions) and nothing asks for it, so opening
// the app never prompts. One fix per page load, shared by the position offer and the place
// menu's 'Add this place'; null without a grant, a Permissions API or a fix within 10 s.
export interface DevicePosition {
  latitude: number;
  longitude: number;
  altitude: number | null;
}

let once: Promise<DevicePosition | null> | undefined;

async function locate(): Promise<DevicePosition | null> {
  if (!('geolocation' in navigator) || !navigator.permissions || !window.isSecureContext) return null;
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    if (status.state !== 'granted') return null;
  } catch {
    return null;
  }
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude, altitude: coords.altitude }),
      () => resolve(null),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  });
}

export function grantedPosition(): Promise<DevicePosition | null> {
  once ??= locate();
  return once;
}
