// Campaign parameters (spec section 1): read from the landing URL by the browser, stored
// on the new user and counted by the analytics report by the server.
export const CAMPAIGN_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid'] as const;

export type CampaignKey = (typeof CAMPAIGN_KEYS)[number];
