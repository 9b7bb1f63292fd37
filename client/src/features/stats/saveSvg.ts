// Saves a chart as an SVG file (issue 46): a copy of the element with the colours and fonts
// the page's CSS gives it written in (so the file looks the same alone, light or dark as
// shown), offered as a download. Nothing leaves the device.
const PROPS = ['fill', 'stroke', 'stroke-width', 'font-size', 'font-weight', 'font-family'] as const;

export function saveSvg(svg: SVGSVGElement, fileName: string): void {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const from = [svg, ...svg.querySelectorAll('*')];
  const to = [copy, ...copy.querySelectorAll('*')];
  from.forEach((element, i) => {
    const style = getComputedStyle(element);
    const target = to[i] as SVGElement;
    for (const prop of PROPS) target.style.setProperty(prop, style.getPropertyValue(prop));
    target.removeAttribute('class');
  });
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const box = svg.viewBox.baseVal;
  copy.setAttribute('width', String(box.width));
  copy.setAttribute('height', String(box.height));
  copy.style.setProperty('background', getComputedStyle(document.body).backgroundColor);
  const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
