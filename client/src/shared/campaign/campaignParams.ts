// Campaign parameters (spec section 1) arrive on the landing URL; they are kept
// in session storage for the anonymous-user payload and carried across the
// redirect to the private link.
import { CAMPAIGN_KEYS, type CampaignKey } from '@prayer-companion/common';
import { readJson, writeJson } from '../storage/safeStorage.ts';

export type CampaignParams = Partial<Record<CampaignKey, string>>;

const STORAGE_KEY = 'campaignParams';

export function campaignParamsFrom(search: string): CampaignParams {
  const query = new URLSearchParams(search);
  const params: CampaignParams = {};
  for (const key of CAMPAIGN_KEYS) {
    const value = query.get(key);
    if (value) params[key] = value.slice(0, 500);
  }
  return params;
}

/** Saves what the URL carries; a URL without any keeps what was saved. */
export function saveCampaignParams(search: string): void {
  const params = campaignParamsFrom(search);
  if (Object.keys(params).length > 0) writeJson(STORAGE_KEY, params, 'session');
}

export function readCampaignParams(): CampaignParams {
  return readJson<CampaignParams>(STORAGE_KEY, 'session') ?? {};
}

/** '?utm_source=x&…' of the campaign parameters only, or ''. */
export function campaignQuery(search: string): string {
  const params = new URLSearchParams(campaignParamsFrom(search));
  const text = params.toString();
  return text ? `?${text}` : '';
}
