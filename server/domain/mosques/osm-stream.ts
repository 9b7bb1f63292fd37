// Reads the features of an OpenStreetMap export one at a time (issue 44 item 3):
// the `elements` array of Overpass JSON or the `features` array of GeoJSON, without
// parsing the whole file, so 100,000 features take the memory of one. A small
// scanner follows strings and brackets; each element's text is cut out and given to
// JSON.parse. A file it cannot read stops with the feature's number, line and column.
import { createReadStream } from 'node:fs';

/** One element's text may not be longer than this (a real feature is a few KB). */
export const FEATURE_TEXT_MAX = 4 * 1024 * 1024;

export class MalformedExport extends Error {
  /** 1-based feature number in the array; null outside it. */
  readonly feature: number | null;
  readonly line: number;
  readonly column: number;
  constructor(message: string, feature: number | null, line: number, column: number) {
    super(`${feature === null ? '' : `feature ${feature}, `}line ${line}, column ${column}: ${message}`);
    this.feature = feature;
    this.line = line;
    this.column = column;
  }
}

export interface RawFeature {
  /** 1-based. */
  index: number;
  line: number;
  value: unknown;
}

const TARGET_KEYS = new Set(['elements', 'features']);

/** The features of the file at `path`, in order; throws MalformedExport where it cannot read. */
export async function* readExport(path: string): AsyncGenerator<RawFeature> {
  const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: 256 * 1024 });
  // Where the scanner is.
  let line = 1;
  let column = 0;
  const depthStack: string[] = [];
  let inString = false;
  let escaped = false;
  let stringText = '';
  let lastString: string | null = null;
  let afterColon = false;
  let keyForValue: string | null = null;
  let found = false;
  // Inside the target array: depth of the array, and the current element.
  let arrayDepth = -1;
  let element: string[] | null = null;
  let elementLength = 0;
  let elementLine = 0;
  let elementColumn = 0;
  let elementStart = -1;
  let count = 0;
  let expectComma = false;
  const fail = (message: string, feature: number | null = element ? count + 1 : null): never => {
    throw new MalformedExport(message, feature, line, column);
  };

  const parseElement = (text: string): RawFeature => {
    try {
      return { index: count + 1, line: elementLine, value: JSON.parse(text) as unknown };
    } catch (error) {
      const at = /position (\d+)/.exec(String((error as Error).message));
      let [l, c] = [elementLine, elementColumn];
      if (at) {
        const before = text.slice(0, Number(at[1]));
        const newlines = before.split('\n');
        l += newlines.length - 1;
        c = newlines.length > 1 ? newlines.at(-1)!.length + 1 : c + before.length;
      }
      const reason = String((error as Error).message).replace(/\s*\(line \d+ column \d+\)/, '').replace(/ in JSON at position \d+/, '');
      throw new MalformedExport(`cannot read the feature: ${reason}`, count + 1, l, c);
    }
  };

  for await (const chunk of stream as AsyncIterable<string>) {
    const ready: RawFeature[] = [];
    if (element) elementStart = 0;
    let stop: unknown = null;
    try {
    for (let i = 0; i < chunk.length; i++) {
      const ch = chunk[i]!;
      if (ch === '\n') {
        line++;
        column = 0;
      } else column++;
      if (inString) {
        if (escaped) escaped = false;
        else if (ch === '\\') escaped = true;
        else if (ch === '"') {
          inString = false;
          if (!element && depthStack.length === 1) lastString = stringText;
        }
        else if (!element && depthStack.length === 1 && stringText.length < 64) stringText += ch;
        continue;
      }
      if (ch === ' ' || ch === '\n' || ch === '\r' || ch === '\t') continue;
      const depth = depthStack.length;
      // Between the target array's elements.
      if (!element && depth === arrayDepth) {
        if (ch === ']') {
          depthStack.pop();
          arrayDepth = -1;
          continue;
        }
        if (expectComma) {
          if (ch !== ',') fail(`expected ',' or ']' after feature ${count}, found '${ch}'`, count);
          expectComma = false;
          continue;
        }
        if (ch !== '{') fail(`a feature must be a JSON object, found '${ch}'`, count + 1);
        element = [];
        elementLength = 0;
        elementStart = i;
        elementLine = line;
        elementColumn = column;
      }
      if (ch === '"') {
        inString = true;
        stringText = '';
        continue;
      }
      if (ch === '{' || ch === '[') {
        if (depth === 1 && ch === '[' && afterColon && keyForValue !== null && TARGET_KEYS.has(keyForValue) && !found) {
          found = true;
          arrayDepth = 2;
        }
        depthStack.push(ch);
        afterColon = false;
        continue;
      }
      if (ch === '}' || ch === ']') {
        const open = depthStack.pop();
        if (open === undefined || (open === '{') !== (ch === '}')) fail(`unexpected '${ch}'`);
        if (element && depthStack.length === arrayDepth) {
          element.push(chunk.slice(elementStart, i + 1));
          ready.push(parseElement(element.join('')));
          count++;
          element = null;
          expectComma = true;
        }
        continue;
      }
      if (depth === 1 && !element) {
        // The top object's keys: remember the one whose value comes next.
        if (ch === ':') {
          keyForValue = lastString;
          afterColon = true;
        } else if (ch === ',') afterColon = false;
        else afterColon = false;
      }
      if (depth === 0) fail(`unexpected '${ch}' outside the top object`);
    }
    } catch (error) {
      stop = error;
    }
    // The features read whole before a problem are given first.
    for (const feature of ready) yield feature;
    if (stop) throw stop;
    if (element) {
      element.push(chunk.slice(elementStart));
      elementLength += chunk.length - elementStart;
      if (elementLength > FEATURE_TEXT_MAX) fail(`the feature is over ${FEATURE_TEXT_MAX / 1024 / 1024} MB: is the file malformed?`);
    }
  }
  if (inString || depthStack.length) fail(element ? 'the file ends inside this feature' : 'the file ends early (unclosed string or bracket)');
  if (!found) fail('no "elements" (Overpass JSON) or "features" (GeoJSON) array in the file', null);
}
