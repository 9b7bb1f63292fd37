// The accounts' inputs (decisions.md 1-2, 32) as schemas GraphQL and REST share, like the
// profile and community inputs: `…Fields` are the JSON shape REST declares its body with, and
// `…Input` adds the rules, with their messages and fields: an e-mail address (connecting one,
// or asking for a sign-in link), the word that confirms deleting a space, and what a new
// anonymous space may bring (its link id and campaign parameters).
import { CAMPAIGN_KEYS, type CampaignKey } from '@prayer-companion/common';
import { badInput } from '../../errors.ts';
import { LINK_ID_PATTERN } from '../../auth/tokens.ts';
import { withoutControls } from '../validation/clean-text.ts';
import { checkCleanText } from '../validation/input-checks.ts';
import { object, optional, rules, str } from '../validation/fields.ts';

// A bare address and nothing else (issue 40, item 9): the mailer reads 'Name <v@x>', '"x"<v@x>',
// 'v@x,evil' and 'grp:v@x;' as display names, lists and groups, so each spelling would reach
// the same inbox on its own per-recipient budget. The local part is a dot-atom (RFC 5322's
// atext, letters of any script for internationalised addresses), the domain dot-separated
// labels of letters, digits and hyphens: no spaces, quotes, brackets, commas, colons,
// semicolons, and no control characters (U+0085 NEL included).
const ATOM = "[\\p{L}\\p{M}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{M}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]*[\\p{L}\\p{M}\\p{N}])?';
const EMAIL = new RegExp(`^(?=[^@]{1,64}@)${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+[\\p{L}\\p{M}\\p{N}]{2,}$`, 'u');

/** An address as kept: trimmed, lower case, at most 254 characters; the per-recipient limit counts this. */
function checkEmail(raw: string): string {
  const email = checkCleanText(raw, 'email').trim().toLowerCase();
  if (email.length > 254 || !EMAIL.test(email)) throw badInput('Please enter a valid e-mail address', 'email');
  return email;
}

export const emailFields = { email: str() };

export const emailInput = object(emailFields).transform(rules((input) => ({ email: checkEmail(input.email) })));

/** The word that confirms deleting a space. */
export const DELETE_CONFIRMATION = 'DELETE';

export const deleteFields = { confirm: str() };

export const deleteInput = object(deleteFields).transform(
  rules((input) => {
    if (input.confirm !== DELETE_CONFIRMATION) throw badInput(`Type ${DELETE_CONFIRMATION} to confirm`, 'confirm');
    return input;
  }),
);

/** A private link id as the user may bring one (a link made on another device). */
export function checkLinkId(linkId: string): string {
  if (!LINK_ID_PATTERN.test(linkId)) throw badInput('A private link id is 20 to 64 letters, digits or hyphens', 'linkId');
  return linkId;
}

const campaignValue = () => optional(str());

/** The campaign parameters a first visit came with (utm_source …), each optional. */
export const campaignShape = object(
  Object.fromEntries(CAMPAIGN_KEYS.map((key) => [key, campaignValue()])) as Record<CampaignKey, ReturnType<typeof campaignValue>>,
);

/** Kept without control characters (the operator's report prints them), trimmed, at most 200 characters; none if empty. */
export const campaignInput = campaignShape.transform(
  rules((params) => {
    const kept: Partial<Record<CampaignKey, string>> = {};
    for (const key of CAMPAIGN_KEYS) {
      const value = params[key];
      if (value === undefined) continue;
      const text = withoutControls(checkCleanText(value, key)).trim();
      if (text.length > 200) throw badInput('Campaign parameters are at most 200 characters', key);
      if (text) kept[key] = text;
    }
    return Object.keys(kept).length ? kept : undefined;
  }),
);
