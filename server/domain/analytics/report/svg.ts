// Small SVG charts for the operator's HTML report (issue 46 point 4): bars per day and
// grouped horizontal bars. No chart library: the report is one file an operator opens
// offline, and these two shapes are a few rectangles each. Every mark carries its data
// (`data-series`, `data-key`, `data-value`) and a <title>, so a test (and a screen reader's
// user) can read the figures back; each chart also has a table beside it (html.ts).
import { escapeHtml } from './escape-html.ts';

export interface Series {
  name: string;
  /** A CSS class of html.ts's style sheet, which gives light and dark colours. */
  tone: string;
  values: number[];
}

const WIDTH = 760;
const HEIGHT = 240;
const LEFT = 44;
const RIGHT = 12;
const TOP = 12;
const BOTTOM = 34;

/** A round top for the value axis (105 -> 120, 7 -> 8), at least 1, so bars fill most of the height. */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) if (step * power >= value) return Math.ceil(step * power);
  return 10 * power;
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

function valueAxis(max: number, plotHeight: number): string {
  const ticks = [0, max / 2, max];
  return ticks
    .map((tick) => {
      const y = TOP + plotHeight - (tick / max) * plotHeight;
      return `<line class="grid" x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${y}" y2="${y}"/><text class="axis" x="${LEFT - 6}" y="${y + 4}" text-anchor="end">${fmt(tick)}</text>`;
    })
    .join('');
}

/** Every n-th day's label so that labels never overlap (about 70 px apart). */
function dayLabels(days: string[], band: number): string {
  const every = Math.max(1, Math.ceil(70 / band));
  return days
    .map((day, i) => (i % every === 0 ? `<text class="axis" x="${LEFT + i * band + band / 2}" y="${HEIGHT - BOTTOM + 16}" text-anchor="middle">${day.slice(5)}</text>` : ''))
    .join('');
}

/**
 * Bars per day, one series on top of the other when `stacked`, side by side otherwise.
 * `title` names the chart for assistive technology (the <svg> is role="img").
 */
export function dayBars(id: string, title: string, days: string[], series: Series[], stacked: boolean): string {
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const band = (WIDTH - LEFT - RIGHT) / Math.max(days.length, 1);
  const totals = days.map((_, i) => (stacked ? series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0) : Math.max(0, ...series.map((s) => s.values[i] ?? 0))));
  const max = niceMax(Math.max(0, ...totals));
  const scale = (n: number) => (n / max) * plotHeight;
  const gap = band > 4 ? band * 0.15 : 0;
  const marks: string[] = [];
  days.forEach((day, i) => {
    let base = TOP + plotHeight;
    series.forEach((s, k) => {
      const value = s.values[i] ?? 0;
      const h = scale(value);
      const width = stacked ? band - gap : (band - gap) / series.length;
      const x = LEFT + i * band + gap / 2 + (stacked ? 0 : k * width);
      const y = stacked ? base - h : TOP + plotHeight - h;
      if (stacked) base -= h;
      marks.push(
        `<rect class="${s.tone}" data-series="${escapeHtml(s.name)}" data-key="${day}" data-value="${value}" x="${x.toFixed(2)}" y="${y.toFixed(2)}" width="${Math.max(width, 0.5).toFixed(2)}" height="${h.toFixed(2)}"><title>${day} · ${escapeHtml(s.name)}: ${value}</title></rect>`,
      );
    });
  });
  return svg(id, title, `${valueAxis(max, plotHeight)}${marks.join('')}${dayLabels(days, band)}`, HEIGHT);
}

/** Grouped horizontal bars: one group per row label (e.g. a campaign source), a bar per series. */
export function groupedBars(id: string, title: string, labels: string[], series: Series[]): string {
  const barHeight = 14;
  const groupHeight = series.length * barHeight + 12;
  const labelWidth = 150;
  const height = TOP + Math.max(labels.length, 1) * groupHeight + 8;
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const plotWidth = WIDTH - labelWidth - RIGHT - 40;
  const marks: string[] = [];
  labels.forEach((label, i) => {
    const top = TOP + i * groupHeight;
    const shown = label.length > 22 ? `${label.slice(0, 21)}…` : label;
    marks.push(`<text class="label" x="${labelWidth - 8}" y="${top + (series.length * barHeight) / 2 + 4}" text-anchor="end">${escapeHtml(shown)}</text>`);
    series.forEach((s, k) => {
      const value = s.values[i] ?? 0;
      const width = (value / max) * plotWidth;
      const y = top + k * barHeight;
      marks.push(
        `<rect class="${s.tone}" data-series="${escapeHtml(s.name)}" data-key="${escapeHtml(label)}" data-value="${value}" x="${labelWidth}" y="${y}" width="${Math.max(width, 0.5).toFixed(2)}" height="${barHeight - 2}"><title>${escapeHtml(label)} · ${escapeHtml(s.name)}: ${value}</title></rect>`,
        `<text class="axis" x="${labelWidth + width + 4}" y="${y + barHeight - 4}">${value}</text>`,
      );
    });
  });
  return svg(id, title, marks.join(''), height);
}

function svg(id: string, title: string, body: string, height: number): string {
  return `<svg id="${id}" role="img" aria-labelledby="${id}-title" viewBox="0 0 ${WIDTH} ${height}" width="100%" preserveAspectRatio="xMinYMin meet"><title id="${id}-title">${escapeHtml(title)}</title>${body}</svg>`;
}
