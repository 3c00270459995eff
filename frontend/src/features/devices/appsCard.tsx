/**
 * A device's details page shows the apps installed on it, a card of the installs feature,
 * which sits above devices (its pages show devices' tags and notes). So devices leaves a
 * slot that the app fills (`app/slots.ts`) instead of importing the card.
 */
import { Suspense, type ComponentType } from 'react';

type AppsCard = ComponentType<{ deviceId: number }>;

let appsCard: AppsCard | null = null;

export function provideDeviceAppsCard(card: AppsCard): void {
  appsCard = card;
}

/** The apps card the app provided (nothing before it is provided). */
export function DeviceAppsSlot({ deviceId }: { deviceId: number }) {
  const Card = appsCard;
  if (!Card) return null;
  return (
    <Suspense fallback={null}>
      <Card deviceId={deviceId} />
    </Suspense>
  );
}
