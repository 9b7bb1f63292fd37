// Tags are typed comma-separated (spec section 5): split, trimmed, empties dropped.
export function splitTags(input: string): string[] {
  return input
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}
