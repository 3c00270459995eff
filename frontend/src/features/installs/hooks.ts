import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';

import { isMemberRefusal, isNotFound } from '@/api/errors';
import { useSession } from '@/api/session';
import type { Page } from '@/api/types';
import { useLocale } from '@/i18n/locale';
import { pollWhile } from '@/lib/query';

import { fetchAiApi, fetchInstallTargets, fetchInstalledApp, type AppQuery } from './api';
import { isTransitional } from './components/labels';
import { appKeys, installedAppsRead } from './queries';
import type { AiApiInfo, InstallTarget, InstalledApp, InstalledAppDetail } from './types';

export { appKeys, PAGE_SIZE } from './queries';
/** Transitional statuses change by themselves within seconds: re-read this often meanwhile. */
export const APP_POLL_MS = 1500;
/** Enough of one device's apps for its page. */
export const DEVICE_APPS_LIMIT = 50;

/** A page of the caller's apps, re-read while one of them is on the way to a new status. */
export function useInstalledApps(query: AppQuery): UseQueryResult<Page<InstalledApp>> {
  const session = useSession();
  const locale = useLocale();
  return useQuery({
    ...installedAppsRead(locale, query),
    enabled: session !== null,
    ...pollWhile<Page<InstalledApp>>(
      APP_POLL_MS,
      (page, error) =>
        !isMemberRefusal(error) && (page?.items.some((app) => isTransitional(app.status)) ?? false),
    ),
  });
}

/**
 * One installed app with its configuration and log; `id` null (or signed out) skips.
 * Re-read while its status is transitional, until it is gone.
 */
export function useInstalledApp(id: number | null): UseQueryResult<InstalledAppDetail> {
  const session = useSession();
  const locale = useLocale();
  return useQuery({
    queryKey: appKeys.detail(id, locale),
    queryFn: () => fetchInstalledApp(id ?? 0),
    enabled: session !== null && id !== null,
    ...pollWhile<InstalledAppDetail>(
      APP_POLL_MS,
      (app, error) =>
        app !== undefined &&
        isTransitional(app.status) &&
        !isNotFound(error) &&
        !isMemberRefusal(error),
    ),
  });
}

/** The caller's devices for installing the app; `appId` null (or signed out) skips. */
export function useInstallTargets(appId: number | null): UseQueryResult<InstallTarget[]> {
  const session = useSession();
  return useQuery({
    queryKey: appKeys.target(appId),
    queryFn: () => fetchInstallTargets(appId ?? 0),
    enabled: session !== null && appId !== null,
  });
}

/** The AI API (base URL and key) of an app; `id` null skips. */
export function useAiApi(id: number | null): UseQueryResult<AiApiInfo> {
  const session = useSession();
  return useQuery({
    queryKey: appKeys.aiApi(id),
    queryFn: () => fetchAiApi(id ?? 0),
    enabled: session !== null && id !== null,
  });
}

/** Shows the app a change answered with at once (the `installs` topic is read again too). */
export function useStoreInstalledApp(): (app: InstalledAppDetail) => void {
  const client = useQueryClient();
  const locale = useLocale();
  return useCallback(
    (app: InstalledAppDetail) => client.setQueryData(appKeys.detail(app.id, locale), app),
    [client, locale],
  );
}

/** Shows a new API key (after a rotation) wherever the app's AI API is read. */
export function useStoreAiApi(): (id: number, info: AiApiInfo) => void {
  const client = useQueryClient();
  return useCallback(
    (id: number, info: AiApiInfo) => client.setQueryData(appKeys.aiApi(id), info),
    [client],
  );
}
